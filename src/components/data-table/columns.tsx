import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** What a cell's `renderCell` is given: the part of the DataGrid's cell parameters a plain table has too. */
export type CellParams<R> = {
  row: R;
  value?: unknown;
  formattedValue?: unknown;
  /** 0 where the cell's widget takes the Tab key (a plain table's every cell), -1 elsewhere. */
  tabIndex: 0 | -1;
};

/**
 * A column either table draws: DataTable's grid takes it as a GridColDef, and its plain rows draw
 * it whole. Only settings that plain rows draw, or that ask for what they never offer (sorting,
 * filtering, the column menu), are here, so a plain table never drops one that shows.
 */
export type TableColumn<R> = {
  field: string;
  headerName: string;
  width?: number;
  flex?: number;
  minWidth?: number;
  type?: 'string' | 'number';
  align?: 'left' | 'right' | 'center';
  headerAlign?: 'left' | 'right' | 'center';
  sortable?: boolean;
  filterable?: boolean;
  disableColumnMenu?: boolean;
  valueGetter?: (value: unknown, row: R) => unknown;
  valueFormatter?: (value: unknown, row: R) => unknown;
  renderCell?: (params: CellParams<R>) => ReactNode;
  /** The header's content, when its name needs more than plain text (e.g. two lines). */
  renderHeader?: () => ReactNode;
};

/** A column of a row's buttons or links: not sorted, filtered or offered a column menu. */
export const ACCIONES_COLUMNA = { sortable: false, filterable: false, disableColumnMenu: true } as const;
/** Its content centred under a centred header. */
export const CENTRADA = { align: 'center', headerAlign: 'center' } as const;

type LinkColumn<R> = {
  field: string;
  headerName: string;
  to: (row: R) => string;
  /** Accessible name of the link, e.g. `Editar ${row.nombre}`. */
  label: (row: R) => string;
  icon?: ReactElement;
  width?: number;
};

/**
 * An icon link per row (Editar, Códigos, Tarifas, …): a real link, named for its row. The grid is one
 * Tab stop; the arrow keys move through its cells, and a cell's link takes the focus with its cell
 * (the grid's `tabIndex`), so the keyboard never has to Tab through every row's links. In plain rows
 * each link is a Tab stop.
 */
export function linkColumn<R extends GridValidRowModel>({
  field,
  headerName,
  to,
  label,
  icon = <EditIcon fontSize="small" />,
  width = 90,
}: LinkColumn<R>): TableColumn<R> {
  return {
    field,
    headerName,
    width,
    ...ACCIONES_COLUMNA,
    ...CENTRADA,
    renderCell: ({ row, tabIndex }) => (
      <Tooltip title={label(row)}>
        <IconButton
          component={RouterLink}
          to={to(row)}
          size="small"
          aria-label={label(row)}
          color="primary"
          tabIndex={tabIndex}
        >
          {icon}
        </IconButton>
      </Tooltip>
    ),
  };
}

/** Plain text that a narrow column may cut short: the whole text shows on hover (a native title). */
export function textColumn<R extends GridValidRowModel>(def: TableColumn<R>): TableColumn<R> {
  return {
    ...def,
    renderCell: ({ formattedValue }) => {
      const text = formattedValue === null || formattedValue === undefined ? '' : String(formattedValue);
      return <span title={text}>{text}</span>;
    },
  };
}

/** Money with 2 decimals and the row's currency symbol ('¢' by default). */
export function moneyColumn<R extends GridValidRowModel>(
  def: Omit<TableColumn<R>, 'type'> & { simbol?: (row: R) => string | undefined },
): TableColumn<R> {
  const { simbol, ...rest } = def;
  return {
    type: 'number',
    width: 140,
    ...rest,
    valueFormatter: (value: unknown, row: R) => formatMoney(value as number, simbol?.(row)),
  };
}

/** dd/MM/yyyy, or dd/MM/yyyy HH:mm with `withTime`. Sorts by the real date. */
export function dateColumn<R extends GridValidRowModel>(
  def: TableColumn<R> & { withTime?: boolean },
): TableColumn<R> {
  const { withTime, ...rest } = def;
  return {
    width: withTime ? 150 : 110,
    ...rest,
    valueFormatter: (value: unknown) => (withTime ? formatDateTime : formatDate)(value as string),
  };
}
