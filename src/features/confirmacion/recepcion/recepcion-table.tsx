import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { ACCION_LIGERA_SX, ICONO_LIGERO_SX } from '@/components/accion-ligera';
import { afterPaint } from '@/lib/after-paint';
import * as es from '@/messages/es-confirmacion';
import { FILA_SX, Fila } from './recepcion-fila';
import { esElegible, type Vista } from './rows';

const t = es.recepcion;

/**
 * Rows added to the table per frame. A hundred new rows in one commit, and the frame that lays them
 * out, each held the page over 50 ms; in slices of this many, one a frame, the table fills in a few
 * frames while the page keeps answering.
 */
export const FILAS_POR_TANDA = 20;

/**
 * How many of `total` rows to draw: none at first (the table's frame and its styles are a commit of
 * their own), then one more slice after each commit until every row is there.
 */
function useTope(total: number) {
  const [tope, setTope] = useState(0);
  // Emptied (Limpiar): the next files fill in by slices again.
  if (total === 0 && tope !== 0) setTope(0);
  // One slice a frame: after the frame that draws a slice, the next one (slices that came between two
  // frames would be styled and laid out in one).
  useEffect(() => {
    if (tope < total) return afterPaint(() => startTransition(() => setTope((t) => t + FILAS_POR_TANDA)));
  }, [tope, total]);
  return tope;
}

/**
 * False in the table's first commit, true from the next: the answer panel above mounts alone and the
 * table a frame later, each inserting its own styles (together one commit of over 30 ms).
 */
function useMontada() {
  const [montada, setMontada] = useState(false);
  useEffect(() => startTransition(() => setMontada(true)), []);
  return montada;
}

/**
 * The rows split where the sort puts them: those with a deadline (sorted by it), then those without
 * (being checked, or unreadable), in the order they came. A checked file leaves the second body for
 * its place in the first: one row drawn anew there, where in one body React would move every row
 * after it (a row from the end placed among earlier ones makes React move the rest), and each moved
 * row is styled and laid out again.
 */
function conPlazo(filas: readonly Vista[]): [Vista[], Vista[]] {
  const con: Vista[] = [];
  const sin: Vista[] = [];
  for (const v of filas) (v.plazo ? con : sin).push(v);
  return [con, sin];
}

/** The header's box for every ready row, as the rows' (a native checkbox), mixed while some are chosen. */
function CasillaTodos(p: {
  todos: boolean;
  alguno: boolean;
  disabled: boolean;
  onChange: (si: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const mixta = p.alguno && !p.todos;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixta;
  }, [mixta]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="casilla"
      checked={p.todos}
      disabled={p.disabled}
      onChange={(e) => p.onChange(e.target.checked)}
      aria-label={t.elegirTodos}
    />
  );
}

const TABLA_SX = { ...FILA_SX, ...ACCION_LIGERA_SX, ...ICONO_LIGERO_SX } as const;

/** The column headers after the checkbox's, each with its cell's classes (Total right, Ver centred). */
const CABECERAS = [
  [t.col.estado, 'celda'],
  [t.col.plazo, 'celda'],
  [t.col.emisor, 'celda'],
  [t.col.consecutivoArchivo, 'celda'],
  [t.col.fechaEmision, 'celda'],
  [t.col.total, 'celda celda--derecha'],
  [t.col.ver, 'celda celda--centro'],
] as const;

type Props = {
  filas: readonly Vista[];
  seleccion: readonly number[];
  /** One row chosen or not (a stable callback: rows that did not change are not drawn again). */
  onElegir: (id: number, si: boolean) => void;
  onElegirTodos: (ids: number[]) => void;
  onVer: (vista: Vista) => void;
  bloqueada: boolean;
};

/**
 * One row per file, sorted by deadline (overdue first, marked), with a checkbox on the ready ones. At
 * most 100 rows: a plain table with the ARIA table roles (its header stays in view while it scrolls;
 * rows out of view are skipped by the browser, FILA_SX) rather than the DataGrid, which would weigh
 * on the screen's first load for rows that need neither paging nor virtualising (C11). Rows are drawn
 * again only when what they show changes, and from a deferred copy of the list, so a batch of results
 * never holds the page (bench:recepcion); new rows come in slices (FILAS_POR_TANDA).
 */
export function RecepcionTable({
  filas: actuales,
  seleccion,
  onElegir,
  onElegirTodos,
  onVer,
  bloqueada,
}: Props) {
  const filas = useDeferredValue(actuales);
  const tope = useTope(filas.length);
  const elegidos = new Set(seleccion);
  const elegibles = bloqueada ? [] : filas.filter((v) => esElegible(v.estado)).map((v) => v.fila.id);
  const todos = elegibles.length > 0 && elegibles.every((id) => elegidos.has(id));
  const alguno = elegibles.some((id) => elegidos.has(id));
  const montada = useMontada();
  if (!montada) return null;

  return (
    <Paper variant="outlined">
      <Box sx={{ maxHeight: 'calc(100vh - 240px)', minHeight: 200, overflow: 'auto' }}>
        {/* Fixed widths but the issuer's, which takes the rest: long names end in '…' (title shows all). */}
        <Box role="table" aria-label={t.tabla} sx={TABLA_SX}>
          <div role="rowgroup" className="cabeza">
            <div role="row" className="fila">
              <div role="columnheader" className="celda celda--casilla">
                <CasillaTodos
                  todos={todos}
                  alguno={alguno}
                  disabled={elegibles.length === 0}
                  onChange={(si) => onElegirTodos(si ? elegibles : [])}
                />
              </div>
              {CABECERAS.map(([texto, clase]) => (
                <div key={texto} role="columnheader" className={clase}>
                  {texto}
                </div>
              ))}
            </div>
          </div>
          {/* The rows with a deadline, then the rest, each in its own body (see conPlazo). */}
          {conPlazo(filas.slice(0, tope)).map((grupo, i) => (
            <div role="rowgroup" className="cuerpo" key={i}>
              {grupo.map((v) => (
                <Fila
                  key={v.fila.id}
                  vista={v}
                  elegible={!bloqueada && esElegible(v.estado)}
                  elegida={elegidos.has(v.fila.id)}
                  onElegir={onElegir}
                  onVer={onVer}
                />
              ))}
            </div>
          ))}
        </Box>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {es.common.totalRegistros(filas.length)}
        </Typography>
      </Box>
    </Paper>
  );
}
