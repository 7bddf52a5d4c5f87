import { costaRicaDayOf } from '@/lib/dates';
import {
  diaDeEmision,
  limiteRespuesta,
  plazoRespuesta,
  porPlazo,
  type PlazoRespuesta,
} from '@/lib/plazo-respuesta';

// The answer is due by the 8th business day of the month after the emission's (decision C9). Every
// expected day was counted by hand on a printed calendar of that month.

describe('limiteRespuesta: the 8th business day of the following month', () => {
  it.each([
    ['2026-02-10', '2026-03-11', 'March 2026: no holiday'],
    ['2026-03-31', '2026-04-14', 'April 2026: Jueves and Viernes Santo (2–3 April) skipped'],
    ['2027-02-15', '2027-03-10', 'March 2027: Holy Week (25–26) comes after the 8th'],
    ['2026-04-15', '2026-05-13', 'May 2026: 1 May (Friday) skipped'],
    ['2026-07-25', '2026-08-12', 'August 2026: 2 August is a Sunday'],
    ['2026-08-31', '2026-09-10', 'emitted on a holiday; September 2026 before the 15th'],
    ['2026-11-01', '2026-12-11', 'December 2026: 1 December (Tuesday) skipped'],
    ['2026-11-21', '2026-12-11', 'emitted on a Saturday: the same month, the same limit'],
    ['2026-11-30', '2026-12-11', 'emitted on the last day of the month'],
    ['2026-12-22', '2027-01-13', 'across the year end: 1 January 2027 (Friday) skipped'],
    ['2026-12-25', '2027-01-13', 'emitted on Navidad'],
    ['2027-11-10', '2027-12-13', 'December 2027: 1 December (Wednesday) skipped'],
    ['2027-12-15', '2028-01-12', 'January 2028: outside the list, weekends only'],
  ])('%s → %s (%s)', (emision, limite) => expect(limiteRespuesta(emision)).toBe(limite));
});

describe('plazoRespuesta: FechaEmision as it comes', () => {
  const ahora = new Date('2026-09-01T18:00:00Z');
  it.each([
    ['2026-11-20T10:15:00-06:00', '2026-12-11', "Costa Rica's offset"],
    ['2026-11-20T10:15:00', '2026-12-11', 'no offset'],
    ['2026-11-20', '2026-12-11', 'a bare day'],
    ['2026-11-01T03:00:00Z', '2026-11-11', 'late at night in UTC: still 31 October in Costa Rica'],
    ['2026-11-01T06:00:00Z', '2026-12-11', 'midnight in Costa Rica: November'],
    ['2026-11-01T05:00:00+02:00', '2026-11-11', 'another offset, 31 October in Costa Rica'],
    ['2026-10-31T23:30:00', '2026-11-11', 'no offset: Costa Rica time'],
    ['2027-01-01T05:30:00Z', '2027-01-13', "31 December in Costa Rica, though UTC's New Year"],
    ['2027-01-01T06:00:00Z', '2027-02-10', '1 January in Costa Rica: the limit is in February'],
  ])('%j → limite %s (%s)', (fecha, limite) => expect(plazoRespuesta(fecha, ahora)?.limite).toBe(limite));

  it.each([null, undefined, '', 'sin fecha', '2026-02-30T10:00:00-06:00', '2026-11', '20/11/2026'])(
    '%j → null',
    (fecha) => expect(plazoRespuesta(fecha, ahora)).toBeNull(),
  );

  it('null with an invalid now', () => {
    expect(plazoRespuesta('2026-11-20', new Date('no'))).toBeNull();
  });
});

describe('plazoRespuesta: days left, today, overdue (emitted in November 2026: limit 11 December)', () => {
  const emision = '2026-11-20T10:15:00-06:00';
  it.each<[string, string, Omit<PlazoRespuesta, 'limite' | 'feriadosConocidos'>]>([
    // 26 Nov: 4 days to the 30th + 11 = 15; business: 27, 30 Nov, 2–4 and 7–11 Dec (1 Dec a holiday).
    ['2026-11-26T17:00:00Z', 'weeks ahead', { dias: 15, diasHabiles: 10, vencido: false }],
    ['2026-12-05T17:00:00Z', 'on a Saturday: 7–11 Dec left', { dias: 6, diasHabiles: 5, vencido: false }],
    ['2026-12-10T18:00:00Z', 'the day before', { dias: 1, diasHabiles: 1, vencido: false }],
    ['2026-12-11T14:00:00Z', 'the last day', { dias: 0, diasHabiles: 0, vencido: false }],
    [
      '2026-12-12T05:59:00Z',
      "the last day's night in Costa Rica",
      { dias: 0, diasHabiles: 0, vencido: false },
    ],
    ['2026-12-12T06:00:00Z', 'overdue by one day', { dias: -1, diasHabiles: 0, vencido: true }],
    ['2027-01-01T12:00:00Z', 'overdue by 21 days', { dias: -21, diasHabiles: 0, vencido: true }],
  ])('at %s (%s)', (instante, _, esperado) => {
    expect(plazoRespuesta(emision, new Date(instante))).toEqual({
      limite: '2026-12-11',
      feriadosConocidos: true,
      ...esperado,
    });
  });

  it('across the year end: emitted 22 December 2026, seen the next day', () => {
    // 23 Dec → 13 Jan: 8 + 13 = 21 days; business: 24, 28–31 Dec, 4–8 and 11–13 Jan.
    expect(plazoRespuesta('2026-12-22T09:00:00-06:00', new Date('2026-12-23T15:00:00Z'))).toEqual({
      limite: '2027-01-13',
      dias: 21,
      diasHabiles: 13,
      vencido: false,
      feriadosConocidos: true,
    });
  });

  it('says when the limit lies outside the holiday list (December 2027 → January 2028)', () => {
    // 20 Dec 2027 → 12 Jan 2028: 11 + 12 = 23 days; business: 21–24, 27–31 Dec, 3–7 and 10–12 Jan.
    expect(plazoRespuesta('2027-12-15T08:00:00-06:00', new Date('2027-12-20T15:00:00Z'))).toEqual({
      limite: '2028-01-12',
      dias: 23,
      diasHabiles: 17,
      vencido: false,
      feriadosConocidos: false,
    });
  });

  it('the same in a browser in another time zone', () => {
    const tzAntes = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(new Date('2026-12-12T05:59:00Z').getTimezoneOffset()).toBe(-9 * 60);
      // 23:59 of the last day in Costa Rica is already the 12th in Tokyo (and in UTC).
      expect(plazoRespuesta('2026-11-20T10:15:00', new Date('2026-12-12T05:59:00Z'))).toMatchObject({
        limite: '2026-12-11',
        dias: 0,
        vencido: false,
      });
      // No offset: Costa Rica's 31 October 23:30, whatever Tokyo says.
      expect(plazoRespuesta('2026-10-31T23:30:00', new Date('2026-11-02T00:00:00Z'))?.limite).toBe(
        '2026-11-11',
      );
    } finally {
      process.env.TZ = tzAntes;
    }
  });
});

describe('porPlazo: overdue first, then the earliest limit, no deadline last', () => {
  const p = (limite: string, vencido: boolean): PlazoRespuesta => ({
    limite,
    dias: 0,
    diasHabiles: 0,
    vencido,
    feriadosConocidos: true,
  });
  const vencidoViejo = p('2026-10-13', true);
  const vencido = p('2026-11-11', true);
  const pronto = p('2026-12-11', false);
  const despues = p('2027-01-13', false);

  it('sorts a mixed list', () => {
    const lista = [despues, null, pronto, vencido, null, vencidoViejo];
    expect([...lista].sort(porPlazo)).toEqual([vencidoViejo, vencido, pronto, despues, null, null]);
  });

  it.each<[PlazoRespuesta | null, PlazoRespuesta | null, number]>([
    [vencido, pronto, -1],
    [pronto, vencido, 1],
    [p('2027-01-13', true), p('2026-12-11', false), -1],
    [pronto, despues, -1],
    [despues, pronto, 1],
    [pronto, p('2026-12-11', false), 0],
    [pronto, null, -1],
    [null, vencido, 1],
    [null, null, 0],
  ])('%j vs %j → %i', (a, b, signo) => expect(Math.sign(porPlazo(a, b))).toBe(signo));
});

describe("diaDeEmision: the emission's CR day, as the shared date helper reads it, kept once per text", () => {
  it.each([
    '2026-11-20T10:15:00-06:00',
    '2026-11-20T23:59:59.123-06:00',
    '2026-11-20T00:00-06:00',
    '2026-11-20T24:00:00-06:00',
    '2026-02-30T10:00:00-06:00',
    '2026-02-29T10:00:00-06:00',
    '2028-02-29T10:00:00-06:00',
    ' 2026-11-20T10:15:00-06:00 ',
    '2026-11-01T03:00:00Z',
    '2026-11-01T05:00:00+02:00',
    '2026-11-20T10:15:00',
    '2026-11-20',
    'sin fecha',
  ])('%s', (texto) => {
    expect(diaDeEmision(texto)).toBe(costaRicaDayOf(texto));
  });
});
