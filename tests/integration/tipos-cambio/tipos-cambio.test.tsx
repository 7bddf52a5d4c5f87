import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { currentPath, renderApp } from '../../render-app';

describe('Listado Tipos Cambio', () => {
  it('lists every rate with its columns and no new-rate button', async () => {
    await renderApp('/default-layout/tipo-cambio', { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: 'Listado Tipos Cambio' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Listado Tipos Cambio' });
    for (const header of ['Nombre', 'Venta', 'Compra', 'Ultima Actualizacion', 'Editar']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(grid).findByText('Dólares')).toBeInTheDocument();
    expect(within(grid).getByText('¢512.85')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Editar Euros' })).toHaveAttribute(
      'href',
      '#/default-layout/add-tipo-cambio/3',
    );
    expect(screen.queryByRole('link', { name: /nuevo tipo cambio/i })).not.toBeInTheDocument();
  });

  it('filters by name, case-insensitive, and keeps the filter in the URL', async () => {
    const { user, router } = await renderApp('/default-layout/tipo-cambio', { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: 'Listado Tipos Cambio' });
    await within(grid).findByText('Dólares');
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nombre' }), 'EUR');
    await waitFor(() => expect(within(grid).queryByText('Dólares')).not.toBeInTheDocument());
    expect(within(grid).getByText('Euros')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/tipo-cambio?filtro=EUR');
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/tipo-cambio/data/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp('/default-layout/tipo-cambio', { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Dólares')).toBeInTheDocument();
  });
});

describe('Tipo Cambio form', () => {
  it("opens 'Tipo Cambio {nombre}' with the rate's values", async () => {
    await renderApp('/default-layout/add-tipo-cambio/2', { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: 'Tipo Cambio Dólares' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Dólares');
    expect(screen.getByRole('spinbutton', { name: 'Venta' })).toHaveValue(512.85);
    expect(screen.getByRole('spinbutton', { name: 'Compra' })).toHaveValue(506.12);
    expect(screen.getByRole('checkbox', { name: 'Es Tipo Cambio del Sistema' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/tipo-cambio',
    );
  });

  it("starts 'Nuevo Tipo Cambio' with the defaults: amounts 0 and symbol ¢", async () => {
    await renderApp('/default-layout/add-tipo-cambio', { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: 'Nuevo Tipo Cambio' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Venta' })).toHaveValue(0);
    expect(screen.getByRole('textbox', { name: 'Símbolo' })).toHaveValue('¢');
  });

  it('refuses missing or zero amounts with the flash and the field messages', async () => {
    const { user } = await renderApp('/default-layout/add-tipo-cambio', { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Tipo Cambio' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Yenes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor completar todos los campos requeridos',
    );
    expect(screen.getByText('La venta es requerida y debe ser mayor a 0')).toBeInTheDocument();
    expect(screen.getByText('La compra es requerida y debe ser mayor a 0')).toBeInTheDocument();
    expect(getDb().tiposCambio.size).toBe(3);
  });

  it('saves an edited rate, flashes it and returns to the list', async () => {
    const { user, router } = await renderApp('/default-layout/add-tipo-cambio/2', { role: 'usuario' });
    const venta = await screen.findByRole('spinbutton', { name: 'Venta' });
    await user.clear(venta);
    await user.type(venta, '515.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('El tipo de cambio ha sido actualizado');
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/tipo-cambio'));
    expect(getDb().tiposCambio.get(2)?.venta).toBe(515.5);
    expect(await screen.findByText('¢515.50')).toBeInTheDocument();
  });

  it('creates a rate, and a new system rate clears the old one', async () => {
    const { user } = await renderApp('/default-layout/add-tipo-cambio', { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Tipo Cambio' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Yenes');
    for (const [name, value] of [
      ['Venta', '3.41'],
      ['Compra', '3.30'],
    ] as const) {
      const field = screen.getByRole('spinbutton', { name });
      await user.clear(field);
      await user.type(field, value);
    }
    const simbol = screen.getByRole('textbox', { name: 'Símbolo' });
    await user.clear(simbol);
    await user.type(simbol, '¥');
    await user.click(screen.getByRole('checkbox', { name: 'Es Tipo Cambio del Sistema' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Un nuevo tipo de cambio ha sido agregado');
    const defaults = getDb().tiposCambio.filter((t) => t.esDefault === 1);
    expect(defaults.map((t) => t.nombre)).toEqual(['Yenes']);
  });

  it('keeps what the user typed when the save fails, and shows why', async () => {
    server.use(
      http.post('*/api/tipo-cambio/create', () =>
        HttpResponse.json({ message: 'Servidor en mantenimiento' }, { status: 503 }),
      ),
    );
    const { user, router } = await renderApp('/default-layout/add-tipo-cambio/3', { role: 'usuario' });
    const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
    await user.clear(nombre);
    await user.type(nombre, 'Euro zona');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Se produjo un error cuando se estaba intentando agregar un nuevo tipo de cambio',
    );
    expect(alert).toHaveTextContent('Servidor en mantenimiento');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Euro zona');
    expect(currentPath(router)).toBe('/default-layout/add-tipo-cambio/3');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await renderApp('/default-layout/add-tipo-cambio/3', { role: 'usuario' });
    const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
    await user.type(nombre, 'x');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe('/default-layout/add-tipo-cambio/3');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Eurosx');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/tipo-cambio'));
  });
});
