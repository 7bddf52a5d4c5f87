import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { MuiTheme } from '@/components/mui-theme';
import { muiSeverity, noticesStore, type Flash, type FlashAction } from './notices-store';

/** A flash's own button (it closes the flash and does its thing) beside the usual close button. */
function AccionYCerrar({ id, action }: { id: number; action: FlashAction }) {
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          noticesStore.dismiss(id);
          action.run();
        }}
      >
        {action.label}
      </Button>
      <IconButton
        color="inherit"
        size="small"
        title="Cerrar"
        aria-label="Cerrar mensaje"
        onClick={() => noticesStore.dismiss(id)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
}

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
          // MUI draws the close button only without an `action`: a flash with one draws both itself.
          action={f.action && <AccionYCerrar id={f.id} action={f.action} />}
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
