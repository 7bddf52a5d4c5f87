import { z } from 'zod';
import { defineCalls, flag, num, stamp, text } from '@/lib/contract';
import { DEFAULT_SIMBOL } from '@/lib/money';

/** API.md `TipoCambio`. */
export const tipoCambio = z.object({
  id: num,
  nombre: text,
  descripcion: text,
  venta: num,
  compra: num,
  simbol: text.transform((v) => v || DEFAULT_SIMBOL),
  esDefault: flag,
  fechaUltimoCambio: stamp,
});
export type TipoCambio = z.infer<typeof tipoCambio>;

/** The body of `create`: the rate without its last-change stamp (the server sets it). */
export const tipoCambioBody = tipoCambio.omit({ fechaUltimoCambio: true });
export type TipoCambioBody = z.input<typeof tipoCambioBody>;

/** API.md 'Master data': exchange rates. */
export const tiposCambioApi = defineCalls({
  list: { method: 'GET', path: '/api/tipo-cambio/data/list', answer: z.array(tipoCambio) },
  get: { method: 'GET', path: '/api/tipo-cambio/data', query: z.object({ id: num }), answer: tipoCambio },
  create: { method: 'POST', path: '/api/tipo-cambio/create', body: tipoCambioBody, answer: tipoCambio },
});
