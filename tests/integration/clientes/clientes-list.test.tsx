import { getDb } from '@mocks/db';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { currentPath, renderApp, type Role } from '../../render-app';

const PAGE = '/default-layout/clientes';

// The grid is not virtualised under jsdom and the machine is shared: the first render is slow.
describe('Listado Clientes', { timeout: 60_000 }, () => {
  it(
    'lists every client with Nombre, Telefono, Correo, Cédula and its Editar and Códigos links',
    { timeout: 60_000 },
    async () => {
      await renderApp(PAGE, { role: 'usuario' });
      expect(
        await screen.findByRole('heading', { name: 'Listado Clientes' }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      const grid = await screen.findByRole('grid', { name: 'Listado Clientes' }, { timeout: 20_000 });
      for (const header of ['Nombre', 'Telefono', 'Correo', 'Cédula', 'Editar', 'Códigos']) {
        expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
      }
      const row = (await within(grid).findByText('Textiles Orosi S.A.')).closest(
        '[role="row"]',
      ) as HTMLElement;
      const cedula = getDb().clientes.find((c) => c.nombre === 'Textiles Orosi S.A.')!.cedulaJuridica;
      expect(within(row).getByText(cedula)).toBeInTheDocument();
      expect(within(row).getByText('facturacion@textilesorosisa.co.cr')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'Editar Textiles Orosi S.A.' })).toHaveAttribute(
        'href',
        '#/default-layout/add-client/5',
      );
      expect(
        within(row).getByRole('link', { name: 'Códigos de actividad de Textiles Orosi S.A.' }),
      ).toHaveAttribute('href', '#/default-layout/cliente-codigos-actividad/5');
      expect(screen.getByText('40 registros')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Nuevo Cliente' })).toHaveAttribute(
        'href',
        '#/default-layout/add-client',
      );
    },
  );

  // The 'Tarifas' column is for admin or coordinator only.
  it.each<[Role, boolean]>([
    ['usuario', false],
    ['coordinador', true],
    ['admin', true],
    ['superadmin', true],
  ])('Tarifas column for %s: %s', async (role, shown) => {
    await renderApp(`${PAGE}?filtro=orosi`, { role });
    const grid = await screen.findByRole('grid', { name: 'Listado Clientes' }, { timeout: 20_000 });
    await within(grid).findByText('Textiles Orosi S.A.');
    expect(within(grid).queryByRole('columnheader', { name: 'Tarifas' }) !== null).toBe(shown);
    const link = within(grid).queryByRole('link', { name: 'Tarifas de Textiles Orosi S.A.' });
    expect(link !== null).toBe(shown);
    if (link) expect(link).toHaveAttribute('href', '#/default-layout/cliente-tarifas/5');
  });

  it('filters by name ignoring case and accents, and keeps the filter in the URL', async () => {
    const { user, router } = await renderApp(`${PAGE}?filtro=orosi`, { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: 'Listado Clientes' }, { timeout: 20_000 });
    await within(grid).findByText('Textiles Orosi S.A.');
    const filtro = screen.getByRole('textbox', { name: 'Buscar por nombre' });
    await user.clear(filtro);
    await user.type(filtro, 'OPTICAS');
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/clientes?filtro=OPTICAS'));
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    // The grid applies new rows on its own schedule: wait for them.
    expect(await within(grid).findByText('Ópticas Visión Clara S.A.')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText('Textiles Orosi S.A.')).not.toBeInTheDocument());
  });

  it('opens with the filter of the URL', async () => {
    await renderApp(`${PAGE}?filtro=caf%C3%A9`, { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: 'Listado Clientes' }, { timeout: 20_000 });
    expect(await within(grid).findByText('Café Tarrazú Export S.A.')).toBeInTheDocument();
    expect(within(grid).getByText('Organización Regional del Café, oficina Costa Rica')).toBeInTheDocument();
    expect(screen.getByText('2 registros')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar por nombre' })).toHaveValue('café');
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/cliente/data/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(`${PAGE}?filtro=orosi`, { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Textiles Orosi S.A.')).toBeInTheDocument();
  });
});
