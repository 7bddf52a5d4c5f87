import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import * as es from '@/messages/es-registro-hacienda';
import { registroActivo } from '../api';
import type { ActividadRegistro, Contribuyente } from '../contract';
import { useContribuyente } from '../queries';
import { avisosContribuyente, codigoHacienda, esActiva } from '../rules';
import { RegistroConsultando, RegistroFallo } from './registro-fallo';

const t = es.registroHacienda;

type Props = {
  /** A complete, valid identification; null asks nothing and shows nothing. */
  identificacion: string | null;
  /** The form's own marks beside one of the registry's activities (already the client's, say). */
  marcas?: (a: ActividadRegistro) => ReactNode;
  /** What the form offers with the answer (the registered name, the activities); null = not registered. */
  children?: (c: Contribuyente | null) => ReactNode;
};

/**
 * What Hacienda's registry has for an identification, beside the form that typed it: the registered
 * name, régimen and state, a warning that stays for each thing the clerk should know before billing
 * it, and its activities. A failed lookup is the one quiet line; the form works on without it (D48).
 */
export function ContribuyentePanel({ identificacion, marcas, children }: Props) {
  const query = useContribuyente(identificacion);
  if (!registroActivo() || !identificacion) return null;
  return (
    // Polite: the answer arrives while the clerk goes on typing, and must not interrupt.
    <Box
      component="section"
      aria-label={t.panel.titulo}
      aria-live="polite"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t.panel.titulo}
      </Typography>
      {query.isError ? (
        <RegistroFallo error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        query.isFetching ? (
          <RegistroConsultando />
        ) : null
      ) : (
        <Contenido c={query.data} identificacion={identificacion} marcas={marcas}>
          {children}
        </Contenido>
      )}
    </Box>
  );
}

function Contenido({
  c,
  identificacion,
  marcas,
  children,
}: {
  c: Contribuyente | null;
  identificacion: string;
  marcas?: Props['marcas'];
  children?: Props['children'];
}) {
  const avisos = avisosContribuyente(c, identificacion);
  const p = t.panel;
  return (
    <Stack spacing={1} sx={{ py: 0.5 }}>
      {c && (
        <Box>
          <Dato label={p.nombre} value={c.nombre} />
          <Dato label={p.regimen} value={c.regimen.descripcion || p.sinDato} />
          <Dato
            label={p.situacion}
            value={[c.situacion.estado || p.sinDato, c.situacion.administracionTributaria]
              .filter(Boolean)
              .join(` · ${p.administracion}: `)}
          />
        </Box>
      )}
      {avisos.map((aviso) => (
        // A note, not an alert: it stays beside the form and is read with it, not announced over it.
        <Alert key={aviso} severity="warning" role="note">
          {aviso}
        </Alert>
      ))}
      {c && (
        <Box>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
            {p.actividades}
          </Typography>
          {c.actividades.length === 0 ? (
            <Typography variant="body2">{p.sinActividades}</Typography>
          ) : (
            <Box component="ul" aria-label={p.actividades} sx={{ m: 0, pl: 2.5 }}>
              {c.actividades.map((a) => (
                <Box component="li" key={`${a.codigo}-${a.tipo}`} sx={{ py: 0.25 }}>
                  <Actividad a={a} marcas={marcas} />
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
      {children?.(c)}
      <Typography variant="caption" color="text.secondary">
        {t.fuente}
      </Typography>
    </Stack>
  );
}

function Dato({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function Actividad({ a, marcas }: { a: ActividadRegistro; marcas?: Props['marcas'] }) {
  const activa = esActiva(a);
  const estado = t.actividad.estados[a.estado.trim().toUpperCase()] ?? a.estado;
  const tipo = t.actividad.tipos[a.tipo.trim().toUpperCase()] ?? a.tipo;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        <strong>{codigoHacienda(a.codigo)}</strong> {a.descripcion}
      </Typography>
      <Chip size="small" label={estado} color={activa ? 'success' : 'warning'} variant="outlined" />
      {tipo && <Chip size="small" label={tipo} variant="outlined" />}
      {marcas?.(a)}
    </Stack>
  );
}
