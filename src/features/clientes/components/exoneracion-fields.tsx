import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { FormDateField } from '@/components/form/form-date-field';
import { FormSelect, type Option } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { INSTITUCIONES_EXONERACION, TIPOS_DOCUMENTO_EXONERACION, TIPOS_SOLO_NOTAS } from '@/lib/exoneracion';
import * as es from '@/messages/es-exoneracion';
import type { ClienteForm } from '../form-model';
import { FormSection } from '@/components/form/form-section';

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
 * 'Documento de exoneración' of an exonerated client (Hacienda v4.4 Exoneracion): an admin edits it;
 * anyone else sees it read-only. Its rules are the document's own (src/lib/exoneracion.ts; F42).
 */
type Campo = Exclude<keyof ClienteForm['exoneracion'], 'fechaEmision'>;
type Tamano = { xs: number; sm?: number; md: number };

export function ExoneracionFields({
  control,
  editable,
}: {
  control: Control<ClienteForm>;
  editable: boolean;
}) {
  const [tipo, institucion] = useWatch({ control, name: CON_OTROS });
  const disabled = !editable;
  /** One text field of the document; `teclado` picks the on-screen keyboard for numbers. */
  const texto = (campo: Campo, size: Tamano, teclado?: 'numeric' | 'decimal') => (
    <Grid size={size}>
      <FormTextField
        control={control}
        name={`exoneracion.${campo}`}
        label={t.campo[campo]}
        disabled={disabled}
        slotProps={teclado ? { htmlInput: { inputMode: teclado } } : undefined}
      />
    </Grid>
  );
  const lista = (campo: 'tipoDocumento' | 'nombreInstitucion', options: ReadonlyArray<Option>) => (
    <Grid size={{ xs: 12, md: 8 }}>
      <FormSelect
        control={control}
        name={`exoneracion.${campo}`}
        label={t.campo[campo]}
        options={options}
        disabled={disabled}
      />
    </Grid>
  );
  return (
    <FormSection title={t.titulo} grid>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {editable ? t.ayuda : t.soloAdmin}
        </Typography>
      </Grid>
      {lista('tipoDocumento', tipoOptions)}
      {texto('numeroDocumento', { xs: 12, md: 4 })}
      {tipo === '99' && texto('tipoDocumentoOtro', { xs: 12, md: 12 })}
      {texto('articulo', { xs: 6, md: 2 }, 'numeric')}
      {texto('inciso', { xs: 6, md: 2 }, 'numeric')}
      {lista('nombreInstitucion', institucionOptions)}
      {institucion === '99' && texto('nombreInstitucionOtros', { xs: 12, md: 12 })}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormDateField
          control={control}
          name="exoneracion.fechaEmision"
          label={t.campo.fechaEmision}
          disabled={disabled}
        />
      </Grid>
      {texto('tarifaExonerada', { xs: 12, sm: 6, md: 4 }, 'decimal')}
    </FormSection>
  );
}
