/**
 * CABYS service rules (a 13-digit code, a description of 5 to 80 characters, a status), shared by
 * the form and the mock server so the server never accepts what the form refuses.
 */
import { problemaCodigo, type ProblemaCodigo } from '@/lib/codigo-catalogo';

export const CODIGO_CABYS_LONGITUD = 13;
export const ESTADOS_CABYS = ['ACTIVO', 'INACTIVO'] as const;
export type EstadoCabys = (typeof ESTADOS_CABYS)[number];
export const ESTADO_CABYS_DEFAULT: EstadoCabys = 'ACTIVO';

export type ProblemaCodigoCabys = ProblemaCodigo;

/** The first problem of a CABYS code (trimmed): blank, not exactly 13 characters, or not all digits. */
export const problemaCodigoCabys = (value: string | null | undefined) =>
  problemaCodigo(value, CODIGO_CABYS_LONGITUD);

export function esEstadoCabys(value: unknown): value is EstadoCabys {
  return ESTADOS_CABYS.includes(value as EstadoCabys);
}
