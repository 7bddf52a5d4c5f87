import KeyIcon from '@mui/icons-material/Key';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useCurrentUser } from '@/auth/api';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { FilePicker } from '@/components/file-picker';
import { flash } from '@/components/flash/flash-store';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { errorMessage } from '@/lib/errors';
import { es } from '@/messages/es';
import { useUploadLlave } from '../api';
import { validarLlave } from '../rules';

const l = es.llave;

/**
 * The key-file dialog (seed 2 'Key-file dialog', R10, V6): the pin and one .p12 file for the signed-in
 * user's company, confirmed before upload because it changes how the company talks to Hacienda.
 * `onClose` must navigate away (R10), so that the unsaved-changes guard can ask first.
 */
export function LlaveCriptograficaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const upload = useUploadLlave();
  const titleId = useId();
  const [pin, setPin] = useState('');
  const [pinVisible, setPinVisible] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [problema, setProblema] = useState<{ campo: 'pin' | 'archivo'; mensaje: string } | null>(null);
  // The flash area sits behind the modal (hidden from screen readers while it is open): the dialog says it too.
  const [fallo, setFallo] = useState<string | null>(null);
  // B2: closing (it navigates to the dashboard) with a pin or a file chosen asks first.
  const { allowNavigation } = useUnsavedChanges(pin !== '' || files.length > 0);

  const [guardar] = useSingleFlight(async () => {
    setFallo(null);
    const archivo = files[0] ?? null;
    const mensaje = validarLlave(pin, archivo);
    if (mensaje) {
      setProblema({ campo: mensaje === l.pinInvalido ? 'pin' : 'archivo', mensaje: mensaje.trim() });
      flash.danger(mensaje);
      return;
    }
    if (!(await confirmDialog({ title: l.titulo, message: l.confirmar }))) return;
    try {
      await upload.mutateAsync({ pin: pin.trim(), file: archivo! });
      flash.success(l.actualizada);
      allowNavigation();
      onClose();
    } catch (error) {
      const texto = l.error(errorMessage(error));
      setFallo(texto);
      flash.danger(texto);
    }
  });

  const empresa = user.data?.empresa?.nombre;
  const subiendo = upload.isPending;
  const alternarPin = pinVisible ? l.ocultarPin : l.mostrarPin;

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!subiendo) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <KeyIcon color="primary" aria-hidden />
        {l.titulo}
      </DialogTitle>
      <DialogContent>
        {empresa && <DialogContentText sx={{ mb: 2 }}>{l.descripcion(empresa)}</DialogContentText>}
        <Stack
          component="form"
          id="llave-form"
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            void guardar();
          }}
        >
          <TextField
            label={l.pin}
            value={pin}
            required
            type={pinVisible ? 'text' : 'password'}
            autoComplete="new-password"
            disabled={subiendo}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={alternarPin}
                      title={alternarPin}
                      onClick={() => setPinVisible((v) => !v)}
                      edge="end"
                    >
                      {pinVisible ? (
                        <VisibilityOffIcon fontSize="small" />
                      ) : (
                        <VisibilityIcon fontSize="small" />
                      )}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
            onChange={(e) => {
              setPin(e.target.value);
              if (problema?.campo === 'pin') setProblema(null);
            }}
            error={problema?.campo === 'pin'}
            helperText={problema?.campo === 'pin' ? problema.mensaje : undefined}
            sx={{ maxWidth: 240 }}
          />
          <FilePicker
            label={l.cargarArchivo}
            accept=".p12"
            files={files}
            onChange={(next) => {
              setFiles(next);
              if (problema?.campo === 'archivo') setProblema(null);
            }}
            emptyText={l.sinArchivo}
            listLabel={l.archivos}
            removeLabel={l.quitar}
            disabled={subiendo}
            error={problema?.campo === 'archivo' ? problema.mensaje : undefined}
          />
        </Stack>
        {fallo && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {fallo}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={subiendo}>
          {l.cerrar}
        </Button>
        <Button
          type="submit"
          form="llave-form"
          variant="contained"
          disabled={subiendo}
          startIcon={subiendo ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {subiendo ? l.subiendo : l.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
