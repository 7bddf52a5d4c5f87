import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { flash } from '@/components/notices/notices-store';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { failureMessage } from '@/lib/errors';
import { withListState } from '@/lib/list-return';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-recibos';
import { useAsignarFactura, useFacturacion } from '../api';
import { FLASH_LARGO_MS, puedeFacturarManual } from '../rules';
import type { Facturacion } from '../contract';

const t = es.facturarManual;

/** facturar-manual/{id}: assign an invoice to a correlated PENDIENTE receipt (spec: manual invoicing). */
export function FacturarManualPage() {
  const { id, invalid } = useRouteId();
  const query = useFacturacion(invalid ? 0 : id);
  if (invalid) return <Alert severity="error">{es.http.error(404)}</Alert>;
  return (
    <QueryState query={query}>
      {(data) => (puedeFacturarManual(data) ? <Asignacion data={data} /> : <NoCorrelacionado />)}
    </QueryState>
  );
}

/** Not correlated (or already invoiced): say why and go back to the receipt list. */
function NoCorrelacionado() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // Once, even when StrictMode runs effects twice.
    if (done.current) return;
    done.current = true;
    flash.danger(t.noCorrelacionado);
    navigate(withListState(paths.recibos), { replace: true });
  }, [navigate]);
  return null;
}

function Asignacion({ data }: { data: Facturacion }) {
  const navigate = useNavigate();
  const asignar = useAsignarFactura();
  const [facturaId, setFacturaId] = useState<number | ''>('');

  const [submit, saving] = useSingleFlight(async () => {
    if (!facturaId) {
      flash.danger(t.seleccionar);
      return;
    }
    try {
      await asignar.mutateAsync({ data, facturaId });
      flash.success(t.asignada, FLASH_LARGO_MS);
      navigate(withListState(paths.recibos));
    } catch (error) {
      flash.danger(failureMessage(t.error, error));
    }
  });

  return (
    <>
      <PageHeader title={t.titulo(data.id)} subtitle={t.subtitulo(data.recibo)} backTo={paths.recibos} />
      <Card
        component="form"
        noValidate
        aria-label={t.titulo(data.id)}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ maxWidth: 720 }}
      >
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                label={t.correlacion}
                value={data.corelacionId}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <TextField
                select
                label={t.factura}
                value={facturaId}
                onChange={(e) => setFacturaId(Number(e.target.value))}
                fullWidth
                required
                disabled={data.facturas.length === 0}
                helperText={data.facturas.length === 0 ? t.sinFacturas : undefined}
              >
                {data.facturas.map((f) => (
                  <MenuItem key={f} value={f}>
                    {t.facturaOpcion(f)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {t.asignar}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}

export default FacturarManualPage;
