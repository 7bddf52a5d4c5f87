import { z } from 'zod';
import { defineCalls, digits, num, text } from '@/lib/contract';
import { CODIGO_CABYS_LONGITUD, ESTADOS_CABYS } from './rules';

/** API.md `ServicioCabys`. A code that arrives as a number gets back its leading zeros. */
export const servicioCabys = z.object({
  id: num,
  empresaId: num,
  codigoCabys: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) =>
      typeof v === 'number' ? String(v).padStart(CODIGO_CABYS_LONGITUD, '0') : (v ?? '').trim(),
    ),
  descripcion: text,
  status: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(ESTADOS_CABYS)),
});
export type ServicioCabys = z.infer<typeof servicioCabys>;

/**
 * The body of `create`. The code travels as text: one sent as a number has lost its leading zeros and
 * is refused by the rules, not guessed; the status is checked by the rules too (their message).
 */
export const servicioCabysBody = z.object({
  id: num,
  empresaId: num,
  codigoCabys: digits,
  descripcion: text,
  status: text,
});
export type ServicioCabysBody = z.input<typeof servicioCabysBody>;

/** API.md 'Master data': CABYS services. */
export const serviciosCabysApi = defineCalls({
  list: { method: 'GET', path: '/api/servicio-cabys/data/list', answer: z.array(servicioCabys) },
  get: {
    method: 'GET',
    path: '/api/servicio-cabys/data',
    query: z.object({ id: num }),
    answer: servicioCabys,
  },
  create: {
    method: 'POST',
    path: '/api/servicio-cabys/create',
    body: servicioCabysBody,
    answer: servicioCabys,
  },
});
