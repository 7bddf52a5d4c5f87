import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { chipColumn } from '@/components/data-table/chip-column';
import { dateColumn, moneyColumn, textColumn, type TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import * as es from '@/messages/es-guia';
import { FACTURAS, type FacturaEjemplo } from './samples';

const g = es.guiaEstilo;

/**
 * Tabla de datos: the one DataTable with the columns helpers (text, date, state chip, money), as the
 * grid and as plain rows (`plain`, for a short read-only list).
 */
export function TableSection() {
  const t = g.tabla;
  const columns = useMemo<TableColumn<FacturaEjemplo>[]>(
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
  return (
    <Stack spacing={2}>
      <DataTable label={t.nombre} rows={FACTURAS} columns={columns} maxHeight="320px" />
      <Typography variant="body2">{t.simple}</Typography>
      <DataTable plain label={t.nombreSimple} rows={FACTURAS} columns={columns} />
    </Stack>
  );
}

export default TableSection;
