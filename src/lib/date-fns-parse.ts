/**
 * The part of date-fns' `parse` the date fields use, in its place in the build (decision D34,
 * vite-plugins/codigo-sin-uso.ts): MUI's date adapter parses what the field's sections hold with the
 * sections' formats — day, month and year in digits ('dd/MM/yyyy', 'dd MM yyyy', 'MM', …) — and date-fns'
 * parse brings a parser for every token of every calendar (about 4.5 KB gzip). This one reads the
 * numeric day, month and year tokens as date-fns does, token by token (the same patterns, the same
 * checks, the same order of setting: year, then month, then day, each resetting the smaller units and
 * the time), and answers an invalid date for any other token. tests/unit/date-fns-parse.test.ts
 * compares it with date-fns on every shape the fields produce.
 */

type Unidad = 'year' | 'month' | 'date';
type Token = { unidad: Unidad; patron: RegExp; dosDigitos?: boolean };

const TOKENS: Record<string, Token> = {
  y: { unidad: 'year', patron: /^\d{1,4}/ },
  yy: { unidad: 'year', patron: /^\d{1,2}/, dosDigitos: true },
  yyy: { unidad: 'year', patron: /^\d{1,3}/ },
  yyyy: { unidad: 'year', patron: /^\d{1,4}/ },
  M: { unidad: 'month', patron: /^(1[0-2]|0?\d)/ },
  MM: { unidad: 'month', patron: /^\d{1,2}/ },
  d: { unidad: 'date', patron: /^(3[0-1]|[0-2]?\d)/ },
  dd: { unidad: 'date', patron: /^\d{1,2}/ },
};

const DIAS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const diasDelMes = (anio: number, mes: number) =>
  mes === 1 && ((anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0) ? 29 : DIAS[mes]!;

/** date-fns' `normalizeTwoDigitYear`: a two-digit year within 50 years of the current one. */
function anioDeDosDigitos(dosDigitos: number, actual: number): number {
  const comun = actual > 0;
  const absoluto = comun ? actual : 1 - actual;
  let anio: number;
  if (absoluto <= 50) anio = dosDigitos || 100;
  else {
    const fin = absoluto + 50;
    const siglo = Math.trunc(fin / 100) * 100;
    anio = dosDigitos + siglo - (dosDigitos >= fin % 100 ? 100 : 0);
  }
  return comun ? anio : 1 - anio;
}

export function parse(texto: string, formato: string, referencia: Date | number): Date {
  const invalida = () => new Date(Number.NaN);
  if (!formato) return texto ? invalida() : new Date(referencia);
  const valores = new Map<Unidad, { valor: number; dosDigitos?: boolean }>();
  let resto = texto;
  // date-fns' formattingTokensRegExp, without the quoted and ordinal forms: runs of a letter, or one character.
  for (const token of formato.match(/(\w)\1*|./g) ?? []) {
    if (/[a-zA-Z]/.test(token[0]!)) {
      const t = TOKENS[token];
      // Another token (a quoted text, a month name, a time) is not one the date fields parse.
      if (!t || valores.has(t.unidad)) return invalida();
      const hallado = t.patron.exec(resto);
      if (!hallado) return invalida();
      valores.set(t.unidad, { valor: parseInt(hallado[0], 10), dosDigitos: t.dosDigitos });
      resto = resto.slice(hallado[0].length);
    } else if (resto.startsWith(token)) resto = resto.slice(token.length);
    else return invalida();
  }
  if (/\S/.test(resto)) return invalida();
  const fecha = new Date(referencia);
  if (Number.isNaN(fecha.getTime())) return invalida();
  const anio = valores.get('year');
  if (anio) {
    if (!anio.dosDigitos && anio.valor <= 0) return invalida();
    fecha.setFullYear(anio.dosDigitos ? anioDeDosDigitos(anio.valor, fecha.getFullYear()) : anio.valor, 0, 1);
    fecha.setHours(0, 0, 0, 0);
  }
  const mes = valores.get('month');
  if (mes) {
    if (mes.valor < 1 || mes.valor > 12) return invalida();
    fecha.setMonth(mes.valor - 1, 1);
    fecha.setHours(0, 0, 0, 0);
  }
  const dia = valores.get('date');
  if (dia) {
    if (dia.valor < 1 || dia.valor > diasDelMes(fecha.getFullYear(), fecha.getMonth())) return invalida();
    fecha.setDate(dia.valor);
    fecha.setHours(0, 0, 0, 0);
  }
  return fecha;
}
