import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import * as es from '@/messages/es-empresas';
import type { EmpresaForm } from '@/features/empresas/form-model';
import { ClaveField } from '../clave-field';
import { EmpresaSection } from './empresa-section';

const t = es.empresas;
const c = t.campo;

type Props = {
  control: Control<EmpresaForm>;
  /** An account already saved keeps its password and PIN when these are left empty. */
  guardada: boolean;
  /** When the signing key expires, as shown (nothing when the backend does not say). */
  vence: string;
};

/**
 * The account form's Hacienda section: the Hacienda user, password and PIN, and the key and logo
 * paths. Memoised like the other sections (empresa-campos.tsx): the page's redraws pass it by.
 */
export const HaciendaSection = memo(function HaciendaSection({ control, guardada, vence }: Props) {
  return (
    <EmpresaSection title={t.seccion.hacienda}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="usuario"
          label={c.usuario}
          required
          helperText={t.ayuda.usuario}
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ClaveField
          control={control}
          name="clave"
          label={c.clave}
          required={!guardada}
          helperText={guardada ? t.ayuda.claveGuardada : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <FormTextField
          control={control}
          name="pin"
          label={c.pin}
          required={!guardada}
          helperText={guardada ? t.ayuda.pinGuardado : undefined}
          type="password"
          autoComplete="new-password"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8, md: 5 }}>
        <FormTextField
          control={control}
          name="keyPath"
          label={c.keyPath}
          required
          helperText={t.ayuda.keyPath}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <FormTextField control={control} name="logoPath" label={c.logoPath} helperText={t.ayuda.logoPath} />
      </Grid>
      {vence && (
        <Grid size={12}>
          <Typography variant="body2">{es.llaveRevision.vence(vence)}</Typography>
        </Grid>
      )}
    </EmpresaSection>
  );
});
