import FactCheckIcon from '@mui/icons-material/FactCheck';
import LibraryAddCheckIcon from '@mui/icons-material/LibraryAddCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dateColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { campo, defineListFilter } from '@/components/list-filter/list-filter';
import { ListFilterBar } from '@/components/list-filter/list-filter-bar';
import { useListFilter } from '@/components/list-filter/use-list-filter';
import { PageHeader } from '@/components/page-header';
import { formatAmount } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-confirmacion';
import { confirmacionKeys, exportarGastos, useConfirmaciones, type ListaFiltros } from '../api';
import { Digitos } from '../components/digitos';
import type { ConfirmRechazo } from '../contract';

const t = es.confirmacion;

/** Issue dates and a free text (consecutivo, emisor or clave), in the URL. */
const confirmacionFiltro = defineListFilter({
  fechasWidth: 200,
  fields: {
    filter: campo.texto({ url: 'texto', label: t.texto, sx: { flex: 1, minWidth: 200 }, search: true }),
  },
  params: (f): ListaFiltros => ({ filter: f.filter, fechaInicio: f.fechaInicio, fechaFinal: f.fechaFinal }),
});

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
 * 'Listado Confirmación y Rechazo Documentos Electrónicos' (confirmacion-rechazo): the received
 * documents the account confirmed or rejected, filtered by issue dates and free text (in the URL),
 * the whole answer in one virtualised, sortable grid (decision C2), and its Excel export.
 */
export function ConfirmacionRechazoPage() {
  const list = useListFilter(confirmacionFiltro, useConfirmaciones, {
    listKey: confirmacionKeys.listas(),
    exportar: { run: exportarGastos, exportado: t.exportado, error: t.exportarError },
  });
  const { query, values } = list;
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

  // With no dates asked, the dates the server says it used (if any) fill the fields.
  const data = query.data;
  const sinFechas = !values.fechaInicio && !values.fechaFinal;
  const fechas =
    sinFechas && data
      ? { fechaInicio: data.fechaInicio ?? '', fechaFinal: data.fechaFinal ?? '' }
      : undefined;
  return (
    <>
      <PageHeader
        title={t.titulo}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<FactCheckIcon />}
              component={RouterLink}
              to={paths.confirmacionUpload}
            >
              {t.confirmarRechazar}
            </Button>
            {/* Many documents at once (C11), beside the spec's one-document screen. */}
            <Button
              variant="outlined"
              startIcon={<LibraryAddCheckIcon />}
              component={RouterLink}
              to={paths.recepcion}
            >
              {es.recepcion.cargarVarios}
            </Button>
          </>
        }
      />
      <ListFilterBar list={list} fechas={fechas} />
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
          query={query}
          rowHeight={60}
        />
      </Box>
    </>
  );
}

export default ConfirmacionRechazoPage;
