import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '@/lib/after-paint';

/** How far a table of documents is drawn: not yet, its grid without rows (hidden), or whole. */
export type Dibujo = 'no' | 'grilla' | 'entera';

/** A table drawn in turns: in its 'grilla' step it holds its rows back (DataTable's `holdRows`). */
export type EnTurno = { holdRows?: boolean };

/**
 * How far each of the worksheet's tables of documents (the lists apart, the credit at risk) is drawn:
 * none while the month loads, then one step in each task once it has ended or stopped — a table's
 * grid first, without rows and hidden, then its rows. A grid's first drawing is long work for the
 * page's thread (MUI DataGrid builds, measures and lays itself out in one go, and the first one in a
 * page also runs its code and adds its styles for the first time); split in two, per table and one
 * table after another, no single task carries it all. While the load runs their rows change every
 * second, so they wait for its end (D70). A worksheet shown complete from the start (a month reopened
 * from its stored load) draws them the same way after its first paint, so its figures show first.
 */
export function useTablasPorTurno(enCarga: boolean, cuantas: number): (tabla: number) => Dibujo {
  const [pasos, setPasos] = useState(0);
  // A load started again (Reanudar, Volver a pedir) takes the tables away until it ends.
  const [cargaVista, setCargaVista] = useState(enCarga);
  if (cargaVista !== enCarga) {
    setCargaVista(enCarga);
    if (enCarga) setPasos(0);
  }
  useEffect(() => {
    if (enCarga || pasos >= 2 * cuantas) return;
    // After the next frame is painted: the worksheet's last figures show before any table is drawn.
    return afterPaint(() => startTransition(() => setPasos((n) => n + 1)));
  }, [enCarga, pasos, cuantas]);
  const dados = enCarga ? 0 : pasos;
  return (tabla) => (dados > 2 * tabla + 1 ? 'entera' : dados > 2 * tabla ? 'grilla' : 'no');
}
