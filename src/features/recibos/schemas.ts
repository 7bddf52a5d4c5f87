import { z } from 'zod';
import { parseApiDate, toIsoDate } from '@/lib/dates';
import { es } from '@/messages/es';
import {
  ESTADOS_CONSULTA,
  ESTADOS_RECIBO,
  LIMITES,
  TICA_ESTADOS,
  type CampoTexto,
  type EstadoRecibo,
  type TicaEstado,
} from './rules';

const t = es.recibos;

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const num = z.coerce.number().catch(0);
const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .nullish()
  .transform((v) => (Number(v) === 1 || v === true ? 1 : 0) as 0 | 1);
const stamp = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => v ?? null);
/** 0 or empty means 'not correlated' (seed 2 §3). */
const corelacion = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => Number(v) || 0);
const estadoRecibo = z.enum(ESTADOS_RECIBO as [EstadoRecibo, ...EstadoRecibo[]]);

export const refSchema = z.object({ id: z.number(), nombre: text });
export type Ref = z.infer<typeof refSchema>;
const refOrEmpty = refSchema.nullish().transform((v) => v ?? { id: 0, nombre: '' });

const ticaEstado = z
  .string()
  .nullish()
  .transform((v) => ((TICA_ESTADOS as readonly string[]).includes(v ?? '') ? (v as TicaEstado) : 'NA'));

/** API.md `Recibo`. */
export const reciboSchema = z.object({
  id: z.number(),
  recibo: num,
  fecha: stamp,
  estado: estadoRecibo.catch('PENDIENTE'),
  aduana: refOrEmpty,
  tipo: refOrEmpty,
  cliente: refOrEmpty,
  encargado: refOrEmpty,
  consignatario: text,
  proveedor: text,
  observaciones: text,
  dua: text,
  bl: text,
  factura: text,
  corelacionId: corelacion,
  estaFacturado: flag,
  fechaFin: stamp,
  fechaDua: stamp,
  previoExamen: flag,
  aforoFisico: flag,
  permisos: flag,
  pedimentados: flag,
  ticaEstado,
});
export type Recibo = z.infer<typeof reciboSchema>;

/** API.md `ReciboFactura`: an invoice row of a receipt. */
export const reciboFacturaSchema = z.object({
  facturaId: z.number(),
  encargado: text,
  fechaFacturacion: stamp,
  reversible: z
    .union([z.boolean(), z.number()])
    .nullish()
    .transform((v) => v === true || v === 1),
  enviadaHacienda: z.coerce
    .number()
    .catch(0)
    .transform((v) => (v === 1 || v === 2 ? v : 0) as 0 | 1 | 2),
});
export type ReciboFactura = z.infer<typeof reciboFacturaSchema>;

export const corelacionadoSchema = z.object({ id: z.number(), recibo: num });
export type Corelacionado = z.infer<typeof corelacionadoSchema>;
export const corelacionadosSchema = z.array(corelacionadoSchema);

const list = <S extends z.ZodType>(s: S) =>
  z
    .array(s)
    .nullish()
    .transform((v) => v ?? []);

/** `GET /api/recibo/data`: the form's lookups plus the receipt when editing. */
export const reciboDataSchema = z.object({
  aduanas: list(refSchema),
  clientes: list(refSchema),
  tiposTramites: list(refSchema),
  estados: list(z.object({ id: z.number(), estado: text })),
  usuarios: list(refSchema),
  corelacionados: list(corelacionadoSchema),
  facturas: list(reciboFacturaSchema),
  recibo: reciboSchema.nullish().transform((v) => v ?? null),
});
export type ReciboData = z.infer<typeof reciboDataSchema>;

/** API.md `ReciboRow`: relations come as names. */
export const reciboRowSchema = z.object({
  id: z.number(),
  recibo: num,
  fecha: stamp,
  aduana: text,
  tipo: text,
  cliente: text,
  consignatario: text,
  dua: text,
  bl: text,
  encargado: text,
  estado: text,
  antiguedad: num,
  corelacionId: corelacion,
  facturas: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
});
export type ReciboRow = z.infer<typeof reciboRowSchema>;

/** `ReciboPage`, plus the option lists 'Consultas Recibos' gets on its first load. */
export const reciboPageSchema = z.object({
  recibos: list(reciboRowSchema),
  total: num,
  pagesTotal: num,
  encargados: z.array(refSchema).nullish(),
  clientes: z.array(refSchema).nullish(),
});
export type ReciboPage = z.infer<typeof reciboPageSchema>;

export const clonarRespuestaSchema = z.object({ id: z.number() });
export const guardarRespuestaSchema = z.object({ id: z.number(), recibo: num });
export const justificacionRespuestaSchema = z.object({ id: z.number(), estado: text });
export const facturasRespuestaSchema = z.object({ facturaId: num, facturas: list(reciboFacturaSchema) });

/** `GET /api/recibo/facturacion`: the receipt's correlation and its candidate invoices. */
export const facturacionSchema = z.object({
  id: z.number(),
  recibo: num,
  facturaId: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => Number(v) || 0),
  facturas: list(z.coerce.number()),
  corelacionId: corelacion,
});
export type Facturacion = z.infer<typeof facturacionSchema>;

export const estadoConsultaSchema = z.enum(ESTADOS_CONSULTA as ['PENDIENTE', 'FINALIZADO', 'TODOS']);

// ---------------------------------------------------------------------------------------------
// The form

function texto(campo: CampoTexto, requerido: string) {
  const [min, max] = LIMITES[campo];
  return z.string().trim().min(1, requerido).min(min, t.v.min2).max(max, t.v.max(max));
}

const seleccion = (message: string) => z.number({ error: message }).int().positive(message);

/** The receipt form (seed 1 §5). */
export const reciboFormSchema = z.object({
  id: z.number(),
  aduanaId: seleccion(t.v.aduanaRequerida),
  tipoId: seleccion(t.v.tipoRequerido),
  clienteId: seleccion(t.v.clienteRequerido),
  encargadoId: seleccion(t.v.encargadoRequerido),
  consignatario: texto('consignatario', t.v.consignatario),
  proveedor: texto('proveedor', t.v.proveedor),
  bl: texto('bl', t.v.bl),
  factura: texto('factura', t.v.factura),
  dua: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= LIMITES.dua[0], t.v.min2)
    .refine((v) => v.length <= LIMITES.dua[1], t.v.max(LIMITES.dua[1])),
  fechaDua: z.date({ error: t.v.fechaInvalida }).nullable(),
  observaciones: texto('observaciones', t.v.observaciones),
  corelacionId: z.number(),
  previoExamen: z.union([z.literal(0), z.literal(1)]),
  aforoFisico: z.union([z.literal(0), z.literal(1)]),
  permisos: z.union([z.literal(0), z.literal(1)]),
  pedimentados: z.union([z.literal(0), z.literal(1)]),
});
export type ReciboFormInput = z.input<typeof reciboFormSchema>;
export type ReciboForm = z.output<typeof reciboFormSchema>;

export function reciboDefaults(encargadoId: number): ReciboFormInput {
  return {
    id: 0,
    aduanaId: 0,
    tipoId: 0,
    clienteId: 0,
    encargadoId,
    consignatario: '',
    proveedor: '',
    bl: '',
    factura: '',
    dua: '',
    fechaDua: null,
    observaciones: '',
    corelacionId: 0,
    previoExamen: 0,
    aforoFisico: 0,
    permisos: 0,
    pedimentados: 0,
  };
}

export function toForm(r: Recibo): ReciboFormInput {
  return {
    id: r.id,
    aduanaId: r.aduana.id,
    tipoId: r.tipo.id,
    clienteId: r.cliente.id,
    encargadoId: r.encargado.id,
    consignatario: r.consignatario,
    proveedor: r.proveedor,
    bl: r.bl,
    factura: r.factura,
    dua: r.dua,
    fechaDua: parseApiDate(r.fechaDua),
    observaciones: r.observaciones,
    corelacionId: r.corelacionId,
    previoExamen: r.previoExamen,
    aforoFisico: r.aforoFisico,
    permisos: r.permisos,
    pedimentados: r.pedimentados,
  };
}

type Lookups = Pick<ReciboData, 'aduanas' | 'tiposTramites' | 'clientes' | 'usuarios'>;

const refOf = (items: readonly Ref[], id: number): Ref => ({
  id,
  nombre: items.find((i) => i.id === id)?.nombre ?? '',
});

/**
 * `POST /api/recibo/create`'s body: the whole `Recibo` with flags as 0/1. An edit keeps what the form
 * does not touch (number, dates, state, TICA state); a new receipt is PENDIENTE (the server decides).
 */
export function toPayload(form: ReciboForm, lookups: Lookups, original: Recibo | null) {
  return {
    id: form.id,
    recibo: original?.recibo ?? 0,
    fecha: original?.fecha ?? null,
    estado: original?.estado ?? 'PENDIENTE',
    aduana: refOf(lookups.aduanas, form.aduanaId),
    tipo: refOf(lookups.tiposTramites, form.tipoId),
    cliente: refOf(lookups.clientes, form.clienteId),
    encargado: refOf(lookups.usuarios, form.encargadoId),
    consignatario: form.consignatario,
    proveedor: form.proveedor,
    observaciones: form.observaciones,
    dua: form.dua,
    bl: form.bl,
    factura: form.factura,
    corelacionId: form.corelacionId,
    estaFacturado: original?.estaFacturado ?? 0,
    fechaFin: original?.fechaFin ?? null,
    fechaDua: toIsoDate(form.fechaDua),
    previoExamen: form.previoExamen,
    aforoFisico: form.aforoFisico,
    permisos: form.permisos,
    pedimentados: form.pedimentados,
    ticaEstado: original?.ticaEstado ?? 'NA',
  };
}
export type ReciboPayload = ReturnType<typeof toPayload>;
