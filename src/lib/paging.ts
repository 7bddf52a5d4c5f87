/**
 * The API's paging (API.md 'Paging'): `pagesTotal` is the index of the last page, not a count. The
 * pages a list offers, and the rows its pager counts so that it offers exactly those pages.
 */
export const paginasDe = (pagesTotal: number): number => Math.max(0, Math.trunc(pagesTotal)) + 1;

export function filasPaginadas(total: number, pagesTotal: number, pageSize: number): number {
  const paginas = paginasDe(pagesTotal);
  const minimo = paginas > 1 ? (paginas - 1) * pageSize + 1 : 0;
  return Math.min(Math.max(total, minimo), paginas * pageSize);
}
