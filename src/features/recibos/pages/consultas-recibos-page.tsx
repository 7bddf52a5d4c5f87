import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { dateColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { useFiltrar } from '@/components/data-table/use-filtrar';
import { DateRangeFields, useDateRange } from '@/components/date-range';
import { TodosSelect } from '@/components/todos-select';
import { FilterActions, FilterBar } from '@/components/filter-bar';
import { flash } from '@/components/flash/flash-store';
import { PageHeader } from '@/components/page-header';
import { parseQueryDate } from '@/lib/dates';
import { failureMessage } from '@/lib/errors';
import { es } from '@/messages/es';
import {
  exportarRecibos,
  recibosKeys,
  useConsultaOpciones,
  useConsultaRecibos,
  type ConsultaFiltros,
} from '../api';
import { ESTADOS_CONSULTA, PAGE_SIZE_CONSULTAS, type EstadoConsulta } from '../rules';
import type { Ref, ReciboRow } from '../schemas';

const t = es.consultasRecibos;
const col = es.recibos.col;

const urlSchema = z.object({
  fechaInicio: z.string().catch(''),
  fechaFinal: z.string().catch(''),
  estado: z.enum(['PENDIENTE', 'FINALIZADO', 'TODOS']).catch('FINALIZADO'),
  encargado: z.coerce.number().int().min(0).catch(0),
  cliente: z.coerce.number().int().min(0).catch(0),
  pagina: z.coerce.number().int().min(1).catch(1),
});
type UrlState = z.infer<typeof urlSchema>;

const sinFecha = (value: string) => (parseQueryDate(value) ? value : '');

/** 'Consultas Recibos' (recibos-filtros, admin or coordinator): filters, server paging by 25, Excel export. */
export function ConsultasRecibosPage() {
  const [url, setUrl] = useUrlState(urlSchema);
  const filtros: ConsultaFiltros = {
    fechaInicio: sinFecha(url.fechaInicio),
    fechaFinal: sinFecha(url.fechaFinal),
    estado: url.estado,
    encargadoId: url.encargado,
    clienteId: url.cliente,
  };
  const query = useConsultaRecibos(filtros, url.pagina - 1);
  const opciones = useConsultaOpciones();

  const filtrar = useFiltrar(recibosKeys.consultasTodas(), query.refetch);
  const aplicar = (f: ConsultaFiltros) => {
    setUrl({
      fechaInicio: f.fechaInicio || undefined,
      fechaFinal: f.fechaFinal || undefined,
      estado: f.estado === 'FINALIZADO' ? undefined : f.estado,
      encargado: f.encargadoId || undefined,
      cliente: f.clienteId || undefined,
      pagina: undefined,
    });
    filtrar();
  };

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

  // Here, not in the filter bar: applying new filters remounts the bar while the file downloads.
  const [exportando, setExportando] = useState(false);
  const exportar = async (f: ConsultaFiltros) => {
    if (exportando) return;
    aplicar(f);
    setExportando(true);
    try {
      const file = await exportarRecibos(f);
      flash.success(t.exportado(file));
    } catch (error) {
      flash.danger(failureMessage(t.exportarError, error));
    } finally {
      setExportando(false);
    }
  };

  const filterKey = `${url.fechaInicio}|${url.fechaFinal}|${url.estado}|${url.encargado}|${url.cliente}`;
  return (
    <>
      <PageHeader title={t.titulo} />
      <FiltrosConsulta
        key={filterKey}
        inicial={url}
        encargados={opciones.data?.encargados ?? []}
        clientes={opciones.data?.clientes ?? []}
        exportando={exportando}
        onFiltrar={aplicar}
        onExportar={(f) => void exportar(f)}
      />
      <DataTable
        label={t.titulo}
        rows={query.data?.recibos ?? []}
        columns={columns}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        paging={{
          page: url.pagina - 1,
          pageSize: PAGE_SIZE_CONSULTAS,
          rowCount: query.data?.total ?? 0,
          onPageChange: (p) => setUrl({ pagina: p > 0 ? p + 1 : undefined }),
        }}
      />
    </>
  );
}

type FiltrosProps = {
  inicial: UrlState;
  encargados: readonly Ref[];
  clientes: readonly Ref[];
  exportando: boolean;
  onFiltrar: (f: ConsultaFiltros) => void;
  onExportar: (f: ConsultaFiltros) => void;
};

/** The filter bar keeps a draft; Filtrar (and Exportar Excel) apply it to the URL. */
function FiltrosConsulta({ inicial, encargados, clientes, exportando, onFiltrar, onExportar }: FiltrosProps) {
  const rango = useDateRange(inicial.fechaInicio, inicial.fechaFinal);
  const [estado, setEstado] = useState<EstadoConsulta>(inicial.estado);
  const [encargadoId, setEncargadoId] = useState(inicial.encargado);
  const [clienteId, setClienteId] = useState(inicial.cliente);

  /** The typed filters, or null (with the reason flashed) when a date is unusable. */
  const draft = (): ConsultaFiltros | null => {
    const fechas = rango.read();
    if (!fechas) return null;
    return {
      ...fechas,
      estado,
      encargadoId,
      clienteId,
    };
  };

  const filtrar = () => {
    const f = draft();
    if (f) onFiltrar(f);
  };
  const exportar = () => {
    const f = draft();
    if (f) onExportar(f);
  };

  const select = (
    label: string,
    value: number,
    onChange: (v: number) => void,
    items: readonly Ref[],
    minWidth: number,
  ) => <TodosSelect label={label} value={value} onChange={onChange} items={items} sx={{ minWidth }} />;

  return (
    <FilterBar>
      <DateRangeFields range={rango} width={205} />
      <TextField
        select
        label={t.estado}
        value={estado}
        onChange={(e) => setEstado(e.target.value as EstadoConsulta)}
        sx={{ minWidth: 140 }}
      >
        {ESTADOS_CONSULTA.map((e) => (
          <MenuItem key={e} value={e}>
            {es.recibos.estados[e]}
          </MenuItem>
        ))}
      </TextField>
      {select(t.encargados, encargadoId, setEncargadoId, encargados, 200)}
      {select(t.clientes, clienteId, setClienteId, clientes, 240)}
      <FilterActions onFiltrar={filtrar} onExportar={exportar} exportando={exportando} />
    </FilterBar>
  );
}

export default ConsultasRecibosPage;
