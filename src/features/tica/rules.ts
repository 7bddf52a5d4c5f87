/**
 * TICA rules (the list's filters and paging, the upload's steps and flashes; T1–T9): pure functions
 * for the screens, covered by a table-driven unit test.
 */

import { filasPaginadas, paginasDe } from '@/lib/paging';

/** The spec's page size of the TICA list. */
export const PAGE_SIZE_TICA = 25;

/** The spec's flash durations: progress 1 s, success 4 s; the failure carries the server's reason (T6). */
export const PROGRESO_MS = 1000;
export const SUBIDO_MS = 4000;
export const FALLO_SUBIDA_MS = 10_000;

/**
 * Some browsers report no upload progress at all (e.g. for a request a service worker answers): with
 * no progress event this long after the start, the bytes are taken as sent
 * and the screen shows the server's phase; a later progress event takes it back (decision T6).
 */
export const SIN_PROGRESO_MS = 1000;

/** The filters as the screen holds them; dates already D-M-YYYY (or ''). */
export type TicaFiltros = {
  fechaInicio: string;
  fechaFinal: string;
  /** Digits or ''. */
  recibo: string;
  aduanaId: number;
  /** Digits or ''. */
  dua: string;
  estadoTica: number;
  estadoAforo: number;
  responsable: string;
};

export const FILTROS_VACIOS: TicaFiltros = {
  fechaInicio: '',
  fechaFinal: '',
  recibo: '',
  aduanaId: 0,
  dua: '',
  estadoTica: 0,
  estadoAforo: 0,
  responsable: '',
};

/** Receipt and DUA inputs take digits only, as the spec says: anything else typed or pasted is dropped. */
export const soloDigitos = (value: string): string => value.replace(/\D/g, '');

/**
 * The list's and the export's query (API.md 'TICA'), as the spec sends it: an empty receipt is 0, an
 * empty DUA or responsable the empty string; option ids 0 mean TODOS.
 */
export function ticaQueryParams(f: TicaFiltros) {
  const recibo = soloDigitos(f.recibo);
  return {
    reciboId: recibo ? Number(recibo) : 0,
    aduanaId: f.aduanaId,
    dua: soloDigitos(f.dua),
    estadoTica: f.estadoTica,
    estadoAforo: f.estadoAforo,
    fechaInicio: f.fechaInicio,
    fechaFinal: f.fechaFinal,
    responsable: f.responsable.trim(),
  };
}

/** The list's and the export's query. */
export type TicaQuery = ReturnType<typeof ticaQueryParams>;

/** The pages the list offers and the rows its pager counts (API.md 'Paging': src/lib/paging.ts). */
export const paginasTica = paginasDe;
export const filasParaPaginas = (total: number, pagesTotal: number, pageSize = PAGE_SIZE_TICA): number =>
  filasPaginadas(total, pagesTotal, pageSize);

/** Only the first of several chosen files is uploaded, as the spec says. */
export const archivoASubir = (files: readonly File[]): File | null => files[0] ?? null;

/** The upload's whole percent from an axios progress event (0 while the size is unknown). */
export function porcentajeSubido(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded * 100) / total)));
}

/** The upload screen's states: nothing chosen, chosen, uploading with a percent, adding to the database. */
export type FaseSubida = 'vacio' | 'elegido' | 'subiendo' | 'agregando';

/** Once every byte is sent the server is adding the rows: the indeterminate bar. */
export const faseDeProgreso = (porcentaje: number): Extract<FaseSubida, 'subiendo' | 'agregando'> =>
  porcentaje >= 100 ? 'agregando' : 'subiendo';

/** A row's states as the user left them in its two selects (ids), or as stored. */
export type EstadosFila = { estadoTica: number; estadoTicaAforo: number };

/** Whether the selects differ from what the server holds (the row's Actualizar is then highlighted). */
export const cambioPendiente = (guardado: EstadosFila, elegido: EstadosFila | undefined): boolean =>
  !!elegido &&
  (elegido.estadoTica !== guardado.estadoTica || elegido.estadoTicaAforo !== guardado.estadoTicaAforo);
