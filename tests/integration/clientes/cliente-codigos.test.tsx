import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const PAGE = '/default-layout/cliente-codigos-actividad/6';
const TITLE = 'Manejo de Codigos de Actividad para Café Tarrazú Export S.A.';
const codigosDe = (clienteId: number) =>
  getDb()
    .clienteCodigos.filter((r) => r.clienteId === clienteId)
    .map((r) => r.codigoActividadDgt);

/**
 * Types a search in one go: clicks the box, then pastes. Outside the test of the search's timing the
 * keystrokes themselves are not what is checked, and each one re-renders the row and its list.
 */
async function buscar(user: UserEvent, search: HTMLElement, text: string) {
  await user.click(search);
  await user.paste(text);
}

async function open() {
  const view = await renderApp(PAGE, { role: 'usuario' });
  // The first render loads the route module: allow for a slow, shared machine.
  await screen.findByRole('heading', { name: TITLE }, { timeout: 20_000 });
  const table = await screen.findByRole('table', { name: 'Códigos de actividad del cliente' });
  await within(table).findByText('512214');
  return { ...view, table };
}

/** Records each search request's filter and when it left, and each keystroke's time. */
function watchSearches() {
  const searches: Array<{ filter: string; at: number }> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/codigos-actividad/search') {
      searches.push({ filter: url.searchParams.get('filter') ?? '', at: performance.now() });
    }
  });
  return searches;
}

describe('Códigos de actividad del cliente', { timeout: 60_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows the client's codes with Código, Descripción, Código Subclase, Título Subclase and Acciones", async () => {
    const { table } = await open();
    for (const header of ['Código', 'Descripción', 'Código Subclase', 'Título Subclase', 'Acciones']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getByText('512214').closest('tr')!;
    expect(row).toHaveTextContent(
      'VENTA AL POR MAYOR DE CAFE (EXCEPTO EL ENVASADO, ENLATADO, SOLUBLE, DESCAFEINADO)',
    );
    expect(row).toHaveTextContent('5122');
    expect(within(row).getByRole('button', { name: 'Editar 512214' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Borrar 512214' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + codigosDe(6).length);
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/clientes',
    );
    expect(screen.getByRole('button', { name: 'Agregar Código' })).toBeInTheDocument();
  });

  it('searches only from 3 characters, 300 ms after the last keystroke, and lists code, name, subclass', async () => {
    const searches = watchSearches();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    const search = screen.getByRole('combobox', { name: 'Buscar código de actividad' });
    expect(search).toHaveAttribute('placeholder', 'Buscar código de actividad (mínimo 3 letras)');
    expect(search).toHaveFocus();
    const keys: number[] = [];
    search.addEventListener('input', () => keys.push(performance.now()));

    await user.type(search, ' ad ');
    await new Promise((r) => setTimeout(r, 600));
    expect(searches).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'aduanero');
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^630904 - AGENTE ADUANERO FISICO O JURIDICO6309 · AGENTES ADUANEROS/),
        expect.stringMatching(/^741407 - ASESOR ADUANERO7414 · SERVICIOS DE ASESORIA EN MATERIA ADUANERA/),
      ]),
    );
    // Every search waited 300 ms after the keystroke before it, and none went out under 3 characters.
    expect(searches.at(-1)!.filter).toBe('aduanero');
    for (const s of searches) {
      expect(s.filter.trim().length).toBeGreaterThanOrEqual(3);
      const lastKey = Math.max(...keys.filter((k) => k <= s.at));
      expect(s.at - lastKey).toBeGreaterThanOrEqual(295);
    }

    // A text trimmed under 3 characters clears the results.
    await user.clear(search);
    await user.type(search, 'ad');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('picking a code fills the new row and the box; Guardar saves it', async () => {
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    const search = screen.getByRole('combobox', { name: 'Buscar código de actividad' });
    await buscar(user, search, 'agente aduanero');
    await user.click(
      await screen.findByRole('option', { name: /^630904 - AGENTE ADUANERO FISICO O JURIDICO/ }),
    );
    expect(search).toHaveValue('630904 - AGENTE ADUANERO FISICO O JURIDICO');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const row = search.closest('tr')!;
    expect(row).toHaveTextContent('AGENTE ADUANERO FISICO O JURIDICO');
    expect(row).toHaveTextContent('6309');
    await user.click(within(row).getByRole('button', { name: 'Guardar código nuevo' }));
    expect(await expectFlash('Código guardado exitosamente')).toMatchObject({ kind: 'success' });
    expect(codigosDe(6)).toContain('630904');
    await waitFor(() => expect(within(table).queryByRole('combobox')).not.toBeInTheDocument());
    expect(within(table).getByRole('button', { name: 'Editar 630904' })).toBeInTheDocument();
  });

  it("refuses to save a row without a code: 'Debe ingresar un código válido'", async () => {
    const before = codigosDe(6);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    await user.click(screen.getByRole('button', { name: 'Guardar código nuevo' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Debe ingresar un código válido');
    expect(codigosDe(6)).toEqual(before);
  });

  it('cancelling a new row removes it; cancelling an edited row returns it to view', async () => {
    const { user, table } = await open();
    const rows = within(table).getAllByRole('row').length;
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    expect(within(table).getAllByRole('row')).toHaveLength(rows + 1);
    await user.click(screen.getByRole('button', { name: 'Cancelar código nuevo' }));
    expect(within(table).getAllByRole('row')).toHaveLength(rows);

    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    await user.click(screen.getByRole('button', { name: 'Borrar código nuevo' }));
    expect(within(table).getAllByRole('row')).toHaveLength(rows);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar 512214' }));
    const search = screen.getByRole('combobox', { name: 'Buscar código de actividad' });
    expect(search).toHaveValue(
      '512214 - VENTA AL POR MAYOR DE CAFE (EXCEPTO EL ENVASADO, ENLATADO, SOLUBLE, DESCAFEINADO)',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar 512214' }));
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(table).getByText('512214')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(rows);
  });

  it('edits a row: the assignment keeps its id and takes the new code', async () => {
    const id = getDb().clienteCodigos.find((r) => r.clienteId === 6 && r.codigoActividadDgt === '512214')!.id;
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Editar 512214' }));
    const search = screen.getByRole('combobox', { name: 'Buscar código de actividad' });
    await user.clear(search);
    await user.paste('741407');
    await user.click(await screen.findByRole('option', { name: /^741407 - ASESOR ADUANERO/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar 512214' }));
    expect(await expectFlash('Código guardado exitosamente')).toMatchObject({ kind: 'success' });
    expect(getDb().clienteCodigos.get(id)?.codigoActividadDgt).toBe('741407');
  });

  it("deletes after '¿Eliminar este código?'", async () => {
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: 'Borrar 154904' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar este código?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(codigosDe(6)).toContain('154904');
    await user.click(screen.getByRole('button', { name: 'Borrar 154904' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    expect(await expectFlash('Código eliminado exitosamente')).toMatchObject({ kind: 'success' });
    expect(codigosDe(6)).not.toContain('154904');
    await waitFor(() => expect(within(table).queryByText('154904')).not.toBeInTheDocument());
  });

  it('keeps one row open at a time', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Debe finalizar de agregar el nuevo código, presione el botón Guardar o Cancelar para cancelar los cambios.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getByRole('button', { name: 'Editar 512214' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar código nuevo' }));

    await user.click(screen.getByRole('button', { name: 'Editar 512214' }));
    await user.click(screen.getByRole('button', { name: 'Editar 154904' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Debe finalizar la edición del código que tiene abierto. Debe cancelar o guardar los cambios.',
    );
    expect(
      screen.getAllByRole('combobox', { name: 'Buscar código de actividad', hidden: true }),
    ).toHaveLength(1);
  });

  it('says why when the server refuses the code, and keeps the row open', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    await buscar(user, screen.getByRole('combobox', { name: 'Buscar código de actividad' }), '960106');
    await user.click(await screen.findByRole('option', { name: /^960106 - / }));
    await user.click(screen.getByRole('button', { name: 'Guardar código nuevo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Se produjo un error cuando se estaba intentando guardar el código de actividad',
    );
    expect(alert).toHaveTextContent('El cliente ya tiene el código de actividad 960106');
    const search = screen.getByRole<HTMLInputElement>('combobox', { name: 'Buscar código de actividad' });
    expect(search.value).toMatch(/^960106 - /);
  });

  it('treats a failed search as no results', async () => {
    server.use(
      http.get('*/api/codigos-actividad/search', () =>
        HttpResponse.json({ message: 'caído' }, { status: 500 }),
      ),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    await buscar(user, screen.getByRole('combobox', { name: 'Buscar código de actividad' }), 'aduana');
    expect(await screen.findByText('No se encontraron códigos de actividad')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says why a delete failed and keeps the code', async () => {
    server.use(
      http.delete('*/api/client-codigos-actividad/:id', () =>
        HttpResponse.json({ message: 'El código está en uso en una factura' }, { status: 409 }),
      ),
    );
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: 'Borrar 154904' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Se produjo un error cuando se estaba intentando eliminar el código de actividad',
    );
    expect(alert).toHaveTextContent('El código está en uso en una factura');
    expect(within(table).getByText('154904')).toBeInTheDocument();
    expect(codigosDe(6)).toContain('154904');
  });

  it('asks before leaving a row whose code was changed', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Agregar Código' }));
    await buscar(user, screen.getByRole('combobox', { name: 'Buscar código de actividad' }), '741407');
    await user.click(await screen.findByRole('option', { name: /^741407 - ASESOR ADUANERO/ }));
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/clientes'));
    expect(codigosDe(6)).not.toContain('741407');
  });

  it("shows the server's message and 'Reintentar' when the codes cannot be loaded", async () => {
    server.use(
      http.get('*/api/client-codigos-actividad/client/:id', () =>
        HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    // Nothing to add a code to until the client's codes are there.
    expect(screen.getByRole('button', { name: 'Agregar Código' })).toBeDisabled();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('512214')).toBeInTheDocument();
  });

  it("shows the server's message and 'Reintentar' when the client does not exist", async () => {
    await renderApp('/default-layout/cliente-codigos-actividad/999', { role: 'usuario' });
    expect(await screen.findByText('El cliente 999 no existe', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar Código' })).not.toBeInTheDocument();
  });
});
