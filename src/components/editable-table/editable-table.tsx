import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  memo,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import * as es from '@/messages/es-shell';
import type { RowKey } from './row-editor';
import type { RowEditor } from './use-row-editor';
import { useRowWindow } from './use-row-window';
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
const BodyRow = memo(
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

type ColumnHeader = Pick<EditableColumn<unknown>, 'id' | 'header' | 'width' | 'minWidth' | 'align'>;
type HeadProps = { columns: readonly ColumnHeader[]; actionsHeader: string; rowIndex?: number };

/** What the header shows of a column (its cells' renderers are new functions at every render). */
const sameHeader = (a: ColumnHeader, b: ColumnHeader) =>
  a.id === b.id &&
  a.header === b.header &&
  a.width === b.width &&
  a.minWidth === b.minWidth &&
  a.align === b.align;

/** The header row; rendered again only when a column's header changes, not at every edit. */
const Head = memo(
  function Head({ columns, actionsHeader, rowIndex }: HeadProps) {
    return (
      <TableHead>
        <TableRow aria-rowindex={rowIndex}>
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
            sx={[actionsCell(false), { fontWeight: 600, width: '1%', whiteSpace: 'nowrap' }]}
          >
            {actionsHeader}
          </TableCell>
        </TableRow>
      </TableHead>
    );
  },
  (prev, next) =>
    prev.actionsHeader === next.actionsHeader &&
    prev.rowIndex === next.rowIndex &&
    prev.columns.length === next.columns.length &&
    prev.columns.every((c, i) => sameHeader(c, next.columns[i]!)),
);

/** Set on the table's box while the table is wider than it (a narrow screen scrolls it sideways). */
const OVERFLOWS = 'data-overflows';

/**
 * The Acciones column stays in view when a narrow screen scrolls the table sideways: sticky only
 * then, for a sticky cell in every row costs every frame of an edit (F45). A sticky cell needs its
 * own opaque background; the open row's tint is laid over it.
 */
function actionsCell(selected: boolean) {
  return (theme: Theme) => {
    const tint = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
    return {
      [`[${OVERFLOWS}] &`]: { position: 'sticky', right: 0, zIndex: 1 },
      backgroundColor: theme.palette.background.paper,
      backgroundImage: selected ? `linear-gradient(${tint}, ${tint})` : 'none',
    };
  };
}

/**
 * Keeps `OVERFLOWS` on the box while the table is wider than it. The flag lives in the DOM, not in
 * React's state: rows need not render again when it changes.
 */
function useOverflowFlag(
  container: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
) {
  useLayoutEffect(() => {
    const box = container.current;
    const el = table.current;
    if (!box || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      box.toggleAttribute(OVERFLOWS, box.scrollWidth > box.clientWidth + 1),
    );
    observer.observe(box);
    observer.observe(el);
    return () => observer.disconnect();
  }, [container, table]);
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

/** Rows not rendered (useRowWindow): their height, so the page scrolls as if they were there. */
function Gap({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** Does a cell of the row no longer fit its column (a nowrap amount grew wider)? */
const rowOverflows = (row: HTMLTableRowElement) =>
  [...row.cells].some((cell) => cell.scrollWidth > cell.clientWidth + 1);

/** The `<colgroup>` that holds a table's locked widths; not React's (see useLockedColumns). */
const LOCKED = 'data-locked-widths';

/**
 * Locks the table to its columns' current widths: a `<colgroup>` with the header cells' widths and a
 * fixed layout. Nothing is locked where there is no layout (a hidden table, jsdom).
 */
function lockWidths(table: HTMLTableElement) {
  const cells = table.tHead?.rows[0]?.cells;
  const widths = cells ? [...cells].map((c) => Math.floor(c.getBoundingClientRect().width)) : [];
  if (widths.length === 0 || widths.some((w) => w <= 0)) return;
  const colgroup = document.createElement('colgroup');
  colgroup.setAttribute(LOCKED, '');
  for (const w of widths) colgroup.appendChild(document.createElement('col')).style.width = `${w}px`;
  table.insertBefore(colgroup, table.firstChild);
  table.style.tableLayout = 'fixed';
}

function unlockWidths(table: HTMLTableElement) {
  table.querySelector(`:scope > colgroup[${LOCKED}]`)?.remove();
  table.style.tableLayout = '';
}

const isLocked = (table: HTMLTableElement) => table.querySelector(`:scope > colgroup[${LOCKED}]`) !== null;

/**
 * `lockColumnWidths` (see Props): the table lays itself out automatically until it has rows and none
 * is open; its columns' widths are then kept (lockWidths). They are measured again when the
 * container's width changes, or when a row that changed no longer fits them (checked once the change
 * is painted, when reading the layout costs little, and only in the rows that changed). The lock
 * lives in the DOM, not in React's state: it changes nothing React renders.
 */
function useLockedColumns(
  enabled: boolean,
  container: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
  rows: readonly unknown[],
  closed: boolean,
) {
  const measurable = enabled && closed && rows.length > 0;
  const latest = useRef(measurable);

  useLayoutEffect(() => {
    latest.current = measurable;
    const el = table.current;
    if (el && measurable && !isLocked(el)) lockWidths(el);
  }, [measurable, table]);

  useLayoutEffect(() => {
    const box = container.current;
    const el = table.current;
    if (!enabled || !box || !el) return;
    const relock = () => {
      unlockWidths(el);
      if (latest.current) lockWidths(el);
    };

    const changed = new Set<HTMLTableRowElement>();
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      frame = 0;
      const rows = [...changed];
      changed.clear();
      if (isLocked(el) && rows.some((tr) => tr.isConnected && rowOverflows(tr))) relock();
    };
    const mutations = new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const tr = node?.closest('tr');
        if (tr) changed.add(tr);
        for (const added of r.addedNodes) if (added instanceof HTMLTableRowElement) changed.add(added);
      }
      if (changed.size > 0 && frame === 0)
        frame = requestAnimationFrame(() => {
          timer = setTimeout(check, 0);
        });
    });
    mutations.observe(el, { subtree: true, childList: true, characterData: true });

    let width = box.clientWidth;
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (box.clientWidth === width) return;
            width = box.clientWidth;
            relock();
          });
    resize?.observe(box);
    return () => {
      mutations.disconnect();
      resize?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      unlockWidths(el);
    };
  }, [enabled, container, table]);
}
