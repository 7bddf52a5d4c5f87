import { addDays, differenceInCalendarDays, isWeekend } from 'date-fns';
import { utc } from '@date-fns/utc';
import { calendarDaysBetween, costaRicaDate, costaRicaDay, dayOf } from './dates';
import { FERIADOS_CR } from './feriados-cr';

/*
 * Business days (días hábiles) on Costa Rica's calendar: Monday to Friday, not a public holiday of
 * FERIADOS_CR (decision C9). Days are 'YYYY-MM-DD' strings; the calendar-day pieces live in dates.ts
 * and the two of them a caller needs with these are re-exported here. Outside the holiday list's years
 * only weekends are skipped (`feriadosCubren` says when). The days here are zoneless dates
 * (`costaRicaDate`), so a weekend is the calendar's whatever the browser's time zone.
 */

export { costaRicaDay, calendarDaysBetween };

const enDia = { in: utc };

function habil(d: Date): boolean {
  return !isWeekend(d, enDia) && !FERIADOS_CR.has(dayOf(d));
}

/** Monday to Friday and not a public holiday. */
export function esDiaHabil(dia: string): boolean {
  return habil(costaRicaDate(dia));
}

/**
 * The `n`th business day after `dia` (before it when `n` is negative); `dia` itself is never counted,
 * so `sumarDiasHabiles(d, 1)` is the next business day even when `d` is one. `n = 0` gives `dia`.
 */
export function sumarDiasHabiles(dia: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  const paso = Math.sign(n);
  let actual = costaRicaDate(dia);
  for (let faltan = Math.abs(n); faltan > 0;) {
    actual = addDays(actual, paso, enDia);
    if (habil(actual)) faltan--;
  }
  return dayOf(actual);
}

/**
 * Business days after `desde` up to and including `hasta`; when `hasta` comes first, minus the
 * business days after `hasta` up to and including `desde`. So `diasHabilesEntre(d, sumarDiasHabiles(d,
 * n)) === n` for every n ≥ 0.
 */
export function diasHabilesEntre(desde: string, hasta: string): number {
  const a = costaRicaDate(desde);
  const b = costaRicaDate(hasta);
  const total = differenceInCalendarDays(b, a, enDia);
  const inicio = total >= 0 ? a : b;
  let cuenta = 0;
  for (let i = 1; i <= Math.abs(total); i++) if (habil(addDays(inicio, i, enDia))) cuenta++;
  return total >= 0 ? cuenta : -cuenta;
}
