import { screen, waitFor } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { postedFlashes } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { dataRows, setDate, trackApi } from '../recibos/helpers';
import { confirmaciones } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/default-layout/confirmacion-rechazo';
const TITULO = 'Listado Confirmación y Rechazo Documentos Electrónicos';

beforeAll(() => import('@/features/confirmacion/pages/confirmacion-rechazo-page'));

async function grid() {
  const g = await screen.findByRole('grid', { name: TITULO });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}
const celdas = (row: HTMLElement) => [...row.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent);
const claves = (g: HTMLElement) =>
  dataRows(g).map((row) => row.querySelector('[data-field="clave"]')!.textContent);
/** yyyy-MM-dd → the picker's dd/MM/yyyy and the API's D-M-YYYY. */
const picker = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy');
const query = (iso: string) => format(parseISO(iso), 'd-M-yyyy');

describe('Listado Confirmación y Rechazo', () => {
  it('lists every received document answered: the columns, 2-decimal amounts, dd/MM/yyyy, states', async () => {
    const api = trackApi();
    await renderApp(PAGE, { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: TITULO })).toBeInTheDocument();
    const g = await grid();
    expect([...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Clave',
      'Consecutivo',
      'Emisor',
      'Moneda',
      'Total Venta',
      'Total Impuestos',
      'Total Comprobante',
      'Estado',
      'Hacienda',
      'Fecha Emision',
    ]);
    const todas = confirmaciones();
    // Not paged: the whole answer is in the grid (virtualised in a browser), the latest answer first.
    expect(claves(g)).toEqual(todas.map((r) => r.clave));
    expect(screen.getByText(`${todas.length} registros`)).toBeInTheDocument();
    const r = todas.find((x) => x.moneda === 'USD' && x.estado === 'RECHAZADO')!;
    const fila = dataRows(g).find(
      (row) => row.querySelector('[data-field="clave"]')!.textContent === r.clave,
    )!;
    const dosDecimales = (n: number) =>
      n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(celdas(fila)).toEqual([
      r.clave,
      r.consecutivo,
      r.emisor,
      'USD',
      dosDecimales(r.totalVenta),
      dosDecimales(r.totalImpuesto),
      dosDecimales(r.totalComprobante),
      'RECHAZADO',
      r.estadoEnviadoHacienda,
      picker(r.fechaEmision.slice(0, 10)),
    ]);
    expect(
      Object.fromEntries(api.to('/api/fe/confirmacion/confirmacion-rechazo/list')[0]!.url.searchParams),
    ).toEqual({
      filter: '',
      fechaInicio: '',
      fechaFinal: '',
    });
  });

  it('Filtrar sends the issue dates (D-M-YYYY) and the text and keeps them in the URL; an inverted range is refused', async () => {
    const r = confirmaciones().find((x) => x.emisor === 'Courier Express Centroamericano S.A.')!;
    const dia = r.fechaEmision.slice(0, 10);
    const api = trackApi();
    const { user, router } = await renderApp(PAGE, { role: 'usuario' });
    await grid();
    await setDate('Fecha Inicio', picker(dia));
    await setDate('Fecha Final', picker(dia));
    await user.type(screen.getByRole('searchbox', { name: 'Consecutivo, emisor o clave' }), 'courier');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        `${PAGE}?fechaInicio=${query(dia)}&fechaFinal=${query(dia)}&texto=courier`,
      ),
    );
    const ultima = () => api.to('/api/fe/confirmacion/confirmacion-rechazo/list').at(-1)!.url.searchParams;
    await waitFor(() => expect(ultima().get('filter')).toBe('courier'));
    expect(ultima().get('fechaInicio')).toBe(query(dia));
    expect(ultima().get('fechaFinal')).toBe(query(dia));
    const g = screen.getByRole('grid', { name: TITULO });
    const esperadas = confirmaciones().filter(
      (x) => x.emisor.startsWith('Courier') && x.fechaEmision.startsWith(dia),
    );
    await waitFor(() => expect(claves(g)).toEqual(esperadas.map((x) => x.clave)));

    // An inverted range is refused before anything is sent.
    const antes = api.to('/api/fe/confirmacion/confirmacion-rechazo/list').length;
    await setDate('Fecha Inicio', '31/12/2099');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(postedFlashes().map((f) => [f.kind, f.message])).toEqual([
      ['danger', 'La Fecha Inicio no puede ser posterior a la Fecha Final'],
    ]);
    expect(api.to('/api/fe/confirmacion/confirmacion-rechazo/list')).toHaveLength(antes);
  });

  it('opens from a bookmarked URL with its filters; Enter filters; Exportar Excel saves gastos-{timestamp}.xls', async () => {
    const api = trackApi();
    const { user } = await renderApp(`${PAGE}?fechaInicio=1-1-2020&texto=almacen`, { role: 'usuario' });
    const g = await grid();
    expect(screen.getByRole('searchbox', { name: 'Consecutivo, emisor o clave' })).toHaveValue('almacen');
    expect(
      screen.getByRole('group', { name: 'Fecha Inicio' }).parentElement!.querySelector('input'),
    ).toHaveValue('01/01/2020');
    expect(claves(g)).toEqual(
      confirmaciones()
        .filter((x) => x.emisor.startsWith('Almacén'))
        .map((x) => x.clave),
    );

    const caja = screen.getByRole('searchbox', { name: 'Consecutivo, emisor o clave' });
    await user.clear(caja);
    await user.paste('Telecomunicaciones');
    // Enter in the text asks exactly once, as Filtrar does (D31).
    const antes = api.to('/api/fe/confirmacion/confirmacion-rechazo/list').length;
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        api.to('/api/fe/confirmacion/confirmacion-rechazo/list').at(-1)!.url.searchParams.get('filter'),
      ).toBe('Telecomunicaciones'),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(api.to('/api/fe/confirmacion/confirmacion-rechazo/list').slice(antes)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, nombre] = vi.mocked(saveAs).mock.calls[0]! as [Blob, string];
    expect(nombre).toMatch(/^gastos-\d{8}-\d{6}\.xls$/);
    expect(blob.type).toBe('application/vnd.ms-excel');
    expect(Object.fromEntries(api.to('/api/fe/confirmacion/download/gastos')[0]!.url.searchParams)).toEqual({
      filter: 'Telecomunicaciones',
      fechaInicio: '1-1-2020',
      fechaFinal: '',
    });
    await waitFor(() =>
      expect(postedFlashes().map((f) => f.message)).toEqual([
        `El archivo fue descargado, el nombre del archivo es: ${nombre}`,
      ]),
    );
  });

  it("'Confirmar Rechazar' opens the upload screen; a failed load shows the server's message and Reintentar", async () => {
    server.use(
      http.get('*/api/fe/confirmacion/confirmacion-rechazo/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    // A few rows once it loads (the list is not paged): what is checked is the failure and the link.
    const { user, router } = await renderApp(`${PAGE}?texto=courier`, { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid();
    await user.click(screen.getByRole('link', { name: 'Confirmar Rechazar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/confirmacion-upload'));
  });
});
