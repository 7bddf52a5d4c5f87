import * as z from 'zod/mini';
import { defineCalls, text } from '@/lib/contract';

/** API.md 'Authentication and user': Mi Cuenta's save. `status` 'OK', 'CLAVE_IVALID' or another word. */
export const miCuentaApi = defineCalls({
  actualizar: {
    method: 'PUT',
    path: '/api/usuario/update/npw',
    body: z.object({ clave: text, claveNueva: text, nombre: text }),
    answer: z.object({ status: text, description: text }),
  },
});
export type UpdateNpwResponse = z.infer<typeof miCuentaApi.actualizar.answer>;
