import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { dateColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { campo, defineListFilter } from '@/components/list-filter/list-filter';
import { ListFilterBar } from '@/components/list-filter/list-filter-bar';
import { useListFilter } from '@/components/list-filter/use-list-filter';
import { PageHeader } from '@/components/page-header';
import { formatAmount } from '@/lib/money';
import * as es from '@/messages/es-resumen-ingresos';
import { facturasKeys, type ResumenFiltros } from '../keys';
import { PAGE_SIZE_RESUMEN } from '../contract';
import { exportarFacturas, useResumenIngresos } from '../resumen-api';
import type { ResumenRow } from '../contract';

const t = es.resumenIngresos;

/** A date range and optionally one invoice number (digits only, as the spec says), in the URL. */
const resumenFiltro = defineListFilter({
  fechasWidth: 200,
  fields: {
    factura: campo.digitos({
      url: 'factura',
      label: t.factura,
      sx: { width: 220 },
      rechazo: t.facturaNumerica,
      placeholder: t.facturaAyuda,
    }),
  },
  params: (f): ResumenFiltros => ({
    fechaInicio: f.fechaInicio,
    fechaFinal: f.fechaFinal,
    facturaId: Number(f.factura) || 0,
  }),
});

/** Amounts with 2 decimals (the rows carry no currency). */
const montoColumn = (field: keyof ResumenRow, headerName: string, width: number): GridColDef<ResumenRow> => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: (value: number) => formatAmount(value),
});

/**
 * 'Resumen Ingresos' (factura-filtros, admin or coordinator): invoices of a date range, optionally one
 * number, server-paged by 25, and their Excel export (F34).
 */
export function ResumenIngresosPage() {
  const list = useListFilter(resumenFiltro, useResumenIngresos, {
    listKey: facturasKeys.resumenes(),
    pageSize: PAGE_SIZE_RESUMEN,
    exportar: { run: exportarFacturas, exportado: t.exportado, error: t.exportarError },
  });
  const { query, values } = list;
  const page = query.data;

  const columns = useMemo<GridColDef<ResumenRow>[]>(
    () => [
      { field: 'facturaId', headerName: t.col.factura, width: 84 },
      dateColumn<ResumenRow>({ field: 'fechaFacturacion', headerName: t.col.fechaFacturacion, width: 164 }),
      textColumn<ResumenRow>({ field: 'cliente', headerName: t.col.cliente, flex: 1, minWidth: 150 }),
      { field: 'cedula', headerName: t.col.cedula, width: 132 },
      montoColumn('subtotal', t.col.subTotal, 108),
      montoColumn('impuestoVentas', t.col.impuestos, 100),
      montoColumn('total', t.col.total, 112),
      textColumn<ResumenRow>({ field: 'hacienda', headerName: t.col.hacienda, width: 160 }),
    ],
    [],
  );

  // Without dates in the URL the filter shows the range the server answered with (the current month).
  const fechas = {
    fechaInicio: values.fechaInicio || page?.fechaInicio || '',
    fechaFinal: values.fechaFinal || page?.fechaFinal || '',
  };
  return (
    <>
      <PageHeader title={t.titulo} />
      <ListFilterBar list={list} fechas={fechas} />
      <DataTable
        label={t.titulo}
        rows={page?.facturas ?? []}
        columns={columns}
        getRowId={(r) => r.facturaId}
        query={query}
        paging={list.paging(page?.total ?? 0)}
      />
    </>
  );
}

export default ResumenIngresosPage;
