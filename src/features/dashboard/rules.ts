import { endOfMonth, startOfMonth } from 'date-fns';
import { toQueryDate } from '@/lib/dates';
import { paths } from '@/lib/paths';

/*
 * What each figure of the Panel counts, and the list that shows exactly those rows (P2).
 * The mock's `/api/usuario/estadistica` counts with the same predicates, and the consistency test
 * checks every figure against the list its card links to.
 */

/** The pending-receipts dialog pages by 8, as the spec says. */
export const PAGE_SIZE_PENDIENTES = 8;

/** Month keys of `pendientesPormes`, in calendar order. */
export const MESES = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
] as const;
export type MesKey = (typeof MESES)[number];

type FacturaLike = { estado: string; estadoPago: string; fechaFacturacion: string };
type ReciboLike = { estado: string; encargadoId: number; fecha: string };

/** An issued invoice (Finalizada: sent to Hacienda) whose payment is pending. Not the unsent or annulled ones. */
export const esFacturaPendiente = (f: FacturaLike) =>
  f.estado === 'Finalizada' && f.estadoPago === 'Pendiente Pago';

/** An issued invoice whose payment is overdue: the server's estadoPago 'Vencida' (annulled ones excluded). */
export const esFacturaVencida = (f: FacturaLike) => f.estado === 'Finalizada' && f.estadoPago === 'Vencida';

const dia = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Issued (any state) on the day of `now`. */
export const esDelDia = (fecha: string, now: Date) => fecha.startsWith(dia(now));
/** Issued (any state) in the calendar month of `now`. */
export const esDelMes = (fecha: string, now: Date) => fecha.startsWith(dia(now).slice(0, 7));

/**
 * The receipts the user's Listado Recibos shows: an admin's are all of them; everyone else's, the
 * ones they handle (`usaListaAdmin`, `/api/recibo/data/list?encargadoId`).
 */
export const reciboVisible = (r: ReciboLike, user: { id: number; admin: boolean }) =>
  user.admin || r.encargadoId === user.id;

const conQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** The lists each figure links to, filtered through their URL state. */
export const enlaces = {
  facturasPendientes: () => conQuery(paths.facturas, { estado: 'Finalizada', estadoPago: 'Pendiente Pago' }),
  facturasVencidas: () => conQuery(paths.facturas, { estado: 'Finalizada', estadoPago: 'Vencida' }),
  facturasMes: (now: Date) =>
    conQuery(paths.facturas, {
      fechaInicio: toQueryDate(startOfMonth(now)),
      fechaFinal: toQueryDate(endOfMonth(now)),
    }),
  facturasHoy: (now: Date) =>
    conQuery(paths.facturas, { fechaInicio: toQueryDate(now), fechaFinal: toQueryDate(now) }),
  recibosPendientes: () => conQuery(paths.recibos, { estado: 'PENDIENTE' }),
  recibosFinalizados: () => conQuery(paths.recibos, { estado: 'FINALIZADO' }),
  /** Consultas Recibos: every handler's receipts, so only an admin's figure (all receipts) links there. */
  recibosHoy: (now: Date) =>
    conQuery(paths.recibosFiltros, {
      fechaInicio: toQueryDate(now),
      fechaFinal: toQueryDate(now),
      estado: 'TODOS',
    }),
};

/** `pendientesPormes` as chart values, January first. */
export const valoresPorMes = (porMes: Partial<Record<MesKey, number>>) => MESES.map((m) => porMes[m] ?? 0);
