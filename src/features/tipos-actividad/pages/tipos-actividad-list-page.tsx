import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { linkColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-field';
import { paths } from '@/lib/paths';
import { includesFolded } from '@/lib/text';
import { es } from '@/messages/es';
import { useTiposActividad } from '../api';
import type { TipoActividad } from '../schemas';

const t = es.actividades;
const urlSchema = z.object({ filtro: z.string().catch('').default('') });

/** 'Listado de Tipos de Actividad Economica' (seed 1 §2): in code order, substring filter on the description. */
export function TiposActividadListPage() {
  const [{ filtro }, setUrl] = useUrlState(urlSchema);
  const query = useTiposActividad();

  const rows = useMemo(
    () =>
      (query.data ?? [])
        .filter((r) => includesFolded(r.descripcion, filtro))
        .sort((a, b) => a.codigo.localeCompare(b.codigo)),
    [query.data, filtro],
  );

  const columns = useMemo<GridColDef<TipoActividad>[]>(
    () => [
      { field: 'codigo', headerName: t.col.codigo, width: 120 },
      { field: 'descripcion', headerName: t.col.descripcion, flex: 1, minWidth: 240 },
      linkColumn<TipoActividad>({
        field: 'editar',
        headerName: t.col.editar,
        to: (r) => paths.tipoActividadEditar(r.id),
        label: (r) => `${t.col.editar} ${r.codigo} ${r.descripcion}`,
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
            to={paths.tipoActividadNuevo}
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

export default TiposActividadListPage;
