import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { mesAnterior } from '@/features/cierre-iva/rules';
import { costaRicaDay, formatMonth } from '@/lib/dates';
import { currentPath, renderApp } from '../../render-app';

/*
 * Cierre de IVA's page over the demo backend (issue 42): who enters, the load's progress and counts,
 * Cancelar and Reanudar asking no document twice, a month reopened from the browser's store, and a 401
 * that stops the load. Requests are counted from msw's own events.
 */

// Three whole loads of the demo month in the first test: more than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const URL_CIERRE = '/default-layout/cierre-iva';
const XML = '/api/factura/download-xml';

beforeAll(() => import('@/features/cierre-iva/pages/cierre-iva-page'));
afterEach(() => server.events.removeAllListeners());

/** Every request the demo backend saw, as path + query. */
function espiar() {
  const pedidos: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    pedidos.push(new URL(request.url));
  });
  return {
    pedidos,
    xmlIds: () => pedidos.filter((u) => u.pathname === XML).map((u) => u.searchParams.get('id')!),
    de: (ruta: string) => pedidos.filter((u) => u.pathname === ruta),
  };
}

const estado = () => screen.findByRole('status', {}, { timeout: 20_000 });
/** Waits for the load to end: 'n de n documentos', n > 0. */
async function cargaCompleta(): Promise<number> {
  let total = 0;
  await waitFor(
    () => {
      const m = /^(\d+) de (\d+) documentos$/.exec(screen.getByRole('status').textContent ?? '');
      expect(m && m[1] === m[2] && Number(m[2]) > 0).toBe(true);
      total = Number(m![2]);
    },
    // The demo month's 70 documents, read in jsdom on a busy machine.
    { timeout: 60_000 },
  );
  return total;
}

describe('Cierre de IVA', () => {
  it('sends a usuario to the login, and lets a coordinador and an admin in', async () => {
    const { router, unmount } = await renderApp(URL_CIERRE, { role: 'usuario' });
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login\?redirectTo=/));
    unmount();
    for (const role of ['coordinador', 'admin'] as const) {
      const vista = await renderApp(URL_CIERRE, { role });
      expect(await screen.findByRole('heading', { name: 'Cierre de IVA' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Mes' })).toBeInTheDocument();
      await cargaCompleta();
      vista.unmount();
    }
  });

  it('shows the counts, reads each accepted invoice once, and reopened reads none again', async () => {
    const espia = espiar();
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    await estado();
    const total = await cargaCompleta();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la carga' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const leidas = espia.xmlIds();
    expect(leidas.length).toBeGreaterThan(0);
    expect(leidas.length).toBeLessThanOrEqual(total);
    expect(new Set(leidas).size).toBe(leidas.length);

    // Away and back: the lists are asked again, the documents come from the browser's store.
    const antes = espia.pedidos.length;
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('link', { name: 'Panel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cierre de IVA' })).toBeNull());
    await user.click(within(nav).getByRole('link', { name: 'Cierre de IVA' }));
    expect(await cargaCompleta()).toBe(total);
    expect(espia.pedidos.slice(antes).filter((u) => u.pathname === XML)).toEqual([]);
  });

  it('reopened, shows the last worksheet at once while the lists are asked again, then the checked one', async () => {
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    const total = await cargaCompleta();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('link', { name: 'Panel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cierre de IVA' })).toBeNull());

    // The lists held: what shows is the stored load's, said as being checked, with nothing to cancel.
    let soltar = () => {};
    const retenidas = new Promise<void>((r) => (soltar = r));
    server.use(http.get('*/api/factura/get', () => retenidas.then(() => undefined)));
    await user.click(within(nav).getByRole('link', { name: 'Cierre de IVA' }));
    const comprobando = 'Hoja de la última carga completa; comprobando si el mes cambió…';
    expect(await screen.findByText(comprobando, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${total} de ${total} documentos`);
    expect(await screen.findByRole('region', { name: 'Ventas, IVA devengado' })).toBeInTheDocument();
    expect(screen.getByText(comprobando)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(screen.queryByText(/Cifras parciales/)).toBeNull();

    soltar();
    await waitFor(() => expect(screen.queryByText(comprobando)).toBeNull(), { timeout: 30_000 });
    expect(await cargaCompleta()).toBe(total);
  });

  it('Cancelar keeps what came; Reanudar finishes without asking any of it again', async () => {
    const espia = espiar();
    let vistos = 0;
    let soltar = () => {};
    const retenidos = new Promise<void>((r) => (soltar = r));
    // The first twelve XML answer at once; the rest wait (then fall through to the demo's answer).
    server.use(
      http.get(`*${XML}`, async () => {
        vistos += 1;
        if (vistos > 12) await retenidos;
      }),
    );
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^12 de \d+ documentos$/), {
      timeout: 30_000,
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
    expect(screen.getByText(/Carga detenida: las cifras son parciales/)).toBeInTheDocument();
    const primeras = espia.xmlIds().slice(0, 12);
    const listas = espia.de('/api/factura/get').length;

    server.resetHandlers();
    soltar();
    await user.click(screen.getByRole('button', { name: 'Reanudar' }));
    await cargaCompleta();
    for (const id of primeras) expect(espia.xmlIds().filter((x) => x === id)).toHaveLength(1);
    // The lists read before the cancel are not asked again either.
    expect(espia.de('/api/factura/get')).toHaveLength(listas);
  });

  it('a 401 in the middle stops the load and signs out', async () => {
    const espia = espiar();
    let vistos = 0;
    server.use(
      http.get(`*${XML}`, () => {
        vistos += 1;
        if (vistos === 5) return HttpResponse.json({ message: 'Token vencido' }, { status: 401 });
        return undefined;
      }),
    );
    const { router } = await renderApp(URL_CIERRE, { role: 'admin' });
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login\?redirectTo=/), {
      timeout: 30_000,
    });
    // The 401 and at most the five others in flight with it; nothing after.
    const pedidas = espia.xmlIds().length;
    expect(pedidas).toBeLessThanOrEqual(10);
    expect(espia.de('/api/factura/respuestas-factura')).toHaveLength(0);
  });

  it("takes the month's supplier files, refuses an unsafe one with its reason, and keeps them", async () => {
    const mes = mesAnterior(costaRicaDay(new Date()));
    const xml = readFileSync(
      resolve(import.meta.dirname, '../../../mocks/data/xml/facturacr__commonExpectedXml_v4.4.xml'),
      'utf8',
    ).replace('2024-04-01T00:00:00.000Z', `${mes}-10T10:00:00-06:00`);
    const hostil = readFileSync(resolve(import.meta.dirname, '../../fixtures/hostile/doctype-externo.xml'));
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    await cargaCompleta();
    await user.upload(screen.getByLabelText('Elegir archivos XML'), [
      new File([xml], 'proveedor.xml', { type: 'text/xml' }),
      new File([hostil], 'doctype-externo.xml', { type: 'text/xml' }),
    ]);
    expect(await screen.findByText('1 archivo de proveedor en el mes')).toBeInTheDocument();
    expect(
      screen.getByText(/^doctype-externo\.xml: El archivo trae una declaración DOCTYPE/),
    ).toBeInTheDocument();

    // Another month and back: the file is still the month's.
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(
      await screen.findByRole('option', {
        name: formatMonth(costaRicaDay(new Date()).slice(0, 7)),
      }),
    );
    await waitFor(() => expect(screen.queryByText('1 archivo de proveedor en el mes')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    const nombre = formatMonth(mes);
    await user.click(await screen.findByRole('option', { name: nombre }));
    expect(await screen.findByText('1 archivo de proveedor en el mes')).toBeInTheDocument();
  });
});
