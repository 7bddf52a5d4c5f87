import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { paths } from '@/lib/paths';
import { tokenStore } from '@/lib/token-store';
import * as es from '@/messages/es-facturas';
import { facturasTodasQuery, PAGE_SIZE_MAX, PAGINAS_MAX } from '../api';
import type { FacturasFiltros } from '../keys';
import type { FacturaRow } from '../contract';
import {
  ATENCION_DIAS,
  ATENCIONES,
  cumple,
  esperas,
  filtrosAtencion,
  yaNoEsperan,
  type Atencion,
} from './attention';
import { ConsultasState } from './consultas-state';
import { readMemory, olvidarPendientes } from './memory';
import { useNowByMinute } from './use-now-by-minute';
import { useWatcher, useWatchEnvios, useWatchFacturas } from './use-watcher';

const t = es.seguimiento;

/** Listado Facturas with the very filters the count was read with, narrowed to the attention. */
export function enlaceAtencion(atencion: Atencion, f: FacturasFiltros): string {
  const q = new URLSearchParams({ estado: f.estado, estadoPago: f.estadoPago, enviadas: String(f.enviadas) });
  if (f.clienteId) q.set('cliente', String(f.clienteId));
  if (f.fechaInicio) q.set('fechaInicio', f.fechaInicio);
  if (f.fechaFinal) q.set('fechaFinal', f.fechaFinal);
  q.set('atencion', atencion);
  return `${paths.facturas}?${q}`;
}

function Cifra({ atencion, n, to }: { atencion: Atencion; n: number | null; to: string }) {
  const titulo = t.atencion[atencion];
  const alerta = n !== null && n > 0;
  return (
    <Card variant="outlined" sx={{ borderColor: alerta ? 'warning.main' : undefined }}>
      {/* Named by what it shows (title, number, help), not by a label of its own: WCAG 2.5.3. */}
      <CardActionArea component={RouterLink} to={to}>
        <CardContent sx={{ py: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {titulo}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {n === null ? <Skeleton aria-hidden width={32} /> : n}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t.atencionAyuda[atencion]}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The Panel's 'Pendientes con Hacienda': rejected, unanswered after 3 hours, never sent; each count
 * read from the list call its link opens, with the same predicate. The unsent invoices' rows are
 * always read (no filter says rejected or never sent); the sent invoices' only while this browser
 * knows one that has waited 3 hours, since no other can count (D41).
 * The invoices still waiting are watched here too (the automatic checks): the sent rows read, else
 * those this browser saw waiting in the last 3 hours. `children` (the key's expiry) joins the section.
 */
export function PendientesHacienda({ children }: { children?: ReactNode }) {
  const ahora = useNowByMinute();
  const vigilante = useWatcher();
  const usuario = tokenStore.claims()?.user_name ?? '';
  const filtros: Record<Atencion, FacturasFiltros> = {
    rechazadas: filtrosAtencion('rechazadas', ahora),
    sinRespuesta: filtrosAtencion('sinRespuesta', ahora),
    sinEnviar: filtrosAtencion('sinEnviar', ahora),
  };
  const { pendienteDesde } = readMemory(usuario);
  const { vencidas, recientes } = esperas(pendienteDesde, ahora);
  const leerEnviadas = vencidas.length > 0;
  const ingresadas = useQuery(facturasTodasQuery(filtros.rechazadas));
  const enviadas = useQuery({ ...facturasTodasQuery(filtros.sinRespuesta), enabled: leerEnviadas });
  useWatchFacturas(vigilante, leerEnviadas ? enviadas.data?.facturas : undefined);
  useWatchEnvios(vigilante, leerEnviadas ? undefined : recientes);

  const clave = vencidas.join();
  useEffect(() => {
    const u = ingresadas.data?.facturas;
    const e = enviadas.data?.facturas;
    if (!clave || !u || !e) return;
    const completas = [u, e].every((f) => f.length < PAGE_SIZE_MAX * PAGINAS_MAX);
    olvidarPendientes(usuario, yaNoEsperan(clave.split(',').map(Number), [...u, ...e], completas));
  }, [usuario, clave, ingresadas.data, enviadas.data]);

  const filas: Record<Atencion, FacturaRow[] | undefined> = {
    rechazadas: ingresadas.data?.facturas,
    // Nothing has waited 3 hours here: none of the sent rows could count.
    sinRespuesta: leerEnviadas ? enviadas.data?.facturas : [],
    sinEnviar: ingresadas.data?.facturas,
  };
  const fallo = ingresadas.error ?? (leerEnviadas ? enviadas.error : null);

  return (
    <Box component="section" aria-labelledby="pendientes-hacienda" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography id="pendientes-hacienda" variant="h6" component="h2">
          {t.pendientes}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.pendientesAyuda(ATENCION_DIAS)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ConsultasState vigilante={vigilante} />
      </Box>
      {fallo ? (
        <LoadError
          error={fallo}
          onRetry={() => {
            void ingresadas.refetch();
            if (leerEnviadas) void enviadas.refetch();
          }}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {ATENCIONES.map((a) => (
            <Cifra
              key={a}
              atencion={a}
              n={filas[a]?.filter((r) => cumple(a, r, ahora, (id) => pendienteDesde[id])).length ?? null}
              to={enlaceAtencion(a, filtros[a])}
            />
          ))}
          {children}
        </Box>
      )}
    </Box>
  );
}
