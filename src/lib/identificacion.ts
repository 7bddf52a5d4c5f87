/**
 * Identification numbers (by Hacienda's rules) for clients (`esJuridico` 0/1/3/4) and
 * companies (`tipo` '01'..'04'): digits only, first digit not 0; física exactly 9; jurídica exactly
 * 10; DIMEX 11 or 12; NITE exactly 10. International clients: 1 to 18 letters or digits.
 * Shared by the forms and the mock server, so that the server never accepts what a form refuses.
 */
export type TipoIdentificacion = 'FISICA' | 'JURIDICA' | 'DIMEX' | 'NITE';

export const LIMITES: Record<TipoIdentificacion, { min: number; max: number }> = {
  FISICA: { min: 9, max: 9 },
  JURIDICA: { min: 10, max: 10 },
  DIMEX: { min: 11, max: 12 },
  NITE: { min: 10, max: 10 },
};

export const LIMITE_INTERNACIONAL = { min: 1, max: 18 };

/** Client `esJuridico`: 0 física, 1 jurídica, 3 DIMEX, 4 NITE. */
export type EsJuridico = 0 | 1 | 3 | 4;
export const TIPOS_CLIENTE: ReadonlyArray<{ value: EsJuridico; label: string; tipo: TipoIdentificacion }> = [
  { value: 0, label: 'Física', tipo: 'FISICA' },
  { value: 1, label: 'Jurídica', tipo: 'JURIDICA' },
  { value: 3, label: 'DIMEX', tipo: 'DIMEX' },
  { value: 4, label: 'NITE', tipo: 'NITE' },
];

/** Empresa `tipo`: '01' física, '02' jurídica, '03' DIMEX, '04' NITE. */
export type TipoEmpresa = '01' | '02' | '03' | '04';
const EMPRESA_TIPOS: Record<TipoEmpresa, TipoIdentificacion> = {
  '01': 'FISICA',
  '02': 'JURIDICA',
  '03': 'DIMEX',
  '04': 'NITE',
};

export function tipoDeCliente(esJuridico: number): TipoIdentificacion {
  return TIPOS_CLIENTE.find((t) => t.value === esJuridico)?.tipo ?? 'FISICA';
}

export function tipoDeEmpresa(tipo: string): TipoIdentificacion | null {
  return EMPRESA_TIPOS[tipo as TipoEmpresa] ?? null;
}

export type IdentificacionCheck =
  | { ok: true }
  | { ok: false; reason: 'requerido' }
  /** Not digits only, or starts with 0 (dialog 'Campo cédula'). */
  | { ok: false; reason: 'formato' }
  /** Wrong length for the type (dialog 'Campo Número Identificación' with {min}/{max}). */
  | { ok: false; reason: 'longitud'; min: number; max: number };

/** Checks an identification number for a type; `internacional` relaxes it to 1–18 letters or digits. */
export function validarIdentificacion(
  value: string | null | undefined,
  tipo: TipoIdentificacion,
  { internacional = false }: { internacional?: boolean } = {},
): IdentificacionCheck {
  const v = (value ?? '').trim();
  if (!v) return { ok: false, reason: 'requerido' };
  if (internacional) {
    if (!/^[A-Za-z0-9]+$/.test(v)) return { ok: false, reason: 'formato' };
    const { min, max } = LIMITE_INTERNACIONAL;
    return v.length <= max ? { ok: true } : { ok: false, reason: 'longitud', min, max };
  }
  if (!/^[1-9][0-9]*$/.test(v)) return { ok: false, reason: 'formato' };
  const { min, max } = LIMITES[tipo];
  return v.length >= min && v.length <= max ? { ok: true } : { ok: false, reason: 'longitud', min, max };
}

export function esIdentificacionValida(
  value: string | null | undefined,
  tipo: TipoIdentificacion,
  options?: { internacional?: boolean },
): boolean {
  return validarIdentificacion(value, tipo, options).ok;
}
