/**
 * When Hacienda is asked again about an invoice with no verdict (D37): pure
 * functions of the checks already made and of now; no timers, no React.
 */
import { BLOQUEO_PENDIENTE_MS } from '../rules';
import { ESTADO_HACIENDA } from '../contract';

const MINUTO = 60_000;

/** The waits after the 1st, 2nd, 3rd and 4th check without a verdict; then every 60 minutes. */
export const ESPERAS_MS = [5, 10, 20, 40, 60].map((m) => m * MINUTO);

/** Hacienda's window to answer: the spec's pending dialog says 'Hacienda tiene 3 horas para responder'. */
export const VENTANA_HACIENDA_MS = 3 * 60 * MINUTO;

/** At most this many checks in flight at once (one per invoice). */
export const CONSULTAS_A_LA_VEZ = 2;

/** Which call answers about the row: its own send, or its credit note's. */
export type TipoConsulta = 'factura' | 'nc';

/**
 * An invoice's checks since its schedule began: `primera` is when the first check is due (the end of
 * the 5-minute block after a send seen here, or the moment a row already pending was first seen);
 * `ultima` and `consultas` count the checks made since (a person's press restarts the count at 1).
 */
export type Schedule = { primera: number; ultima: number | null; consultas: number };

/** A send that left the invoice pending at `enviadaEn`: first check when the spec's 5-minute block ends. */
export const scheduleAfterEnvio = (enviadaEn: number): Schedule => ({
  primera: enviadaEn + BLOQUEO_PENDIENTE_MS,
  ultima: null,
  consultas: 0,
});

/** A row seen pending with no send seen here (a reload, another browser's send): checked at once. */
export const scheduleSeen = (vistaEn: number): Schedule => ({ primera: vistaEn, ultima: null, consultas: 0 });

/** After a check without a verdict; a person's press ('Obtener Respuesta') starts the back-off again. */
export const scheduleAfterConsulta = (a: Schedule, en: number, manual: boolean): Schedule => ({
  primera: a.primera,
  ultima: en,
  consultas: manual ? 1 : a.consultas + 1,
});

/** When the next check is due (epoch ms): 5, 10, 20, 40 minutes after each check, then every 60. */
export function proximaConsulta(a: Schedule): number {
  if (a.ultima === null || a.consultas === 0) return a.primera;
  const i = Math.min(a.consultas, ESPERAS_MS.length) - 1;
  return a.ultima + ESPERAS_MS[i]!;
}

const SIN_VEREDICTO: readonly string[] = [
  ESTADO_HACIENDA.enviando,
  ESTADO_HACIENDA.procesando,
  ESTADO_HACIENDA.noAceptadoRechazado,
];

/** What the rules read of a row (a FacturaRow, or a test's plain object). */
type FilaVigilable = { estado: string; enviadaHacienda: number; estadoHacienda: string };

/**
 * Annulled as the spec's row actions read it: 'Anulada' or enviadaHacienda 2. A credit note's
 * check patches the row to enviadaHacienda 1 while it stays Anulada, so neither alone is enough.
 */
const anulada = (r: FilaVigilable) => r.estado === 'Anulada' || r.enviadaHacienda === 2;

/** A sent invoice whose send has no verdict yet: 'Enviando' or 'Pendiente Respuesta', not annulled. */
export const sinVeredicto = (r: FilaVigilable): boolean =>
  !anulada(r) && SIN_VEREDICTO.includes(r.estadoHacienda);

/**
 * What to ask Hacienda about a row, if anything: its send when it has no verdict; its credit note when
 * annulled, by the same rule as the row's 'Obtener Respuesta Nota Credito' (the row does not say
 * whether the note was answered: `ncResuelta` is what this browser learnt from an earlier check).
 */
export function consultaDe(r: FilaVigilable, ncResuelta: boolean): TipoConsulta | null {
  if (sinVeredicto(r)) return 'factura';
  if (anulada(r) && !ncResuelta) return 'nc';
  return null;
}
