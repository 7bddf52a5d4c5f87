import { costaRicaDay, dayOfNumber, calendarDaysBetween, dayNumber } from './dates';
import { FERIADOS_CR } from './feriados-cr';

/*
 * Business days (días hábiles) on Costa Rica's calendar: Monday to Friday, not a public holiday of
 * FERIADOS_CR (decision C9). Days are 'YYYY-MM-DD' strings; the calendar-day pieces live in dates.ts
 * and the two of them a caller needs with these are re-exported here. Outside the holiday list's years
 * only weekends are skipped (`feriadosCubren` says when).
 */

export { costaRicaDay, calendarDaysBetween };

function numero(dia: string): number {
  const n = dayNumber(dia);
  if (n === null) throw new RangeError(`Not a calendar day 'YYYY-MM-DD': ${dia}`);
  return n;
}

function habil(n: number): boolean {
  // Day 0, 1970-01-01, was a Thursday: the weekday is 0 on Sundays and 6 on Saturdays.
  const semana = (((n + 4) % 7) + 7) % 7;
  return semana !== 0 && semana !== 6 && !FERIADOS_CR.has(dayOfNumber(n));
}

/** Monday to Friday and not a public holiday. */
export function esDiaHabil(dia: string): boolean {
  return habil(numero(dia));
}

/**
 * The `n`th business day after `dia` (before it when `n` is negative); `dia` itself is never counted,
 * so `sumarDiasHabiles(d, 1)` is the next business day even when `d` is one. `n = 0` gives `dia`.
 */
export function sumarDiasHabiles(dia: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  const paso = Math.sign(n);
  let actual = numero(dia);
  for (let faltan = Math.abs(n); faltan > 0;) {
    actual += paso;
    if (habil(actual)) faltan--;
  }
  return dayOfNumber(actual);
}

/**
 * Business days after `desde` up to and including `hasta`; when `hasta` comes first, minus the
 * business days after `hasta` up to and including `desde`. So `diasHabilesEntre(d, sumarDiasHabiles(d,
 * n)) === n` for every n ≥ 0.
 */
export function diasHabilesEntre(desde: string, hasta: string): number {
  const a = numero(desde);
  const b = numero(hasta);
  const [inicio, fin] = a <= b ? [a, b] : [b, a];
  let cuenta = 0;
  for (let n = inicio + 1; n <= fin; n++) if (habil(n)) cuenta++;
  return a <= b ? cuenta : -cuenta;
}
