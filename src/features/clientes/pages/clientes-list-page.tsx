import ListAltIcon from '@mui/icons-material/ListAlt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { useRoles } from '@/auth/session';
import { linkColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-field';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-clientes';
import { useClientes } from '../api';
import { filtrarClientes } from '../rules';
import type { Cliente } from '../contract';

const t = es.clientes;
const urlSchema = z.object({ filtro: z._default(z.catch(z.string(), ''), '') });
/** The list filters as the user pauses typing, not on every keystroke (long client lists). */
const FILTRO_DEBOUNCE_MS = 250;
const LINK_WIDTH = 84;

/**
 * 'Listado Clientes': name filter (case- and accent-insensitive, in the URL), links to the
 * form and the activity codes, and the 'Tarifas' link for admin or coordinator (the only way to the tariffs).
 */
export function ClientesListPage() {
  const [{ filtro }, setUrl] = useUrlState(urlSchema);
  const query = useClientes();
  const conTarifas = useRoles()?.isAdminOrCoordinador ?? false;

  const rows = useMemo(() => filtrarClientes(query.data ?? [], filtro), [query.data, filtro]);

  const columns = useMemo<GridColDef<Cliente>[]>(
    () => [
      // A text cut short shows whole on hover.
      textColumn<Cliente>({ field: 'nombre', headerName: t.col.nombre, flex: 1.35, minWidth: 220 }),
      // Wide enough for an international phone ('+1 305 721 6987') and a DIMEX or NITE number.
      textColumn<Cliente>({ field: 'telefono', headerName: t.col.telefono, width: 150 }),
      textColumn<Cliente>({ field: 'correo', headerName: t.col.correo, flex: 1, minWidth: 170 }),
      textColumn<Cliente>({ field: 'cedulaJuridica', headerName: t.col.cedula, width: 150 }),
      linkColumn<Cliente>({
        field: 'editar',
        headerName: t.col.editar,
        to: (r) => paths.clienteEditar(r.id),
        label: (r) => t.link.editar(r.nombre),
        width: LINK_WIDTH,
      }),
      linkColumn<Cliente>({
        field: 'codigos',
        headerName: t.col.codigos,
        to: (r) => paths.clienteCodigos(r.id),
        label: (r) => t.link.codigos(r.nombre),
        icon: <ListAltIcon fontSize="small" />,
        width: LINK_WIDTH,
      }),
      ...(conTarifas
        ? [
            linkColumn<Cliente>({
              field: 'tarifas',
              headerName: t.col.tarifas,
              to: (r) => paths.clienteTarifas(r.id),
              label: (r) => t.link.tarifas(r.nombre),
              icon: <RequestQuoteIcon fontSize="small" />,
              width: LINK_WIDTH,
            }),
          ]
        : []),
    ],
    [conTarifas],
  );

  return (
    <>
      <PageHeader title={t.listado} nuevo={{ to: paths.clienteNuevo, label: t.nuevo }} />
      <FilterBar>
        <SearchField
          label={t.filtroNombre}
          value={filtro}
          onSearch={(v) => setUrl({ filtro: v })}
          debounceMs={FILTRO_DEBOUNCE_MS}
          sx={{ minWidth: 320 }}
        />
      </FilterBar>
      <DataTable label={t.listado} rows={rows} columns={columns} query={query} />
    </>
  );
}

export default ClientesListPage;
