import { authHandlers } from './auth';
import { cabysHandlers } from './cabys';
import { confirmacionHandlers } from './confirmacion';
import { empresasHandlers } from './empresas';
import { exportacionesHandlers } from './exportaciones';
import { facturasHandlers } from './facturas';
import { recibosHandlers } from './recibos';
import { registroHaciendaHandlers } from './registro-hacienda';
import { resumenesHandlers } from './resumenes';
import { tiposActividadHandlers } from './tipos-actividad';
import { clientesHandlers } from './clientes';
import { codigosActividadHandlers } from './codigos-actividad';
import { tarifasHandlers } from './tarifas';
import { ticaHandlers } from './tica';
import { tiposCambioHandlers } from './tipos-cambio';
import { usuarioHandlers } from './usuario';
import { enrutador } from '../lib/route';

/**
 * Every endpoint of API.md the mock serves; the same list runs in the browser and in the tests. Our
 * backend's routes are one handler for MSW (mocks/lib/route.ts says why); the token endpoint and
 * Hacienda's registry keep their own.
 */
export const handlers = [
  enrutador([
    ...usuarioHandlers,
    ...tiposCambioHandlers,
    ...cabysHandlers,
    ...tiposActividadHandlers,
    ...empresasHandlers,
    ...clientesHandlers,
    ...codigosActividadHandlers,
    ...tarifasHandlers,
    ...recibosHandlers,
    ...facturasHandlers,
    ...exportacionesHandlers,
    ...confirmacionHandlers,
    ...ticaHandlers,
    ...resumenesHandlers,
  ]),
  ...authHandlers,
  // Not our backend: Hacienda's public registry, which the demo answers too.
  ...registroHaciendaHandlers,
];
