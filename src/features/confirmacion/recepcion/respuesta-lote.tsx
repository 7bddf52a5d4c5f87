import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { flash } from '@/components/notices/notices-store';
import * as es from '@/messages/es-confirmacion';
import type { Accion } from '../api';
import { MensajeField, mensajeValido } from '../components/mensaje-field';
import { mensajeFormSchema, type MensajeForm } from '../form-model';
import type { EstadoLote } from './use-recepcion';

const t = es.recepcion;

type Props = {
  elegidos: number;
  listos: number;
  lote: EstadoLote | null;
  resumen: { confirmados: number; rechazados: number; fallidos: number; sinHacer: number } | null;
  onSeleccionarListos: () => void;
  onQuitarSeleccion: () => void;
  onResponder: (accion: Accion, mensaje: string) => Promise<void>;
  onCancelar: () => void;
};

/**
 * One message for every chosen document (required, ≤ 79, as for one document), the two answers asked
 * once with the count, then the batch's progress ('n de N', announced), Cancelar and the final count.
 */
export function RespuestaLote(props: Props) {
  const { elegidos, listos, lote, resumen } = props;
  const form = useForm<MensajeForm>({
    resolver: zodResolver(mensajeFormSchema),
    mode: 'onTouched',
    defaultValues: { mensaje: '' },
  });
  const enCurso = useRef(false);
  const activo = lote !== null && lote.fin === null;

  const responder = async (accion: Accion) => {
    if (enCurso.current || activo) return;
    enCurso.current = true;
    try {
      const texto = await mensajeValido(form);
      if (texto === null) return;
      if (elegidos === 0) {
        flash.danger(t.ningunoSeleccionado);
        return;
      }
      const confirmar = accion === 'confirmar';
      const ok = await confirmDialog({
        title: confirmar ? t.tituloConfirmar : t.tituloRechazar,
        message: t.pregunta(accion, elegidos, texto),
        confirmText: confirmar ? es.confirmacion.botonConfirmar : es.confirmacion.botonRechazar,
        destructive: !confirmar,
      });
      if (ok) await props.onResponder(accion, texto);
    } finally {
      enCurso.current = false;
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={es.confirmacion.mensaje}
      sx={{ p: 2 }}
      onSubmit={(e) => e.preventDefault()}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' } }}>
        <MensajeField form={form} disabled={activo} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleIcon />}
            disabled={activo}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void responder('confirmar')}
          >
            {t.confirmar}
          </Button>
          <Button
            variant="contained"
            color="error"
            startIcon={<CancelIcon />}
            disabled={activo}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void responder('rechazar')}
          >
            {t.rechazar}
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Button size="small" disabled={activo || listos === 0} onClick={props.onSeleccionarListos}>
          {t.seleccionarListos}
        </Button>
        <Button size="small" disabled={activo || elegidos === 0} onClick={props.onQuitarSeleccion}>
          {t.quitarSeleccion}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t.seleccionados(elegidos, listos)}
        </Typography>
      </Stack>
      {lote && <Progreso lote={lote} resumen={resumen} onCancelar={props.onCancelar} />}
    </Paper>
  );
}

function Progreso({
  lote,
  resumen,
  onCancelar,
}: {
  lote: EstadoLote;
  resumen: Props['resumen'];
  onCancelar: () => void;
}) {
  const total = lote.ids.size;
  const texto = t.respondiendo(lote.accion, lote.hechos, total);
  if (lote.fin !== null && resumen) {
    const fin = { completo: t.finCompleto, cancelado: t.finCancelado, sesion: t.finSesion }[lote.fin];
    return (
      <Alert
        role="status"
        severity={lote.fin === 'completo' && resumen.fallidos === 0 ? 'success' : 'warning'}
        sx={{ mt: 2 }}
      >
        {fin} {t.resumen(resumen)}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress
            variant="determinate"
            value={total ? (lote.hechos * 100) / total : 0}
            aria-label={t.progreso}
            aria-valuetext={t.avance(lote.hechos, total)}
          />
        </Box>
        <Typography variant="body2" aria-hidden>
          {t.avance(lote.hechos, total)}
        </Typography>
        <Button size="small" variant="outlined" disabled={lote.cancelando} onClick={onCancelar}>
          {t.cancelar}
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }} color="text.secondary">
        {lote.cancelando ? t.cancelando : texto}
      </Typography>
    </Box>
  );
}
