import type { ComponentType } from 'react';
import type { GuardKind } from '@/auth/roles';

type PageModule = { default: ComponentType };

export type RouteDef = {
  /** Relative to /default-layout. */
  path: string;
  guard: GuardKind;
  /** The navbar's page title. */
  title: string;
  load: () => Promise<PageModule>;
};

const styleGuide = () => import('./style-guide/style-guide-page');

/**
 * Every screen under /default-layout with its guard (seed 1 §2, seed 2 §6, DECISIONS R1–R11).
 * Route modules load lazily; the guard-matrix test walks this table.
 */
export const routeTable: readonly RouteDef[] = [
  // Sign-in only
  {
    path: 'dashboard',
    guard: 'auth',
    title: 'Panel',
    load: () => import('@/features/dashboard/pages/dashboard-page'),
  },
  {
    path: 'miCuenta',
    guard: 'auth',
    title: 'Mi Cuenta',
    load: () => import('@/features/mi-cuenta/pages/mi-cuenta-page'),
  },
  {
    path: 'cargarLlaveCriptografica',
    guard: 'auth',
    title: 'Llave Criptografica',
    load: () => import('./pages/llave-criptografica-page'),
  },
  {
    path: 'editEmpresa',
    guard: 'auth',
    title: 'Correos',
    load: () => import('@/features/empresas/pages/edit-empresa-page'),
  },

  {
    path: 'recibos',
    guard: 'auth',
    title: 'Listado Recibos',
    load: () => import('@/features/recibos/pages/recibos-list-page'),
  },
  {
    path: 'add-recibo',
    guard: 'auth',
    title: 'Recibo',
    load: () => import('@/features/recibos/pages/recibo-form-page'),
  },
  {
    path: 'add-recibo/:id',
    guard: 'auth',
    title: 'Recibo',
    load: () => import('@/features/recibos/pages/recibo-form-page'),
  },
  {
    path: 'add-nueva-factura/:reciboId',
    guard: 'auth',
    title: 'Facturación',
    load: () => import('@/features/facturas/pages/factura-form-page'),
  },
  {
    path: 'add-edit-factura/:reciboId/:facturaId',
    guard: 'auth',
    title: 'Facturación',
    load: () => import('@/features/facturas/pages/factura-form-page'),
  },

  {
    path: 'facturas',
    guard: 'auth',
    title: 'Listado Facturas',
    load: () => import('@/features/facturas/pages/facturas-list-page'),
  },
  {
    path: 'new-edit-factura',
    guard: 'auth',
    title: 'Facturación',
    load: () => import('@/features/facturas/pages/factura-form-page'),
  },
  {
    path: 'new-edit-factura/:id',
    guard: 'auth',
    title: 'Facturación',
    load: () => import('@/features/facturas/pages/factura-form-page'),
  },
  // Without an id the history page sends the user to the invoice list.
  {
    path: 'historial-factura',
    guard: 'auth',
    title: 'Historial envío de factura',
    load: () => import('@/features/facturas/pages/historial-factura-page'),
  },
  {
    path: 'historial-factura/:id',
    guard: 'auth',
    title: 'Historial envío de factura',
    load: () => import('@/features/facturas/pages/historial-factura-page'),
  },
  {
    path: 'confirmacion-rechazo',
    guard: 'auth',
    title: 'Confirmación Gastos',
    load: () => import('@/features/confirmacion/pages/confirmacion-rechazo-page'),
  },
  {
    path: 'confirmacion-upload',
    guard: 'auth',
    title: 'Confirmación Gastos',
    load: () => import('@/features/confirmacion/pages/confirmacion-upload-page'),
  },

  {
    path: 'empresas',
    guard: 'auth',
    title: 'Listado Cuentas',
    load: () => import('@/features/empresas/pages/empresas-list-page'),
  },
  {
    path: 'add-empresa',
    guard: 'auth',
    title: 'Cuenta',
    load: () => import('@/features/empresas/pages/empresa-form-page'),
  },
  {
    path: 'add-empresa/:id',
    guard: 'auth',
    title: 'Cuenta',
    load: () => import('@/features/empresas/pages/empresa-form-page'),
  },
  {
    path: 'clientes',
    guard: 'auth',
    title: 'Listado Clientes',
    load: () => import('@/features/clientes/pages/clientes-list-page'),
  },
  {
    path: 'add-client',
    guard: 'auth',
    title: 'Cliente',
    load: () => import('@/features/clientes/pages/cliente-form-page'),
  },
  {
    path: 'add-client/:id',
    guard: 'auth',
    title: 'Cliente',
    load: () => import('@/features/clientes/pages/cliente-form-page'),
  },
  {
    path: 'cliente-codigos-actividad/:id',
    guard: 'auth',
    title: 'Códigos de Actividad',
    load: () => import('@/features/clientes/pages/cliente-codigos-page'),
  },
  {
    path: 'tipo-cambio',
    guard: 'auth',
    title: 'Listado Tipos Cambio',
    load: () => import('@/features/tipos-cambio/pages/tipos-cambio-list-page'),
  },
  {
    path: 'add-tipo-cambio',
    guard: 'auth',
    title: 'Tipo Cambio',
    load: () => import('@/features/tipos-cambio/pages/tipo-cambio-form-page'),
  },
  {
    path: 'add-tipo-cambio/:id',
    guard: 'auth',
    title: 'Tipo Cambio',
    load: () => import('@/features/tipos-cambio/pages/tipo-cambio-form-page'),
  },
  {
    path: 'servicio-cabys',
    guard: 'auth',
    title: 'Servicios CABYS',
    load: () => import('@/features/cabys/pages/servicios-cabys-list-page'),
  },
  {
    path: 'add-servicio-cabys',
    guard: 'auth',
    title: 'Servicio Cabys',
    load: () => import('@/features/cabys/pages/servicio-cabys-form-page'),
  },
  {
    path: 'add-servicio-cabys/:id',
    guard: 'auth',
    title: 'Servicio Cabys',
    load: () => import('@/features/cabys/pages/servicio-cabys-form-page'),
  },
  {
    path: 'tipo-actividad-economica',
    guard: 'auth',
    title: 'Tipos de Actividad Economica',
    load: () => import('@/features/tipos-actividad/pages/tipos-actividad-list-page'),
  },
  {
    path: 'add-tipo-actividad-economica',
    guard: 'auth',
    title: 'Tipo de Actividad Economica',
    load: () => import('@/features/tipos-actividad/pages/tipo-actividad-form-page'),
  },
  {
    path: 'add-tipo-actividad-economica/:id',
    guard: 'auth',
    title: 'Tipo de Actividad Economica',
    load: () => import('@/features/tipos-actividad/pages/tipo-actividad-form-page'),
  },

  // R8: the earlier app's UI demo pages, kept as a living style guide of the app's own components.
  { path: 'file', guard: 'auth', title: 'Guía de estilo', load: styleGuide },
  { path: 'a2-card', guard: 'auth', title: 'Guía de estilo', load: styleGuide },
  { path: 'alert', guard: 'auth', title: 'Guía de estilo', load: styleGuide },
  { path: 'badge', guard: 'auth', title: 'Guía de estilo', load: styleGuide },
  { path: 'breadcrumb', guard: 'auth', title: 'Guía de estilo', load: styleGuide },

  // Admin or coordinator
  {
    path: 'recibos-filtros',
    guard: 'adminOrCoordinador',
    title: 'Consultas Recibos',
    load: () => import('@/features/recibos/pages/consultas-recibos-page'),
  },
  {
    path: 'facturar-manual/:id',
    guard: 'adminOrCoordinador',
    title: 'Facturación manual',
    load: () => import('@/features/recibos/pages/facturar-manual-page'),
  },
  {
    path: 'tica-filtros',
    guard: 'adminOrCoordinador',
    title: 'TICA',
    load: () => import('@/features/tica/pages/tica-list-page'),
  },
  {
    path: 'upload-tica-file',
    guard: 'adminOrCoordinador',
    title: 'TICA',
    load: () => import('@/features/tica/pages/upload-tica-page'),
  },
  {
    path: 'factura-filtros',
    guard: 'adminOrCoordinador',
    title: 'Resumen Ingresos',
    load: () => import('@/features/facturas/pages/resumen-ingresos-page'),
  },
  {
    path: 'cliente-tarifas/:id',
    guard: 'adminOrCoordinador',
    title: 'Listado Tarifas',
    load: () => import('@/features/clientes/pages/cliente-tarifas-page'),
  },

  // Admin only
  {
    path: 'resumen-tica',
    guard: 'admin',
    title: 'Resumen Tica Por Encargado',
    load: () => import('@/features/resumenes/pages/resumen-tica-page'),
  },
  {
    path: 'resumen-clientes',
    guard: 'admin',
    title: 'Resumen Facturacion / Clientes',
    load: () => import('@/features/resumenes/pages/resumen-clientes-page'),
  },
  {
    path: 'resumen-encargado',
    guard: 'admin',
    title: 'Resumen Recibos Por Encargado',
    load: () => import('@/features/resumenes/pages/resumen-encargado-page'),
  },
];

/** The earlier app's three demo layouts (R8): top-level, behind sign-in, showing the style guide. */
export const demoLayoutPaths = ['show-sidebar', 'boxed', 'boxed-show'] as const;
