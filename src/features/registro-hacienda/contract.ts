import * as z from 'zod/mini';
import { refuse, text, transformed } from '@/lib/contract';

/*
 * The answers of Hacienda's public registry (api.hacienda.go.cr), as public code and Hacienda's own
 * examples show them (docs/hacienda-registry-research.md, decision D48). Lenient where the registry
 * has changed over the years: a code sent once as a number and now as text is read as text, a date
 * is read by its first ten characters, a field that is missing reads as empty.
 */

/**
 * A number the registry may send as text ("13") or leave out (null). Text that is no number is
 * refused: read as "none" it would switch a check off instead of saying it could not be made.
 */
const numero = transformed(z.nullish(z.union([z.number(), z.string()])), (v, ctx) => {
  if (v == null || (typeof v === 'string' && v.trim() === '')) return null;
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  return Number.isFinite(n) ? n : refuse(ctx, `Se esperaba un número, recibido '${v}'`);
});
/** A code: 751101 (a number, before 2025) and "6492.0" (text, since) read alike, as text. */
const codigo = transformed(z.nullish(z.union([z.string(), z.number()])), (v) =>
  v == null ? '' : String(v).trim(),
);
/** 'SI' or 'NO'; anything else is no. */
const siNo = transformed(z.nullish(z.string()), (v) => v?.trim().toUpperCase() === 'SI');
/**
 * The day of a date the registry writes as 2026-07-29, 2020-06-17 00:00:00 or 2019-10-24T00:00:00-06:00;
 * absent is ''. Any other text is refused: an end date read as "none" would keep an exoneration in force.
 */
const dia = transformed(z.nullish(z.string()), (v, ctx) => {
  if (!v?.trim()) return '';
  return /^\d{4}-\d{2}-\d{2}/.test(v.trim())
    ? v.trim().slice(0, 10)
    : refuse(ctx, `Se esperaba una fecha, recibido '${v}'`);
});

const actividadSchema = z.object({
  /** 'A' activa, 'I' inactiva. */
  estado: text,
  /** 'P' primaria, 'S' secundaria. */
  tipo: text,
  codigo,
  descripcion: text,
});
export type ActividadRegistro = z.infer<typeof actividadSchema>;

/** `GET /fe/ae?identificacion=N`: a registered taxpayer. */
export const contribuyenteSchema = z.object({
  nombre: z.string().check(z.minLength(1)),
  tipoIdentificacion: text,
  regimen: transformed(z.nullish(z.object({ codigo: numero, descripcion: text })), (v) => ({
    codigo: v?.codigo ?? null,
    descripcion: v?.descripcion ?? '',
  })),
  situacion: transformed(
    z.nullish(
      z.object({
        moroso: siNo,
        omiso: siNo,
        estado: text,
        administracionTributaria: text,
        /** Hacienda's own sentence when the state is not 'Inscrito'. */
        mensaje: text,
      }),
    ),
    (v) => v ?? { moroso: false, omiso: false, estado: '', administracionTributaria: '', mensaje: '' },
  ),
  actividades: transformed(z.nullish(z.array(actividadSchema)), (v) => v ?? []),
});
export type Contribuyente = z.infer<typeof contribuyenteSchema>;

/** `GET /fe/ex?autorizacion=DOC`: an exoneration document. */
export const exoneracionRegistroSchema = z.object({
  numeroDocumento: z.string().check(z.minLength(1)),
  /** The beneficiary's identification. */
  identificacion: codigo,
  porcentajeExoneracion: numero,
  fechaEmision: dia,
  fechaVencimiento: dia,
  nombreInstitucion: text,
  tipoDocumento: transformed(z.nullish(z.object({ codigo, descripcion: text })), (v) => ({
    codigo: v?.codigo ?? '',
    descripcion: v?.descripcion ?? '',
  })),
  /** When false the document covers every CABYS code and `cabys` is absent. */
  poseeCabys: transformed(z.nullish(z.boolean()), (v) => v ?? false),
  cabys: transformed(z.nullish(z.array(codigo)), (v) => v ?? []),
});
export type ExoneracionRegistro = z.infer<typeof exoneracionRegistroSchema>;

const cabysItemSchema = z.object({
  codigo,
  descripcion: text,
  /** The VAT rate, in percent (13, 4, 2, 1, 0). */
  impuesto: numero,
  categorias: transformed(z.nullish(z.array(z.string())), (v) => v ?? []),
});
export type CabysRegistro = z.infer<typeof cabysItemSchema>;

/** `GET /fe/cabys?codigo=C`: a bare list, empty for an unknown code. */
export const cabysPorCodigoSchema = z.array(cabysItemSchema);

/** `GET /fe/cabys?q=texto&top=N`: the matches, `total` of them in the catalogue, `cantidad` returned. */
export const cabysBusquedaSchema = z.object({
  total: transformed(numero, (v) => v ?? 0),
  cantidad: transformed(numero, (v) => v ?? 0),
  cabys: transformed(z.nullish(z.array(cabysItemSchema)), (v) => v ?? []),
});
export type CabysBusqueda = z.infer<typeof cabysBusquedaSchema>;

const valorDelDia = z.object({ fecha: dia, valor: z.number() });

/** `GET /indicadores/tc/dolar`: the Central Bank's rates of the day, as Hacienda republishes them. */
export const dolarSchema = z.object({ venta: valorDelDia, compra: valorDelDia });

/** `GET /indicadores/tc/euro`: one figure, euros in colones (and in dollars); no buy and sell pair. */
export const euroSchema = z.object({ fecha: dia, colones: z.number(), dolares: numero });

/** The day's rate the app offers, whichever currency it came from. */
export type TipoCambioRegistro = {
  moneda: 'dolar' | 'euro';
  /** YYYY-MM-DD, the day Hacienda gives for the figure. */
  fecha: string;
  venta: number;
  /** The euro has no buying figure: its one figure is given for both. */
  compra: number;
};
