import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { useUrlState } from '@/components/data-table/use-url-state';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { flash } from '@/components/notices/notices-store';
import { PageHeader } from '@/components/page-header';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/query-state';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { errorMessage, errorStatus } from '@/lib/errors';
import { withListState } from '@/lib/list-return';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-confirmacion';
import { confirmacionKeys, useDocumento, useResponderDocumento, type Accion } from '../api';
import { CargarXmlDialog, FORMATO_FLASH_MS } from '../components/cargar-xml-dialog';
import { MensajeField, mensajeValido } from '../components/mensaje-field';
import { DatosDocumento, LineasDetalle, ResumenComprobante } from '../components/documento-electronico';
import { confirmacionHecha, problemaDocumento, rechazoHecho, tipoComprobanteTexto } from '../rules';
import { mensajeFormSchema, type MensajeForm } from '../form-model';
import type { DocumentoSubido, FacturaElectronica } from '../contract';

const t = es.confirmacion;

/** The loaded file lives in the URL, so a reload shows the same document (`data?fileName`). */
const urlSchema = z.object({ archivo: z.catch(z.string(), '') });

/**
 * 'Confirmación/Rechazo Comprobantes Electronicos Recibidas' (confirmacion-upload): load a received XML
 * through the 'Cargar' dialog, review it read-only, and confirm or reject it with a message (required,
 * ≤ 79). States: no file, file loaded (buttons shown), sending (spinner). Success resets and returns to
 * the list; a failure keeps the document loaded (C5, C6).
 */
export function ConfirmacionUploadPage() {
  const [{ archivo }, setUrl] = useUrlState(urlSchema);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const documento = useDocumento(archivo);
  // A fresh dialog (new key) each time it opens; closing keeps it mounted for its exit.
  const [dialogo, setDialogo] = useState({ abierto: false, key: 0 });

  const form = useForm<MensajeForm>({
    resolver: zodResolver(mensajeFormSchema),
    mode: 'onTouched',
    defaultValues: { mensaje: '' },
  });
  const fe = documento.data?.facturaElectronica ?? null;
  const { allowNavigation } = useUnsavedChanges(form.formState.isDirty && fe !== null);

  const reiniciar = () => {
    form.reset({ mensaje: '' });
    setUrl({ archivo: undefined });
  };

  const cargado = (subido: DocumentoSubido) => {
    queryClient.setQueryData(confirmacionKeys.documento(subido.fileName), subido);
    form.reset({ mensaje: '' });
    setUrl({ archivo: subido.fileName });
  };

  // A stored file (a reload, a bookmarked URL) without a document or without lines: error and reset.
  const sinDocumento = documento.data ? problemaDocumento(documento.data.facturaElectronica) : null;
  const avisado = useRef('');
  useEffect(() => {
    if (!sinDocumento || !documento.data || avisado.current === documento.data.fileName) return;
    avisado.current = documento.data.fileName;
    const detalle = sinDocumento === 'sinLineas' ? t.sinLineas : documento.data.message || t.noEsComprobante;
    flash.danger(`${t.formatoInvalido}\n${detalle}`, FORMATO_FLASH_MS);
    setUrl({ archivo: undefined });
  }, [sinDocumento, documento.data, setUrl]);

  const abrir = () => setDialogo((d) => ({ abierto: true, key: d.key + 1 }));

  const cargarButton = (
    <Button variant="contained" startIcon={<UploadFileIcon />} onClick={abrir}>
      {t.cargar}
    </Button>
  );

  let cuerpo;
  if (!archivo || sinDocumento) {
    cuerpo = <SinDocumento onCargar={abrir} />;
  } else if (documento.isPending) {
    cuerpo = <PageSpinner />;
  } else if (documento.isError) {
    cuerpo = <LoadError error={documento.error} onRetry={() => void documento.refetch()} />;
  } else if (fe) {
    cuerpo = (
      <DocumentoCargado
        key={archivo}
        fileName={archivo}
        documento={fe}
        form={form}
        onHecho={() => {
          allowNavigation();
          form.reset({ mensaje: '' });
          navigate(withListState(paths.confirmacionRechazo));
          // The list opens at its top, not at the height the document page was scrolled to.
          window.scrollTo({ top: 0 });
        }}
        onCancelar={() => navigate(withListState(paths.confirmacionRechazo))}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t.tituloCarga}
        subtitle={
          fe && archivo
            ? [tipoComprobanteTexto(fe.tipoDocumento, fe.version), t.archivo(archivo)]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        backTo={paths.confirmacionRechazo}
        actions={cargarButton}
      />
      {cuerpo}
      <CargarXmlDialog
        key={dialogo.key}
        open={dialogo.abierto}
        onClose={() => setDialogo((d) => ({ ...d, abierto: false }))}
        onCargado={cargado}
        onInvalido={reiniciar}
      />
    </>
  );
}

function SinDocumento({ onCargar }: { onCargar: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <UploadFileIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t.sinDocumento}
      </Typography>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onCargar}>
        {t.cargarArchivo}
      </Button>
    </Paper>
  );
}

type DocumentoProps = {
  fileName: string;
  documento: FacturaElectronica;
  form: UseFormReturn<MensajeForm>;
  onHecho: () => void;
  onCancelar: () => void;
};

/** The document, read-only, and what the user can do with it. */
function DocumentoCargado({ fileName, documento, form, onHecho, onCancelar }: DocumentoProps) {
  return (
    <Stack spacing={2}>
      <DatosDocumento documento={documento} />
      <LineasDetalle lineas={documento.detalleServicio.lineaDetalle} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <ResumenComprobante resumen={documento.resumenFactura} />
        <Respuesta
          fileName={fileName}
          documento={documento}
          form={form}
          onHecho={onHecho}
          onCancelar={onCancelar}
        />
      </Box>
    </Stack>
  );
}

/**
 * The message and the three buttons (a spinner while sending). Its own component: typing re-renders
 * only this box, never the lines grid (hundreds of lines stay smooth).
 */
function Respuesta({ fileName, documento, form, onHecho, onCancelar }: DocumentoProps) {
  const responder = useResponderDocumento();
  const [enviando, setEnviando] = useState(false);
  const enCurso = useRef(false);
  const consecutivo = documento.numeroConsecutivo;

  const enviar = async (accion: Accion) => {
    if (enCurso.current) return;
    enCurso.current = true;
    try {
      const texto = await mensajeValido(form);
      if (texto === null) return;
      if (!documento.clave) {
        flash.danger(t.mensajeRequerido);
        return;
      }
      const confirmar = accion === 'confirmar';
      const ok = await confirmDialog({
        title: confirmar ? t.confirmar : t.rechazar,
        message: confirmar ? t.preguntaConfirmar(consecutivo) : t.preguntaRechazar(consecutivo),
        confirmText: confirmar ? t.botonConfirmar : t.botonRechazar,
        destructive: !confirmar,
      });
      if (!ok) return;
      setEnviando(true);
      try {
        const r = await responder.mutateAsync({ accion, fileName, mensaje: texto });
        if (confirmar ? confirmacionHecha(r.result) : rechazoHecho(r.result)) {
          flash.success(t.exito(texto, r.resultStr));
          onHecho();
          return;
        }
        const detalle = r.resultStr ? `\n${r.resultStr}` : '';
        flash.danger(`${t.errorProceso(consecutivo)}${detalle}`);
      } catch (error) {
        // A 401 has its own flash and goes to the login screen.
        if (errorStatus(error) === 401) return;
        const motivo = errorMessage(error);
        flash.danger(confirmar ? t.errorConfirmar(motivo) : t.errorRechazar(motivo));
      } finally {
        setEnviando(false);
      }
    } finally {
      enCurso.current = false;
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={t.mensaje}
      sx={{ p: 2 }}
      onSubmit={(e) => e.preventDefault()}
    >
      <MensajeField form={form} disabled={enviando} multiline />
      <Box sx={{ mt: 2 }}>
        {enviando ? (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40, color: 'text.secondary' }}
          >
            <CircularProgress size={24} aria-hidden />
            <Typography variant="body2">{t.enviando}</Typography>
          </Box>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckCircleIcon />}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void enviar('confirmar')}
            >
              {t.confirmar}
            </Button>
            <Button
              variant="contained"
              color="error"
              startIcon={<CancelIcon />}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void enviar('rechazar')}
            >
              {t.rechazar}
            </Button>
            <Button onClick={onCancelar}>{t.cancelar}</Button>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}

export default ConfirmacionUploadPage;
