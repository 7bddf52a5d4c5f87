import type * as z from 'zod/mini';
import { clienteCodigoBody, clientesApi } from '@/features/clientes/contract';
import { codigosActividadApi } from '@/lib/codigos-actividad';
import * as es from '@/messages/es';
import type { Db } from '../db';
import type { ClienteCodigoRow } from '../db/types';
import { api, badRequest, fold, must, notFound } from '../lib/route';
import { ACTIVIDADES, actividadPorCodigo } from '../seed/actividades';

const t = es.codigosActividad;

/** The search answers at most this many codes, best first (codes that start with the text). */
export const BUSQUEDA_MAX = 50;

const indexed = ACTIVIDADES.map((a) => ({
  a,
  code: a.codigoActividadDgt,
  text: fold(`${a.nombreActividadDgt} ${a.codigoSubclase} ${a.tituloSubclase}`),
}));

/** Case- and accent-insensitive substring on the code or the names (API.md). */
export function buscarActividades(filter: string) {
  const f = fold(filter);
  if (!f) return [];
  const hits = indexed.filter((x) => x.code.includes(f) || x.text.includes(f));
  const starts = (x: (typeof hits)[number]) => (x.code.startsWith(f) ? 0 : 1);
  return hits
    .sort((x, y) => starts(x) - starts(y) || x.code.localeCompare(y.code))
    .slice(0, BUSQUEDA_MAX)
    .map((x) => x.a);
}

function item(row: ClienteCodigoRow) {
  const a = actividadPorCodigo(row.codigoActividadDgt);
  return {
    id: row.id,
    codigoActividadDgt: row.codigoActividadDgt,
    detalleCodigo: a
      ? {
          id: a.id,
          nombreActividadDgt: a.nombreActividadDgt,
          codigoSubclase: a.codigoSubclase,
          tituloSubclase: a.tituloSubclase,
        }
      : null,
  };
}

type Body = z.output<typeof clienteCodigoBody>;

/** A client's activity code as the server takes it: the client exists, the code is real and not repeated. */
export function validarClienteCodigo(db: Db, b: Body): ClienteCodigoRow {
  const id = b.id ?? 0;
  const clienteId = b.client?.id ?? 0;
  if (!db.clientes.get(clienteId)) throw badRequest(es.clientes.servidor.noExiste(clienteId));
  const codigo = b.codigoActividadDgt.trim();
  if (!codigo) throw badRequest(t.codigoInvalido);
  if (!actividadPorCodigo(codigo)) throw badRequest(t.servidor.noExiste(codigo));
  if (id) {
    const current = db.clienteCodigos.get(id);
    if (!current || current.clienteId !== clienteId) throw notFound(t.servidor.asignacionNoExiste(id));
  }
  const repetido = db.clienteCodigos.find(
    (r) => r.id !== id && r.clienteId === clienteId && r.codigoActividadDgt === codigo,
  );
  if (repetido) throw badRequest(t.servidor.duplicado(codigo));
  return { id, clienteId, codigoActividadDgt: codigo };
}

export const codigosActividadHandlers = [
  api.on(codigosActividadApi.todos, () => ACTIVIDADES),

  api.on(codigosActividadApi.buscar, ({ queryOf }) =>
    buscarActividades(queryOf(codigosActividadApi.buscar.query).filter),
  ),

  api.on(clientesApi.codigos, ({ db, params }) => {
    const clienteId = Number(params.clienteId);
    must(db.clientes.get(clienteId), es.clientes.servidor.noExiste(clienteId));
    return db.clienteCodigos
      .filter((r) => r.clienteId === clienteId)
      .sort((a, b) => a.id - b.id)
      .map(item);
  }),

  api.on(clientesApi.guardarCodigo, async ({ db, body }) => {
    const row = validarClienteCodigo(db, await body(clienteCodigoBody));
    return item(row.id ? db.clienteCodigos.update(row.id, row) : db.clienteCodigos.insert({ ...row, id: 0 }));
  }),

  api.on(clientesApi.borrarCodigo, ({ db, params }) => {
    const id = Number(params.id);
    must(db.clienteCodigos.get(id), t.servidor.asignacionNoExiste(id));
    db.clienteCodigos.remove(id);
  }),
];
