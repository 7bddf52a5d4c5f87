import PQueue from 'p-queue';
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
 * The lookups therefore go out at most two at a time and a tenth of a second apart (a sliding window,
 * so never two starts closer than that), through one queue for the whole app.
 */
const nuevaCola = () => new PQueue({ concurrency: 2, intervalCap: 1, interval: 100, strict: true });
let cola = nuevaCola();
/** When the last lookup went out: a clock put back before it would hold the queue's window for hours. */
let ultimaSalida = 0;

/**
 * Runs `fn` when its turn comes; a lookup its caller drops while waiting leaves the queue at once and
 * sends nothing. If the computer's clock was put back, a fresh queue starts rather than wait for the
 * old time to come round again (the at most two lookups still out end within their limit).
 */
function enTurno<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (Date.now() < ultimaSalida) cola = nuevaCola();
  return cola.add(
    () => {
      ultimaSalida = Date.now();
      return fn();
    },
    { signal },
  );
}

type Leido = { status: number; cuerpo: unknown } | { status: 0; cuerpo: null; red: true };

/** One GET with the 5 s limit, its own or the caller's abort (react-query cancels unused lookups). */
const pedir = (ruta: string, params: Record<string, string>, signal?: AbortSignal): Promise<Leido> =>
  enTurno(async () => {
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
    }
  }, signal);

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

/**
 * Test seam: a fresh start for the next test — no probe answer, and an empty queue of its own (a
 * lookup of the test before, still running, holds no place in it).
 */
export function reiniciarRegistro() {
  sonda = null;
  cola = nuevaCola();
  ultimaSalida = 0;
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
