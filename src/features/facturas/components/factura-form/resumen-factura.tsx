import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { formatMoney } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import type { FacturaForm } from '@/features/facturas/form-model';
import type { Totales } from '@/features/facturas/calculo-factura';
import { FormSection } from '@/components/form/form-section';

const t = es.facturaForm;
const r = t.resumen;

type Props = {
  control: Control<FacturaForm>;
  totales: Totales;
  simbol: string;
  credito: boolean;
};

/**
 * 'Resumen de la Factura': the totals, live from the lines (calcularTotales, integer céntimos).
 * On credit the advance is typed here; otherwise it is the total and nothing is pending.
 */
export const ResumenFactura = memo(function ResumenFactura({ control, totales, simbol, credito }: Props) {
  const dinero = (n: number) => formatMoney(n, simbol);
  return (
    <FormSection title={t.seccion.resumen}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            width: { xs: '100%', sm: 420 },
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            columnGap: 3,
            rowGap: 1,
            alignItems: 'center',
          }}
        >
          <Fila label={r.subtotal} value={dinero(totales.subtotal)} />
          <Fila label={r.impuestoVentas} value={dinero(totales.impuestoVentas)} />
          <Fila label={r.exonerado} value={dinero(totales.exonerado)} />
          <Fila label={r.total} value={dinero(totales.total)} strong />
          {credito ? (
            <>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ alignSelf: 'start', pt: 1.25 }}
              >
                {r.montoAnticipado}
              </Typography>
              <Box component="dd" sx={{ m: 0, width: 200 }}>
                <FormTextField
                  control={control}
                  name="montoAnticipado"
                  size="small"
                  slotProps={{
                    htmlInput: {
                      'aria-label': r.montoAnticipado,
                      inputMode: 'decimal',
                      style: { textAlign: 'right' },
                    },
                    input: { startAdornment: <InputAdornment position="start">{simbol}</InputAdornment> },
                  }}
                />
              </Box>
            </>
          ) : (
            <Fila
              label={r.montoAnticipado}
              value={dinero(totales.montoAnticipado)}
              hint={t.ayuda.anticipoContado}
            />
          )}
          <Fila label={r.saldoPendiente} value={dinero(totales.saldoPendiente)} strong />
        </Box>
      </Box>
    </FormSection>
  );
});

function Fila({
  label,
  value,
  strong,
  hint,
}: {
  label: string;
  value: string;
  strong?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" id={id}>
        {label}
      </Typography>
      <Typography
        component="dd"
        aria-labelledby={id}
        title={hint}
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </>
  );
}
