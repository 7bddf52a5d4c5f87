import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { DateRangeFields, useDateRange } from '@/components/date-range';
import { FilterBar } from '@/components/filter-bar';
import { flash } from '@/components/notices/notices-store';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormCard } from '@/components/form/form-card';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormDateField } from '@/components/form/form-date-field';
import { FormGrid } from '@/components/form/form-grid';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { formatDate, parseQueryDate, toQueryDate } from '@/lib/dates';
import * as es from '@/messages/es-guia';
import { CLIENTES, MONEDAS } from './samples';

// The form fields and the date range share a module: a screen with a date range has text fields too,
// and apart they split the date field's chunk from the text field's (one more file on every list).

const g = es.guiaEstilo;

const f = g.formulario;
const formSchema = z.object({
  clienteId: z.number().check(z.gte(1, es.common.requerido)),
  correo: z.pipe(
    z.string().check(z.trim(), z.minLength(1, es.common.requerido)),
    z.email(es.common.correoInvalido),
  ),
  monedaId: z.number().check(z.gte(1, es.common.requerido)),
  fecha: z
    .nullable(z.date({ error: es.common.requerido }))
    .check(z.refine((d) => d !== null, es.common.requerido)),
  exonerado: z.number(),
});
type FormEjemplo = z.input<typeof formSchema>;

/**
 * Campos de formulario: every bound field (text, select, autocomplete, date, checkbox) in a FormGrid
 * inside a FormCard; each keeps its message line (steady-message.ts), shown as the field is left.
 */
export function FormFieldsSection() {
  const { control, handleSubmit } = useForm<FormEjemplo>({
    resolver: zodResolver(formSchema),
    defaultValues: { clienteId: 0, correo: '', monedaId: 1, fecha: null, exonerado: 0 },
    mode: 'onTouched',
  });
  const [submit, saving] = useSingleFlight(async () => {
    await new Promise((r) => setTimeout(r, 300));
    flash.success(f.valido);
  });
  return (
    <FormCard
      label={f.nombre}
      saving={saving}
      submitText={f.validar}
      onSubmit={handleSubmit(submit, () => flash.danger(es.common.camposRequeridos))}
    >
      <FormGrid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormAutocomplete
            control={control}
            name="clienteId"
            label={f.cliente}
            options={CLIENTES}
            required
            noOptionsText={f.clienteSinOpciones}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="correo"
            label={f.correo}
            required
            helperText={f.correoAyuda}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelect control={control} name="monedaId" label={f.moneda} options={MONEDAS} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormDateField control={control} name="fecha" label={f.fecha} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormCheckbox
            control={control}
            name="exonerado"
            label={f.exonerado}
            helperText={f.exoneradoAyuda}
          />
        </Grid>
      </FormGrid>
      <Typography variant="body2" color="text.secondary">
        {f.mensajeFijo}
      </Typography>
    </FormCard>
  );
}

/** Rango de fechas: the Fecha Inicio / Fecha Final draft of a filter bar; Filtrar reads it. */
export function RangeSection() {
  const t = g.rango;
  const [inicio] = useState(() => {
    const hoy = new Date();
    return toQueryDate(new Date(hoy.getFullYear(), hoy.getMonth(), 1));
  });
  const [final] = useState(() => toQueryDate(new Date()));
  const range = useDateRange(inicio, final);
  const [aplicado, setAplicado] = useState<{ fechaInicio: string; fechaFinal: string } | null>(null);
  return (
    <>
      <FilterBar label={g.seccion.rango}>
        <DateRangeFields range={range} width={200} />
        <Button variant="contained" onClick={() => setAplicado(range.read() ?? aplicado)}>
          {es.common.filtrar}
        </Button>
      </FilterBar>
      <Typography variant="body2" color="text.secondary" role="status">
        {aplicado
          ? t.aplicado(
              formatDate(parseQueryDate(aplicado.fechaInicio)),
              formatDate(parseQueryDate(aplicado.fechaFinal)),
            )
          : t.sinAplicar}
      </Typography>
    </>
  );
}

export default FormFieldsSection;
