/** Money as the spec shows it (B5): 2 decimals, ',' thousands, '.' decimals. */
const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const DEFAULT_SIMBOL = '¢';

export function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
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
