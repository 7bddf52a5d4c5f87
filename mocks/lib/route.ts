import { delay, http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import * as z from 'zod/mini';
import { es as zodEs } from 'zod/locales';
import { describeIssues, type ApiCall } from '@/lib/contract';
import { parseQueryDate } from '@/lib/dates';
import { getDb, type Db } from '../db';
import type { Authority, UsuarioRow } from '../db/types';
import { verifyJwt } from './jwt';
import { runtime } from './runtime';

/** An error answer the way the real server sends it: a status and `{ message }`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new MockHttpError(400, message);
export const notFound = (message = 'No se encontró el registro solicitado') =>
  new MockHttpError(404, message);
export const conflict = (message: string) => new MockHttpError(409, message);
export const forbidden = (message = 'No tiene permisos para realizar esta acción') =>
  new MockHttpError(403, message);
export const unauthorized = (message = 'Sesión inválida o expirada') =>
  new MockHttpError(401, message, { error: 'invalid_token', error_description: message, message });

export type Ctx = {
  request: Request;
  params: Record<string, string>;
  db: Db;
  /** The signed-in user (routes marked `public` have none). */
  user: UsuarioRow;
  /** The query string, parsed with the call's contract schema (400 in Spanish when it does not fit). */
  queryOf: <S extends z.core.$ZodType>(schema: S) => z.output<S>;
  /**
   * The request body, parsed with the call's contract schema: 400 with the zod issues in Spanish
   * when it is not JSON or does not fit.
   */
  body: <S extends z.core.$ZodType>(schema: S) => Promise<z.output<S>>;
};

type Handler = (ctx: Ctx) => unknown | Promise<unknown>;
type Options = {
  roles?: readonly Authority[];
  public?: boolean;
  /** A GET that changes data (API.md's Hacienda actions): the browser persists after it too. */
  mutating?: boolean;
};

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

async function authenticate(request: Request, db: Db, roles?: readonly Authority[]): Promise<UsuarioRow> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await verifyJwt(token) : null;
  if (!claims) throw unauthorized();
  const user = db.usuarios.find((u) => u.usuario === claims.user_name);
  if (!user) throw unauthorized();
  if (roles && roles.length && !roles.some((r) => user.authorities.includes(r))) throw forbidden();
  return user;
}

export const esAdmin = (u: UsuarioRow) => u.authorities.includes('ADMIN');
export const esAdminOCoordinador = (u: UsuarioRow) =>
  u.authorities.includes('ADMIN') || u.authorities.includes('COORDINADOR');

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new HttpResponse(null, { status: 200 });
  return HttpResponse.json(result as DefaultBodyType);
}

function wrap(handler: Handler, options: Options = {}) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    if (runtime.latency)
      await delay(runtime.latency[0] + Math.random() * (runtime.latency[1] - runtime.latency[0]));
    const db = getDb();
    try {
      const user = options.public
        ? (undefined as unknown as UsuarioRow)
        : await authenticate(request, db, options.roles);
      const result = await handler({
        request,
        params: params as Record<string, string>,
        db,
        user,
        queryOf: (schema) => parseWith(schema, Object.fromEntries(new URL(request.url).searchParams)),
        body: (schema) => parseBody(request, schema),
      });
      if (MUTATING.has(request.method) || options.mutating) runtime.onMutation();
      return toResponse(result);
    } catch (error) {
      if (error instanceof MockHttpError) {
        return HttpResponse.json({ message: error.message, ...error.body }, { status: error.status });
      }
      console.error('[mock]', request.method, request.url, error);
      return HttpResponse.json({ message: 'Error interno del servidor de demostración' }, { status: 500 });
    }
  };
}

const zodMessages = zodEs();

async function parseBody<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await request.clone().json();
  } catch {
    throw badRequest('El cuerpo de la petición no es JSON válido');
  }
  return parseWith(schema, json);
}

function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value, { error: zodMessages.localeError });
  if (!parsed.success) throw badRequest(`Petición inválida: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Resolver = ReturnType<typeof wrap>;

/** One endpoint of the mock backend: its method, its path as in API.md, and what answers it. */
export type Ruta = { method: Metodo; path: string; resolver: Resolver };

const ruta = (method: Metodo, path: string, handler: Handler, options?: Options): Ruta => ({
  method,
  path,
  resolver: wrap(handler, options),
});

/** Declares a mock endpoint: path exactly as in API.md, authenticated unless `public`. */
export const api = {
  get: (path: string, handler: Handler, options?: Options) => ruta('GET', path, handler, options),
  post: (path: string, handler: Handler, options?: Options) => ruta('POST', path, handler, options),
  put: (path: string, handler: Handler, options?: Options) => ruta('PUT', path, handler, options),
  delete: (path: string, handler: Handler, options?: Options) => ruta('DELETE', path, handler, options),
  /** A contract call's endpoint (src/features/<f>/contract.ts): its method and path. */
  on: (call: ApiCall, handler: Handler, options?: Options) =>
    ruta(call.method.toUpperCase() as Metodo, call.path, handler, options),
};

/**
 * A path of API.md as a pattern of the URL's pathname: any prefix before it (the app's base), each
 * `:name` one segment, given decoded as `params.name`.
 */
function patron(path: string): RegExp {
  const fuente = path
    .split('/')
    .map((parte) =>
      parte.startsWith(':') ? `(?<${parte.slice(1)}>[^/]+)` : parte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`${fuente}/?$`);
}

/**
 * Every route of the mock as ONE request handler of MSW. MSW asks each of its handlers in turn, and
 * for each one reads the page's cookies (a synchronous call to the browser's cookie store) and
 * matches the URL again: with seventy handlers a request paid that seventy times (a sign-in and the
 * Panel spent 1.3 s of page CPU in it). Here MSW asks once, and the routes are matched by their
 * precompiled patterns.
 */
export function enrutador(rutas: readonly Ruta[]) {
  const tabla = rutas.map((r) => ({ ...r, patron: patron(r.path) }));
  const halladas = new WeakMap<Request, { ruta: Ruta; params: Record<string, string> }>();
  return http.all(
    ({ request }) => {
      const pathname = new URL(request.url).pathname;
      for (const r of tabla) {
        if (r.method !== request.method) continue;
        const m = r.patron.exec(pathname);
        if (!m) continue;
        const params = Object.fromEntries(
          Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
        );
        halladas.set(request, { ruta: r, params });
        return { matches: true, params };
      }
      return false;
    },
    (info) => {
      const hallada = halladas.get(info.request)!;
      return hallada.ruta.resolver({ request: info.request, params: hallada.params });
    },
  );
}

/** An uploaded file as the mock reads it. */
export type Archivo = Blob & { name?: string };

/**
 * The multipart field `file` of an upload: the file, '' for an empty part (some browsers send an empty
 * file as an empty value), null when absent; 400 when the body is not multipart at all.
 */
export async function campoArchivo(request: Request): Promise<Archivo | '' | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Debe enviar el archivo en el campo file (multipart/form-data)');
  }
  const file = form.get('file');
  if (file === '') return '';
  return file !== null && typeof file === 'object' ? (file as Archivo) : null;
}

/** The API's list paging: zero-based page, `pagesTotal` = index of the last page. */
export function paginate<T>(rows: readonly T[], pageNumber: number, pageSize: number) {
  const size = pageSize > 0 ? pageSize : rows.length || 1;
  const pagesTotal = Math.max(0, Math.ceil(rows.length / size) - 1);
  const page = Math.min(Math.max(0, pageNumber), pagesTotal);
  return { content: rows.slice(page * size, page * size + size), total: rows.length, pagesTotal };
}

/**
 * A list call's page (API.md 'Paging') as the call's contract read it: a pageSize of 0 (absent) is the
 * list's default size.
 */
export function paging(q: { pageNumber: number; pageSize: number }, defaultSize: number) {
  const pageNumber = Math.trunc(q.pageNumber);
  const pageSize = Math.trunc(q.pageSize) || defaultSize;
  if (pageNumber < 0) throw badRequest('pageNumber no puede ser negativo');
  if (pageSize < 1 || pageSize > 1000) throw badRequest('pageSize debe estar entre 1 y 1000');
  return { pageNumber, pageSize };
}

/** A D-M-YYYY date the call's contract read as text: empty is none, anything else a 400. */
export function fechaParam(value: string | null | undefined, name: string): Date | null {
  const raw = (value ?? '').trim();
  if (!raw) return null;
  const date = parseQueryDate(raw);
  if (!date) throw badRequest(`La fecha ${raw} de ${name} no es válida (use D-M-YYYY)`);
  return date;
}

/** Case- and accent-insensitive text for searching. */
export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The row, or a 404 with `message`. */
export function must<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw notFound(message);
  return value;
}
