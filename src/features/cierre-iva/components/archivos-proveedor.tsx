import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDemo } from '@/components/demo';
import { FileChooseButton } from '@/components/file-choose-button';
import { useFileDrop } from '@/components/use-file-drop';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { errorMessage } from '@/lib/errors';
import * as es from '@/messages/es-cierre-iva';

const t = es.cierreIvaCarga.archivos;

/**
 * The month's supplier files: dropped or chosen, checked (D30) and read off the page; those refused
 * are listed with their reason. With the demo backend, the demo's files in one press.
 */
export function ArchivosProveedor({
  mes,
  cuantos,
  rechazos,
  onAgregar,
}: {
  mes: string;
  cuantos: number;
  rechazos: readonly string[];
  onAgregar: (files: File[]) => Promise<number>;
}) {
  const demo = useDemo();
  const tituloId = useId();
  const [ocupado, setOcupado] = useState(false);

  const agregar = (files: File[]) => {
    if (files.length === 0) return;
    setOcupado(true);
    onAgregar(files)
      .then((n) => n > 0 && flash.success(t.agregados(n)))
      .catch((e: unknown) => flash.danger(errorMessage(e), UNTIL_CLOSED))
      .finally(() => setOcupado(false));
  };
  const soltar = useFileDrop(agregar);

  const muestras = demo?.muestrasCierreIva;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={tituloId}
      {...soltar.handlers}
      sx={{
        p: 2,
        my: 2,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: soltar.dragging ? 'primary.main' : 'divider',
        bgcolor: soltar.dragging ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <UploadFileIcon color="action" sx={{ fontSize: 36 }} aria-hidden />
        <Stack sx={{ flex: '1 1 320px' }}>
          <Typography id={tituloId} variant="subtitle2" component="h2">
            {t.titulo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {soltar.dragging ? t.soltar : t.texto}
          </Typography>
          <Typography variant="body2">{t.cuantos(cuantos)}</Typography>
        </Stack>
        <FileChooseButton
          label={t.elegir}
          accept=".xml,text/xml,application/xml"
          multiple
          disabled={ocupado}
          onFiles={agregar}
        />
        {muestras && (
          <Button
            startIcon={<PlaylistAddIcon />}
            disabled={ocupado}
            onClick={() =>
              void muestras(mes).then(agregar, (e: unknown) => flash.danger(errorMessage(e), UNTIL_CLOSED))
            }
          >
            {t.demo}
          </Button>
        )}
      </Stack>
      {rechazos.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <AlertTitle>{t.rechazados}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {rechazos.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Paper>
  );
}
