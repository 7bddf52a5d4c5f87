import Grid from '@mui/material/Grid';
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { FormDateField } from '@/components/form/form-date-field';
import { FormGrid } from '@/components/form/form-grid';
import { FormTextField } from '@/components/form/form-text-field';
import * as es from '@/messages/es-recibos';
import { LIMITES } from '@/features/recibos/rules';
import type { ReciboForm, ReciboFormInput } from '@/features/recibos/form-model';
import { GroupHeading } from './group-heading';

const t = es.recibos;
const c = t.campo;

/**
 * The receipt form's Carga: consignee, supplier, BL, invoice, DUA and its date, and the remarks.
 * Memoised (its only prop keeps its identity): the page's redraws pass it by.
 */
export const CargaSection = memo(function CargaSection({
  control,
}: {
  control: Control<ReciboFormInput, unknown, ReciboForm>;
}) {
  return (
    <>
      <GroupHeading titulo={t.seccion.carga} />
      <FormGrid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="consignatario"
            label={c.consignatario}
            required
            slotProps={{ htmlInput: { maxLength: LIMITES.consignatario[1] } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="proveedor"
            label={c.proveedor}
            required
            slotProps={{ htmlInput: { maxLength: LIMITES.proveedor[1] } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="bl"
            label={c.bl}
            required
            helperText={t.ayuda.bl}
            slotProps={{ htmlInput: { maxLength: LIMITES.bl[1] } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="factura"
            label={c.factura}
            required
            helperText={t.ayuda.factura}
            slotProps={{ htmlInput: { maxLength: LIMITES.factura[1] } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="dua"
            label={c.dua}
            helperText={t.ayuda.dua}
            slotProps={{ htmlInput: { maxLength: LIMITES.dua[1] } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={control} name="fechaDua" label={c.fechaDua} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="observaciones"
            label={c.observaciones}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: LIMITES.observaciones[1] } }}
          />
        </Grid>
      </FormGrid>
    </>
  );
});
