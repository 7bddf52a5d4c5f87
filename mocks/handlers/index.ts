import { authHandlers } from './auth';
import { cabysHandlers } from './cabys';
import { exportacionesHandlers } from './exportaciones';
import { recibosHandlers } from './recibos';
import { tiposActividadHandlers } from './tipos-actividad';
import { tiposCambioHandlers } from './tipos-cambio';
import { usuarioHandlers } from './usuario';

/** Every endpoint of API.md the mock serves; the same list runs in the browser and in the tests. */
export const handlers = [
  ...authHandlers,
  ...usuarioHandlers,
  ...tiposCambioHandlers,
  ...cabysHandlers,
  ...tiposActividadHandlers,
  ...recibosHandlers,
  ...exportacionesHandlers,
];
