import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyboardEvent, ReactNode } from 'react';
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
};

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
          {all.map((row) => {
            const key = getKey(row);
            const open = editor.isOpen(key) && editor.draft !== null;
            const shown = open ? (editor.draft as T) : row;
            return (
              <TableRow
                key={key}
                selected={open}
                onKeyDown={open ? onKeyDown : undefined}
                sx={{ verticalAlign: open ? 'top' : 'middle' }}
              >
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align} sx={{ py: open ? 1 : 0.75 }}>
                    {open && c.renderEdit ? c.renderEdit(shown, editor.change) : c.render(shown)}
                  </TableCell>
                ))}
                <TableCell align="center" sx={[stickyEnd(open), { whiteSpace: 'nowrap', py: 0.5 }]}>
                  {renderActions(row, { open, isNew: open && editor.isNew })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
