/**
 * CABYS service rules (seed 1 §5 and §9, DECISIONS V3), shared by the form and the mock server so the
 * server never accepts what the form refuses.
 */
export const CODIGO_CABYS_LONGITUD = 13;
export const DESCRIPCION_MIN = 5;
export const DESCRIPCION_MAX = 80;

export const ESTADOS_CABYS = ['ACTIVO', 'INACTIVO'] as const;
export type EstadoCabys = (typeof ESTADOS_CABYS)[number];
export const ESTADO_CABYS_DEFAULT: EstadoCabys = 'ACTIVO';

export type ProblemaCodigoCabys = 'requerido' | 'longitud' | 'digitos';
export type ProblemaDescripcion = 'requerida' | 'min' | 'max';

/** The first problem of a CABYS code (trimmed): blank, not exactly 13 characters, or not all digits. */
export function problemaCodigoCabys(value: string | null | undefined): ProblemaCodigoCabys | null {
  const v = (value ?? '').trim();
  if (!v) return 'requerido';
  if (v.length !== CODIGO_CABYS_LONGITUD) return 'longitud';
  if (!/^\d+$/.test(v)) return 'digitos';
  return null;
}

/** The first problem of a description (trimmed): blank, under 5 or over 80 characters. */
export function problemaDescripcion(value: string | null | undefined): ProblemaDescripcion | null {
  const v = (value ?? '').trim();
  if (!v) return 'requerida';
  if (v.length < DESCRIPCION_MIN) return 'min';
  if (v.length > DESCRIPCION_MAX) return 'max';
  return null;
}

export function esEstadoCabys(value: unknown): value is EstadoCabys {
  return ESTADOS_CABYS.includes(value as EstadoCabys);
}
