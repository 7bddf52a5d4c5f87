import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FilePicker } from '@/components/file-picker';
import { flash } from '@/components/notices/notices-store';
import { errorMessage, errorStatus } from '@/lib/errors';
import * as es from '@/messages/es-confirmacion';
import { leerCuentaReceptora, subirComprobante } from '../api';
import type { CuentaReceptora } from '../revisar-comprobante';
import { problemaDocumento } from '../rules';
import type { DocumentoSubido } from '../contract';

const t = es.confirmacion;
/** 'Wrong file format' flashes last 10 s, as the spec says. */
export const FORMATO_FLASH_MS = 10_000;

type Estado = 'idle' | 'revisando' | 'uploading' | 'done';

type Props = {
  open: boolean;
  onClose: () => void;
  /** A document with lines arrived: the page shows it. */
  onCargado: (subido: DocumentoSubido) => void;
  /** The file had no document or no lines: the page resets, as the spec says. */
  onInvalido: () => void;
};

/**
 * 'Seleccionar Archivo XML que desea Confirmar/Rechazar': choose one XML (several may be picked, the
 * last is kept), upload it with a real progress bar, and hand the document to the page. States: idle;
 * revisando (the file checked in the browser: a refused file is never sent, and the reason shows like a
 * refused upload's; D30); uploading (cannot be closed, Cerrar hidden, the upload button reads
 * 'Cerrar'); done (closable). Errors show inside the dialog too: the flash area is behind the modal.
 */
export function CargarXmlDialog({ open, onClose, onCargado, onInvalido }: Props) {
  const titleId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [estado, setEstado] = useState<Estado>('idle');
  /** Percent of bytes sent; null until the browser reports any (it may not, e.g. behind a service worker). */
  const [progreso, setProgreso] = useState<number | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const [falta, setFalta] = useState(false);
  const queryClient = useQueryClient();
  // The account the receiver check compares with: asked for with the screen, ready for Cargar.
  useEffect(() => {
    leerCuentaReceptora(queryClient).catch(() => undefined);
  }, [queryClient]);

  const fallar = (texto: string, duracion?: number) => {
    setProblema(texto);
    flash.danger(texto, duracion);
    setEstado('idle');
  };

  const cargar = async () => {
    const archivo = files[0];
    if (!archivo) {
      setFalta(true);
      flash.danger(t.seleccioneArchivo);
      return;
    }
    setProblema(null);
    setEstado('revisando');
    let cuenta: CuentaReceptora;
    try {
      cuenta = await leerCuentaReceptora(queryClient);
    } catch (error) {
      if (errorStatus(error) === 401) return onClose();
      return fallar(es.archivos.xml.sinCuenta(errorMessage(error)));
    }
    // Checked before anything is sent: a refused file is not uploaded, the page keeps what it shows.
    // The check (with fast-xml-parser) loads with the first file chosen, not with the screen (D34).
    const motivo = await import('../revisar-archivo')
      .then((m) => m.revisarArchivoXml(archivo, cuenta))
      .catch((error: unknown) => es.archivos.noRevisado(errorMessage(error)));
    if (motivo) return fallar(`${t.formatoInvalido}\n${motivo}`, FORMATO_FLASH_MS);
    setProgreso(null);
    setEstado('uploading');
    try {
      const subido = await subirComprobante(archivo, setProgreso);
      setProgreso(100);
      const problemaDoc = problemaDocumento(subido.facturaElectronica);
      if (problemaDoc) {
        const detalle = problemaDoc === 'sinLineas' ? t.sinLineas : subido.message || t.noEsComprobante;
        fallar(`${t.formatoInvalido}\n${detalle}`, FORMATO_FLASH_MS);
        onInvalido();
        return;
      }
      setEstado('done');
      onCargado(subido);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 401) return onClose();
      // 400: the server read the file and refused it (not XML, unsafe, malformed clave).
      if (status === 400) fallar(`${t.formatoInvalido}\n${errorMessage(error)}`, FORMATO_FLASH_MS);
      else fallar(`${t.errorEnvio.trimEnd()}\n${errorMessage(error)}`);
    }
  };

  const revisando = estado === 'revisando';
  const subiendo = estado === 'uploading';
  const primario = estado === 'idle' || revisando ? t.cargar : t.cerrar;

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!subiendo && !revisando) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: {
            width: { xs: '100%', md: '50vw' },
            height: { md: '50vh' },
            minWidth: { md: 520 },
            minHeight: { md: 340 },
            m: { xs: 1, md: 4 },
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t.dialogoTitulo}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FilePicker
          label={t.seleccionarArchivo}
          accept=".xml,text/xml,application/xml"
          multiple
          keepLast
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFalta(false);
            setProblema(null);
            if (estado === 'done') setEstado('idle');
          }}
          emptyText={t.sinArchivo}
          listLabel={t.archivos}
          disabled={subiendo || revisando}
          error={falta ? t.seleccioneArchivo.trim() : undefined}
          icon={<FolderOpenIcon />}
        />
        {revisando && (
          <Typography variant="body2" color="text.secondary" role="status">
            {es.archivos.revisando}
          </Typography>
        )}
        {(subiendo || estado === 'done') && (
          <Box>
            <LinearProgress
              variant={progreso === null ? 'indeterminate' : 'determinate'}
              value={progreso ?? undefined}
              aria-label={t.progreso}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Typography
              variant="body2"
              color={estado === 'done' ? 'success.main' : 'text.secondary'}
              sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.75 }}
              role="status"
            >
              {estado === 'done' && <CheckCircleIcon fontSize="small" aria-hidden />}
              {estado === 'done' ? t.cargado(files[0]?.name ?? '') : t.subiendo(progreso)}
            </Typography>
          </Box>
        )}
        {problema && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {problema}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {estado === 'idle' && <Button onClick={onClose}>{t.cerrar}</Button>}
        <Button
          variant="contained"
          startIcon={estado === 'idle' || revisando ? <UploadIcon /> : undefined}
          disabled={subiendo || revisando}
          onClick={() => (estado === 'idle' ? void cargar() : onClose())}
        >
          {primario}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
