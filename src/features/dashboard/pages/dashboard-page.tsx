import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TodayIcon from '@mui/icons-material/Today';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useRoles } from '@/auth/session';
import { NO_ROLES } from '@/auth/roles';
import { BarChart, DoughnutChart, preloadCharts } from '@/components/charts';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { QueryState } from '@/components/query-state';
import { errorStatus, failureMessage } from '@/lib/errors';
import * as es from '@/messages/es-panel';
import { exportarNoFacturados, useEstadistica } from '../api';
import { CifraCard } from '../components/cifra-card';
import { enlaces, valoresPorMes } from '../rules';
import type { Estadistica } from '../contract';

const t = es.panel;

// The dialog's table (the data grid) is the heaviest code of the Panel: it loads beside the Panel,
// not before it, so the numbers paint first; it is requested at the Panel's first render, long
// before anyone can press a bar.
const PendientesDialog = lazy(() =>
  import('../components/pendientes-dialog').then((m) => ({ default: m.PendientesDialog })),
);

/** The company's logo; a broken or missing one gives way to its initials. */
function Logo({ url, nombre }: { url: string; nombre: string }) {
  const [roto, setRoto] = useState(false);
  const iniciales = nombre
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  if (url && !roto)
    return (
      <Box
        component="img"
        src={url}
        alt={t.logo(nombre)}
        onError={() => setRoto(true)}
        sx={{ height: 56, width: 'auto', maxWidth: 160, objectFit: 'contain' }}
      />
    );
  return (
    <Avatar aria-hidden sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>
      {iniciales}
    </Avatar>
  );
}

function Exportar() {
  const [ocupado, setOcupado] = useState(false);
  const exportar = async () => {
    if (ocupado) return;
    setOcupado(true);
    try {
      flash.success(t.exportado(await exportarNoFacturados()));
    } catch (error) {
      if (errorStatus(error) !== 401) flash.danger(failureMessage(t.exportarError, error), UNTIL_CLOSED);
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportar()}
      loading={ocupado}
      loadingPosition="start"
    >
      {t.exportar}
    </Button>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

function Panel({ data, atencion }: { data: Estadistica; atencion?: ReactNode }) {
  const roles = useRoles() ?? NO_ROLES;
  const [encargadoId, setEncargadoId] = useState<number | null>(null);
  const now = new Date();
  const porMes = data.pendientesPormes ?? {};
  const ano = data.pendientesPormes?.ano ?? now.getFullYear();
  const encargados = data.encargados;
  const iconSx = { fontSize: 36, color: 'primary.main' } as const;

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Logo url={data.logoUrl} nombre={data.nombreEmpresa} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {data.nombreEmpresa || t.titulo}
          </Typography>
        </Stack>
        <Exportar />
      </Stack>

      <Box component="section" aria-label={t.facturas} sx={{ ...grid, mb: 2 }}>
        <CifraCard
          destacada
          titulo={t.tarjeta.facturasPendientes}
          valor={data.totalFacturasPendientes}
          to={enlaces.facturasPendientes()}
          lista={t.listadoFacturas}
          icon={<ReceiptLongIcon sx={iconSx} />}
        />
        <CifraCard
          destacada
          titulo={t.tarjeta.facturasVencidas}
          valor={data.totalFacturasVencidas}
          to={enlaces.facturasVencidas()}
          lista={t.listadoFacturas}
          icon={<AssignmentLateIcon sx={{ ...iconSx, color: 'error.main' }} />}
        />
        <CifraCard
          destacada
          titulo={t.tarjeta.facturasMes}
          valor={data.totalFacturasMes}
          to={enlaces.facturasMes(now)}
          lista={t.listadoFacturas}
          icon={<EventIcon sx={iconSx} />}
        />
        <CifraCard
          destacada
          titulo={t.tarjeta.facturasHoy}
          valor={data.totalFacturasHoy}
          to={enlaces.facturasHoy(now)}
          lista={t.listadoFacturas}
          icon={<TodayIcon sx={iconSx} />}
        />
      </Box>

      {atencion}

      <Box component="section" aria-label={t.recibos} sx={{ ...grid, mb: 3 }}>
        <CifraCard
          titulo={t.tarjeta.recibosPendientes}
          valor={data.totalRecibosPendientes}
          to={enlaces.recibosPendientes()}
          lista={t.listadoRecibos}
        />
        <CifraCard
          titulo={t.tarjeta.recibosFinalizados}
          valor={data.totalRecibosFinalizados}
          to={enlaces.recibosFinalizados()}
          lista={t.listadoRecibos}
        />
        <CifraCard titulo={t.tarjeta.recibosConDua} valor={data.totalRecibosPendientesConDua} />
        <CifraCard
          titulo={t.tarjeta.recibosHoy}
          valor={data.totalRecibosHoy}
          {...(roles.isAdmin ? { to: enlaces.recibosHoy(now), lista: t.consultasRecibos } : {})}
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <BarChart
          title={t.grafico.porMes(ano)}
          categoryLabel={t.grafico.mes}
          labels={t.meses}
          datasets={[{ label: t.grafico.recibos, data: valoresPorMes(porMes) }]}
        />
        <DoughnutChart
          title={t.grafico.porEstadoTica}
          categoryLabel={t.grafico.estadoTica}
          labels={data.ticaEstados.map((e) => e.nombre)}
          datasets={[{ label: t.grafico.recibos, data: data.ticaEstados.map((e) => e.cantidad) }]}
        />
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          {encargados.length === 0 ? (
            <Typography color="text.secondary">{t.sinPendientes}</Typography>
          ) : (
            <BarChart
              title={t.grafico.porEncargado}
              categoryLabel={t.grafico.encargado}
              labels={encargados.map((e) => e.nombre)}
              datasets={[{ label: t.grafico.recibos, data: encargados.map((e) => e.cantidad) }]}
              horizontal
              height={Math.max(160, encargados.length * 34 + 40)}
              onSelect={(i) => setEncargadoId(encargados[i]?.id ?? null)}
              selectLabel={t.grafico.verPendientes}
            />
          )}
        </Box>
      </Box>

      <Suspense fallback={null}>
        <PendientesDialog
          encargados={encargados}
          encargadoId={encargadoId}
          onEncargado={setEncargadoId}
          onClose={() => setEncargadoId(null)}
        />
      </Suspense>
    </>
  );
}

/**
 * The Panel: the account's real figures, each leading to its list (spec: Dashboard).
 * `atencion` is what other areas put under the invoice figures (the app composes it: D37).
 */
export function DashboardPage({ atencion }: { atencion?: ReactNode }) {
  const query = useEstadistica();
  // chart.js loads while the statistics are on the way (the request left in the render above).
  useEffect(preloadCharts, []);
  return <QueryState query={query}>{(data) => <Panel data={data} atencion={atencion} />}</QueryState>;
}

export default DashboardPage;
