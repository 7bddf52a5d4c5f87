import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as es from '@/messages/es-registro-hacienda';
import { RegistroError } from '../api';

const t = es.registroHacienda;

/**
 * The one quiet line of a registry lookup that failed, with its retry. It stays while the failure
 * does: the form around it works as it would without Hacienda (D48).
 */
export function RegistroFallo({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const motivo = error instanceof RegistroError ? error.message : t.motivos.respuesta();
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', minHeight: 32 }}>
      <Typography variant="body2" color="text.secondary">
        {t.fallo(motivo)}
      </Typography>
      <Button size="small" onClick={onRetry}>
        {t.reintentar}
      </Button>
    </Stack>
  );
}

/** The quiet line while a lookup is on its way. */
export function RegistroConsultando() {
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: 32 }}>
      {t.consultando}
    </Typography>
  );
}
