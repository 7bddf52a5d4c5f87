import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import type { TicaRecord } from '@mocks/db/types';
import { server } from '@mocks/node';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { currentPath, renderApp } from '../../render-app';
import { dataRows, setDate, trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/default-layout/tica-filtros';

// The screen's module, loaded before the first test's clock: its first heading waits only for the data.
beforeAll(() => import('@/features/tica/pages/tica-list-page'), 120_000);

/** The stored rows a query should return, newest DUA date first. */
const esperados = (keep: (t: TicaRecord) => boolean = () => true) =>
  getDb()
    .ticas.filter(keep)
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.reciboId - a.reciboId || b.id - a.id);

async function grid() {
  const g = await screen.findByRole('grid', { name: 'TICA' });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}
const duas = (g: HTMLElement) =>
  dataRows(g).map((row) => row.querySelector('[data-field="dua"]')!.textContent);
const cell = (row: HTMLElement, field: string) => row.querySelector(`[data-field="${field}"]`)!.textContent;
const rowOf = (g: HTMLElement, t: TicaRecord) =>
  dataRows(g).find((row) => cell(row, 'dua') === t.dua && cell(row, 'reciboId') === String(t.reciboId))!;
const params = (url: URL) => Object.fromEntries(url.searchParams);

async function choose(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('TICA list (tica-filtros)', () => {
  it("first loads 25 rows, newest DUA first, with empty filters sent as API.md says and the option lists asked once; an update that fails flashes the server's message and keeps the choice", async () => {
    const api = trackApi();
    const db = getDb();
    const { user } = await renderApp(PAGE, { role: 'coordinador' });
    expect(await screen.findByRole('heading', { name: 'TICA' })).toBeInTheDocument();
    const g = await grid();
    expect([...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Recibo',
      'Aduana',
      'Año',
      'Dua',
      'Regimen',
      'Fecha',
      'Estado',
      'Responsable',
      'Estado Aforo',
      'Actualizar',
    ]);
    const todos = esperados();
    expect(duas(g)).toEqual(todos.slice(0, 25).map((t) => t.dua));
    expect(screen.getByText(`${todos.length} registros`)).toBeInTheDocument();
    expect(params(api.to('/api/tica/data/list')[0]!.url)).toEqual({
      reciboId: '0',
      aduanaId: '0',
      dua: '',
      estadoTica: '0',
      estadoAforo: '0',
      fechaInicio: '',
      fechaFinal: '',
      responsable: '',
      pageNumber: '0',
      pageSize: '25',
      cargados: 'false',
    });

    // A row: office and regime by name, the year, the date as dd/MM/yyyy, its two states in their selects.
    const t = todos[0]!;
    const row = rowOf(g, t);
    // The office without its 'Aduana (de)' (decision T7), whole on hover.
    const aduana = db.aduanas.get(t.aduanaId)!.nombre;
    // The name as the server sends it, cut short only on screen.
    expect(cell(row, 'aduana')).toBe(aduana);
    expect(aduana).toMatch(/^Aduana /);
    expect(row.querySelector('[data-field="aduana"] span')).toHaveAttribute('title', aduana);
    expect(cell(row, 'ano')).toBe(String(t.ano));
    expect(cell(row, 'regimenAduanero')).toBe(db.regimenes.get(t.regimenId)!.nombre);
    expect(cell(row, 'fecha')).toBe(t.fecha.split('-').reverse().join('/'));
    expect(cell(row, 'responsable')).toBe(t.responsable);
    const dua = `${t.ano}-${t.dua}`;
    expect(
      within(row).getByRole('combobox', { name: `Estado del recibo ${t.reciboId} DUA ${dua}` }),
    ).toHaveTextContent(db.estadosTica.get(t.estadoTicaId)!.nombre);
    expect(
      within(row).getByRole('combobox', { name: `Estado Aforo del recibo ${t.reciboId} DUA ${dua}` }),
    ).toHaveTextContent(db.estadosAforo.get(t.estadoAforoId)!.nombre);
    expect(
      within(row).getByRole('button', { name: `Actualizar recibo ${t.reciboId} DUA ${dua}` }),
    ).toHaveTextContent('Actualizar');

    // The filters: every option list starts with TODOS (id 0), chosen by default.
    for (const [label, size] of [
      ['Aduana', db.aduanas.size],
      ['Estado TICA', db.estadosTica.size],
      ['Estado Aforo', db.estadosAforo.size],
    ] as const) {
      const combo = within(screen.getByRole('search')).getByRole('combobox', { name: label });
      expect(combo).toHaveTextContent('TODOS');
      fireEvent.mouseDown(combo);
      const opciones = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(opciones.map((o) => o.textContent)[0]).toBe('TODOS');
      expect(opciones).toHaveLength(size + 1);
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    }

    // The same list (one load for both): an update that fails flashes the server's message and keeps
    // the choice.
    server.use(
      http.put('*/api/tica/actualizar', () =>
        HttpResponse.json(
          { message: 'El registro de TICA está bloqueado por otro usuario' },
          { status: 409 },
        ),
      ),
    );
    const danger = vi.spyOn(flash, 'danger');
    const u = esperados((x) => x.estadoTicaId !== 1)[0]!;
    const duaU = `${u.ano}-${u.dua}`;
    const rowU = rowOf(g, u);
    const estadoU = within(rowU).getByRole('combobox', {
      name: `Estado del recibo ${u.reciboId} DUA ${duaU}`,
    });
    fireEvent.mouseDown(estadoU);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'ACEPTADO' }));
    await user.click(
      within(rowU).getByRole('button', { name: `Actualizar recibo ${u.reciboId} DUA ${duaU}` }),
    );
    await waitFor(() =>
      expect(danger).toHaveBeenCalledWith(
        `Se produjo un error cuando se estaba intentando actualizar el registro de TICA del recibo ${u.reciboId}\nEl registro de TICA está bloqueado por otro usuario`,
        UNTIL_CLOSED,
      ),
    );
    expect(estadoU).toHaveTextContent('ACEPTADO');
  });

  it('Filtrar sends every filter (digits only in Recibo and Dua, dates as D-M-YYYY) and keeps them in the URL', async () => {
    const api = trackApi();
    const db = getDb();
    const t = esperados((x) => x.estadoTicaId === 4)[3]!;
    const dia = t.fecha.split('-').reverse().join('/');
    const [y, m, d] = t.fecha.split('-').map(Number);
    const query = `${d}-${m}-${y}`;
    const { user, router } = await renderApp(PAGE, { role: 'admin' });
    await grid();
    await setDate('Fecha Inicio', dia);
    await setDate('Fecha Final', dia);
    // Typed or pasted, anything but digits is dropped.
    const escribir = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    escribir('Recibo', `R-${t.reciboId}`);
    expect(screen.getByRole('textbox', { name: 'Recibo' })).toHaveValue(String(t.reciboId));
    escribir('Dua', `${t.dua.slice(0, 3)}x${t.dua.slice(3)}`);
    expect(screen.getByRole('textbox', { name: 'Dua' })).toHaveValue(t.dua);
    await choose(user, 'Aduana', db.aduanas.get(t.aduanaId)!.nombre);
    await choose(user, 'Estado TICA', 'LEVANTE');
    await choose(user, 'Estado Aforo', db.estadosAforo.get(t.estadoAforoId)!.nombre);
    const nombre = t.responsable.split(' ')[0]!;
    escribir('Responsable', ` ${nombre} `);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(api.to('/api/tica/data/list')).toHaveLength(2));
    expect(params(api.to('/api/tica/data/list')[1]!.url)).toEqual({
      reciboId: String(t.reciboId),
      aduanaId: String(t.aduanaId),
      dua: t.dua,
      estadoTica: '4',
      estadoAforo: String(t.estadoAforoId),
      fechaInicio: query,
      fechaFinal: query,
      responsable: nombre,
      pageNumber: '0',
      pageSize: '25',
      cargados: 'true',
    });
    expect(currentPath(router)).toBe(
      `${PAGE}?fechaInicio=${query}&fechaFinal=${query}&recibo=${t.reciboId}&aduana=${t.aduanaId}&dua=${t.dua}&estado=4&aforo=${t.estadoAforoId}&responsable=${encodeURIComponent(nombre)}`,
    );
    const g = await grid();
    await waitFor(() => expect(duas(g)).toEqual([t.dua]));
    expect(screen.getByText('1 registro')).toBeInTheDocument();
  });

  it('opens with the URL filters and pages on the server: pagesTotal + 1 pages of 25', async () => {
    const api = trackApi();
    const lista = esperados((t) => t.aduanaId === 2);
    const pagesTotal = Math.ceil(lista.length / 25) - 1;
    expect(pagesTotal).toBeGreaterThan(1);
    const { user, router } = await renderApp(`${PAGE}?aduana=2`, { role: 'admin' });
    const g = await grid();
    expect(duas(g)).toEqual(lista.slice(0, 25).map((t) => t.dua));
    await waitFor(() =>
      expect(within(screen.getByRole('search')).getByRole('combobox', { name: 'Aduana' })).toHaveTextContent(
        'Aduana Santamaría',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${PAGE}?aduana=2&pagina=2`));
    await waitFor(() => expect(duas(g)).toEqual(lista.slice(25, 50).map((t) => t.dua)));
    await user.click(screen.getByRole('button', { name: 'Ir a la última página' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${PAGE}?aduana=2&pagina=${pagesTotal + 1}`));
    await waitFor(() => expect(duas(g)).toEqual(lista.slice(pagesTotal * 25).map((t) => t.dua)));
    const last = api.to('/api/tica/data/list').at(-1)!.url.searchParams;
    expect([last.get('pageNumber'), last.get('aduanaId'), last.get('cargados')]).toEqual([
      String(pagesTotal),
      '2',
      'true',
    ]);
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeDisabled();
  });

  it("Actualizar sends the row with the chosen Estado and Estado Aforo and flashes the server's answer", async () => {
    const api = trackApi();
    const db = getDb();
    const success = vi.spyOn(flash, 'success');
    const t = esperados((x) => x.estadoTicaId !== 5 && x.estadoAforoId !== 3)[0]!;
    const dua = `${t.ano}-${t.dua}`;
    const { user } = await renderApp(PAGE, { role: 'admin' });
    const row = rowOf(await grid(), t);
    const boton = within(row).getByRole('button', { name: `Actualizar recibo ${t.reciboId} DUA ${dua}` });
    fireEvent.mouseDown(
      within(row).getByRole('combobox', { name: `Estado del recibo ${t.reciboId} DUA ${dua}` }),
    );
    // The row's select offers the states themselves, not TODOS.
    const opciones = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(db.estadosTica.all().map((e) => e.nombre));
    await user.click(screen.getByRole('option', { name: 'CANCELADO' }));
    fireEvent.mouseDown(
      within(row).getByRole('combobox', { name: `Estado Aforo del recibo ${t.reciboId} DUA ${dua}` }),
    );
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'DOCUMENTAL' }));
    // Until saved, the row's Actualizar is highlighted and nothing is stored.
    expect(boton).toHaveClass('MuiButton-contained');
    expect(db.ticas.get(t.id)!.estadoTicaId).toBe(t.estadoTicaId);
    await user.click(boton);

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'El registro de TICA fue cambiado al estado: CANCELADO y estado aforo: DOCUMENTAL',
      ),
    );
    const put = api.calls.find((c) => c.method === 'PUT' && c.url.pathname === '/api/tica/actualizar');
    expect(put).toBeDefined();
    expect(getDb().ticas.get(t.id)).toMatchObject({ estadoTicaId: 5, estadoAforoId: 3 });
    await waitFor(() => expect(boton).toHaveClass('MuiButton-outlined'));
    expect(
      within(row).getByRole('combobox', { name: `Estado del recibo ${t.reciboId} DUA ${dua}` }),
    ).toHaveTextContent('CANCELADO');
  });

  it("Exportar Excel downloads the applied filters without paging as 'tica-{timestamp}.xls'; a failure shows the server's message", async () => {
    const api = trackApi();
    const success = vi.spyOn(flash, 'success');
    const danger = vi.spyOn(flash, 'danger');
    const { user } = await renderApp(`${PAGE}?estado=4&responsable=Jorge`, { role: 'admin' });
    await grid();
    // Exportar applies what is typed, like Filtrar.
    fireEvent.change(screen.getByRole('textbox', { name: 'Recibo' }), { target: { value: '24' } });
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveAs).mock.calls[0]!;
    expect(name).toMatch(/^tica-\d{8}-\d{6}\.xls$/);
    expect((blob as Blob).type).toBe('application/vnd.ms-excel');
    expect(params(api.to('/api/export/ticas')[0]!.url)).toEqual({
      reciboId: '24',
      aduanaId: '0',
      dua: '',
      estadoTica: '4',
      estadoAforo: '0',
      fechaInicio: '',
      fechaFinal: '',
      responsable: 'Jorge',
    });
    expect(success).toHaveBeenCalledWith(`El archivo fue descargado, el nombre del archivo es: ${name}`);

    server.use(
      http.get('*/api/export/ticas', () =>
        HttpResponse.json({ message: 'Exportación no disponible' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() =>
      expect(danger).toHaveBeenCalledWith(
        'Se produjo un error cuando se estaba intentando exportar los registros de TICA\nExportación no disponible',
        UNTIL_CLOSED,
      ),
    );
  });

  it("shows the server's message and 'Reintentar' when the list fails (B1)", async () => {
    server.use(
      http.get('*/api/tica/data/list', () =>
        HttpResponse.json({ message: 'TICA no responde, intente más tarde' }, { status: 502 }),
      ),
    );
    const { user } = await renderApp(PAGE, { role: 'admin' });
    expect(await screen.findByText('TICA no responde, intente más tarde')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid();
    // The retry still asks for the option lists the failed load did not bring.
    await waitFor(() =>
      expect(within(screen.getByRole('search')).getByRole('combobox', { name: 'Aduana' })).toBeEnabled(),
    );
    fireEvent.mouseDown(within(screen.getByRole('search')).getByRole('combobox', { name: 'Aduana' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(10);
  });
});
