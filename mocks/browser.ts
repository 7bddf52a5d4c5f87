import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse } from 'msw';
import { getDb, resetDb, setDb, todayIso } from './db';
import { clearPersisted, restoreDb, saveAfterChanges, savePersisted } from './db/persist';
import { handlers } from './handlers';
import { runtime } from './lib/runtime';
import { DEMO_USERS } from './seed/demo-users';

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

/**
 * The demo backend answers in the page: MSW's own interceptors of XMLHttpRequest and fetch, with the
 * handlers run by msw's `getResponse`. A service worker would also carry every file of the app
 * through a message to this page and back, so a screen's code waited for the page's thread (D74).
 * A request no handler takes goes to the network.
 */
function interceptar() {
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
      const response = await getResponse(handlers, request);
      if (response) controller.respondWith(response);
      estado = response?.status ?? 0;
    } finally {
      avisar({ fase: 'respondida', ...aviso, estado });
    }
  });
  interceptor.apply();
}

/** Starts the in-browser backend of demo mode: persisted store, realistic latency, MSW in the page. */
export async function startMockBackend() {
  setDb(restoreDb(requestedScale(), requestedDay()));
  savePersisted(getDb());

  const guardado = saveAfterChanges(() => savePersisted(getDb()));
  runtime.latency = latenciaPedida() ?? [120, 380];
  runtime.onMutation = guardado.changed;
  interceptar();

  return {
    async reset() {
      guardado.drop();
      clearPersisted();
      savePersisted(resetDb({ scale: getDb().meta.scale, seedDate: requestedDay() ?? todayIso() }));
    },
    users: DEMO_USERS.map(({ usuario, clave, rol }) => ({ usuario, clave, rol })),
    // The samples (decision C10) and fflate load when first asked for, not with the demo.
    async muestrasRecepcion() {
      const m = await import('./files/muestras-recepcion');
      return m.comoArchivos(m.muestrasRecepcion(getDb(), new Date()));
    },
    async muestrasRecepcionZip() {
      const m = await import('./files/muestras-recepcion');
      return m.comoZip(m.muestrasRecepcion(getDb(), new Date()));
    },
    async muestrasCierreIva(mes: string) {
      const [m, c] = await Promise.all([
        import('./files/muestras-recepcion'),
        import('./files/cierre-iva-proveedores'),
      ]);
      return m.comoArchivos(c.muestrasCierreIva(getDb(), mes));
    },
  };
}
