import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { Db } from '../db';
import type { ReciboRecord, TicaEstado } from '../db/types';
import { api, badRequest } from '../lib/route';

const TICA_ESTADOS: TicaEstado[] = ['NA', 'EN PROCESO DE AFORO', 'FACTURAR INMEDIATO', 'DUA ANTICIPADO'];
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

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

/** GET /api/usuario/estadistica: computed from the store, for the user's account (B3: never invented). */
export function estadistica(db: Db, empresaId: number, now = new Date()) {
  const today = format(now, 'yyyy-MM-dd');
  const month = format(now, 'yyyy-MM');
  const empresa = db.empresas.get(empresaId);
  const recibos = db.recibos.all();
  const pendientes = recibos
    .filter((r) => r.estado === 'PENDIENTE')
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
  const facturas = db.facturas.filter((f) => f.estado !== 'Anulada');
  const byTica = (estado: TicaEstado) =>
    pendientes.filter((r) => r.ticaEstado === estado).map((r) => pendiente(db, r));

  const encargados = db.usuarios
    .all()
    .map((u) => {
      const own = pendientes.filter((r) => r.encargadoId === u.id);
      return {
        id: u.id,
        nombre: u.nombre,
        cantidad: own.length,
        pendientes: own.map((r) => ({
          id: r.id,
          recibo: r.recibo,
          cliente: db.clientes.get(r.clienteId)?.nombre ?? '',
          observaciones: r.observaciones,
          actualizado: r.actualizado,
          diasNoActualizado: Math.max(0, differenceInCalendarDays(now, parseISO(r.actualizado))),
        })),
      };
    })
    .filter((e) => e.cantidad > 0);

  const year = now.getFullYear();
  const porMes = Object.fromEntries(MESES.map((m) => [m, 0])) as Record<(typeof MESES)[number], number>;
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
    totalRecibosHoy: recibos.filter((r) => r.fecha.startsWith(today)).length,
    totalFacturasHoy: facturas.filter((f) => f.fechaFacturacion.startsWith(today)).length,
    totalFacturasMes: facturas.filter((f) => f.fechaFacturacion.startsWith(month)).length,
    totalFacturasPendientes: facturas.filter((f) => f.estadoPago === 'Pendiente Pago').length,
    totalFacturasVencidas: facturas.filter(
      (f) =>
        f.estadoPago === 'Vencida' ||
        (f.estadoPago === 'Pendiente Pago' &&
          !!f.fechaVencimiento &&
          f.fechaVencimiento.slice(0, 10) < today),
    ).length,
    encargados,
    recibosHoy: recibos.filter((r) => r.fecha.startsWith(today)).map((r) => pendiente(db, r)),
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
  api.get('/api/usuario/data', ({ db, user }) => {
    const empresa = db.empresas.get(user.empresaId);
    return {
      id: user.id,
      nombre: user.nombre,
      usuario: user.usuario,
      correo: user.correo,
      empresa: empresa ? { id: empresa.id, nombre: empresa.nombre } : null,
    };
  }),

  api.put('/api/usuario/update/npw', async ({ db, user, body }) => {
    const { clave, claveNueva, nombre } = await body<{
      clave?: string;
      claveNueva?: string;
      nombre?: string;
    }>();
    if (!clave || !claveNueva || !nombre?.trim())
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

  api.get('/api/usuario/estadistica', ({ db, user }) => estadistica(db, user.empresaId)),
];
