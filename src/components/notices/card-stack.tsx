import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SIDEBAR_WIDTH } from '@/components/theme';
import * as es from '@/messages/es-componentes';
import { muiSeverity, noticesStore, type Card } from './notices-store';

const t = es.avisos;

/**
 * The cards, bottom left of the content: the flashes are top right, and the screens' main buttons
 * (Guardar Factura, the lists' Nueva) are on the right; only their links and close buttons take the
 * pointer.
 */
export function CardStack({ cards }: { cards: readonly Card[] }) {
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
        // Click-through but for their links and close buttons: a card that arrives over a form must
        // not take the press meant for the field under it (a receipt's checkbox).
        pointerEvents: 'none',
        '& a, & button': { pointerEvents: 'auto' },
        maxHeight: 'calc(100vh - 120px)',
        overflowY: 'auto',
      }}
    >
      {cards.map((c) => (
        <CardView key={c.id} card={c} />
      ))}
    </Stack>
  );
}

function CardView({ card: c }: { card: Card }) {
  const titleId = useId();
  return (
    <Alert
      severity={muiSeverity[c.kind]}
      variant="outlined"
      // A group named by its title, not MUI's default `alert`: the polite live region already reads
      // the card, and an alert would read it a second time, assertively.
      role="group"
      aria-labelledby={titleId}
      onClose={() => noticesStore.dismiss(c.id)}
      slotProps={{ closeButton: { title: t.cerrar, 'aria-label': t.cerrarAviso(c.title) } }}
      sx={{ bgcolor: 'background.paper', boxShadow: 3 }}
    >
      <AlertTitle id={titleId}>{c.title}</AlertTitle>
      <Stack
        component="ul"
        spacing={0.5}
        sx={{ m: 0, pl: c.lines.length > 1 ? 2 : 0, listStyle: c.lines.length > 1 ? 'disc' : 'none' }}
      >
        {c.lines.map((l, i) => (
          <li key={i}>
            {l.text}
            {l.link && (
              <>
                {' '}
                <Link component={RouterLink} to={l.link.to} aria-label={l.link.name}>
                  {l.link.text}
                </Link>
              </>
            )}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

export default CardStack;
