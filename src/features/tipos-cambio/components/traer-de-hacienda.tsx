import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TipoCambioRegistro } from '@/features/registro-hacienda/contract';
import { registroQueries } from '@/features/registro-hacienda/queries';
import { RegistroConsultando, RegistroFallo } from '@/features/registro-hacienda/components/registro-fallo';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import * as es from '@/messages/es-tipos-cambio';
import * as esRegistro from '@/messages/es-registro-hacienda';
import type { MonedaHacienda } from '@/features/registro-hacienda/rules';

const t = es.tiposCambio.hacienda;

type Estado =
  | { paso: 'quieto' }
  | { paso: 'consultando' }
  | { paso: 'fallo'; error: unknown }
  | { paso: 'traido'; registro: TipoCambioRegistro };

/**
 * 'Traer de Hacienda' for a dollar or euro row: one press asks the registry for the day's rate, hands
 * it to the form and shows the figure, its date and its source beside the fields. The form saves it
 * only at Guardar, like anything the clerk types; a failure leaves the fields as they were (D54).
 */
export function TraerDeHacienda({
  moneda,
  onTraido,
}: {
  moneda: MonedaHacienda;
  onTraido: (registro: TipoCambioRegistro) => void;
}) {
  const queryClient = useQueryClient();
  // What is shown belongs to the currency it was asked for: once the clerk turns the row into the
  // other currency (its symbol), the old figure or failure is no longer shown.
  const [pedido, setPedido] = useState<{ moneda: MonedaHacienda; estado: Estado }>({
    moneda,
    estado: { paso: 'quieto' },
  });
  const estado: Estado = pedido.moneda === moneda ? pedido.estado : { paso: 'quieto' };
  // An answer for a currency the row no longer has must not land in the fields.
  const actual = useRef(moneda);
  useEffect(() => {
    actual.current = moneda;
  }, [moneda]);

  const traer = async () => {
    const pedida = moneda;
    setPedido({ moneda: pedida, estado: { paso: 'consultando' } });
    try {
      const registro = await queryClient.fetchQuery(registroQueries.tipoCambio(pedida));
      if (actual.current !== pedida) return;
      onTraido(registro);
      setPedido({ moneda: pedida, estado: { paso: 'traido', registro } });
    } catch (error) {
      setPedido({ moneda: pedida, estado: { paso: 'fallo', error } });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void traer()}
        disabled={estado.paso === 'consultando'}
        aria-label={t.traerDe(t.monedas[moneda])}
        sx={{ flexShrink: 0 }}
      >
        {t.traer}
      </Button>
      <div aria-live="polite">
        {estado.paso === 'consultando' && <RegistroConsultando />}
        {estado.paso === 'fallo' && <RegistroFallo error={estado.error} onRetry={() => void traer()} />}
        {estado.paso === 'traido' && <Traido registro={estado.registro} />}
      </div>
    </Stack>
  );
}

function Traido({ registro: r }: { registro: TipoCambioRegistro }) {
  const fecha = formatDate(r.fecha);
  return (
    <div>
      <Typography variant="body2">
        {r.moneda === 'euro'
          ? t.euro(fecha, formatMoney(r.venta))
          : t.dolar(fecha, formatMoney(r.venta), formatMoney(r.compra))}{' '}
        {t.guardar}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {esRegistro.registroHacienda.fuente}
      </Typography>
    </div>
  );
}
