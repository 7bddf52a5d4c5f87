import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDemo } from '@/components/demo';
import { FilePicker } from '@/components/file-picker';
import { flash } from '@/components/notices/notices-store';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { PageHeader } from '@/components/page-header';
import { errorMessage, failureMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-tica';
import { useUploadTica } from '../api';
import { CABECERA_CSV } from '../csv-columns';
import { revisarArchivoCsv } from '../revisar-archivo';
import {
  FALLO_SUBIDA_MS,
  PROGRESO_MS,
  SIN_PROGRESO_MS,
  SUBIDO_MS,
  archivoASubir,
  faseDeProgreso,
  porcentajeSubido,
  type FaseSubida,
} from '../rules';

const u = es.tica.upload;
const EJEMPLO = `${import.meta.env.BASE_URL}ejemplos/tica-ejemplo.csv`;

/**
 * TICA upload (upload-tica-file, admin or coordinator): step 1 choose a file (only the first of
 * several is sent), step 2 upload it with a real progress bar and the 'Subido el {n}%' flashes, then
 * the indeterminate bar while the server adds the rows. Success → TICA list; failure → the receipts
 * list, with the server's reason (T6). Before anything is sent the file is checked in the browser: a
 * refused one stays chosen, its reason under it, and nothing goes (D30).
 */
export function UploadTicaPage() {
  const navigate = useNavigate();
  const demo = useDemo();
  const subir = useUploadTica();
  const [files, setFiles] = useState<File[]>([]);
  const [fase, setFase] = useState<'subiendo' | 'agregando' | null>(null);
  const [porcentaje, setPorcentaje] = useState(0);
  const [revisando, setRevisando] = useState(false);
  /** Why the chosen file was refused before upload (cleared by a new choice). */
  const [rechazo, setRechazo] = useState<string | null>(null);
  const progreso = useRef<number | null>(null);
  const montado = useRef(true);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);

  const archivo = archivoASubir(files);
  const estado: FaseSubida = fase ?? (archivo ? 'elegido' : 'vacio');
  const ocupado = fase !== null || revisando;

  const mostrarProgreso = (n: number) => {
    setPorcentaje(n);
    setFase(faseDeProgreso(n));
    // One progress flash at a time: each new percent replaces the last (decision T6).
    if (progreso.current !== null) flash.dismiss(progreso.current);
    progreso.current = flash.info(u.subido(n), PROGRESO_MS);
  };

  const [enviar] = useSingleFlight(async () => {
    if (!archivo) return;
    setRechazo(null);
    setRevisando(true);
    const motivo = await revisarArchivoCsv(archivo).catch((error: unknown) =>
      es.archivos.noRevisado(errorMessage(error)),
    );
    if (!montado.current) return;
    setRevisando(false);
    if (motivo) return setRechazo(motivo);
    setPorcentaje(0);
    setFase('subiendo');
    let ultimo = -1;
    const sinProgreso = setTimeout(() => {
      if (ultimo < 0 && montado.current) setFase('agregando');
    }, SIN_PROGRESO_MS);
    try {
      const answer = await subir.mutateAsync({
        file: archivo,
        onProgress: (loaded, total) => {
          const n = porcentajeSubido(loaded, total);
          if (n === ultimo) return;
          ultimo = n;
          if (montado.current) mostrarProgreso(n);
        },
      });
      flash.success(answer.message ? `${u.exito.trimEnd()}\n${answer.message}` : u.exito, SUBIDO_MS);
      if (montado.current) navigate(paths.ticaFiltros);
    } catch (error) {
      flash.danger(failureMessage(u.fallo, error), FALLO_SUBIDA_MS);
      if (montado.current) navigate(paths.recibos);
    } finally {
      clearTimeout(sinProgreso);
      if (montado.current) setFase(null);
    }
  });

  const elegidos = archivo ? [archivo] : [];
  return (
    <>
      <PageHeader title={u.titulo} backTo={paths.ticaFiltros} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Stepper activeStep={archivo ? 1 : 0} aria-label={u.pasos} sx={{ mb: 3 }}>
          <Step completed={!!archivo}>
            <StepLabel>{u.paso1}</StepLabel>
          </Step>
          <Step completed={false}>
            <StepLabel>{u.paso2}</StepLabel>
          </Step>
        </Stepper>

        <FilePicker
          label={u.elegir}
          multiple
          keepLast={false}
          files={elegidos}
          accept=".csv,text/csv"
          onChange={(next) => {
            // The picker adds the new choice after the shown file: a new choice replaces it.
            setFiles(next.length > elegidos.length ? next.slice(elegidos.length) : next);
            setRechazo(null);
          }}
          emptyText={u.sinArchivo}
          listLabel={u.archivos}
          removeLabel={u.quitar}
          disabled={ocupado}
        />
        {rechazo && (
          <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {rechazo}
          </Alert>
        )}
        {files.length > 1 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {u.soloPrimero(files.length)}
          </Alert>
        )}
        {demo && (
          <Box sx={{ mt: 2, color: 'text.secondary' }}>
            <Typography variant="body2">{u.formato}</Typography>
            <Typography
              variant="body2"
              component="code"
              sx={{ display: 'block', fontFamily: 'monospace', my: 0.5, overflowWrap: 'anywhere' }}
            >
              {CABECERA_CSV}
            </Typography>
            <Link href={EJEMPLO} download="tica-ejemplo.csv" variant="body2">
              {u.ejemplo}
            </Link>
          </Box>
        )}

        <Box sx={{ mt: 3 }}>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            disabled={!archivo || ocupado}
            onClick={() => void enviar()}
          >
            {u.subir}
          </Button>
          {revisando && (
            <Typography variant="body2" component="span" role="status" sx={{ ml: 2 }}>
              {es.archivos.revisando}
            </Typography>
          )}
        </Box>

        <Box aria-live="polite" sx={{ mt: 3, minHeight: 48 }}>
          {estado === 'subiendo' && (
            <>
              <LinearProgress variant="determinate" value={porcentaje} aria-label={u.progreso} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {u.subido(porcentaje)}
              </Typography>
            </>
          )}
          {estado === 'agregando' && (
            <>
              <LinearProgress aria-label={u.agregando} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {u.agregando}
              </Typography>
            </>
          )}
        </Box>
      </Paper>
    </>
  );
}

export default UploadTicaPage;
