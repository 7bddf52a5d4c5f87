import * as z from 'zod/mini';
import { defineCalls, num, tipoCambio, type TipoCambio } from '@/lib/contract';

/** API.md `TipoCambio` (shared: src/lib/contract.ts). */
export { tipoCambio, type TipoCambio };

/** The body of `create`: the rate without its last-change stamp (the server sets it). */
export const tipoCambioBody = z.omit(tipoCambio, { fechaUltimoCambio: true });
export type TipoCambioBody = z.input<typeof tipoCambioBody>;

/** API.md 'Master data': exchange rates. */
export const tiposCambioApi = defineCalls({
  list: { method: 'GET', path: '/api/tipo-cambio/data/list', answer: z.array(tipoCambio) },
  get: { method: 'GET', path: '/api/tipo-cambio/data', query: z.object({ id: num }), answer: tipoCambio },
  create: { method: 'POST', path: '/api/tipo-cambio/create', body: tipoCambioBody, answer: tipoCambio },
});
