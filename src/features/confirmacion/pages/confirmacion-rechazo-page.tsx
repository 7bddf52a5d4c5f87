import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { dateColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { useFiltrar } from '@/components/data-table/use-filtrar';
import { DateRangeFields, useDateRange } from '@/components/date-range';
import { FilterActions, FilterBar } from '@/components/filter-bar';
import { flash } from '@/components/flash/flash-store';
import { PageHeader } from '@/components/page-header';
import { parseQueryDate } from '@/lib/dates';
import { errorStatus, failureMessage } from '@/lib/errors';
import { formatAmount } from '@/lib/money';
import { paths } from '@/lib/paths';
import { es } from '@/messages/es';
import { confirmacionKeys, exportarGastos, useConfirmaciones, type ListaFiltros } from '../api';
import { Digitos } from '../components/digitos';
import type { ConfirmRechazo } from '../schemas';

const t = es.confirmacion;

const urlSchema = z.object({
  fechaInicio: z.string().catch(''),
  fechaFinal: z.string().catch(''),
  /** Consecutivo, emisor or clave. */
  texto: z.string().catch(''),
});

const sinFecha = (value: string) => (parseQueryDate(value) ? value : '');

/** A header that may take two lines ('Total Comprobante' in a narrow money column). */
const dosLineas = (text: string) => () => (
  <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.2, fontWeight: 600 }}>
    {text}
  </Box>
);

const montoColumn = (
  field: keyof ConfirmRechazo,
  headerName: string,
  width: number,
): GridColDef<ConfirmRechazo> => ({
  field,
  headerName,
  type: 'number',
  width,
  renderHeader: dosLineas(headerName),
  valueFormatter: (value: number) => formatAmount(value),
});

/** The theme's success and error colours. */
const COLOR_ESTADO: Record<string, string> = { CONFIRMADO: '#2e7d32', RECHAZADO: '#c62828' };

/**
 * CONFIRMADO / RECHAZADO as a small coloured pill. A plain span with an inline style, not a Chip:
 * thousands of rows scroll through it (decision C2).
 */
function Estado({ estado }: { estado: string }) {
  if (!estado) return null;
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '2px 8px',
        borderRadius: 11,
        fontSize: '0.7rem',
        fontWeight: 700,
        lineHeight: '18px',
        letterSpacing: '0.02em',
        color: '#fff',
        background: COLOR_ESTADO[estado] ?? '#616161',
      }}
    >
      {estado}
    </span>
  );
}

/**
 * 'Listado Confirmación y Rechazo Documentos Electrónicos' (confirmacion-rechazo; seed 2 §2): the
 * received documents the account confirmed or rejected, filtered by issue dates and free text (in the
 * URL, B4), the whole answer in one virtualised, sortable grid (decision C2), and its Excel export.
 */
export function ConfirmacionRechazoPage() {
  const [url, setUrl] = useUrlState(urlSchema);
  const filtros: ListaFiltros = {
    fechaInicio: sinFecha(url.fechaInicio),
    fechaFinal: sinFecha(url.fechaFinal),
    filter: url.texto,
  };
  const query = useConfirmaciones(filtros);

  const filtrar = useFiltrar(confirmacionKeys.listas(), query.refetch);
  const aplicar = (f: ListaFiltros) => {
    setUrl({
      fechaInicio: f.fechaInicio || undefined,
      fechaFinal: f.fechaFinal || undefined,
      texto: f.filter.trim() || undefined,
    });
    filtrar();
  };

  // Ten columns at 1366 px beside the sidebar (decision C2): the clave on three lines, the consecutivo
  // on two, a slightly smaller type and tighter cell padding than the other lists.
  const columns = useMemo<GridColDef<ConfirmRechazo>[]>(
    () => [
      {
        field: 'clave',
        headerName: t.col.clave,
        width: 130,
        renderCell: ({ row }) => <Digitos value={row.clave} size="0.7rem" lineHeight={1.25} />,
      },
      {
        field: 'consecutivo',
        headerName: t.col.consecutivo,
        width: 104,
        renderCell: ({ row }) => <Digitos value={row.consecutivo} size="0.72rem" corte={10} />,
      },
      textColumn<ConfirmRechazo>({ field: 'emisor', headerName: t.col.emisor, flex: 1, minWidth: 130 }),
      { field: 'moneda', headerName: t.col.moneda, width: 78 },
      montoColumn('totalVenta', t.col.totalVenta, 100),
      montoColumn('totalImpuesto', t.col.totalImpuesto, 92),
      montoColumn('totalComprobante', t.col.totalComprobante, 112),
      {
        field: 'estado',
        headerName: t.col.estado,
        width: 112,
        renderCell: ({ row }) => <Estado estado={row.estado} />,
      },
      textColumn<ConfirmRechazo>({ field: 'estadoEnviadoHacienda', headerName: t.col.hacienda, width: 90 }),
      dateColumn<ConfirmRechazo>({
        field: 'fechaEmision',
        headerName: t.col.fechaEmision,
        width: 92,
        renderHeader: dosLineas(t.col.fechaEmision),
      }),
    ],
    [],
  );

  // Here, not in the filter bar: applying new filters remounts the bar while the file downloads.
  const [exportando, setExportando] = useState(false);
  const exportar = async (f: ListaFiltros) => {
    if (exportando) return;
    aplicar(f);
    setExportando(true);
    try {
      const file = await exportarGastos(f);
      flash.success(t.exportado(file));
    } catch (error) {
      if (errorStatus(error) !== 401) flash.danger(failureMessage(t.exportarError, error));
    } finally {
      setExportando(false);
    }
  };

  // With no dates asked, the dates the server says it used (if any) fill the fields.
  const data = query.data;
  const inicio = url.fechaInicio || (url.fechaFinal ? '' : (data?.fechaInicio ?? ''));
  const final = url.fechaFinal || (url.fechaInicio ? '' : (data?.fechaFinal ?? ''));
  const filterKey = `${inicio}|${final}|${url.texto}`;
  return (
    <>
      <PageHeader
        title={t.titulo}
        actions={
          <Button
            variant="contained"
            startIcon={<FactCheckIcon />}
            component={RouterLink}
            to={paths.confirmacionUpload}
          >
            {t.confirmarRechazar}
          </Button>
        }
      />
      <FiltrosConfirmacion
        key={filterKey}
        inicial={{ fechaInicio: inicio, fechaFinal: final, filter: url.texto }}
        exportando={exportando}
        onFiltrar={aplicar}
        onExportar={(f) => void exportar(f)}
      />
      <Box
        sx={{
          '& .MuiDataGrid-root .MuiDataGrid-cell': { fontSize: '0.8125rem', px: '6px' },
          '& .MuiDataGrid-root .MuiDataGrid-columnHeader': { px: '6px' },
        }}
      >
        <DataTable
          label={t.titulo}
          rows={data?.confirmRechazos ?? []}
          columns={columns}
          getRowId={(r) => `${r.clave}|${r.estado}`}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          rowHeight={60}
        />
      </Box>
    </>
  );
}

type FiltrosProps = {
  inicial: ListaFiltros;
  exportando: boolean;
  onFiltrar: (f: ListaFiltros) => void;
  onExportar: (f: ListaFiltros) => void;
};

/** The filter bar keeps a draft; Filtrar (or Enter in the text), and Exportar Excel, apply it. */
function FiltrosConfirmacion({ inicial, exportando, onFiltrar, onExportar }: FiltrosProps) {
  const rango = useDateRange(inicial.fechaInicio, inicial.fechaFinal);
  const [texto, setTexto] = useState(inicial.filter);

  /** The typed filters, or null (with the reason flashed) when a date is unusable. */
  const draft = (): ListaFiltros | null => {
    const fechas = rango.read();
    if (!fechas) return null;
    return { ...fechas, filter: texto.trim() };
  };

  const filtrar = () => {
    const f = draft();
    if (f) onFiltrar(f);
  };
  const exportar = () => {
    const f = draft();
    if (f) onExportar(f);
  };

  return (
    <FilterBar>
      <DateRangeFields range={rango} width={180} />
      <TextField
        label={t.texto}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') filtrar();
        }}
        type="search"
        sx={{ flex: 1, minWidth: 200 }}
      />
      <FilterActions onFiltrar={filtrar} onExportar={exportar} exportando={exportando} />
    </FilterBar>
  );
}

export default ConfirmacionRechazoPage;
