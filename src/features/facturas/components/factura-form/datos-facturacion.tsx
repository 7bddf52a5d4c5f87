import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { memo, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormDateField } from '@/components/form/form-date-field';
import { FormSelect, type Option } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { formatDate } from '@/lib/dates';
import { DEFAULT_SIMBOL, formatMoney } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import { fechaVencimiento, type Catalogos, type FacturaForm } from '@/features/facturas/form-model';
import { OBSERVACIONES_MAX } from '@/features/facturas/rules';
import { ESTADOS_PAGO } from '@/features/facturas/contract';
import { FormSection } from '@/components/form/form-section';
import { TipoCambioHacienda } from './tipo-cambio-hacienda';

/**
 * What the section itself shows from the values (a constant: useWatch re-subscribes whenever the
 * identity of `name` changes). The days of credit and the observaciones are read by the small
 * pieces that show them, so a keystroke there redraws that piece, not the section's fields.
 */
const VIGILADOS = ['tipoCambioId', 'credito', 'fechaFacturacion'] as const;
const VENCIMIENTO = ['fechaFacturacion', 'diasCredito'] as const;
const t = es.facturaForm;
const c = t.campo;

const ESTADOS_PAGO_OPCIONES: Option<string>[] = ESTADOS_PAGO.map((e) => ({ value: e, label: e }));

/**
 * 'Datos de Facturación': the issuer's activity type, emission date, currency with its read-only
 * sale rate, payment status, credit (days, and the due date they give) and observaciones ≤ 127.
 */
export const DatosFacturacion = memo(function DatosFacturacion({
  control,
  cat,
}: {
  control: Control<FacturaForm>;
  cat: Catalogos;
}) {
  const [tipoCambioId, credito, fecha] = useWatch({ control, name: VIGILADOS });
  const tipos = useMemo<Option<number>[]>(
    () =>
      [...cat.tiposActividad.values()].map((a) => ({
        value: a.id,
        label: a.codigo ? `${a.codigo} - ${a.descripcion}` : a.descripcion,
      })),
    [cat.tiposActividad],
  );
  const monedas = useMemo<Option<number>[]>(
    () => [...cat.monedas.values()].map((m) => ({ value: m.id, label: `${m.nombre} (${m.simbol})` })),
    [cat.monedas],
  );
  const moneda = cat.monedas.get(tipoCambioId);

  return (
    <FormSection title={t.seccion.facturacion} first>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelect
            control={control}
            name="tipoActividadId"
            label={c.tipoActividadEconomica}
            options={tipos}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={control} name="fechaFacturacion" label={c.fechaFacturacion} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormSelect
            control={control}
            name="estadoPago"
            label={c.estadoPago}
            options={ESTADOS_PAGO_OPCIONES}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormSelect control={control} name="tipoCambioId" label={c.moneda} options={monedas} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            label={c.tipoCambioMonto}
            value={moneda ? formatMoney(moneda.venta, DEFAULT_SIMBOL) : ''}
            helperText={t.ayuda.tipoCambioMonto}
            fullWidth
            slotProps={{ input: { readOnly: true }, htmlInput: { style: { textAlign: 'right' } } }}
          />
        </Grid>
        <TipoCambioAviso moneda={moneda} fecha={fecha} />
        <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ display: 'flex', alignItems: 'flex-start', pt: 1 }}>
          <FormCheckbox control={control} name="credito" label={c.credito} />
        </Grid>
        {credito === 1 && (
          <>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="diasCredito"
                label={c.diasCredito}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FechaVencimiento control={control} />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <ObservacionesField control={control} />
        </Grid>
      </Grid>
    </FormSection>
  );
});

/** The exchange-rate warning on its own row, only when it has something to say. */
function TipoCambioAviso(props: Parameters<typeof TipoCambioHacienda>[0]) {
  return (
    <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
      <TipoCambioHacienda {...props} />
    </Grid>
  );
}

/** Read-only: the days are what Hacienda's PlazoCredito carries; the date follows (F21). */
function FechaVencimiento({ control }: { control: Control<FacturaForm> }) {
  const [fecha, diasCredito] = useWatch({ control, name: VENCIMIENTO });
  const vence = fechaVencimiento(fecha, diasCredito);
  return (
    <TextField
      label={c.fechaVencimiento}
      value={vence ? formatDate(vence) : ''}
      helperText={t.ayuda.fechaVencimiento}
      fullWidth
      slotProps={{ input: { readOnly: true } }}
    />
  );
}

/** Observaciones with its count of characters under it, the one thing that follows its typing. */
function ObservacionesField({ control }: { control: Control<FacturaForm> }) {
  const observaciones = useWatch({ control, name: 'observaciones' });
  return (
    <FormTextField
      control={control}
      name="observaciones"
      label={c.observaciones}
      multiline
      minRows={2}
      helperText={t.ayuda.observaciones(observaciones.length, OBSERVACIONES_MAX)}
      slotProps={{ formHelperText: { sx: { textAlign: 'right' } } }}
    />
  );
}
