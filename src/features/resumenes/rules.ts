/**
 * The three admin summaries (API.md 'Summaries'; S1–S6): what differs between them as plain data,
 * shared by the screen and the mock.
 */
import type { OpcionesKey, Tramite } from './contract';

export type ResumenId = 'clientes' | 'encargado' | 'tica';

/** A filter of a summary: its URL key, its query parameter and the answer's option list. */
export type FiltroResumen = {
  /** Key in the hash URL's query. */
  url: 'cliente' | 'tipo' | 'encargado' | 'regimen';
  /** The API's parameter (0 = TODOS). */
  param: 'clienteId' | 'tipoId' | 'encargadoId' | 'regimenId';
  opciones: OpcionesKey;
};

export type ResumenDef = {
  id: ResumenId;
  /** The spec's page size: client summary 10, handler summary 25, TICA summary 10. */
  pageSize: number;
  /** The filters after the date range, in the spec's order. */
  filtros: readonly FiltroResumen[];
  /** The row fields shown, in the spec's column order. */
  campos: readonly (keyof Tramite)[];
  /** The chart groups the whole range's rows by this field and adds up `valor`. */
  grafico: { por: keyof Tramite; valor: 'total' | 'cantidad' };
  /** Only the client summary carries money: its answer's `monto` is shown as the total amount. */
  conMonto: boolean;
};

const CLIENTE: FiltroResumen = { url: 'cliente', param: 'clienteId', opciones: 'clientes' };
const TIPO: FiltroResumen = { url: 'tipo', param: 'tipoId', opciones: 'tipos' };
const ENCARGADO: FiltroResumen = { url: 'encargado', param: 'encargadoId', opciones: 'encargados' };
const REGIMEN: FiltroResumen = { url: 'regimen', param: 'regimenId', opciones: 'regimenAduaneros' };

export const RESUMENES: Record<ResumenId, ResumenDef> = {
  clientes: {
    id: 'clientes',
    pageSize: 10,
    filtros: [CLIENTE, TIPO],
    campos: ['cliente', 'tipo', 'total', 'cantidad'],
    grafico: { por: 'cliente', valor: 'total' },
    conMonto: true,
  },
  encargado: {
    id: 'encargado',
    pageSize: 25,
    filtros: [ENCARGADO, CLIENTE],
    campos: ['encargado', 'tipo', 'cliente', 'cantidad'],
    grafico: { por: 'encargado', valor: 'cantidad' },
    conMonto: false,
  },
  tica: {
    id: 'tica',
    pageSize: 10,
    filtros: [ENCARGADO, REGIMEN],
    campos: ['encargado', 'regimen', 'aduana', 'cantidad'],
    grafico: { por: 'encargado', valor: 'cantidad' },
    conMonto: false,
  },
};

/** The chart reads the whole range in one request of this many rows (the mock's and a sane server's cap). */
export const PAGE_SIZE_GRAFICO = 1000;

/** The filters as the screen holds them: dates D-M-YYYY (or ''), option ids (0 = TODOS). */
export type ResumenFiltros = {
  fechaInicio: string;
  fechaFinal: string;
  ids: Partial<Record<FiltroResumen['param'], number>>;
};

/** The list's query (API.md): every filter of the summary, 0 for TODOS, dates '' when unset. */
export function resumenParams(def: ResumenDef, f: ResumenFiltros) {
  const ids: Partial<Record<FiltroResumen['param'], number>> = {};
  for (const filtro of def.filtros) ids[filtro.param] = f.ids[filtro.param] ?? 0;
  return { ...ids, fechaInicio: f.fechaInicio, fechaFinal: f.fechaFinal };
}
export type ResumenQuery = ReturnType<typeof resumenParams>;

/**
 * The chart's bars: the rows added up by `por`, largest first; past `max` bars the rest are one
 * 'otros' bar, so a long tail never hides the big ones. Money adds up exactly (céntimos).
 */
export function agrupar(
  tramites: readonly Tramite[],
  por: keyof Tramite,
  valor: 'total' | 'cantidad',
  max: number,
  otros: string,
): { labels: string[]; data: number[] } {
  const sumas = new Map<string, number>();
  for (const t of tramites) {
    const key = String(t[por] ?? '');
    const v = valor === 'total' ? Math.round(t.total * 100) : t.cantidad;
    sumas.set(key, (sumas.get(key) ?? 0) + v);
  }
  const orden = [...sumas.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'));
  const cabe = orden.length > max ? orden.slice(0, max - 1) : orden;
  const resto = orden.slice(cabe.length);
  const filas = resto.length ? [...cabe, [otros, resto.reduce((a, [, v]) => a + v, 0)] as const] : cabe;
  return {
    labels: filas.map(([k]) => k),
    data: filas.map(([, v]) => (valor === 'total' ? v / 100 : v)),
  };
}
