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

/*
 * A deadline depends only on the emission's day and today's, and a batch of a hundred files holds
 * few distinct days, while each one counts business days one by one: every results frame asked for
 * all of them again. Each is worked out once; the caches are cleared past a page's worth of keys.
 */
const MAX_CACHE = 1000;
const diasEmision = new Map<string, string | null>();
const plazos = new Map<string, PlazoRespuesta>();
let hoyDe: { ms: number; dia: string } | null = null;

function guardar<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(key, value);
  return value;
}

/** The CR calendar day of an XML's FechaEmision (see plazoRespuesta), or null when unreadable. */
export function diaDeEmision(fechaEmision: string | null | undefined): string | null {
  if (fechaEmision == null) return null;
  const hit = diasEmision.get(fechaEmision);
  if (hit !== undefined) return hit;
  return guardar(diasEmision, fechaEmision, costaRicaDayOf(fechaEmision));
}

/**
 * The answer's deadline of a received document at `ahora`. `fechaEmision` is the XML's FechaEmision as
 * it comes: ISO with an offset or Z, without one (Costa Rica's time), or a bare day. Null when
 * unreadable (or `ahora` is an invalid Date).
 */
export function plazoRespuesta(fechaEmision: string | null | undefined, ahora: Date): PlazoRespuesta | null {
  const emision = diaDeEmision(fechaEmision);
  const ms = ahora.getTime();
  if (emision === null || Number.isNaN(ms)) return null;
  if (hoyDe?.ms !== ms) hoyDe = { ms, dia: costaRicaDay(ahora) };
  const hoy = hoyDe.dia;
  const key = `${emision}|${hoy}`;
  return plazos.get(key) ?? guardar(plazos, key, calcularPlazo(emision, hoy));
}

function calcularPlazo(emision: string, hoy: string): PlazoRespuesta {
  const limite = limiteRespuesta(emision);
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
