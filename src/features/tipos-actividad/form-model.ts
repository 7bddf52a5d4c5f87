import * as z from 'zod/mini';
import * as es from '@/messages/es-tipos-actividad';
import type { TipoActividad, TipoActividadBody } from './contract';
import { codigoField, descripcionField } from '@/lib/codigo-catalogo';
import { CODIGO_ACTIVIDAD_LONGITUD, FORMA_CIIU4 } from './rules';

const t = es.actividades;

/** The form, with the spec's limits: code exactly 6 characters after trimming (6 digits, or CIIU 4 such as 5229.0), description 5 to 80. */
export const tipoActividadFormSchema = z.object({
  id: z.number(),
  empresaId: z.number(),
  codigo: codigoField(
    CODIGO_ACTIVIDAD_LONGITUD,
    {
      requerido: t.v.codigoRequerido,
      longitud: t.v.codigoLongitud,
      digitos: t.v.codigoDigitos,
    },
    FORMA_CIIU4,
  ),
  descripcion: descripcionField({
    requerida: t.v.descripcionRequerida,
    min: t.v.descripcionMin,
    max: t.v.descripcionMax,
  }),
});
export type TipoActividadForm = z.infer<typeof tipoActividadFormSchema>;

/** A new activity type belongs to the signed-in user's company. */
export function tipoActividadDefaults(empresaId: number): TipoActividadForm {
  return { id: 0, empresaId, codigo: '', descripcion: '' };
}

export function toForm(a: TipoActividad): TipoActividadForm {
  return { id: a.id, empresaId: a.empresaId, codigo: a.codigo, descripcion: a.descripcion };
}

/** The call's body: `TipoActividadEconomica` with trimmed texts. */
export function toPayload(form: TipoActividadForm): TipoActividadBody {
  return {
    id: form.id,
    empresaId: form.empresaId,
    codigo: form.codigo.trim(),
    descripcion: form.descripcion.trim(),
  };
}
