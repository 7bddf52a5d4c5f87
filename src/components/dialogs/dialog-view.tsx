import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import * as es from '@/messages/es-shell';
import type { DialogRequest } from './dialog-store';
import { MuiTheme } from '@/components/mui-theme';

/** One confirm/alert dialog. Loaded on first use: MUI's Dialog stays off the first load. */
export function DialogView({ req, close }: { req: DialogRequest; close: (ok: boolean) => void }) {
  const titleId = `dialog-title-${req.id}`;
  const textId = `dialog-text-${req.id}`;
  return (
    <Dialog
      open
      onClose={() => close(false)}
      aria-labelledby={req.title ? titleId : undefined}
      aria-describedby={textId}
      role={req.kind === 'alert' ? 'alertdialog' : 'dialog'}
      maxWidth="sm"
      fullWidth
    >
      {req.title && <DialogTitle id={titleId}>{req.title}</DialogTitle>}
      <DialogContent>
        <DialogContentText
          id={textId}
          sx={{ whiteSpace: 'pre-line', color: 'text.primary', pt: req.title ? 0 : 1 }}
        >
          {req.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {req.kind === 'confirm' && (
          <Button onClick={() => close(false)}>{req.cancelText ?? es.common.cancelar}</Button>
        )}
        <Button
          variant="contained"
          color={req.destructive ? 'error' : 'primary'}
          onClick={() => close(true)}
          autoFocus
        >
          {req.confirmText ?? es.common.aceptar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The lazy module's view, themed: it can render outside the default layout (see MuiTheme). */
export default function ThemedDialogView(props: Parameters<typeof DialogView>[0]) {
  return (
    <MuiTheme>
      <DialogView {...props} />
    </MuiTheme>
  );
}
