import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { BarChart } from '@/components/charts';
import { moneyColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { useFiltrar } from '@/components/data-table/use-filtrar';
import { DateRangeFields, useDateRange } from '@/components/date-range';
import { TodosSelect } from '@/components/todos-select';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { formatDate, parseQueryDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { es } from '@/messages/es';
import { resumenesKeys, useResumen, useResumenGrafico, useResumenOpciones } from '../api';
import type { ResumenConfig } from '../configs';
import { agrupar, filasPaginadas, type FiltroResumen, type ResumenFiltros } from '../rules';
import type { Ref, ResumenOpciones, Tramite } from '../schemas';

const t = es.resumenes;
const NINGUNO: readonly Ref[] = [];
/** Bars in a chart; the rest are one 'Otros' bar. */
const MAX_BARRAS = 10;

const sinFecha = (value: unknown) => (typeof value === 'string' && parseQueryDate(value) ? value : '');

type Ids = ResumenFiltros['ids'];

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
 * One admin summary (seed 2 §2 'Summaries'; DECISIONS R2): date range and the summary's option
 * filters (each with TODOS) in the URL (B4), server paging by the summary's page size, the server's
 * fechaInicio / fechaFinal written back into the date filters, the total amount where the summary
 * carries money, Reintentar on a failed load (B1), and a chart of the whole range beside the table.
 */
export function ResumenPage({ config }: { config: ResumenConfig }) {
  const { def } = config;
  const [url, setUrl] = useUrlState(config.urlSchema);
  const pagina = Number(url.pagina) || 1;
  const ids: Ids = {};
  for (const f of def.filtros) ids[f.param] = Number(url[f.url]) || 0;
  const filtros: ResumenFiltros = {
    fechaInicio: sinFecha(url.fechaInicio),
    fechaFinal: sinFecha(url.fechaFinal),
    ids,
  };
  const query = useResumen(def, filtros, pagina - 1);
  const opciones = useResumenOpciones(def);
  const data = query.data;
  const actual = data && !query.isPlaceholderData ? data : undefined;
  const grafico = useResumenGrafico(def, filtros, !!actual);

  // The table and its chart: both were marked stale; the chart follows the table's answer (its
  // `enabled`), so only the table is asked here.
  const filtrar = useFiltrar([...resumenesKeys.all, def.id], query.refetch);
  const aplicar = (f: ResumenFiltros) => {
    setUrl({
      fechaInicio: f.fechaInicio,
      fechaFinal: f.fechaFinal,
      ...Object.fromEntries(def.filtros.map((x) => [x.url, f.ids[x.param] || undefined])),
      pagina: undefined,
    });
    filtrar();
  };

  const columns = useMemo(() => columnasDe(config), [config]);
  // Rows have no id of their own (two handlers may share a name): their place in the answer is one.
  const filas = useMemo(
    () => (data?.tramites ?? []).map((r, i) => ({ ...r, id: `${data?.pagesTotal}-${pagina}-${i}` })),
    [data, pagina],
  );

  // The server's range is written back into the date filters (seed 2 §2): without dates in the URL
  // it is the current month. While a new answer is on its way the URL's dates stand.
  const fechaInicio = actual?.fechaInicio || filtros.fechaInicio;
  const fechaFinal = actual?.fechaFinal || filtros.fechaFinal;
  const filterKey = JSON.stringify([fechaInicio, fechaFinal, ids]);

  return (
    <>
      <PageHeader title={config.titulo} />
      <FiltrosResumen
        key={filterKey}
        config={config}
        inicial={{ fechaInicio, fechaFinal, ids }}
        opciones={opciones.data}
        onFiltrar={aplicar}
      />
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
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          paging={{
            page: pagina - 1,
            pageSize: def.pageSize,
            rowCount: data ? filasPaginadas(data.total, data.pagesTotal, def.pageSize) : 0,
            onPageChange: (p) => setUrl({ pagina: p > 0 ? p + 1 : undefined }),
          }}
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

type FiltrosProps = {
  config: ResumenConfig;
  inicial: ResumenFiltros;
  opciones: ResumenOpciones | undefined;
  onFiltrar: (f: ResumenFiltros) => void;
};

/** The filter bar keeps a draft; Filtrar applies it to the URL. */
function FiltrosResumen({ config, inicial, opciones, onFiltrar }: FiltrosProps) {
  const rango = useDateRange(inicial.fechaInicio, inicial.fechaFinal);
  const [ids, setIds] = useState<Ids>(inicial.ids);

  const filtrar = () => {
    const fechas = rango.read();
    if (fechas) onFiltrar({ ...fechas, ids });
  };

  const select = (f: FiltroResumen) => {
    const items = opciones?.[f.opciones] ?? NINGUNO;
    const value = ids[f.param] ?? 0;
    return (
      <TodosSelect
        key={f.url}
        label={config.etiquetas[f.url]}
        value={value}
        onChange={(id) => setIds((prev) => ({ ...prev, [f.param]: id }))}
        items={items}
        sx={{ width: 220 }}
      />
    );
  };

  return (
    <FilterBar>
      <DateRangeFields range={rango} width={200} />
      {config.def.filtros.map(select)}
      <Button variant="contained" startIcon={<FilterListIcon />} onClick={filtrar}>
        {t.filtrar}
      </Button>
    </FilterBar>
  );
}
