import { foldText } from '@/lib/text';

/**
 * Exchange-rate rules (name, sale, purchase and symbol required; exactly one system rate; M29), shared
 * by the form and the mock server so that the server never accepts what the form refuses.
 */
export const NOMBRE_MIN = 2;
/** '¢', '$', '€', 'US$': the form stops typing at 3 characters. */
export const SIMBOL_MAX = 3;

export type ProblemaNombre = 'requerido' | 'min';
export type ProblemaSimbol = 'requerido' | 'max';

const texto = (value: unknown) => (value === null || value === undefined ? '' : String(value)).trim();

/** The name (trimmed): required, at least 2 characters (the input's minlength). */
export function problemaNombre(value: unknown): ProblemaNombre | null {
  const v = texto(value);
  if (!v) return 'requerido';
  if (v.length < NOMBRE_MIN) return 'min';
  return null;
}

/** A sale or purchase amount is present only as a finite number above 0: blank or zero counts as missing. */
export function montoValido(value: unknown): boolean {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  const v = texto(value);
  const n = Number(v);
  return v !== '' && Number.isFinite(n) && n > 0;
}

/** The currency symbol (trimmed): required, at most 3 characters. */
export function problemaSimbol(value: unknown): ProblemaSimbol | null {
  const v = texto(value);
  if (!v) return 'requerido';
  if (v.length > SIMBOL_MAX) return 'max';
  return null;
}

/** The spec forces esDefault to 0 or 1 on validation: only 1 (or true) is 1. */
export function aFlag(value: unknown): 0 | 1 {
  return value === 1 || value === '1' || value === true ? 1 : 0;
}

/**
 * Exactly one rate is the system's (API.md): saving another with esDefault 1 clears the old one, but
 * the system rate itself cannot be unticked, or none would be left. `actualId` is the current one's id.
 */
export function quitaElDelSistema(id: number, esDefault: 0 | 1, actualId: number | undefined): boolean {
  return esDefault === 0 && id > 0 && id === actualId;
}

/** A currency whose day's rate Hacienda publishes (registro-hacienda's `/indicadores/tc/…`). */
export type MonedaHacienda = 'dolar' | 'euro';

const SIMBOLOS: Record<string, MonedaHacienda | null> = {
  $: 'dolar',
  US$: 'dolar',
  USD: 'dolar',
  '€': 'euro',
  EUR: 'euro',
  '¢': null,
  '₡': null,
  CRC: null,
};
const NOMBRES: Record<string, MonedaHacienda> = {
  dolar: 'dolar',
  dolares: 'dolar',
  'dolar estadounidense': 'dolar',
  'dolares estadounidenses': 'dolar',
  usd: 'dolar',
  euro: 'euro',
  euros: 'euro',
  eur: 'euro',
};

/**
 * Which of Hacienda's rates a row is, so the form can offer to bring it (D4x-tc-cabys). The symbol
 * decides when it is one the app knows, since it is what the invoice shows next to each amount; a row
 * whose symbol says nothing (blank, or another currency's sign) is read by its whole name, never by a
 * word inside it, so 'Dólar canadiense' is not taken for the US dollar. Colones have no rate to bring.
 */
export function monedaHacienda(row: { nombre: string; simbol: string }): MonedaHacienda | null {
  const simbol = texto(row.simbol).toUpperCase();
  if (simbol in SIMBOLOS) return SIMBOLOS[simbol]!;
  return NOMBRES[foldText(row.nombre).replace(/\s+/g, ' ')] ?? null;
}
