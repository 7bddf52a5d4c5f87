import { useEffect } from 'react';
import { useFormState, useWatch, type Control, type UseFormTrigger } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { LIMITE_INTERNACIONAL, LIMITES, tipoDeCliente } from '@/lib/identificacion';
import * as es from '@/messages/es-clientes';
import type { ClienteForm } from '../form-model';

const t = es.clientes;

/** The spec caps identification inputs at 12 characters (national) or 18 (international) (M9). */
const MAX_NACIONAL = 12;

/** A constant: useWatch re-subscribes whenever the identity of `name` changes. */
const TIPO = ['esJuridico', 'esInternacional'] as const;

/**
 * The identification number. Its rule (Hacienda's) follows the type and 'Es Internacional': when either
 * changes, a number already touched is checked again. Kept apart so that only this field re-renders.
 */
export function IdentificacionField({
  control,
  trigger,
}: {
  control: Control<ClienteForm>;
  trigger: UseFormTrigger<ClienteForm>;
}) {
  const [esJuridico, esInternacional] = useWatch({ control, name: TIPO });
  const { touchedFields, isSubmitted } = useFormState({ control, name: 'cedulaJuridica' });
  const checked = !!touchedFields.cedulaJuridica || isSubmitted;
  useEffect(() => {
    if (checked) void trigger('cedulaJuridica');
  }, [esJuridico, esInternacional, checked, trigger]);

  const internacional = esInternacional === 1;
  const { min, max } = internacional ? LIMITE_INTERNACIONAL : LIMITES[tipoDeCliente(esJuridico)];
  return (
    <FormTextField
      control={control}
      name="cedulaJuridica"
      label={t.campo.identificacion}
      required
      helperText={internacional ? t.ayuda.internacional : t.ayuda.identificacion(min, max)}
      slotProps={{
        htmlInput: {
          maxLength: internacional ? LIMITE_INTERNACIONAL.max : MAX_NACIONAL,
          inputMode: internacional ? 'text' : 'numeric',
          autoComplete: 'off',
        },
      }}
    />
  );
}
