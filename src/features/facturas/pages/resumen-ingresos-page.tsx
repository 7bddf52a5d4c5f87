import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
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
import { es } from '@/messages/es';
import { exportarFacturas, facturasKeys, useResumenIngresos, type ResumenFiltros } from '../api';
import { PAGE_SIZE_RESUMEN } from '../rules';
import type { ResumenRow } from '../schemas';

const t = es.resumenIngresos;

const urlSchema = z.object({
  fechaInicio: z.string().catch(''),
  fechaFinal: z.string().catch(''),
  /** The invoice number: digits only ('' = any). */
  factura: z
    .string()
    .regex(/^\d{1,12}$/)
    .catch(''),
  pagina: z.coerce.number().int().min(1).catch(1),
});

const sinFecha = (value: string) => (parseQueryDate(value) ? value : '');

/** Amounts with 2 decimals (the rows carry no currency). */
const montoColumn = (field: keyof ResumenRow, headerName: string, width: number): GridColDef<ResumenRow> => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: (value: number) => formatAmount(value),
});

/**
 * 'Resumen Ingresos' (factura-filtros, admin or coordinator; seed 2 §2): invoices of a date range,
 * optionally one number, server-paged by 25, and their Excel export.
 */
export function ResumenIngresosPage() {
  const [url, setUrl] = useUrlState(urlSchema);
  const filtros: ResumenFiltros = {
    fechaInicio: sinFecha(url.fechaInicio),
    fechaFinal: sinFecha(url.fechaFinal),
    facturaId: url.factura ? Number(url.factura) : 0,
  };
  const query = useResumenIngresos(filtros, url.pagina - 1);
  const page = query.data;

  const filtrar = useFiltrar(facturasKeys.resumenes(), query.refetch);
  const aplicar = (f: ResumenFiltros) => {
    setUrl({
      fechaInicio: f.fechaInicio || undefined,
      fechaFinal: f.fechaFinal || undefined,
      factura: f.facturaId || undefined,
      pagina: undefined,
    });
    filtrar();
  };

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

  // Here, not in the filter bar: applying the filters remounts the bar while the file downloads.
  const [exportando, setExportando] = useState(false);
  const exportar = async (f: ResumenFiltros) => {
    if (exportando) return;
    aplicar(f);
    setExportando(true);
    try {
      flash.success(t.exportado(await exportarFacturas(f)));
    } catch (error) {
      if (errorStatus(error) !== 401) flash.danger(failureMessage(t.exportarError, error));
    } finally {
      setExportando(false);
    }
  };

  // Without dates in the URL the filter shows the range the server answered with (the current month).
  const fechaInicio = url.fechaInicio || page?.fechaInicio || '';
  const fechaFinal = url.fechaFinal || page?.fechaFinal || '';
  return (
    <>
      <PageHeader title={t.titulo} />
      <FiltrosResumen
        key={`${fechaInicio}|${fechaFinal}|${url.factura}`}
        fechaInicio={fechaInicio}
        fechaFinal={fechaFinal}
        factura={url.factura}
        exportando={exportando}
        onFiltrar={aplicar}
        onExportar={(f) => void exportar(f)}
      />
      <DataTable
        label={t.titulo}
        rows={page?.facturas ?? []}
        columns={columns}
        getRowId={(r) => r.facturaId}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        paging={{
          page: url.pagina - 1,
          pageSize: PAGE_SIZE_RESUMEN,
          rowCount: page?.total ?? 0,
          onPageChange: (p) => setUrl({ pagina: p > 0 ? p + 1 : undefined }),
        }}
      />
    </>
  );
}

type FiltrosProps = {
  fechaInicio: string;
  fechaFinal: string;
  factura: string;
  exportando: boolean;
  onFiltrar: (f: ResumenFiltros) => void;
  onExportar: (f: ResumenFiltros) => void;
};

function FiltrosResumen({
  fechaInicio,
  fechaFinal,
  factura,
  exportando,
  onFiltrar,
  onExportar,
}: FiltrosProps) {
  const rango = useDateRange(fechaInicio, fechaFinal);
  const [numero, setNumero] = useState(factura);
  const [rechazado, setRechazado] = useState(false);

  const draft = (): ResumenFiltros | null => {
    const fechas = rango.read();
    if (!fechas) return null;
    return {
      ...fechas,
      facturaId: Number(numero) || 0,
    };
  };
  const run = (action: (f: ResumenFiltros) => void) => {
    const f = draft();
    if (f) action(f);
  };

  return (
    <FilterBar>
      <DateRangeFields range={rango} width={200} />
      <TextField
        label={t.factura}
        value={numero}
        // Numeric only (seed 2 §5): a typed non-digit is refused and the field says why.
        onChange={(e) => {
          const v = e.target.value.trim();
          if (/^\d{0,12}$/.test(v)) {
            setNumero(v);
            setRechazado(false);
          } else setRechazado(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') run(onFiltrar);
        }}
        onBlur={() => setRechazado(false)}
        error={rechazado}
        placeholder={t.facturaAyuda}
        helperText={rechazado ? t.facturaNumerica : undefined}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 12 },
          // Under the field without pushing the filter row around.
          formHelperText: {
            sx: { position: 'absolute', top: '100%', mx: 0, mt: 0.25, whiteSpace: 'nowrap' },
          },
        }}
        sx={{ width: 220 }}
      />
      <FilterActions onFiltrar={() => run(onFiltrar)} onExportar={() => run(onExportar)} exportando={exportando} />
    </FilterBar>
  );
}

export default ResumenIngresosPage;
