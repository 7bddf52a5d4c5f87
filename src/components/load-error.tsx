import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/errors';
import * as es from '@/messages/es-shell';

/** A failed load: the server's message and a 'Reintentar' button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {es.common.reintentar}
        </Button>
      }
      sx={{ my: 2 }}
    >
      <AlertTitle>{es.common.errorCarga}</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}
