import { parse as dateFnsParse } from 'date-fns/parse';
import { es } from 'date-fns/locale/es';
import { parse } from '@/lib/date-fns-parse';

/*
 * The build gives MUI's date adapter src/lib/date-fns-parse.ts in place of date-fns' parse (decision
 * D34). Compared here with date-fns itself, case by case, on every shape the date fields parse: the
 * whole date with its separators or with spaces (the field's own re-parse), each section alone, with
 * digits missing, too many, out of range, on the 29th of February and at month ends.
 */
const same = (texto: string, formato: string, referencia: Date) => {
  const a = parse(texto, formato, referencia);
  const b = dateFnsParse(texto, formato, referencia, { locale: es });
  return Number.isNaN(a.getTime()) ? Number.isNaN(b.getTime()) : a.getTime() === b.getTime();
};

const REFERENCIAS = [
  new Date(2026, 10, 26, 15, 30, 45, 123),
  new Date(2024, 0, 31, 8, 0),
  new Date(2023, 1, 28, 23, 59, 59, 999),
];
const DIAS = ['', '0', '00', '1', '01', '5', '05', '9', '10', '28', '29', '30', '31', '32', '123', 'x1'];
const MESES = ['', '0', '00', '1', '01', '2', '02', '9', '10', '12', '13', '123'];
const ANIOS = ['', '0', '0000', '5', '26', '026', '0026', '2024', '2025', '2026', '99', '12345'];

describe('date-fns-parse: what date-fns parse gives', () => {
  it.each(['dd/MM/yyyy', 'dd MM yyyy', 'd/M/yyyy', 'dd-MM-yy', 'd/M/y', 'dd/MM/yyy'])(
    'whole dates in %s',
    (formato) => {
      const sep = formato.includes('/') ? '/' : formato.includes('-') ? '-' : ' ';
      let validas = 0;
      for (const referencia of REFERENCIAS)
        for (const d of DIAS)
          for (const m of MESES)
            for (const y of ANIOS) {
              const texto = `${d}${sep}${m}${sep}${y}`;
              expect(
                same(texto, formato, referencia),
                `${texto} ${formato} ${referencia.toISOString()}`,
              ).toBe(true);
              if (!Number.isNaN(parse(texto, formato, referencia).getTime())) validas++;
            }
      // Not only refusals: each format reads hundreds of these as dates.
      expect(validas).toBeGreaterThan(200);
    },
  );

  it.each([
    ['dd', DIAS],
    ['d', DIAS],
    ['MM', MESES],
    ['M', MESES],
    ['yyyy', ANIOS],
    ['yy', ANIOS],
    ['y', ANIOS],
  ] as const)('a section alone, %s', (formato, valores) => {
    for (const referencia of REFERENCIAS)
      for (const v of valores) expect(same(v, formato, referencia), `${v} ${formato}`).toBe(true);
  });

  it.each([
    ['05/03/2026 ', 'dd/MM/yyyy'],
    [' 05/03/2026', 'dd/MM/yyyy'],
    ['05/03/2026x', 'dd/MM/yyyy'],
    ['05.03.2026', 'dd/MM/yyyy'],
    ['', ''],
    ['05', ''],
    ['29/02/2024', 'dd/MM/yyyy'],
    ['29/02/2100', 'dd/MM/yyyy'],
    ['29/02/2000', 'dd/MM/yyyy'],
    ['31/04/2026', 'dd/MM/yyyy'],
    ['0503', 'ddMM'],
    ['05032026', 'ddMMyyyy'],
  ])('%j in %s', (texto, formato) => {
    for (const referencia of REFERENCIAS) expect(same(texto, formato, referencia)).toBe(true);
  });

  it('answers an invalid date for a token the fields never parse (date-fns reads it)', () => {
    expect(parse('marzo', 'MMMM', REFERENCIAS[0]!).getTime()).toBeNaN();
    expect(parse('05:30', 'HH:mm', REFERENCIAS[0]!).getTime()).toBeNaN();
  });
});
