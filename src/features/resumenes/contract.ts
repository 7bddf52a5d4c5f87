import * as z from 'zod/mini';
import { bool, defineCalls, list, num, optionList, text, type Ref } from '@/lib/contract';

/** One summary row (API.md `tramites[]`): each summary fills only its own fields. */
export const tramite = z.object({
  tipo: text,
  cliente: text,
  total: num,
  cantidad: num,
  encargado: text,
  regimen: text,
  aduana: text,
});
export type Tramite = z.infer<typeof tramite>;

/** API.md `Resumen`, the one answer of the three summaries. */
export const resumen = z.object({
  fechaInicio: text,
  fechaFinal: text,
  tramites: list(tramite),
  total: num,
  pagesTotal: num,
  monto: num,
  tipos: optionList,
  clientes: optionList,
  encargados: optionList,
  regimenAduaneros: optionList,
});
export type Resumen = z.infer<typeof resumen>;

/**
 * What every summary is asked with: the range in D-M-YYYY ('' lets the server pick the month, read
 * again as it answers), paging, `cargados`, and the summary's own filter ids (0 = TODOS).
 */
const query = z.object({
  fechaInicio: text,
  fechaFinal: text,
  pageNumber: num,
  pageSize: num,
  cargados: bool,
  tipoId: z.optional(num),
  clienteId: z.optional(num),
  encargadoId: z.optional(num),
  regimenId: z.optional(num),
});
export type ResumenQuery = z.input<typeof query>;

/** API.md 'Summaries'. */
export const resumenesApi = defineCalls({
  clientes: { method: 'GET', path: '/api/resumen/factura/list', query, answer: resumen },
  encargado: { method: 'GET', path: '/api/resumen/tramite-encargados/list', query, answer: resumen },
  tica: { method: 'GET', path: '/api/resumen/tica-encargados/list', query, answer: resumen },
});

/** The option lists a summary's filters offer (without TODOS, which the page prepends). */
export type OpcionesKey = 'tipos' | 'clientes' | 'encargados' | 'regimenAduaneros';
export type ResumenOpciones = Partial<Record<OpcionesKey, Ref[]>>;
