import type { UseQueryResult } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { linkColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-field';
import { includesFolded } from '@/lib/text';

/** A catalog row: an id, a code and a description (CABYS services, activity types). */
export type CatalogRow = { id: number; descripcion: string };

/** The list's texts, as the features' `es` sections hold them. */
export type CatalogListTexts = {
  /** The title, also the grid's name. */
  listado: string;
  /** The 'Nuevo …' button. */
  nuevo: string;
  /** The description search box's label. */
  filtro: string;
  col: { codigo: string; descripcion: string; editar: string };
};

export type CatalogListProps<R extends CatalogRow> = {
  texts: CatalogListTexts;
  newPath: string;
  query: UseQueryResult<R[]>;
  /** The code: its column (first; the rows are in its order) and its value. */
  code: { field: keyof R & string; width: number; value: (row: R) => string };
  /** Columns between the description and 'Editar' (e.g. CABYS's Estado). */
  extraColumns?: readonly GridColDef<R>[];
  /** A row's 'Editar' route. */
  editPath: (row: R) => string;
};

const urlSchema = z.object({ filtro: z._default(z.catch(z.string(), ''), '') });
const NONE: readonly never[] = [];

/**
 * A catalog's list (spec: CABYS services, economic-activity types): the rows in code order, filtered here
 * by description (accents and case ignored, the filter kept in the URL), a 'Nuevo …' button and an
 * 'Editar' link per row.
 */
export function CatalogListPage<R extends CatalogRow>({
  texts: t,
  newPath,
  query,
  code,
  extraColumns = NONE,
  editPath,
}: CatalogListProps<R>) {
  const [{ filtro }, setUrl] = useUrlState(urlSchema);
  const codeOf = code.value;

  const rows = useMemo(
    () =>
      (query.data ?? [])
        .filter((r) => includesFolded(r.descripcion, filtro))
        .sort((a, b) => codeOf(a).localeCompare(codeOf(b))),
    [query.data, filtro, codeOf],
  );

  const columns = useMemo<GridColDef<R>[]>(
    () => [
      { field: code.field, headerName: t.col.codigo, width: code.width },
      { field: 'descripcion', headerName: t.col.descripcion, flex: 1, minWidth: 240 },
      ...extraColumns,
      linkColumn<R>({
        field: 'editar',
        headerName: t.col.editar,
        to: editPath,
        label: (r) => `${t.col.editar} ${codeOf(r)} ${r.descripcion}`,
      }),
    ],
    [t, code.field, code.width, codeOf, extraColumns, editPath],
  );

  return (
    <>
      <PageHeader title={t.listado} nuevo={{ to: newPath, label: t.nuevo }} />
      <FilterBar>
        <SearchField
          label={t.filtro}
          value={filtro}
          onSearch={(v) => setUrl({ filtro: v })}
          sx={{ minWidth: 320 }}
        />
      </FilterBar>
      <DataTable label={t.listado} rows={rows} columns={columns} query={query} />
    </>
  );
}
