import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/query-state';
import * as es from '@/messages/es-confirmacion';
import { confirmacionKeys, subirComprobante } from '../api';
import { DatosDocumento, LineasDetalle, ResumenComprobante } from '../components/documento-electronico';
import { tipoComprobanteTexto } from '../rules';
import type { Vista } from './rows';

const t = es.recepcion;

/**
 * A row's document, read-only, as the one-document screen shows it: the server reads it from the
 * upload (the same call that screen makes; an upload answers nothing to Hacienda).
 */
export function DocumentoDialog({ vista, onClose }: { vista: Vista | null; onClose: () => void }) {
  const tituloId = useId();
  const archivo = vista?.fila.archivo;
  const documento = useQuery({
    queryKey: [...confirmacionKeys.all, 'recepcion', vista?.fila.id, archivo?.name, archivo?.size],
    queryFn: () => subirComprobante(archivo!, () => undefined),
    enabled: archivo !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  const fe = documento.data?.facturaElectronica ?? null;

  return (
    <Dialog open={vista !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={tituloId}>
      <DialogTitle id={tituloId}>
        {fe ? tipoComprobanteTexto(fe.tipoDocumento, fe.version) || t.documento : t.documento}
        {archivo ? ` · ${archivo.name}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {documento.isPending && <PageSpinner />}
        {documento.isError && <LoadError error={documento.error} onRetry={() => void documento.refetch()} />}
        {documento.data && !fe && t.sinDocumento(documento.data.message)}
        {fe && (
          <Stack spacing={2}>
            <DatosDocumento documento={fe} />
            <LineasDetalle lineas={fe.detalleServicio.lineaDetalle} />
            <ResumenComprobante resumen={fe.resumenFactura} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}
