import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormGrid } from '@/components/form/form-grid';
import { FormTextField } from '@/components/form/form-text-field';
import { es } from '@/messages/es';
import { contactoCampos, type ContactoN, type ClienteForm } from '../schemas';

const t = es.clientes;

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
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name={campos.nombre}
          label={t.campo.nombreContacto}
          required={required}
          onFocus={onFocusNombre}
          slotProps={named(t.campoContacto.nombre(n))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name={campos.puesto}
          label={t.campo.puesto}
          slotProps={named(t.campoContacto.puesto(n))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name={campos.correo}
          label={t.campo.correoContacto}
          type="email"
          required={required}
          onFocus={onFocusCorreo}
          slotProps={named(t.campoContacto.correo(n))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          control={control}
          name={campos.telefono}
          label={t.campo.telefonoContacto}
          type="tel"
          required={required}
          onFocus={onFocusTelefono}
          slotProps={named(t.campoContacto.telefono(n))}
        />
      </Grid>
    </FormGrid>
  );
}
