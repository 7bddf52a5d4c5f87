/** The header's height the grid is given; it draws `compact` headers and rows at 0.7 of them. */
export const HEADER = 44;
const COMPACT = 0.7;

/** A row or header height as the grid's `compact` density draws it. */
export const compactHeight = (height: number) => Math.floor(height * COMPACT);

/**
 * The height of a data table's box for its rows (at least three). While a server page is first asked
 * for it is a full page's, so the grid takes the rows without measuring itself again.
 */
export function contentHeight({
  rows,
  rowHeight,
  loading = false,
  pageSize,
}: {
  rows: number;
  rowHeight: number;
  loading?: boolean;
  /** The server page's size, when the list is paged. */
  pageSize?: number;
}): number {
  const visibles = rows > 0 ? rows : loading && pageSize ? pageSize : 0;
  return compactHeight(HEADER) + Math.max(visibles, 3) * compactHeight(rowHeight) + 4;
}
