import {
  addMonths,
  costaRicaDate,
  daysBetween,
  fileTimestamp,
  formatDate,
  formatDateTime,
  formatMonth,
  lastDayOfMonth,
  formatTime,
  parseApiDate,
  parseQueryDate,
  toIsoDate,
  toIsoDateTime,
  toQueryDate,
} from '@/lib/dates';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('toQueryDate: D-M-YYYY without zero padding (V8)', () => {
  it.each([
    [local(2026, 3, 5), '5-3-2026'],
    [local(2026, 12, 31), '31-12-2026'],
    [local(2026, 1, 1, 23, 59), '1-1-2026'],
    [null, ''],
    [undefined, ''],
    [new Date('no es fecha'), ''],
  ])('%s → %j', (date, expected) => expect(toQueryDate(date)).toBe(expected));
});

describe('parseQueryDate: padded and unpadded, null when invalid', () => {
  it.each([
    ['5-3-2026', local(2026, 3, 5)],
    ['05-03-2026', local(2026, 3, 5)],
    [' 31-12-2026 ', local(2026, 12, 31)],
    ['29-2-2028', local(2028, 2, 29)],
  ])('%j → a date', (text, expected) => expect(parseQueryDate(text)).toEqual(expected));

  it.each([
    '',
    null,
    undefined,
    '31-2-2026',
    '29-2-2026',
    '0-1-2026',
    '1-13-2026',
    '2026-03-05',
    '5/3/2026',
    'x',
  ])('%j → null', (text) => expect(parseQueryDate(text)).toBeNull());

  it('round-trips with toQueryDate', () => {
    const d = local(2026, 7, 9);
    expect(parseQueryDate(toQueryDate(d))).toEqual(d);
  });
});

describe('parseApiDate: ISO date-time, ISO date, epoch milliseconds', () => {
  const ms = local(2026, 3, 5, 14, 30).getTime();
  it.each([
    ['2026-03-05T14:30:00', local(2026, 3, 5, 14, 30)],
    ['2026-03-05', local(2026, 3, 5)],
    [ms, new Date(ms)],
    [String(ms), new Date(ms)],
    ['05/03/2026', local(2026, 3, 5)],
    ['5-3-2026', local(2026, 3, 5)],
  ])('%j → a date', (value, expected) => expect(parseApiDate(value)).toEqual(expected));

  it.each([null, undefined, '', 'ayer', new Date(Number.NaN)])('%j → null', (value) =>
    expect(parseApiDate(value)).toBeNull(),
  );

  // The ISO shapes date-fns' parseISO reads (offsets, Z, fractions, a space for T) and the slashed ones.
  it.each([
    ['2026-03-05 14:30:00', local(2026, 3, 5, 14, 30)],
    ['2026-03-05T14:30', local(2026, 3, 5, 14, 30)],
    ['2026-03-05T14:30:00.250', new Date(2026, 2, 5, 14, 30, 0, 250)],
    ['2026-03-05T14:30:00Z', new Date(Date.UTC(2026, 2, 5, 14, 30))],
    ['2026-03-05T14:30:00.5+02:00', new Date(Date.UTC(2026, 2, 5, 12, 30, 0, 500))],
    ['2026-03-05T14:30:00-0600', new Date(Date.UTC(2026, 2, 5, 20, 30))],
    ['2026-03', local(2026, 3, 1)],
    ['5/3/2026', local(2026, 3, 5)],
    ['29/02/2028', local(2028, 2, 29)],
  ])('%j → that instant', (value, expected) => expect(parseApiDate(value)).toEqual(expected));

  it.each(['2026-02-30', '2026-13-01', '2026-03-05T23:60', '31/02/2026', '2026-3-5'])('%j → null', (value) =>
    expect(parseApiDate(value)).toBeNull(),
  );
});

describe('display: dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
  it.each([
    ['2026-03-05T14:30:00', '05/03/2026', '05/03/2026 14:30'],
    ['2026-12-31T09:05:59', '31/12/2026', '31/12/2026 09:05'],
    ['2026-03-05', '05/03/2026', '05/03/2026 00:00'],
    [local(2026, 1, 2, 7, 8).getTime(), '02/01/2026', '02/01/2026 07:08'],
    [null, '', ''],
    ['', '', ''],
    ['basura', '', ''],
  ])('%j → %j / %j', (value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });
});

describe('request bodies and file names', () => {
  it('ISO local date and date-time', () => {
    expect(toIsoDate(local(2026, 3, 5, 23, 59))).toBe('2026-03-05');
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDateTime(local(2026, 3, 5, 4, 3, 2))).toBe('2026-03-05T04:03:02');
  });

  it('a time of day is HH:mm', () => {
    expect(formatTime(local(2026, 3, 5, 4, 3, 2))).toBe('04:03');
    expect(formatTime(local(2026, 3, 5, 23, 59, 59).getTime())).toBe('23:59');
  });

  it('the {timestamp} of export names is yyyyMMdd-HHmmss', () => {
    expect(fileTimestamp(local(2026, 11, 22, 9, 7, 3))).toBe('20261122-090703');
  });
});

describe('daysBetween: whole calendar days (Antigüedad)', () => {
  const now = local(2026, 11, 22, 8, 0);
  it.each([
    ['2026-11-22T23:59:00', 0],
    ['2026-11-21T23:59:00', 1],
    ['2026-11-01', 21],
    ['2025-11-22', 365],
    [null, 0],
    ['', 0],
  ])('%j → %i days', (from, days) => expect(daysBetween(from, now)).toBe(days));
});

describe('months: arithmetic, last day and name', () => {
  it.each([
    ['2026-11', -1, '2026-10'],
    ['2026-01', -1, '2025-12'],
    ['2026-10', -12, '2025-10'],
    ['2025-12', 1, '2026-01'],
    ['2026-03', 0, '2026-03'],
  ])('addMonths(%s, %i) = %s', (mes, n, esperado) => expect(addMonths(mes, n)).toBe(esperado));

  it.each([
    ['2026-02', '2026-02-28'],
    ['2028-02', '2028-02-29'],
    ['2026-10', '2026-10-31'],
    ['2026-11', '2026-11-30'],
  ])('lastDayOfMonth(%s) = %s', (mes, dia) => expect(lastDayOfMonth(mes)).toBe(dia));

  it.each([
    ['2026-10', 'octubre de 2026'],
    ['2026-01', 'enero de 2026'],
    ['2026-13', '2026-13'],
    ['octubre', 'octubre'],
  ])('formatMonth(%s) = %s', (mes, texto) => expect(formatMonth(mes)).toBe(texto));

  it('writes a calendar day as the API asks it, whatever the browser zone', () => {
    expect(toQueryDate(costaRicaDate('2026-10-01'))).toBe('1-10-2026');
    expect(toQueryDate(costaRicaDate('2026-10-31'))).toBe('31-10-2026');
  });
});
