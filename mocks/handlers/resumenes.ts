import type * as z from 'zod/mini';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { toQueryDate } from '@/lib/dates';
import { productToCentimos } from '@/lib/money';
import { RESUMENES, type ResumenDef, type ResumenId } from '@/features/resumenes/rules';
import type { Db } from '../db';
import type { Authority, Ref, UsuarioRow } from '../db/types';
import { ahora } from '../lib/facturas';
import { api, fechaParam, fold, paginate, paging } from '../lib/route';
import { resumenesApi } from '@/features/resumenes/contract';

/** A summary's query as its contract reads it (the three summaries share one query shape). */
type ResumenLeido = z.output<typeof resumenesApi.clientes.query>;

/*
 * API.md 'Summaries', admin only: every summary is computed from the same store the lists
 * read — invoices for the client summary, receipts for the handler summary, TICA rows for the TICA
 * summary — so its numbers are the sums of the rows behind them. Decisions S1–S6.
 */

const ADMIN: readonly Authority[] = ['ADMIN'];

/** The name of the procedure type of an invoice that bills no receipt (decision S2). */
export const SIN_TRAMITE = 'Sin recibo';

type Fila = {
  tipo?: string;
  cliente?: string;
  total?: number;
  cantidad: number;
  encargado?: string;
  regimen?: string;
  aduana?: string;
};

const nombre = (row: { nombre: string } | undefined) => row?.nombre ?? '';
const porNombre = (a: Ref, b: Ref) => a.nombre.localeCompare(b.nombre, 'es');
const refs = (rows: readonly Ref[]) => rows.map((r) => ({ id: r.id, nombre: r.nombre }));

/**
 * The range of a summary: whole days, both included. A date not sent is the current month's bound
 * (the first or the last day of the month of the server's clock), and both are echoed D-M-YYYY.
 */
export function rangoResumen(q: ResumenLeido, now: Date = ahora()) {
  const desde = fechaParam(q.fechaInicio, 'fechaInicio') ?? startOfMonth(now);
  const hasta = fechaParam(q.fechaFinal, 'fechaFinal') ?? endOfMonth(now);
  const desdeDia = format(desde, 'yyyy-MM-dd');
  const hastaDia = format(hasta, 'yyyy-MM-dd');
  return {
    fechaInicio: toQueryDate(desde),
    fechaFinal: toQueryDate(hasta),
    /** An ISO date or date-time inside the range. */
    dentro: (iso: string) => {
      const dia = iso.slice(0, 10);
      return dia >= desdeDia && dia <= hastaDia;
    },
  };
}

/** Counts and sums rows by a key, keeping the first row's names. */
function agrupar<T>(
  items: readonly T[],
  clave: (t: T) => string,
  fila: (t: T) => Fila,
  centimos?: (t: T) => number,
) {
  const grupos = new Map<string, { fila: Fila; cantidad: number; centimos: number }>();
  for (const item of items) {
    const k = clave(item);
    const g = grupos.get(k) ?? { fila: fila(item), cantidad: 0, centimos: 0 };
    g.cantidad += 1;
    g.centimos += centimos?.(item) ?? 0;
    grupos.set(k, g);
  }
  return [...grupos.values()].map((g) => ({
    ...g.fila,
    cantidad: g.cantidad,
    ...(centimos ? { total: g.centimos / 100, centimos: g.centimos } : {}),
  }));
}

const texto = (f: Fila, campos: readonly (keyof Fila)[]) =>
  campos.map((c) => String(f[c] ?? '')).join('\u0001');

/** Largest first (amount, then count), then by the names in column order. */
function ordenar<T extends Fila & { centimos?: number }>(filas: T[], campos: readonly (keyof Fila)[]): T[] {
  return filas.sort(
    (a, b) =>
      (b.centimos ?? 0) - (a.centimos ?? 0) ||
      b.cantidad - a.cantidad ||
      texto(a, campos).localeCompare(texto(b, campos), 'es'),
  );
}

/** The account's users: the handlers (encargados) every receipt and TICA row is assigned to. */
const usuariosDe = (db: Db, user: UsuarioRow) => db.usuarios.filter((u) => u.empresaId === user.empresaId);

/** A TICA row's handler: the user whose name is its `responsable` (decision S4); 0 when none is. */
function encargadoTica(db: Db, user: UsuarioRow) {
  const porNombreFold = new Map(usuariosDe(db, user).map((u) => [fold(u.nombre), u.id]));
  return (responsable: string) => porNombreFold.get(fold(responsable)) ?? 0;
}

/**
 * One summary's rows over the whole range, before paging, and `monto` (Σ `total`, only the client
 * summary carries money). Exported for the unit tests.
 */
export function calcularResumen(db: Db, user: UsuarioRow, id: ResumenId, q: ResumenLeido, now = ahora()) {
  const rango = rangoResumen(q, now);
  const def = RESUMENES[id];
  const filtro = (param: 'clienteId' | 'tipoId' | 'encargadoId' | 'regimenId') => Math.trunc(q[param] ?? 0);
  let filas: Array<Fila & { centimos?: number }>;

  if (id === 'clientes') {
    const clienteId = filtro('clienteId');
    const tipoId = filtro('tipoId');
    const tipoDe = (reciboId: number | null) => (reciboId ? (db.recibos.get(reciboId)?.tipoId ?? 0) : 0);
    const facturas = db.facturas.filter(
      (f) =>
        f.empresaId === user.empresaId &&
        f.estado !== 'Anulada' &&
        rango.dentro(f.fechaFacturacion) &&
        (!clienteId || f.clienteId === clienteId) &&
        (!tipoId || tipoDe(f.reciboId) === tipoId),
    );
    filas = agrupar(
      facturas,
      (f) => `${f.clienteId}|${tipoDe(f.reciboId)}`,
      (f) => {
        const tipo = tipoDe(f.reciboId);
        return {
          cliente: nombre(db.clientes.get(f.clienteId)),
          tipo: tipo ? nombre(db.tiposTramite.get(tipo)) : SIN_TRAMITE,
          cantidad: 0,
        };
      },
      // In colones: each total at its currency's sale rate, as 'Listado Facturas' adds its Monto Total.
      (f) => productToCentimos([f.total, db.tiposCambio.get(f.tipoCambioId)?.venta ?? 1]),
    );
  } else if (id === 'encargado') {
    const encargadoId = filtro('encargadoId');
    const clienteId = filtro('clienteId');
    const recibos = db.recibos.filter(
      (r) =>
        rango.dentro(r.fecha) &&
        (!encargadoId || r.encargadoId === encargadoId) &&
        (!clienteId || r.clienteId === clienteId),
    );
    filas = agrupar(
      recibos,
      (r) => `${r.encargadoId}|${r.tipoId}|${r.clienteId}`,
      (r) => ({
        encargado: nombre(db.usuarios.get(r.encargadoId)),
        tipo: nombre(db.tiposTramite.get(r.tipoId)),
        cliente: nombre(db.clientes.get(r.clienteId)),
        cantidad: 0,
      }),
    );
  } else {
    const encargadoId = filtro('encargadoId');
    const regimenId = filtro('regimenId');
    const encargadoDe = encargadoTica(db, user);
    const ticas = db.ticas.filter(
      (t) =>
        rango.dentro(t.fecha) &&
        (!encargadoId || encargadoDe(t.responsable) === encargadoId) &&
        (!regimenId || t.regimenId === regimenId),
    );
    filas = agrupar(
      ticas,
      (t) => `${fold(t.responsable)}|${t.regimenId}|${t.aduanaId}`,
      (t) => ({
        encargado: t.responsable.trim(),
        regimen: nombre(db.regimenes.get(t.regimenId)),
        aduana: nombre(db.aduanas.get(t.aduanaId)),
        cantidad: 0,
      }),
    );
  }

  const ordenadas = ordenar(filas, def.campos as readonly (keyof Fila)[]);
  const montoCentimos = ordenadas.reduce((a, f) => a + (f.centimos ?? 0), 0);
  return {
    rango,
    filas: ordenadas.map(({ centimos: _, ...f }) => f),
    monto: montoCentimos / 100,
  };
}

/** The option lists of a summary's filters (decision S5): whole lists, not only the range's. */
export function opcionesResumen(db: Db, user: UsuarioRow, def: ResumenDef) {
  const listas: Record<string, Ref[]> = {};
  for (const f of def.filtros) {
    if (f.opciones === 'clientes') listas.clientes = refs(db.clientes.all().sort(porNombre));
    if (f.opciones === 'tipos') listas.tipos = refs(db.tiposTramite.all().sort(porNombre));
    if (f.opciones === 'encargados') listas.encargados = refs(usuariosDe(db, user).sort(porNombre));
    if (f.opciones === 'regimenAduaneros') listas.regimenAduaneros = refs(db.regimenes.all());
  }
  return listas;
}

function resumenHandler(id: ResumenId) {
  const def = RESUMENES[id];
  const call = resumenesApi[id];
  return api.on(
    call,
    ({ db, user, queryOf }) => {
      const q = queryOf(call.query);
      const { pageNumber, pageSize } = paging(q, def.pageSize);
      const { rango, filas, monto } = calcularResumen(db, user, id, q);
      const page = paginate(filas, pageNumber, pageSize);
      return {
        fechaInicio: rango.fechaInicio,
        fechaFinal: rango.fechaFinal,
        tramites: page.content,
        total: page.total,
        pagesTotal: page.pagesTotal,
        monto,
        ...(q.cargados ? {} : opcionesResumen(db, user, def)),
      };
    },
    { roles: ADMIN },
  );
}

export const resumenesHandlers = [
  resumenHandler('clientes'),
  resumenHandler('encargado'),
  resumenHandler('tica'),
];
