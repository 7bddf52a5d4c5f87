import { env } from '@/lib/env';
import * as es from '@/messages/es-registro-hacienda';
import {
  cabysBusquedaSchema,
  cabysPorCodigoSchema,
  contribuyenteSchema,
  dolarSchema,
  euroSchema,
  exoneracionRegistroSchema,
  type CabysBusqueda,
  type CabysRegistro,
  type Contribuyente,
  type ExoneracionRegistro,
  type TipoCambioRegistro,
} from './contract';

/*
 * Hacienda's public registry, asked from the browser (D48). It is not our backend: no token goes to
 * it, a 401 there means nothing to the session, and its failures are never the clerk's problem, so it
 * has this small client of its own instead of the app's axios instance. Only the identification,
 * document number or code in the address leaves the browser: no cookies, no referrer, no headers.
 */

/** How long a lookup may take before the form goes on without it. */
export const LIMITE_MS = 5_000;

export type MotivoFallo = 'tiempo' | 'red' | 'limite' | 'servidor' | 'respuesta';

/** The registry did not answer usefully; `message` is the sentence the quiet line shows. */
export class RegistroError extends Error {
  constructor(
    readonly motivo: MotivoFallo,
    readonly status = 0,
  ) {
    super(es.registroHacienda.motivos[motivo](status));
    this.name = 'RegistroError';
  }
}

/** Whether the lookups are on (VITE_HACIENDA_API_URL is not empty). */
export const registroActivo = () => env.haciendaUrl !== '';

/*
 * Hacienda blocks an address for ten minutes past 10 requests a second; an office shares one address.
 * The lookups therefore go out at most two at a time and a tenth of a second apart.
 */
const EN_VUELO_MAX = 2;
const SEPARACION_MS = 100;
let enVuelo = 0;
let ultimaSalida = 0;
let cola: Array<() => void> = [];
/** Bumped by `reiniciarRegistro`: a lookup of an earlier generation no longer counts when it ends. */
let generacion = 0;

/** A place among the lookups that may go out; a lookup its caller drops leaves the line at once. */
function turno(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const salir = () => {
      const i = cola.indexOf(entrar);
      if (i >= 0) cola.splice(i, 1);
      reject(signal!.reason);
    };
    const entrar = () => {
      signal?.removeEventListener('abort', salir);
      resolve();
    };
    signal?.addEventListener('abort', salir);
    cola.push(entrar);
    despachar();
  });
}

function despachar() {
  if (enVuelo >= EN_VUELO_MAX || cola.length === 0) return;
  const espera = ultimaSalida + SEPARACION_MS - Date.now();
  // More than the spacing means the clock was put back: waiting for it would hold the lookups for hours.
  if (espera > 0 && espera <= SEPARACION_MS) {
    setTimeout(despachar, espera);
    return;
  }
  enVuelo++;
  ultimaSalida = Date.now();
  cola.shift()!();
}

function liberar(suya: number) {
  if (suya !== generacion) return;
  enVuelo--;
  despachar();
}

type Leido = { status: number; cuerpo: unknown } | { status: 0; cuerpo: null; red: true };

/** One GET with the 5 s limit, its own or the caller's abort (react-query cancels unused lookups). */
async function pedir(ruta: string, params: Record<string, string>, signal?: AbortSignal): Promise<Leido> {
  await turno(signal);
  const suya = generacion;
  if (signal?.aborted) {
    liberar(suya);
    throw signal.reason;
  }
  const control = new AbortController();
  let vencido = false;
  const reloj = setTimeout(() => {
    vencido = true;
    control.abort();
  }, LIMITE_MS);
  const cancelar = () => control.abort();
  signal?.addEventListener('abort', cancelar);
  try {
    const url = `${env.haciendaUrl}${ruta}?${new URLSearchParams(params).toString()}`;
    const res = await fetch(url, {
      signal: control.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
    const texto = await res.text();
    let cuerpo: unknown = null;
    try {
      cuerpo = texto ? (JSON.parse(texto) as unknown) : null;
    } catch {
      cuerpo = undefined;
    }
    return { status: res.status, cuerpo };
  } catch (e) {
    if (vencido) throw new RegistroError('tiempo');
    if (signal?.aborted) throw e;
    return { status: 0, cuerpo: null, red: true };
  } finally {
    clearTimeout(reloj);
    signal?.removeEventListener('abort', cancelar);
    liberar(suya);
  }
}

/*
 * Hacienda answers 'not registered' with a 404 (and a malformed number with a 400) that carries no
 * CORS header, so a browser sees it as a failed connection. A failure is therefore told apart by a
 * second question that always carries the header, the dollar's rate: if that one answers, the registry
 * is up and the number is simply not in it (D48). The answer of that probe is kept for a minute.
 */
let sonda: { hasta: number; arriba: Promise<boolean> } | null = null;

function registroArriba(): Promise<boolean> {
  if (sonda && sonda.hasta > Date.now()) return sonda.arriba;
  const arriba = pedir('/indicadores/tc/dolar', {})
    .then((r) => r.status === 200)
    .catch(() => false);
  sonda = { hasta: Date.now() + 60_000, arriba };
  return arriba;
}

/** Test seam: forget the probe's answer between tests. */
export function olvidarSonda() {
  sonda = null;
}

/**
 * Test seam: a fresh start for the next test — no probe answer, an empty line, nothing counted in
 * flight (a lookup of the test before, still running, no longer holds a place when it ends).
 */
export function reiniciarRegistro() {
  olvidarSonda();
  generacion++;
  enVuelo = 0;
  ultimaSalida = 0;
  cola = [];
}

type Parser<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
};

/** A body that says 'no information' in an HTTP 200, as Hacienda has been seen to send. */
const esCuerpoDeError = (cuerpo: unknown) =>
  typeof cuerpo === 'object' && cuerpo !== null && 'status' in cuerpo && 'code' in cuerpo;

/**
 * Reads one registry answer: the parsed value, or null when the registry does not have what was asked
 * (404, 400, an error body in a 200, or a refused connection while the registry is up).
 */
async function consultar<T>(
  ruta: string,
  params: Record<string, string>,
  schema: Parser<T>,
  signal?: AbortSignal,
): Promise<T | null> {
  const r = await pedir(ruta, params, signal);
  if ('red' in r) {
    if (await registroArriba()) return null;
    throw new RegistroError('red');
  }
  if (r.status === 404 || r.status === 400) return null;
  if (r.status === 429 || r.status === 403) throw new RegistroError('limite', r.status);
  if (r.status !== 200) throw new RegistroError('servidor', r.status);
  if (esCuerpoDeError(r.cuerpo)) return null;
  const parsed = schema.safeParse(r.cuerpo);
  if (!parsed.success) throw new RegistroError('respuesta');
  return parsed.data;
}

/** The taxpayer Hacienda has for this identification; null when it has none. */
export const consultarContribuyente = (
  identificacion: string,
  signal?: AbortSignal,
): Promise<Contribuyente | null> => consultar('/fe/ae', { identificacion }, contribuyenteSchema, signal);

/** The exoneration document; null when Hacienda does not know it. */
export const consultarExoneracion = (
  documento: string,
  signal?: AbortSignal,
): Promise<ExoneracionRegistro | null> =>
  consultar('/fe/ex', { autorizacion: documento }, exoneracionRegistroSchema, signal);

/** The CABYS code's description and tax rate; null when the catalogue has no such code. */
export async function consultarCabys(codigo: string, signal?: AbortSignal): Promise<CabysRegistro | null> {
  const lista = await consultar('/fe/cabys', { codigo }, cabysPorCodigoSchema, signal);
  // Only the code asked: another code's rate taken for it would refuse a line wrongly.
  return lista?.find((c) => c.codigo === codigo.trim()) ?? null;
}

/** CABYS codes whose description matches the text, at most `top` of them. */
export async function buscarCabys(q: string, top: number, signal?: AbortSignal): Promise<CabysBusqueda> {
  const r = await consultar('/fe/cabys', { q, top: String(top) }, cabysBusquedaSchema, signal);
  return r ?? { total: 0, cantidad: 0, cabys: [] };
}

/** Today's rate of the dollar or the euro in colones, as Hacienda publishes it. */
export async function consultarTipoCambio(
  moneda: 'dolar' | 'euro',
  signal?: AbortSignal,
): Promise<TipoCambioRegistro> {
  if (moneda === 'dolar') {
    const r = await consultar('/indicadores/tc/dolar', {}, dolarSchema, signal);
    if (!r) throw new RegistroError('respuesta');
    return { moneda, fecha: r.venta.fecha, venta: r.venta.valor, compra: r.compra.valor };
  }
  const r = await consultar('/indicadores/tc/euro', {}, euroSchema, signal);
  if (!r) throw new RegistroError('respuesta');
  return { moneda, fecha: r.fecha, venta: r.colones, compra: r.colones };
}
