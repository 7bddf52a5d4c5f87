/**
 * Seed moments are wall-clock times kept as UTC milliseconds, so that building thousands of them
 * on every start never pays for time-zone lookups; they print as ISO local date-times. A day's text
 * is worked out once (the seed prints a few thousand moments over a year's days) and the time of day
 * by arithmetic, both as a UTC `Date` would give them.
 */
export type Moment = number;
export const DAY = 86_400_000;
const HORA = 3_600_000;
const MINUTO = 60_000;

const p2 = (n: number) => (n < 10 ? `0${n}` : String(n));
export const dayNumber = (t: Moment) => Math.floor(t / DAY);

const dias = new Map<number, string>();
/** 'yyyy-MM-dd' of the moment. */
export function isoDay(t: Moment): string {
  const n = dayNumber(t);
  let texto = dias.get(n);
  if (texto === undefined) {
    const d = new Date(n * DAY);
    texto = `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`;
    dias.set(n, texto);
  }
  return texto;
}

/** 'yyyy-MM-ddTHH:mm:00': seed moments fall on whole minutes. */
export function iso(t: Moment): string {
  const enElDia = t - dayNumber(t) * DAY;
  return `${isoDay(t)}T${p2(Math.floor(enElDia / HORA))}:${p2(Math.floor((enElDia % HORA) / MINUTO))}:00`;
}
