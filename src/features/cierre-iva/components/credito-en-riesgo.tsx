import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCIONES_COLUMNA, dateColumn, textColumn, type TableColumn } from '@/components/data-table/columns';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import type { CompraEnRiesgo, Plazo } from '../worksheet';
import { TablaDocumentos } from './tabla-documentos';

const t = es.cierreIva.hoja;

const plazoTexto = (p: Plazo | null) =>
  !p ? t.riesgo.sinPlazo : (p.vencido ? t.riesgo.vencido : t.riesgo.hasta)(formatDate(p.limite));

/** A row: its texts are written for the page shown only (a month can have hundreds of rows). */
type Fila = CompraEnRiesgo & {
  id: string;
  consecutivo: string;
  dia: string;
  emisor: string;
};

const columnas: TableColumn<Fila>[] = [
  textColumn<Fila>({ field: 'consecutivo', headerName: t.col.consecutivo, width: 210 }),
  dateColumn<Fila>({ field: 'dia', headerName: t.col.fecha }),
  textColumn<Fila>({ field: 'emisor', headerName: t.col.emisor, flex: 1, minWidth: 160 }),
  {
    field: 'iva',
    headerName: t.col.impuesto,
    width: 150,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_, row) => (row.impuesto === null ? t.montoDesconocido : colones(row.impuesto)),
  },
  {
    field: 'plazoTexto',
    headerName: t.col.plazo,
    width: 200,
    valueGetter: (_, row) => plazoTexto(row.plazo),
    renderCell: ({ row, value }) => (
      <Box component="span" sx={row.plazo?.vencido ? { color: 'error.main' } : undefined}>
        {String(value)}
      </Box>
    ),
  },
  {
    field: 'responder',
    headerName: es.common.acciones,
    width: 130,
    ...ACCIONES_COLUMNA,
    renderCell: ({ row, tabIndex }) => (
      <Button
        component={RouterLink}
        to={paths.recepcion}
        size="small"
        tabIndex={tabIndex}
        aria-label={t.riesgo.responderNombre(row.consecutivo)}
      >
        {t.riesgo.responder}
      </Button>
    ),
  },
];

/**
 * Supplier documents of the month without an answer Hacienda accepted: their IVA is no credit until
 * answered, by the deadline, in Recepción de comprobantes. A page at a time.
 */
export function CreditoEnRiesgo({ enRiesgo }: { enRiesgo: readonly CompraEnRiesgo[] }) {
  const filas = useMemo(
    () =>
      enRiesgo.map((r): Fila => ({
        ...r,
        id: r.compra.clave,
        consecutivo: r.compra.consecutivo || r.compra.clave,
        dia: r.compra.dia,
        emisor: r.compra.emisor,
      })),
    [enRiesgo],
  );
  return <TablaDocumentos label={t.riesgo.titulo} filas={filas} columnas={columnas} />;
}
