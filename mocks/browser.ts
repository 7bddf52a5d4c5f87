import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { clearPersisted, saveAfterChanges, STORAGE_KEY, writePersisted } from './db/page-storage';
import { DEMO_USERS } from './seed/demo-users';
import {
  aPedido,
  aResponse,
  transferibles,
  type Contestacion,
  type Inicio,
  type MensajeAlWorker,
  type MensajeDelWorker,
  type Orden,
} from './worker/protocol';

/**
 * 48: the benchmark of 'Cierre de IVA', about 2,000 invoices in the previous month (2,061 invoices and
 * 1,360 supplier documents in October for the data of 22 November 2026).
 */
const SCALES = new Set([1, 10, 48, 100]);

/** `?mockScale=10` (before the #) seeds 10× (or 48×, 100×) data to measure speed at scale. */
function requestedScale(): number | null {
  const raw = new URL(window.location.href).searchParams.get('mockScale');
  const n = raw ? Number(raw) : NaN;
  return SCALES.has(n) ? n : null;
}

/**
 * `?mockDay=2026-11-22` builds the demo around that day instead of today: the README's 'Cierre de IVA'
 * figures are those of a given day's data (the seed dates everything relative to its day).
 */
function requestedDay(): string | null {
  const raw = new URL(window.location.href).searchParams.get('mockDay') ?? '';
  const fecha = new Date(`${raw}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) &&
    !Number.isNaN(fecha.getTime()) &&
    fecha.toISOString().startsWith(raw)
    ? raw
    : null;
}

/**
 * The latency a browser test asks for (tests/e2e/test.ts sets `window.__latenciaDemo` before the app
 * starts): the journeys wait on every answer, and CI's time is bounded (decision D40). Anything but
 * two numbers 0 ≤ min ≤ max ≤ 1000 keeps the demo's own.
 */
function latenciaPedida(): readonly [number, number] | null {
  const pedida = (window as { __latenciaDemo?: unknown }).__latenciaDemo;
  if (!Array.isArray(pedida) || pedida.length !== 2) return null;
  const [min, max] = pedida as unknown[];
  return typeof min === 'number' && typeof max === 'number' && min >= 0 && min <= max && max <= 1000
    ? [min, max]
    : null;
}

/**
 * What the demo backend tells the page of each request it is asked, as a `demo-backend` event on
 * `window` (browser tests and benches read it: the browser's network never sees these requests);
 * `estado` 0 when no handler took it or it failed as a network error.
 */
export type AvisoDemo = { fase: 'pedida' | 'respondida'; metodo: string; url: string; estado: number };

/**
 * A browser test may hold the demo's answers (tests/e2e/axe.ts, `retener`): a screen then stays as it
 * first paints until they are let go. Like `__latenciaDemo`, set by the test before the app starts.
 */
type Retencion = { activa: boolean; esperas: Array<() => void> };

function retenida(): Promise<void> | null {
  const r = (window as { __retencionDemo?: Retencion }).__retencionDemo;
  return r?.activa ? new Promise((soltar) => r.esperas.push(soltar)) : null;
}

function avisar(detail: AvisoDemo) {
  window.dispatchEvent(new CustomEvent('demo-backend', { detail }));
}

type Espera = { resolve: (valor: unknown) => void; reject: (error: Error) => void };

/**
 * The demo backend's thread: a Web Worker that holds the demo's data and runs the handlers, so
 * neither takes the page's thread (D74). It asks the page to store the data, which only a page can.
 */
function conectar(inicio: Inicio) {
  const worker = new Worker(new URL('./worker/backend.worker.ts', import.meta.url), {
    type: 'module',
    name: 'demo-backend',
  });
  const esperas = new Map<number, Espera>();
  let ultimo = 0;
  let porGuardar: string | null = null;
  const guardado = saveAfterChanges(() => {
    if (porGuardar !== null) writePersisted(porGuardar);
  });

  worker.onmessage = ({ data }: MessageEvent<MensajeDelWorker>) => {
    if (data.guardar !== undefined) {
      porGuardar = data.guardar;
      guardado.changed();
    }
    const espera = esperas.get(data.id);
    esperas.delete(data.id);
    if ('fallo' in data) espera?.reject(new Error(data.fallo));
    else espera?.resolve(data.valor);
  };
  // The worker answers every order, a failed one too (backend.ts): an error here means it could not
  // load or reply, so every request, waiting or to come, fails as a network error would, not forever.
  let caido: Error | null = null;
  worker.onerror = (e) => {
    caido = new Error(e.message || 'el servidor de demostración no pudo correr');
    console.error('[demo]', caido.message);
    for (const espera of esperas.values()) espera.reject(caido);
    esperas.clear();
  };

  function llamar(orden: Orden, transfer: Transferable[] = []): Promise<unknown> {
    const id = (ultimo += 1);
    return new Promise((resolve, reject) => {
      if (caido) return reject(caido);
      esperas.set(id, { resolve, reject });
      worker.postMessage({ id, orden, ahora: Date.now() } satisfies MensajeAlWorker, { transfer });
    });
  }

  // Should the worker not start, onerror has said so already.
  llamar({ tipo: 'iniciar', inicio }).catch(() => undefined);
  return {
    llamar,
    /** Forgets what was waiting to be stored: the data is being reset. */
    olvidarGuardado() {
      guardado.drop();
      porGuardar = null;
      clearPersisted();
    },
  };
}

/**
 * The demo backend takes the page's requests: MSW's own interceptors of XMLHttpRequest and
 * fetch hand each one to the worker, which runs the handlers with msw's `getResponse`. A service
 * worker would also carry every file of the app through a message to this page and back, so a
 * screen's code waited for the page's thread (D74). A request no handler takes goes to the network.
 */
function interceptar(llamar: (orden: Orden, transfer?: Transferable[]) => Promise<unknown>) {
  const interceptor = new BatchInterceptor({
    name: 'demo-backend',
    interceptors: [new XMLHttpRequestInterceptor(), new FetchInterceptor()],
  });
  interceptor.on('request', async ({ request, controller }) => {
    const aviso = { metodo: request.method, url: request.url };
    avisar({ fase: 'pedida', ...aviso, estado: 0 });
    let estado = 0;
    try {
      await retenida();
      const pedido = await aPedido(request);
      const contestacion = (await llamar({ tipo: 'pedido', pedido }, transferibles(pedido))) as Contestacion;
      if (contestacion) {
        const response = aResponse(contestacion);
        controller.respondWith(response);
        estado = response.status;
      }
    } catch {
      controller.respondWith(Response.error());
    } finally {
      avisar({ fase: 'respondida', ...aviso, estado });
    }
  });
  interceptor.apply();
}

/** Starts the in-browser backend of demo mode: persisted store, realistic latency, handlers in a worker. */
export async function startMockBackend() {
  const backend = conectar({
    escala: requestedScale(),
    dia: requestedDay(),
    guardado: localStorage.getItem(STORAGE_KEY),
    latencia: latenciaPedida() ?? [120, 380],
  });
  interceptar(backend.llamar);

  return {
    async reset() {
      backend.olvidarGuardado();
      await backend.llamar({ tipo: 'reiniciar' });
    },
    users: DEMO_USERS.map(({ usuario, clave, rol }) => ({ usuario, clave, rol })),
    muestrasRecepcion: () => backend.llamar({ tipo: 'muestras-recepcion' }) as Promise<File[]>,
    muestrasRecepcionZip: () => backend.llamar({ tipo: 'muestras-recepcion-zip' }) as Promise<Blob>,
    muestrasCierreIva: (mes: string) =>
      backend.llamar({ tipo: 'muestras-cierre-iva', mes }) as Promise<File[]>,
  };
}
