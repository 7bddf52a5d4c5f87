import { tz } from '@date-fns/tz';
import { utc } from '@date-fns/utc';
import {
  addDays as addDaysToDate,
  addMonths as addMonthsToDate,
  differenceInCalendarDays,
  endOfMonth,
  format,
  isValid,
  parse,
  parseISO,
} from 'date-fns';
import { es as esLocale } from 'date-fns/locale/es';

/** The Spanish locale every date the app writes or reads goes through (the date fields take it too). */
export { esLocale };

const conLocale = { locale: esLocale };
const valida = (d: Date) => (isValid(d) ? d : null);

/** A date as the API's query strings want it: D-M-YYYY, no zero padding; '' when unset. */
export function toQueryDate(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, 'd-M-yyyy', conLocale) : '';
}

/** Parses D-M-YYYY or DD-MM-YYYY (the server may pad); null when empty or invalid. */
export function parseQueryDate(value: string | null | undefined): Date | null {
  const text = value?.trim() ?? '';
  // date-fns reads a year of fewer digits too; the API always writes four.
  if (!/^\d{1,2}-\d{1,2}-\d{4}$/.test(text)) return null;
  return valida(parse(text, 'd-M-yyyy', new Date(), conLocale));
}

/** Parses an API timestamp: ISO local date-time, ISO date, or epoch milliseconds. */
export function parseApiDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return valida(value);
  if (typeof value === 'number') return valida(new Date(value));
  const trimmed = value.trim();
  if (/^\d{10,}$/.test(trimmed)) return parseApiDate(Number(trimmed));
  return (
    valida(parseISO(trimmed)) ??
    parseQueryDate(trimmed) ??
    valida(parse(trimmed, 'dd/MM/yyyy', new Date(), conLocale))
  );
}

/** dd/MM/yyyy, or '' when there is no date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? format(d, 'dd/MM/yyyy', conLocale) : '';
}

/** dd/MM/yyyy HH:mm, or '' when there is no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? format(d, 'dd/MM/yyyy HH:mm', conLocale) : '';
}

/** HH:mm of a moment (a time later today), a Date or epoch milliseconds. */
export function formatTime(date: Date | number): string {
  return format(date, 'HH:mm', conLocale);
}

/** An ISO local date (yyyy-MM-dd) for request bodies that carry real dates. */
export function toIsoDate(date: Date | null | undefined): string | null {
  return date && isValid(date) ? format(date, 'yyyy-MM-dd', conLocale) : null;
}

/** An ISO local date-time (yyyy-MM-ddTHH:mm:ss), the API's timestamp shape. */
export function toIsoDateTime(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm:ss", conLocale);
}

/** Whole calendar days from `from` to `to` (the receipts' Antigüedad). */
export function daysBetween(from: string | Date | null | undefined, to: Date = new Date()): number {
  const d = parseApiDate(from ?? null);
  return d ? differenceInCalendarDays(to, d) : 0;
}

// Costa Rica's calendar (C9). A calendar day 'YYYY-MM-DD' is a date with no zone: its arithmetic
// (addDays, isWeekend, differenceInCalendarDays) runs in UTC through @date-fns/utc, which asks the
// browser for nothing and is exact. Only turning an instant into a day needs Costa Rica's zone
// (America/Costa_Rica, UTC−6, no daylight saving since 1992), through @date-fns/tz. A fixed '-06:00'
// zone would do the same, but engines without offset zones make @date-fns/tz throw and catch on
// every call, thousands of times slower.
const enDia = { in: utc };
const enCostaRica = { in: /* @__PURE__ */ tz('America/Costa_Rica') };
const DIA = 'yyyy-MM-dd';

/**
 * The calendar day 'YYYY-MM-DD' as a zoneless date (UTC), on which date-fns' addDays, isWeekend…
 * count calendar days whatever the browser's zone. Throws when there is no such day.
 */
export function costaRicaDate(dia: string): Date {
  // parseISO also reads a month or a year alone, or '2026-02-30' as March: the day must exist as written.
  const d = /^\d{4}-\d{2}-\d{2}$/.test(dia) ? parseISO(dia, enDia) : null;
  if (!d || !isValid(d) || format(d, DIA) !== dia)
    throw new RangeError(`Not a calendar day 'YYYY-MM-DD': ${dia}`);
  return d;
}

/** The calendar day `n` days after (before, when negative) a day 'YYYY-MM-DD'. */
export function addDays(dia: string, n: number): string {
  return format(addDaysToDate(costaRicaDate(dia), n, enDia), DIA);
}

/** Calendar days from `desde` to `hasta` ('YYYY-MM-DD'): negative when `hasta` comes first. */
export function calendarDaysBetween(desde: string, hasta: string): number {
  return differenceInCalendarDays(costaRicaDate(hasta), costaRicaDate(desde), enDia);
}

const MES = 'yyyy-MM';

/** The month 'YYYY-MM' `n` months after (before, when negative) a month 'YYYY-MM'. */
export function addMonths(mes: string, n: number): string {
  return format(addMonthsToDate(costaRicaDate(`${mes}-01`), n, enDia), MES);
}

/** The last calendar day 'YYYY-MM-DD' of a month 'YYYY-MM'. */
export function lastDayOfMonth(mes: string): string {
  return format(endOfMonth(costaRicaDate(`${mes}-01`), enDia), DIA);
}

/** A month 'YYYY-MM' as the app names it: 'octubre de 2026'; the text itself when it is no month. */
export function formatMonth(mes: string): string {
  if (!/^\d{4}-\d{2}$/.test(mes)) return mes;
  try {
    return format(costaRicaDate(`${mes}-01`), "MMMM 'de' yyyy", { ...conLocale, ...enDia });
  } catch {
    return mes;
  }
}

/** The calendar day 'YYYY-MM-DD' of a zoneless day date (`costaRicaDate` and its arithmetic). */
export function dayOf(d: Date): string {
  return format(d, DIA, enDia);
}

/** The Costa Rica calendar day 'YYYY-MM-DD' of an instant, whatever the browser's time zone. */
export function costaRicaDay(instante: Date): string {
  if (!isValid(instante)) throw new RangeError('Invalid Date');
  return format(instante, DIA, enCostaRica);
}

/*
 * Days already read, by the text read: Cierre de IVA's worksheet reads the same thousands of
 * timestamps at every recomputation while its month loads, and a date-fns reading in the zone is
 * the costliest step of it. A timestamp's day never changes, so a reading is kept (up to a bound).
 */
const diasLeidos = new Map<string, string | null>();
const DIAS_LEIDOS_MAX = 50_000;

/**
 * The Costa Rica calendar day of a Hacienda timestamp (FechaEmision): with Z or an offset, the day in
 * Costa Rica of that instant; without one, the day written (the time is Costa Rica's own); a bare
 * 'YYYY-MM-DD' is that day. Null when unreadable or incomplete.
 */
export function costaRicaDayOf(valor: string | null | undefined): string | null {
  const texto = valor?.trim() ?? '';
  const visto = diasLeidos.get(texto);
  if (visto !== undefined) return visto;
  const dia = leerDiaCostaRica(texto);
  if (diasLeidos.size >= DIAS_LEIDOS_MAX) diasLeidos.clear();
  diasLeidos.set(texto, dia);
  return dia;
}

/**
 * A timestamp whose day in Costa Rica is the day written: Costa Rica's wall clock (no offset) or its
 * own offset, −06:00, which it has kept since 1993 (it had summer time in 1991 and 1992).
 */
const DIA_ESCRITO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(-06:00)?)?$/;

/**
 * The day of the commonest timestamps read by arithmetic, not by date-fns: a month's thousands of
 * them were most of a page's long tasks when a month was reopened. Undefined for any other text, or
 * one this reading does not vouch for, which date-fns reads as before.
 */
function diaEscrito(texto: string): string | undefined {
  const m = DIA_ESCRITO.exec(texto);
  if (!m) return undefined;
  const [, anio = '', mes = '', dia = '', hora, minuto, segundo, enCostaRica] = m;
  const [a, me, d] = [Number(anio), Number(mes), Number(dia)];
  if (a < 1993 && enCostaRica) return undefined;
  if (hora !== undefined && (Number(hora) > 23 || Number(minuto) > 59 || Number(segundo) > 59))
    return undefined;
  const fecha = new Date(Date.UTC(a, me - 1, d));
  const existe = a >= 1900 && fecha.getUTCMonth() === me - 1 && fecha.getUTCDate() === d;
  return existe ? `${anio}-${mes}-${dia}` : undefined;
}

function leerDiaCostaRica(texto: string): string | null {
  const escrito = diaEscrito(texto);
  if (escrito !== undefined) return escrito;
  // parseISO also reads a month or a year alone: a whole calendar day must be written.
  const dia = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(texto)?.[1];
  if (!dia) return null;
  const conZona = /[T ].*(?:Z|[+-]\d{2}(?::?\d{2})?)$/.test(texto);
  // Without an offset the time is Costa Rica's wall clock, so the day is the one written, read as a
  // zoneless date; with one, the instant's day in Costa Rica.
  const leido = parseISO(texto, conZona ? undefined : enDia);
  if (!isValid(leido)) return null;
  if (conZona) return costaRicaDay(leido);
  // parseISO reads 24:00 as the next day's midnight: the day written must be the day read.
  return dayOf(leido) === dia ? dia : null;
}

/** The {timestamp} of export file names: yyyyMMdd-HHmmss, sortable and readable. */
export function fileTimestamp(now: Date = new Date()): string {
  return format(now, 'yyyyMMdd-HHmmss', conLocale);
}
