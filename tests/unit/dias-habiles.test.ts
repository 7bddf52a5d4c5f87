import { costaRicaDayOf, addDays } from '@/lib/dates';
import {
  costaRicaDay,
  diasHabilesEntre,
  calendarDaysBetween,
  esDiaHabil,
  sumarDiasHabiles,
} from '@/lib/dias-habiles';
import { FERIADOS_CR, feriadosCubren } from '@/lib/feriados-cr';

// Every expected day below was read off a printed calendar of the month, not computed by the code.

describe('FERIADOS_CR: the holidays of 2026 and 2027 (Código de Trabajo art. 148)', () => {
  it('holds exactly these days', () => {
    expect([...FERIADOS_CR.keys()]).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-11',
      '2026-05-01',
      '2026-07-25',
      '2026-08-02',
      '2026-08-15',
      '2026-08-31',
      '2026-09-15',
      '2026-12-01',
      '2026-12-25',
      '2027-01-01',
      '2027-03-25',
      '2027-03-26',
      '2027-04-11',
      '2027-05-01',
      '2027-07-25',
      '2027-08-02',
      '2027-08-15',
      '2027-08-31',
      '2027-09-15',
      '2027-12-01',
      '2027-12-25',
    ]);
  });

  it.each([
    ['2026-04-02', 'Jueves Santo'],
    ['2027-03-26', 'Viernes Santo'],
    ['2026-12-01', 'Día de la Abolición del Ejército'],
    ['2027-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense'],
  ])('%s is %s', (dia, nombre) => expect(FERIADOS_CR.get(dia)).toBe(nombre));

  it.each([
    ['2025-12-31', false],
    ['2026-01-01', true],
    ['2027-12-31', true],
    ['2028-01-01', false],
  ])('feriadosCubren(%s) → %s', (dia, cubre) => expect(feriadosCubren(dia)).toBe(cubre));
});

describe('esDiaHabil: Monday to Friday and not a holiday', () => {
  it.each([
    ['2026-11-26', true, 'a Thursday'],
    ['2026-11-27', true, 'a Friday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-11-30', true, 'a Monday'],
    ['2026-01-01', false, 'Año Nuevo (pago obligatorio), Thursday'],
    ['2026-05-01', false, 'Día del Trabajador, Friday'],
    ['2026-09-15', false, 'Independencia, Tuesday'],
    ['2026-12-25', false, 'Navidad, Friday'],
    ['2026-08-31', false, 'Persona Negra (pago no obligatorio), Monday'],
    ['2026-12-01', false, 'Abolición del Ejército (pago no obligatorio), Tuesday'],
    ['2027-08-02', false, 'Virgen de los Ángeles (pago no obligatorio), Monday'],
    ['2027-12-01', false, 'Abolición del Ejército, Wednesday'],
    ['2026-04-02', false, 'Jueves Santo 2026'],
    ['2026-04-03', false, 'Viernes Santo 2026'],
    ['2026-04-01', true, 'Miércoles Santo 2026 (a working day)'],
    ['2027-03-25', false, 'Jueves Santo 2027'],
    ['2027-03-26', false, 'Viernes Santo 2027'],
    ['2026-04-11', false, 'Juan Santamaría on a Saturday: not moved to a Monday'],
    ['2026-04-13', true, 'the Monday after it'],
    ['2026-12-24', true, 'Nochebuena (no holiday by law)'],
    ['2026-12-31', true, '31 December (no holiday by law)'],
    ['2026-10-12', true, '12 October (off the list since Ley 9803)'],
    ['2028-05-01', true, '1 May 2028: outside the list, weekends only'],
    ['2028-01-01', false, 'a Saturday in 2028'],
  ])('%s → %s (%s)', (dia, habil) => expect(esDiaHabil(dia)).toBe(habil));

  it.each(['2026-02-30', '2026-11-5', '26-11-05', '', '2026-11-05T10:00:00'])('refuses %j', (dia) =>
    expect(() => esDiaHabil(dia)).toThrow(RangeError),
  );
});

describe('sumarDiasHabiles: the nth business day after (before) a day, the day itself not counted', () => {
  it.each([
    ['2026-11-26', 1, '2026-11-27', 'Thursday → Friday'],
    ['2026-11-27', 1, '2026-11-30', 'over a weekend'],
    ['2026-11-28', 1, '2026-11-30', 'from a Saturday'],
    ['2026-11-30', 1, '2026-12-02', 'over 1 December'],
    ['2026-11-30', 8, '2026-12-11', 'the first 8 of December'],
    ['2026-12-22', 8, '2027-01-05', 'across the year end, skipping 25 December and 1 January'],
    ['2026-12-24', 1, '2026-12-28', 'over Navidad and a weekend'],
    ['2026-12-31', 1, '2027-01-04', 'over Año Nuevo and a weekend'],
    ['2026-12-31', 8, '2027-01-13', 'the first 8 of January 2027'],
    ['2026-03-31', 8, '2026-04-14', 'the first 8 of April 2026, over Holy Week'],
    ['2026-04-01', 1, '2026-04-06', 'over Jueves and Viernes Santo 2026'],
    ['2027-03-24', 1, '2027-03-29', 'over Jueves and Viernes Santo 2027'],
    ['2026-04-30', 8, '2026-05-13', 'over 1 May'],
    ['2026-08-28', 1, '2026-09-01', 'over a weekend and 31 August'],
    ['2026-11-27', 0, '2026-11-27', 'zero days: the day itself'],
    ['2026-11-28', 0, '2026-11-28', 'zero days, even on a Saturday'],
    ['2026-12-28', -1, '2026-12-24', 'back over a weekend and Navidad'],
    ['2027-01-04', -1, '2026-12-31', 'back over Año Nuevo'],
    ['2026-04-06', -2, '2026-03-31', 'back over Holy Week'],
    ['2027-12-31', 1, '2028-01-03', 'into 2028'],
    ['2028-04-12', 1, '2028-04-13', 'Jueves Santo 2028 is not known: weekends only'],
  ])('%s + %i → %s (%s)', (dia, n, esperado) => expect(sumarDiasHabiles(dia, n)).toBe(esperado));

  it('refuses a fraction of a day and a bad day', () => {
    expect(() => sumarDiasHabiles('2026-11-26', 1.5)).toThrow(RangeError);
    expect(() => sumarDiasHabiles('2026-11-31', 1)).toThrow(RangeError);
  });
});

describe('diasHabilesEntre: business days after `desde` up to and including `hasta`, signed', () => {
  it.each([
    ['2026-11-26', '2026-12-11', 10],
    ['2026-12-11', '2026-11-26', -10],
    ['2026-11-26', '2026-11-26', 0],
    ['2026-11-28', '2026-11-29', 0],
    ['2026-11-27', '2026-11-30', 1],
    ['2026-12-24', '2026-12-28', 1],
    ['2026-12-25', '2026-12-27', 0],
    ['2026-12-23', '2027-01-13', 13],
    ['2026-04-01', '2026-04-06', 1],
    ['2026-12-05', '2026-12-11', 5],
    ['2027-12-20', '2028-01-12', 17],
  ])('%s → %s: %i', (desde, hasta, n) => expect(diasHabilesEntre(desde, hasta)).toBe(n));
});

describe('calendarDaysBetween and addDays: calendar days, signed', () => {
  it.each([
    ['2026-12-22', '2027-01-13', 22],
    ['2027-01-13', '2026-12-22', -22],
    ['2026-11-26', '2026-11-26', 0],
    ['2027-02-28', '2027-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
  ])('%s → %s: %i', (desde, hasta, n) => expect(calendarDaysBetween(desde, hasta)).toBe(n));

  it.each([
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('addDays(%s, %i) → %s', (dia, n, esperado) => expect(addDays(dia, n)).toBe(esperado));
});

describe('costaRicaDay: the calendar day in Costa Rica (UTC−6) of an instant', () => {
  it.each([
    ['2026-11-01T03:00:00Z', '2026-10-31', 'late at night in UTC, still the day before in Costa Rica'],
    ['2026-11-01T05:59:59.999Z', '2026-10-31', 'the last millisecond of 31 October in Costa Rica'],
    ['2026-11-01T06:00:00Z', '2026-11-01', 'midnight in Costa Rica'],
    ['2027-01-01T05:30:00Z', '2026-12-31', 'New Year in UTC, not yet in Costa Rica'],
    ['2026-06-15T12:00:00Z', '2026-06-15', 'midday (no daylight saving in Costa Rica)'],
  ])('%s → %s (%s)', (instante, dia) => expect(costaRicaDay(new Date(instante))).toBe(dia));

  it('refuses an invalid Date', () => {
    expect(() => costaRicaDay(new Date('no'))).toThrow(RangeError);
  });
});

describe("costaRicaDayOf: FechaEmision's day in Costa Rica", () => {
  it.each([
    ['2026-11-20T10:15:00-06:00', '2026-11-20'],
    ['2026-10-31T23:30:00-06:00', '2026-10-31'],
    ['2026-11-01T03:00:00Z', '2026-10-31'],
    ['2026-11-01T05:00:00+02:00', '2026-10-31'],
    ['2026-11-01T00:30:00-05:00', '2026-10-31'],
    ['2026-12-31T23:59:59.999-06:00', '2026-12-31'],
    ['2026-10-31T23:30:00', '2026-10-31'],
    ['2026-11-01 00:00:00', '2026-11-01'],
    ['  2026-11-20T10:15:00-0600 ', '2026-11-20'],
    ['2026-11-20', '2026-11-20'],
    ['2028-02-29T23:59:59.5-06:00', '2028-02-29'],
    ['2027-01-01T05:59:59Z', '2026-12-31'],
    ['2027-01-01T06:00:00Z', '2027-01-01'],
    ['2026-11-20T10:15', '2026-11-20'],
    ['2026-11-20T10:15:00.123456', '2026-11-20'],
    ['2026-11-20T10:15:00,5-06:00', '2026-11-20'],
    ['1991-06-01T23:30:00-06:00', '1991-06-02'],
    // The commonest forms, read without date-fns: the day written, when it exists.
    ['2026-11-30T23:59:59', '2026-11-30'],
    ['2026-11-30T00:00:00.5', '2026-11-30'],
    ['2028-02-29T12:00:00-06:00', '2028-02-29'],
    ['1993-01-01T00:00:00-06:00', '1993-01-01'],
    ['1899-12-31T10:00:00', '1899-12-31'],
  ])('%j → %s', (texto, dia) => expect(costaRicaDayOf(texto)).toBe(dia));

  it.each([
    null,
    undefined,
    '',
    'ayer',
    '2026-11',
    '2026',
    '2026-02-30',
    '2026-11-20T24:00:00',
    '2026-02-29T10:00:00-06:00',
    '2026-04-31T10:00:00',
    '2026-11-20T10:60:00-06:00',
    '2026-11-20T10:15:60',
    '2026-11-31T10:00:00-06:00',
    '2026-13-01T10:00:00',
    '2026-00-10',
    '20/11/2026',
  ])('%j → null', (texto) => expect(costaRicaDayOf(texto)).toBeNull());
});

describe('in a browser in another time zone', () => {
  const tzAntes = process.env.TZ;
  afterEach(() => {
    process.env.TZ = tzAntes;
  });

  it.each([
    ['Pacific/Kiritimati', -14 * 60],
    ['Pacific/Pago_Pago', 11 * 60],
  ])('%s gives the same days', (zona, offsetMin) => {
    process.env.TZ = zona;
    // Guard: the zone really changed, so the checks below run in it.
    expect(new Date('2026-11-01T03:00:00Z').getTimezoneOffset()).toBe(offsetMin);
    expect(costaRicaDay(new Date('2026-11-01T03:00:00Z'))).toBe('2026-10-31');
    expect(costaRicaDay(new Date('2026-11-01T06:00:00Z'))).toBe('2026-11-01');
    expect(costaRicaDayOf('2026-10-31T23:30:00')).toBe('2026-10-31');
    expect(costaRicaDayOf('2026-11-01T00:00:00')).toBe('2026-11-01');
    expect(costaRicaDayOf('2026-11-20')).toBe('2026-11-20');
    expect(sumarDiasHabiles('2026-12-31', 8)).toBe('2027-01-13');
    expect(esDiaHabil('2026-12-25')).toBe(false);
  });
});
