/**
 * Every route of the app (seed 1 §2 with DECISIONS R1–R11), as typed constants and builders.
 * Segments are relative to /default-layout unless they live under /extra-layout.
 */
export const DEFAULT_LAYOUT = '/default-layout';
export const EXTRA_LAYOUT = '/extra-layout';

const d = (segment: string) => `${DEFAULT_LAYOUT}/${segment}`;

export const paths = {
  root: '/',
  login: `${EXTRA_LAYOUT}/login`,
  dashboard: d('dashboard'),
  miCuenta: d('miCuenta'),
  llaveCriptografica: d('cargarLlaveCriptografica'),
  editEmpresa: d('editEmpresa'),

  recibos: d('recibos'),
  reciboNuevo: d('add-recibo'),
  reciboEditar: (id: number | string) => d(`add-recibo/${id}`),
  recibosFiltros: d('recibos-filtros'),
  facturarManual: (id: number | string) => d(`facturar-manual/${id}`),
  reciboNuevaFactura: (reciboId: number | string) => d(`add-nueva-factura/${reciboId}`),
  reciboEditarFactura: (reciboId: number | string, facturaId: number | string) =>
    d(`add-edit-factura/${reciboId}/${facturaId}`),

  facturas: d('facturas'),
  facturaNueva: d('new-edit-factura'),
  facturaEditar: (id: number | string) => d(`new-edit-factura/${id}`),
  historialFactura: (id: number | string) => d(`historial-factura/${id}`),
  facturaFiltros: d('factura-filtros'),

  confirmacionRechazo: d('confirmacion-rechazo'),
  confirmacionUpload: d('confirmacion-upload'),

  ticaFiltros: d('tica-filtros'),
  uploadTica: d('upload-tica-file'),

  resumenTica: d('resumen-tica'),
  resumenClientes: d('resumen-clientes'),
  resumenEncargado: d('resumen-encargado'),

  clientes: d('clientes'),
  clienteNuevo: d('add-client'),
  clienteEditar: (id: number | string) => d(`add-client/${id}`),
  clienteTarifas: (id: number | string) => d(`cliente-tarifas/${id}`),
  clienteCodigos: (id: number | string) => d(`cliente-codigos-actividad/${id}`),

  empresas: d('empresas'),
  empresaNueva: d('add-empresa'),
  empresaEditar: (id: number | string) => d(`add-empresa/${id}`),

  tiposCambio: d('tipo-cambio'),
  tipoCambioNuevo: d('add-tipo-cambio'),
  tipoCambioEditar: (id: number | string) => d(`add-tipo-cambio/${id}`),

  serviciosCabys: d('servicio-cabys'),
  servicioCabysNuevo: d('add-servicio-cabys'),
  servicioCabysEditar: (id: number | string) => d(`add-servicio-cabys/${id}`),

  tiposActividad: d('tipo-actividad-economica'),
  tipoActividadNuevo: d('add-tipo-actividad-economica'),
  tipoActividadEditar: (id: number | string) => d(`add-tipo-actividad-economica/${id}`),
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
