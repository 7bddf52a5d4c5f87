import { differenceInCalendarDays, format, isValid, parse, parseISO } from 'date-fns';
import { es as esLocale } from 'date-fns/locale/es';

/** The Spanish locale every date the app writes or reads goes through (the date fields take it too). */
export { esLocale };

const conLocale = { locale: esLocale };
const valida = (d: Date) => (isValid(d) ? d : null);

/** A date as the API's query strings want it: D-M-YYYY, no zero padding (V8); '' when unset. */
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

// Costa Rica's calendar (C9): a day is 'YYYY-MM-DD', counted in UTC−6 (Costa Rica's time all
// year, no daylight saving since 1992), never in the browser's time zone.
const CR_OFFSET_MS = -6 * 3_600_000;
const DIA_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar day 'YYYY-MM-DD'; null when there is no such day. */
export function dayNumber(dia: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? Math.round(date.getTime() / DIA_MS)
    : null;
}

/** The calendar day 'YYYY-MM-DD' that is `numero` days after 1970-01-01. */
export function dayOfNumber(numero: number): string {
  return new Date(numero * DIA_MS).toISOString().slice(0, 10);
}

function numeroValido(dia: string): number {
  const n = dayNumber(dia);
  if (n === null) throw new RangeError(`Not a calendar day 'YYYY-MM-DD': ${dia}`);
  return n;
}

/** The calendar day `n` days after (before, when negative) a day 'YYYY-MM-DD'. */
export function addDays(dia: string, n: number): string {
  return dayOfNumber(numeroValido(dia) + n);
}

/** Calendar days from `desde` to `hasta` ('YYYY-MM-DD'): negative when `hasta` comes first. */
export function calendarDaysBetween(desde: string, hasta: string): number {
  return numeroValido(hasta) - numeroValido(desde);
}

/** The Costa Rica calendar day 'YYYY-MM-DD' of an instant, whatever the browser's time zone. */
export function costaRicaDay(instante: Date): string {
  const t = instante.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid Date');
  return dayOfNumber(Math.floor((t + CR_OFFSET_MS) / DIA_MS));
}

/**
 * The Costa Rica calendar day of a Hacienda timestamp (FechaEmision): with Z or an offset, the day in
 * Costa Rica of that instant; without one, the day written (the time is Costa Rica's own); a bare
 * 'YYYY-MM-DD' is that day. Null when unreadable or incomplete.
 */
export function costaRicaDayOf(valor: string | null | undefined): string | null {
  const texto = valor?.trim() ?? '';
  // parseISO also reads a month or a year alone: a whole calendar day must be written.
  const dia = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(texto)?.[1];
  const instante = dia ? valida(parseISO(texto)) : null;
  if (!dia || !instante) return null;
  if (/[T ].*(?:Z|[+-]\d{2}(?::?\d{2})?)$/.test(texto)) return costaRicaDay(instante);
  // parseISO reads 24:00 as the next day's midnight: the day written must be the day read.
  return format(instante, 'yyyy-MM-dd', conLocale) === dia ? dia : null;
}

/** The {timestamp} of export file names: yyyyMMdd-HHmmss, sortable and readable. */
export function fileTimestamp(now: Date = new Date()): string {
  return format(now, 'yyyyMMdd-HHmmss', conLocale);
}
