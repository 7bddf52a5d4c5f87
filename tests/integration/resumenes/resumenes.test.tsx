import * as z from 'zod/mini';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { calcularResumen } from '@mocks/handlers/resumenes';
import { server } from '@mocks/node';
import { formatMoney } from '@/lib/money';
import { agrupar } from '@/features/resumenes/rules';
import { resumenesApi, type Tramite } from '@/features/resumenes/contract';
import { currentPath, demoUser, renderApp } from '../../render-app';
import { dataRows, trackApi } from '../recibos/helpers';

/** A summary's query as the mock's handler reads it: through the call's contract. */
const leido = (params: Record<string, string>) => z.parse(resumenesApi.clientes.query, params);

vi.setConfig({ testTimeout: 60_000 });

// The route modules load lazily: load them once up front, so that no test's first render waits for them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/default-layout'),
    import('@/features/resumenes/pages/resumen-clientes-page'),
    import('@/features/resumenes/pages/resumen-encargado-page'),
    import('@/features/resumenes/pages/resumen-tica-page'),
  ]);
}, 120_000);

const params = (url: URL) => Object.fromEntries(url.searchParams);
const headers = (g: HTMLElement) =>
  [...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent);
const valor = (label: string) =>
  screen.getByRole('group', { name: label }).parentElement!.querySelector('input')!.value;

async function grid(name: string) {
  const g = await screen.findByRole('grid', { name }, { timeout: 30_000 });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}

/** Opens a filter's select and returns its option texts (then closes it). */
async function opciones(label: string) {
  const combo = within(screen.getByRole('search')).getByRole('combobox', { name: label });
  expect(combo).toHaveTextContent('TODOS');
  fireEvent.mouseDown(combo);
  const list = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return list;
}

const mes = () => {
  const hoy = new Date();
  return [format(startOfMonth(hoy), 'dd/MM/yyyy'), format(endOfMonth(hoy), 'dd/MM/yyyy')];
};

describe('Resumen Facturacion / Clientes (resumen-clientes)', () => {
  it('asks with every filter at TODOS, shows the columns, the current month written back into the dates, Monto Total with 2 decimals, 10 per page and the chart', async () => {
    const api = trackApi();
    await renderApp('/default-layout/resumen-clientes', { role: 'admin' });
    expect(
      await screen.findByRole('heading', { name: 'Resumen Facturacion / Clientes' }),
    ).toBeInTheDocument();
    const g = await grid('Resumen Facturacion / Clientes');
    expect(headers(g)).toEqual(['Cliente', 'Tipo Trámite', 'Monto', 'Cantidad']);
    expect(params(api.to('/api/resumen/factura/list')[0]!.url)).toEqual({
      clienteId: '0',
      tipoId: '0',
      fechaInicio: '',
      fechaFinal: '',
      pageNumber: '0',
      pageSize: '10',
      cargados: 'false',
    });

    // The server's range (the current month) in the date filters.
    await waitFor(() => expect([valor('Fecha Inicio'), valor('Fecha Final')]).toEqual(mes()));

    const esperado = calcularResumen(getDb(), demoUser('admin'), 'clientes', leido({}));
    expect(screen.getByText(`Monto Total: ${formatMoney(esperado.monto)}`)).toBeInTheDocument();
    const filas = dataRows(g);
    expect(filas).toHaveLength(Math.min(10, esperado.filas.length));
    const primera = esperado.filas[0]!;
    expect(filas[0]!.querySelector('[data-field="cliente"]')).toHaveTextContent(primera.cliente!);
    expect(filas[0]!.querySelector('[data-field="total"]')).toHaveTextContent(formatMoney(primera.total));
    expect(filas[0]!.querySelector('[data-field="cantidad"]')).toHaveTextContent(String(primera.cantidad));

    // Filters with TODOS first, then the answer's lists.
    const db = getDb();
    expect(await opciones('Cliente')).toHaveLength(db.clientes.size + 1);
    expect(await opciones('Tipo Tramite')).toEqual([
      'TODOS',
      ...db.tiposTramite
        .all()
        .map((t) => t.nombre)
        .sort((a, b) => a.localeCompare(b, 'es')),
    ]);

    // The chart of the whole range beside the table (jsdom shows its data table): amount per client.
    const figura = await screen.findByRole('figure', { name: 'Monto por cliente' });
    const barras = agrupar(esperado.filas as Tramite[], 'cliente', 'total', 10, 'Otros');
    const celdas = within(figura).getAllByRole('row').slice(1);
    expect(celdas).toHaveLength(barras.labels.length);
    expect(celdas[0]).toHaveTextContent(`${barras.labels[0]}${formatMoney(barras.data[0])}`);
  });
});

describe('Resumen Recibos Por Encargado (resumen-encargado, R2)', () => {
  it('pages by 25 on the server, keeps the chosen filter and page in the URL, and asks for the option lists once', async () => {
    const api = trackApi();
    const { user, router } = await renderApp('/default-layout/resumen-encargado', { role: 'admin' });
    const g = await grid('Resumen Recibos Por Encargado');
    expect(headers(g)).toEqual(['Encargado', 'Trámite', 'Cliente', 'Cantidad']);
    expect(params(api.to('/api/resumen/tramite-encargados/list')[0]!.url)).toMatchObject({
      encargadoId: '0',
      clienteId: '0',
      pageSize: '25',
      cargados: 'false',
    });
    expect((await opciones('Encargado'))[0]).toBe('TODOS');
    expect((await opciones('Cliente'))[0]).toBe('TODOS');

    // A wide range so that there is more than one page.
    router.navigate('/default-layout/resumen-encargado?fechaInicio=1-1-2020&fechaFinal=31-12-2030');
    const todas = calcularResumen(
      getDb(),
      demoUser('admin'),
      'encargado',
      leido({ fechaInicio: '1-1-2020', fechaFinal: '31-12-2030' }),
    ).filas;
    expect(todas.length).toBeGreaterThan(25);
    await waitFor(() => expect(screen.getByText(`${todas.length} registros`)).toBeInTheDocument());
    await waitFor(() => expect(dataRows(g)).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(currentPath(router)).toContain('pagina=2'));
    await waitFor(() =>
      expect(dataRows(g)[0]!.querySelector('[data-field="encargado"]')).toHaveTextContent(
        todas[25]!.encargado!,
      ),
    );
    const ultima = api.to('/api/resumen/tramite-encargados/list').at(-1)!.url;
    expect(params(ultima)).toMatchObject({
      pageNumber: '1',
      pageSize: '25',
      cargados: 'true',
      fechaInicio: '1-1-2020',
    });

    // Choosing a handler and Filtrar: the filter goes to the URL and back to page 1.
    const encargado = getDb().usuarios.get(getDb().recibos.all()[0]!.encargadoId)!;
    fireEvent.mouseDown(within(screen.getByRole('search')).getByRole('combobox', { name: 'Encargado' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: encargado.nombre }),
    );
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentPath(router)).toContain(`encargado=${encargado.id}`));
    expect(currentPath(router)).not.toContain('pagina=');
    await waitFor(() =>
      expect(params(api.to('/api/resumen/tramite-encargados/list').at(-1)!.url)).toMatchObject({
        encargadoId: String(encargado.id),
        pageNumber: '0',
      }),
    );

    // The chart covers the whole range, not the page: its one bar is the handler's Cantidad summed
    // over every row of the range.
    const suma = todas.filter((f) => f.encargado === encargado.nombre).reduce((a, f) => a + f.cantidad, 0);
    expect(suma).toBeGreaterThan(0);
    const figura = await screen.findByRole('figure', { name: 'Recibos por encargado' });
    await waitFor(() =>
      expect(within(figura).getByRole('img')).toHaveAccessibleName(
        `Recibos por encargado: ${encargado.nombre} ${suma}`,
      ),
    );
    expect(within(figura).getAllByRole('row').slice(1)).toHaveLength(1);
  });
});

describe('Resumen Tica Por Encargado (resumen-tica)', () => {
  it('opens a bookmarked range and filters, sends them, and keeps the dates the server answered', async () => {
    const api = trackApi();
    const regimen = getDb().regimenes.all()[0]!;
    await renderApp(
      `/default-layout/resumen-tica?fechaInicio=1-1-2020&fechaFinal=31-12-2030&regimen=${regimen.id}`,
      {
        role: 'admin',
      },
    );
    const g = await grid('Resumen Tica Por Encargado');
    expect(headers(g)).toEqual(['Encargado', 'Regimen', 'Aduana', 'Cantidad']);
    expect(params(api.to('/api/resumen/tica-encargados/list')[0]!.url)).toMatchObject({
      encargadoId: '0',
      regimenId: String(regimen.id),
      fechaInicio: '1-1-2020',
      fechaFinal: '31-12-2030',
      pageSize: '10',
    });
    expect(dataRows(g).length).toBeLessThanOrEqual(10);
    for (const row of dataRows(g))
      expect(row.querySelector('[data-field="regimen"]')).toHaveTextContent(regimen.nombre);
    expect([valor('Fecha Inicio'), valor('Fecha Final')]).toEqual(['01/01/2020', '31/12/2030']);
    expect(
      within(screen.getByRole('search')).getByRole('combobox', { name: 'Regimen Aduaneros' }),
    ).toHaveTextContent(regimen.nombre);
    expect((await opciones('Encargado'))[0]).toBe('TODOS');
  });

  it("shows the server's message and Reintentar when the summary fails (B1)", async () => {
    let falla = true;
    server.use(
      http.get('*/api/resumen/tica-encargados/list', () =>
        falla ? HttpResponse.json({ message: 'Resumen TICA no disponible' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderApp('/default-layout/resumen-tica', { role: 'admin' });
    expect(
      await screen.findByText('Resumen TICA no disponible', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid('Resumen Tica Por Encargado');
  });

  it('is admin only: a coordinator is sent to the login', async () => {
    const { router } = await renderApp('/default-layout/resumen-tica', { role: 'coordinador' });
    await waitFor(() => expect(currentPath(router)).toContain('/extra-layout/login'), { timeout: 30_000 });
  });
});
