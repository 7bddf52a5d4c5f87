import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { LoadError } from '@/components/load-error';
import { FileChooseButton } from '@/components/file-choose-button';
import { useFileDrop } from '@/components/use-file-drop';
import { PageHeader } from '@/components/page-header';
import { errorMessage, errorStatus } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-confirmacion';
import type { Accion } from '../api';
import type { Vista } from '../recepcion/rows';
import { DemoSamples } from '../recepcion/demo-samples';
import { RespuestaLote } from '../recepcion/respuesta-lote';
import { RecepcionTable } from '../recepcion/recepcion-table';
import { MAXIMO_ARCHIVOS, useRecepcion } from '../recepcion/use-recepcion';

const t = es.recepcion;

// The document's view (its lines in a DataGrid) loads with the first 'Ver', not with the screen.
const DocumentoDialog = lazy(() =>
  import('../recepcion/documento-dialog').then((m) => ({ default: m.DocumentoDialog })),
);

/**
 * Recepción de comprobantes (C11): up to 100 received XML dropped or chosen at once, each checked in
 * the browser with its deadline, and one answer for the chosen ones. The spec's one-document screen
 * (confirmacion-upload) stays as it is, beside this one.
 */
export function RecepcionPage() {
  const r = useRecepcion();
  const [viendo, setViendo] = useState<Vista | null>(null);
  const zonaId = useId();
  const activo = r.lote !== null && r.lote.fin === null;
  const { setSeleccion } = r;
  const elegir = useCallback(
    (id: number, si: boolean) =>
      setSeleccion((prev) => {
        const siguiente = new Set(prev);
        if (si) siguiente.add(id);
        else siguiente.delete(id);
        return siguiente;
      }),
    [setSeleccion],
  );

  const agregar = useCallback(
    (archivos: File[]) => {
      if (archivos.length === 0) return;
      const fuera = r.agregarArchivos(archivos);
      // A partial result the user must read (which files were left out): it stays until closed, or
      // until the page goes, rather than leaving on a timer that runs while the busy page draws.
      if (fuera > 0) flash.warning(t.demasiados(archivos.length, archivos.length - fuera), UNTIL_CLOSED);
    },
    [r],
  );
  const soltar = useFileDrop(agregar, activo);

  // Leaving (or closing the tab) while answering: the browser asks first.
  useEffect(() => {
    if (!activo) return;
    const avisar = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [activo]);

  const responder = async (accion: Accion, mensaje: string) => {
    try {
      await r.responder(accion, mensaje);
    } catch (error) {
      // A 401 has its own flash and goes to the login screen.
      if (errorStatus(error) !== 401) flash.danger(t.consultaError(errorMessage(error)), UNTIL_CLOSED);
    }
  };

  return (
    <Box {...soltar.handlers} sx={{ position: 'relative', minHeight: '60vh' }}>
      <PageHeader title={t.titulo} subtitle={t.subtitulo} backTo={paths.confirmacionRechazo} />
      <Stack spacing={2} useFlexGap>
        <Paper
          variant="outlined"
          aria-labelledby={zonaId}
          component="section"
          sx={{
            p: 3,
            borderStyle: 'dashed',
            borderWidth: 2,
            borderColor: soltar.dragging ? 'primary.main' : 'divider',
            bgcolor: soltar.dragging ? 'action.hover' : undefined,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <UploadFileIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
          <Typography id={zonaId} sx={{ flex: '1 1 320px' }}>
            {soltar.dragging ? t.soltar : t.zona}
          </Typography>
          <FileChooseButton
            label={t.seleccionar}
            accept=".xml,text/xml,application/xml"
            multiple
            variant="contained"
            disabled={activo || r.total >= MAXIMO_ARCHIVOS}
            onFiles={agregar}
          />
          <Button startIcon={<DeleteSweepIcon />} disabled={activo || r.total === 0} onClick={r.limpiar}>
            {t.limpiar}
          </Button>
        </Paper>

        <DemoSamples onCargar={agregar} deshabilitado={activo} />

        {r.revisando > 0 && (
          <Typography role="status" variant="body2" color="text.secondary">
            {t.revisando(r.total - r.revisando, r.total)}
          </Typography>
        )}
        {r.lista.isError && <LoadError error={r.lista.error} onRetry={() => void r.lista.refetch()} />}

        {r.total === 0 ? (
          <Alert severity="info" variant="outlined">
            {t.vacia}
          </Alert>
        ) : (
          <>
            <RespuestaLote
              elegidos={r.seleccion.length}
              listos={r.elegibles.size}
              lote={r.lote}
              resumen={r.resumen}
              onSeleccionarListos={() => r.setSeleccion(new Set(r.elegibles))}
              onQuitarSeleccion={() => r.setSeleccion(new Set())}
              onResponder={responder}
              onCancelar={r.cancelar}
            />
            <RecepcionTable
              filas={r.filas}
              seleccion={r.seleccion}
              onElegir={elegir}
              onElegirTodos={(ids) => r.setSeleccion(new Set(ids))}
              onVer={setViendo}
              bloqueada={activo}
            />
          </>
        )}
      </Stack>
      {viendo && (
        <Suspense fallback={null}>
          <DocumentoDialog vista={viendo} onClose={() => setViendo(null)} />
        </Suspense>
      )}
    </Box>
  );
}

export default RecepcionPage;
