import type * as z from 'zod/mini';
import { clientesApi, tarifaBody } from '@/features/clientes/contract';
import { erroresTarifa } from '@/features/clientes/rules';
import * as es from '@/messages/es';
import type { Db } from '../db';
import type { TarifaRow } from '../db/types';
import { api, badRequest, must, notFound } from '../lib/route';

const t = es.tarifas;
/** Tariffs are for admin or coordinator (the spec's guard); a super admin also carries ADMIN. */
const roles = ['ADMIN', 'COORDINADOR'] as const;

function tarifa(db: Db, r: TarifaRow) {
  const moneda = db.tiposCambio.get(r.tipoCambioId);
  return {
    id: r.id,
    nombre: r.nombre,
    monto: r.monto,
    tipoCambio: moneda ? { id: moneda.id, nombre: moneda.nombre, simbol: moneda.simbol } : null,
    clienteId: r.clienteId,
    observacion: r.observacion,
    servicioCorreduriaAduanera: db.serviciosCorreduria.get(r.servicioId) ?? null,
  };
}

type Body = z.output<typeof tarifaBody>;

/** Validates a tariff like the table does (service, detail, amount > 0, currency) plus its references. */
export function validarTarifa(db: Db, b: Body): TarifaRow {
  const fila = {
    servicioId: b.servicioCorreduriaAduanera?.id ?? 0,
    nombre: b.nombre,
    monto: typeof b.monto === 'number' ? String(b.monto) : (b.monto ?? ''),
    tipoCambioId: b.tipoCambio?.id ?? 0,
    observacion: b.observacion,
  };
  const first = Object.values(erroresTarifa(fila))[0];
  if (first) throw badRequest(first);
  // The API takes a number; a text with thousands separators is what a person types, not a server.
  if (fila.monto.includes(',')) throw badRequest(t.v.montoNumerico);
  const { id, clienteId } = b;
  if (!db.clientes.get(clienteId)) throw badRequest(t.servidor.clienteNoExiste(clienteId));
  if (!db.serviciosCorreduria.get(fila.servicioId)) throw badRequest(t.v.servicioRequerido);
  if (!db.tiposCambio.get(fila.tipoCambioId)) throw badRequest(t.v.monedaRequerida);
  if (id) {
    const current = db.tarifas.get(id);
    if (!current || current.clienteId !== clienteId) throw notFound(t.servidor.noExiste(id));
  }
  return {
    id,
    clienteId,
    nombre: fila.nombre.trim(),
    monto: Number(fila.monto),
    tipoCambioId: fila.tipoCambioId,
    observacion: fila.observacion.trim(),
    servicioId: fila.servicioId,
  };
}

export const tarifasHandlers = [
  api.on(
    clientesApi.tarifas,
    ({ db, queryOf }) => {
      const { clienteId } = queryOf(clientesApi.tarifas.query);
      const cliente = must(db.clientes.get(clienteId), t.servidor.clienteNoExiste(clienteId));
      return {
        nombre: cliente.nombre,
        tarifas: db.tarifas
          .filter((r) => r.clienteId === clienteId)
          .sort((a, b) => a.id - b.id)
          .map((r) => tarifa(db, r)),
        tipoCambios: db.tiposCambio.all().sort((a, b) => a.id - b.id),
        servicios: db.serviciosCorreduria.all().sort((a, b) => a.id - b.id),
      };
    },
    { roles },
  ),

  api.on(
    clientesApi.guardarTarifa,
    async ({ db, body }) => {
      const row = validarTarifa(db, await body(tarifaBody));
      return tarifa(db, row.id ? db.tarifas.update(row.id, row) : db.tarifas.insert({ ...row, id: 0 }));
    },
    { roles },
  ),

  api.on(
    clientesApi.borrarTarifa,
    ({ db, queryOf }) => {
      const { id } = queryOf(clientesApi.borrarTarifa.query);
      must(db.tarifas.get(id), t.servidor.noExiste(id));
      db.tarifas.remove(id);
    },
    { roles },
  ),
];
