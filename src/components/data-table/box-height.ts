/** The header's height the grid is given; it draws `compact` headers and rows at 0.7 of them. */
export const HEADER = 44;
const COMPACT = 0.7;

/**
 * The height of a data table's box for the rows it shows (at least three). While it has no rows it is
 * the height of those to come: `expectedRows` (a table drawn before its rows), else, while a server
 * page is first asked for, a full page; so the grid takes its rows without measuring itself again.
 */
export function contentHeight({
  rows,
  rowHeight,
  loading = false,
  pageSize,
  expectedRows,
}: {
  rows: number;
  rowHeight: number;
  loading?: boolean;
  /** The server page's size, when the list is paged. */
  pageSize?: number;
  expectedRows?: number;
}): number {
  const visibles = rows > 0 ? rows : (expectedRows ?? (loading && pageSize ? pageSize : 0));
  return Math.floor(HEADER * COMPACT) + Math.max(visibles, 3) * Math.floor(rowHeight * COMPACT) + 4;
}
