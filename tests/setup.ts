import '@testing-library/jest-dom/vitest';
// IndexedDB for jsdom (Cierre de IVA keeps documents there); a fresh, empty one before every test.
import 'fake-indexeddb/auto';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { saveAs } from 'file-saver';
import { webcrypto } from 'node:crypto';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { dialogStore } from '@/components/dialogs/dialog-store';
import { flash } from '@/components/notices/notices-store';
import { CLAVE_APAGADO } from '@/features/facturas/seguimiento/memory';
import { reiniciarRegistro } from '@/features/registro-hacienda/api';
import { reiniciarAlmacenes } from '@/features/cierre-iva/store';
import { setViewportWidth, installBrowserStubs } from './browser-stubs';
import { startNoticesRecord } from './notices-record';

// jsdom's `crypto` has no SubtleCrypto; the mock signs real JWTs with it.
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

installBrowserStubs();

// No test saves a real file: downloads are checked through this mock (`vi.mocked(saveAs)`). It lives
// here, not per file, because test files share one module graph per worker (isolate: false).
// One instance for the whole worker: the factory runs again for every file, but the app's modules,
// imported once, keep the first one.
vi.mock('file-saver', () => {
  const g = globalThis as { __saveAs?: ReturnType<typeof vi.fn> };
  g.__saveAs ??= vi.fn();
  return { saveAs: g.__saveAs, default: { saveAs: g.__saveAs } };
});

// jsdom's Blob, File and FormData do not survive msw's conversion of a request to a fetch Request (an
// uploaded file arrives empty and named 'blob'): tests use Node's own, which msw (undici) understands.
const { Blob: NodeBlob, File: NodeFile } = await import('node:buffer');
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
for (const [name, value] of Object.entries({ Blob: NodeBlob, File: NodeFile, FormData: NodeFormData })) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
// Every user-event action and waitFor ends by letting React render what the action started. React
// schedules renders that happen outside act() (after a validation promise, say) with setImmediate,
// while Testing Library drains with a setTimeout(0): on a busy machine the timer can run first, and a
// field's message would show one tick after the test looks for it. A few setImmediate turns settle it.
const { asyncWrapper } = getConfig();
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
configure({
  asyncWrapper: (cb) =>
    asyncWrapper(async () => {
      const result = await cb();
      if (!vi.isFakeTimers()) for (let i = 0; i < 3; i += 1) await turn();
      return result;
    }),
});
// A failed query prints the whole page into its error. findBy and waitFor retry a failing query at
// every DOM change and throw all but the last error away: the page is printed only when a message
// is read (the test's failure), not at every attempt.
const { getElementError } = getConfig();
configure({
  getElementError: (message, container) => {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    let full: string | undefined;
    Object.defineProperty(error, 'message', {
      get: () => (full ??= getElementError(message, container).message),
      configurable: true,
    });
    return error;
  },
});
// Route modules load lazily; the first import of a big one (the data grid) takes a moment under jsdom.
configure({ asyncUtilTimeout: 10000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  vi.mocked(saveAs).mockClear();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
  // Cierre de IVA's open databases belong to the old IndexedDB: forgotten with it.
  reiniciarAlmacenes();
  globalThis.indexedDB = new IDBFactory();
  // Seed 2's own behaviour is tested without the automatic Hacienda checks (D37); their
  // tests turn them on (tests/integration/facturas/seguimiento.test.tsx).
  sessionStorage.setItem(CLAVE_APAGADO, 'si');
  window.location.hash = '';
  setViewportWidth(1280);
  // The registry client's line and probe are module state, shared by the files of a worker.
  reiniciarRegistro();
  startNoticesRecord();
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  server.resetHandlers();
  flash.clear();
  dialogStore.clear();
  // MUI's styles go through TestStyles (tests/render-app.tsx); emotion's default cache (key 'css')
  // would leave all of them in the document, for every later test file of the worker.
  const leaked = document.head.querySelectorAll('style[data-emotion^="css"]');
  if (leaked.length) {
    leaked.forEach((tag) => tag.remove());
    throw new Error('MUI rendered outside TestStyles: use renderApp, or render(…, { wrapper: TestStyles })');
  }
});

afterAll(() => server.close());
