import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dateColumn, textColumn, type TableColumn } from '@/components/data-table/columns';
import { formatAmount, fromExacto } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cierre-iva';
import type { CompraApartada, VentaApartada } from '../worksheet';
import { TablaDocumentos } from './tabla-documentos';

const t = es.cierreIva.hoja;

/** Rows: their texts are written for the page shown only (a month can have hundreds of rows). */
type FilaVenta = VentaApartada & {
  id: string;
  consecutivo: string;
  dia: string;
  contraparte: string;
};
type FilaCompra = CompraApartada & {
  id: string;
  consecutivo: string;
  dia: string;
  emisor: string;
};

const columnasVentas: TableColumn<FilaVenta>[] = [
  {
    field: 'factura',
    headerName: t.col.factura,
    width: 130,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={paths.historialFactura(row.venta.facturaId)} tabIndex={tabIndex}>
        {t.apartadas.factura(row.venta.facturaId)}
      </Link>
    ),
  },
  textColumn<FilaVenta>({ field: 'consecutivo', headerName: t.col.consecutivo, width: 200 }),
  dateColumn<FilaVenta>({ field: 'dia', headerName: t.col.fecha }),
  textColumn<FilaVenta>({ field: 'contraparte', headerName: t.col.cliente, flex: 1, minWidth: 160 }),
  textColumn<FilaVenta>({
    field: 'razon',
    headerName: t.col.motivo,
    flex: 2,
    minWidth: 260,
    valueGetter: (_, a) => t.apartadas.motivoVenta[a.motivo] + (a.venta.motivo ? `: ${a.venta.motivo}` : ''),
  }),
];

const columnasCompras: TableColumn<FilaCompra>[] = [
  {
    field: 'consecutivo',
    headerName: t.col.consecutivo,
    width: 210,
    renderCell: ({ row, tabIndex }) =>
      row.motivo === 'respuestaRechazada' ? (
        <Link
          component={RouterLink}
          to={paths.recepcion}
          tabIndex={tabIndex}
          aria-label={t.verRecepcion(row.consecutivo)}
        >
          {row.consecutivo}
        </Link>
      ) : (
        row.consecutivo
      ),
  },
  dateColumn<FilaCompra>({ field: 'dia', headerName: t.col.fecha }),
  textColumn<FilaCompra>({ field: 'emisor', headerName: t.col.emisor, flex: 1, minWidth: 160 }),
  {
    field: 'impuesto',
    headerName: t.col.impuesto,
    width: 150,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_, a) => `${a.compra.moneda} ${formatAmount(fromExacto(a.compra.totalImpuesto))}`,
  },
  textColumn<FilaCompra>({
    field: 'razon',
    headerName: t.col.motivo,
    flex: 2,
    minWidth: 260,
    valueGetter: (_, a) => t.apartadas.motivoCompra[a.motivo],
  }),
];

/**
 * The month's sales not counted (rejected, pending, unsent, accepted but not read), each with its
 * reason (Hacienda's or the server's, when it gave one) and a link to the invoice, a page at a time.
 */
export function VentasApartadas({ apartadas }: { apartadas: readonly VentaApartada[] }) {
  const filas = useMemo(
    () =>
      apartadas.map((a): FilaVenta => ({
        ...a,
        id: `${a.venta.facturaId}-${a.venta.tipo}`,
        consecutivo: a.venta.consecutivo,
        dia: a.venta.dia,
        contraparte: a.venta.contraparte,
      })),
    [apartadas],
  );
  return <TablaDocumentos label={t.apartadas.ventas} filas={filas} columnas={columnasVentas} />;
}

/** Supplier documents not counted: rejected by the company, its answer refused, or no exchange rate. */
export function ComprasApartadas({ apartadas }: { apartadas: readonly CompraApartada[] }) {
  const filas = useMemo(
    () =>
      apartadas.map((a): FilaCompra => ({
        ...a,
        id: a.compra.clave,
        consecutivo: a.compra.consecutivo,
        dia: a.compra.dia,
        emisor: a.compra.emisor,
      })),
    [apartadas],
  );
  return <TablaDocumentos label={t.apartadas.compras} filas={filas} columnas={columnasCompras} />;
}
