import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-facturas';
import { formatDate } from '@/lib/dates';
import { facturasRecientesQuery, recientesCortadas } from '../api';
import type { FacturasFiltros } from '../keys';
import type { FacturaRow } from '../contract';
import { ATENCION_DIAS, ATENCIONES, cumple, esperaDesde, filtrosAtencion, type Atencion } from './attention';
import { ConsultasState } from './consultas-state';
import { sinVeredicto } from './schedule';
import { useNowByMinute } from './use-now-by-minute';
import { useWatcher, useWatchFacturas } from './use-watcher';

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

function Cifra({
  atencion,
  n,
  to,
  nota,
}: {
  atencion: Atencion;
  n: number | null;
  to: string;
  nota?: string;
}) {
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
            {nota && ` ${nota}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The Panel's 'Pendientes con Hacienda': rejected, unanswered after 3 hours, never sent; the company's,
 * from any browser. The three counts come from one list call, the newest invoices of the window, which
 * each card's link opens narrowed by the same predicate (D41). Its sends without a verdict are watched
 * here (the automatic checks, D37): a verdict patches its row in place and the counts follow, with
 * no list asked again. `children` (the key's expiry) joins the section.
 */
export function PendientesHacienda({ children }: { children?: ReactNode }) {
  const ahora = useNowByMinute();
  const vigilante = useWatcher();
  const filtros = filtrosAtencion(ahora);
  const query = useQuery(facturasRecientesQuery(filtros));
  const filas = query.data?.facturas;
  useWatchFacturas(
    vigilante,
    useMemo(() => filas?.filter(sinVeredicto), [filas]),
  );
  // A backend without the send's moment: the count is by the issue moment, and the card says so.
  const porEmision = filas?.some((r) => esperaDesde(r)?.exacta === false) ?? false;
  const ayuda =
    query.data && recientesCortadas(query.data)
      ? t.pendientesCortadas(query.data.facturas.length, formatDate(filas?.at(-1)?.fecha))
      : t.pendientesAyuda(ATENCION_DIAS);

  return (
    <Box component="section" aria-labelledby="pendientes-hacienda" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography id="pendientes-hacienda" variant="h6" component="h2">
          {t.pendientes}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ayuda}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ConsultasState vigilante={vigilante} />
      </Box>
      {query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
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
              n={filas?.filter((r: FacturaRow) => cumple(a, r, ahora)).length ?? null}
              to={enlaceAtencion(a, filtros)}
              nota={a === 'sinRespuesta' && porEmision ? t.porEmision : undefined}
            />
          ))}
          {children}
        </Box>
      )}
    </Box>
  );
}
