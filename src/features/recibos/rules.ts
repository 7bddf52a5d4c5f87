/**
 * Receipt business rules as the spec gives them (states, who sees and does what, field lengths, the
 * list filter): pure functions shared by the screens and the mock server, covered by a table-driven
 * unit test.
 */

export type EstadoRecibo = 'PENDIENTE' | 'FINALIZADO';
export const ESTADOS_RECIBO: readonly EstadoRecibo[] = ['PENDIENTE', 'FINALIZADO'];

/** 'Consultas Recibos' also offers TODOS. */
export type EstadoConsulta = EstadoRecibo | 'TODOS';
export const ESTADOS_CONSULTA: readonly EstadoConsulta[] = ['PENDIENTE', 'FINALIZADO', 'TODOS'];

/** The TICA justification states of a receipt (API.md 'Receipts'); NA is the default. */
export const TICA_ESTADOS = ['NA', 'EN PROCESO DE AFORO', 'FACTURAR INMEDIATO', 'DUA ANTICIPADO'] as const;
export type TicaEstado = (typeof TICA_ESTADOS)[number];

/** The spec's page sizes: the receipt list 200, Consultas Recibos 25. */
export const PAGE_SIZE_LISTA = 200;
export const PAGE_SIZE_CONSULTAS = 25;

/** The list filter waits 300 ms and searches only when empty or 3+ characters long. */
export const FILTRO_DEBOUNCE_MS = 300;
export const FILTRO_MIN = 3;

/** The spec's long flash (a created receipt, a clone, a manual assignment); the others last 4 s. */
export const FLASH_LARGO_MS = 10_000;

/** Field lengths of the receipt form, as the spec gives them: [min, max]; dua is optional. */
export const LIMITES = {
  consignatario: [2, 128],
  proveedor: [2, 128],
  bl: [2, 32],
  factura: [2, 32],
  dua: [2, 16],
  observaciones: [2, 160],
} as const;
export type CampoTexto = keyof typeof LIMITES;

/** Role flags as the session derives them (a structural subset of `Roles`). */
export type RolFlags = { isAdmin: boolean; isAdminOrCoordinador: boolean };

/** `enviadaHacienda` of an invoice: 0 not sent, 1 sent, 2 annulled (credit note). */
export type EnviadaHacienda = 0 | 1 | 2;
export type FacturaDeRecibo = { enviadaHacienda: EnviadaHacienda; reversible: boolean };

/** Admins and coordinators see the Encargado selector and the four checkboxes; others are their own encargado. */
export const puedeElegirEncargado = (roles: RolFlags): boolean => roles.isAdminOrCoordinador;

/** The list's 'Facturación / Asignar' column: admin or coordinator, and only on PENDIENTE. */
export const muestraAsignar = (roles: RolFlags, estado: EstadoRecibo): boolean =>
  roles.isAdminOrCoordinador && estado === 'PENDIENTE';

/** Admins list every receipt (`/list/admin`); everyone else their own (`/list?encargadoId`). */
export const usaListaAdmin = (roles: RolFlags): boolean => roles.isAdmin;

/** The billing-detail table shows only on a FINALIZADO receipt that has invoices. */
export const muestraDetalleFacturacion = (estado: EstadoRecibo, facturas: number): boolean =>
  estado === 'FINALIZADO' && facturas > 0;

/** Editar: anyone, while the invoice is unsent (0) and therefore not annulled. */
export const puedeEditarFactura = (f: FacturaDeRecibo): boolean => f.enviadaHacienda === 0;

/** Liberar: admin only, when the invoice is reversible (an annulled invoice never is). */
export const puedeLiberarFactura = (roles: RolFlags, f: FacturaDeRecibo): boolean =>
  roles.isAdmin && f.reversible && f.enviadaHacienda !== 2;

/** Anular Factura: admin only, on a sent invoice. */
export const puedeAnularFactura = (roles: RolFlags, f: FacturaDeRecibo): boolean =>
  roles.isAdmin && f.enviadaHacienda === 1;

/** An annulled invoice shows the label ANULADA instead of its actions. */
export const estaAnulada = (f: FacturaDeRecibo): boolean => f.enviadaHacienda === 2;

/** A receipt already correlated to another cannot be cloned. */
export const puedeClonar = (corelacionId: number | null | undefined): boolean => !corelacionId;

/**
 * Manual invoicing needs a correlated receipt that is still PENDIENTE. `GET /api/recibo/facturacion`
 * carries no estado: its `facturaId` is the invoice already assigned, which only a FINALIZADO
 * receipt has.
 */
export const puedeFacturarManual = (r: { corelacionId: number | null; facturaId: number | null }): boolean =>
  !!r.corelacionId && !r.facturaId;

/** Whether a typed filter text should be searched (empty, or 3 characters or more). */
export const filtroBuscable = (text: string): boolean => {
  const t = text.trim();
  return t.length === 0 || t.length >= FILTRO_MIN;
};

/** The message for a text field value, or null when it is fine. */
export function errorDeLongitud(campo: CampoTexto, value: string): 'requerido' | 'min' | 'max' | null {
  const [min, max] = LIMITES[campo];
  const v = value.trim();
  if (v.length === 0) return campo === 'dua' ? null : 'requerido';
  if (v.length < min) return 'min';
  if (v.length > max) return 'max';
  return null;
}
