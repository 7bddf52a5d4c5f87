import { z } from 'zod';
import { es } from '@/messages/es';
import type { ServicioCabys, ServicioCabysBody } from './contract';
import {
  ESTADO_CABYS_DEFAULT,
  ESTADOS_CABYS,
  problemaCodigoCabys,
  problemaDescripcion,
  type ProblemaCodigoCabys,
  type ProblemaDescripcion,
} from './rules';

const t = es.cabys;
export { servicioCabys as servicioCabysSchema, type ServicioCabys } from './contract';

const codigoMensajes: Record<ProblemaCodigoCabys, string> = {
  requerido: t.v.codigoRequerido,
  longitud: t.v.codigo13,
  digitos: t.v.codigoDigitos,
};
const descripcionMensajes: Record<ProblemaDescripcion, string> = {
  requerida: t.v.descripcionRequerida,
  min: t.v.descripcionMin,
  max: t.v.descripcionMax,
};

/** The form (seed 1 §5, V3): code exactly 13 digits, description 5 to 80, status required. */
export const servicioCabysFormSchema = z.object({
  id: z.number(),
  empresaId: z.number(),
  codigoCabys: z.string().superRefine((v, ctx) => {
    const problema = problemaCodigoCabys(v);
    if (problema) ctx.addIssue({ code: 'custom', message: codigoMensajes[problema] });
  }),
  descripcion: z.string().superRefine((v, ctx) => {
    const problema = problemaDescripcion(v);
    if (problema) ctx.addIssue({ code: 'custom', message: descripcionMensajes[problema] });
  }),
  status: z.enum(ESTADOS_CABYS, { error: t.v.estadoRequerido }),
});
export type ServicioCabysForm = z.infer<typeof servicioCabysFormSchema>;

/** A new service belongs to the signed-in user's company and starts ACTIVO (seed 1 §4). */
export function servicioCabysDefaults(empresaId: number): ServicioCabysForm {
  return { id: 0, empresaId, codigoCabys: '', descripcion: '', status: ESTADO_CABYS_DEFAULT };
}

export function toForm(s: ServicioCabys): ServicioCabysForm {
  return {
    id: s.id,
    empresaId: s.empresaId,
    codigoCabys: s.codigoCabys,
    descripcion: s.descripcion,
    status: s.status,
  };
}

/** The call's body: `ServicioCabys` with trimmed texts. */
export function toPayload(form: ServicioCabysForm): ServicioCabysBody {
  return {
    id: form.id,
    empresaId: form.empresaId,
    codigoCabys: form.codigoCabys.trim(),
    descripcion: form.descripcion.trim(),
    status: form.status,
  };
}
