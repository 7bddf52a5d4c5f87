/**
 * Economic-activity type rules (a 6-digit code and a description of 5 to 80 characters), shared by
 * the form and the mock server. Hacienda's activity codes are 6-character strings (they may start with
 * 0), never numbers.
 */
import { problemaCodigo, type ProblemaCodigo } from '@/lib/codigo-catalogo';

export const CODIGO_ACTIVIDAD_LONGITUD = 6;
export type ProblemaCodigoActividad = ProblemaCodigo;

/** The first problem of an activity code (trimmed): blank, not exactly 6 characters, or not all digits. */
export const problemaCodigoActividad = (value: string | null | undefined) =>
  problemaCodigo(value, CODIGO_ACTIVIDAD_LONGITUD);
