import * as z from 'zod/mini';
import { callApi } from './call-api';
import { defineCalls, num, paddedCode, text } from './contract';

/**
 * Hacienda's economic-activity codes (API.md 'Activity codes'): the search behind the reusable
 * search box (spec: reusable activity-code search box) and anything else that lists them.
 */
export const ACTIVIDAD_MIN_CHARS = 3;
export const ACTIVIDAD_DEBOUNCE_MS = 300;

export const codigoActividadSchema = z.object({
  id: num,
  /** Six digits, kept as a string (leading zeros matter: '011102'). */
  codigoActividadDgt: paddedCode(6),
  nombreActividadDgt: text,
  codigoSubclase: text,
  tituloSubclase: text,
});
export type CodigoActividad = z.infer<typeof codigoActividadSchema>;

const listSchema = z.array(codigoActividadSchema);

/** API.md 'Activity codes'. */
export const codigosActividadApi = defineCalls({
  buscar: {
    method: 'GET',
    path: '/api/codigos-actividad/search',
    query: z.object({ filter: text }),
    answer: listSchema,
  },
  todos: { method: 'GET', path: '/api/codigos-actividad', answer: listSchema },
});

/** 'code - name', what the search box shows once a code is picked. */
export function formatCodigoActividad(c: Pick<CodigoActividad, 'codigoActividadDgt' | 'nombreActividadDgt'>) {
  return `${c.codigoActividadDgt} - ${c.nombreActividadDgt}`;
}

/** GET /api/codigos-actividad/search?filter. Any error means an empty list, as the spec says. */
export async function buscarCodigosActividad(
  filter: string,
  signal?: AbortSignal,
): Promise<CodigoActividad[]> {
  try {
    return await callApi(codigosActividadApi.buscar, { query: { filter } }, { signal });
  } catch {
    return [];
  }
}

/** GET /api/codigos-actividad. Any error means an empty list. */
export async function listarCodigosActividad(): Promise<CodigoActividad[]> {
  try {
    return await callApi(codigosActividadApi.todos, {});
  } catch {
    return [];
  }
}
