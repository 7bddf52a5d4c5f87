import * as z from 'zod/mini';
import { defineCalls, digits, num, paddedCode, text } from '@/lib/contract';
import { CODIGO_CABYS_LONGITUD, ESTADOS_CABYS } from './rules';

/** API.md `ServicioCabys`. */
export const servicioCabys = z.object({
  id: num,
  empresaId: num,
  codigoCabys: paddedCode(CODIGO_CABYS_LONGITUD),
  descripcion: text,
  status: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
    z.enum(ESTADOS_CABYS),
  ),
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
