import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef } from 'react';
import { BarChart } from '@/components/charts';
import { moneyColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { ListFilterBar } from '@/components/list-filter/list-filter-bar';
import { useListFilter } from '@/components/list-filter/use-list-filter';
import { PageHeader } from '@/components/page-header';
import { formatDate, parseQueryDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import * as es from '@/messages/es-resumenes';
import { resumenesKeys, useResumenGrafico, useResumenOptions } from '../api';
import type { ResumenConfig } from '../configs';
import { agrupar } from '../rules';
import { filasPaginadas } from '@/lib/paging';
import type { Tramite } from '../contract';

const t = es.resumenes;
/** Bars in a chart; the rest are one 'Otros' bar. */
const MAX_BARRAS = 10;

type Fila = Tramite & { id: string };

function columnasDe(config: ResumenConfig): GridColDef<Fila>[] {
  return config.def.campos.map((campo, i): GridColDef<Fila> => {
    const headerName = config.columnas[campo] ?? campo;
    if (campo === 'total') return moneyColumn<Fila>({ field: campo, headerName, width: 160 });
    if (campo === 'cantidad') return { field: campo, headerName, type: 'number', width: 110 };
    return textColumn<Fila>({ field: campo, headerName, flex: i === 0 ? 1.3 : 1, minWidth: 120 });
  });
}

/**
 * One admin summary (S1): date range and the summary's option filters (each with TODOS) in the URL,
 * server paging by the summary's page size, the server's fechaInicio / fechaFinal written back
 * into the date filters, the total amount where the summary carries money, Reintentar on a failed load,
 * and a chart of the whole range beside the table.
 */
export function ResumenPage({ config }: { config: ResumenConfig }) {
  const { def } = config;
  // Filtrar marks the table and its chart stale and asks the table; the chart is asked once the
  // table has answered for the filters on screen (its `enabled`), never beside a table request.
  const list = useListFilter(config.filtro, config.useLista, {
    listKey: [...resumenesKeys.all, def.id],
    pageSize: def.pageSize,
  });
  const { query, values, params: filtros } = list;
  const pagina = list.page + 1;
  const opciones = useResumenOptions(def);
  const data = query.data;
  const actual = data && !query.isPlaceholderData ? data : undefined;
  const listo = !!actual && !query.isFetching;
  const grafico = useResumenGrafico(def, filtros, listo);
  // The table's request and answer can land in one render (then `enabled` never flips): a chart that
  // Filtrar marked stale is asked once per new table answer — never on the press itself, whose render
  // still shows the replaced filters — joining a request already under way.
  // Only a chart Filtrar invalidated: one merely older than the cache's 30 s stays as it is on a page change.
  const { isStale: graficoViejo, refetch: pedirGrafico } = grafico;
  const queryClient = useQueryClient();
  const atendida = useRef(0);
  useEffect(() => {
    if (!listo || !graficoViejo || atendida.current === query.dataUpdatedAt) return;
    const estado = queryClient.getQueryState(resumenesKeys.grafico(def.id, filtros));
    if (estado?.data !== undefined && !estado.isInvalidated) return;
    atendida.current = query.dataUpdatedAt;
    void pedirGrafico({ cancelRefetch: false });
  }, [listo, graficoViejo, query.dataUpdatedAt, pedirGrafico, queryClient, def.id, filtros]);

  const columns = useMemo(() => columnasDe(config), [config]);
  // Rows have no id of their own (two handlers may share a name): their place in the answer is one.
  const filas = useMemo(
    () => (data?.tramites ?? []).map((r, i) => ({ ...r, id: `${data?.pagesTotal}-${pagina}-${i}` })),
    [data, pagina],
  );

  // The spec writes the server's range back into the date filters: without dates in the URL it is the
  // current month. While a new answer is on its way the URL's dates stand (S1).
  const fechaInicio = actual?.fechaInicio || values.fechaInicio;
  const fechaFinal = actual?.fechaFinal || values.fechaFinal;

  return (
    <>
      <PageHeader title={config.titulo} />
      <ListFilterBar list={list} opciones={opciones.data} fechas={{ fechaInicio, fechaFinal }} />
      {def.conMonto && (
        <Typography variant="subtitle1" component="p" sx={{ mb: 1.5, fontWeight: 600 }}>
          {t.montoTotal}: {data ? formatMoney(data.monto) : '—'}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <DataTable
          label={config.titulo}
          rows={filas}
          columns={columns}
          query={query}
          paging={list.paging(data ? filasPaginadas(data.total, data.pagesTotal, def.pageSize) : 0)}
        />
        {!query.error &&
          !grafico.error &&
          (grafico.data ? (
            <GraficoResumen
              config={config}
              tramites={grafico.data.tramites}
              rango={[fechaInicio, fechaFinal]}
            />
          ) : (
            <Skeleton variant="rounded" height={260} aria-hidden />
          ))}
      </Box>
    </>
  );
}

function GraficoResumen({
  config,
  tramites,
  rango,
}: {
  config: ResumenConfig;
  tramites: readonly Tramite[];
  rango: [string, string];
}) {
  const { por, valor } = config.def.grafico;
  const { labels, data } = useMemo(
    () => agrupar(tramites, por, valor, MAX_BARRAS, t.otros),
    [tramites, por, valor],
  );
  const dia = (d: string) => formatDate(parseQueryDate(d));
  return (
    <Box>
      <BarChart
        title={config.grafico.titulo}
        labels={labels}
        datasets={[{ label: config.grafico.serie, data }]}
        categoryLabel={config.grafico.categoria}
        format={valor === 'total' ? 'money' : 'count'}
        horizontal
        height={Math.max(200, labels.length * 34 + 40)}
      />
      {rango[0] && rango[1] && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t.graficoRango(dia(rango[0]), dia(rango[1]))}
        </Typography>
      )}
    </Box>
  );
}
