import type * as z from 'zod/mini';
import { isValid, parseISO } from 'date-fns';
import { toIsoDateTime } from '@/lib/dates';
import {
  errorDeLongitud,
  LIMITES,
  PAGE_SIZE_CONSULTAS,
  PAGE_SIZE_LISTA,
  TICA_ESTADOS,
  type CampoTexto,
  type TicaEstado,
} from '@/features/recibos/rules';
import { reciboBody, recibosApi, type ReciboBody } from '@/features/recibos/contract';
import * as es from '@/messages/es';
import type { Db } from '../db';
import type { ReciboRecord, UsuarioRow } from '../db/types';
import {
  api,
  badRequest,
  conflict,
  esAdminOCoordinador,
  forbidden,
  must,
  paginate,
  paging,
} from '../lib/route';
import {
  coincide,
  consultar,
  estadoParam,
  facturasDe,
  masReciente,
  reciboApi,
  reciboFactura,
  reciboRow,
  verificarAlcance,
} from '../lib/recibos-consultas';
import { runtime } from '../lib/runtime';

const v = es.recibos.v;
const ADMIN = ['ADMIN'] as const;
const ADMIN_O_COORDINADOR = ['ADMIN', 'COORDINADOR'] as const;

const now = () => toIsoDateTime(runtime.now());
/** A relation's id; 0 when absent. */
const refId = (x: { id: number } | null) => x?.id ?? 0;

function reciboDe(db: Db, id: number): ReciboRecord {
  return must(db.recibos.get(id), `El recibo ${id} no existe`);
}

const REQUERIDO: Record<CampoTexto, string> = {
  consignatario: v.consignatario,
  proveedor: v.proveedor,
  bl: v.bl,
  factura: v.factura,
  dua: '',
  observaciones: v.observaciones,
};
const ETIQUETA: Record<CampoTexto, string> = {
  consignatario: es.recibos.campo.consignatario,
  proveedor: es.recibos.campo.proveedor,
  bl: es.recibos.campo.bl,
  factura: es.recibos.campo.factura,
  dua: es.recibos.campo.dua,
  observaciones: es.recibos.campo.observaciones,
};

function texto(b: ReciboBody, campo: CampoTexto): string {
  const value = b[campo].trim();
  const error = errorDeLongitud(campo, value);
  if (error === 'requerido') throw badRequest(REQUERIDO[campo]);
  if (error === 'min') throw badRequest(`${ETIQUETA[campo]}: ${v.min2}`);
  if (error === 'max') throw badRequest(`${ETIQUETA[campo]}: ${v.max(LIMITES[campo][1])}`);
  return value;
}

function fechaDua(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const d = parseISO(String(value));
  if (!isValid(d)) throw badRequest(`${es.recibos.campo.fechaDua}: ${v.fechaInvalida}`);
  return String(value).slice(0, 10);
}

/** Validates `POST /api/recibo/create` like the server: the form's rules, existing relations, roles. */
export function validarRecibo(db: Db, user: UsuarioRow, b: ReciboBody) {
  const id = b.id;
  const actual = id ? reciboDe(db, id) : null;
  if (actual) verificarAlcance(user, actual);
  const campos = {
    consignatario: texto(b, 'consignatario'),
    proveedor: texto(b, 'proveedor'),
    bl: texto(b, 'bl'),
    factura: texto(b, 'factura'),
    dua: texto(b, 'dua'),
    observaciones: texto(b, 'observaciones'),
  };
  const aduanaId = refId(b.aduana);
  if (!db.aduanas.get(aduanaId)) throw badRequest(v.aduanaRequerida);
  const tipoId = refId(b.tipo);
  if (!db.tiposTramite.get(tipoId)) throw badRequest(v.tipoRequerido);
  const clienteId = refId(b.cliente);
  const cliente = db.clientes.get(clienteId);
  if (!cliente) throw badRequest(v.clienteRequerido);
  if (cliente.estado !== 'ACTIVO' && actual?.clienteId !== clienteId) {
    throw badRequest(`El cliente ${cliente.nombre} está inactivo`);
  }

  const jefe = esAdminOCoordinador(user);
  let encargadoId = user.id;
  if (jefe) {
    encargadoId = refId(b.encargado) || user.id;
    const encargado = db.usuarios.get(encargadoId);
    if (!encargado || encargado.empresaId !== user.empresaId) throw badRequest(v.encargadoRequerido);
  }

  const corelacionId = b.corelacionId;
  if (corelacionId) {
    const otro = db.recibos.get(corelacionId);
    if (!otro || otro.clienteId !== clienteId || otro.id === id) {
      throw badRequest('La correlación debe ser otro recibo del mismo cliente');
    }
  }

  // Only admins and coordinators set the four flags; a user's save keeps what is stored.
  const flags = jefe
    ? {
        previoExamen: b.previoExamen,
        aforoFisico: b.aforoFisico,
        permisos: b.permisos,
        pedimentados: b.pedimentados,
      }
    : {
        previoExamen: actual?.previoExamen ?? 0,
        aforoFisico: actual?.aforoFisico ?? 0,
        permisos: actual?.permisos ?? 0,
        pedimentados: actual?.pedimentados ?? 0,
      };

  return {
    actual,
    campos: {
      ...campos,
      aduanaId,
      tipoId,
      clienteId,
      encargadoId,
      corelacionId,
      fechaDua: fechaDua(b.fechaDua),
      ...flags,
    },
  };
}

function siguienteNumero(db: Db): number {
  let max = 0;
  for (const r of db.recibos.all()) if (r.recibo > max) max = r.recibo;
  return max + 1;
}

/** Inserts a receipt with the next id and number (they advance together). */
function insertarRecibo(db: Db, row: Omit<ReciboRecord, 'id' | 'recibo'>): ReciboRecord {
  const id = db.recibos.nextId();
  return db.recibos.insert({ ...row, id, recibo: Math.max(id, siguienteNumero(db)) });
}

function listado(db: Db, q: z.output<typeof recibosApi.listaAdmin.query>, encargadoId: number | null) {
  const estado = estadoParam(q.estado);
  const filter = q.filter;
  const { pageNumber, pageSize } = paging(q, PAGE_SIZE_LISTA);
  const rows = db.recibos
    .filter(
      (r) =>
        r.estado === estado &&
        (encargadoId === null || r.encargadoId === encargadoId) &&
        coincide(db, r, filter),
    )
    .sort(masReciente);
  const page = paginate(rows, pageNumber, pageSize);
  const today = runtime.now();
  return {
    recibos: page.content.map((r) => reciboRow(db, r, today)),
    total: page.total,
    pagesTotal: page.pagesTotal,
  };
}

const corelacionados = (db: Db, clienteId: number, estado: ReciboRecord['estado'], excepto = 0) =>
  db.recibos
    .filter((r) => r.clienteId === clienteId && r.estado === estado && r.id !== excepto)
    .sort(masReciente)
    .map((r) => ({ id: r.id, recibo: r.recibo }));

/** The invoice ids a correlated PENDIENTE receipt may take: its client's unassigned, live invoices. */
export function candidatas(db: Db, r: ReciboRecord): number[] {
  return db.facturas
    .filter((f) => f.reciboId === null && f.clienteId === r.clienteId && f.estado !== 'Anulada')
    .sort((a, b) => b.id - a.id)
    .map((f) => f.id);
}

/** Links an invoice to a receipt: the receipt becomes FINALIZADO, estaFacturado 1. */
function facturar(db: Db, r: ReciboRecord, facturaId: number): void {
  db.facturas.update(facturaId, { reciboId: r.id });
  db.recibos.update(r.id, { estado: 'FINALIZADO', estaFacturado: 1, fechaFin: now(), actualizado: now() });
}

/**
 * `PUT /api/recibo/facturado` and the invoice form's receipt mode: the user may work on the
 * receipt, the invoice is live, of the receipt's client and of no other receipt; then it is linked.
 */
export function vincularFactura(db: Db, user: UsuarioRow, reciboId: number, facturaId: number): ReciboRecord {
  const r = reciboDe(db, reciboId);
  verificarAlcance(user, r);
  const f = must(db.facturas.get(facturaId), `La factura ${facturaId} no existe`);
  if (f.estado === 'Anulada') throw conflict(`La factura ${f.id} está anulada`);
  if (f.reciboId !== null && f.reciboId !== r.id) {
    throw conflict(`La factura ${f.id} ya pertenece al recibo ${f.reciboId}`);
  }
  if (f.clienteId !== r.clienteId) throw conflict(`La factura ${f.id} es de otro cliente`);
  facturar(db, r, f.id);
  return r;
}

/** The receipt the invoice form works for (receipt mode): 404 when missing, 403 out of the user's scope. */
export function reciboParaFacturar(db: Db, user: UsuarioRow, reciboId: number): ReciboRecord {
  const r = reciboDe(db, reciboId);
  verificarAlcance(user, r);
  return r;
}

const facturasApi = (db: Db, reciboId: number) => facturasDe(db, reciboId).map((f) => reciboFactura(db, f));

export const recibosHandlers = [
  api.on(recibosApi.data, ({ db, queryOf, user }) => {
    const id = Math.trunc(queryOf(recibosApi.data.query).id ?? 0);
    const recibo = id ? reciboDe(db, id) : null;
    if (recibo) verificarAlcance(user, recibo);
    const clientes = db.clientes
      .filter((c) => c.estado === 'ACTIVO' || c.id === recibo?.clienteId)
      .map((c) => ({ id: c.id, nombre: c.nombre }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
    let relacionados: Array<{ id: number; recibo: number }> = [];
    if (recibo) {
      relacionados = corelacionados(db, recibo.clienteId, 'PENDIENTE', recibo.id);
      const actual = recibo.corelacionId ? db.recibos.get(recibo.corelacionId) : undefined;
      if (actual && !relacionados.some((c) => c.id === actual.id)) {
        relacionados.unshift({ id: actual.id, recibo: actual.recibo });
      }
    }
    return {
      aduanas: db.aduanas.all().map((a) => ({ id: a.id, nombre: a.nombre })),
      clientes,
      tiposTramites: db.tiposTramite.all().map((t) => ({ id: t.id, nombre: t.nombre })),
      estados: TICA_ESTADOS.map((estado, i) => ({ id: i + 1, estado })),
      usuarios: db.usuarios
        .filter((u) => u.empresaId === user.empresaId)
        .map((u) => ({ id: u.id, nombre: u.nombre }))
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
      corelacionados: relacionados,
      facturas: recibo ? facturasApi(db, recibo.id) : [],
      recibo: recibo ? reciboApi(db, recibo) : null,
    };
  }),

  api.on(recibosApi.corelacionados, ({ db, queryOf }) => {
    const { clienteId, estado } = queryOf(recibosApi.corelacionados.query);
    return corelacionados(db, clienteId, estadoParam(estado));
  }),

  api.on(recibosApi.guardar, async ({ db, user, body }) => {
    const { actual, campos } = validarRecibo(db, user, await body(reciboBody));
    if (actual) {
      // Editing keeps the state, the number, the dates and the TICA state.
      const saved = db.recibos.update(actual.id, { ...campos, actualizado: now() });
      return { id: saved.id, recibo: saved.recibo };
    }
    const stamp = now();
    const saved = insertarRecibo(db, {
      ...campos,
      fecha: stamp,
      estado: 'PENDIENTE',
      estaFacturado: 0,
      fechaFin: null,
      ticaEstado: 'NA',
      actualizado: stamp,
    });
    return { id: saved.id, recibo: saved.recibo };
  }),

  // The body is a `Recibo` (API.md): relations are { id, nombre }, never a list row's names.
  api.on(recibosApi.clonar, async ({ db, user, body }) => {
    const b = await body(reciboBody);
    const original = reciboDe(db, b.id);
    verificarAlcance(user, original);
    if (original.corelacionId) throw conflict(es.recibos.clonarRechazado);
    const stamp = now();
    const { id: _id, recibo: _numero, ...copia } = original;
    const clon = insertarRecibo(db, {
      ...copia,
      fecha: stamp,
      estado: 'PENDIENTE',
      estaFacturado: 0,
      fechaFin: null,
      corelacionId: original.id,
      actualizado: stamp,
    });
    return { id: clon.id };
  }),

  api.on(recibosApi.justificacion, ({ db, user, queryOf }) => {
    const q = queryOf(recibosApi.justificacion.query);
    const r = reciboDe(db, q.id);
    verificarAlcance(user, r);
    const estado = q.estado.trim();
    if (!(TICA_ESTADOS as readonly string[]).includes(estado)) {
      throw badRequest(`El estado ${estado} no es válido: use ${TICA_ESTADOS.join(', ')}`);
    }
    db.recibos.update(r.id, { ticaEstado: estado as TicaEstado, actualizado: now() });
    return { id: r.id, estado };
  }),

  api.on(recibosApi.facturado, async ({ db, user, body }) => {
    const { id, facturaId } = await body(recibosApi.facturado.body);
    const r = vincularFactura(db, user, id, facturaId);
    return { facturaId, facturas: facturasApi(db, r.id) };
  }),

  api.on(
    recibosApi.facturacion,
    ({ db, queryOf }) => {
      const r = reciboDe(db, queryOf(recibosApi.facturacion.query).id);
      const actual = facturasDe(db, r.id).find((f) => f.estado !== 'Anulada') ?? facturasDe(db, r.id)[0];
      return {
        id: r.id,
        recibo: r.recibo,
        facturaId: actual?.id ?? 0,
        facturas: r.estado === 'PENDIENTE' ? candidatas(db, r) : [],
        corelacionId: r.corelacionId,
      };
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.on(
    recibosApi.facturar,
    async ({ db, body }) => {
      const b = await body(recibosApi.facturar.body);
      const r = reciboDe(db, b.id);
      if (r.estado !== 'PENDIENTE') throw conflict(`El recibo ${r.recibo} ya está FINALIZADO`);
      if (!r.corelacionId) throw conflict(es.facturarManual.noCorrelacionado.trim());
      const { facturaId } = b;
      if (!facturaId) throw badRequest(es.facturarManual.seleccionar);
      if (!candidatas(db, r).includes(facturaId)) {
        throw conflict(`La factura ${facturaId} no está disponible para el recibo ${r.recibo}`);
      }
      facturar(db, r, facturaId);
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.on(
    recibosApi.listaAdmin,
    ({ db, queryOf }) => listado(db, queryOf(recibosApi.listaAdmin.query), null),
    { roles: ADMIN },
  ),

  api.on(recibosApi.lista, ({ db, queryOf, user }) => {
    const q = queryOf(recibosApi.lista.query);
    if (!esAdminOCoordinador(user) && q.encargadoId !== user.id) {
      throw forbidden('Solo puede listar sus propios recibos');
    }
    return listado(db, q, q.encargadoId);
  }),

  api.on(
    recibosApi.consultas,
    ({ db, queryOf, user }) => {
      const q = queryOf(recibosApi.consultas.query);
      const { pageNumber, pageSize } = paging(q, PAGE_SIZE_CONSULTAS);
      const page = paginate(consultar(db, q), pageNumber, pageSize);
      const today = runtime.now();
      const cargado = q.encargadosCargado;
      return {
        recibos: page.content.map((r) => reciboRow(db, r, today)),
        total: page.total,
        pagesTotal: page.pagesTotal,
        ...(cargado
          ? {}
          : {
              encargados: db.usuarios
                .filter((u) => u.empresaId === user.empresaId)
                .map((u) => ({ id: u.id, nombre: u.nombre }))
                .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
              clientes: db.clientes
                .all()
                .map((c) => ({ id: c.id, nombre: c.nombre }))
                .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
            }),
      };
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.on(
    recibosApi.liberar,
    ({ db, queryOf }) => {
      const f = must(db.facturas.get(queryOf(recibosApi.liberar.query).id), 'La factura no existe');
      if (f.reciboId === null) throw conflict(`La factura ${f.id} no está asignada a un recibo`);
      if (!f.reversible) throw conflict(`La factura ${f.id} no se puede liberar`);
      const r = reciboDe(db, f.reciboId);
      db.facturas.update(f.id, { reciboId: null, reversible: false });
      if (facturasDe(db, r.id).length === 0) {
        db.recibos.update(r.id, {
          estado: 'PENDIENTE',
          estaFacturado: 0,
          fechaFin: null,
          actualizado: now(),
        });
      }
      return { facturaId: f.id, facturas: facturasApi(db, r.id) };
    },
    { roles: ADMIN, mutating: true },
  ),
];
