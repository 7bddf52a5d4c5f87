import * as z from 'zod/mini';
import { defineCalls, digits, num, paddedCode, text } from '@/lib/contract';
import { CODIGO_ACTIVIDAD_LONGITUD } from './rules';

/** API.md `TipoActividadEconomica`. */
export const tipoActividad = z.object({
  id: num,
  empresaId: num,
  codigo: paddedCode(CODIGO_ACTIVIDAD_LONGITUD),
  descripcion: text,
});
export type TipoActividad = z.infer<typeof tipoActividad>;

/** The body of `create`: a code sent as a number has lost its leading zero and is refused, not guessed. */
export const tipoActividadBody = z.object({ id: num, empresaId: num, codigo: digits, descripcion: text });
export type TipoActividadBody = z.input<typeof tipoActividadBody>;

/** API.md 'Master data': activity types. */
export const tiposActividadApi = defineCalls({
  list: { method: 'GET', path: '/api/tipo-actividad-economica/data/list', answer: z.array(tipoActividad) },
  get: {
    method: 'GET',
    path: '/api/tipo-actividad-economica/data',
    query: z.object({ id: num }),
    answer: tipoActividad,
  },
  create: {
    method: 'POST',
    path: '/api/tipo-actividad-economica/create',
    body: tipoActividadBody,
    answer: tipoActividad,
  },
});
