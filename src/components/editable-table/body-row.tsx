import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { actionsCell } from './actions-cell';
import type { EditableColumn, RenderActions } from './editable-column';

type RowProps<T> = {
  row: T;
  /** The row's values on screen: the editor's draft while open. */
  shown: T;
  open: boolean;
  isNew: boolean;
  columns: readonly EditableColumn<T>[];
  change: (patch: Partial<T>) => void;
  renderActions: RenderActions<T>;
  onKeyDown?: (e: KeyboardEvent<HTMLTableRowElement>) => void;
  deps?: readonly unknown[];
  actionsMinWidth?: number;
  /** The row's least height; the open row's is at least its height when it was closed. */
  minHeight?: number;
  /** A closed row was clicked (its Editar, typically): the row, to note its height. */
  onClosedClick?: (row: T, tr: HTMLTableRowElement) => void;
  /** The row's aria-rowindex (the header is 1) when the table renders only part of its rows. */
  rowIndex?: number;
};

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * The same row, or a copy with the same own values: forms hand their rows out as fresh copies on
 * every change (react-hook-form's watch clones its values), so identity alone would redraw them all.
 */
function sameRow(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** A body row; closed rows with `deps` skip rendering while their row object and deps are unchanged. */
export const BodyRow = memo(
  function BodyRow<T>({
    row,
    shown,
    open,
    isNew,
    columns,
    change,
    renderActions,
    onKeyDown,
    actionsMinWidth,
    minHeight,
    onClosedClick,
    rowIndex,
  }: RowProps<T>) {
    const actions = renderActions(row, { open, isNew });
    return (
      <TableRow
        aria-rowindex={rowIndex}
        selected={open}
        onKeyDown={onKeyDown}
        onClickCapture={onClosedClick && !open ? (e) => onClosedClick(row, e.currentTarget) : undefined}
        // A table row's height is its least height.
        style={minHeight ? { height: minHeight } : undefined}
        // Each row is a stacking context, so Chromium records and caches its paint apart: an edit
        // repaints its row, not every row within 4000 px of the view (F45).
        sx={{ verticalAlign: open ? 'top' : 'middle', position: 'relative', zIndex: 0 }}
      >
        {columns.map((c) => (
          <TableCell key={c.id} align={c.align} sx={{ py: open ? 1 : 0.75 }}>
            {open && c.renderEdit ? c.renderEdit(shown, change) : c.render(shown)}
          </TableCell>
        ))}
        <TableCell align="center" sx={[actionsCell(open), { whiteSpace: 'nowrap', py: 0.5 }]}>
          {actionsMinWidth ? (
            <Box sx={{ display: 'inline-block', minWidth: actionsMinWidth, textAlign: 'center' }}>
              {actions}
            </Box>
          ) : (
            actions
          )}
        </TableCell>
      </TableRow>
    );
  },
  (prev, next) =>
    !!prev.deps &&
    !!next.deps &&
    !prev.open &&
    !next.open &&
    sameRow(prev.row, next.row) &&
    prev.columns.length === next.columns.length &&
    prev.actionsMinWidth === next.actionsMinWidth &&
    prev.onClosedClick === next.onClosedClick &&
    prev.rowIndex === next.rowIndex &&
    sameDeps(prev.deps, next.deps),
) as <T>(props: RowProps<T>) => ReactNode;

/** Rows not rendered (useRowWindow): their height, so the page scrolls as if they were there. */
export function Gap({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
