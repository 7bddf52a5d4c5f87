import { differenceInCalendarDays, format, isValid, parse, parseISO } from 'date-fns';
import { es as esLocale } from 'date-fns/locale/es';

export { esLocale };

/** A date as the API's query strings want it: D-M-YYYY, no zero padding (V8); '' when unset. */
export function toQueryDate(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, 'd-M-yyyy') : '';
}

/** Parses D-M-YYYY or DD-MM-YYYY (the server may pad); null when empty or invalid. */
export function parseQueryDate(value: string | null | undefined): Date | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, d, m, y] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** Parses an API timestamp: ISO local date-time, ISO date, or epoch milliseconds. */
export function parseApiDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') {
    const d = new Date(value);
    return isValid(d) ? d : null;
  }
  const trimmed = value.trim();
  if (/^\d{10,}$/.test(trimmed)) return parseApiDate(Number(trimmed));
  const iso = parseISO(trimmed);
  if (isValid(iso)) return iso;
  const slashed = parse(trimmed, 'dd/MM/yyyy', new Date());
  return parseQueryDate(trimmed) ?? (isValid(slashed) ? slashed : null);
}

/** dd/MM/yyyy, or '' when there is no date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? format(d, 'dd/MM/yyyy') : '';
}

/** dd/MM/yyyy HH:mm, or '' when there is no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? format(d, 'dd/MM/yyyy HH:mm') : '';
}

/** An ISO local date (yyyy-MM-dd) for request bodies that carry real dates. */
export function toIsoDate(date: Date | null | undefined): string | null {
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** An ISO local date-time (yyyy-MM-ddTHH:mm:ss), the API's timestamp shape. */
export function toIsoDateTime(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm:ss");
}

/** Whole calendar days from `from` to `to` (the receipts' Antigüedad). */
export function daysBetween(from: string | Date | null | undefined, to: Date = new Date()): number {
  const d = parseApiDate(from ?? null);
  return d ? differenceInCalendarDays(to, d) : 0;
}

/** The {timestamp} of export file names: yyyyMMdd-HHmmss, sortable and readable. */
export function fileTimestamp(now: Date = new Date()): string {
  return format(now, 'yyyyMMdd-HHmmss');
}
