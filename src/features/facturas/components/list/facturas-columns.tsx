import { dateColumn, moneyColumn, ACCIONES_COLUMNA, type TableColumn } from '@/components/data-table/columns';
import * as es from '@/messages/es-facturas';
import type { FacturaRow } from '@/features/facturas/contract';
import { ACCIONES_SX, ACTIONS_WIDTH, FacturaActions } from '../factura-actions';
import { HACIENDA_LABEL_SX, HaciendaLabel } from '../hacienda-label';

const t = es.facturas;

const simbol = (r: FacturaRow) => r.simbol;

/** Text that may take two lines (Pago, Cliente); the whole text on hover. Its looks are in GRID_SX. */
const dosLineas = (def: TableColumn<FacturaRow>): TableColumn<FacturaRow> => ({
  ...def,
  renderCell: ({ value }) => (
    <span className="dos-lineas" title={String(value ?? '')}>
      {String(value ?? '')}
    </span>
  ),
});

/**
 * Ten columns fit 1366 px beside the sidebar: narrower cell padding. The cells' own looks (two-line
 * text, the Hacienda label, the actions) are rules here, worked out once per render of the list
 * rather than once per cell.
 */
export const GRID_SX = {
  '& .celda': { px: 0.75 },
  '& .dos-lineas': {
    whiteSpace: 'normal',
    lineHeight: 1.25,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  ...HACIENDA_LABEL_SX,
  ...ACCIONES_SX,
} as const;

/**
 * Listado Facturas' columns, drawn as plain rows. One object for every render: a row's actions read
 * what changes from FacturaActionsContext, so the table never sees new columns.
 */
export const FACTURAS_COLUMNS: TableColumn<FacturaRow>[] = [
  { field: 'facturaId', headerName: t.col.factura, width: 80 },
  dosLineas({ field: 'estadoPago', headerName: t.col.pago, width: 90 }),
  moneyColumn<FacturaRow>({ field: 'subtotal', headerName: t.col.subTotal, width: 112, simbol }),
  moneyColumn<FacturaRow>({ field: 'impuestoVentas', headerName: t.col.iva, width: 96, simbol }),
  moneyColumn<FacturaRow>({ field: 'total', headerName: t.col.total, width: 112, simbol }),
  dateColumn<FacturaRow>({ field: 'fecha', headerName: t.col.fecha, width: 94 }),
  dosLineas({ field: 'cliente', headerName: t.col.cliente, flex: 1, minWidth: 96 }),
  { field: 'estado', headerName: t.col.estado, width: 84 },
  {
    field: 'hacienda',
    headerName: t.col.hacienda,
    width: 108,
    renderCell: ({ value }) => (value ? <HaciendaLabel texto={String(value)} /> : null),
  },
  {
    field: 'acciones',
    headerName: t.col.acciones,
    width: ACTIONS_WIDTH,
    ...ACCIONES_COLUMNA,
    renderCell: ({ row }) => <FacturaActions row={row} />,
  },
];
