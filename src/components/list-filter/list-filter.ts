import type { SxProps, Theme } from '@mui/material/styles';
import * as z from 'zod/mini';
import { transformed } from '@/lib/contract-text';
import { parseQueryDate } from '@/lib/dates';

/**
 * A list's filters as data: each field's URL key, label, default and kind; the date range
 * every list starts with; and the one mapping from the filters to the API's query. `useListFilter`
 * turns it into the URL state, the API parameters and Filtrar; `ListFilterBar` into the bar's draft.
 */

type Common<V> = {
  /** Key in the hash URL's query; a value equal to `default` is left out of the URL. */
  url: string;
  label: string;
  sx?: SxProps<Theme>;
  default: V;
  /** Reads the URL's text; anything unusable is the default (a hand-edited URL never breaks). */
  schema: z.ZodMiniType<V>;
};

/** Free text, sent trimmed; Enter applies the filters. */
export type TextoField = Common<string> & { kind: 'texto'; maxLength?: number; search?: boolean };

/**
 * Digits only ('' = any). Without `rechazo` anything else typed or pasted is dropped; with it a typed
 * non-digit is refused and the field says why.
 */
export type DigitosField = Common<string> & {
  kind: 'digitos';
  maxLength: number;
  rechazo?: string;
  placeholder?: string;
};

/** An option list the answer brings (`opciones` names it), TODOS first as id 0. */
export type OpcionField = Common<number> & { kind: 'opcion'; opciones: string };

/** A fixed choice of values, each with its label. */
export type EleccionField<V extends string | number = string | number> = Common<V> & {
  kind: 'eleccion';
  valores: readonly V[];
  // A method, so that a field of some values is a field of strings (or numbers).
  etiqueta(v: V): string;
};

export type FilterField =
  TextoField | DigitosField | OpcionField | EleccionField<string> | EleccionField<number>;
export type FilterFields = Record<string, FilterField>;

type ValueOf<F> = F extends Common<infer V> ? V : never;

/** The filters as the screen holds them: dates D-M-YYYY ('' = none) and each field's value. */
export type FilterValues<Fs extends FilterFields> = { fechaInicio: string; fechaFinal: string } & {
  [K in keyof Fs]: ValueOf<Fs[K]>;
};

export type ListFilter<Fs extends FilterFields = FilterFields, P = unknown> = {
  fields: Fs;
  /** The date fields' width. */
  fechasWidth: number;
  /** The one mapping from the filters to the API's query (the list's and the export's). */
  params: (values: FilterValues<Fs>) => P;
  urlSchema: z.ZodMiniObject;
};

export type ParamsOf<F> = F extends ListFilter<FilterFields, infer P> ? P : never;
export type ValuesOf<F> = F extends ListFilter<infer Fs> ? FilterValues<Fs> : never;

const soloDigitos = (value: string) => value.replace(/\D/g, '');

/** The field builders: label and layout from the page, the rest has one meaning per kind. */
export const campo = {
  texto: (o: { url: string; label: string; sx?: SxProps<Theme>; maxLength?: number; search?: boolean }) =>
    ({ ...o, kind: 'texto', default: '', schema: z.catch(z.string(), '') }) satisfies TextoField,
  digitos: (o: {
    url: string;
    label: string;
    sx?: SxProps<Theme>;
    maxLength?: number;
    rechazo?: string;
    placeholder?: string;
  }) =>
    ({
      maxLength: 12,
      ...o,
      kind: 'digitos',
      default: '',
      schema: z.catch(
        transformed(z.string(), (v) =>
          (o.rechazo ? (/^\d+$/.test(v) ? v : '') : soloDigitos(v)).slice(0, o.maxLength ?? 12),
        ),
        '',
      ),
    }) satisfies DigitosField,
  opcion: (o: { url: string; label: string; sx?: SxProps<Theme>; opciones: string }) =>
    ({
      ...o,
      kind: 'opcion',
      default: 0,
      schema: z.catch(z.coerce.number().check(z.int(), z.gte(0)), 0),
    }) satisfies OpcionField,
  eleccion: <const V extends string | number>(o: {
    url: string;
    label: string;
    sx?: SxProps<Theme>;
    valores: readonly V[];
    etiqueta: (v: V) => string;
    default: V;
  }): EleccionField<V> => ({
    ...o,
    kind: 'eleccion',
    schema: transformed(
      z.optional(z.string()),
      (raw) => o.valores.find((v) => String(v) === raw) ?? o.default,
    ),
  }),
};

export function defineListFilter<const Fs extends FilterFields, P>(config: {
  fields: Fs;
  fechasWidth: number;
  params: (values: FilterValues<Fs>) => P;
}): ListFilter<Fs, P> {
  const urlSchema = z.object({
    fechaInicio: z.catch(z.string(), ''),
    fechaFinal: z.catch(z.string(), ''),
    ...Object.fromEntries(Object.values(config.fields).map((f) => [f.url, f.schema])),
    /** One-based in the URL, zero-based for the API. */
    pagina: z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1),
  });
  return { ...config, urlSchema };
}

const fecha = (value: unknown) => (typeof value === 'string' && parseQueryDate(value) ? value : '');

/** The applied filters, from the URL (an impossible date is none; text trimmed). */
export function leerFiltros<Fs extends FilterFields>(
  filter: ListFilter<Fs>,
  url: Record<string, unknown>,
): FilterValues<Fs> {
  const values: Record<string, unknown> = {
    fechaInicio: fecha(url.fechaInicio),
    fechaFinal: fecha(url.fechaFinal),
  };
  for (const [key, f] of Object.entries(filter.fields)) {
    const v = url[f.url];
    values[key] = typeof v === 'string' ? v.trim() : v;
  }
  return values as FilterValues<Fs>;
}

/** The URL patch that applies `values`: defaults and empty dates left out, back to the first page. */
export function urlDeFiltros<Fs extends FilterFields>(
  filter: ListFilter<Fs>,
  values: FilterValues<Fs>,
): Record<string, string | number | undefined> {
  const patch: Record<string, string | number | undefined> = {
    fechaInicio: values.fechaInicio || undefined,
    fechaFinal: values.fechaFinal || undefined,
    pagina: undefined,
  };
  for (const [key, f] of Object.entries(filter.fields)) {
    const raw = values[key as keyof Fs] as string | number;
    const v = typeof raw === 'string' ? raw.trim() : raw;
    patch[f.url] = v === f.default || v === '' ? undefined : v;
  }
  return patch;
}
