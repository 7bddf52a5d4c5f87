import TablePagination from '@mui/material/TablePagination';
import { useState, type ReactNode } from 'react';

/** Rows drawn at once in a list of the worksheet; the rest are a page away. */
export const FILAS_POR_PAGINA = 50;

/**
 * One page of a long list and its pager (MUI's, Spanish from the theme), shown only when the list has
 * more than a page. A month at scale lists a thousand documents apart while it loads, and drawing them
 * all, each with its link, held the page for seconds at every recomputation (bench/cierre-iva.mjs).
 * The page stays where the clerk left it while the list changes under it, clamped to its new end.
 */
export function usePaginado<T>(
  filas: readonly T[],
  porPagina = FILAS_POR_PAGINA,
): { visibles: readonly T[]; pie: ReactNode } {
  const [pedida, setPagina] = useState(0);
  const ultima = Math.max(0, Math.ceil(filas.length / porPagina) - 1);
  const pagina = Math.min(pedida, ultima);
  if (filas.length <= porPagina) return { visibles: filas, pie: null };
  return {
    visibles: filas.slice(pagina * porPagina, (pagina + 1) * porPagina),
    pie: (
      <TablePagination
        component="div"
        count={filas.length}
        page={pagina}
        rowsPerPage={porPagina}
        rowsPerPageOptions={[porPagina]}
        onPageChange={(_, p) => setPagina(p)}
        showFirstButton
        showLastButton
      />
    ),
  };
}
