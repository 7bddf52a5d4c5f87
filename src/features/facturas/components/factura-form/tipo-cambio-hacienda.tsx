import Typography from '@mui/material/Typography';
import { formatDate, toIsoDate } from '@/lib/dates';
import { DEFAULT_SIMBOL, formatMoney } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import type { TipoCambio } from '@/lib/contract';
import { registroActivo } from '@/features/registro-hacienda/api';
import { useTipoCambioRegistro } from '@/features/registro-hacienda/queries';
import { RegistroFallo } from '@/features/registro-hacienda/components/registro-fallo';
import { monedaHacienda } from '@/features/registro-hacienda/rules';

const t = es.facturaForm.tipoCambioHacienda;

/**
 * A warning beside the currency when the invoice's rate is not Hacienda's rate of the day.
 * Only for an invoice dated today: Hacienda publishes today's rate and cannot be asked for a past
 * day's. It informs; nothing changes the rate but the Tipos de Cambio screen.
 */
export function TipoCambioHacienda({
  moneda,
  fecha,
}: {
  moneda: TipoCambio | undefined;
  fecha: Date | null;
}) {
  const cual = moneda ? monedaHacienda(moneda) : null;
  const hoy = fecha !== null && toIsoDate(fecha) === toIsoDate(new Date());
  const consulta = useTipoCambioRegistro(cual, hoy);
  if (!moneda || !cual || !hoy || !registroActivo()) return null;
  if (consulta.isError)
    return <RegistroFallo error={consulta.error} onRetry={() => void consulta.refetch()} />;
  const registro = consulta.data;
  if (!registro) return null;
  const centimos = (n: number) => Math.round(n * 100);
  if (centimos(registro.venta) === centimos(moneda.venta)) return null;
  return (
    <Typography variant="body2" color="warning.dark" role="status">
      {t.distinto(
        formatMoney(moneda.venta, DEFAULT_SIMBOL),
        formatMoney(registro.venta, DEFAULT_SIMBOL),
        formatDate(registro.fecha),
      )}
    </Typography>
  );
}
