import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { toEmpresa } from '@mocks/handlers/empresas';
import { currentPath, renderApp } from '../../render-app';

const LIST = '/default-layout/empresas';

/** Records the query of every list call the screen makes. */
function spyList() {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/empresa/data/list') calls.push(url.searchParams);
  });
  return calls;
}

// The route module (and the data grid in it) loads lazily; load it once before the first test's clock.
beforeAll(() => import('@/features/empresas/pages/empresas-list-page'));
afterEach(() => server.events.removeAllListeners());

const gridOf = () => screen.findByRole('grid', { name: 'Listado Cuentas' });

describe('Listado Cuentas', () => {
  it('lists the active accounts with every column, Tipo labels and Editar links', async () => {
    const calls = spyList();
    await renderApp(LIST, { role: 'superadmin' });
    expect(await screen.findByRole('heading', { name: 'Listado Cuentas' })).toBeInTheDocument();
    const grid = await gridOf();
    for (const header of ['Nombre', 'Telefono', 'Correo1', 'Cedula', 'Tipo', 'Editar']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await within(grid).findByText('Carlos Andrés Quesada Chaves')).closest('[role="row"]')!;
    expect(within(row as HTMLElement).getByText('8834-1290')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('cquesada.agente@gmail.com')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('112340567')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Físico')).toBeInTheDocument();
    expect(within(grid).getAllByText('Jurídico')).toHaveLength(4);
    expect(within(grid).queryByText('Transportes y Aduanas Guanacaste Ltda.')).not.toBeInTheDocument();
    expect(
      within(grid).getByRole('link', { name: 'Editar Corporación Aduanera Centroamericana S.A.' }),
    ).toHaveAttribute('href', '#/default-layout/add-empresa/2');
    expect(screen.getByRole('link', { name: 'Nueva Cuenta' })).toHaveAttribute(
      'href',
      '#/default-layout/add-empresa',
    );
    expect(screen.getByText('5 registros')).toBeInTheDocument();
    // Default status ACTIVO, first page, page size 200.
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!)).toEqual({
      estado: 'ACTIVO',
      filter: '',
      pageNumber: '0',
      pageSize: '200',
    });
  });

  it("shows 'N/A' as Tipo for a DIMEX or NITE account", async () => {
    getDb().empresas.update(4, { tipo: '03', cedula: '184000123456' });
    await renderApp(LIST, { role: 'superadmin' });
    const grid = await gridOf();
    const row = (await within(grid).findByText('Carlos Andrés Quesada Chaves')).closest('[role="row"]')!;
    expect(within(row as HTMLElement).getByText('N/A')).toBeInTheDocument();
  });

  it("applies the status with 'Filtrar' and keeps it in the URL", async () => {
    const calls = spyList();
    const { user, router } = await renderApp(LIST, { role: 'superadmin' });
    const grid = await gridOf();
    await within(grid).findByText('Carlos Andrés Quesada Chaves');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'INACTIVO' }));
    // Choosing is not applying.
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await within(grid).findByText('Transportes y Aduanas Guanacaste Ltda.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(grid).queryByText('Carlos Andrés Quesada Chaves')).not.toBeInTheDocument(),
    );
    expect(currentPath(router)).toBe('/default-layout/empresas?estado=INACTIVO');
    expect(calls.at(-1)!.get('estado')).toBe('INACTIVO');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'TODAS' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('6 registros')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/empresas?estado=TODAS');
  });

  it('searches the free text on Enter only, accent-insensitive, and keeps it in the URL', async () => {
    const calls = spyList();
    const { user, router } = await renderApp(LIST, { role: 'superadmin' });
    const grid = await gridOf();
    await within(grid).findByText('Carlos Andrés Quesada Chaves');
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    await user.click(search);
    await user.paste('logistic');
    expect(calls).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(grid).queryByText('Carlos Andrés Quesada Chaves')).not.toBeInTheDocument(),
    );
    expect(within(grid).getByText('Aduanas y Logística del Pacífico S.A.')).toBeInTheDocument();
    expect(within(grid).getByText('Servicios Logísticos Alajuela S.A.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/empresas?filtro=logistic');
    expect(calls.at(-1)!.get('filter')).toBe('logistic');
    // Enter again reloads with the same text.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it("applies the typed text together with the status when 'Filtrar' is pressed", async () => {
    const { user, router } = await renderApp(LIST, { role: 'superadmin' });
    const grid = await gridOf();
    await within(grid).findByText('Carlos Andrés Quesada Chaves');
    await user.click(screen.getByRole('textbox', { name: 'Buscar' }));
    await user.paste('tagcr');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'TODAS' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await within(grid).findByText('Transportes y Aduanas Guanacaste Ltda.')).toBeInTheDocument();
    expect(screen.getByText('1 registro')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/empresas?estado=TODAS&filtro=tagcr');
  });

  it('opens with the filters of the URL (a bookmark survives reload)', async () => {
    const calls = spyList();
    await renderApp(`${LIST}?estado=TODAS&filtro=caribe`, { role: 'superadmin' });
    const grid = await gridOf();
    expect(await within(grid).findByText('Agencia de Aduanas Caribe Sur S.R.L.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('TODAS');
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('caribe');
    expect(calls[0]!.get('estado')).toBe('TODAS');
    expect(calls[0]!.get('filter')).toBe('caribe');
  });

  it("'Mostrar/Ocultar Filtros' hides and shows the filter bar", async () => {
    const { user } = await renderApp(LIST, { role: 'superadmin' });
    await gridOf();
    const toggle = screen.getByRole('button', { name: 'Mostrar/Ocultar Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filtrar' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
  });

  it('pages on the server by 200 and keeps the page in the URL', async () => {
    // A small stand-in page keeps the grid light (200 rows would be most of this file's time); the
    // mock's own paging is covered by the API tests. The first page is the seed's Carlos Andrés
    // Quesada Chaves, the second Servicios Logísticos Alajuela S.A.
    const calls = spyList();
    server.use(
      http.get('*/api/empresa/data/list', ({ request }) => {
        const pagina = Number(new URL(request.url).searchParams.get('pageNumber'));
        const empresa = getDb().empresas.get(pagina === 0 ? 4 : 6)!;
        return HttpResponse.json({ empresas: { content: [toEmpresa(empresa)] }, total: 205, pagesTotal: 2 });
      }),
    );
    const { user, router } = await renderApp(LIST, { role: 'superadmin' });
    const grid = await gridOf();
    expect(await within(grid).findByText('Carlos Andrés Quesada Chaves')).toBeInTheDocument();
    expect(screen.getByText('205 registros')).toBeInTheDocument();
    expect(screen.getByText('1–200 de 205')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(await within(grid).findByText('Servicios Logísticos Alajuela S.A.')).toBeInTheDocument();
    expect(within(grid).queryByText('Carlos Andrés Quesada Chaves')).not.toBeInTheDocument();
    expect(screen.getByText('201–205 de 205')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/empresas?pagina=1');
    expect(Object.fromEntries(calls.at(-1)!)).toEqual({
      estado: 'ACTIVO',
      filter: '',
      pageNumber: '1',
      pageSize: '200',
    });
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/empresa/data/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(LIST, { role: 'superadmin' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Carlos Andrés Quesada Chaves')).toBeInTheDocument();
  });

  it('tells a user who is not super admin that the accounts are not theirs to see', async () => {
    await renderApp(LIST, { role: 'admin' });
    expect(await screen.findByText('No tiene permisos para realizar esta acción')).toBeInTheDocument();
  });
});
