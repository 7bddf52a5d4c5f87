/**
 * Economic-activity type rules (seed 1 §5 and §9, DECISIONS V2), shared by the form and the mock
 * server. Hacienda's activity codes are 6-character strings (they may start with 0), never numbers.
 */
export const CODIGO_ACTIVIDAD_LONGITUD = 6;
export const DESCRIPCION_MIN = 5;
export const DESCRIPCION_MAX = 80;

export type ProblemaCodigoActividad = 'requerido' | 'longitud' | 'digitos';
export type ProblemaDescripcion = 'requerida' | 'min' | 'max';

/** The first problem of an activity code (trimmed): blank, not exactly 6 characters, or not all digits. */
export function problemaCodigoActividad(value: string | null | undefined): ProblemaCodigoActividad | null {
  const v = (value ?? '').trim();
  if (!v) return 'requerido';
  if (v.length !== CODIGO_ACTIVIDAD_LONGITUD) return 'longitud';
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
