/**
 * The shared charts (decision P1): bar, doughnut and line on chart.js, in the app's colours, with
 * Spanish texts and money from src/lib/money. Each chart is a figure with a heading, a drawing named by
 * a summary of its values (role="img") and a 'Ver datos' table; chart.js itself loads lazily with the
 * first chart a screen draws. In the tests' DOM (no canvas) the table shows instead of the drawing.
 *
 *   <BarChart title="Facturas pendientes por mes" labels={meses} datasets={[{ label: 'Pendientes', data }]} />
 */
import { ChartFrame } from './chart-frame';

export { preloadCharts } from './chart-frame';
import type { ChartProps } from './types';

export type { ChartProps, ChartSeries } from './types';
export { chartSummary, formatChartValue } from './chart-text';

export function BarChart(props: ChartProps) {
  return <ChartFrame kind="bar" {...props} />;
}

/** One series; each label is a slice. */
export function DoughnutChart(props: ChartProps) {
  return <ChartFrame kind="doughnut" {...props} />;
}

export function LineChart(props: ChartProps) {
  return <ChartFrame kind="line" {...props} />;
}
