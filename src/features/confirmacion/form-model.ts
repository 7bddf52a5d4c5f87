import * as z from 'zod/mini';
import * as es from '@/messages/es-confirmacion';
import { MENSAJE_MAX } from './rules';

// ---------------------------------------------------------------------------------------------
// The message form: the spec requires a message, of at most 79 characters

export const mensajeFormSchema = z.object({
  mensaje: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, es.confirmacion.mensajeRequerido),
      z.maxLength(MENSAJE_MAX, es.confirmacion.mensajeMaximo(MENSAJE_MAX)),
    ),
});
export type MensajeForm = z.input<typeof mensajeFormSchema>;
