import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormGrid } from '@/components/form/form-grid';
import { FormTextField } from '@/components/form/form-text-field';
import * as es from '@/messages/es-clientes';
import { contactoCampos, type ContactoN } from '../contract';
import type { ClienteForm } from '../form-model';

const t = es.clientes;

/** The four fields of a contact, in order; Puesto is never required. */
const CAMPOS = [
  { campo: 'nombre', label: t.campo.nombreContacto, type: undefined, requerido: true },
  { campo: 'puesto', label: t.campo.puesto, type: undefined, requerido: false },
  { campo: 'correo', label: t.campo.correoContacto, type: 'email', requerido: true },
  { campo: 'telefono', label: t.campo.telefonoContacto, type: 'tel', requerido: true },
] as const;

type Props = {
  n: ContactoN;
  control: Control<ClienteForm>;
  required?: boolean;
  onFocusNombre?: () => void;
  onFocusTelefono?: () => void;
  onFocusCorreo?: () => void;
};

/** Contact n: name, Puesto, Correo and Telefono on one line, named 'Puesto contacto n' etc. for screen readers. */
export function ContactoFields({
  n,
  control,
  required,
  onFocusNombre,
  onFocusTelefono,
  onFocusCorreo,
}: Props) {
  const id = useId();
  const campos = contactoCampos(n);
  const named = (name: string) => ({ htmlInput: { 'aria-label': name } });
  return (
    <FormGrid size={12} role="group" aria-labelledby={id}>
      <Grid size={12}>
        <Typography id={id} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t.seccion.contacto(n)}
        </Typography>
      </Grid>
      {CAMPOS.map(({ campo, label, type, requerido }) => (
        <Grid key={campo} size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name={campos[campo]}
            label={label}
            type={type}
            required={requerido && required}
            onFocus={
              { nombre: onFocusNombre, puesto: undefined, correo: onFocusCorreo, telefono: onFocusTelefono }[
                campo
              ]
            }
            slotProps={named(t.campoContacto[campo](n))}
          />
        </Grid>
      ))}
    </FormGrid>
  );
}
