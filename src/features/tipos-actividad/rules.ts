/**
 * Economic-activity type rules (a 6-character code and a description of 5 to 80 characters), shared by
 * the form and the mock server. Hacienda's activity codes are 6-character strings (they may start
 * with 0), never numbers: six digits of the pre-2025 list, or since TRIBU-CR (October 2025) CIIU 4 as
 * the registry writes it, "5229.0", which a v4.4 document carries as is.
 */
import { problemaCodigo, type ProblemaCodigo } from '@/lib/codigo-catalogo';

export const CODIGO_ACTIVIDAD_LONGITUD = 6;
/** CIIU 4 as Hacienda writes it since 2025: the code's other accepted form. */
export const FORMA_CIIU4 = /^\d{4}\.\d$/;
export type ProblemaCodigoActividad = ProblemaCodigo;

/** The first problem of an activity code (trimmed): blank, not 6 characters, or neither 6 digits nor CIIU 4. */
export const problemaCodigoActividad = (value: string | null | undefined) =>
  problemaCodigo(value, CODIGO_ACTIVIDAD_LONGITUD, FORMA_CIIU4);
