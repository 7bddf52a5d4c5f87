import { runtime } from './runtime';
import type * as z from 'zod/mini';
import { daysBetween } from '@/lib/dates';
import type { recibosApi } from '@/features/recibos/contract';
import {
  ESTADOS_CONSULTA,
  ESTADOS_RECIBO,
  type EstadoConsulta,
  type EstadoRecibo,
} from '@/features/recibos/rules';
import type { Db } from '../db';
import type { FacturaRecord, ReciboRecord, UsuarioRow } from '../db/types';
import { badRequest, esAdminOCoordinador, fechaParam, fold, forbidden } from './route';

/** Reading receipts the way the server does: scoping, filtering, sorting, row shapes. */

/** A USER sees and changes only the receipts they handle; admins and coordinators see all. */
export function verificarAlcance(user: UsuarioRow, r: ReciboRecord): void {
  if (!esAdminOCoordinador(user) && r.encargadoId !== user.id) {
    throw forbidden(`El recibo ${r.recibo} pertenece a otro encargado`);
  }
}

const nombre = (row: { nombre: string } | undefined) => row?.nombre ?? '';

/** Newest receipt first: ids follow the creation order. */
export const masReciente = (a: ReciboRecord, b: ReciboRecord) => b.id - a.id;

export function facturasDe(db: Db, reciboId: number): FacturaRecord[] {
  return db.facturas
    .filter((f) => f.reciboId === reciboId)
    .sort((a, b) => a.fechaFacturacion.localeCompare(b.fechaFacturacion) || a.id - b.id);
}

/** API.md `ReciboFactura`. */
export function reciboFactura(db: Db, f: FacturaRecord) {
  return {
    facturaId: f.id,
    encargado: nombre(db.usuarios.get(f.encargadoId)),
    fechaFacturacion: f.fechaFacturacion,
    reversible: f.reversible,
    enviadaHacienda: f.enviadaHacienda,
  };
}

/** API.md `Recibo`, relations resolved into `Ref`s. */
export function reciboApi(db: Db, r: ReciboRecord) {
  const ref = (row: { id: number; nombre: string } | undefined, id: number) => ({ id, nombre: nombre(row) });
  return {
    id: r.id,
    recibo: r.recibo,
    fecha: r.fecha,
    estado: r.estado,
    aduana: ref(db.aduanas.get(r.aduanaId), r.aduanaId),
    tipo: ref(db.tiposTramite.get(r.tipoId), r.tipoId),
    cliente: ref(db.clientes.get(r.clienteId), r.clienteId),
    encargado: ref(db.usuarios.get(r.encargadoId), r.encargadoId),
    consignatario: r.consignatario,
    proveedor: r.proveedor,
    observaciones: r.observaciones,
    dua: r.dua,
    bl: r.bl,
    factura: r.factura,
    corelacionId: r.corelacionId,
    estaFacturado: r.estaFacturado,
    fechaFin: r.fechaFin,
    fechaDua: r.fechaDua,
    previoExamen: r.previoExamen,
    aforoFisico: r.aforoFisico,
    permisos: r.permisos,
    pedimentados: r.pedimentados,
    ticaEstado: r.ticaEstado,
  };
}

/** API.md `ReciboRow`: names as strings, antigüedad in whole days since `fecha`, invoice ids joined. */
export function reciboRow(db: Db, r: ReciboRecord, now = runtime.now()) {
  return {
    id: r.id,
    recibo: r.recibo,
    fecha: r.fecha,
    aduana: nombre(db.aduanas.get(r.aduanaId)),
    tipo: nombre(db.tiposTramite.get(r.tipoId)),
    cliente: nombre(db.clientes.get(r.clienteId)),
    consignatario: r.consignatario,
    dua: r.dua,
    bl: r.bl,
    encargado: nombre(db.usuarios.get(r.encargadoId)),
    estado: r.estado,
    antiguedad: Math.max(0, daysBetween(r.fecha, now)),
    corelacionId: r.corelacionId,
    facturas: facturasDe(db, r.id)
      .map((f) => f.id)
      .join(', '),
  };
}

export function estadoParam(value: string, fallback: EstadoRecibo = 'PENDIENTE'): EstadoRecibo {
  const raw = value.trim().toUpperCase() || fallback;
  if (!(ESTADOS_RECIBO as readonly string[]).includes(raw)) {
    throw badRequest(`El estado ${raw} no es válido: use PENDIENTE o FINALIZADO`);
  }
  return raw as EstadoRecibo;
}

export function estadoConsultaParam(value: string): EstadoConsulta {
  const raw = value.trim().toUpperCase() || 'TODOS';
  if (!(ESTADOS_CONSULTA as readonly string[]).includes(raw)) {
    throw badRequest(`El estado ${raw} no es válido: use PENDIENTE, FINALIZADO o TODOS`);
  }
  return raw as EstadoConsulta;
}

/** Accent- and case-free text of the searchable fields, cached per stored row (rows are immutable). */
const indice = new WeakMap<ReciboRecord, { cliente: string; text: string }>();
function textoBuscable(db: Db, r: ReciboRecord): string {
  const cliente = nombre(db.clientes.get(r.clienteId));
  const hit = indice.get(r);
  if (hit && hit.cliente === cliente) return hit.text;
  const text = [r.recibo, r.consignatario, r.bl, cliente, r.dua].map((v) => fold(String(v))).join('\u0001');
  indice.set(r, { cliente, text });
  return text;
}

/** The list filter: accent-insensitive on number, consignatario, BL, client and DUA. */
export function coincide(db: Db, r: ReciboRecord, filter: string): boolean {
  const needle = fold(filter);
  return !needle || textoBuscable(db, r).includes(needle);
}

/** 'Consultas Recibos' and its export: handler, client, state and creation-date range. */
export function consultar(db: Db, q: z.output<typeof recibosApi.consultas.query>): ReciboRecord[] {
  const encargadoId = Math.trunc(q.encargadoId);
  const clienteId = Math.trunc(q.clienteId);
  const estado = estadoConsultaParam(q.estado);
  const desde = fechaParam(q.fechaInicio, 'fechaInicio');
  const hasta = fechaParam(q.fechaFinal, 'fechaFinal');
  const desdeIso = desde ? `${toDay(desde)}T00:00:00` : '';
  const hastaIso = hasta ? `${toDay(hasta)}T23:59:59` : '';
  return db.recibos
    .filter(
      (r) =>
        (!encargadoId || r.encargadoId === encargadoId) &&
        (!clienteId || r.clienteId === clienteId) &&
        (estado === 'TODOS' || r.estado === estado) &&
        (!desdeIso || r.fecha >= desdeIso) &&
        (!hastaIso || r.fecha <= hastaIso),
    )
    .sort(masReciente);
}

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
