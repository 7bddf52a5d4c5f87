import Grid from '@mui/material/Grid';
import { memo } from 'react';
import {
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
  type UseFormTrigger,
} from 'react-hook-form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormSection } from '@/components/form/form-section';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { TIPOS_CLIENTE } from '@/lib/identificacion';
import * as es from '@/messages/es-clientes';
import { CONTACTOS, ESTADOS_CLIENTE } from '../contract';
import type { ClienteForm } from '../form-model';
import { copiaContacto1, type CONTACTO1_COPIA } from '../rules';
import { ClienteHacienda, type Pendientes } from './cliente-hacienda';
import { ContactoFields } from './contacto-fields';
import { ExoneracionFields } from './exoneracion-fields';
import { IdentificacionField } from './identificacion-field';

const t = es.clientes;

const tipoOptions = TIPOS_CLIENTE.map((tc) => ({ value: tc.value, label: tc.label }));
const estadoOptions = ESTADOS_CLIENTE.map((e) => ({ value: e, label: t.estados[e] }));

type Props = {
  control: Control<ClienteForm>;
  getValues: UseFormGetValues<ClienteForm>;
  setValue: UseFormSetValue<ClienteForm>;
  trigger: UseFormTrigger<ClienteForm>;
  clienteId: number;
  /** Only an admin edits the exoneration document (decision F42). */
  editaDocumento: boolean;
  pendientes: Pendientes | null;
  onPendientes: (p: Pendientes | null) => void;
};

/**
 * Every field of the client form. Memoised, with props that keep their identity, so what redraws the
 * page (the form turning dirty at the first keystroke, a save in flight) does not redraw its
 * fields: each field follows its own state.
 */
export const ClienteCampos = memo(function ClienteCampos({
  control,
  getValues,
  setValue,
  trigger,
  clienteId,
  editaDocumento,
  pendientes,
  onPendientes,
}: Props) {
  const copyOnFocus = (campo: keyof typeof CONTACTO1_COPIA) => () => {
    const value = copiaContacto1(getValues(), campo);
    // Validated at once, so that a 'requerido' message from an earlier save goes away.
    if (value !== null) setValue(campo, value, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <>
      <FormSection title={t.seccion.identidad} first grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField control={control} name="nombre" label={t.campo.nombre} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelect control={control} name="estado" label={t.campo.estado} options={estadoOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelect
            control={control}
            name="esJuridico"
            label={t.campo.tipoIdentificacion}
            options={tipoOptions}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <IdentificacionField control={control} trigger={trigger} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', pt: { md: 0.5 } }}>
          <FormCheckbox control={control} name="esInternacional" label={t.campo.esInternacional} />
          <FormCheckbox control={control} name="esExonerado" label={t.campo.esExonerado} />
        </Grid>
        <Grid size={12}>
          <ClienteHacienda
            control={control}
            getValues={getValues}
            setValue={setValue}
            clienteId={clienteId}
            pendientes={pendientes}
            onPendientes={onPendientes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField control={control} name="telefono" label={t.campo.telefono} required type="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 5 }}>
          <FormTextField control={control} name="correo" label={t.campo.correo} required type="email" />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="categoria" label={t.campo.categoria} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="direccion" label={t.campo.direccion} multiline minRows={1} />
        </Grid>
      </FormSection>

      <ExoneracionSiMarcado control={control} editable={editaDocumento} />

      <FormSection title={t.seccion.representante} grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField control={control} name="representanteLegal" label={t.campo.representanteLegal} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="representanteCedula" label={t.campo.representanteCedula} />
        </Grid>
      </FormSection>

      <FormSection title={t.seccion.contactos} grid>
        {CONTACTOS.map((n) => (
          <ContactoFields
            key={n}
            n={n}
            control={control}
            required={n === 1}
            onFocusNombre={n === 1 ? copyOnFocus('contacto1') : undefined}
            onFocusTelefono={n === 1 ? copyOnFocus('contacto1Telefono') : undefined}
            onFocusCorreo={n === 1 ? copyOnFocus('contacto1Correo') : undefined}
          />
        ))}
      </FormSection>

      <FormSection title={t.seccion.operacion} grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="agente" label={t.campo.agente} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="ejecutivo" label={t.campo.ejecutivo} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="requerimientosOperativos"
            label={t.campo.requerimientosOperativos}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="requerimientosFacturacion"
            label={t.campo.requerimientosFacturacion}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="observaciones"
            label={t.campo.observaciones}
            multiline
            minRows={2}
          />
        </Grid>
      </FormSection>
    </>
  );
});

/** The exoneration document, there while 'Es Exonerado' is ticked: ticking it redraws only this. */
function ExoneracionSiMarcado({ control, editable }: { control: Control<ClienteForm>; editable: boolean }) {
  const esExonerado = useWatch({ control, name: 'esExonerado' });
  return esExonerado === 1 ? <ExoneracionFields control={control} editable={editable} /> : null;
}
