import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { formatDate } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import * as es from '@/messages/es-confirmacion';
import { simboloMoneda } from '../rules';
import { esElegible, type EstadoFila, type Vista } from './rows';
import type { PlazoRespuesta } from '@/lib/plazo-respuesta';

const t = es.recepcion;

/** The state's words and colour; the reason of a refused or failed one goes under it. */
function estadoTexto(e: EstadoFila): { texto: string; color: ChipProps['color']; detalle?: string } {
  switch (e.tipo) {
    case 'revisando':
      return { texto: t.estado.revisando, color: 'default' };
    case 'consultando':
      return { texto: t.estado.consultando, color: 'default' };
    case 'noAdmitido':
      return { texto: t.estado.noAdmitido, color: 'error', detalle: e.motivo };
    case 'duplicado':
      return { texto: t.estado.duplicado, color: 'default', detalle: t.estado.igualA(e.de) };
    case 'respondido':
      return {
        texto: e.estado === 'CONFIRMADO' ? t.estado.yaConfirmado : t.estado.yaRechazado,
        color: 'info',
      };
    case 'listo':
      return { texto: t.estado.listo, color: 'primary' };
    case 'enviando':
      return { texto: t.estado.enviando, color: 'warning' };
    case 'hecho':
      return {
        texto: e.accion === 'confirmar' ? t.estado.confirmadoAhora : t.estado.rechazadoAhora,
        color: 'success',
      };
    case 'fallido':
      return { texto: t.estado.fallido, color: 'error', detalle: e.mensaje };
  }
}

function plazoTexto(p: PlazoRespuesta | null): string {
  if (!p) return t.plazo.sinFecha;
  if (p.vencido) return t.plazo.vencido(-p.dias);
  if (p.dias === 0) return t.plazo.hoy;
  return t.plazo.habiles(p.diasHabiles);
}

/** 'HH:mm' of an XML FechaEmision as written (the issuer's clock), or ''. */
const horaDe = (fecha: string) => /T(\d{2}:\d{2})/.exec(fecha)?.[1] ?? '';

/**
 * A cell of two lines: the value, and what qualifies it below in small type (MUI's body2 and
 * caption, cut with '…'). Plain elements styled by the table's DOS_SX: five such cells a row, each
 * with its own styled components, weighed on every commit of a hundred rows (issue 41).
 */
function Dos({ arriba, abajo }: { arriba: ReactNode; abajo: ReactNode }) {
  return (
    <div className="dos">
      <p className="dos-arriba" title={typeof arriba === 'string' ? arriba : undefined}>
        {arriba}
      </p>
      <div className="dos-abajo">{abajo}</div>
    </div>
  );
}

const CORTADO = { m: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The looks of Dos, once for the whole table. A Dos out of the table's view is neither styled, laid
 * out nor painted (`content-visibility`), in the height of its two lines: a batch of results that
 * changes and moves rows re-draws the rows in view, not the hundred (issue 41's speed). The rows keep
 * their heights: the Estado cell, which alone may grow, is always drawn.
 */
const DOS_SX = {
  '& .dos': {
    py: 0.5,
    minWidth: 0,
    lineHeight: 1.3,
    contentVisibility: 'auto',
    // Its two lines (the padding is outside this size).
    containIntrinsicBlockSize: ({ typography: { body2, caption } }: Theme) =>
      `auto calc(${body2.fontSize} * ${body2.lineHeight} + ${caption.fontSize} * ${caption.lineHeight})`,
  },
  '& .dos-arriba': { typography: 'body2', ...CORTADO },
  '& .dos-abajo': { typography: 'caption', color: 'text.secondary', ...CORTADO },
} as const;

/** Checkbox, Estado, Plazo, Emisor (the rest), Consecutivo / Archivo, Fecha Emisión, Total, Ver. */
const ANCHOS = [56, 150, 170, null, 200, 100, 115, 52] as const;

/**
 * Rows added to the table per commit. A hundred new rows in one commit, and the frame that lays them
 * out, each held the page over 50 ms (issue 41); in slices of this many the table fills in a few
 * frames while the page keeps answering.
 */
export const FILAS_POR_TANDA = 20;

/** How many of `total` rows to draw: one more slice after each commit until every row is there. */
function useTope(total: number) {
  const [tope, setTope] = useState(FILAS_POR_TANDA);
  // Emptied (Limpiar): the next files fill in by slices again.
  if (total === 0 && tope !== FILAS_POR_TANDA) setTope(FILAS_POR_TANDA);
  useEffect(() => {
    if (tope < total) startTransition(() => setTope((t) => t + FILAS_POR_TANDA));
  }, [tope, total]);
  return tope;
}

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
 * most 100 rows: a plain table (its header stays in view while it scrolls) rather than the DataGrid,
 * which would weigh on the screen's first load for rows that need neither paging nor virtualising
 * (C11). Rows are drawn again only when what they show changes, and from a deferred copy of the list,
 * so a batch of results never holds the page (bench:recepcion); new rows come in slices
 * (FILAS_POR_TANDA).
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

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxHeight: 'calc(100vh - 240px)', minHeight: 200 }}>
        <Table
          size="small"
          stickyHeader
          aria-label={t.tabla}
          // Fixed widths but the issuer's, which takes the rest: long names end in '…' (title shows all).
          sx={{
            tableLayout: 'fixed',
            '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
            ...DOS_SX,
          }}
        >
          {/* Fixed widths (the issuer's takes the rest), given to the columns themselves. */}
          <colgroup>
            {ANCHOS.map((ancho, i) => (
              <col key={i} style={ancho ? { width: ancho } : undefined} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={todos}
                  indeterminate={alguno && !todos}
                  disabled={elegibles.length === 0}
                  onChange={(e) => onElegirTodos(e.target.checked ? elegibles : [])}
                  slotProps={{ input: { 'aria-label': t.elegirTodos } }}
                />
              </TableCell>
              <TableCell>{t.col.estado}</TableCell>
              <TableCell>{t.col.plazo}</TableCell>
              <TableCell>{t.col.emisor}</TableCell>
              <TableCell>{t.col.consecutivoArchivo}</TableCell>
              <TableCell>{t.col.fechaEmision}</TableCell>
              <TableCell align="right">{t.col.total}</TableCell>
              <TableCell align="center">{t.col.ver}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.slice(0, tope).map((v) => (
              <Fila
                key={v.fila.id}
                vista={v}
                elegible={!bloqueada && esElegible(v.estado)}
                elegida={elegidos.has(v.fila.id)}
                onElegir={onElegir}
                onVer={onVer}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {es.common.totalRegistros(filas.length)}
        </Typography>
      </Box>
    </Paper>
  );
}

const mismoEstado = (a: Vista['estado'], b: Vista['estado']) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

type FilaProps = {
  vista: Vista;
  elegible: boolean;
  elegida: boolean;
  onElegir: (id: number, si: boolean) => void;
  onVer: (v: Vista) => void;
};

/** The same file, state, deadline and choice: nothing on the row changed. */
const igual = (a: FilaProps, b: FilaProps) =>
  a.vista.fila === b.vista.fila &&
  mismoEstado(a.vista.estado, b.vista.estado) &&
  a.vista.plazo?.limite === b.vista.plazo?.limite &&
  a.vista.plazo?.dias === b.vista.plazo?.dias &&
  a.vista.plazo?.diasHabiles === b.vista.plazo?.diasHabiles &&
  a.elegible === b.elegible &&
  a.elegida === b.elegida &&
  a.onElegir === b.onElegir &&
  a.onVer === b.onVer;

const Fila = memo(function Fila({ vista, elegible, elegida, onElegir, onVer }: FilaProps) {
  const { fila, resumen, plazo } = vista;
  const e = estadoTexto(vista.estado);
  const nombre = resumen?.consecutivo || fila.archivo.name;
  return (
    <TableRow hover selected={elegida} sx={{ verticalAlign: 'top' }}>
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          disableRipple
          checked={elegida}
          disabled={!elegible}
          onChange={(ev) => onElegir(fila.id, ev.target.checked)}
          slotProps={{ input: { 'aria-label': t.elegir(nombre) } }}
        />
      </TableCell>
      <TableCell>
        <Chip size="small" color={e.color} label={e.texto} />
        {e.detalle && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.25 }}>
            {e.detalle}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Dos
          arriba={plazo ? formatDate(plazo.limite) : ''}
          abajo={
            plazo?.vencido ? (
              <Chip size="small" color="error" variant="outlined" label={plazoTexto(plazo)} />
            ) : (
              plazoTexto(plazo)
            )
          }
        />
      </TableCell>
      <TableCell>{resumen && <Dos arriba={resumen.emisor.nombre} abajo={resumen.emisor.numero} />}</TableCell>
      <TableCell>
        <Dos arriba={resumen?.consecutivo ?? ''} abajo={fila.archivo.name} />
      </TableCell>
      <TableCell>
        {resumen && <Dos arriba={formatDate(resumen.fechaEmision)} abajo={horaDe(resumen.fechaEmision)} />}
      </TableCell>
      <TableCell align="right">
        {resumen && (
          <Dos
            arriba={
              resumen.total == null ? '' : `${simboloMoneda(resumen.moneda)}${formatAmount(resumen.total)}`
            }
            abajo={resumen.moneda}
          />
        )}
      </TableCell>
      <TableCell align="center">
        {resumen && (
          <IconButton
            size="small"
            aria-label={t.ver(resumen.consecutivo, fila.archivo.name)}
            onClick={() => onVer(vista)}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}, igual);
