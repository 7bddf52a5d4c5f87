import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { linkColumn, dateColumn, moneyColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-field';
import { DEFAULT_SIMBOL } from '@/lib/money';
import { paths } from '@/lib/paths';
import { includesFolded } from '@/lib/text';
import * as es from '@/messages/es-tipos-cambio';
import { useTiposCambio } from '../api';
import type { TipoCambio } from '../contract';

const t = es.tiposCambio;
const urlSchema = z.object({ filtro: z._default(z.catch(z.string(), ''), '') });

/**
 * 'Listado Tipos Cambio': name filter (ignoring case and accents), no new-rate button (it is hidden in
 * the spec). Sale and purchase are colones per unit of the currency (M30).
 */
export function TiposCambioListPage() {
  const [{ filtro }, setUrl] = useUrlState(urlSchema);
  const query = useTiposCambio();

  const rows = useMemo(
    () => (query.data ?? []).filter((r) => includesFolded(r.nombre, filtro)),
    [query.data, filtro],
  );

  const columns = useMemo<GridColDef<TipoCambio>[]>(
    () => [
      { field: 'nombre', headerName: t.col.nombre, flex: 1, minWidth: 160 },
      moneyColumn<TipoCambio>({ field: 'venta', headerName: t.col.venta, simbol: () => DEFAULT_SIMBOL }),
      moneyColumn<TipoCambio>({ field: 'compra', headerName: t.col.compra, simbol: () => DEFAULT_SIMBOL }),
      dateColumn<TipoCambio>({
        field: 'fechaUltimoCambio',
        headerName: t.col.ultimaActualizacion,
        withTime: true,
        width: 200,
      }),
      linkColumn<TipoCambio>({
        field: 'editar',
        headerName: t.col.editar,
        to: (r) => paths.tipoCambioEditar(r.id),
        label: (r) => `${t.col.editar} ${r.nombre}`,
      }),
    ],
    [],
  );

  return (
    <>
      <PageHeader title={t.listado} />
      <FilterBar>
        <SearchField
          label={t.filtro}
          value={filtro}
          onSearch={(v) => setUrl({ filtro: v })}
          sx={{ minWidth: 280 }}
        />
      </FilterBar>
      <DataTable label={t.listado} rows={rows} columns={columns} query={query} />
    </>
  );
}

export default TiposCambioListPage;
