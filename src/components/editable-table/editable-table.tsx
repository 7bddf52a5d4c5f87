import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { es } from '@/messages/es';
import type { RowKey } from './row-editor';
import type { RowEditor } from './use-row-editor';
// Lists and row tables confirm and alert: their dialog view comes with them (see dialogs/dialogs.ts).
import '../dialogs/dialog-view';

export type EditableColumn<T> = {
  id: string;
  header: string;
  /** The cell in view mode. */
  render: (row: T) => ReactNode;
  /** The cell of the open row; view mode when absent (a read-only column). */
  renderEdit?: (draft: T, change: (patch: Partial<T>) => void) => ReactNode;
  width?: number | string;
  minWidth?: number;
  align?: 'left' | 'right' | 'center';
};

type Props<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly EditableColumn<T>[];
  /** The saved rows; a new row lives in the editor's draft until it is saved. */
  rows: readonly T[];
  getKey: (row: T) => RowKey;
  editor: RowEditor<T>;
  /** The Acciones cell (see RowActions). */
  renderActions: (row: T, mode: { open: boolean; isNew: boolean }) => ReactNode;
  actionsHeader?: string;
  newRowPosition?: 'first' | 'last';
  emptyText?: string;
  /** Enter in a text input of the open row. */
  onSubmitRow?: () => void;
  /** Escape in the open row. */
  onCancelRow?: () => void;
  /**
   * What a closed row's cells and actions read besides the row's own values (compared item by item,
   * e.g. its position and computed amounts). When given, a closed row whose own values (a shallow
   * comparison, so a fresh copy counts as unchanged) and deps are unchanged is not rendered again: typing in the open row, or saving it, re-renders that row only,
   * which keeps a table of a hundred rows responsive. Its handlers must not read state captured at
   * render time that may change without changing the deps (read it through a ref or a stable dispatch).
   * Without it every row renders on every change.
   */
  rowDeps?: (row: T, index: number) => readonly unknown[];
};

type RowProps<T> = {
  row: T;
  /** The row's values on screen: the editor's draft while open. */
  shown: T;
  open: boolean;
  isNew: boolean;
  columns: readonly EditableColumn<T>[];
  change: (patch: Partial<T>) => void;
  renderActions: Props<T>['renderActions'];
  onKeyDown?: (e: KeyboardEvent<HTMLTableRowElement>) => void;
  deps?: readonly unknown[];
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
const BodyRow = memo(
  function BodyRow<T>({ row, shown, open, isNew, columns, change, renderActions, onKeyDown }: RowProps<T>) {
    return (
      <TableRow selected={open} onKeyDown={onKeyDown} sx={{ verticalAlign: open ? 'top' : 'middle' }}>
        {columns.map((c) => (
          <TableCell key={c.id} align={c.align} sx={{ py: open ? 1 : 0.75 }}>
            {open && c.renderEdit ? c.renderEdit(shown, change) : c.render(shown)}
          </TableCell>
        ))}
        <TableCell align="center" sx={[stickyEnd(open), { whiteSpace: 'nowrap', py: 0.5 }]}>
          {renderActions(row, { open, isNew })}
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
    sameDeps(prev.deps, next.deps),
) as <T>(props: RowProps<T>) => ReactNode;

/**
 * The Acciones column stays in view when a narrow screen scrolls the table sideways. A sticky cell
 * needs its own opaque background; the open row's tint is laid over it.
 */
function stickyEnd(selected: boolean) {
  return (theme: Theme) => {
    const tint = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
    return {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      backgroundImage: selected ? `linear-gradient(${tint}, ${tint})` : 'none',
    };
  };
}

/**
 * A small inline-editable table (MUI Table) for the 'one open row' screens: every row in view mode
 * except the editor's open row, which renders its columns' edit cells over the draft.
 */
export function EditableTable<T>({
  label,
  columns,
  rows,
  getKey,
  editor,
  renderActions,
  actionsHeader = es.common.acciones,
  newRowPosition = 'last',
  emptyText = es.common.sinFilas,
  onSubmitRow,
  onCancelRow,
  rowDeps,
}: Props<T>) {
  const newRow = editor.isNew && editor.draft !== null ? editor.draft : null;
  const all = newRow ? (newRowPosition === 'first' ? [newRow, ...rows] : [...rows, newRow]) : rows;

  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.defaultPrevented) return;
    if (e.key === 'Escape' && onCancelRow) {
      e.preventDefault();
      onCancelRow();
    } else if (e.key === 'Enter' && onSubmitRow && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      onSubmitRow();
    }
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.id}
                align={c.align}
                sx={{ fontWeight: 600, width: c.width, minWidth: c.minWidth, whiteSpace: 'nowrap' }}
              >
                {c.header}
              </TableCell>
            ))}
            <TableCell
              align="center"
              sx={[stickyEnd(false), { fontWeight: 600, width: '1%', whiteSpace: 'nowrap' }]}
            >
              {actionsHeader}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {all.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {all.map((row, index) => {
            const key = getKey(row);
            const open = editor.isOpen(key) && editor.draft !== null;
            return (
              <BodyRow<T>
                key={key}
                row={row}
                shown={open ? (editor.draft as T) : row}
                open={open}
                isNew={open && editor.isNew}
                columns={columns}
                change={editor.change}
                renderActions={renderActions}
                onKeyDown={open ? onKeyDown : undefined}
                deps={rowDeps?.(row, index)}
              />
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
