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
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { currentUserQuery, useCurrentUser } from '@/auth/api';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { FilePicker } from '@/components/file-picker';
import { flash } from '@/components/notices/notices-store';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { errorMessage, errorStatus } from '@/lib/errors';
import * as es from '@/messages/es-empresas';
import { empresaQuery, useUploadLlave } from '../api';
import type { RevisionLlave } from '../llave';
import { validarLlave } from '../rules';

const l = es.llave;
const r = es.llaveRevision;

/**
 * The key-file dialog: the pin and one .p12 file (both required) for the signed-in user's company, confirmed
 * before upload because it changes how the company talks to Hacienda. Before that, the key is opened
 * with its PIN in the browser (D38): a key the PIN does not open, of another taxpayer, not yet valid or
 * expired is refused and nothing is sent; one that expires within 30 days is sent with a warning; the
 * upload carries its expiry (llaveVence, D39). `onClose` must navigate away (to the dashboard), so that the
 * unsaved-changes guard can ask first.
 */
export function LlaveCriptograficaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const upload = useUploadLlave();
  const [revisando, setRevisando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const titleId = useId();
  const [pin, setPin] = useState('');
  const [pinVisible, setPinVisible] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [problema, setProblema] = useState<{ campo: 'pin' | 'archivo'; mensaje: string } | null>(null);
  // The flash area sits behind the modal (hidden from screen readers while it is open): the dialog says it too.
  const [fallo, setFallo] = useState<string | null>(null);
  // Closing (it navigates to the dashboard) with a pin or a file chosen asks first.
  const { allowNavigation } = useUnsavedChanges(pin !== '' || files.length > 0);

  /** The key opened with the PIN against the user's account; null when that could not be done (said). */
  async function revisar(archivo: File): Promise<RevisionLlave | null> {
    const fallar = (texto: string) => {
      setFallo(texto);
      flash.danger(texto);
      return null;
    };
    let cuenta;
    try {
      const id = (await queryClient.fetchQuery(currentUserQuery)).empresa?.id;
      if (!id) return fallar(r.sinCuenta(es.editEmpresa.sinEmpresa));
      ({ empresa: cuenta } = await queryClient.fetchQuery(empresaQuery(id)));
    } catch (error) {
      // A 401 goes to the sign-in by itself (D5).
      return errorStatus(error) === 401 ? null : fallar(r.sinCuenta(errorMessage(error)));
    }
    // The check (its worker, node-forge) loads with the first key checked, not with the page (D34).
    return import('../revisar-llave')
      .then(({ revisarLlave }) =>
        revisarLlave({
          archivo,
          pin: pin.trim(),
          cuenta: { cedula: cuenta.cedula, tipo: cuenta.tipo },
          hoy: Date.now(),
        }),
      )
      .catch((error: unknown) => fallar(r.noRevisada(errorMessage(error))));
  }

  const [guardar] = useSingleFlight(async () => {
    setFallo(null);
    const archivo = files[0] ?? null;
    const mensaje = validarLlave(pin, archivo);
    if (mensaje) {
      setProblema({ campo: mensaje === l.pinInvalido ? 'pin' : 'archivo', mensaje: mensaje.trim() });
      flash.danger(mensaje);
      return;
    }
    setAviso(null);
    setRevisando(true);
    const revision = await revisar(archivo!).finally(() => setRevisando(false));
    if (!revision) return;
    if (!revision.ok) {
      setProblema({ campo: revision.motivo === r.pin ? 'pin' : 'archivo', mensaje: revision.motivo });
      flash.danger(revision.motivo);
      return;
    }
    setAviso(revision.aviso);
    const items = revision.aviso ? [revision.aviso] : undefined;
    if (!(await confirmDialog({ title: l.titulo, message: l.confirmar, items }))) return;
    try {
      await upload.mutateAsync({ pin: pin.trim(), file: archivo!, llaveVence: revision.vence });
      flash.success(l.actualizada);
      if (revision.aviso) flash.warning(revision.aviso);
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
  const ocupado = subiendo || revisando;
  const alternarPin = pinVisible ? l.ocultarPin : l.mostrarPin;

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!ocupado) onClose();
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
            disabled={ocupado}
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
            disabled={ocupado}
            error={problema?.campo === 'archivo' ? problema.mensaje : undefined}
          />
        </Stack>
        {fallo && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {fallo}
          </Alert>
        )}
        {aviso && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {aviso}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={ocupado}>
          {l.cerrar}
        </Button>
        <Button
          type="submit"
          form="llave-form"
          variant="contained"
          disabled={ocupado}
          startIcon={ocupado ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {subiendo ? l.subiendo : revisando ? r.revisando : l.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
