import DownloadIcon from '@mui/icons-material/Download';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useDemo } from '@/components/demo';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { fileNames, saveBlob } from '@/lib/download';
import { errorMessage } from '@/lib/errors';
import * as es from '@/messages/es-confirmacion';

const t = es.recepcion;

/**
 * The demo's sample supplier documents (decision C10): loaded into the list at once, or downloaded as
 * a .zip to drop back. Nothing without the demo backend.
 */
export function DemoSamples({
  onCargar,
  deshabilitado,
}: {
  onCargar: (f: File[]) => void;
  deshabilitado: boolean;
}) {
  const demo = useDemo();
  const tituloId = useId();
  if (!demo) return null;

  const fallo = (error: unknown) => flash.danger(errorMessage(error), UNTIL_CLOSED);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={tituloId} sx={{ p: 2 }}>
      <Typography id={tituloId} variant="subtitle2" component="h2">
        {t.muestras}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.muestrasTexto}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PlaylistAddIcon />}
          disabled={deshabilitado}
          onClick={() => void demo.muestrasRecepcion().then(onCargar, fallo)}
        >
          {t.cargarMuestras}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            void demo
              .muestrasRecepcionZip()
              .then((zip) => saveBlob(zip, fileNames.muestrasRecepcion()))
              .then((archivo) => flash.success(t.muestrasDescargadas(archivo)), fallo)
          }
        >
          {t.descargarMuestras}
        </Button>
      </Stack>
    </Paper>
  );
}
