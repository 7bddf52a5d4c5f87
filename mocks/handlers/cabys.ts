import type * as z from 'zod/mini';
import { serviciosCabysApi } from '@/features/cabys/contract';
import { CODIGO_CABYS_LONGITUD, esEstadoCabys } from '@/features/cabys/rules';
import type { Db } from '../db';
import type { ServicioCabysRow, UsuarioRow } from '../db/types';
import { validarCodigoCatalogo } from '../lib/codigo-catalogo';
import { api, badRequest, must } from '../lib/route';

type Body = z.output<typeof serviciosCabysApi.create.body>;

/** One of the user's company's services, or 404 (another company's rows do not exist for this user). */
function servicioDeLaEmpresa(db: Db, user: UsuarioRow, id: number): ServicioCabysRow {
  const row = db.serviciosCabys.get(id);
  return must(row && row.empresaId === user.empresaId ? row : undefined, `El servicio cabys ${id} no existe`);
}

/** Validates like the server: the form's rules (a 13-digit code) plus company and unique code. */
export function validarServicioCabys(db: Db, user: UsuarioRow, b: Body): ServicioCabysRow {
  const id = Number(b.id ?? 0) || 0;
  const codigoCabys = String(b.codigoCabys ?? '').trim();
  const descripcion = String(b.descripcion ?? '').trim();
  const status = String(b.status ?? '').trim();
  const empresaId = validarCodigoCatalogo({
    user,
    id,
    empresaId: Number(b.empresaId ?? 0) || 0,
    codigo: codigoCabys,
    descripcion,
    longitud: CODIGO_CABYS_LONGITUD,
    otrosCampos: () => {
      if (!esEstadoCabys(status)) throw badRequest('El estado debe ser ACTIVO o INACTIVO');
    },
    actual: (x) => servicioDeLaEmpresa(db, user, x),
    repetido: (empresa) =>
      db.serviciosCabys.find((s) => s.id !== id && s.empresaId === empresa && s.codigoCabys === codigoCabys),
    textos: {
      codigo: {
        requerido: 'El código Cabys es requerido',
        longitud: 'El codigo debe contener 13 caracteres',
        digitos: 'El código Cabys solo puede contener números',
      },
      empresaRequerida: 'La empresa del servicio cabys es requerida',
      otraEmpresa: 'No puede registrar servicios cabys de otra empresa',
      duplicado: `Ya existe un servicio cabys con el código ${codigoCabys}`,
    },
  });
  return { id, empresaId, codigoCabys, descripcion, status: status as ServicioCabysRow['status'] };
}

export const cabysHandlers = [
  api.on(serviciosCabysApi.list, ({ db, user }) =>
    db.serviciosCabys.filter((s) => s.empresaId === user.empresaId),
  ),

  api.on(serviciosCabysApi.get, ({ db, user, queryOf }) =>
    servicioDeLaEmpresa(db, user, queryOf(serviciosCabysApi.get.query).id),
  ),

  api.on(serviciosCabysApi.create, async ({ db, user, body }) => {
    const valid = validarServicioCabys(db, user, await body(serviciosCabysApi.create.body));
    return valid.id ? db.serviciosCabys.update(valid.id, valid) : db.serviciosCabys.insert(valid);
  }),
];
