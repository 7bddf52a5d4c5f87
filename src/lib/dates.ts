import { differenceInCalendarDays, isValid } from 'date-fns';

// The fixed shapes below are written by hand: date-fns' `format`, `parse` and `parseISO` (with a
// locale) weigh about 11 KB gzip on every signed-in screen (decision D34).
const p2 = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) =>
  `${String(d.getFullYear()).padStart(4, '0')}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
const hms = (d: Date) => `${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
const dmy = (d: Date) =>
  `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${String(d.getFullYear()).padStart(4, '0')}`;

/** The local date y-m-d (month 1-based), or null when there is no such day. */
function localDate(y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Date | null {
  const date = new Date(2000, m - 1, d, h, min, s, ms);
  date.setFullYear(y);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

const ISO =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;

/**
 * ISO 8601 calendar dates as date-fns' parseISO read them for this API: yyyy[-MM[-dd]], then a local
 * time HH:mm[:ss[.SSS]], or one with Z or an offset.
 */
function parseIso(text: string): Date | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [y, mo = 1, d = 1, h = 0, min = 0, s = 0] = m
    .slice(1, 7)
    .map((x) => (x === undefined ? undefined : Number(x)));
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  if (h > 23 || min > 59 || s > 59) return null;
  const date = localDate(y!, mo, d, h, min, s, ms);
  if (!date || !m[8]) return date;
  const [, sign, oh, om = '0'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(m[8]) ?? ['', '+', '0'];
  const offset = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (Number(oh) > 23 || Number(om) > 59) return null;
  return new Date(Date.UTC(y!, mo - 1, d, h, min, s, ms) - offset * 60_000);
}

/** A date as the API's query strings want it: D-M-YYYY, no zero padding (V8); '' when unset. */
export function toQueryDate(date: Date | null | undefined): string {
  return date && isValid(date)
    ? `${date.getDate()}-${date.getMonth() + 1}-${String(date.getFullYear()).padStart(4, '0')}`
    : '';
}

/** Parses D-M-YYYY or DD-MM-YYYY (the server may pad); null when empty or invalid. */
export function parseQueryDate(value: string | null | undefined): Date | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, d, m, y] = match.map(Number) as [number, number, number, number];
  return localDate(y, m, d);
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
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{1,4})$/.exec(trimmed);
  return (
    parseIso(trimmed) ??
    parseQueryDate(trimmed) ??
    (slashed ? localDate(Number(slashed[3]), Number(slashed[2]), Number(slashed[1])) : null)
  );
}

/** dd/MM/yyyy, or '' when there is no date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? dmy(d) : '';
}

/** dd/MM/yyyy HH:mm, or '' when there is no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? `${dmy(d)} ${hms(d).slice(0, 5)}` : '';
}

/** HH:mm of a moment (a time later today), a Date or epoch milliseconds. */
export function formatTime(date: Date | number): string {
  return hms(new Date(date)).slice(0, 5);
}

/** An ISO local date (yyyy-MM-dd) for request bodies that carry real dates. */
export function toIsoDate(date: Date | null | undefined): string | null {
  return date && isValid(date) ? ymd(date) : null;
}

/** An ISO local date-time (yyyy-MM-ddTHH:mm:ss), the API's timestamp shape. */
export function toIsoDateTime(date: Date): string {
  return `${ymd(date)}T${hms(date)}`;
}

/** Whole calendar days from `from` to `to` (the receipts' Antigüedad). */
export function daysBetween(from: string | Date | null | undefined, to: Date = new Date()): number {
  const d = parseApiDate(from ?? null);
  return d ? differenceInCalendarDays(to, d) : 0;
}

// Costa Rica's calendar (decision C9): a day is 'YYYY-MM-DD', counted in UTC−6 (Costa Rica's time all
// year, no daylight saving since 1992), never in the browser's time zone.
const CR_OFFSET_MS = -6 * 3_600_000;
const DIA_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar day 'YYYY-MM-DD'; null when there is no such day. */
export function numeroDeDia(dia: string): number | null {
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
export function diaDeNumero(numero: number): string {
  const d = new Date(numero * DIA_MS);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`;
}

function numeroValido(dia: string): number {
  const n = numeroDeDia(dia);
  if (n === null) throw new RangeError(`Not a calendar day 'YYYY-MM-DD': ${dia}`);
  return n;
}

/** The calendar day `n` days after (before, when negative) a day 'YYYY-MM-DD'. */
export function sumarDias(dia: string, n: number): string {
  return diaDeNumero(numeroValido(dia) + n);
}

/** Calendar days from `desde` to `hasta` ('YYYY-MM-DD'): negative when `hasta` comes first. */
export function diasNaturalesEntre(desde: string, hasta: string): number {
  return numeroValido(hasta) - numeroValido(desde);
}

/** The Costa Rica calendar day 'YYYY-MM-DD' of an instant, whatever the browser's time zone. */
export function diaCostaRica(instante: Date): string {
  const t = instante.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid Date');
  return diaDeNumero(Math.floor((t + CR_OFFSET_MS) / DIA_MS));
}

/**
 * The Costa Rica calendar day of a Hacienda timestamp (FechaEmision): with Z or an offset, the day in
 * Costa Rica of that instant; without one, the day written (the time is Costa Rica's own); a bare
 * 'YYYY-MM-DD' is that day. Null when unreadable or incomplete.
 */
export function diaCostaRicaDe(valor: string | null | undefined): string | null {
  const texto = valor?.trim() ?? '';
  const m = ISO.exec(texto);
  if (!m?.[3]) return null;
  if (m[8]) {
    const instante = parseIso(texto);
    return instante ? diaCostaRica(instante) : null;
  }
  if (Number(m[4] ?? 0) > 23 || Number(m[5] ?? 0) > 59 || Number(m[6] ?? 0) > 59) return null;
  const dia = `${m[1]}-${m[2]}-${m[3]}`;
  return numeroDeDia(dia) === null ? null : dia;
}

/** The {timestamp} of export file names: yyyyMMdd-HHmmss, sortable and readable. */
export function fileTimestamp(now: Date = new Date()): string {
  return `${ymd(now).replaceAll('-', '')}-${hms(now).replaceAll(':', '')}`;
}
