import { z } from 'zod';
import { es } from '@/messages/es';
import type { TipoActividad, TipoActividadBody } from './contract';
import {
  problemaCodigoActividad,
  problemaDescripcion,
  type ProblemaCodigoActividad,
  type ProblemaDescripcion,
} from './rules';

const t = es.actividades;
export { tipoActividad as tipoActividadSchema, type TipoActividad } from './contract';

const codigoMensajes: Record<ProblemaCodigoActividad, string> = {
  requerido: t.v.codigoRequerido,
  longitud: t.v.codigoLongitud,
  digitos: t.v.codigoDigitos,
};
const descripcionMensajes: Record<ProblemaDescripcion, string> = {
  requerida: t.v.descripcionRequerida,
  min: t.v.descripcionMin,
  max: t.v.descripcionMax,
};

/** The form (seed 1 §5 and §9, V2): code exactly 6 digits after trimming, description 5 to 80. */
export const tipoActividadFormSchema = z.object({
  id: z.number(),
  empresaId: z.number(),
  codigo: z.string().superRefine((v, ctx) => {
    const problema = problemaCodigoActividad(v);
    if (problema) ctx.addIssue({ code: 'custom', message: codigoMensajes[problema] });
  }),
  descripcion: z.string().superRefine((v, ctx) => {
    const problema = problemaDescripcion(v);
    if (problema) ctx.addIssue({ code: 'custom', message: descripcionMensajes[problema] });
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
