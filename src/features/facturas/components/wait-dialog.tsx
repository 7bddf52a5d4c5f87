import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/**
 * The wait dialog of a Hacienda action ('Enviando factura a hacienda!'): modal and not dismissable
 * (no Escape, no backdrop click) while the call runs; it closes itself with the answer.
 */
export function WaitDialog({ texto }: { texto: string | null }) {
  const id = useId();
  // The text stays while the dialog fades out.
  const [mostrado, setMostrado] = useState(texto);
  if (texto !== null && texto !== mostrado) setMostrado(texto);
  return (
    <Dialog open={texto !== null} aria-labelledby={id} aria-busy maxWidth="xs" fullWidth>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography id={id} sx={{ fontWeight: 500 }}>
            {mostrado}
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
