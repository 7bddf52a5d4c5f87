import * as z from 'zod/mini';

/**
 * A catalog of codes with a description — the CABYS services (13 digits) and the activity types
 * (6 digits): the spec's code and description rules, shared by the forms and the mock
 * server so the server never accepts what a form refuses. A code is text: it may start with 0.
 */
export const DESCRIPCION_MIN = 5;
export const DESCRIPCION_MAX = 80;

export type ProblemaCodigo = 'requerido' | 'longitud' | 'digitos';
export type ProblemaDescripcion = 'requerida' | 'min' | 'max';

/**
 * The first problem of a code (trimmed): blank, not exactly `longitud` characters, or not all digits
 * (unless it has the catalog's other accepted form, `otraForma`).
 */
export function problemaCodigo(
  value: string | null | undefined,
  longitud: number,
  otraForma?: RegExp,
): ProblemaCodigo | null {
  const v = (value ?? '').trim();
  if (!v) return 'requerido';
  if (v.length !== longitud) return 'longitud';
  if (!/^\d+$/.test(v) && !otraForma?.test(v)) return 'digitos';
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

/** A form's code field: its first problem, in the screen's words. */
export const codigoField = (longitud: number, mensajes: Record<ProblemaCodigo, string>, otraForma?: RegExp) =>
  z.string().check(
    z.superRefine((v, ctx) => {
      const problema = problemaCodigo(v, longitud, otraForma);
      if (problema) ctx.addIssue({ code: 'custom', message: mensajes[problema] });
    }),
  );

/** A form's description field: its first problem, in the screen's words. */
export const descripcionField = (mensajes: Record<ProblemaDescripcion, string>) =>
  z.string().check(
    z.superRefine((v, ctx) => {
      const problema = problemaDescripcion(v);
      if (problema) ctx.addIssue({ code: 'custom', message: mensajes[problema] });
    }),
  );
