import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { MuiTheme } from '@/components/mui-theme';
import { muiSeverity, noticesStore, type Flash } from './notices-store';

/** The stacked flashes, announced to screen readers: errors as `alert`, the rest as `status`. */
export function FlashStack({ flashes }: { flashes: readonly Flash[] }) {
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 72,
        right: 16,
        zIndex: (t) => t.zIndex.snackbar,
        width: 'min(440px, calc(100vw - 32px))',
        pointerEvents: 'none',
      }}
    >
      {flashes.map((f) => (
        <Alert
          key={f.id}
          severity={muiSeverity[f.kind]}
          variant="filled"
          role={f.kind === 'danger' ? 'alert' : 'status'}
          onClose={() => noticesStore.dismiss(f.id)}
          slotProps={{ closeButton: { title: 'Cerrar', 'aria-label': 'Cerrar mensaje' } }}
          sx={{ pointerEvents: 'auto', boxShadow: 3, whiteSpace: 'pre-line', alignItems: 'center' }}
        >
          {f.message}
        </Alert>
      ))}
    </Stack>
  );
}

/** The lazy module's view, themed: it can render outside the default layout (see MuiTheme). */
export default function ThemedFlashStack(props: Parameters<typeof FlashStack>[0]) {
  return (
    <MuiTheme>
      <FlashStack {...props} />
    </MuiTheme>
  );
}
