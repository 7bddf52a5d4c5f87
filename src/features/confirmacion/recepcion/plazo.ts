import { costaRicaDayOf, addDays } from '@/lib/dates';
import { costaRicaDay, diasHabilesEntre, calendarDaysBetween, sumarDiasHabiles } from '@/lib/dias-habiles';
import { feriadosCubren } from '@/lib/feriados-cr';

/**
 * The receiver answers (MensajeReceptor: acceptance, partial acceptance or rejection) within the first
 * 8 business days of the month after the document's (DGT-R-004-2019: "en los primeros 8 días hábiles
 * del mes siguiente…"), not 8 days after the document; past it, Hacienda presumes the document
 * accepted. Whether the current resolution keeps that term is unconfirmed: C9 says what changes if not.
 */
export const PLAZO_RESPUESTA_DIAS_HABILES = 8;

export type PlazoRespuesta = {
  /** The last CR calendar day to answer, 'YYYY-MM-DD'. */
  limite: string;
  /** Calendar days from today to `limite`: 0 = today is the last day, negative = overdue by that many days. */
  dias: number;
  /** Business days left after today up to and including `limite` (0 when today is the last day or overdue). */
  diasHabiles: number;
  vencido: boolean;
  /**
   * False when `limite` (or today, while not overdue) lies outside the holiday list's years: there the
   * count skipped weekends only, and the screen should say the date is approximate.
   */
  feriadosConocidos: boolean;
};

/** The last day to answer a document issued on a CR calendar day 'YYYY-MM-DD'. */
export function limiteRespuesta(diaEmision: string): string {
  const [anio, mes] = diaEmision.split('-').map(Number) as [number, number];
  const primeroSiguiente =
    mes === 12
      ? `${String(anio + 1).padStart(4, '0')}-01-01`
      : `${diaEmision.slice(0, 4)}-${String(mes + 1).padStart(2, '0')}-01`;
  return sumarDiasHabiles(addDays(primeroSiguiente, -1), PLAZO_RESPUESTA_DIAS_HABILES);
}

/**
 * The answer's deadline of a received document at `ahora`. `fechaEmision` is the XML's FechaEmision as
 * it comes: ISO with an offset or Z, without one (Costa Rica's time), or a bare day. Null when
 * unreadable (or `ahora` is an invalid Date).
 */
export function plazoRespuesta(fechaEmision: string | null | undefined, ahora: Date): PlazoRespuesta | null {
  const emision = costaRicaDayOf(fechaEmision);
  if (emision === null || Number.isNaN(ahora.getTime())) return null;
  const limite = limiteRespuesta(emision);
  const hoy = costaRicaDay(ahora);
  const dias = calendarDaysBetween(hoy, limite);
  const vencido = dias < 0;
  return {
    limite,
    dias,
    diasHabiles: vencido ? 0 : diasHabilesEntre(hoy, limite),
    vencido,
    feriadosConocidos: feriadosCubren(limite) && (vencido || feriadosCubren(hoy)),
  };
}

/** Sort order for the list: overdue first, then the earliest `limite`; no deadline last. */
export function porPlazo(a: PlazoRespuesta | null, b: PlazoRespuesta | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  if (a.vencido !== b.vencido) return a.vencido ? -1 : 1;
  return a.limite < b.limite ? -1 : a.limite > b.limite ? 1 : 0;
}
