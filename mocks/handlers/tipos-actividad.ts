import type * as z from 'zod/mini';
import { tiposActividadApi } from '@/features/tipos-actividad/contract';
import { CODIGO_ACTIVIDAD_LONGITUD, FORMA_CIIU4 } from '@/features/tipos-actividad/rules';
import type { Db } from '../db';
import type { TipoActividadRow, UsuarioRow } from '../db/types';
import { validarCodigoCatalogo } from '../lib/codigo-catalogo';
import { api, must } from '../lib/route';

type Body = z.output<typeof tiposActividadApi.create.body>;

/** One of the user's company's activity types, or 404. */
function tipoDeLaEmpresa(db: Db, user: UsuarioRow, id: number): TipoActividadRow {
  const row = db.tiposActividad.get(id);
  return must(
    row && row.empresaId === user.empresaId ? row : undefined,
    `El tipo de actividad economica ${id} no existe`,
  );
}

/** Validates like the server: the form's rules (a 6-digit code) plus company and unique code. */
export function validarTipoActividad(db: Db, user: UsuarioRow, b: Body): TipoActividadRow {
  const id = Number(b.id ?? 0) || 0;
  // A code sent as a number (a client that parsed it) loses its leading zero: it is refused, not guessed.
  const codigo = String(b.codigo ?? '').trim();
  const descripcion = String(b.descripcion ?? '').trim();
  const empresaId = validarCodigoCatalogo({
    user,
    id,
    empresaId: Number(b.empresaId ?? 0) || 0,
    codigo,
    descripcion,
    longitud: CODIGO_ACTIVIDAD_LONGITUD,
    otraForma: FORMA_CIIU4,
    actual: (x) => tipoDeLaEmpresa(db, user, x),
    repetido: (empresa) =>
      db.tiposActividad.find((a) => a.id !== id && a.empresaId === empresa && a.codigo === codigo),
    textos: {
      codigo: {
        requerido: 'El código es requerido',
        longitud: 'El codigo debe contener 6 caracteres',
        digitos: 'El código solo puede contener números',
      },
      empresaRequerida: 'La empresa del tipo de actividad economica es requerida',
      otraEmpresa: 'No puede registrar tipos de actividad economica de otra empresa',
      duplicado: `Ya existe un tipo de actividad economica con el código ${codigo}`,
    },
  });
  return { id, empresaId, codigo, descripcion };
}

export const tiposActividadHandlers = [
  api.on(tiposActividadApi.list, ({ db, user }) =>
    db.tiposActividad.filter((a) => a.empresaId === user.empresaId),
  ),

  api.on(tiposActividadApi.get, ({ db, user, queryOf }) =>
    tipoDeLaEmpresa(db, user, queryOf(tiposActividadApi.get.query).id),
  ),

  api.on(tiposActividadApi.create, async ({ db, user, body }) => {
    const valid = validarTipoActividad(db, user, await body(tiposActividadApi.create.body));
    return valid.id ? db.tiposActividad.update(valid.id, valid) : db.tiposActividad.insert(valid);
  }),
];
