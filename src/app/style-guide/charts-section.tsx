import Grid from '@mui/material/Grid';
import { BarChart, DoughnutChart } from '@/components/charts';
import * as es from '@/messages/es-guia';
import { ESTADOS_TICA, MESES, MONTOS_ANTICIPOS, MONTOS_COLONES, RECIBOS_POR_ESTADO } from './samples';

const g = es.guiaEstilo;

/** Gráficos: the shared bar (money) and doughnut (counts) charts; chart.js loads with the first one. */
export function ChartsSection() {
  const t = g.graficos;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <BarChart
          title={t.barras}
          categoryLabel={t.mes}
          labels={MESES}
          datasets={[
            { label: t.colones, data: MONTOS_COLONES },
            { label: t.anticipos, data: MONTOS_ANTICIPOS },
          ]}
          format="money"
          height={220}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DoughnutChart
          title={t.anillo}
          categoryLabel={t.estado}
          labels={ESTADOS_TICA}
          datasets={[{ label: t.recibos, data: RECIBOS_POR_ESTADO }]}
          height={220}
        />
      </Grid>
    </Grid>
  );
}

export default ChartsSection;
