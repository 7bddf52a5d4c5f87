import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { OnOffSwitch } from '@/components/on-off-switch';
import { formatTime } from '@/lib/dates';
import * as es from '@/messages/es-facturas';
import { activarConsultas, useWatcherState } from './use-watcher';
import type { Watcher } from './watcher';

const t = es.seguimiento;

/**
 * The quiet sign that the app asks Hacienda by itself (D37): how many invoices wait, when the
 * next check is due or that one is under way, and the switch that turns the checks off for the session.
 * Not a live region: it changes often and says nothing the clerk must hear.
 */
export function ConsultasState({ vigilante }: { vigilante: Watcher | null }) {
  const e = useWatcherState(vigilante);
  if (!vigilante || e.detenido || (e.activo && e.vigiladas === 0)) return null;
  const texto = !e.activo
    ? t.desactivadas
    : e.consultando.length
      ? t.consultando
      : e.proxima !== null
        ? t.proxima(formatTime(e.proxima))
        : '';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 1.5,
        color: 'text.secondary',
      }}
    >
      {e.activo && e.consultando.length > 0 && <CircularProgress size={14} color="inherit" aria-hidden />}
      <Typography variant="body2" data-testid="estado-consultas">
        {e.activo ? `${t.esperando(e.vigiladas)}. ${texto}` : texto}
      </Typography>
      <OnOffSwitch
        checked={e.activo}
        onChange={(si) => activarConsultas(vigilante, si)}
        label={<Typography variant="body2">{t.automaticas}</Typography>}
      />
    </Box>
  );
}
