import * as z from 'zod/mini';
import { DEFAULT_SIMBOL } from '@/lib/money';
import * as es from '@/messages/es-tipos-cambio';
import type { TipoCambio, TipoCambioBody } from './contract';
import { aFlag, montoValido, problemaNombre, problemaSimbol } from './rules';

const t = es.tiposCambio;

const amount = (message: string) => z.string().check(z.refine(montoValido, message));

/**
 * The form, as the spec requires: nombre (minlength 2), venta, compra and simbol required; a zero or empty
 * amount counts as missing; the symbol has at most 3 characters.
 */
export const tipoCambioFormSchema = z.object({
  id: z.number(),
  nombre: z.string().check(
    z.superRefine((v, ctx) => {
      const problema = problemaNombre(v);
      if (problema) {
        const message = problema === 'requerido' ? t.v.nombreRequerido : t.v.nombreMin;
        ctx.addIssue({ code: 'custom', message });
      }
    }),
  ),
  venta: amount(t.v.ventaRequerida),
  compra: amount(t.v.compraRequerida),
  simbol: z.string().check(
    z.superRefine((v, ctx) => {
      const problema = problemaSimbol(v);
      if (problema) {
        const message = problema === 'requerido' ? t.v.simbolRequerido : t.v.simbolMax;
        ctx.addIssue({ code: 'custom', message });
      }
    }),
  ),
  esDefault: z.union([z.literal(0), z.literal(1)]),
  descripcion: z.string(),
});
export type TipoCambioForm = z.infer<typeof tipoCambioFormSchema>;

/** Form defaults, as the spec gives them: id 0, empty text, amounts 0, symbol ¢. */
export const tipoCambioDefaults: TipoCambioForm = {
  id: 0,
  nombre: '',
  venta: '0',
  compra: '0',
  simbol: DEFAULT_SIMBOL,
  esDefault: 0,
  descripcion: '',
};

export function toForm(tc: TipoCambio): TipoCambioForm {
  return {
    id: tc.id,
    nombre: tc.nombre,
    venta: String(tc.venta),
    compra: String(tc.compra),
    simbol: tc.simbol,
    esDefault: tc.esDefault,
    descripcion: tc.descripcion,
  };
}

/** The call's body: `{ id, nombre, descripcion, venta, compra, simbol, esDefault }`, esDefault forced to 0/1. */
export function toPayload(form: TipoCambioForm): TipoCambioBody {
  return {
    id: form.id,
    nombre: form.nombre.trim(),
    descripcion: form.descripcion.trim(),
    venta: Number(form.venta),
    compra: Number(form.compra),
    simbol: form.simbol.trim(),
    esDefault: aFlag(form.esDefault),
  };
}
