import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { SIDEBAR_WIDTH } from '@/components/theme';
import * as es from '@/messages/es-componentes';

const t = es.avisos;
import { avisosStore, type Aviso } from './avisos-store';

/**
 * The notices, bottom left of the content: the flashes are top right, and the screens' main buttons
 * (Guardar Factura, the lists' Nueva) are on the right; only their links and close buttons take the
 * pointer.
 */
export function AvisosStack({ avisos }: { avisos: readonly Aviso[] }) {
  return (
    <Stack
      component="aside"
      aria-label={t.region}
      spacing={1}
      sx={{
        position: 'fixed',
        bottom: 16,
        left: { xs: 16, lg: `calc(${SIDEBAR_WIDTH} + 16px)` },
        zIndex: (t) => t.zIndex.snackbar,
        width: 'min(400px, calc(100vw - 32px))',
        // Click-through but for their links and close buttons: a notice that arrives over a form must
        // not take the press meant for the field under it (a receipt's checkbox, found by a journey).
        pointerEvents: 'none',
        '& a, & button': { pointerEvents: 'auto' },
        maxHeight: 'calc(100vh - 120px)',
        overflowY: 'auto',
      }}
    >
      {avisos.map((a) => (
        <Alert
          key={a.id}
          severity={a.severidad}
          variant="outlined"
          onClose={() => avisosStore.cerrar(a.id)}
          slotProps={{ closeButton: { title: t.cerrar, 'aria-label': t.cerrarAviso(a.titulo) } }}
          sx={{ bgcolor: 'background.paper', boxShadow: 3 }}
        >
          <AlertTitle>{a.titulo}</AlertTitle>
          <Stack
            component="ul"
            spacing={0.5}
            sx={{ m: 0, pl: a.lineas.length > 1 ? 2 : 0, listStyle: a.lineas.length > 1 ? 'disc' : 'none' }}
          >
            {a.lineas.map((l, i) => (
              <li key={i}>
                {l.texto}
                {l.enlace && (
                  <>
                    {' '}
                    <Link component={RouterLink} to={l.enlace.to} aria-label={l.enlace.nombre}>
                      {l.enlace.texto}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}

export default AvisosStack;
