import * as z from 'zod/mini';
import * as es from '@/messages/es-shell';

const t = es.miCuenta;

/** Mi Cuenta, as the spec requires: the four fields are required and the two new passwords must match. */
export const miCuentaSchema = z
  .object({
    nombre: z.string().check(z.trim(), z.minLength(1, es.common.requerido)),
    clave: z.string().check(z.minLength(1, es.common.requerido)),
    claveNueva: z.string().check(z.minLength(1, es.common.requerido)),
    reingresarClave: z.string().check(z.minLength(1, es.common.requerido)),
  })
  .check(
    z.refine((v) => v.claveNueva === v.reingresarClave, {
      path: ['reingresarClave'],
      message: t.verificacionMensaje,
    }),
  );

export type MiCuentaForm = z.infer<typeof miCuentaSchema>;
