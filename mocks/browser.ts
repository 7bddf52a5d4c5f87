import { setupWorker } from 'msw/browser';
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

/** Starts the in-browser backend of demo mode: persisted store, realistic latency, the MSW service worker. */
export async function startMockBackend() {
  setDb(restoreDb(requestedScale(), requestedDay()));
  savePersisted(getDb());

  const guardado = saveAfterChanges(() => savePersisted(getDb()));
  runtime.latency = latenciaPedida() ?? [120, 380];
  runtime.onMutation = guardado.changed;

  await setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // start() resolves when the worker has answered this page, which Chromium may report as its
  // controller a moment later: the app renders (and may send /oauth/token) only once it is (D32).
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }

  return {
    async reset() {
      guardado.drop();
      clearPersisted();
      savePersisted(resetDb({ scale: getDb().meta.scale, seedDate: requestedDay() ?? todayIso() }));
    },
    users: DEMO_USERS.map(({ usuario, clave, rol }) => ({ usuario, clave, rol })),
    // The samples (issue 26, decision C10) and fflate load when first asked for, not with the demo.
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
