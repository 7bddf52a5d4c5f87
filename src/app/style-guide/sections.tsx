import HomeIcon from '@mui/icons-material/Home';
import MailIcon from '@mui/icons-material/Mail';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import { FilePicker } from '@/components/file-picker';
import { flash } from '@/components/notices/notices-store';
import { QueryState } from '@/components/query-state';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-guia';
import { CODIGOS } from './samples';

const g = es.guiaEstilo;

/** Mensajes y diálogos: the flash store (four kinds, own durations) and the confirm/alert dialogs. */
export function MessagesSection() {
  const m = g.mensajes;
  const [respuesta, setRespuesta] = useState<boolean | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" color="success" onClick={() => flash.success(m.flashExito)}>
          {m.exito}
        </Button>
        <Button variant="outlined" color="error" onClick={() => flash.danger(m.flashError)}>
          {m.error}
        </Button>
        <Button variant="outlined" color="info" onClick={() => flash.info(m.flashInformacion, 10000)}>
          {m.informacion}
        </Button>
        <Button variant="outlined" color="warning" onClick={() => flash.warning(m.flashAdvertencia)}>
          {m.advertencia}
        </Button>
        <Button
          onClick={() =>
            void confirmDialog({ title: m.confirmar, message: m.confirmarMensaje }).then(setRespuesta)
          }
        >
          {m.confirmar}
        </Button>
        <Button onClick={() => void alertDialog({ title: m.aviso, message: m.avisoMensaje })}>
          {m.aviso}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1, minHeight: 20 }}>
        {respuesta !== null && m.respuesta(respuesta)}
      </Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        {m.formatos}: {formatMoney(1234567.891)} · {formatMoney(980.5, '$')} · {formatDate(new Date())} ·{' '}
        {formatDateTime(new Date())}
      </Alert>
    </>
  );
}

/** Insignias y rutas: a badge, the state chips of the lists and a breadcrumb. */
export function BadgesSection() {
  const t = g.insignias;
  return (
    <>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 2 }}>
        <Badge badgeContent={4} color="primary" aria-label={t.correos(4)} role="img">
          <MailIcon aria-hidden />
        </Badge>
        <Chip label="ACTIVO" color="success" size="small" sx={{ fontWeight: 600 }} />
        <Chip label="PENDIENTE" color="warning" size="small" sx={{ fontWeight: 600 }} />
        <Chip label="ANULADA" color="error" size="small" variant="outlined" sx={{ fontWeight: 600 }} />
      </Stack>
      <Breadcrumbs aria-label={t.ruta}>
        <Link
          component={RouterLink}
          to={paths.dashboard}
          underline="hover"
          sx={{ display: 'flex', alignItems: 'center' }}
        >
          <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" aria-hidden /> {t.panel}
        </Link>
        <Link component={RouterLink} to={paths.clientes} underline="hover">
          {t.clientes}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {g.titulo}
        </Typography>
      </Breadcrumbs>
    </>
  );
}

/** Archivo: the shared file picker (the screens' uploads use it). */
export function FileSection() {
  const t = g.archivo;
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      label={t.elegir}
      files={files}
      onChange={setFiles}
      emptyText={t.ninguno}
      listLabel={t.lista}
      removeLabel={t.quitar}
    />
  );
}

/**
 * Estados de carga: a QueryState over a sample query that first fails (LoadError with Reintentar)
 * and answers on the retry, so the spinner, the error and the data show in turn.
 */
export function LoadingSection() {
  const t = g.carga;
  const intentos = useRef(0);
  const query = useQuery({
    queryKey: ['guia-estilo', 'carga'],
    queryFn: async () => {
      await new Promise((r) => setTimeout(r, 400));
      intentos.current += 1;
      if (intentos.current % 2 === 1) throw new Error(t.errorEjemplo);
      return CODIGOS;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <QueryState query={query}>
      {(rows) => <Alert severity="success">{t.cargados(rows.length)}</Alert>}
    </QueryState>
  );
}
