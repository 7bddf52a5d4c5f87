import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash, postedFlashes } from '../../notices-record';
import { currentPath, demoUser, renderApp } from '../../render-app';
import { byLabel, dataRows, numeros, recibo, recibosDe, rowOf, trackApi } from './helpers';

const LIST = '/default-layout/recibos';

// Grids of up to 200 rows render without virtualisation under jsdom: give them time.
vi.setConfig({ testTimeout: 60_000 });

const conTarrazu = (r: { clienteId: number; consignatario: string }) =>
  getDb().clientes.get(r.clienteId)!.nombre.includes('Tarrazú') || r.consignatario.includes('Tarrazú');

const headers = (g: HTMLElement) =>
  [...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent);

async function grid() {
  const g = await screen.findByRole('grid', { name: 'Listado Recibos' });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}

describe('Listado Recibos', () => {
  it("admins list every PENDIENTE receipt from /list/admin, newest first, with the 'Asignar' column", async () => {
    const api = trackApi();
    await renderApp(LIST, { role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Listado Recibos' })).toBeInTheDocument();
    const g = await grid();
    const headers = [...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent);
    expect(headers).toEqual([
      'Recibo',
      'Consignatario',
      'BL',
      'Antigüedad',
      'Cliente',
      'Tipo',
      'Estado',
      'Editar',
      'Clonar',
      'Facturación',
    ]);
    const esperados = recibosDe('todos', 'PENDIENTE');
    expect(numeros(g)).toEqual(esperados.map((r) => r.recibo));
    expect(screen.getByText(`${esperados.length} registros`)).toBeInTheDocument();

    const calls = api.to('/api/recibo/data/list/admin');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      estado: 'PENDIENTE',
      pageNumber: '0',
      pageSize: '200',
      filter: '',
    });
    expect(api.to('/api/recibo/data/list')).toHaveLength(0);

    const primero = esperados[0]!;
    const editar = byLabel(g, `Editar recibo ${primero.recibo}`);
    expect(editar.tagName).toBe('A');
    expect(editar).toHaveAttribute('href', `#/default-layout/add-recibo/${primero.id}`);
    const asignar = byLabel(g, `Asignar factura al recibo ${primero.recibo}`);
    expect(asignar.tagName).toBe('A');
    expect(asignar).toHaveAttribute('href', `#/default-layout/facturar-manual/${primero.id}`);
    expect(asignar).toHaveTextContent('Asignar');
  });

  it('a user lists only their own receipts through /list with their encargadoId, without Facturación; each row shows consignatario, BL, antigüedad in days, client, type and state', async () => {
    const api = trackApi();
    await renderApp(LIST, { role: 'usuario' });
    const g = await grid();
    const propios = recibosDe('usuario', 'PENDIENTE');
    expect(propios.length).toBeGreaterThan(10);
    expect(numeros(g)).toEqual(propios.map((r) => r.recibo));
    const calls = api.to('/api/recibo/data/list');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('encargadoId')).toBe(String(demoUser('usuario').id));
    expect(api.to('/api/recibo/data/list/admin')).toHaveLength(0);
    expect(headers(g)).not.toContain('Facturación');
    expect(g.querySelector('[aria-label^="Asignar factura"]')).toBeNull();

    // Each row: consignatario, BL, antigüedad in days, client, type and state.
    const r = recibosDe('usuario', 'PENDIENTE').find(
      (x) => x.fecha < new Date(Date.now() - 5 * 86_400_000).toISOString(),
    )!;
    const db = getDb();
    const cells = [...rowOf(g, r.recibo).querySelectorAll('[role="gridcell"]')].map((c) => c.textContent);
    const dias = Math.round(
      (new Date(new Date().toDateString()).getTime() - new Date(new Date(r.fecha).toDateString()).getTime()) /
        86_400_000,
    );
    // Texts a narrow column cuts short show whole on hover.
    for (const field of ['consignatario', 'bl', 'cliente', 'tipo']) {
      const cell = rowOf(g, r.recibo).querySelector(`[data-field="${field}"] [title]`)!;
      expect(cell.getAttribute('title')).toBe(cell.textContent);
    }
    expect(cells.slice(0, 7)).toEqual([
      String(r.recibo),
      r.consignatario,
      r.bl,
      dias === 1 ? '1 día' : `${dias} días`,
      db.clientes.get(r.clienteId)!.nombre,
      db.tiposTramite.get(r.tipoId)!.nombre,
      'PENDIENTE',
    ]);
  });

  it('a coordinator lists their own receipts and sees the Asignar column', async () => {
    const api = trackApi();
    await renderApp(LIST, { role: 'coordinador' });
    const g = await grid();
    expect(numeros(g)).toEqual(recibosDe('coordinador', 'PENDIENTE').map((r) => r.recibo));
    expect(api.to('/api/recibo/data/list')[0]!.url.searchParams.get('encargadoId')).toBe(
      String(demoUser('coordinador').id),
    );
    expect(headers(g)).toContain('Facturación');
  });

  it('FINALIZADO lists the closed receipts, without Asignar even for admins, and keeps the state in the URL', async () => {
    const { user, router } = await renderApp(`${LIST}?filtro=tarrazu`, { role: 'admin' });
    await grid();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'FINALIZADO' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${LIST}?filtro=tarrazu&estado=FINALIZADO`));
    const g = await grid();
    const finalizados = recibosDe('todos', 'FINALIZADO').filter((r) => conTarrazu(r));
    expect(finalizados.length).toBeGreaterThan(3);
    await waitFor(() => expect(numeros(g)).toEqual(finalizados.map((r) => r.recibo)));
    expect(headers(g)).not.toContain('Facturación');
    expect(
      dataRows(g).every((row) => row.querySelector('[data-field="estado"]')!.textContent === 'FINALIZADO'),
    ).toBe(true);
  });

  it('pages on the server: asks for the next page of 200 and keeps the page in the URL', async () => {
    const api = trackApi();
    // A small stand-in page keeps the grid light; the mock's own paging is covered by the API tests.
    const pagina = (n: number) =>
      Array.from({ length: 3 }, (_, i) => ({
        ...fila,
        id: 90_000 + n * 10 + i,
        recibo: 90_000 + n * 10 + i,
      }));
    const fila = {
      fecha: '2026-03-05T10:00:00',
      aduana: 'Aduana Central',
      tipo: 'Courier',
      cliente: 'Cliente X',
    };
    server.use(
      http.get('*/api/recibo/data/list/admin', ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('pageNumber'));
        return HttpResponse.json({ recibos: pagina(n), total: 450, pagesTotal: 2 });
      }),
    );
    const { user, router } = await renderApp(`${LIST}?estado=FINALIZADO`, { role: 'admin' });
    const g = await grid();
    expect(numeros(g)).toEqual([90_000, 90_001, 90_002]);
    expect(screen.getByText('450 registros')).toBeInTheDocument();
    expect(screen.getByText('1–200 de 450')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${LIST}?estado=FINALIZADO&pagina=2`));
    await waitFor(() => expect(numeros(g)).toEqual([90_010, 90_011, 90_012]));
    expect(screen.getByText('201–400 de 450')).toBeInTheDocument();
    const last = api.to('/api/recibo/data/list/admin').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      estado: 'FINALIZADO',
      pageNumber: '1',
      pageSize: '200',
      filter: '',
    });
    // Changing the state starts again at the first page.
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'PENDIENTE' }));
    await waitFor(() => expect(currentPath(router)).toBe(LIST));
  });

  it('opens on the page and state of the URL (a bookmarked list)', async () => {
    const api = trackApi();
    server.use(
      http.get('*/api/recibo/data/list', () => HttpResponse.json({ recibos: [], total: 450, pagesTotal: 2 })),
    );
    await renderApp(`${LIST}?estado=FINALIZADO&pagina=3&filtro=limon`, { role: 'usuario' });
    await screen.findByText('401–450 de 450');
    expect(Object.fromEntries(api.to('/api/recibo/data/list')[0]!.url.searchParams)).toEqual({
      encargadoId: String(demoUser('usuario').id),
      estado: 'FINALIZADO',
      pageNumber: '2',
      pageSize: '200',
      filter: 'limon',
    });
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('limon');
  });

  it('filters after 300 ms, only with 0 or 3+ characters, accent-insensitive, and keeps the filter in the URL', async () => {
    const api = trackApi();
    const { user, router } = await renderApp(LIST, { role: 'admin' });
    const g = await grid();
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    expect(search).toHaveAttribute('placeholder', 'Buscar (mínimo 3 caracteres)');
    const antes = api.to('/api/recibo/data/list/admin').length;

    await user.type(search, 'ta');
    await new Promise((r) => setTimeout(r, 450));
    expect(api.to('/api/recibo/data/list/admin')).toHaveLength(antes);

    await user.type(search, 'rrazu');
    await waitFor(() => expect(currentPath(router)).toBe(`${LIST}?filtro=tarrazu`));
    await waitFor(() => expect(api.to('/api/recibo/data/list/admin')).toHaveLength(antes + 1));
    const filtradas = api.to('/api/recibo/data/list/admin').slice(antes);
    expect(filtradas[0]!.url.searchParams.get('filter')).toBe('tarrazu');

    const esperados = recibosDe('todos', 'PENDIENTE').filter((r) => conTarrazu(r));
    expect(esperados.length).toBeGreaterThan(0);
    await waitFor(() => expect(numeros(g)).toEqual(esperados.map((r) => r.recibo)));

    await user.clear(search);
    await waitFor(() => expect(currentPath(router)).toBe(LIST));
    await waitFor(() => expect(numeros(g)).toHaveLength(recibosDe('todos', 'PENDIENTE').length));
  });

  it('finds a receipt by its number, BL or DUA', async () => {
    const r = recibo((x) => x.estado === 'PENDIENTE' && x.dua !== '');
    const { user } = await renderApp(`${LIST}?filtro=${r.dua}`, { role: 'admin' });
    const g = await grid();
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    expect(search).toHaveValue(r.dua);
    await waitFor(() => expect(numeros(g)).toEqual([r.recibo]));
    await user.clear(search);
    await user.paste(r.bl.toLowerCase());
    await waitFor(() => expect(numeros(g)).toContain(r.recibo));
    await user.clear(search);
    await user.paste(String(r.recibo));
    await waitFor(() => expect(numeros(g)).toContain(r.recibo));
  });

  it("'Nuevo Recibo' opens the empty form", async () => {
    const { user, router } = await renderApp(LIST, { role: 'usuario' });
    await user.click(await screen.findByRole('link', { name: 'Nuevo Recibo' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/add-recibo'));
    expect(await screen.findByRole('heading', { name: 'Nuevo Recibo' })).toBeInTheDocument();
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/recibo/data/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(LIST, { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid();
  });
});

describe('Clonar', () => {
  it('refuses an already correlated receipt with the alert', async () => {
    const r = recibosDe('todos', 'PENDIENTE').find((x) => x.corelacionId)!;
    const total = getDb().recibos.size;
    const { user } = await renderApp(`${LIST}?filtro=${r.recibo}`, { role: 'admin' });
    const g = await grid();
    await user.click(byLabel(g, `Clonar recibo ${r.recibo}`));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'No se puede clonar un recibo que esta actualmente correlacionado con otro recibo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(getDb().recibos.size).toBe(total);
  });

  it('asks first, and cancelling clones nothing; confirmed, says why when the clone fails', async () => {
    const r = recibosDe('todos', 'PENDIENTE').find((x) => !x.corelacionId)!;
    const total = getDb().recibos.size;
    const { user } = await renderApp(`${LIST}?filtro=${r.recibo}`, { role: 'admin' });
    const g = await grid();
    await user.click(byLabel(g, `Clonar recibo ${r.recibo}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      `Desea Clonar el recibo '${r.id}' y crear un recibo exactamente igual pero correlacionado a ${r.id}?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(getDb().recibos.size).toBe(total);

    // Confirmed, it says why when the clone fails.
    server.use(
      http.post('*/api/recibo/clonar', () =>
        HttpResponse.json({ message: 'Servidor ocupado' }, { status: 503 }),
      ),
    );
    await user.click(byLabel(g, `Clonar recibo ${r.recibo}`));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clonar' }));
    const alert = await expectFlash(
      `Se produjo un error cuando se estaba intentando clonar el recibo ${r.id}`,
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Servidor ocupado');
    expect(getDb().recibos.size).toBe(total);
  });

  it('clones into a new PENDIENTE receipt correlated to the original and says so for 10 s', async () => {
    const bodies: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/recibo/clonar') {
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
      }
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    const r = recibosDe('usuario', 'PENDIENTE').find((x) => !x.corelacionId)!;
    const { user } = await renderApp(LIST, { role: 'usuario' });
    const g = await grid();
    await user.click(byLabel(g, `Clonar recibo ${r.recibo}`));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clonar' }));
    const status = await expectFlash(`Se clono el recibo ${r.id} y el nuevo recibo tiene el identificador `);
    // The body is the whole Recibo (API.md), relations as { id, nombre }, not the list row.
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      id: r.id,
      recibo: r.recibo,
      cliente: { id: r.clienteId, nombre: getDb().clientes.get(r.clienteId)!.nombre },
      aduana: { id: r.aduanaId },
      tipo: { id: r.tipoId },
      encargado: { id: r.encargadoId },
      bl: r.bl,
    });
    const nuevo = getDb().recibos.all().at(-1)!;
    expect(nuevo.id).not.toBe(r.id);
    expect(status.message).toContain(
      `Se clono el recibo ${r.id} y el nuevo recibo tiene el identificador ${nuevo.id}`,
    );
    expect(nuevo).toMatchObject({
      estado: 'PENDIENTE',
      estaFacturado: 0,
      corelacionId: r.id,
      clienteId: r.clienteId,
      consignatario: r.consignatario,
      bl: r.bl,
      encargadoId: r.encargadoId,
    });
    // The new receipt heads the list once it reloads.
    await waitFor(() => expect(numeros(g)[0]).toBe(nuevo.recibo));
    expect(postedFlashes().at(-1)).toMatchObject({ kind: 'success', duration: 10_000 });
  });

  it('says why when the server refuses: the receipt was correlated meanwhile (409)', async () => {
    const r = recibosDe('todos', 'PENDIENTE').find((x) => !x.corelacionId)!;
    const otro = recibosDe('todos', 'PENDIENTE').find((x) => x.clienteId === r.clienteId && x.id !== r.id)!;
    const total = getDb().recibos.size;
    const { user } = await renderApp(`${LIST}?filtro=${r.recibo}`, { role: 'admin' });
    const g = await grid();
    // Someone else correlates it after the list was loaded.
    getDb().recibos.update(r.id, { corelacionId: otro.id });
    await user.click(byLabel(g, `Clonar recibo ${r.recibo}`));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clonar' }));
    const alert = await expectFlash(
      `Se produjo un error cuando se estaba intentando clonar el recibo ${r.id}`,
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain(
      'No se puede clonar un recibo que esta actualmente correlacionado con otro recibo',
    );
    expect(getDb().recibos.size).toBe(total);
  });
});
