import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';
import { linkColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useApplyFilter } from '@/components/data-table/use-apply-filter';
import { useUrlState } from '@/components/data-table/use-url-state';
import { FilterBar } from '@/components/filter-bar';
import { formatDate } from '@/lib/dates';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-field';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-empresas';
import { empresasKeys, useEmpresas } from '../api';
import { ESTADOS_FILTRO, PAGE_SIZE, tipoEmpresaLabel, type EstadoFiltro } from '../rules';
import type { Empresa } from '../contract';

const t = es.empresas;
const FILTROS_ID = 'empresas-filtros';

const urlSchema = z.object({
  estado: z._default(z.catch(z.enum(ESTADOS_FILTRO), 'ACTIVO'), 'ACTIVO'),
  filtro: z._default(z.catch(z.string(), ''), ''),
  /** Zero-based, as the API's pageNumber. */
  pagina: z._default(z.catch(z.coerce.number().check(z.int(), z.gte(0)), 0), 0),
});

/**
 * 'Listado Cuentas': status filter applied with 'Filtrar', free text applied with Enter (or 'Filtrar'),
 * server paging by 200; filters and page live in the URL.
 */
export function EmpresasListPage() {
  const [{ estado, filtro, pagina }, setUrl, search] = useUrlState(urlSchema);
  const ancha = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // On a phone the filters start folded away unless some filter is applied.
  const [mostrarFiltros, setMostrarFiltros] = useState(() => ancha || !!filtro || estado !== 'ACTIVO');
  const [estadoElegido, setEstadoElegido] = useState<EstadoFiltro>(estado);
  const [estadoVisto, setEstadoVisto] = useState(estado);
  const textoEscrito = useRef(filtro);
  const query = useEmpresas({ estado, filter: filtro, pageNumber: pagina });
  const pedir = useApplyFilter(empresasKeys.lists(), search, query.refetch);

  // The URL changed from elsewhere (back button, a bookmark): the filters follow it.
  if (estadoVisto !== estado) {
    setEstadoVisto(estado);
    setEstadoElegido(estado);
  }
  useEffect(() => {
    textoEscrito.current = filtro;
  }, [filtro]);

  // Filtrar (or Enter) always asks the server, with the filters on screen (D31).
  const aplicar = (next: { estado: EstadoFiltro; filtro: string }) =>
    pedir(
      setUrl({
        estado: next.estado === 'ACTIVO' ? undefined : next.estado,
        filtro: next.filtro.trim(),
        pagina: undefined,
      }),
    );

  const columns = useMemo<GridColDef<Empresa>[]>(
    () => [
      { field: 'nombre', headerName: t.col.nombre, flex: 1.4, minWidth: 240 },
      { field: 'telefono', headerName: t.col.telefono, width: 120 },
      { field: 'correo1', headerName: t.col.correo1, flex: 1, minWidth: 220 },
      { field: 'cedula', headerName: t.col.cedula, width: 120 },
      {
        field: 'tipo',
        headerName: t.col.tipo,
        width: 100,
        valueGetter: (_value, row) => tipoEmpresaLabel(row.tipo),
      },
      // Beside the spec's columns, the date alone so that the list still fits 1366 px; the sentence is its
      // tooltip. Empty when the backend does not send llaveVence (D39).
      {
        field: 'llaveVence',
        headerName: es.llaveRevision.columna,
        width: 130,
        valueGetter: (_value, row) => formatDate(row.llaveVence),
        renderCell: ({ value }) =>
          value ? <span title={es.llaveRevision.vence(String(value))}>{String(value)}</span> : null,
      },
      linkColumn<Empresa>({
        field: 'editar',
        headerName: t.col.editar,
        to: (r) => paths.empresaEditar(r.id),
        label: (r) => `${t.col.editar} ${r.nombre}`,
      }),
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title={t.listado}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FilterListIcon />}
              aria-expanded={mostrarFiltros}
              aria-controls={FILTROS_ID}
              onClick={() => {
                textoEscrito.current = filtro;
                setMostrarFiltros((v) => !v);
              }}
            >
              {t.filtros}
            </Button>
            <Button
              component={RouterLink}
              to={paths.empresaNueva}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t.nueva}
            </Button>
          </>
        }
      />
      <Box id={FILTROS_ID}>
        {mostrarFiltros && (
          <FilterBar>
            <TextField
              select
              label={t.estado}
              value={estadoElegido}
              onChange={(e) => setEstadoElegido(e.target.value as EstadoFiltro)}
              sx={{ minWidth: 160 }}
            >
              {ESTADOS_FILTRO.map((e) => (
                <MenuItem key={e} value={e}>
                  {t.estados[e]}
                </MenuItem>
              ))}
            </TextField>
            <SearchField
              label={t.texto}
              placeholder={t.textoAyuda}
              value={filtro}
              trigger="enter"
              onTextChange={(v) => (textoEscrito.current = v)}
              onSearch={(v) => aplicar({ estado: estadoElegido, filtro: v })}
              sx={{ minWidth: 320, flex: 1, maxWidth: 520 }}
            />
            <Button
              variant="contained"
              startIcon={<FilterListIcon />}
              onClick={() => aplicar({ estado: estadoElegido, filtro: textoEscrito.current })}
            >
              {es.common.filtrar}
            </Button>
          </FilterBar>
        )}
      </Box>
      <DataTable
        label={t.listado}
        rows={query.data?.empresas.content ?? []}
        columns={columns}
        query={query}
        paging={{
          page: pagina,
          pageSize: PAGE_SIZE,
          rowCount: query.data?.total ?? 0,
          onPageChange: (page) => setUrl({ pagina: page || undefined }),
        }}
      />
    </>
  );
}

export default EmpresasListPage;
