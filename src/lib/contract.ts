import * as z from 'zod/mini';
import { parseQueryDate, toIsoDateTime } from './dates';
import { refuse, text, textOr, transformed } from './contract-text';
import { DEFAULT_SIMBOL } from './money';

/**
 * The one set of zod primitives every feature contract (`src/features/<f>/contract.ts`) is built on.
 * Each has one meaning, and accepts what a real Spring backend sends where API.md leaves no doubt
 * about that meaning (Jackson's defaults: dates as epoch milliseconds, numbers as numeric text).
 */

export { refuse, text, textOr, transformed } from './contract-text';

/**
 * Text that may arrive as a number — a code or long number (clave, consecutivo, cédula: a number would
 * lose digits) or a value read from XML — kept as text, trimmed; null or absent is ''.
 */
export const digits = transformed(z.nullish(z.union([z.string(), z.number()])), (v) =>
  v === null || v === undefined ? '' : String(v).trim(),
);

const NUMERIC = /^[-+]?(\d{1,3}(,\d{3})+|\d*)(\.\d+)?$/;

/** A number, or numeric text ('1250.5', '1,250.50'); null, absent or '' is 0. */
export const num = transformed(z.nullish(z.union([z.number(), z.string()])), (v, ctx) => {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') return v;
  const raw = v.trim();
  if (raw === '') return 0;
  if (NUMERIC.test(raw)) return Number(raw.replace(/,/g, ''));
  return refuse(ctx, `Se esperaba un número, recibido '${v}'`);
});

/**
 * A number a person typed, which the rules check with their own messages (a line's quantity and
 * price, the days of credit, the totals the server compares): a number or its text, kept as sent.
 */
export const typedNumber = z.nullish(z.union([z.number(), z.string()]));

/** A 0 | 1 flag: 1, true, '1' or 'true' is 1; anything else (null included) is 0. */
export const flag = transformed(z.nullish(z.union([z.number(), z.boolean(), z.string()])), (v): 0 | 1 =>
  v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0,
);

/** A yes/no: true, 1, '1' or 'true' is true. */
export const bool = transformed(flag, (v) => v === 1);

/**
 * A point in time or a date: ISO text as sent ('2026-03-05T14:30:00', '2026-03-05'), or epoch
 * milliseconds turned into ISO local date-time text; null when absent or ''.
 */
export const stamp = transformed(z.nullish(z.union([z.string(), z.number()])), (v): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return toIsoDateTime(new Date(v));
  const raw = v.trim();
  if (raw === '') return null;
  return /^\d{10,}$/.test(raw) ? toIsoDateTime(new Date(Number(raw))) : raw;
});

/** A list: null or absent is [], a lone object (an XML-born list of one) is [it]. */
export const list = <S extends z.core.SomeType>(item: S) =>
  z.pipe(
    z.transform((v: unknown) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v])),
    z.array(item),
  );

/** An option `{ id, nombre }` (API.md `Ref`). */
export const ref = z.object({ id: num, nombre: text });
export type Ref = z.infer<typeof ref>;

/** A reference the row may lack: `{ id: 0, nombre: '' }` then. */
export const refOrEmpty = transformed(z.nullish(ref), (v) => v ?? { id: 0, nombre: '' });

/**
 * A relation a request body names by its id (`{ id, … }`): the rest of the object travels as sent;
 * null when absent. Anything but an object is refused.
 */
export const byId = transformed(
  z.nullish(z.looseObject({ id: num }, { error: 'debe ser { id, nombre }' })),
  (v) => v ?? null,
);

/** An option list sent only while `cargados` is false: absent (or null) stays absent, not []. */
export const optionList = z.nullish(z.array(ref));

/**
 * A code of fixed length in digits (CABYS 13, activity 6): one that arrives as a number has lost its
 * leading zeros and gets them back; text is kept, trimmed.
 */
export const paddedCode = (length: number) =>
  transformed(z.nullish(z.union([z.string(), z.number()])), (v) =>
    typeof v === 'number' ? String(v).padStart(length, '0') : (v ?? '').trim(),
  );

/**
 * API.md `TipoCambio`, which more than one feature reads (the exchange rates' screens, the invoices'
 * currencies): venta and compra are colones per unit; the symbol defaults to the colón's.
 */
export const tipoCambio = z.object({
  id: num,
  nombre: text,
  descripcion: text,
  venta: num,
  compra: num,
  simbol: textOr(DEFAULT_SIMBOL),
  esDefault: flag,
  fechaUltimoCambio: stamp,
});
export type TipoCambio = z.infer<typeof tipoCambio>;

/** The first problems of a refused value as one Spanish sentence, each with its field's path. */
export function describeIssues(error: z.core.$ZodError, max = 3): string {
  return error.issues
    .slice(0, max)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** A query date, D-M-YYYY without padding (API.md 'Conventions'); '' is none. */
export const queryDate = transformed(z.nullish(z.string()), (v, ctx) => {
  const raw = (v ?? '').trim();
  if (raw === '') return null;
  const date = parseQueryDate(raw);
  if (date) return date;
  return refuse(ctx, `La fecha ${raw} no es válida (use D-M-YYYY)`);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API.md call: method, path (`:name` for a path segment), and the zod schemas of its query,
 * its JSON body and its JSON answer. The app's hooks send with it (`callApi` in http.ts); the mock's
 * handlers are declared on its path and parse the query and body with the same schemas.
 */
export type ApiCall = {
  method: Method;
  path: string;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  answer?: z.core.$ZodType;
  /**
   * The answer's lists that may hold thousands of rows, each with one row's schema (the same as the
   * list's in `answer`): the app parses them a few hundred rows at a time (http.ts).
   */
  rows?: ReadonlyArray<{ field: string; item: z.core.$ZodType }>;
};

/** A feature's calls, kept literal so each one's schemas stay typed. */
export const defineCalls = <const T extends Record<string, ApiCall>>(calls: T): T => calls;

/** What the app passes in (before transforms) and gets back (after them). */
export type CallQuery<C extends ApiCall> = C['query'] extends z.core.$ZodType ? z.input<C['query']> : never;
export type CallBody<C extends ApiCall> = C['body'] extends z.core.$ZodType ? z.input<C['body']> : never;
export type CallAnswer<C extends ApiCall> = C['answer'] extends z.core.$ZodType
  ? z.output<C['answer']>
  : void;

/** `/api/x/:id` with `{ id: 3 }` → `/api/x/3`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
}
