import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import * as es from '@/messages/es-shell';
import { useOverflowFlag } from './actions-cell';
import { BodyRow, Gap } from './body-row';
import type { EditableColumn, RenderActions } from './editable-column';
import type { RowKey } from './row-editor';
import { Head } from './table-head';
import { useLockedColumns } from './use-locked-columns';
import type { RowEditor } from './use-row-editor';
import { useRowWindow } from './use-row-window';
// Lists and row tables confirm and alert: their dialog view comes with them (see dialogs/dialogs.ts).
import '../dialogs/dialog-view';

type Props<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly EditableColumn<T>[];
  /** The saved rows; a new row lives in the editor's draft until it is saved. */
  rows: readonly T[];
  getKey: (row: T) => RowKey;
  editor: RowEditor<T>;
  /** The Acciones cell (see RowActions). */
  renderActions: RenderActions<T>;
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
   * comparison, so a fresh copy counts as unchanged) and deps are unchanged is not rendered again:
   * typing in the open row, or saving it, re-renders that row only, which keeps a long table
   * responsive. Its handlers must not read state captured at
   * render time that may change without changing the deps (read it through a ref or a stable dispatch).
   * Without it every row renders on every change.
   */
  rowDeps?: (row: T, index: number) => readonly unknown[];
  /**
   * Keeps the columns' widths while a row opens, changes and closes (a long table): the automatic
   * layout is measured once with every row closed, then the table keeps those widths (fixed layout)
   * until the table's width changes or a cell no longer fits them, when it is measured again. Opening
   * or closing a row then lays out and repaints that row, not every column of every row. The open
   * row's editors must fit their column (width 100 %), and the Acciones cells are at least
   * `actionsMinWidth` wide (the open row's buttons) whether open or not.
   */
  lockColumnWidths?: boolean;
  /** The least width of the Acciones cells' content in px (e.g. three small icon buttons: 90). */
  actionsMinWidth?: number;
  /**
   * The least height of a body row in px, open or closed. With the open row's editors no taller, and
   * `lockColumnWidths`, opening or closing a row moves none of the rows below.
   */
  rowMinHeight?: number;
  /**
   * From this many rows on, only the rows near the view are rendered (useRowWindow, F46): an edit
   * then costs the same in a table of a hundred rows as in one of ten. The table tells assistive
   * technologies its row count and each row's index. Rows are estimated `rowMinHeight` tall until
   * measured. Absent: every row is rendered.
   */
  windowFrom?: number;
  ref?: Ref<EditableTableHandle>;
};

export type EditableTableHandle = {
  /** Renders the row at `index` of `rows` now, wherever it is (to focus one of its buttons). */
  revealRow: (index: number) => void;
};

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
  lockColumnWidths = false,
  actionsMinWidth,
  rowMinHeight,
  windowFrom,
  ref,
}: Props<T>) {
  const container = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  useLockedColumns(lockColumnWidths, container, table, rows, editor.key === null);
  useOverflowFlag(container, table);
  // With locked widths a row that opens keeps at least its closed height (noted when it is clicked,
  // as its Editar is), so that closing it again moves none of the rows below: they are not laid out
  // and painted again (F44).
  const [closedHeight, setClosedHeight] = useState<{ row: T; height: number } | null>(null);
  const [onClosedClick] = useState(
    () => (row: T, tr: HTMLTableRowElement) =>
      setClosedHeight({ row, height: tr.getBoundingClientRect().height }),
  );
  const newRow = editor.isNew && editor.draft !== null ? editor.draft : null;
  const all = newRow ? (newRowPosition === 'first' ? [newRow, ...rows] : [...rows, newRow]) : rows;
  const windowed = windowFrom !== undefined && all.length >= windowFrom;
  const rowWindow = useRowWindow({
    enabled: windowed,
    keys: all.map(getKey),
    body,
    estimate: rowMinHeight ?? 33,
    pinned: editor.key,
  });
  useImperativeHandle(ref, () => ({ revealRow: rowWindow.reveal }));

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
    <TableContainer component={Paper} variant="outlined" ref={container}>
      <Table
        size="small"
        aria-label={label}
        aria-rowcount={windowed ? all.length + 1 : undefined}
        ref={table}
      >
        <Head columns={columns} actionsHeader={actionsHeader} rowIndex={windowed ? 1 : undefined} />
        <TableBody ref={body}>
          {all.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {rowWindow.items.map((item) => {
            if ('gap' in item)
              return <Gap key={`gap-${item.gap}`} height={item.height} colSpan={columns.length + 1} />;
            const index = item.row;
            const row = all[index]!;
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
                actionsMinWidth={actionsMinWidth}
                onClosedClick={lockColumnWidths ? onClosedClick : undefined}
                rowIndex={windowed ? index + 2 : undefined}
                minHeight={
                  open && closedHeight && getKey(closedHeight.row) === key
                    ? Math.max(closedHeight.height, rowMinHeight ?? 0)
                    : rowMinHeight
                }
              />
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
