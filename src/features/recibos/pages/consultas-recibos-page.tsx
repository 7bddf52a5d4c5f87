import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { dateColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { campo, defineListFilter } from '@/components/list-filter/list-filter';
import { ListFilterBar } from '@/components/list-filter/list-filter-bar';
import { useListFilter } from '@/components/list-filter/use-list-filter';
import { PageHeader } from '@/components/page-header';
import * as es from '@/messages/es-recibos';
import {
  exportarRecibos,
  recibosKeys,
  useConsultasRecibosOptions,
  useConsultasRecibos,
  type ConsultaFiltros,
} from '../api';
import { ESTADOS_CONSULTA, PAGE_SIZE_CONSULTAS } from '../rules';
import type { ReciboRow } from '../contract';

const t = es.consultasRecibos;
const col = es.recibos.col;

const consultaFiltro = defineListFilter({
  fechasWidth: 205,
  fields: {
    estado: campo.eleccion({
      url: 'estado',
      label: t.estado,
      sx: { minWidth: 140 },
      valores: ESTADOS_CONSULTA,
      etiqueta: (e) => es.recibos.estados[e],
      default: 'FINALIZADO',
    }),
    encargadoId: campo.opcion({
      url: 'encargado',
      label: t.encargados,
      sx: { minWidth: 200 },
      opciones: 'encargados',
    }),
    clienteId: campo.opcion({
      url: 'cliente',
      label: t.clientes,
      sx: { minWidth: 240 },
      opciones: 'clientes',
    }),
  },
  params: (f): ConsultaFiltros => ({
    encargadoId: f.encargadoId,
    clienteId: f.clienteId,
    estado: f.estado,
    fechaInicio: f.fechaInicio,
    fechaFinal: f.fechaFinal,
  }),
});

/** 'Consultas Recibos' (recibos-filtros, admin or coordinator): filters, server paging by 25, Excel export. */
export function ConsultasRecibosPage() {
  const list = useListFilter(consultaFiltro, useConsultasRecibos, {
    listKey: recibosKeys.consultasTodas(),
    pageSize: PAGE_SIZE_CONSULTAS,
    exportar: { run: exportarRecibos, exportado: t.exportado, error: t.exportarError },
  });
  const { query } = list;
  const opciones = useConsultasRecibosOptions();

  const columns = useMemo<GridColDef<ReciboRow>[]>(
    () => [
      { field: 'recibo', headerName: col.recibo, width: 72 },
      dateColumn<ReciboRow>({ field: 'fecha', headerName: col.fecha, width: 110 }),
      textColumn<ReciboRow>({ field: 'aduana', headerName: col.aduana, flex: 1, minWidth: 160 }),
      textColumn<ReciboRow>({ field: 'tipo', headerName: col.tipo, flex: 1, minWidth: 150 }),
      textColumn<ReciboRow>({ field: 'cliente', headerName: col.cliente, flex: 1.2, minWidth: 170 }),
      textColumn<ReciboRow>({
        field: 'consignatario',
        headerName: col.consignatario,
        flex: 1,
        minWidth: 150,
      }),
      { field: 'dua', headerName: col.dua, width: 148 },
      textColumn<ReciboRow>({ field: 'encargado', headerName: col.encargado, flex: 1, minWidth: 150 }),
      { field: 'estado', headerName: col.estado, width: 114 },
      {
        field: 'antiguedad',
        headerName: col.antiguedad,
        type: 'number',
        width: 108,
        valueFormatter: (value: number) => es.recibos.dias(value),
      },
      {
        field: 'corelacionId',
        headerName: col.correlacion,
        width: 112,
        // Shown only when the receipt is correlated (corelacionId not 0).
        valueFormatter: (value: number) => (value ? String(value) : ''),
      },
      textColumn<ReciboRow>({ field: 'facturas', headerName: col.facturas, width: 110 }),
    ],
    [],
  );

  return (
    <>
      <PageHeader title={t.titulo} />
      <ListFilterBar list={list} opciones={opciones.data} />
      <DataTable
        label={t.titulo}
        rows={query.data?.recibos ?? []}
        columns={columns}
        query={query}
        paging={list.paging(query.data?.total ?? 0)}
      />
    </>
  );
}

export default ConsultasRecibosPage;
