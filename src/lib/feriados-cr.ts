/**
 * Costa Rica's national public holidays for 2026 and 2027, the days that close public offices and so
 * are not business days (días hábiles) for Hacienda's terms (decision C9).
 *
 * Source: Código de Trabajo, art. 148 as reformed — pago obligatorio: 1 January, 11 April, Holy
 * Thursday and Good Friday, 1 May, 25 July, 15 August, 15 September, 25 December; pago no
 * obligatorio: 2 August, 31 August (Día de la Persona Negra y la Cultura Afrocostarricense) and
 * 1 December (Ley 9803, La Gaceta 159 of 2 July 2020, which also took 12 October off the list).
 * Both kinds close public offices, so both count. Ley 9875 moved some of them to Mondays for
 * 2020–2024 only; no law moves any in 2026 (La Nación, 2 January 2026; Teletica's 2026 list) and we
 * found none for 2027, so every holiday stays on its own date, weekends included. Holy Week: Easter
 * Sunday is 5 April 2026 and 28 March 2027. One-off days off a government may grant (asuetos) are not
 * here: they are not law.
 *
 * Outside 2026–2027 only weekends are known (`feriadosCubren`): add the next year here before it
 * starts.
 */

export const FERIADOS_DESDE = 2026;
export const FERIADOS_HASTA = 2027;

/** 'YYYY-MM-DD' → the holiday's Spanish name. */
export const FERIADOS_CR: ReadonlyMap<string, string> = new Map([
  ['2026-01-01', 'Año Nuevo'],
  ['2026-04-02', 'Jueves Santo'],
  ['2026-04-03', 'Viernes Santo'],
  ['2026-04-11', 'Día de Juan Santamaría'],
  ['2026-05-01', 'Día del Trabajador'],
  ['2026-07-25', 'Anexión del Partido de Nicoya'],
  ['2026-08-02', 'Día de la Virgen de los Ángeles'],
  ['2026-08-15', 'Día de la Madre'],
  ['2026-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense'],
  ['2026-09-15', 'Día de la Independencia'],
  ['2026-12-01', 'Día de la Abolición del Ejército'],
  ['2026-12-25', 'Navidad'],
  ['2027-01-01', 'Año Nuevo'],
  ['2027-03-25', 'Jueves Santo'],
  ['2027-03-26', 'Viernes Santo'],
  ['2027-04-11', 'Día de Juan Santamaría'],
  ['2027-05-01', 'Día del Trabajador'],
  ['2027-07-25', 'Anexión del Partido de Nicoya'],
  ['2027-08-02', 'Día de la Virgen de los Ángeles'],
  ['2027-08-15', 'Día de la Madre'],
  ['2027-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense'],
  ['2027-09-15', 'Día de la Independencia'],
  ['2027-12-01', 'Día de la Abolición del Ejército'],
  ['2027-12-25', 'Navidad'],
]);

/** Whether the list covers the year of a day 'YYYY-MM-DD'; false outside 2026–2027 (weekends only). */
export function feriadosCubren(dia: string): boolean {
  const anio = Number(dia.slice(0, 4));
  return anio >= FERIADOS_DESDE && anio <= FERIADOS_HASTA;
}
