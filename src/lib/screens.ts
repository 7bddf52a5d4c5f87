import * as es from '@/messages/es-shell';

/*
 * Every screen of the app, declared once, with the routes, menu and guards the spec gives (spec:
 * routes, main menu, roles, as the spec's decisions settle them; D3): its path under /default-layout,
 * the navbar's title, its guard, its page module and,
 * for the sidebar, its place in the menu. The router (src/app/routes.ts), the sidebar
 * (src/app/layout/menu.ts) and `paths` (src/lib/paths.ts) all read this table. Pure data, so `paths`
 * can live in lib and the login route stays small.
 */

export type Role = 'SUPER_ADMIN' | 'ADMIN' | 'COORDINADOR' | 'USER';
export type GuardKind = 'auth' | 'admin' | 'adminOrCoordinador';

/** The sidebar's sections and the groups that fold inside them. */
export type MenuSection = 'fe' | 'aduanas';
export type MenuGroup = 'configuracion' | 'resumenes';

export type MenuPlace = {
  section: MenuSection;
  group?: MenuGroup;
  label: string;
  /** Who sees the entry; by default the roles the screen's guard admits (empty = everyone). */
  roles?: readonly Role[];
};

export type Screen = {
  /** Relative to /default-layout; `:name` for a parameter. */
  path: string;
  title: string;
  guard: GuardKind;
  /** The page module under src/, without extension; it loads lazily. */
  page: string;
  menu?: MenuPlace;
};

const m = es.menu;
const f = (name: string) => `features/${name}`;
const guia = 'app/style-guide/style-guide-page';
const facturaForm = f('facturas/pages/factura-form-page');

/** In menu order: the sidebar lists its entries as they come here. */
export const screens = {
  // Signed in
  dashboard: {
    path: 'dashboard',
    title: 'Panel',
    guard: 'auth',
    page: 'app/pages/panel-page',
    menu: { section: 'fe', label: m.panel },
  },
  facturas: {
    path: 'facturas',
    title: 'Listado Facturas',
    guard: 'auth',
    page: f('facturas/pages/facturas-list-page'),
    menu: { section: 'fe', label: m.facturacion },
  },
  confirmacionRechazo: {
    path: 'confirmacion-rechazo',
    title: 'Confirmación Gastos',
    guard: 'auth',
    page: f('confirmacion/pages/confirmacion-rechazo-page'),
    menu: { section: 'fe', label: m.confirmacionGastos },
  },
  // Many received documents at once, next to the spec's one-document upload screen.
  recepcion: {
    path: 'recepcion-comprobantes',
    title: m.recepcion,
    guard: 'auth',
    page: f('confirmacion/pages/recepcion-page'),
    menu: { section: 'fe', label: m.recepcion },
  },
  // Listed for everyone by the spec's menu; its route is for admins and coordinators.
  facturaFiltros: {
    path: 'factura-filtros',
    title: 'Resumen Ingresos',
    guard: 'adminOrCoordinador',
    page: f('facturas/pages/resumen-ingresos-page'),
    menu: { section: 'fe', label: m.resumenIngresos, roles: [] },
  },
  // The month's IVA worksheet against TRIBU-CR's pre-fill, for those who enter Resumen Ingresos.
  cierreIva: {
    path: 'cierre-iva',
    title: 'Cierre de IVA',
    guard: 'adminOrCoordinador',
    page: f('cierre-iva/pages/cierre-iva-page'),
    menu: { section: 'fe', label: m.cierreIva },
  },
  empresas: {
    path: 'empresas',
    title: 'Listado Cuentas',
    guard: 'auth',
    page: f('empresas/pages/empresas-list-page'),
    menu: { section: 'fe', label: m.registroCuentas, roles: ['SUPER_ADMIN'] },
  },
  clientes: {
    path: 'clientes',
    title: 'Listado Clientes',
    guard: 'auth',
    page: f('clientes/pages/clientes-list-page'),
    menu: { section: 'fe', group: 'configuracion', label: m.registroClientes },
  },
  serviciosCabys: {
    path: 'servicio-cabys',
    title: 'Servicios CABYS',
    guard: 'auth',
    page: f('cabys/pages/servicios-cabys-list-page'),
    menu: { section: 'fe', group: 'configuracion', label: m.serviciosCabys },
  },
  tiposActividad: {
    path: 'tipo-actividad-economica',
    title: 'Tipos de Actividad Economica',
    guard: 'auth',
    page: f('tipos-actividad/pages/tipos-actividad-list-page'),
    menu: { section: 'fe', group: 'configuracion', label: m.tiposActividad },
  },
  tiposCambio: {
    path: 'tipo-cambio',
    title: 'Listado Tipos Cambio',
    guard: 'auth',
    page: f('tipos-cambio/pages/tipos-cambio-list-page'),
    menu: { section: 'fe', group: 'configuracion', label: m.tipoCambio },
  },
  recibos: {
    path: 'recibos',
    title: 'Listado Recibos',
    guard: 'auth',
    page: f('recibos/pages/recibos-list-page'),
    menu: { section: 'aduanas', label: m.recibos },
  },
  recibosFiltros: {
    path: 'recibos-filtros',
    title: 'Consultas Recibos',
    guard: 'adminOrCoordinador',
    page: f('recibos/pages/consultas-recibos-page'),
    menu: { section: 'aduanas', label: m.consultasRecibos },
  },
  ticaFiltros: {
    path: 'tica-filtros',
    title: 'TICA',
    guard: 'adminOrCoordinador',
    page: f('tica/pages/tica-list-page'),
    menu: { section: 'aduanas', label: m.tica },
  },
  resumenClientes: {
    path: 'resumen-clientes',
    title: 'Resumen Facturacion / Clientes',
    guard: 'admin',
    page: f('resumenes/pages/resumen-clientes-page'),
    menu: { section: 'aduanas', group: 'resumenes', label: m.resumenClientes },
  },
  resumenEncargado: {
    path: 'resumen-encargado',
    title: 'Resumen Recibos Por Encargado',
    guard: 'admin',
    page: f('resumenes/pages/resumen-encargado-page'),
    menu: { section: 'aduanas', group: 'resumenes', label: m.resumenEncargado },
  },
  resumenTica: {
    path: 'resumen-tica',
    title: 'Resumen Tica Por Encargado',
    guard: 'admin',
    page: f('resumenes/pages/resumen-tica-page'),
    menu: { section: 'aduanas', group: 'resumenes', label: m.resumenTica },
  },

  // Not in the menu
  miCuenta: {
    path: 'miCuenta',
    title: 'Mi Cuenta',
    guard: 'auth',
    page: f('mi-cuenta/pages/mi-cuenta-page'),
  },
  llaveCriptografica: {
    path: 'cargarLlaveCriptografica',
    title: 'Llave Criptografica',
    guard: 'auth',
    page: 'app/pages/llave-criptografica-page',
  },
  editEmpresa: {
    path: 'editEmpresa',
    title: 'Correos',
    guard: 'auth',
    page: f('empresas/pages/edit-empresa-page'),
  },
  reciboNuevo: {
    path: 'add-recibo',
    title: 'Recibo',
    guard: 'auth',
    page: f('recibos/pages/recibo-form-page'),
  },
  reciboEditar: {
    path: 'add-recibo/:id',
    title: 'Recibo',
    guard: 'auth',
    page: f('recibos/pages/recibo-form-page'),
  },
  reciboNuevaFactura: {
    path: 'add-nueva-factura/:reciboId',
    title: 'Facturación',
    guard: 'auth',
    page: facturaForm,
  },
  reciboEditarFactura: {
    path: 'add-edit-factura/:reciboId/:facturaId',
    title: 'Facturación',
    guard: 'auth',
    page: facturaForm,
  },
  facturaNueva: { path: 'new-edit-factura', title: 'Facturación', guard: 'auth', page: facturaForm },
  facturaEditar: { path: 'new-edit-factura/:id', title: 'Facturación', guard: 'auth', page: facturaForm },
  // Without an id: the invoice list, through a page that loads nothing else.
  historialSinFactura: {
    path: 'historial-factura',
    title: 'Historial envío de factura',
    guard: 'auth',
    page: f('facturas/pages/historial-sin-factura-page'),
  },
  historialFactura: {
    path: 'historial-factura/:id',
    title: 'Historial envío de factura',
    guard: 'auth',
    page: f('facturas/pages/historial-factura-page'),
  },
  confirmacionUpload: {
    path: 'confirmacion-upload',
    title: 'Confirmación Gastos',
    guard: 'auth',
    page: f('confirmacion/pages/confirmacion-upload-page'),
  },
  empresaNueva: {
    path: 'add-empresa',
    title: 'Cuenta',
    guard: 'auth',
    page: f('empresas/pages/empresa-form-page'),
  },
  empresaEditar: {
    path: 'add-empresa/:id',
    title: 'Cuenta',
    guard: 'auth',
    page: f('empresas/pages/empresa-form-page'),
  },
  clienteNuevo: {
    path: 'add-client',
    title: 'Cliente',
    guard: 'auth',
    page: f('clientes/pages/cliente-form-page'),
  },
  clienteEditar: {
    path: 'add-client/:id',
    title: 'Cliente',
    guard: 'auth',
    page: f('clientes/pages/cliente-form-page'),
  },
  clienteCodigos: {
    path: 'cliente-codigos-actividad/:id',
    title: 'Códigos de Actividad',
    guard: 'auth',
    page: f('clientes/pages/cliente-codigos-page'),
  },
  tipoCambioNuevo: {
    path: 'add-tipo-cambio',
    title: 'Tipo Cambio',
    guard: 'auth',
    page: f('tipos-cambio/pages/tipo-cambio-form-page'),
  },
  tipoCambioEditar: {
    path: 'add-tipo-cambio/:id',
    title: 'Tipo Cambio',
    guard: 'auth',
    page: f('tipos-cambio/pages/tipo-cambio-form-page'),
  },
  servicioCabysNuevo: {
    path: 'add-servicio-cabys',
    title: 'Servicio Cabys',
    guard: 'auth',
    page: f('cabys/pages/servicio-cabys-form-page'),
  },
  servicioCabysEditar: {
    path: 'add-servicio-cabys/:id',
    title: 'Servicio Cabys',
    guard: 'auth',
    page: f('cabys/pages/servicio-cabys-form-page'),
  },
  tipoActividadNuevo: {
    path: 'add-tipo-actividad-economica',
    title: 'Tipo de Actividad Economica',
    guard: 'auth',
    page: f('tipos-actividad/pages/tipo-actividad-form-page'),
  },
  tipoActividadEditar: {
    path: 'add-tipo-actividad-economica/:id',
    title: 'Tipo de Actividad Economica',
    guard: 'auth',
    page: f('tipos-actividad/pages/tipo-actividad-form-page'),
  },
  // The earlier app's demo pages (D10) show the style guide.
  guiaFile: { path: 'file', title: 'Guía de estilo', guard: 'auth', page: guia },
  guiaCard: { path: 'a2-card', title: 'Guía de estilo', guard: 'auth', page: guia },
  guiaAlert: { path: 'alert', title: 'Guía de estilo', guard: 'auth', page: guia },
  guiaBadge: { path: 'badge', title: 'Guía de estilo', guard: 'auth', page: guia },
  guiaBreadcrumb: { path: 'breadcrumb', title: 'Guía de estilo', guard: 'auth', page: guia },

  // Admin or coordinator
  facturarManual: {
    path: 'facturar-manual/:id',
    title: 'Facturación manual',
    guard: 'adminOrCoordinador',
    page: f('recibos/pages/facturar-manual-page'),
  },
  uploadTica: {
    path: 'upload-tica-file',
    title: 'TICA',
    guard: 'adminOrCoordinador',
    page: f('tica/pages/upload-tica-page'),
  },
  clienteTarifas: {
    path: 'cliente-tarifas/:id',
    title: 'Listado Tarifas',
    guard: 'adminOrCoordinador',
    page: f('clientes/pages/cliente-tarifas-page'),
  },
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof screens;

/** The roles a guard admits, as the menu filters by them (empty = everyone signed in). */
export const GUARD_ROLES: Record<GuardKind, readonly Role[]> = {
  auth: [],
  adminOrCoordinador: ['ADMIN', 'COORDINADOR'],
  admin: ['ADMIN'],
};
