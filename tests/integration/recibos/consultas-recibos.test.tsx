import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash, postedFlashes } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { dataRows, trackApi } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/default-layout/recibos-filtros';

async function grid() {
  const g = await screen.findByRole('grid', { name: 'Consultas Recibos' });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}
const numeros = (g: HTMLElement) =>
  dataRows(g).map((row) => Number(row.querySelector('[data-field="recibo"]')!.textContent));

/** The stored receipts a query should return, newest first. */
function esperados(f: {
  desde?: string;
  hasta?: string;
  estado?: string;
  encargadoId?: number;
  clienteId?: number;
}) {
  return getDb()
    .recibos.filter(
      (r) =>
        (!f.estado || f.estado === 'TODOS' || r.estado === f.estado) &&
        (!f.encargadoId || r.encargadoId === f.encargadoId) &&
        (!f.clienteId || r.clienteId === f.clienteId) &&
        (!f.desde || r.fecha.slice(0, 10) >= f.desde) &&
        (!f.hasta || r.fecha.slice(0, 10) <= f.hasta),
    )
    .sort((a, b) => b.id - a.id);
}

/** yyyy-MM-dd ↔ the picker's dd/MM/yyyy and the API's unpadded D-M-YYYY. */
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const picker = (isoDate: string) => isoDate.split('-').reverse().join('/');
const query = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}-${m}-${y}`;
};

describe('Consultas Recibos', () => {
  it('first loads FINALIZADO receipts by 25 and asks once for the option lists', async () => {
    const api = trackApi();
    await renderApp(PAGE, { role: 'coordinador' });
    expect(await screen.findByRole('heading', { name: 'Consultas Recibos' })).toBeInTheDocument();
    const g = await grid();
    expect([...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Recibo',
      'Fecha',
      'Aduana',
      'Tipo',
      'Cliente',
      'Consignatario',
      'Dua',
      'Encargado',
      'Estado',
      'Antigüedad',
      'Correlación',
      'Facturas',
    ]);
    const todos = esperados({ estado: 'FINALIZADO' });
    expect(numeros(g)).toEqual(todos.slice(0, 25).map((r) => r.recibo));
    expect(screen.getByText(`${todos.length} registros`)).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/api/recibo/data/consultas')[0]!.url.searchParams)).toEqual({
      encargadoId: '0',
      clienteId: '0',
      estado: 'FINALIZADO',
      fechaInicio: '',
      fechaFinal: '',
      pageNumber: '0',
      pageSize: '25',
      encargadosCargado: 'false',
    });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('FINALIZADO');
    expect(screen.getByRole('combobox', { name: 'Encargados' })).toHaveTextContent('TODOS');
    expect(screen.getByRole('combobox', { name: 'Clientes' })).toHaveTextContent('TODOS');
  });

  it('shows a row: date dd/MM/yyyy, office, handler, age in days, correlation only when set, invoices', async () => {
    const db = getDb();
    // A client whose first page of FINALIZADO receipts has correlated and uncorrelated ones.
    const r = esperados({ estado: 'FINALIZADO' }).find((x) => {
      const primeros = esperados({ estado: 'FINALIZADO', clienteId: x.clienteId }).slice(0, 25);
      return x.corelacionId && primeros.includes(x) && primeros.some((y) => !y.corelacionId);
    })!;
    const sin = esperados({ estado: 'FINALIZADO', clienteId: r.clienteId }).find((x) => !x.corelacionId)!;
    await renderApp(`${PAGE}?cliente=${r.clienteId}`, { role: 'admin' });
    const g = await grid();
    const cell = (numero: number, field: string) =>
      dataRows(g)
        .find((row) => row.querySelector('[data-field="recibo"]')!.textContent === String(numero))!
        .querySelector(`[data-field="${field}"]`)!.textContent;
    expect(cell(r.recibo, 'fecha')).toBe(picker(r.fecha.slice(0, 10)));
    expect(cell(r.recibo, 'aduana')).toBe(db.aduanas.get(r.aduanaId)!.nombre);
    expect(cell(r.recibo, 'encargado')).toBe(db.usuarios.get(r.encargadoId)!.nombre);
    expect(cell(r.recibo, 'antiguedad')).toMatch(/^\d+ días?$/);
    expect(cell(r.recibo, 'corelacionId')).toBe(String(r.corelacionId));
    expect(cell(sin.recibo, 'corelacionId')).toBe('');
    const facturas = db.facturas
      .filter((f) => f.reciboId === r.id)
      .sort((a, b) => a.fechaFacturacion.localeCompare(b.fechaFacturacion) || a.id - b.id)
      .map((f) => f.id)
      .join(', ');
    expect(cell(r.recibo, 'facturas')).toBe(facturas);
  });

  it('Filtrar sends the dates as D-M-YYYY with the state, handler and client, and keeps them in the URL', async () => {
    const api = trackApi();
    const db = getDb();
    const today = new Date();
    const desde = iso(new Date(today.getFullYear(), today.getMonth() - 6, 1));
    const hasta = iso(new Date(today.getFullYear(), today.getMonth() - 1, 9));
    const encargado = db.usuarios.get(4)!;
    const { user, router } = await renderApp(PAGE, { role: 'admin' });
    await grid();

    const { setDate } = await import('./helpers');
    await setDate('Fecha Inicio', picker(desde));
    await setDate('Fecha Final', picker(hasta));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'TODOS' }));
    await user.click(screen.getByRole('combobox', { name: 'Encargados' }));
    const opciones = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opciones[0]).toHaveTextContent('TODOS');
    expect(opciones).toHaveLength(db.usuarios.size + 1);
    await user.click(screen.getByRole('option', { name: encargado.nombre }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(api.to('/api/recibo/data/consultas')).toHaveLength(2));
    expect(Object.fromEntries(api.to('/api/recibo/data/consultas')[1]!.url.searchParams)).toEqual({
      encargadoId: '4',
      clienteId: '0',
      estado: 'TODOS',
      fechaInicio: query(desde),
      fechaFinal: query(hasta),
      pageNumber: '0',
      pageSize: '25',
      encargadosCargado: 'true',
    });
    expect(currentPath(router)).toBe(
      `${PAGE}?fechaInicio=${query(desde)}&fechaFinal=${query(hasta)}&estado=TODOS&encargado=4`,
    );
    const g = await grid();
    const lista = esperados({ desde, hasta, estado: 'TODOS', encargadoId: 4 });
    expect(lista.length).toBeGreaterThan(0);
    await waitFor(() => expect(numeros(g)).toEqual(lista.slice(0, 25).map((r) => r.recibo)));
    expect(screen.getByText(`${lista.length} registros`)).toBeInTheDocument();
  });

  it('opens with the filters of the URL and pages by 25 on the server', async () => {
    const api = trackApi();
    const db = getDb();
    const porCliente = new Map<number, number>();
    db.recibos.all().forEach((r) => porCliente.set(r.clienteId, (porCliente.get(r.clienteId) ?? 0) + 1));
    const [clienteId] = [...porCliente.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const cliente = db.clientes.get(clienteId)!;
    const { user, router } = await renderApp(`${PAGE}?estado=TODOS&cliente=${cliente.id}`, { role: 'admin' });
    const g = await grid();
    const lista = esperados({ estado: 'TODOS', clienteId: cliente.id });
    expect(lista.length).toBeGreaterThan(25);
    expect(numeros(g)).toEqual(lista.slice(0, 25).map((r) => r.recibo));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Clientes' })).toHaveTextContent(cliente.nombre),
    );
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`${PAGE}?estado=TODOS&cliente=${cliente.id}&pagina=2`),
    );
    await waitFor(() => expect(numeros(g)).toEqual(lista.slice(25, 50).map((r) => r.recibo)));
    const last = api.to('/api/recibo/data/consultas').at(-1)!;
    expect(last.url.searchParams.get('pageNumber')).toBe('1');
    expect(last.url.searchParams.get('encargadosCargado')).toBe('true');
    expect(last.url.searchParams.get('clienteId')).toBe(String(cliente.id));
  });

  it("Exportar Excel downloads the same query, without paging, as 'recibos-{timestamp}.xls'", async () => {
    const api = trackApi();
    const { user } = await renderApp(`${PAGE}?estado=PENDIENTE&encargado=4&fechaInicio=1-1-2020`, {
      role: 'admin',
    });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveAs).mock.calls[0]!;
    expect(name).toMatch(/^recibos-\d{8}-\d{6}\.xls$/);
    expect((blob as Blob).type).toBe('application/vnd.ms-excel');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(Object.fromEntries(api.to('/api/export/recibos')[0]!.url.searchParams)).toEqual({
      encargadoId: '4',
      clienteId: '0',
      estado: 'PENDIENTE',
      fechaInicio: '1-1-2020',
      fechaFinal: '',
    });
    expect(await expectFlash(`El archivo fue descargado, el nombre del archivo es: ${name}`)).toMatchObject({
      kind: 'success',
    });
  });

  it('offers the states PENDIENTE, FINALIZADO and TODOS and every client after TODOS; refuses a Fecha Final before the Fecha Inicio, or an impossible date, for Filtrar and Exportar Excel', async () => {
    const api = trackApi();
    const { user, router } = await renderApp(PAGE, { role: 'admin' });
    await grid();
    // It offers the states PENDIENTE, FINALIZADO and TODOS, and every client after TODOS.
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['PENDIENTE', 'FINALIZADO', 'TODOS']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Clientes' }));
    const clientes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(clientes[0]).toHaveTextContent('TODOS');
    expect(clientes).toHaveLength(getDb().clientes.size + 1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    const { setDate } = await import('./helpers');
    await setDate('Fecha Inicio', '10/03/2026');
    await setDate('Fecha Final', '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const rango = 'La Fecha Inicio no puede ser posterior a la Fecha Final';
    expect(await expectFlash(rango)).toMatchObject({ kind: 'danger' });
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    // Once for Filtrar, once for Exportar Excel.
    await waitFor(() =>
      expect(postedFlashes().map((f) => [f.kind, f.message])).toEqual([
        ['danger', rango],
        ['danger', rango],
      ]),
    );
    // An impossible date is refused too, rather than dropped from the query.
    const final = screen.getByRole('group', { name: 'Fecha Final' });
    await user.click(within(final).getByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('31022026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await expectFlash('Ingrese una fecha válida (dd/mm/aaaa) en Fecha Inicio y Fecha Final'),
    ).toMatchObject({ kind: 'danger' });
    expect(api.to('/api/recibo/data/consultas')).toHaveLength(1);
    expect(api.to('/api/export/recibos')).toHaveLength(0);
    expect(saveAs).not.toHaveBeenCalled();
    expect(currentPath(router)).toBe(PAGE);
  });

  it("shows the server's message and 'Reintentar' when the query fails", async () => {
    server.use(
      http.get('*/api/recibo/data/consultas', () =>
        HttpResponse.json({ message: 'Consulta demasiado grande' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(PAGE, { role: 'admin' });
    expect(await screen.findByText('Consulta demasiado grande')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid();
  });
});
