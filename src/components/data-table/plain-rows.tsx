import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { compactHeight, HEADER } from './box-height';
import type { TableColumn } from './columns';

type Props<R extends GridValidRowModel> = {
  rows: readonly R[];
  columns: readonly TableColumn<R>[];
  getRowId: (row: R) => string | number;
  label: string;
  /** The grid's row height, drawn compact as the grid draws it; a row grows to hold its content. */
  rowHeight: number;
  /** 'Sin filas', as the grid says it, when there is nothing to show and nothing on its way. */
  emptyText: string | null;
};

/** A column's track: its fixed width, or its share of what is left, never under its minimum. */
const track = <R,>(c: TableColumn<R>) =>
  c.width !== undefined ? `${c.width}px` : `minmax(${c.minWidth ?? 50}px, ${c.flex ?? 1}fr)`;

const lado = (align: TableColumn<unknown>['align'], numero: boolean) =>
  align === 'center' ? ' celda--centro' : align === 'right' || (numero && !align) ? ' celda--derecha' : '';

function contenido<R extends GridValidRowModel>(c: TableColumn<R>, row: R): ReactNode {
  const raw: unknown = row[c.field];
  const value = c.valueGetter ? c.valueGetter(raw, row) : raw;
  const formattedValue = c.valueFormatter ? c.valueFormatter(value, row) : value;
  if (c.renderCell) return c.renderCell({ row, value, formattedValue, tabIndex: 0 });
  return formattedValue === null || formattedValue === undefined ? null : (
    <span>{String(formattedValue)}</span>
  );
}

/**
 * The rows of a read-only list as plain elements with the ARIA table roles, for DataTable's `plain`
 * tables: the same columns, cells and compact looks as its DataGrid, without the grid's first drawing
 * (it builds, measures and lays itself out in one task), which a short list pays for nothing it uses.
 * Every widget in a cell is a Tab stop of its own, as in Recepción de comprobantes' table.
 */
export function PlainRows<R extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  label,
  rowHeight,
  emptyText,
}: Props<R>) {
  const plantilla = columns.map(track).join(' ');
  return (
    <>
      <Box
        role="table"
        aria-label={label}
        sx={[TABLA_SX, { '& .cuerpo .celda': { minHeight: compactHeight(rowHeight) } }]}
        // Inline: a class per list of columns or count of rows would add a style rule for each.
        style={{
          gridTemplateColumns: plantilla,
          containIntrinsicBlockSize: `auto ${compactHeight(HEADER) + rows.length * compactHeight(rowHeight)}px`,
        }}
      >
        <div role="rowgroup" className="cabeza">
          <div role="row" className="fila">
            {columns.map((c) => (
              <div
                key={c.field}
                role="columnheader"
                className={'celda' + lado(c.headerAlign, c.type === 'number')}
              >
                {c.renderHeader ? c.renderHeader() : c.headerName}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="cuerpo">
          {rows.map((row) => {
            const id = getRowId(row);
            return (
              <div key={id} role="row" className="fila" data-id={id}>
                {columns.map((c) => (
                  <div
                    key={c.field}
                    role="cell"
                    className={'celda' + lado(c.align, c.type === 'number')}
                    data-field={c.field}
                  >
                    {contenido(c, row)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </Box>
      {emptyText && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
    </>
  );
}

/**
 * The grid's compact looks as rules of one `sx`: rows and their groups lay their cells on the table's
 * own column tracks (`subgrid`), so every column is as wide in every row, and the header stays in view.
 */
const TABLA_SX = {
  display: 'grid',
  minWidth: 'min-content',
  // A table out of view (Cierre de IVA's lists, below its figures) is not styled nor laid out until it
  // nears the view; its height meanwhile is its rows' (inline, above).
  contentVisibility: 'auto',
  typography: 'body2',
  '& .cabeza, & .cuerpo, & .fila': { display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' },
  '& .cabeza': { position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' },
  '& .cabeza .celda': { fontWeight: 600, minHeight: compactHeight(HEADER) },
  '& .cuerpo .fila:hover': { bgcolor: 'action.hover' },
  // Without weight, so the table's user may change a cell's padding by a rule of its own.
  '& :where(.celda)': {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    px: '10px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& .celda--derecha': { justifyContent: 'flex-end', textAlign: 'right' },
  '& .celda--centro': { justifyContent: 'center', textAlign: 'center' },
  // A text cut short ends in '…'; again without weight, so a column's own rule for its text wins.
  '& :where(.celda > span)': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;
