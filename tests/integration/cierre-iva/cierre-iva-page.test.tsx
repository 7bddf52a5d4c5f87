import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { mesAnterior } from '@/features/cierre-iva/rules';
import { addMonths, costaRicaDay, formatMonth } from '@/lib/dates';
import { CUENTA, dirigidoALaCuenta } from '../../comprobante-de-la-cuenta';
import { currentPath, renderApp } from '../../render-app';

/*
 * Cierre de IVA's page over the demo backend: who enters, the load's progress and counts,
 * Cancelar and Reanudar asking no document twice, a month reopened from the browser's store, and a 401
 * that stops the load. Requests are counted from msw's own events.
 */

// Three whole loads of the demo month in the first test: more than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const URL_CIERRE = '/default-layout/cierre-iva';
const XML = '/api/factura/download-xml';

// The Panel too: the tests leave for it, and its route keeps this screen until its module is in.
beforeAll(async () => {
  await Promise.all([
    import('@/features/cierre-iva/pages/cierre-iva-page'),
    import('@/app/pages/panel-page'),
  ]);
}, 120_000);
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
/**
 * The load's status line, found by its role once and again only when the screen drew another one:
 * a wait runs its check at every change of the page, hundreds during a whole month's load.
 */
function lineaDeEstado() {
  let linea: HTMLElement | null = null;
  return () => {
    if (!linea?.isConnected) linea = screen.getByRole('status');
    return linea;
  };
}
/**
 * Waits for the load to end: 'n de n documentos', n > 0, and nothing to cancel (the count is full a
 * moment before the end, while the last documents are read and stored; leaving then cancels the load).
 */
async function cargaCompleta(): Promise<number> {
  let total = 0;
  const linea = lineaDeEstado();
  await waitFor(
    () => {
      const m = /^(\d+) de (\d+) documentos$/.exec(linea().textContent ?? '');
      expect(m && m[1] === m[2] && Number(m[2]) > 0).toBe(true);
      expect(screen.queryByText('Cancelar', { selector: 'button' })).toBeNull();
      total = Number(m![2]);
    },
    // The demo month's 70 documents, read in jsdom on a busy machine.
    { timeout: 60_000 },
  );
  return total;
}

/** A real supplier's invoice (to EXCLUSIVE COFFEES, cédula 3101538252) dated on the day 'YYYY-MM-DD'. */
const muestra = (dia: string) =>
  readFileSync(
    resolve(import.meta.dirname, '../../../mocks/data/xml/facturacr__commonExpectedXml_v4.4.xml'),
    'utf8',
  ).replace('2024-04-01T00:00:00.000Z', `${dia}T10:00:00-06:00`);

describe('Cierre de IVA', () => {
  it('lets an admin in, shows the counts, reads each accepted invoice once, and reopened reads none again, showing the last worksheet at once while the lists are asked again', async () => {
    const espia = espiar();
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Cierre de IVA' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mes' })).toBeInTheDocument();
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

    // Away and back once more, the lists held this time (the worksheet, drawn as a transition after
    // the count, may still hold the screen a while on a busy machine).
    await user.click(within(nav).getByRole('link', { name: 'Panel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cierre de IVA' })).toBeNull(), {
      timeout: 20_000,
    });

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
    const progreso = lineaDeEstado();
    await waitFor(() => expect(progreso()).toHaveTextContent(/^12 de \d+ documentos$/), { timeout: 30_000 });
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

  it("draws the worksheet only once the user's data has come (the exports' company), the count before", async () => {
    let soltar = () => {};
    const retenida = new Promise<void>((r) => (soltar = r));
    // Held, then left to the demo backend's own answer.
    server.use(
      http.get('*/api/usuario/data', async () => {
        await retenida;
        return undefined;
      }),
    );
    await renderApp(URL_CIERRE, { role: 'admin' });
    await cargaCompleta();
    expect(screen.queryByRole('region', { name: 'Ventas, IVA devengado' })).toBeNull();
    soltar();
    expect(
      await screen.findByRole('region', { name: 'Ventas, IVA devengado' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
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

  it("refuses a supplier file addressed to another identification, and one of another month, each saying why; takes the month's, refuses an unsafe one with its reason, and keeps them", async () => {
    const mes = mesAnterior(costaRicaDay(new Date()));
    const siguiente = addMonths(mes, 1);
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    await cargaCompleta();
    const elegir = screen.getByLabelText('Elegir archivos XML');
    await user.upload(elegir, [
      new File([muestra(`${mes}-10`)], 'otra-empresa.xml', { type: 'text/xml' }),
      new File([dirigidoALaCuenta(muestra(`${siguiente}-03`))], 'mes-siguiente.xml', { type: 'text/xml' }),
    ]);
    const titulo = await screen.findByText('Archivos no agregados');
    const rechazos = titulo.closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(rechazos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `otra-empresa.xml: está dirigido a EXCLUSIVE COFFEES (identificación 3101538252), no a la empresa ${CUENTA.nombre} (identificación ${CUENTA.cedula}): no da crédito a esta cuenta y no se agregó.`,
      `mes-siguiente.xml: es del 03/${siguiente.slice(5)}/${siguiente.slice(0, 4)}, no de ${formatMonth(mes)}: su IVA es de otro mes y no se agregó a este.`,
    ]);
    // Neither counts for anything: no file of the month, no credit at risk from either.
    expect(screen.getByText('0 archivos de proveedor en el mes')).toBeInTheDocument();
    expect(screen.queryByText('00100001010000000002')).toBeNull();

    // The same screen, the month's own file with an unsafe one (one load of the month for both cases).
    const xml = dirigidoALaCuenta(muestra(`${mes}-10`));
    const hostil = readFileSync(resolve(import.meta.dirname, '../../fixtures/hostile/doctype-externo.xml'));
    await user.upload(elegir, [
      new File([xml], 'proveedor.xml', { type: 'text/xml' }),
      new File([hostil], 'doctype-externo.xml', { type: 'text/xml' }),
    ]);
    expect(await screen.findByText('1 archivo de proveedor en el mes')).toBeInTheDocument();
    expect(
      screen.getByText(/^doctype-externo\.xml: El archivo trae una declaración DOCTYPE/),
    ).toBeInTheDocument();

    // Another month and back: the file is still the month's.
    const combo = screen.getByRole('combobox', { name: 'Mes' });
    await user.click(combo);
    await user.click(
      await screen.findByRole('option', {
        name: formatMonth(costaRicaDay(new Date()).slice(0, 7)),
      }),
    );
    await waitFor(() => expect(screen.queryByText('1 archivo de proveedor en el mes')).toBeNull());
    await user.click(combo);
    const nombre = formatMonth(mes);
    await user.click(await screen.findByRole('option', { name: nombre }));
    expect(await screen.findByText('1 archivo de proveedor en el mes')).toBeInTheDocument();
  });

  it('adds no supplier file when the account’s identification cannot be read, and says why', async () => {
    const mes = mesAnterior(costaRicaDay(new Date()));
    server.use(
      http.get('*/api/empresa/data', () =>
        HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    await user.upload(await screen.findByLabelText('Elegir archivos XML'), [
      new File([dirigidoALaCuenta(muestra(`${mes}-10`))], 'proveedor.xml', { type: 'text/xml' }),
    ]);
    expect(
      await screen.findByText(
        'No se pudo leer la identificación de su empresa para comprobar a quién están dirigidos los archivos; no se agregó ninguno. Servicio no disponible',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 archivos de proveedor en el mes')).toBeInTheDocument();
  });

  it('lists the invoices whose XML the server refused, asks them no more on reopening, and Volver a pedir asks once more', async () => {
    const espia = espiar();
    // One accepted invoice of the month, chosen from the demo's data rather than whichever request
    // comes first.
    const mes = mesAnterior(costaRicaDay(new Date()));
    const rehusada = String(
      getDb().facturas.find(
        (f) => f.empresaId === 1 && f.estadoHacienda === 'aceptado' && f.fechaFacturacion.startsWith(mes),
      )!.id,
    );
    server.use(
      http.get(`*${XML}`, ({ request }) => {
        const id = new URL(request.url).searchParams.get('id')!;
        if (id === rehusada) {
          return HttpResponse.json({ message: 'La factura no tiene XML' }, { status: 404 });
        }
        return undefined;
      }),
    );
    const aviso = () => screen.getByRole('note', { name: 'El servidor rehusó el XML de 1 factura aceptada' });
    /** The notice shows once the load has ended (its last batch read and stored). */
    const terminada = () =>
      waitFor(() => expect(screen.queryByText(/^Cifras parciales/)).toBeNull(), { timeout: 20_000 });
    const { user } = await renderApp(URL_CIERRE, { role: 'admin' });
    await cargaCompleta();
    await terminada();
    expect(within(aviso()).getByRole('listitem')).toHaveTextContent(
      new RegExp(`^Factura ${rehusada} \\(.+\\): La factura no tiene XML$`),
    );
    expect(within(aviso()).getByRole('link', { name: `Factura ${rehusada}` })).toHaveAttribute(
      'href',
      `#/default-layout/historial-factura/${rehusada}`,
    );
    // The worksheet is drawn as a transition, after the count.
    expect(await screen.findByRole('table', { name: 'Ventas no contadas' })).toHaveTextContent(
      'Aceptada, pero su XML no se pudo leer: La factura no tiene XML',
    );

    // Away and back: the refusal is kept with the month, and its XML is not asked again.
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('link', { name: 'Panel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cierre de IVA' })).toBeNull());
    await user.click(within(nav).getByRole('link', { name: 'Cierre de IVA' }));
    await cargaCompleta();
    await terminada();
    expect(aviso()).toBeInTheDocument();
    expect(espia.xmlIds().filter((id) => id === rehusada)).toHaveLength(1);

    // The server put right: Volver a pedir asks it once more, and the notice goes.
    server.resetHandlers();
    await user.click(within(aviso()).getByRole('button', { name: 'Volver a pedir' }));
    await waitFor(() => expect(espia.xmlIds().filter((id) => id === rehusada)).toHaveLength(2));
    await cargaCompleta();
    await terminada();
    expect(screen.queryByRole('note', { name: /^El servidor rehusó/ })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Ventas no contadas' })).not.toHaveTextContent(
        'La factura no tiene XML',
      ),
    );
  });
});
