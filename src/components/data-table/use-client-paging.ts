import { useMemo, useState } from 'react';
import type { ServerPaging } from './data-table';

/**
 * A list held whole in the browser, shown by `DataTable` a page at a time through its own pager (the
 * grid always gets exactly one page's rows, as from a server): the rows of the page and the pager,
 * none while the list fits one page. The page stays where the user left it while the list changes
 * under it, clamped to its new end.
 */
export function useClientPaging<R>(
  rows: readonly R[],
  pageSize: number,
): { rows: readonly R[]; paging: ServerPaging | undefined } {
  const [asked, setPage] = useState(0);
  const paged = rows.length > pageSize;
  const page = paged ? Math.min(asked, Math.ceil(rows.length / pageSize) - 1) : 0;
  // The same array while the page's rows are the same: the grid takes new rows only on a change.
  const shown = useMemo(
    () => (paged ? rows.slice(page * pageSize, (page + 1) * pageSize) : rows),
    [rows, paged, page, pageSize],
  );
  return {
    rows: shown,
    paging: paged ? { page, pageSize, rowCount: rows.length, onPageChange: setPage } : undefined,
  };
}
