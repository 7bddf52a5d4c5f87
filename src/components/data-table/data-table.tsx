import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowIdGetter,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { esES as gridEsES } from '@mui/x-data-grid/locales';
import * as es from '@/messages/es-shell';
import { LoadError } from '../load-error';
import { contentHeight, HEADER } from './box-height';
import type { TableColumn } from './columns';
import { PlainRows } from './plain-rows';
import { scrollbarSize } from './scrollbar-size';
// Lists and row tables confirm and alert: their dialog view comes with them (see dialogs/dialogs.ts).
import '../dialogs/dialog-view';

export type ServerPaging = {
  /** Zero-based, as the API's pageNumber. */
  page: number;
  pageSize: number;
  /** The server's `total`. */
  rowCount: number;
  onPageChange: (page: number) => void;
};

export type TableQuery = { isFetching: boolean; error: unknown; refetch: () => unknown };

/**
 * The grid's columns, or with `plain` the columns of a read-only list drawn as plain rows (no
 * sorting, column menu or resizing, nor the grid's first drawing): a short page of rows that only
 * shows and links, whose time to the screen is measured (Listado Facturas, Cierre de IVA's lists).
 */
type Columns<R extends GridValidRowModel> =
  { plain?: false; columns: readonly GridColDef<R>[] } | { plain: true; columns: readonly TableColumn<R>[] };

type Props<R extends GridValidRowModel> = Columns<R> & {
  rows: readonly R[];
  /** Accessible name of the grid (usually the screen's title). */
  label: string;
  getRowId?: GridRowIdGetter<R>;
  /** The list's query: its fetching shows as the loading bar, its failure as 'Reintentar'. */
  query?: TableQuery;
  /**
   * Server paging. The MIT grid caps its own page size at 100, while the spec pages by 200: the grid
   * therefore always gets exactly the rows of the current server page (its 'server' mode never
   * slices), and this footer pages through the server's pages.
   */
  paging?: ServerPaging;
  /** Grid height cap; the grid shrinks to fit short lists. */
  maxHeight?: string;
  rowHeight?: number;
  /** Rows as tall as their content (a few rows whose cells hold lists), the table as tall as its rows. */
  autoRowHeight?: boolean;
};

const isTest = import.meta.env.MODE === 'test';
const gridLocale = gridEsES.components.MuiDataGrid.defaultProps.localeText;

const porId = (row: GridValidRowModel): string | number => row.id;

/**
 * The app's one data table: MUI DataGrid with the Spanish locale (from the theme), virtualised rows,
 * compact density, load error with 'Reintentar' and server paging; or, with `plain`, the same columns
 * drawn as plain rows under the same bar, footer and pager.
 */
export function DataTable<R extends GridValidRowModel>(props: Props<R>) {
  const {
    rows,
    label,
    getRowId,
    query,
    paging,
    maxHeight = 'calc(100vh - 300px)',
    rowHeight = 40,
    autoRowHeight = false,
  } = props;
  if (query?.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const loading = query?.isFetching ?? false;
  // Rows on screen while the list is asked again (Filtrar, a page, a refetch): the bar is the table's,
  // named, above the grid. The grid's own bar would be an unnamed progressbar inside role="grid",
  // where ARIA allows only rows (axe: aria-progressbar-name and aria-required-children, serious).
  // Plain rows have no overlay of their own: the bar shows every load.
  const refreshing = loading && (rows.length > 0 || !!props.plain);
  const boxHeight = contentHeight({ rows: rows.length, rowHeight, loading, pageSize: paging?.pageSize });
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
      {refreshing && (
        <LinearProgress
          aria-label={es.app.cargando}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      {props.plain ? (
        // As tall as its rows up to the cap, scrolling under its header; a first page's height while
        // the first page is on its way, so the rows take their place without moving the page.
        <Box
          sx={PLAIN_SX}
          style={{ maxHeight, minHeight: loading && rows.length === 0 && paging ? boxHeight : undefined }}
        >
          <PlainRows<R>
            rows={rows}
            columns={props.columns}
            getRowId={getRowId ?? porId}
            label={label}
            rowHeight={rowHeight}
            emptyText={loading ? null : (gridLocale.noRowsLabel ?? null)}
          />
        </Box>
      ) : (
        <Box sx={CAJA_SX} style={autoRowHeight ? undefined : { height: `min(${maxHeight}, ${boxHeight}px)` }}>
          <FedGrid<R>
            rows={rows}
            columns={props.columns}
            getRowId={getRowId}
            loading={loading && !refreshing}
            label={label}
            rowHeight={rowHeight}
            autoRowHeight={autoRowHeight}
            serverPaged={!!paging}
          />
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderTop: 1,
          borderColor: 'divider',
          px: 2,
          minHeight: 48,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {loading && rows.length === 0
            ? es.app.cargando
            : es.common.totalRegistros(paging ? paging.rowCount : rows.length)}
        </Typography>
        {paging && (
          <TablePagination
            component="div"
            count={paging.rowCount}
            page={Math.min(paging.page, Math.max(0, Math.ceil(paging.rowCount / paging.pageSize) - 1))}
            rowsPerPage={paging.pageSize}
            rowsPerPageOptions={[paging.pageSize]}
            onPageChange={(_, page) => paging.onPageChange(page)}
            showFirstButton
            showLastButton
          />
        )}
      </Box>
    </Paper>
  );
}

type FedGridProps<R extends GridValidRowModel> = {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  getRowId?: GridRowIdGetter<R>;
  loading: boolean;
  label: string;
  rowHeight: number;
  autoRowHeight: boolean;
  serverPaged: boolean;
};

// The height is inline: a class per height would add a style rule, and the page's every style with it.
const CAJA_SX = { minHeight: 200 } as const;
const PLAIN_SX = { overflow: 'auto' } as const;
const AUTO_HEIGHT = () => 'auto' as const;
const GRID_SX = { border: 0, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } } as const;
const SLOT_PROPS = { loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } } as const;

/**
 * The DataGrid, given new rows and its loading state through its API rather than its props: new
 * props render the whole grid (its root, its styles, every hook) once before it even looks at the
 * rows, and only then, from an effect, the rows; fed this way only the parts that show rows and
 * overlays render again, before the browser paints. The grid starts from the
 * props it is first given; its other props are the same elements while they are the same values.
 */
function FedGrid<R extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  loading,
  label,
  rowHeight,
  autoRowHeight,
  serverPaged,
}: FedGridProps<R>) {
  const apiRef = useGridApiRef();
  const settings = [columns, getRowId, label, rowHeight, autoRowHeight, serverPaged] as const;
  // The props the grid is rendered with: the rows and loading state of its last settings' change.
  const [given, setGiven] = useState({ rows, loading, settings });
  if (settings.some((v, i) => v !== given.settings[i])) setGiven({ rows, loading, settings });
  // What the grid holds: what it was given, or what was fed to it since.
  const fed = useRef({ given, rows, loading });
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    if (fed.current.given !== given) fed.current = { given, rows: given.rows, loading: given.loading };
    const newRows = fed.current.rows !== rows;
    if (newRows) {
      api.setRows(rows as R[]);
      api.setRowCount(rows.length);
    }
    // After the rows: setRows keeps the loading state the props last gave.
    if (newRows || fed.current.loading !== loading) api.setLoading(loading);
    fed.current = { given, rows, loading };
  }, [apiRef, given, rows, loading]);
  return useMemo(
    () => (
      <DataGrid<R>
        apiRef={apiRef}
        // No eval under the app's Content-Security-Policy (src/lib/csp.ts): the grid filters without it.
        disableEval
        rows={given.rows}
        columns={given.settings[0] as GridColDef<R>[]}
        getRowId={given.settings[1]}
        loading={given.loading}
        aria-label={given.settings[2]}
        localeText={gridLocale}
        density="compact"
        rowHeight={given.settings[3]}
        getRowHeight={given.settings[4] ? AUTO_HEIGHT : undefined}
        columnHeaderHeight={HEADER}
        paginationMode="server"
        rowCount={given.rows.length}
        hideFooter
        // Measured once for the page: the grid's own measure forces the whole page's layout at mount.
        scrollbarSize={scrollbarSize()}
        disableRowSelectionOnClick
        disableColumnFilter={given.settings[5]}
        disableColumnSorting={given.settings[5]}
        disableVirtualization={isTest}
        slotProps={SLOT_PROPS}
        sx={GRID_SX}
      />
    ),
    [apiRef, given],
  );
}
