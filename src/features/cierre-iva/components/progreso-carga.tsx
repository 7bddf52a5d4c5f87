import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as es from '@/messages/es-cierre-iva';
import type { AvanceCarga } from '../loader';

const t = es.cierreIvaCarga;

/**
 * The month's load as the clerk follows it: the bar with 'n de m documentos' and Cancelar while it
 * runs, Reanudar once cancelled, and a failure with the server's message and Reintentar. `comprobando`:
 * the count is the stored load's, whose worksheet shows while the month's lists are asked again.
 */
export function ProgresoCarga({
  avance,
  comprobando = false,
  onCancelar,
  onReanudar,
}: {
  avance: AvanceCarga | null;
  comprobando?: boolean;
  onCancelar: () => void;
  onReanudar: () => void;
}) {
  if (!avance || avance.fase === 'sesion') return null;
  const { fase, hechos, total } = avance;
  const corriendo = fase === 'listas' || fase === 'documentos';
  const porcentaje = total > 0 ? Math.round((hechos / total) * 100) : 100;
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <LinearProgress
          aria-label={t.progreso}
          variant={fase === 'listas' ? 'indeterminate' : 'determinate'}
          value={porcentaje}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: 180 }} role="status">
          {fase === 'listas' ? t.leyendoListas : t.documentos(hechos, total)}
        </Typography>
        {corriendo ? (
          <Button variant="outlined" size="small" onClick={onCancelar}>
            {t.cancelar}
          </Button>
        ) : (
          fase === 'cancelada' && (
            <Button variant="contained" size="small" onClick={onReanudar}>
              {t.reanudar}
            </Button>
          )
        )}
      </Stack>
      {comprobando && (
        <Typography variant="body2" color="text.secondary">
          {t.comprobando}
        </Typography>
      )}
      {fase === 'cancelada' && <Alert severity="info">{t.cancelada}</Alert>}
      {fase === 'error' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onReanudar}>
              {t.reintentar}
            </Button>
          }
        >
          <AlertTitle>{t.errorTitulo}</AlertTitle>
          {avance.error}
        </Alert>
      )}
    </Stack>
  );
}
