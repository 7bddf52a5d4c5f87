import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { esES as gridEsES } from '@mui/x-data-grid/locales';
import * as es from '@/messages/es-shell';
import { LoadError } from '../load-error';
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

type Props<R extends GridValidRowModel> = {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
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
const HEADER = 44;
/** The grid draws `compact` rows and headers at 0.7 of the heights it is given. */
const COMPACT = 0.7;

/**
 * The app's one data table: MUI DataGrid with the Spanish locale (from the theme), virtualised rows,
 * compact density, load error with 'Reintentar' and server paging.
 */
export function DataTable<R extends GridValidRowModel>({
  rows,
  columns,
  label,
  getRowId,
  query,
  paging,
  maxHeight = 'calc(100vh - 300px)',
  rowHeight = 40,
  autoRowHeight = false,
}: Props<R>) {
  if (query?.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const loading = query?.isFetching ?? false;
  // Rows on screen while the list is asked again (Filtrar, a page, a refetch): the bar is the table's,
  // named, above the grid. The grid's own bar would be an unnamed progressbar inside role="grid",
  // where ARIA allows only rows (axe: aria-progressbar-name and aria-required-children, serious).
  const refreshing = loading && rows.length > 0;
  const contentHeight =
    Math.floor(HEADER * COMPACT) + Math.max(rows.length, 3) * Math.floor(rowHeight * COMPACT) + 4;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
      {refreshing && (
        <LinearProgress
          aria-label={es.app.cargando}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      <Box
        sx={
          autoRowHeight
            ? { minHeight: 200 }
            : { height: `min(${maxHeight}, ${contentHeight}px)`, minHeight: 200 }
        }
      >
        <DataGrid<R>
          // No eval under the app's Content-Security-Policy (src/lib/csp.ts): the grid filters without it.
          disableEval
          rows={rows}
          columns={columns as GridColDef<R>[]}
          getRowId={getRowId}
          loading={loading && !refreshing}
          aria-label={label}
          localeText={gridLocale}
          density="compact"
          rowHeight={rowHeight}
          getRowHeight={autoRowHeight ? () => 'auto' : undefined}
          columnHeaderHeight={HEADER}
          paginationMode="server"
          rowCount={rows.length}
          hideFooter
          disableRowSelectionOnClick
          disableColumnFilter={!!paging}
          disableColumnSorting={!!paging}
          disableVirtualization={isTest}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          sx={{ border: 0, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
        />
      </Box>
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
