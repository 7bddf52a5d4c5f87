import { screens, type ScreenKey } from './screens';

/** The app's routes as paths and builders, read from the screen table (src/lib/screens.ts). */
export const DEFAULT_LAYOUT = '/default-layout';
export const EXTRA_LAYOUT = '/extra-layout';

type Id = number | string;

/** A screen's full path, its `:name` segments filled from `params`. */
function at(key: ScreenKey, params: Record<string, Id> = {}): string {
  const path = screens[key].path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  return `${DEFAULT_LAYOUT}/${path}`;
}

export const paths = {
  root: '/',
  login: `${EXTRA_LAYOUT}/login`,
  dashboard: at('dashboard'),
  miCuenta: at('miCuenta'),
  llaveCriptografica: at('llaveCriptografica'),
  editEmpresa: at('editEmpresa'),

  recibos: at('recibos'),
  reciboNuevo: at('reciboNuevo'),
  reciboEditar: (id: Id) => at('reciboEditar', { id }),
  recibosFiltros: at('recibosFiltros'),
  facturarManual: (id: Id) => at('facturarManual', { id }),
  reciboNuevaFactura: (reciboId: Id) => at('reciboNuevaFactura', { reciboId }),
  reciboEditarFactura: (reciboId: Id, facturaId: Id) => at('reciboEditarFactura', { reciboId, facturaId }),

  facturas: at('facturas'),
  facturaNueva: at('facturaNueva'),
  facturaEditar: (id: Id) => at('facturaEditar', { id }),
  historialFactura: (id: Id) => at('historialFactura', { id }),
  facturaFiltros: at('facturaFiltros'),

  confirmacionRechazo: at('confirmacionRechazo'),
  confirmacionUpload: at('confirmacionUpload'),
  recepcion: at('recepcion'),

  ticaFiltros: at('ticaFiltros'),
  uploadTica: at('uploadTica'),

  resumenTica: at('resumenTica'),
  resumenClientes: at('resumenClientes'),
  resumenEncargado: at('resumenEncargado'),

  clientes: at('clientes'),
  clienteNuevo: at('clienteNuevo'),
  clienteEditar: (id: Id) => at('clienteEditar', { id }),
  clienteTarifas: (id: Id) => at('clienteTarifas', { id }),
  clienteCodigos: (id: Id) => at('clienteCodigos', { id }),

  empresas: at('empresas'),
  empresaNueva: at('empresaNueva'),
  empresaEditar: (id: Id) => at('empresaEditar', { id }),

  tiposCambio: at('tiposCambio'),
  tipoCambioNuevo: at('tipoCambioNuevo'),
  tipoCambioEditar: (id: Id) => at('tipoCambioEditar', { id }),

  serviciosCabys: at('serviciosCabys'),
  servicioCabysNuevo: at('servicioCabysNuevo'),
  servicioCabysEditar: (id: Id) => at('servicioCabysEditar', { id }),

  tiposActividad: at('tiposActividad'),
  tipoActividadNuevo: at('tipoActividadNuevo'),
  tipoActividadEditar: (id: Id) => at('tipoActividadEditar', { id }),
} as const;

/** `#/extra-layout/login?redirectTo=<path>`: where a refused guard or a 401 sends the user. */
export function loginPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo.startsWith(paths.login)) return paths.login;
  return `${paths.login}?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/**
 * Only same-app paths are honoured as redirect targets (no open redirects). Without one the Panel is the
 * target itself, not '/' (whose redirect would be one more navigation after signing in).
 */
export function safeRedirect(value: string | null | undefined): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value === paths.root ||
    value.startsWith('//') ||
    value.startsWith(paths.login)
  ) {
    return paths.dashboard;
  }
  return value;
}
