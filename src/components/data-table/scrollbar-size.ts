/**
 * The width of the browser's scrollbars, measured once per page (and again only if the zoom changes
 * it), for every `DataTable` grid. Left to itself, each new DataGrid measures it on mounting, and
 * that read forces the layout of the whole page in the middle of the grid's first drawing — on a long
 * screen such as Cierre de IVA's worksheet, a good part of that drawing's time. Measured here once, on
 * a small box of its own as the first grid renders (before any grid's rows are in the page), later
 * grids skip that read.
 */
let medida: { ancho: number; dpr: number } | null = null;

export function scrollbarSize(): number | undefined {
  if (typeof document === 'undefined' || !document.body) return undefined;
  const dpr = window.devicePixelRatio || 1;
  if (medida?.dpr === dpr) return medida.ancho;
  const caja = document.createElement('div');
  caja.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll';
  document.body.appendChild(caja);
  const ancho = caja.offsetWidth - caja.clientWidth;
  caja.remove();
  medida = { ancho, dpr };
  return ancho;
}
