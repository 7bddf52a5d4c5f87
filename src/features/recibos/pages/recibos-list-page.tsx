import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';
import { useCurrentUser } from '@/auth/api';
import { NO_ROLES } from '@/auth/roles';
import { useRoles } from '@/auth/session';
import { linkColumn, textColumn, ACCIONES_COLUMNA, CENTRADA } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import { FilterBar } from '@/components/filter-bar';
import { flash } from '@/components/notices/notices-store';
import { PageHeader } from '@/components/page-header';
import { SearchField } from '@/components/search-field';
import { failureMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-recibos';
import { useClonarRecibo, useRecibos, type ListaParams } from '../api';
import {
  ESTADOS_RECIBO,
  FILTRO_DEBOUNCE_MS,
  FILTRO_MIN,
  FLASH_LARGO_MS,
  PAGE_SIZE_LISTA,
  muestraAsignar,
  puedeClonar,
  usaListaAdmin,
} from '../rules';
import type { ReciboRow } from '../contract';

const t = es.recibos;

const urlSchema = z.object({
  estado: z.catch(z.enum(['PENDIENTE', 'FINALIZADO']), 'PENDIENTE'),
  filtro: z.catch(z.string(), ''),
  /** One-based in the URL, zero-based for the API. */
  pagina: z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1),
});

/** 'Listado Recibos': the busiest screen, server-paged by 200. */
export function RecibosListPage() {
  const [{ estado, filtro, pagina }, setUrl] = useUrlState(urlSchema);
  const roles = useRoles() ?? NO_ROLES;
  const admin = usaListaAdmin(roles);
  const me = useCurrentUser();
  const params: ListaParams | null =
    admin || me.data
      ? {
          admin,
          encargadoId: admin ? 0 : (me.data?.id ?? 0),
          estado,
          filter: filtro.trim(),
          page: pagina - 1,
        }
      : null;
  const query = useRecibos(params);
  const asignar = muestraAsignar(roles, estado);

  const { mutateAsync: clonarRecibo } = useClonarRecibo();
  const clonando = useRef(false);
  const onClonar = useCallback(
    async (row: ReciboRow) => {
      if (clonando.current) return;
      if (!puedeClonar(row.corelacionId)) {
        await alertDialog({ title: t.clonarTitulo, message: t.clonarRechazado });
        return;
      }
      const ok = await confirmDialog({
        title: t.clonarTitulo,
        message: t.clonarConfirmar(row.id),
        confirmText: t.clonar,
      });
      if (!ok) return;
      clonando.current = true;
      try {
        const nuevo = await clonarRecibo(row.id);
        flash.success(t.clonado(row.id, nuevo.id), FLASH_LARGO_MS);
      } catch (error) {
        flash.danger(failureMessage(t.clonarError(row.id), error));
      } finally {
        clonando.current = false;
      }
    },
    [clonarRecibo],
  );

  const columns = useMemo<GridColDef<ReciboRow>[]>(() => {
    const cols: GridColDef<ReciboRow>[] = [
      { field: 'recibo', headerName: t.col.recibo, width: 70 },
      textColumn<ReciboRow>({
        field: 'consignatario',
        headerName: t.col.consignatario,
        flex: 1,
        minWidth: 110,
      }),
      textColumn<ReciboRow>({ field: 'bl', headerName: t.col.bl, flex: 0.9, minWidth: 128 }),
      {
        field: 'antiguedad',
        headerName: t.col.antiguedad,
        type: 'number',
        width: 108,
        valueFormatter: (value: number) => t.dias(value),
      },
      textColumn<ReciboRow>({ field: 'cliente', headerName: t.col.cliente, flex: 1, minWidth: 110 }),
      textColumn<ReciboRow>({ field: 'tipo', headerName: t.col.tipo, flex: 0.7, minWidth: 88 }),
      { field: 'estado', headerName: t.col.estado, width: 112 },
      linkColumn<ReciboRow>({
        field: 'editar',
        headerName: t.col.editar,
        width: 70,
        to: (r) => paths.reciboEditar(r.id),
        label: (r) => t.editarRecibo(r.recibo),
      }),
      {
        field: 'clonar',
        headerName: t.col.clonar,
        width: 76,
        ...ACCIONES_COLUMNA,
        ...CENTRADA,
        // Focused with its cell (one Tab stop per grid; see linkColumn).
        renderCell: ({ row, tabIndex }) => (
          <Tooltip title={t.clonarRecibo(row.recibo)}>
            <IconButton
              size="small"
              color="primary"
              tabIndex={tabIndex}
              aria-label={t.clonarRecibo(row.recibo)}
              onClick={() => void onClonar(row)}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ];
    if (asignar) {
      cols.push({
        field: 'facturacion',
        headerName: t.col.facturacion,
        width: 114,
        ...ACCIONES_COLUMNA,
        ...CENTRADA,
        renderCell: ({ row, tabIndex }) => (
          <Button
            component={RouterLink}
            to={paths.facturarManual(row.id)}
            tabIndex={tabIndex}
            size="small"
            aria-label={t.asignarRecibo(row.recibo)}
          >
            {t.asignar}
          </Button>
        ),
      });
    }
    return cols;
  }, [asignar, onClonar]);

  const page = query.data;
  return (
    <>
      <PageHeader title={t.listado} nuevo={{ to: paths.reciboNuevo, label: t.nuevo }} />
      <FilterBar>
        <TextField
          select
          label={t.estado}
          value={estado}
          onChange={(e) =>
            setUrl({ estado: e.target.value === 'PENDIENTE' ? undefined : e.target.value, pagina: undefined })
          }
          sx={{ minWidth: 170 }}
        >
          {ESTADOS_RECIBO.map((e) => (
            <MenuItem key={e} value={e}>
              {t.estados[e]}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          label={t.filtro}
          placeholder={t.filtroPlaceholder}
          helperText={t.filtroAyuda}
          value={filtro}
          debounceMs={FILTRO_DEBOUNCE_MS}
          minLength={FILTRO_MIN}
          onSearch={(v) => setUrl({ filtro: v.trim(), pagina: undefined })}
          sx={{ minWidth: 320, flex: 1, maxWidth: 520 }}
        />
      </FilterBar>
      <DataTable
        label={t.listado}
        rows={page?.recibos ?? []}
        columns={columns}
        query={{
          // The list waits for the signed-in user (its encargadoId) first.
          isFetching: query.isFetching || (!params && me.isPending),
          error: query.error ?? me.error,
          refetch: () => (me.error ? me.refetch() : query.refetch()),
        }}
        paging={{
          page: pagina - 1,
          pageSize: PAGE_SIZE_LISTA,
          rowCount: page?.total ?? 0,
          onPageChange: (p) => setUrl({ pagina: p > 0 ? p + 1 : undefined }),
        }}
      />
    </>
  );
}

export default RecibosListPage;
