import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import * as es from '@/messages/es-componentes';
import { chartSummary, formatChartValue } from './chart-text';
import type { ChartKind, ChartProps } from './types';

// chart.js arrives with the first chart drawn, in its own chunk (never on the login route).
const loadCanvas = () => import('./chart-canvas');
const ChartCanvas = lazy(loadCanvas);

/**
 * Starts loading chart.js now (a screen calls it while its data is on the way, so that the charts
 * draw as soon as the data arrives). Nothing happens where no canvas can be drawn (the tests' DOM).
 */
export function preloadCharts(): void {
  if (canDrawCanvas()) void loadCanvas();
}

/** The app's chart colours: the theme's own, in an order that keeps neighbours apart. */
export function chartPalette(theme: Theme): string[] {
  const p = theme.palette;
  return [
    p.primary.main,
    p.secondary.main,
    p.warning.main,
    p.info.main,
    p.success.main,
    p.error.main,
    '#6b4fa3',
    '#5f6b7a',
    p.primary.light,
    '#b7791f',
  ];
}

let canvasSupport: boolean | undefined;
/** Whether this browser can draw on a canvas (the tests' DOM cannot: the chart then shows its table). */
export function canDrawCanvas(): boolean {
  if (canvasSupport === undefined) {
    try {
      canvasSupport = !!document.createElement('canvas').getContext('2d');
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

/**
 * A chart with its accessible parts: a heading, the drawing (role="img", named by a summary of every
 * value) and a 'Ver datos' table of the same numbers. Where no canvas can be drawn the table shows
 * from the start.
 */
export function ChartFrame({
  kind,
  title,
  labels,
  datasets,
  categoryLabel,
  format = 'count',
  simbol,
  height = 260,
  horizontal,
  stacked,
  onSelect,
  selectLabel,
}: ChartProps & { kind: ChartKind }) {
  const theme = useTheme();
  const id = useId();
  const drawable = canDrawCanvas();
  const [showTable, setShowTable] = useState(!drawable);
  const palette = chartPalette(theme);
  const series = datasets.map((d, i) => ({
    label: d.label,
    data: d.data,
    color: d.color ?? palette[i % palette.length]!,
  }));
  const labelColors = labels.map((_, i) => palette[i % palette.length]!);
  const summary = chartSummary({ title, labels, datasets, format, simbol });
  const fmt = (v: number | undefined) => formatChartValue(v ?? 0, format, simbol);
  const t = es.graficos;

  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ m: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id={`${id}-title`}
          component="figcaption"
          variant="subtitle1"
          sx={{ fontWeight: 600, flex: 1 }}
        >
          {title}
        </Typography>
        {drawable && (
          <Button
            size="small"
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t.ocultarDatos : t.verDatos}
          </Button>
        )}
      </Box>
      <Box role="img" aria-label={summary} sx={{ position: 'relative', height: drawable ? height : 0 }}>
        {drawable && (
          // The placeholder is only drawn: the figure's name already says every value, so a screen
          // reader has nothing to wait for (a named span without a role is an ARIA error).
          <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
            <ChartCanvas
              kind={kind}
              labels={labels}
              series={series}
              labelColors={labelColors}
              format={format}
              simbol={simbol}
              horizontal={horizontal}
              stacked={stacked}
              onSelect={onSelect}
            />
          </Suspense>
        )}
      </Box>
      {showTable && (
        <Box id={`${id}-table`} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={`${id}-title`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {categoryLabel ?? t.categoria}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.label} component="th" scope="col" align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {labels.map((label, i) => (
                <TableRow key={`${label}-${i}`}>
                  <TableCell component="th" scope="row">
                    {onSelect ? (
                      <Link
                        component="button"
                        type="button"
                        aria-label={selectLabel?.(label)}
                        onClick={() => onSelect(i)}
                        sx={{ textAlign: 'left' }}
                      >
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </TableCell>
                  {series.map((s) => (
                    <TableCell key={s.label} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {fmt(s.data[i])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
