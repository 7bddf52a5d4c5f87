import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-empresas';
import { vencimientoLlave } from '../llave';

const r = es.llaveRevision;

/**
 * The signing key's expiry where attention is asked for (the Panel places it): nothing without
 * llaveVence (a backend that does not send it) or with more than 30 days left; a warning from 30 days
 * before, an error once expired; both lead to the key dialog (D39). `hoy` is for tests.
 */
export function LlaveNotice({
  empresa,
  hoy = new Date(),
}: {
  empresa: { llaveVence?: string | null } | null | undefined;
  hoy?: Date;
}) {
  const vence = vencimientoLlave(empresa?.llaveVence, hoy);
  if (!vence || vence.nivel === 'ninguno') return null;
  const vencida = vence.nivel === 'vencida';
  return (
    <Alert
      severity={vencida ? 'error' : 'warning'}
      action={
        <Button component={RouterLink} to={paths.llaveCriptografica} color="inherit" size="small">
          {r.cambiar}
        </Button>
      }
    >
      {vencida ? r.vencio(vence.fecha) : r.aviso(vence.fecha, vence.dias)}
    </Alert>
  );
}
