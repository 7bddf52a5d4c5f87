import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { flash } from '@/components/notices/notices-store';
import { FormTextField } from '@/components/form/form-text-field';
import * as es from '@/messages/es-confirmacion';
import { MENSAJE_MAX } from '../rules';
import type { MensajeForm } from '../form-model';

const t = es.confirmacion;

/**
 * The confirmation or rejection message (required, at most 79 characters, as the spec says; C6) with
 * its counter, on the one-document screen and in Recepción de comprobantes alike.
 */
export function MensajeField({
  form,
  disabled,
  multiline = false,
}: {
  form: UseFormReturn<MensajeForm>;
  disabled: boolean;
  multiline?: boolean;
}) {
  const mensaje = useWatch({ control: form.control, name: 'mensaje' }) ?? '';
  return (
    <FormTextField<MensajeForm>
      name="mensaje"
      control={form.control}
      label={t.mensaje}
      required
      {...(multiline && { multiline: true, minRows: 2 })}
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: MENSAJE_MAX } }}
      helperText={t.contador(mensaje.length, MENSAJE_MAX)}
    />
  );
}

/** The message to send, trimmed; or null after flashing why it cannot be sent. */
export async function mensajeValido(form: UseFormReturn<MensajeForm>): Promise<string | null> {
  const valido = await form.trigger('mensaje');
  const texto = form.getValues('mensaje').trim();
  if (valido && texto) return texto;
  flash.danger(form.getFieldState('mensaje').error?.message ?? t.mensajeRequerido);
  return null;
}
