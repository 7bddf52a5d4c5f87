import {
  fromExacto,
  productToExacto,
  textoHacienda,
  toExacto,
  formatAmount,
  formatMoney,
  fromCentimos,
  percentOf,
  percentOfCentimos,
  productToCentimos,
  roundMoney,
  sumMoney,
  toCentimos,
  toNumber,
} from '@/lib/money';

describe('formatAmount: 2 decimals, "," thousands, "." decimals (B5)', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [0.005, '0.01'],
    [-9876.543, '-9,876.54'],
    ['2500', '2,500.00'],
    ['1,234.5', '1,234.50'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['', '0.00'],
    ['abc', '0.00'],
  ])('%j → %j', (value, expected) => expect(formatAmount(value)).toBe(expected));
});

describe('formatMoney: with the currency symbol (default ¢)', () => {
  it.each([
    [1500, undefined, '¢1,500.00'],
    [1500, '$', '$1,500.00'],
    [99.999, '€', '€100.00'],
    [-25, '$', '-$25.00'],
    [10, '', '¢10.00'],
    [0, '$', '$0.00'],
  ])('%j %j → %j', (value, simbol, expected) => expect(formatMoney(value, simbol)).toBe(expected));
});

describe('toNumber', () => {
  it.each([
    [12, 12],
    ['12.5', 12.5],
    ['1,000.25', 1000.25],
    ['', 0],
    [null, 0],
    ['x', 0],
    [Number.POSITIVE_INFINITY, 0],
    [undefined, 0],
    ['1e3', 1000],
  ])('%j → %j', (value, expected) => expect(toNumber(value)).toBe(expected));
});

describe('céntimos: exact, half away from zero', () => {
  it.each([
    [1.005, 101],
    [1.004, 100],
    [-1.005, -101],
    [0.1, 10],
    [1234.565, 123457],
    ['19.99', 1999],
    [0, 0],
    [1e-7, 0],
    [1e21, 1e23],
  ])('toCentimos(%j) → %j', (value, expected) => expect(toCentimos(value)).toBe(expected));

  it('fromCentimos', () => expect(fromCentimos(123457)).toBe(1234.57));

  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-2.675, -2.68],
    [10, 10],
  ])('roundMoney(%j) → %j', (value, expected) => expect(roundMoney(value)).toBe(expected));
});

describe('sumMoney: no float drift', () => {
  it.each([
    [[0.1, 0.2], 0.3],
    [[0.7, 0.1, 0.1, 0.1], 1],
    [Array.from({ length: 1000 }, () => 0.01), 10],
    [['1,000.10', 2000.2, null, ''], 3000.3],
    [[100, -33.33, -33.33, -33.34], 0],
    [[], 0],
  ])('%j → %j', (values, expected) => expect(sumMoney(values)).toBe(expected));
});

describe('percentOf: line tax rounded to céntimos', () => {
  it.each([
    [100, 13, 13],
    [1234.56, 13, 160.49],
    [0.5, 13, 0.07],
    ['2500', '13', 325],
    [999.99, 0, 0],
  ])('%j at %j percent → %j', (amount, percent, expected) =>
    expect(percentOf(amount, percent)).toBe(expected),
  );
});

describe('productToCentimos: exact products and ratios, rounded once half away from zero (B5)', () => {
  it.each<[Array<number | string>, Array<number | string>, number]>([
    [[3, 33.335], [], 10001],
    [['3', '33.335'], [], 10001],
    [[1, 100, 512.35], [1], 5123500],
    [[1, 10000], [512.35], 1952],
    [[-1.005], [], -101],
    [[1e-7, 1e9], [], 10000],
    [['1,250.50'], [], 125050],
    [[5], [0], 500],
    [['abc', 5], [], 0],
    // A number too large for plain decimal text ('1e+21'), and negative divisors.
    [[1e21], [], 1e23],
    [[100], [-4], -2500],
    [[-100], [-4], 2500],
    [[1], [-8], -13],
    // What was typed, not the nearest float: 2.00499… is 200 céntimos, where the float 2.005 gives 201.
    [['2.00499999999999999999'], [], 200],
    [[' 2.00499999999999999999 '], [], 200],
    [['1,002.00499999999999999999'], [], 100200],
    [['12.00499999999999999999'], [], 1200],
    [['149999999999999999'], ['10000000000000000000'], 1],
    // Exchange rates and Hacienda's amounts as texts, up to 15 digits and past them.
    [['1000.00000', '505.12000'], [], 50512000],
    [['-0.00500', '1'], [], -1],
    [['-0.00400', '1'], [], 0],
    [['.5', '+3'], [], 150],
    [['999999999999999'], ['100'], 999999999999999],
    [['9999999999999999'], ['1000'], 1e15],
    [['00000000000000000001.5'], [], 150],
    // Text that is not a plain decimal is read as a number, or 0.
    [['x1.5'], [], 0],
    [['1.5x'], [], 0],
  ])('%j / %j → %j céntimos', (factors, divisors, expected) =>
    expect(productToCentimos(factors, divisors)).toBe(expected),
  );
});

describe('percentOfCentimos: a tax in céntimos', () => {
  it.each([
    [50, 13, 7],
    [150, 13, 20],
    [-50, 13, -7],
    [10001, 13, 1300],
    [2561750, 13, 333028],
    [1000, 0, 0],
  ])('%j × %j %% → %j', (c, p, expected) => expect(percentOfCentimos(c, p)).toBe(expected));
});

describe("Hacienda's 5 decimals (Anexos p. 15: half up on the sixth decimal)", () => {
  it.each([
    ['20.203512 → 20.20351 (the Anexos example)', ['20.203512'], [], 2020351],
    ['20.203518 → 20.20352 (the Anexos example)', ['20.203518'], [], 2020352],
    ['176.5 × 13 / 100 = 22.945', [176.5, 13], [100], 2294500],
    ['6 × 20.47333 = 122.83998', [6, '20.47333'], [], 12283998],
    ['10000 / 512.35 = 19.5179076… → 19.51791', [10000], [512.35], 1951791],
    ['0.000005 rounds up', ['0.000005'], [], 1],
  ] as const)('%s', (_, f, d, esperado) => {
    expect(productToExacto(f, d)).toBe(esperado);
  });

  it.each([
    [2294500, '22.94500'],
    [1, '0.00001'],
    [0, '0.00000'],
    [-150000, '-1.50000'],
    [12345678900000, '123456789.00000'],
  ])('%i is written %s', (exacto, texto) => {
    expect(textoHacienda(exacto)).toBe(texto);
  });

  it('reads an amount to units and back', () => {
    expect(toExacto('1,234.567891')).toBe(123456789);
    expect(fromExacto(toExacto(22.945))).toBe(22.945);
  });
});

/*
 * Numbers take a plain integer path while every figure stays below 2⁵³ (the seed computes thousands of
 * lines with it): it must give what the exact decimal reading gives, here recomputed with BigInt from
 * each number's shortest text, the definition the money module follows.
 */
describe('products of numbers: the same céntimos and units as exact decimal arithmetic', () => {
  function exacta(factors: number[], divisors: number[], escala: bigint): number {
    const decimal = (x: number) => {
      const [mantisa = '0', exponente = '0'] = String(x).split('e');
      const [ent = '', frac = ''] = mantisa.replace('-', '').split('.');
      const escalaX = frac.length - Number(exponente);
      const n = BigInt(`${ent}${frac}`) * 10n ** BigInt(Math.max(0, -escalaX));
      return { n: x < 0 ? -n : n, escala: Math.max(0, escalaX) };
    };
    let num = escala;
    let den = 1n;
    for (const f of factors) {
      const d = decimal(f);
      num *= d.n;
      den *= 10n ** BigInt(d.escala);
    }
    for (const v of divisors) {
      const d = decimal(v);
      if (d.n === 0n) continue;
      num *= 10n ** BigInt(d.escala);
      den *= d.n;
    }
    if (den < 0n) [num, den] = [-num, -den];
    const abs = num < 0n ? -num : num;
    const q = (2n * abs + den) / (2n * den);
    return Number(num < 0n ? -q : q);
  }

  it.each<[number[], number[]]>([
    [[2.5], []],
    [[-2.5], []],
    [[0.005], []],
    [[-0.005], []],
    [[1.005], []],
    [[3, 33.335], []],
    [[-0], []],
    [[0], [-3]],
    [[-1], [3]],
    [[7], [0]],
    [[1, 100, 512.35], [1]],
    [[10000], [512.35]],
    [[176.5, 13], [100]],
    [[1e-7, 1e9], []],
    [[123456789.12345], [0.00007]],
    [[9007199254740991], []],
    [[2 ** 53 + 2], [3]],
    [[2 ** 52 - 0.5], []],
    [[1e21], [7]],
    [
      [0.1, 0.2, 0.3],
      [0.7, 1.1],
    ],
    // Texts of 17 digits, fractions that never end, tiny and large ones.
    [[0.1 + 0.2], []],
    [[1 / 3], [7]],
    [[-123456.789012], [0.0003]],
    [[5e-324], [1e-7]],
    [[2251799813685.2476], []],
    [[512.85, 1234.56789], []],
    // A negative amount that rounds to nothing is 0, not −0 (which would print '-0.00').
    [[-0.001], []],
    [[-0.000004], []],
    [[-1], [300]],
  ])('%j / %j', (factors, divisors) => {
    expect(productToCentimos(factors, divisors)).toBe(exacta(factors, divisors, 100n));
    expect(productToExacto(factors, divisors)).toBe(exacta(factors, divisors, 100_000n));
  });

  it('takes typed texts as factors and divisors ("1,234.5"), and ignores a zero divisor', () => {
    expect(productToCentimos([10], ['3'])).toBe(333);
    expect(productToCentimos(['1,234.5', 2], ['3'])).toBe(82300);
    expect(productToExacto([7], [' 0.5 ', '0'])).toBe(1_400_000);
  });

  it('agrees on thousands of money-shaped products (prices, quantities, rates, percents)', () => {
    let semilla = 20261129;
    const azar = () => {
      // mulberry32: the same numbers at every run.
      semilla = (semilla + 0x6d2b79f5) >>> 0;
      let t = Math.imul(semilla ^ (semilla >>> 15), semilla | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const numero = () => {
      const decimales = Math.floor(azar() * 7);
      const magnitud = 10 ** Math.floor(azar() * 10);
      const x = Math.round(azar() * magnitud * 10 ** decimales) / 10 ** decimales;
      return azar() < 0.1 ? -x : x;
    };
    const distintos: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const factors = Array.from({ length: 1 + Math.floor(azar() * 3) }, numero);
      const divisors = Array.from({ length: Math.floor(azar() * 3) }, numero);
      // The same figures as texts, as exchange rates and Hacienda's amounts come ('505.12', '1e-7').
      const comoTexto = (x: number) => (azar() < 0.5 ? String(x) : x);
      const [factorsTexto, divisorsTexto] = [factors.map(comoTexto), divisors.map(comoTexto)];
      for (const [escala, calcular] of [
        [100n, productToCentimos],
        [100_000n, productToExacto],
      ] as const) {
        const esperado = exacta(factors, divisors, escala);
        if (calcular(factors, divisors) !== esperado) distintos.push(JSON.stringify([factors, divisors]));
        if (calcular(factorsTexto, divisorsTexto) !== esperado)
          distintos.push(JSON.stringify([factorsTexto, divisorsTexto]));
      }
    }
    expect(distintos).toEqual([]);
  });
});
