import { formatMoney } from '@/lib/money';
import { formatCount } from '@/lib/text';
import * as es from '@/messages/es-componentes';
import type { ChartProps } from './types';

/** A value as the chart shows it: a count ('1,234') or money with 2 decimals ('¢1,234.50'). */
export function formatChartValue(
  value: number,
  format: ChartProps['format'] = 'count',
  simbol?: string,
): string {
  return format === 'money' ? formatMoney(value, simbol) : formatCount(value);
}

/**
 * The accessible summary of a chart (its role="img" name): the title and every value by label,
 * e.g. 'Facturas pendientes por mes: Ene 3, Feb 0, …'. Several series are named one after another.
 */
export function chartSummary({
  title,
  labels,
  datasets,
  format,
  simbol,
}: Pick<ChartProps, 'title' | 'labels' | 'datasets' | 'format' | 'simbol'>): string {
  const t = es.graficos;
  const hasData = labels.length > 0 && datasets.some((d) => d.data.some((v) => v !== 0));
  if (!hasData) return `${title}: ${t.sinDatos}`;
  const values = (data: readonly number[]) =>
    labels.map((l, i) => `${l} ${formatChartValue(data[i] ?? 0, format, simbol)}`).join(', ');
  if (datasets.length === 1) return `${title}: ${values(datasets[0]!.data)}`;
  return `${title}. ${datasets.map((d) => `${d.label}: ${values(d.data)}`).join('; ')}`;
}
