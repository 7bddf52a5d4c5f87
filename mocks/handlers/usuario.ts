import type * as z from 'zod/mini';
import { authApi } from '@/auth/contract';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { dashboardApi } from '@/features/dashboard/contract';
import { miCuentaApi } from '@/features/mi-cuenta/contract';
import {
  MESES,
  esDelDia,
  esDelMes,
  esFacturaPendiente,
  esFacturaVencida,
  reciboVisible,
  type MesKey,
} from '@/features/dashboard/rules';
import type { Db } from '../db';
import type { ReciboRecord, TicaEstado, UsuarioRow } from '../db/types';
import { api, badRequest, esAdmin } from '../lib/route';
import { runtime } from '../lib/runtime';

const TICA_ESTADOS: TicaEstado[] = ['NA', 'EN PROCESO DE AFORO', 'FACTURAR INMEDIATO', 'DUA ANTICIPADO'];

function pendiente(db: Db, r: ReciboRecord) {
  return {
    id: r.id,
    recibo: r.recibo,
    cliente: db.clientes.get(r.clienteId)?.nombre ?? '',
    dua: r.dua,
    encargado: db.usuarios.get(r.encargadoId)?.nombre ?? '',
    ticaEstado: r.ticaEstado,
    fecha: r.fecha,
    corelacionId: r.corelacionId,
  };
}

/**
 * GET /api/usuario/estadistica: computed from the store, never invented, each figure with the
 * predicate of the list its Panel card links to (src/features/dashboard/rules.ts, decision P2):
 * invoices are the account's (as Listado Facturas, for every role); receipts are the ones the user's
 * Listado Recibos shows (an admin's: all; anyone else's: those they handle).
 */
export function estadistica(db: Db, user: UsuarioRow, now = runtime.now()) {
  const empresa = db.empresas.get(user.empresaId);
  const alcance = { id: user.id, admin: esAdmin(user) };
  const recibos = db.recibos.filter((r) => reciboVisible(r, alcance));
  const pendientes = recibos
    .filter((r) => r.estado === 'PENDIENTE')
    .sort((a, b) => a.fecha.localeCompare(b.fecha) || a.id - b.id);
  const hoy = recibos.filter((r) => esDelDia(r.fecha, now));
  const facturas = db.facturas.filter((f) => f.empresaId === user.empresaId);
  const byTica = (estado: TicaEstado) =>
    pendientes.filter((r) => r.ticaEstado === estado).map((r) => pendiente(db, r));

  const porEncargado = new Map<number, ReciboRecord[]>();
  for (const r of pendientes)
    porEncargado.set(r.encargadoId, [...(porEncargado.get(r.encargadoId) ?? []), r]);
  const encargados = [...porEncargado.entries()]
    .map(([id, own]) => ({
      id,
      nombre: db.usuarios.get(id)?.nombre ?? '',
      cantidad: own.length,
      pendientes: own.map((r) => ({
        id: r.id,
        recibo: r.recibo,
        cliente: db.clientes.get(r.clienteId)?.nombre ?? '',
        observaciones: r.observaciones,
        actualizado: r.actualizado,
        diasNoActualizado: Math.max(0, differenceInCalendarDays(now, parseISO(r.actualizado))),
      })),
    }))
    .sort((a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es'));

  // Pending receipts by the month they were opened, in the current year.
  const year = now.getFullYear();
  const porMes = Object.fromEntries(MESES.map((m) => [m, 0])) as Record<MesKey, number>;
  for (const r of pendientes) {
    const d = parseISO(r.fecha);
    if (d.getFullYear() === year) porMes[MESES[d.getMonth()]!] += 1;
  }

  return {
    nombreEmpresa: empresa?.nombre ?? '',
    logoUrl: empresa?.logoPath ? `logos/${empresa.logoPath}` : '',
    totalRecibosPendientes: pendientes.length,
    totalRecibosFinalizados: recibos.filter((r) => r.estado === 'FINALIZADO').length,
    totalRecibosPendientesConDua: pendientes.filter((r) => r.dua.trim() !== '').length,
    totalRecibosHoy: hoy.length,
    totalFacturasHoy: facturas.filter((f) => esDelDia(f.fechaFacturacion, now)).length,
    totalFacturasMes: facturas.filter((f) => esDelMes(f.fechaFacturacion, now)).length,
    totalFacturasPendientes: facturas.filter(esFacturaPendiente).length,
    totalFacturasVencidas: facturas.filter(esFacturaVencida).length,
    encargados,
    recibosHoy: hoy.map((r) => pendiente(db, r)),
    pendientesFacturar: pendientes.map((r) => pendiente(db, r)),
    pendientesFacturarEnAforo: byTica('EN PROCESO DE AFORO'),
    pendientesFacturarInmediata: byTica('FACTURAR INMEDIATO'),
    pendientesFacturarDuaAnticipado: byTica('DUA ANTICIPADO'),
    ticaEstados: TICA_ESTADOS.map((nombre) => ({
      nombre,
      cantidad: pendientes.filter((r) => r.ticaEstado === nombre).length,
    })),
    pendientesPormes: { ano: year, ...porMes },
  };
}

export const usuarioHandlers = [
  api.get(authApi.usuario.path, ({ db, user }): z.input<typeof authApi.usuario.answer> => {
    const empresa = db.empresas.get(user.empresaId);
    return {
      id: user.id,
      nombre: user.nombre,
      usuario: user.usuario,
      correo: user.correo,
      empresa: empresa ? { id: empresa.id, nombre: empresa.nombre } : null,
    };
  }),

  api.on(miCuentaApi.actualizar, async ({ db, user, body }) => {
    const { clave, claveNueva, nombre } = await body(miCuentaApi.actualizar.body);
    if (!clave || !claveNueva || !nombre.trim())
      throw badRequest('Los campos clave, claveNueva y nombre son requeridos');
    if (clave !== user.clave) {
      return { status: 'CLAVE_IVALID', description: 'La clave actual no es correcta' };
    }
    if (claveNueva.length < 4) {
      return { status: 'CLAVE_CORTA', description: 'La clave nueva debe tener al menos 4 caracteres' };
    }
    db.usuarios.update(user.id, { clave: claveNueva, nombre: nombre.trim() });
    return { status: 'OK', description: 'Los datos del usuario fueron actualizados' };
  }),

  api.on(dashboardApi.estadistica, ({ db, user }) => estadistica(db, user)),
];
