import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { currentPath, renderApp } from '../../render-app';

const LIST = '/default-layout/servicio-cabys';

/** The data rows of the grid (the header row excluded). */
function dataRows(grid: HTMLElement) {
  return within(grid)
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('gridcell').length > 0);
}

describe('Listado Servicios Cabys', () => {
  it("lists the account's services with Código, Descripción, Estado and Editar", async () => {
    await renderApp(LIST, { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: 'Listado Servicios Cabys' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Listado Servicios Cabys' });
    for (const header of ['Código', 'Descripción', 'Estado', 'Editar']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await within(grid).findByText('Servicios de almacenamiento y depósito, n.c.p.')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('6729000000000')).toBeInTheDocument();
    expect(within(row).getByText('ACTIVO')).toBeInTheDocument();
    const editar = within(row).getByRole('link', { name: /^Editar 6729000000000/ });
    const id = getDb().serviciosCabys.find((s) => s.empresaId === 1 && s.codigoCabys === '6729000000000')!.id;
    expect(editar).toHaveAttribute('href', `#/default-layout/add-servicio-cabys/${id}`);

    const inactivo = (await within(grid).findByText('Servicios de duplicación')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(inactivo).getByText('INACTIVO')).toBeInTheDocument();

    // Only the signed-in user's company (account 1): the other accounts' services are not listed.
    const propias = getDb().serviciosCabys.filter((s) => s.empresaId === 1);
    expect(getDb().serviciosCabys.size).toBeGreaterThan(propias.length);
    expect(dataRows(grid)).toHaveLength(propias.length);
    expect(screen.getByText(`${propias.length} registros`)).toBeInTheDocument();
    // In code order.
    const codigos = dataRows(grid).map((r) => within(r).getAllByRole('gridcell')[0]!.textContent);
    expect(codigos).toEqual(propias.map((s) => s.codigoCabys).sort());
  });

  it("offers 'Nuevo Servicio Cabys'", async () => {
    const { user, router } = await renderApp(LIST, { role: 'usuario' });
    const nuevo = await screen.findByRole('link', { name: 'Nuevo Servicio Cabys' });
    expect(nuevo).toHaveAttribute('href', '#/default-layout/add-servicio-cabys');
    await user.click(nuevo);
    expect(await screen.findByRole('heading', { name: 'Nuevo Servicio Cabys' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/add-servicio-cabys');
  });

  it('filters by description ignoring case and accents, and keeps the filter in the URL', async () => {
    const { user, router } = await renderApp(LIST, { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: 'Listado Servicios Cabys' });
    await within(grid).findByText('Servicios de seguros de carga');
    await user.type(screen.getByRole('textbox', { name: 'Buscar por descripción' }), 'MENSAJERIA');
    await waitFor(() =>
      expect(within(grid).queryByText('Servicios de seguros de carga')).not.toBeInTheDocument(),
    );
    expect(within(grid).getByText('Servicios de mensajería, internacionales')).toBeInTheDocument();
    expect(dataRows(grid)).toHaveLength(1);
    expect(currentPath(router)).toBe(`${LIST}?filtro=MENSAJERIA`);
  });

  it('filters on the description only, not on the code', async () => {
    await renderApp(`${LIST}?filtro=6729`, { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: 'Listado Servicios Cabys' });
    expect(await screen.findByText('0 registros')).toBeInTheDocument();
    expect(within(grid).queryByText('6729000000000')).not.toBeInTheDocument();
  });

  it('reads the filter from the URL on load (bookmark or reload)', async () => {
    await renderApp(`${LIST}?filtro=contenedores`, { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: 'Listado Servicios Cabys' });
    expect(screen.getByRole('textbox', { name: 'Buscar por descripción' })).toHaveValue('contenedores');
    expect(await within(grid).findByText('Servicios de manipulación de contenedores')).toBeInTheDocument();
    expect(within(grid).getByText('Servicio de pesaje de contenedores')).toBeInTheDocument();
    expect(within(grid).queryByText('Servicios de seguros de carga')).not.toBeInTheDocument();
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/servicio-cabys/data/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(LIST, { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    expect(screen.getByText('No se pudieron cargar los datos.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Servicios de seguros de carga')).toBeInTheDocument();
  });
});
