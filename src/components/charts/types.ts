/** One series of a chart: its name (legend, table column) and one value per label. */
export type ChartSeries = {
  label: string;
  data: readonly number[];
  /** A CSS colour; by default the next colour of the app's chart palette. */
  color?: string;
};

export type ChartKind = 'bar' | 'doughnut' | 'line';

/** What every chart takes (BarChart, DoughnutChart, LineChart). */
export type ChartProps = {
  /** Visible heading of the chart, and the start of its accessible summary. */
  title: string;
  /** One label per value ('Ene' … 'Dic', handler names, TICA states). */
  labels: readonly string[];
  datasets: readonly ChartSeries[];
  /** Header of the data table's first column (e.g. 'Mes', 'Encargado'); default 'Categoría'. */
  categoryLabel?: string;
  /** 'money' formats every value with the project's money helper (2 decimals); default 'count'. */
  format?: 'count' | 'money';
  /** Currency symbol for `format="money"`; default '¢'. */
  simbol?: string;
  /** Height of the drawing area in px (default 260). */
  height?: number;
  /** Bars lie horizontally (long labels such as names). Bar charts only. */
  horizontal?: boolean;
  /** Bars of several series stack. Bar charts only. */
  stacked?: boolean;
  /**
   * Called with a label's index when the user picks it: a click on its bar or slice, or the button
   * its name becomes in the data table (so the keyboard can do it too).
   */
  onSelect?: (index: number) => void;
  /** Accessible name of the table's button for a label (default: the label itself). */
  selectLabel?: (label: string) => string;
};

/** What the lazily loaded canvas needs. */
export type ChartCanvasProps = Pick<
  ChartProps,
  'labels' | 'format' | 'simbol' | 'horizontal' | 'stacked' | 'onSelect'
> & {
  kind: ChartKind;
  /** Series with their colours resolved. */
  series: ReadonlyArray<{ label: string; data: readonly number[]; color: string }>;
  /** One colour per label (doughnut slices). */
  labelColors: readonly string[];
};
