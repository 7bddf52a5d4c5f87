import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import * as es from '@/messages/es-shell';

/** The row of filters above a list. */
export function FilterBar({ children, label = 'Filtros' }: { children: ReactNode; label?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="search" aria-label={label}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
      >
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A filter bar's buttons: Filtrar, and Exportar Excel when the list exports (its spinner in place of
 * the icon while the file downloads; pressed again meanwhile, nothing happens).
 */
export function FilterActions({
  onFiltrar,
  onExportar,
  exportando = false,
}: {
  onFiltrar: () => void;
  onExportar?: () => void;
  exportando?: boolean;
}) {
  return (
    <>
      <Button variant="contained" startIcon={<FilterListIcon />} onClick={onFiltrar}>
        {es.common.filtrar}
      </Button>
      {onExportar && (
        <Button
          variant="outlined"
          startIcon={
            exportando ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon />
          }
          disabled={exportando}
          onClick={onExportar}
        >
          {es.common.exportarExcel}
        </Button>
      )}
    </>
  );
}
