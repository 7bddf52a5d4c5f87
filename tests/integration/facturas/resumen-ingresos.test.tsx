import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { formatAmount } from '@/lib/money';
import { callApi } from '../../mock-api';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { dataRows, setDate, trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

// The route modules load lazily: load them once up front, so that no test's first render waits for
// them (a busy machine takes longer than a query's timeout).
beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/default-layout'),
    import('@/features/facturas/pages/resumen-ingresos-page'),
  ]);
}, 120_000);

const PAGE = '/default-layout/factura-filtros';

type Fila = {
  facturaId: number;
  fechaFacturacion: string;
  cliente: string;
  cedula: string;
  subtotal: number;
  impuestoVentas: number;
  total: number;
  hacienda: string;
};
type Pagina = { facturas: Fila[]; total: number; fechaInicio: string; fechaFinal: string };

async function resumen(params: Record<string, string | number> = {}) {
  const q = new URLSearchParams({
    facturaId: '0',
    fechaInicio: '',
    fechaFinal: '',
    pageNumber: '0',
    pageSize: '25',
    cargados: 'true',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const { status, json } = await callApi('GET', `/api/factura/data/list?${q}`, { role: 'admin' });
  expect(status).toBe(200);
  return json as Pagina;
}

async function grid() {
  // The first render of a file loads the lazy route modules: slow on a busy machine.
  const g = await screen.findByRole('grid', { name: 'Resumen Ingresos' }, { timeout: 30_000 });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}
const ids = (g: HTMLElement) =>
  dataRows(g).map((r) => Number(r.querySelector('[data-field="facturaId"]')!.textContent));

describe('Resumen Ingresos', () => {
  it('is for admins and coordinators only', async () => {
    const { router } = await renderApp(PAGE, { role: 'usuario' });
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login/));
  });

  it('first loads 25 rows with their columns and formats (dd/MM/yyyy, 2 decimals)', async () => {
    const api = trackApi();
    await renderApp(PAGE, { role: 'coordinador' });
    expect(await screen.findByRole('heading', { name: 'Resumen Ingresos' })).toBeInTheDocument();
    const g = await grid();
    expect([...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Factura',
      'Fecha Facturacion',
      'Cliente',
      'Cédula',
      'Sub Total',
      'Impuestos',
      'Total',
      'Hacienda',
    ]);
    expect(Object.fromEntries(api.to('/api/factura/data/list')[0]!.url.searchParams)).toEqual({
      facturaId: '0',
      fechaInicio: '',
      fechaFinal: '',
      pageNumber: '0',
      pageSize: '25',
      cargados: 'false',
    });
    const esperado = await resumen();
    expect(ids(g)).toEqual(esperado.facturas.map((f) => f.facturaId));
    const f = esperado.facturas[0]!;
    const cells = [...dataRows(g)[0]!.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent);
    const fecha = String(f.fechaFacturacion).slice(0, 10).split('-').reverse().join('/');
    expect(cells).toEqual([
      String(f.facturaId),
      fecha,
      f.cliente,
      f.cedula,
      formatAmount(f.subtotal),
      formatAmount(f.impuestoVentas),
      formatAmount(f.total),
      f.hacienda,
    ]);
  });

  it('Filtrar sends the dates and the invoice number (digits only) and keeps them in the URL; pages by 25', async () => {
    const api = trackApi();
    const { user, router } = await renderApp(PAGE, { role: 'admin' });
    await grid();
    await setDate('Fecha Inicio', '01/01/2025');
    await setDate('Fecha Final', '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`${PAGE}?fechaInicio=1-1-2025&fechaFinal=31-12-2026`),
    );
    const esperado = await resumen({ fechaInicio: '1-1-2025', fechaFinal: '31-12-2026' });
    expect(esperado.total).toBeGreaterThan(25);
    const g = await grid();
    await waitFor(() => expect(ids(g)).toEqual(esperado.facturas.map((f) => f.facturaId)));

    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(currentPath(router)).toMatch(/&pagina=2$/));
    const segunda = await resumen({ fechaInicio: '1-1-2025', fechaFinal: '31-12-2026', pageNumber: 1 });
    await waitFor(() => expect(ids(g)).toEqual(segunda.facturas.map((f) => f.facturaId)));

    // A letter is refused as it is typed, and the field says why.
    const numero = screen.getByRole('textbox', { name: 'Factura' });
    const id = esperado.facturas[3]!.facturaId;
    await user.type(numero, `${id}x`);
    expect(numero).toHaveValue(String(id));
    expect(screen.getByText('El número de factura debe ser numérico')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(ids(g)).toEqual([id]));
    expect(currentPath(router)).toBe(`${PAGE}?fechaInicio=1-1-2025&fechaFinal=31-12-2026&factura=${id}`);
    const last = api.to('/api/factura/data/list').at(-1)!.url.searchParams;
    expect([last.get('facturaId'), last.get('pageNumber'), last.get('cargados')]).toEqual([
      String(id),
      '0',
      'true',
    ]);
  });

  it("Exportar Excel downloads the date range as 'facturacion-{timestamp}.xls'", async () => {
    const api = trackApi();
    const { user } = await renderApp(`${PAGE}?fechaInicio=1-3-2026&fechaFinal=31-3-2026`, { role: 'admin' });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    const flash = await expectFlash(/^El archivo fue descargado, el nombre del archivo es: /, {
      timeout: 50_000,
    });
    expect(flash.kind).toBe('success');
    expect(flash.message).toMatch(
      /^El archivo fue descargado, el nombre del archivo es: facturacion-\d{8}-\d{6}\.xls$/,
    );
    expect(Object.fromEntries(api.to('/api/export/facturas')[0]!.url.searchParams)).toEqual({
      fechaInicio: '1-3-2026',
      fechaFinal: '31-3-2026',
    });
  });

  it("shows the server's message and 'Reintentar' when the summary fails; the server's range fills empty dates", async () => {
    const fila = { ...(await resumen()).facturas[0]! };
    server.use(
      http.get('*/api/factura/data/list', () =>
        HttpResponse.json({ message: 'Resumen no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(PAGE, { role: 'admin' });
    expect(await screen.findByText('Resumen no disponible', {}, { timeout: 30_000 })).toBeInTheDocument();
    // A backend that picks the current month when no dates are sent: the filter shows it.
    server.use(
      http.get('*/api/factura/data/list', () =>
        HttpResponse.json({
          facturas: [fila],
          total: 1,
          pagesTotal: 0,
          fechaInicio: '1-3-2026',
          fechaFinal: '31-3-2026',
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid();
    const valor = (label: string) =>
      screen.getByRole('group', { name: label }).parentElement!.querySelector('input')!.value;
    await waitFor(() => expect(valor('Fecha Inicio')).toBe('01/03/2026'));
    expect(valor('Fecha Final')).toBe('31/03/2026');
  });
});

it("the server's range fills only the dates left alone: what was typed while the summary loads stays", async () => {
  const fila = { ...(await resumen()).facturas[0]! };
  let soltar!: () => void;
  const listo = new Promise<void>((r) => (soltar = r));
  server.use(
    http.get('*/api/factura/data/list', async () => {
      await listo;
      return HttpResponse.json({
        facturas: [fila],
        total: 1,
        pagesTotal: 0,
        fechaInicio: '1-3-2026',
        fechaFinal: '31-3-2026',
      });
    }),
  );
  const { user } = await renderApp(PAGE, { role: 'admin' });
  const numero = await screen.findByRole('textbox', { name: 'Factura' }, { timeout: 30_000 });
  await user.type(numero, '1234');
  await setDate('Fecha Final', '15/03/2026');
  soltar();
  await grid();
  const valor = (label: string) =>
    screen.getByRole('group', { name: label }).parentElement!.querySelector('input')!.value;
  await waitFor(() => expect(valor('Fecha Inicio')).toBe('01/03/2026'));
  expect(valor('Fecha Final')).toBe('15/03/2026');
  expect(screen.getByRole('textbox', { name: 'Factura' })).toHaveValue('1234');
});
