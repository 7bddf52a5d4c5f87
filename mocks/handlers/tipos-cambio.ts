import { toIsoDateTime } from '@/lib/dates';
import type { Db } from '../db';
import type { TipoCambioRow } from '../db/types';
import { api, badRequest, must, notFound, requireInt } from '../lib/route';

type Body = Partial<Record<keyof TipoCambioRow, unknown>>;

/** Validates like the server: the same rules as the form (seed 1 §5), 400 with a message. */
export function validarTipoCambio(
  db: Db,
  b: Body,
): Omit<TipoCambioRow, 'id' | 'fechaUltimoCambio'> & { id: number } {
  const id = Number(b.id ?? 0) || 0;
  const nombre = String(b.nombre ?? '').trim();
  const venta = Number(b.venta);
  const compra = Number(b.compra);
  const simbol = String(b.simbol ?? '').trim();
  if (nombre.length < 2) throw badRequest('El nombre del tipo de cambio es requerido (mínimo 2 caracteres)');
  if (!(venta > 0)) throw badRequest('La venta es requerida y debe ser mayor a 0');
  if (!(compra > 0)) throw badRequest('La compra es requerida y debe ser mayor a 0');
  if (!simbol) throw badRequest('El símbolo es requerido');
  if (id && !db.tiposCambio.get(id)) throw notFound(`El tipo de cambio ${id} no existe`);
  const duplicado = db.tiposCambio.find(
    (t) => t.id !== id && t.nombre.toLowerCase() === nombre.toLowerCase(),
  );
  if (duplicado) throw badRequest(`Ya existe un tipo de cambio llamado ${duplicado.nombre}`);
  const esDefault = Number(b.esDefault) === 1 ? 1 : 0;
  const actual = db.tiposCambio.find((t) => t.esDefault === 1);
  if (!esDefault && actual && actual.id === id) {
    throw badRequest('Debe existir un tipo de cambio del sistema: marque otro antes de desmarcar este');
  }
  return { id, nombre, venta, compra, simbol, esDefault, descripcion: String(b.descripcion ?? '').trim() };
}

export const tiposCambioHandlers = [
  api.get('/api/tipo-cambio/data/list', ({ db }) => db.tiposCambio.all()),

  api.get('/api/tipo-cambio/data', ({ db, query }) => {
    const id = requireInt(query, 'id');
    return must(db.tiposCambio.get(id), `El tipo de cambio ${id} no existe`);
  }),

  api.post('/api/tipo-cambio/create', async ({ db, body }) => {
    const valid = validarTipoCambio(db, await body<Body>());
    // Exactly one system rate: saving another with esDefault 1 clears the old one.
    if (valid.esDefault) {
      db.tiposCambio
        .filter((t) => t.esDefault === 1 && t.id !== valid.id)
        .forEach((t) => db.tiposCambio.update(t.id, { esDefault: 0 }));
    }
    const row = { ...valid, fechaUltimoCambio: toIsoDateTime(new Date()) };
    return valid.id ? db.tiposCambio.update(valid.id, row) : db.tiposCambio.insert({ ...row, id: 0 });
  }),
];
