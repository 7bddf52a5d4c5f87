import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import * as es from '@/messages/es-shell';
import { MuiTheme } from '@/components/mui-theme';
import { dialogStore, type DialogRequest } from './dialog-store';

/**
 * One confirm/alert dialog. Kept off the first load: it comes with the screens that open dialogs
 * (through './dialogs'), so that a dialog opens in the same frame as the press that asks for it.
 */
export function DialogView({ req, close }: { req: DialogRequest; close: (ok: boolean) => void }) {
  const titleId = `dialog-title-${req.id}`;
  const textId = `dialog-text-${req.id}`;
  const answer = useRef<HTMLButtonElement>(null);
  // The dialog opens in the press's own frame, so whatever the press does next comes after it (a form
  // puts the focus on its first wrong field), and the focus trap then brings the focus back to the
  // dialog's frame. Hand it on to the answer button, so that Enter still answers.
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const button = answer.current;
      const target = e.target as Element | null;
      if (button && target?.classList.contains('MuiDialog-container') && target.contains(button)) {
        button.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  return (
    <Dialog
      open
      onClose={() => close(false)}
      // A dialog without a title is named by its message.
      aria-labelledby={req.title ? titleId : textId}
      aria-describedby={req.title ? textId : undefined}
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
        {req.items && req.items.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, '& li': { mb: 0.75 } }}>
            {req.items.map((item) => (
              <li key={item}>
                <Typography variant="body2">{item}</Typography>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {req.kind === 'confirm' && (
          <Button onClick={() => close(false)}>{req.cancelText ?? es.common.cancelar}</Button>
        )}
        <Button
          variant="contained"
          color={req.destructive ? 'error' : 'primary'}
          onClick={() => close(true)}
          ref={answer}
          autoFocus
        >
          {req.confirmText ?? es.common.aceptar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The view, themed: it can render outside the default layout (see MuiTheme). */
export default function ThemedDialogView(props: Parameters<typeof DialogView>[0]) {
  return (
    <MuiTheme>
      <DialogView {...props} />
    </MuiTheme>
  );
}

// Evaluating this module makes the host render dialogs at once, with no lazy load in between.
dialogStore.registerView((req, close) => <ThemedDialogView key={req.id} req={req} close={close} />);
