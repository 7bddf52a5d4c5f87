import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const NUEVO = '/default-layout/add-tipo-cambio';
const EDITAR = (id: number) => `/default-layout/add-tipo-cambio/${id}`;
const text = (name: string) => screen.getByRole('textbox', { name });
const amount = (name: 'Venta' | 'Compra') => screen.getByRole('spinbutton', { name });
const sistema = () => screen.getByRole('checkbox', { name: 'Es Tipo Cambio del Sistema' });

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
}

/** Holds a POST until `open()`; then the real mock answers it. Counts the calls. */
function gate(path: string) {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  let calls = 0;
  server.use(
    http.post(`*${path}`, async () => {
      calls += 1;
      await held;
    }),
  );
  return { open, calls: () => calls };
}

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
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
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
    expect(await expectFlash('El tipo de cambio ha sido actualizado')).toMatchObject({ kind: 'success' });
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/tipo-cambio'), { timeout: 20_000 });
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
    expect(await expectFlash('Un nuevo tipo de cambio ha sido agregado')).toMatchObject({ kind: 'success' });
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
    const alert = await expectFlash(
      'Se produjo un error cuando se estaba intentando agregar un nuevo tipo de cambio',
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Servidor en mantenimiento');
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

  it('shows each field message as the user leaves the field', async () => {
    const { user } = await renderApp(NUEVO, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Tipo Cambio' });
    await fill(user, text('Nombre'), '');
    expect(screen.getByText('El nombre es requerido')).toBeInTheDocument();
    await fill(user, text('Nombre'), 'Y');
    expect(screen.getByText('Debe ingresar al menos 2 caracteres')).toBeInTheDocument();
    await fill(user, text('Nombre'), 'Yenes');
    expect(screen.queryByText('Debe ingresar al menos 2 caracteres')).not.toBeInTheDocument();

    await fill(user, amount('Venta'), '');
    expect(screen.getByText('La venta es requerida y debe ser mayor a 0')).toBeInTheDocument();
    await fill(user, amount('Venta'), '3.41');
    expect(screen.queryByText('La venta es requerida y debe ser mayor a 0')).not.toBeInTheDocument();
    await fill(user, amount('Compra'), '0');
    expect(screen.getByText('La compra es requerida y debe ser mayor a 0')).toBeInTheDocument();

    await fill(user, text('Símbolo'), '');
    expect(screen.getByText('El símbolo es requerido')).toBeInTheDocument();
    expect(text('Símbolo')).toHaveAttribute('maxlength', '3');
  });

  it('refuses a blank name and symbol with the flash and stays on the form', async () => {
    const { user, router } = await renderApp(EDITAR(2), { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Tipo Cambio Dólares' });
    await user.clear(text('Nombre'));
    await user.clear(text('Símbolo'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash(/^Por favor completar todos los campos requeridos$/)).toMatchObject({
      kind: 'danger',
    });
    expect(screen.getByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('El símbolo es requerido')).toBeInTheDocument();
    expect(currentPath(router)).toBe(EDITAR(2));
    expect(getDb().tiposCambio.get(2)?.nombre).toBe('Dólares');
  });

  it("says '... agregar un nuevo tipo de cambio' and the server's reason when a new rate is refused", async () => {
    const { user, router } = await renderApp(NUEVO, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Tipo Cambio' });
    await fill(user, text('Nombre'), 'euros');
    await fill(user, amount('Venta'), '600');
    await fill(user, amount('Compra'), '590');
    await fill(user, text('Descripción'), 'Otra vez el euro');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await expectFlash(
      'Se produjo un error cuando se estaba intentando agregar un nuevo tipo de cambio',
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Ya existe un tipo de cambio llamado Euros');
    expect(currentPath(router)).toBe(NUEVO);
    expect(text('Nombre')).toHaveValue('euros');
    expect(amount('Venta')).toHaveValue(600);
    expect(text('Descripción')).toHaveValue('Otra vez el euro');
    expect(getDb().tiposCambio.size).toBe(3);
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { user } = await renderApp(EDITAR(3), { role: 'usuario' });
    await fill(user, await screen.findByRole('spinbutton', { name: 'Venta' }), '600');
    const create = gate('/api/tipo-cambio/create');
    const form = screen.getByRole('form', { name: 'Tipo Cambio Euros' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    fireEvent.submit(form);
    create.open();
    expect(await expectFlash('El tipo de cambio ha sido actualizado')).toMatchObject({ kind: 'success' });
    expect(create.calls()).toBe(1);
  });

  it('keeps the system rate ticked: its box cannot be unticked and says how to change it', async () => {
    await renderApp(EDITAR(1), { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Tipo Cambio Colones' });
    expect(sistema()).toBeChecked();
    expect(sistema()).toBeDisabled();
    expect(sistema()).toHaveAccessibleDescription(
      'Este es el tipo de cambio del sistema; para cambiarlo marque otro',
    );
  });

  it('ticking another rate makes it the system rate and unticks the old one', async () => {
    const { user } = await renderApp(EDITAR(2), { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Tipo Cambio Dólares' });
    expect(sistema()).toBeEnabled();
    expect(sistema()).toHaveAccessibleDescription('Solo uno lo es: al marcar este, el actual deja de serlo');
    await user.click(sistema());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('El tipo de cambio ha sido actualizado')).toMatchObject({ kind: 'success' });
    expect(
      getDb()
        .tiposCambio.filter((t) => t.esDefault === 1)
        .map((t) => t.nombre),
    ).toEqual(['Dólares']);
  });

  it("shows the server's message and 'Reintentar' when the rate does not load", async () => {
    server.use(
      http.get('*/api/tipo-cambio/data', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(EDITAR(2), { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Tipo Cambio Dólares' })).toBeInTheDocument();
  });

  it('says when the rate does not exist', async () => {
    await renderApp(EDITAR(99), { role: 'usuario' });
    expect(await screen.findByText('El tipo de cambio 99 no existe')).toBeInTheDocument();
  });
});
