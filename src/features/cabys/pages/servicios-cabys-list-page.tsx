import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { chipColumn, linkColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-field';
import { paths } from '@/lib/paths';
import { includesFolded } from '@/lib/text';
import { es } from '@/messages/es';
import { useServiciosCabys } from '../api';
import type { ServicioCabys } from '../schemas';

const t = es.cabys;
const urlSchema = z.object({ filtro: z.string().catch('').default('') });

/** 'Listado Servicios Cabys' (seed 1 §2): the account's services in code order, filtered here by description. */
export function ServiciosCabysListPage() {
  const [{ filtro }, setUrl] = useUrlState(urlSchema);
  const query = useServiciosCabys();

  const rows = useMemo(
    () =>
      (query.data ?? [])
        .filter((r) => includesFolded(r.descripcion, filtro))
        .sort((a, b) => a.codigoCabys.localeCompare(b.codigoCabys)),
    [query.data, filtro],
  );

  const columns = useMemo<GridColDef<ServicioCabys>[]>(
    () => [
      { field: 'codigoCabys', headerName: t.col.codigo, width: 160 },
      { field: 'descripcion', headerName: t.col.descripcion, flex: 1, minWidth: 240 },
      chipColumn<ServicioCabys>({
        field: 'status',
        headerName: t.col.estado,
        color: (v) => (v === 'ACTIVO' ? 'success' : 'default'),
      }),
      linkColumn<ServicioCabys>({
        field: 'editar',
        headerName: t.col.editar,
        to: (r) => paths.servicioCabysEditar(r.id),
        label: (r) => `${t.col.editar} ${r.codigoCabys} ${r.descripcion}`,
      }),
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title={t.listado}
        actions={
          <Button
            component={RouterLink}
            to={paths.servicioCabysNuevo}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t.nuevo}
          </Button>
        }
      />
      <FilterBar>
        <SearchField
          label={t.filtro}
          value={filtro}
          onSearch={(v) => setUrl({ filtro: v })}
          sx={{ minWidth: 320 }}
        />
      </FilterBar>
      <DataTable
        label={t.listado}
        rows={rows}
        columns={columns}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    </>
  );
}

export default ServiciosCabysListPage;
