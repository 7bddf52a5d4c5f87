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
