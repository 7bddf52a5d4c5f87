/** Money as the spec shows it: 2 decimals, ',' thousands, '.' decimals. */
const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const DEFAULT_SIMBOL = '¢';

/** A number from a typed amount ('1,234.5'); 0 for anything else (null, '', 'abc', Infinity). */
export function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** '1,234.50' (no symbol). */
export function formatAmount(value: number | string | null | undefined): string {
  return moneyFormat.format(toNumber(value));
}

/** '¢1,234.50', '$1,234.50' or '-¢1,234.50'. */
export function formatMoney(
  value: number | string | null | undefined,
  simbol: string = DEFAULT_SIMBOL,
): string {
  const n = toNumber(value);
  const text = moneyFormat.format(Math.abs(n));
  return `${n < 0 ? '-' : ''}${simbol || DEFAULT_SIMBOL}${text}`;
}

/**
 * Integer céntimos, rounded half away from zero on the decimal value the user sees:
 * 1.005 → 101 (plain `Math.round(1.005 * 100)` gives 100 because of binary floats).
 */
export function toCentimos(value: number | string | null | undefined): number {
  const n = toNumber(value);
  // Shift the decimal text by two places (String(1e-7) is '1e-7', so shift its exponent).
  const [mantissa, exponent = '0'] = String(Math.abs(n)).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + 2}`);
  return Math.sign(n) * Math.round(shifted) || 0;
}

export function fromCentimos(centimos: number): number {
  return centimos / 100;
}

/** Exact sum of money values (no float drift): sumMoney([0.1, 0.2]) === 0.3. */
export function sumMoney(values: ReadonlyArray<number | string | null | undefined>): number {
  return fromCentimos(values.reduce<number>((acc, v) => acc + toCentimos(v), 0));
}

/** Rounds a money value to 2 decimals, half away from zero. */
export function roundMoney(value: number | string | null | undefined): number {
  return fromCentimos(toCentimos(value));
}

/** `amount × percent / 100`, rounded to céntimos (tax lines). */
export function percentOf(amount: number | string, percent: number | string): number {
  return roundMoney((toNumber(amount) * toNumber(percent)) / 100);
}

/** A typed decimal as it is read: no spaces around, no thousands' commas. */
const textoDecimal = (value: string) => value.trim().replace(/,/g, '');
/** A plain decimal text ('-1234.5', '.5'); anything else is read as a number. */
const DECIMAL_LLANO = /^[-+]?\d*\.?\d+$/;

/** A decimal as an exact scaled integer: `n / 10^scale`. */
type Decimal = { n: bigint; scale: number };

/** The exact decimal the user typed or the shortest text of a number ('33.335', '1e-7'). */
function toDecimal(value: number | string | null | undefined): Decimal {
  const raw = typeof value === 'string' ? textoDecimal(value) : '';
  const text = DECIMAL_LLANO.test(raw) ? raw : String(toNumber(value));
  const [mantissa = '0', exponent = '0'] = text.toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [int = '', frac = ''] = mantissa.replace(/^[-+]/, '').split('.');
  let scale = frac.length - Number(exponent);
  let digits = BigInt(`${int}${frac}` || '0');
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { n: negative ? -digits : digits, scale };
}

/** `num / den` rounded half away from zero. */
function divideRounded(num: bigint, den: bigint): bigint {
  if (den < 0n) return divideRounded(-num, -den);
  const abs = num < 0n ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return num < 0n ? -q : q;
}

type Factores = ReadonlyArray<number | string | null | undefined>;

/**
 * Exact `(f1 × f2 × …) / (d1 × d2 × …) × 10^decimales`, rounded once half away from zero; a zero
 * divisor counts as 1.
 */
function productScaled(factors: Factores, divisors: Factores, decimales: number): number {
  return (
    productScaledRapido(factors, divisors, decimales) ?? productScaledBigInt(factors, divisors, decimales)
  );
}

function productScaledBigInt(factors: Factores, divisors: Factores, decimales: number): number {
  let num = 10n ** BigInt(decimales);
  let den = 1n;
  for (const f of factors) {
    const d = toDecimal(f);
    num *= d.n;
    den *= 10n ** BigInt(d.scale);
  }
  for (const v of divisors) {
    const d = toDecimal(v);
    if (d.n === 0n) continue;
    num *= 10n ** BigInt(d.scale);
    den *= d.n;
  }
  return Number(divideRounded(num, den));
}

/**
 * A plain decimal text ('505.12', ' 1,234.5 ') as an integer and a scale, as `toDecimal` reads it:
 * exchange rates and Hacienda's amounts come as texts. Null past 15 digits (they might not stay below
 * 2⁵³) or when the text is not plain, which `toDecimal` reads instead.
 */
function decimalDeTexto(value: string): readonly [number, number] | null {
  const raw = textoDecimal(value);
  if (!DECIMAL_LLANO.test(raw)) return null;
  const [int = '', conCeros = ''] = raw.replace(/^[-+]/, '').split('.');
  // '505.12000' is 50512 × 10⁻², so that its products stay within reach as a number's would.
  const frac = conCeros.replace(/0+$/, '');
  const digitos = `${int}${frac}`.replace(/^0+/, '');
  if (digitos.length > 15) return null;
  const n = Number(digitos || '0');
  return [raw.startsWith('-') && n !== 0 ? -n : n, frac.length];
}

/**
 * A number's shortest decimal text (the one `String` gives) as an integer and a scale: 1.25 → [125, 2];
 * null when it would not stay well below 2⁵³. Found by arithmetic, not by writing the text: for each
 * scale s, m = round(x × 10ˢ) is the only candidate while |x| × 10ˢ < 2⁵¹ (the product's error and x's
 * own spacing each stay under a quarter), and it is x's text when m / 10ˢ reads back as x (a division
 * of exact integers is rounded as reading the text would be); the first scale that reads back has the
 * fewest digits, as the text does.
 */
function decimalDeNumero(value: number | null | undefined): readonly [number, number] | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (Number.isInteger(value)) return Number.isSafeInteger(value) ? [value + 0, 0] : null;
  for (let escala = 1, potencia = 10; escala <= 22; escala++, potencia *= 10) {
    const escalado = value * potencia;
    if (Math.abs(escalado) >= 2 ** 51) return null;
    const m = Math.round(escalado);
    if (m / potencia === value) return [m, escala];
  }
  return null;
}

const decimalRapido = (value: number | string | null | undefined) =>
  typeof value === 'string' ? decimalDeTexto(value) : decimalDeNumero(value);

/**
 * The same product in plain integer arithmetic, which is exact while every figure stays below 2⁵³ (it
 * gives up, null, as soon as one would not): the same answer as the exact path for a fraction of its
 * cost, and the demo's seed computes thousands of invoice lines at every page load. The powers of ten
 * (the scale asked for, the decimals of each figure) are counted apart and cancelled before they
 * multiply, so that an amount times an exchange rate stays within reach.
 */
function productScaledRapido(factors: Factores, divisors: Factores, decimales: number): number | null {
  let num = 1;
  let den = 1;
  let potencia = decimales;
  for (const f of factors) {
    const d = decimalRapido(f);
    if (!d) return null;
    num *= d[0];
    potencia -= d[1];
    if (!Number.isSafeInteger(num)) return null;
  }
  for (const v of divisors) {
    const d = decimalRapido(v);
    if (!d) return null;
    if (d[0] === 0) continue;
    den *= d[0];
    potencia += d[1];
    if (!Number.isSafeInteger(den)) return null;
  }
  if (potencia > 0) num *= 10 ** potencia;
  else den *= 10 ** -potencia;
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) return null;
  if (den < 0) {
    num = -num;
    den = -den;
  }
  // Half away from zero, as divideRounded: ⌊(2|num| + den) / 2den⌋, the remainder taken off first so
  // that the division is exact.
  const a = 2 * Math.abs(num) + den;
  const b = 2 * den;
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return null;
  const q = (a - (a % b)) / b;
  return num < 0 && q !== 0 ? -q : q;
}

/**
 * Exact `(f1 × f2 × …) / (d1 × d2 × …)` in integer céntimos, rounded once, half away from zero
 * (no float drift; 3 × 33.335 → 10001 céntimos, where floats give 100.00499…).
 */
export function productToCentimos(factors: Factores, divisors: Factores = []): number {
  return productScaled(factors, divisors, 2);
}

/** `centimos × percent / 100` in céntimos, rounded half away from zero. */
export function percentOfCentimos(centimos: number, percent: number | string): number {
  return productToCentimos([fromCentimos(centimos), percent], [100]);
}

/*
 * Hacienda's amounts (v4.4 DecimalDineroType, 18,5): every calculated field of a document is its
 * formula rounded to 5 decimals, half up on the sixth (Anexos y Estructuras v4.4, p. 15). They are held
 * as integer units of 10⁻⁵ ('exactos') so sums and comparisons are exact.
 */
export const DECIMALES_HACIENDA = 5;
/** Units of 10⁻⁵ in one colón (or dollar). */
export const ESCALA_HACIENDA = 100_000;

/** The same product in integer units of 10⁻⁵, rounded once half up (176.5 × 13 / 100 → 2294500). */
export function productToExacto(factors: Factores, divisors: Factores = []): number {
  return productScaled(factors, divisors, DECIMALES_HACIENDA);
}

/** A money value in units of 10⁻⁵, rounded half away from zero at the fifth decimal. */
export function toExacto(value: number | string | null | undefined): number {
  return productToExacto([value]);
}

export function fromExacto(exacto: number): number {
  return exacto / ESCALA_HACIENDA;
}

/** Hacienda's text of an amount: '22.94500'. */
export function textoHacienda(exacto: number): string {
  const signo = exacto < 0 ? '-' : '';
  const abs = String(Math.abs(exacto)).padStart(DECIMALES_HACIENDA + 1, '0');
  return `${signo}${abs.slice(0, -DECIMALES_HACIENDA)}.${abs.slice(-DECIMALES_HACIENDA)}`;
}
