import * as z from 'zod/mini';
import { parseApiDate, toIsoDate } from '@/lib/dates';
import * as es from '@/messages/es-recibos';
import type { Ref } from '@/lib/contract';
import type { Recibo, ReciboBody, ReciboData } from './contract';
import { LIMITES, type CampoTexto } from './rules';

const t = es.recibos;

// ---------------------------------------------------------------------------------------------
// The form

function texto(campo: CampoTexto, requerido: string) {
  const [min, max] = LIMITES[campo];
  return z
    .string()
    .check(z.trim(), z.minLength(1, requerido), z.minLength(min, t.v.min2), z.maxLength(max, t.v.max(max)));
}

const seleccion = (message: string) => z.number({ error: message }).check(z.int(), z.positive(message));

/** The receipt form: the spec's required choices and its minimum and maximum lengths per field. */
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
  dua: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || v.length >= LIMITES.dua[0], t.v.min2),
    z.refine((v) => v.length <= LIMITES.dua[1], t.v.max(LIMITES.dua[1])),
  ),
  fechaDua: z.nullable(z.date({ error: t.v.fechaInvalida })),
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
export function toPayload(form: ReciboForm, lookups: Lookups, original: Recibo | null): ReciboBody {
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
export type ReciboPayload = ReciboBody;
