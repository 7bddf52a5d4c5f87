import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { currentPath, renderApp } from '../../render-app';

const LIST = '/default-layout/tipo-cambio';
const grid = () => screen.findByRole('grid', { name: 'Listado Tipos Cambio' });

describe('Listado Tipos Cambio', () => {
  it('lists every rate with its columns and no new-rate button', async () => {
    await renderApp(LIST, { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: 'Listado Tipos Cambio' })).toBeInTheDocument();
    const g = await grid();
    for (const header of ['Nombre', 'Venta', 'Compra', 'Ultima Actualizacion', 'Editar']) {
      expect(within(g).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(g).findByText('Dólares')).toBeInTheDocument();
    expect(within(g).getByText('Colones')).toBeInTheDocument();
    expect(within(g).getByText('¢512.85')).toBeInTheDocument();
    expect(within(g).getByText('¢506.12')).toBeInTheDocument();
    expect(within(g).getByRole('link', { name: 'Editar Euros' })).toHaveAttribute(
      'href',
      '#/default-layout/add-tipo-cambio/3',
    );
    expect(screen.queryByRole('link', { name: /nuevo/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /nuevo/i })).not.toBeInTheDocument();
  });

  it("shows 'Ultima Actualizacion' as dd/MM/yyyy HH:mm", async () => {
    getDb().tiposCambio.update(3, { fechaUltimoCambio: '2026-03-05T14:30:00' });
    await renderApp(LIST, { role: 'usuario' });
    const g = await grid();
    const row = (await within(g).findByText('Euros')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('05/03/2026 14:30')).toBeInTheDocument();
  });

  it('filters by name, ignoring case and accents, and keeps the filter in the URL', async () => {
    const { user, router } = await renderApp(LIST, { role: 'usuario' });
    const g = await grid();
    await within(g).findByText('Dólares');
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nombre' }), 'EUR');
    await waitFor(() => expect(within(g).queryByText('Dólares')).not.toBeInTheDocument());
    expect(within(g).getByText('Euros')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/tipo-cambio?filtro=EUR');

    await user.clear(screen.getByRole('textbox', { name: 'Buscar por nombre' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nombre' }), 'dolar');
    expect(await within(g).findByText('Dólares')).toBeInTheDocument();
    await waitFor(() => expect(within(g).queryByText('Euros')).not.toBeInTheDocument());
    expect(within(g).queryByText('Colones')).not.toBeInTheDocument();
  });

  it('filters on the name only, not on the description', async () => {
    const { user } = await renderApp(LIST, { role: 'usuario' });
    const g = await grid();
    await within(g).findByText('Dólares');
    // 'BCCR' is in the descriptions of the dollar and the euro.
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nombre' }), 'BCCR');
    await waitFor(() => expect(within(g).queryByText('Dólares')).not.toBeInTheDocument());
    expect(within(g).queryByText('Euros')).not.toBeInTheDocument();
  });

  it('opens with the filter of the URL (a bookmark survives reload)', async () => {
    await renderApp(`${LIST}?filtro=col`, { role: 'usuario' });
    const g = await grid();
    expect(await within(g).findByText('Colones')).toBeInTheDocument();
    expect(within(g).queryByText('Dólares')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar por nombre' })).toHaveValue('col');
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/tipo-cambio/data/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(LIST, { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Dólares')).toBeInTheDocument();
  });
});
