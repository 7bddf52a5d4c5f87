/**
 * The chart.js drawing, loaded lazily by chart-frame.tsx: chart.js and react-chartjs-2 reach only the
 * screens that draw a chart, never the login route or the entry chunk. Only the pieces used here are
 * registered (no 'chart.js/auto'), so the bundle keeps the bar, doughnut and line charts alone.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { formatChartValue } from './chart-text';
import type { ChartCanvasProps } from './types';

ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function ChartCanvas({
  kind,
  labels,
  series,
  labelColors,
  format = 'count',
  simbol,
  horizontal = false,
  stacked = false,
  onSelect,
}: ChartCanvasProps) {
  const fmt = (v: number) => formatChartValue(v, format, simbol);
  const doughnut = kind === 'doughnut';

  const data: ChartData<typeof kind, number[], string> = {
    labels: [...labels],
    datasets: series.map((s) => ({
      label: s.label,
      data: [...s.data],
      backgroundColor: doughnut ? [...labelColors] : s.color,
      borderColor: doughnut ? '#fff' : s.color,
      borderWidth: doughnut ? 2 : kind === 'line' ? 2 : 0,
      borderRadius: kind === 'bar' ? 3 : 0,
      maxBarThickness: 48,
      tension: 0.25,
    })),
  };

  const valueAxis = {
    beginAtZero: true,
    stacked,
    ticks: { precision: 0, callback: (v: number | string) => fmt(Number(v)) },
    grid: { color: 'rgba(0,0,0,0.06)' },
  };
  const categoryAxis = { stacked, grid: { display: false } };

  const options: ChartOptions<typeof kind> = {
    responsive: true,
    maintainAspectRatio: false,
    // Thousands ',' and decimal '.', as the spec writes numbers, in ticks and tooltips.
    locale: 'en-US',
    animation: reducedMotion() ? false : { duration: 300 },
    indexAxis: horizontal ? 'y' : 'x',
    plugins: {
      legend: {
        display: doughnut || series.length > 1,
        position: doughnut ? 'right' : 'bottom',
        labels: { boxWidth: 12 },
      },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<typeof kind>) => {
            const value = fmt(Number(item.raw));
            return doughnut || series.length === 1 ? ` ${value}` : ` ${item.dataset.label ?? ''}: ${value}`;
          },
        },
      },
    },
    ...(doughnut
      ? { cutout: '58%' }
      : { scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis } }),
    ...(onSelect
      ? {
          // A click anywhere along a label's bar row (or column) picks it, not only on the bar itself.
          interaction: { mode: 'index', intersect: false, axis: horizontal ? 'y' : 'x' },
          onClick: (_e, elements) => {
            const first = elements[0];
            if (first) onSelect(first.index);
          },
          onHover: (e, elements) => {
            const target = e.native?.target as HTMLElement | undefined;
            if (target) target.style.cursor = elements.length ? 'pointer' : 'default';
          },
        }
      : {}),
  } as ChartOptions<typeof kind>;

  // The figure around it carries role="img" and the summary; the canvas itself says nothing.
  return <Chart type={kind} data={data} options={options} aria-hidden="true" />;
}
