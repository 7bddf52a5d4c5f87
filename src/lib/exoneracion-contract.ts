import * as z from 'zod/mini';
import { digits, num, stamp, text, transformed } from './contract';

/*
 * The exoneration document as the API carries it (exoneracion.ts says what it is): its schema alone,
 * apart from the tables, texts and checks, because every invoice answer reads it and the invoice
 * list loads the invoice contract without needing any of those (decision D34).
 */

/** A number that may be left out: absent, null or not a number reads as null (never 0). */
const opcional = transformed(z.catch(z.nullish(num), null), (v) => v ?? null);

/** The document as the API carries it (docs/api.md, 'Exoneración'). */
export const exoneracionSchema = z.object({
  tipoDocumento: digits,
  tipoDocumentoOtro: text,
  numeroDocumento: text,
  /** Integer up to 6 digits, or null where the type needs none. */
  articulo: opcional,
  inciso: opcional,
  nombreInstitucion: digits,
  nombreInstitucionOtros: text,
  /** ISO local date-time. */
  fechaEmision: stamp,
  /** Points of tax waived: 13 for the whole 13 %, 4 for four points of it. */
  tarifaExonerada: num,
});
export type Exoneracion = z.infer<typeof exoneracionSchema>;

/** Optional in an answer: absent, null or a malformed object reads as no document. */
export const exoneracionOpcional = z.catch(z.nullish(exoneracionSchema), null);
