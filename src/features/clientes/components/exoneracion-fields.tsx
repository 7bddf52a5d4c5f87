import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { FormDateField } from '@/components/form/form-date-field';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { INSTITUCIONES_EXONERACION, TIPOS_DOCUMENTO_EXONERACION, TIPOS_SOLO_NOTAS } from '@/lib/exoneracion';
import { es } from '@/messages/es';
import type { ClienteForm } from '../schemas';
import { FormSection } from './form-section';

const t = es.exoneracion;

/** Nota 10.1 without the types only credit and debit notes may use (notes 38–41). */
const tipoOptions = TIPOS_DOCUMENTO_EXONERACION.filter(
  ([codigo]) => !(TIPOS_SOLO_NOTAS as readonly string[]).includes(codigo),
).map(([codigo, nombre]) => ({ value: codigo, label: `${codigo} · ${nombre}` }));
const institucionOptions = INSTITUCIONES_EXONERACION.map(([codigo, nombre]) => ({
  value: codigo,
  label: `${codigo} · ${nombre}`,
}));

/** The two choices whose 'Otros' opens a field (a constant: useWatch re-subscribes when `name` changes). */
const CON_OTROS = ['exoneracion.tipoDocumento', 'exoneracion.nombreInstitucion'] as const;

/**
 * 'Documento de exoneración' of an exonerated client (Hacienda v4.4 Exoneracion, issue 18): an admin
 * edits it; anyone else sees it read-only. Its rules are the document's own (src/lib/exoneracion.ts).
 */
export function ExoneracionFields({
  control,
  editable,
}: {
  control: Control<ClienteForm>;
  editable: boolean;
}) {
  const [tipo, institucion] = useWatch({
    control,
    name: CON_OTROS,
  });
  const disabled = !editable;
  return (
    <FormSection title={t.titulo}>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {editable ? t.ayuda : t.soloAdmin}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormSelect
          control={control}
          name="exoneracion.tipoDocumento"
          label={t.campo.tipoDocumento}
          options={tipoOptions}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormTextField
          control={control}
          name="exoneracion.numeroDocumento"
          label={t.campo.numeroDocumento}
          disabled={disabled}
        />
      </Grid>
      {tipo === '99' && (
        <Grid size={12}>
          <FormTextField
            control={control}
            name="exoneracion.tipoDocumentoOtro"
            label={t.campo.tipoDocumentoOtro}
            disabled={disabled}
          />
        </Grid>
      )}
      <Grid size={{ xs: 6, md: 2 }}>
        <FormTextField
          control={control}
          name="exoneracion.articulo"
          label={t.campo.articulo}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <FormTextField
          control={control}
          name="exoneracion.inciso"
          label={t.campo.inciso}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormSelect
          control={control}
          name="exoneracion.nombreInstitucion"
          label={t.campo.nombreInstitucion}
          options={institucionOptions}
          disabled={disabled}
        />
      </Grid>
      {institucion === '99' && (
        <Grid size={12}>
          <FormTextField
            control={control}
            name="exoneracion.nombreInstitucionOtros"
            label={t.campo.nombreInstitucionOtros}
            disabled={disabled}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormDateField
          control={control}
          name="exoneracion.fechaEmision"
          label={t.campo.fechaEmision}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField
          control={control}
          name="exoneracion.tarifaExonerada"
          label={t.campo.tarifaExonerada}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          disabled={disabled}
        />
      </Grid>
    </FormSection>
  );
}
