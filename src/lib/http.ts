import axios, { AxiosHeaders, isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type * as z from 'zod/v4/core';
import * as es from '@/messages/es-shell';
import { env } from './env';
import { ApiError, serverMessage } from './errors';
import { tokenStore } from './token-store';
import { notifyUnauthorized } from './unauthorized';
import { POR_TURNO, porTurnos, turno } from './por-turnos';

/** The one HTTP client of the app (API.md 'Conventions'). */
export const http = axios.create({
  baseURL: env.apiUrl || undefined,
  headers: { Accept: 'application/json' },
  timeout: 60_000,
});

const isApiCall = (url = '') => url.includes('/api/');

http.interceptors.request.use((config) => {
  if (isApiCall(config.url)) {
    const token = tokenStore.validToken();
    if (!token) {
      // An expired or missing token is a signed-out session: do not even ask the server.
      notifyUnauthorized();
      throw new ApiError(es.http.sesionExpirada, 401);
    }
    config.headers = AxiosHeaders.from(config.headers);
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

const binaryTypes = new Set(['blob', 'arraybuffer']);

function isJsonResponse(response: AxiosResponse): boolean {
  const type = String(response.headers['content-type'] ?? '');
  return type.includes('json');
}

http.interceptors.response.use(
  (response) => {
    const binary = binaryTypes.has(response.config.responseType ?? '');
    const empty = response.data === '' || response.data === undefined || response.data === null;
    if (!binary && !empty && !isJsonResponse(response)) {
      throw new ApiError(es.http.noJson, response.status, response.data);
    }
    return response;
  },
  async (error: unknown) => {
    if (!isAxiosError(error)) throw error;
    const response = error.response;
    if (!response) throw new ApiError(es.http.sinConexion, 0);
    let body: unknown = response.data;
    if (body instanceof Blob) body = await readBlobBody(body);
    else if (isBinary(body)) body = parseText(new TextDecoder().decode(body));
    // A long list's call takes its answer as text (`request`); another call's text was tried already.
    else if (typeof body === 'string') body = parseText(body);
    if (response.status === 401 && isApiCall(error.config?.url)) notifyUnauthorized();
    const fallback = response.status === 403 ? es.http.prohibido : es.http.error(response.status);
    throw new ApiError(serverMessage(body) ?? fallback, response.status, body);
  },
);

/** An `arraybuffer` answer (downloads), from this realm or another (tests). */
function isBinary(body: unknown): body is ArrayBuffer | ArrayBufferView {
  return (
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    Object.prototype.toString.call(body) === '[object ArrayBuffer]'
  );
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBlobBody(blob: Blob): Promise<unknown> {
  return parseText(await blob.text());
}

/** A call with long lists takes its answer as text, to read its JSON after a turn (`request`). */
const comoTexto = (data: unknown) => data;

/** An answer longer than this (about 250 rows of the invoices' list) is read as JSON after a turn. */
export const TEXTO_LARGO = 100_000;

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
type Issue = { path: PropertyKey[] };

// Works with zod/mini and full zod schemas alike (both carry safeParse).
const parse = <T>(schema: z.$ZodType, data: unknown): Parsed<T> =>
  (schema as unknown as { safeParse: (d: unknown) => Parsed<T> }).safeParse(data);

/** A list of an answer that may hold thousands of rows (a call's `rows`): its field and one row's schema. */
export type AnswerRows = { field: string; item: z.$ZodType };

/**
 * Sends a request and parses the JSON answer with `schema`; a mismatch is a clear error, not data.
 * With `rows`, a long answer's JSON is read in a task after the answer's own, and its long lists a
 * few hundred rows at a time (`parseRows`).
 */
export async function request<S extends z.$ZodType>(
  schema: S,
  config: AxiosRequestConfig,
  rows: readonly AnswerRows[] = [],
): Promise<z.output<S>> {
  const conListas = rows.length > 0;
  const response = await http.request<unknown>(
    conListas ? { ...config, transformResponse: comoTexto } : config,
  );
  // A long answer's arrival is already a task of tens of milliseconds (its text decoded): its JSON is
  // read in the next one.
  const texto = conListas && typeof response.data === 'string' ? response.data : null;
  if (texto !== null && texto.length > TEXTO_LARGO) await turno();
  const data = texto !== null ? parseText(texto) : response.data;
  const campos = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const largas = rows.filter((r) => {
    const lista = campos[r.field];
    return Array.isArray(lista) && lista.length > POR_TURNO;
  });
  const parsed =
    largas.length > 0
      ? await parseRows<z.output<S>>(schema, campos, largas)
      : parse<z.output<S>>(schema, data);
  if (!parsed.success) {
    console.error('Respuesta inesperada', config.url, parsed.error.issues);
    throw new ApiError(es.http.respuestaInvalida(config.url ?? ''), response.status, data);
  }
  return parsed.data;
}

/**
 * An answer's long lists parsed a few hundred rows at a time, with a turn of the page's thread between:
 * the rest of the answer is parsed with those lists empty, then given their rows; a row's mismatch
 * keeps its path in the answer (`facturas.412.total`). The first rows wait for a turn too, after the
 * task that read the answer's JSON.
 */
async function parseRows<T>(
  schema: z.$ZodType,
  data: Record<string, unknown>,
  rows: readonly AnswerRows[],
): Promise<Parsed<T>> {
  const leidas: Record<string, unknown[]> = {};
  const issues: Issue[] = [];
  await turno();
  for (const { field, item } of rows) {
    const filas: unknown[] = (leidas[field] = []);
    let i = 0;
    await porTurnos(
      data[field] as unknown[],
      () => false,
      (fila) => {
        const r = parse(item, fila);
        if (r.success) filas.push(r.data);
        else issues.push(...r.error.issues.map((x) => ({ ...x, path: [field, i, ...x.path] })));
        i += 1;
      },
    );
  }
  const vacias = Object.fromEntries(rows.map((r) => [r.field, []]));
  const resto = parse<T>(schema, { ...data, ...vacias });
  if (resto.success && issues.length === 0) {
    return { success: true, data: { ...(resto.data as object), ...leidas } as T };
  }
  return { success: false, error: { issues: [...(resto.success ? [] : resto.error.issues), ...issues] } };
}

/** For calls whose answer the app does not read (200 with any or no body). */
export async function send(config: AxiosRequestConfig): Promise<void> {
  await http.request(config);
}
