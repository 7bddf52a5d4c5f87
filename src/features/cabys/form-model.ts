import * as z from 'zod/mini';
import * as es from '@/messages/es-cabys';
import type { ServicioCabys, ServicioCabysBody } from './contract';
import { codigoField, descripcionField } from '@/lib/codigo-catalogo';
import { CODIGO_CABYS_LONGITUD, ESTADO_CABYS_DEFAULT, ESTADOS_CABYS } from './rules';

const t = es.cabys;

/** The form, with the spec's limits: code exactly 13 digits, description 5 to 80, status required. */
export const servicioCabysFormSchema = z.object({
  id: z.number(),
  empresaId: z.number(),
  codigoCabys: codigoField(CODIGO_CABYS_LONGITUD, {
    requerido: t.v.codigoRequerido,
    longitud: t.v.codigo13,
    digitos: t.v.codigoDigitos,
  }),
  descripcion: descripcionField({
    requerida: t.v.descripcionRequerida,
    min: t.v.descripcionMin,
    max: t.v.descripcionMax,
  }),
  status: z.enum(ESTADOS_CABYS, { error: t.v.estadoRequerido }),
});
export type ServicioCabysForm = z.infer<typeof servicioCabysFormSchema>;

/** A new service belongs to the signed-in user's company and starts ACTIVO, the spec's default. */
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
