import {
  aFlag,
  montoValido,
  problemaNombre,
  problemaSimbol,
  quitaElDelSistema,
} from '@/features/tipos-cambio/rules';
import { tiposCambioApi, type TipoCambioBody } from '@/features/tipos-cambio/contract';
import { toIsoDateTime } from '@/lib/dates';
import * as es from '@/messages/es';
import type { Db } from '../db';
import type { TipoCambioRow } from '../db/types';
import { api, badRequest, must, notFound } from '../lib/route';
import { runtime } from '../lib/runtime';

type Body = Partial<TipoCambioBody>;
const v = es.tiposCambio.v;

/** Validates like the server: the form's own rules, then a unique name and one system rate. */
export function validarTipoCambio(
  db: Db,
  b: Body,
): Omit<TipoCambioRow, 'id' | 'fechaUltimoCambio'> & { id: number } {
  const id = Number(b.id ?? 0) || 0;
  const nombre = String(b.nombre ?? '').trim();
  const simbol = String(b.simbol ?? '').trim();
  const nombreMal = problemaNombre(nombre);
  if (nombreMal) throw badRequest(nombreMal === 'requerido' ? v.nombreRequerido : v.nombreMin);
  if (!montoValido(b.venta)) throw badRequest(v.ventaRequerida);
  if (!montoValido(b.compra)) throw badRequest(v.compraRequerida);
  const simbolMal = problemaSimbol(simbol);
  if (simbolMal) throw badRequest(simbolMal === 'requerido' ? v.simbolRequerido : v.simbolMax);
  if (id && !db.tiposCambio.get(id)) throw notFound(`El tipo de cambio ${id} no existe`);
  const duplicado = db.tiposCambio.find(
    (t) => t.id !== id && t.nombre.toLowerCase() === nombre.toLowerCase(),
  );
  if (duplicado) throw badRequest(`Ya existe un tipo de cambio llamado ${duplicado.nombre}`);
  const esDefault = aFlag(b.esDefault);
  const actual = db.tiposCambio.find((t) => t.esDefault === 1);
  if (quitaElDelSistema(id, esDefault, actual?.id)) throw badRequest(v.delSistema);
  return {
    id,
    nombre,
    venta: Number(b.venta),
    compra: Number(b.compra),
    simbol,
    esDefault,
    descripcion: String(b.descripcion ?? '').trim(),
  };
}

export const tiposCambioHandlers = [
  api.on(tiposCambioApi.list, ({ db }) => db.tiposCambio.all()),

  api.on(tiposCambioApi.get, ({ db, queryOf }) => {
    const { id } = queryOf(tiposCambioApi.get.query);
    return must(db.tiposCambio.get(id), `El tipo de cambio ${id} no existe`);
  }),

  api.on(tiposCambioApi.create, async ({ db, body }) => {
    const valid = validarTipoCambio(db, await body(tiposCambioApi.create.body));
    // Exactly one system rate: saving another with esDefault 1 clears the old one.
    if (valid.esDefault) {
      db.tiposCambio
        .filter((t) => t.esDefault === 1 && t.id !== valid.id)
        .forEach((t) => db.tiposCambio.update(t.id, { esDefault: 0 }));
    }
    const row = { ...valid, fechaUltimoCambio: toIsoDateTime(runtime.now()) };
    return valid.id ? db.tiposCambio.update(valid.id, row) : db.tiposCambio.insert({ ...row, id: 0 });
  }),
];
