import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { chipColumn } from '@/components/data-table/chip-column';
import { dateColumn, moneyColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import * as es from '@/messages/es-guia';
import { FACTURAS, type FacturaEjemplo } from './samples';

const g = es.guiaEstilo;

/** Tabla de datos: the one DataTable with the columns helpers (text, date, state chip, money). */
export function TableSection() {
  const t = g.tabla;
  const columns = useMemo<GridColDef<FacturaEjemplo>[]>(
    () => [
      { field: 'id', headerName: t.factura, width: 100 },
      textColumn<FacturaEjemplo>({ field: 'cliente', headerName: t.cliente, flex: 1, minWidth: 200 }),
      dateColumn<FacturaEjemplo>({ field: 'fecha', headerName: t.fecha, withTime: true }),
      chipColumn<FacturaEjemplo>({
        field: 'estado',
        headerName: t.estado,
        color: (v) => (v === 'Aceptado' ? 'success' : v === 'Pendiente' ? 'warning' : 'error'),
      }),
      moneyColumn<FacturaEjemplo>({ field: 'total', headerName: t.monto, simbol: (r) => r.simbol }),
    ],
    [t],
  );
  return <DataTable label={t.nombre} rows={FACTURAS} columns={columns} maxHeight="320px" />;
}

export default TableSection;
