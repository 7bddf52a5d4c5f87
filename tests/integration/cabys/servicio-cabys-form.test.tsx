import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash, postedFlashes } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const NEW = '/default-layout/add-servicio-cabys';
const LIST = '/default-layout/servicio-cabys';

// Some tests carry two checks of one form (one render for both): more than 30 s on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// The form's and the list's modules, loaded before the tests' clocks: a first visit on a busy machine
// otherwise waits on their transform longer than a query waits.
beforeAll(async () => {
  await Promise.all([
    import('@/features/cabys/pages/servicio-cabys-form-page'),
    import('@/features/cabys/pages/servicios-cabys-list-page'),
  ]);
}, 120_000);

/** Account 1's seeded row for a code. */
const servicio = (codigo: string) =>
  getDb().serviciosCabys.find((s) => s.empresaId === 1 && s.codigoCabys === codigo)!;

const codigo = () => screen.getByRole('textbox', { name: 'Código Cabys' });
const descripcion = () => screen.getByRole('textbox', { name: 'Descripción' });
const estado = () => screen.getByRole('combobox', { name: 'Estado' });

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/**
 * Writes a value the way a paste does: one change instead of a redraw of the form per key. Typing key
 * by key is checked where it matters (the code's 13-character limit, each field's messages).
 */
async function escribir(user: User, campo: HTMLElement, valor: string) {
  await user.click(campo);
  await user.paste(valor);
}

async function openNew() {
  const app = await renderApp(NEW, { role: 'usuario' });
  await screen.findByRole('heading', { name: 'Nuevo Servicio Cabys' });
  await screen.findByRole('form', { name: 'Nuevo Servicio Cabys' });
  return app;
}

describe('Servicio Cabys form: create', () => {
  it("starts 'Nuevo Servicio Cabys' empty and ACTIVO, with a way back to the list; refuses it empty with the flash and the field messages, without the length dialog", async () => {
    const { user } = await openNew();
    expect(codigo()).toHaveValue('');
    expect(descripcion()).toHaveValue('');
    expect(estado()).toHaveTextContent('ACTIVO');
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', `#${LIST}`);

    // Saved as it starts (the same empty form).
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    expect(screen.getByText('El código Cabys es requerido')).toBeInTheDocument();
    expect(screen.getByText('La descripción es requerida')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows every field message as the user leaves the field', async () => {
    const { user } = await openNew();
    await user.click(codigo());
    await user.tab();
    expect(await screen.findByText('El código Cabys es requerido')).toBeInTheDocument();
    await user.type(codigo(), '67910');
    expect(await screen.findByText('El código Cabys debe tener al menos 13 caracteres')).toBeInTheDocument();
    await user.clear(codigo());
    await user.type(codigo(), '67910000000AB');
    expect(await screen.findByText('El código Cabys solo puede contener números')).toBeInTheDocument();
    await user.clear(codigo());
    await user.type(codigo(), '6791000000000000');
    expect(codigo()).toHaveValue('6791000000000'); // at most 13 characters can be typed
    await waitFor(() =>
      expect(screen.queryByText(/^El código Cabys (debe|solo|es)/)).not.toBeInTheDocument(),
    );

    await user.click(descripcion());
    await user.tab();
    expect(await screen.findByText('La descripción es requerida')).toBeInTheDocument();
    await user.type(descripcion(), 'Flet');
    expect(await screen.findByText('Debe ingresar al menos 5 caracteres')).toBeInTheDocument();
    await user.clear(descripcion());
    await user.paste('x'.repeat(81));
    expect(await screen.findByText('Debe ingresar un máximo de 80 caracteres')).toBeInTheDocument();
    await user.type(descripcion(), '{Backspace}');
    await waitFor(() =>
      expect(screen.queryByText('Debe ingresar un máximo de 80 caracteres')).not.toBeInTheDocument(),
    );
  });

  it("refuses a code of the wrong length: flash, the dialog 'El codigo debe contener 13 caracteres', focus back", async () => {
    const { user, router } = await openNew();
    const antes = getDb().serviciosCabys.size;
    await escribir(user, codigo(), '679100000');
    await escribir(user, descripcion(), 'Servicios de correduría aduanera');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Campo código Cabys' });
    expect(dialog).toHaveTextContent('El codigo debe contener 13 caracteres');
    expect(screen.getByText('El código Cabys debe tener al menos 13 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(codigo()).toHaveFocus());
    expect(getDb().serviciosCabys.size).toBe(antes);
    expect(currentPath(router)).toBe(NEW);
  });

  it("creates a service for the user's company, flashes it and returns to the list", async () => {
    const { user, router } = await openNew();
    await escribir(user, codigo(), '6799000000000');
    await escribir(user, descripcion(), '  Servicios de apoyo al transporte, n.c.p.  ');
    await user.click(estado());
    await user.click(await screen.findByRole('option', { name: 'INACTIVO' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Un nuevo servicio cabys ha sido agregado')).toMatchObject({ kind: 'success' });
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe(LIST), { timeout: 20_000 });
    expect(servicio('6799000000000')).toMatchObject({
      empresaId: 1,
      descripcion: 'Servicios de apoyo al transporte, n.c.p.',
      status: 'INACTIVO',
    });
    const grid = await screen.findByRole('grid', { name: 'Listado Servicios Cabys' });
    expect(await within(grid).findByText('6799000000000')).toBeInTheDocument();
  });

  it('ignores a second submit while the first is in flight', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/api/servicio-cabys/create')) posts++;
    });
    const { user } = await openNew();
    await escribir(user, codigo(), '6799000000000');
    await escribir(user, descripcion(), 'Servicios de apoyo al transporte, n.c.p.');
    const form = screen.getByRole('form', { name: 'Nuevo Servicio Cabys' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await expectFlash('Un nuevo servicio cabys ha sido agregado')).toMatchObject({ kind: 'success' });
    expect(posts).toBe(1);
    expect(getDb().serviciosCabys.filter((s) => s.codigoCabys === '6799000000000')).toHaveLength(1);
    expect(postedFlashes().filter((f) => f.kind === 'danger')).toEqual([]);
    server.events.removeAllListeners();
  });

  it('keeps every value and says why when the server refuses (a code the company already has)', async () => {
    const { user, router } = await openNew();
    const antes = getDb().serviciosCabys.size;
    await escribir(user, codigo(), '6729000000000');
    await escribir(user, descripcion(), 'Almacenaje en depósito fiscal');
    await user.click(estado());
    await user.click(await screen.findByRole('option', { name: 'INACTIVO' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await expectFlash(
      'Se produjo un error cuando se estaba intentando agregar un nuevo servicio cabys',
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Ya existe un servicio cabys con el código 6729000000000');
    expect(codigo()).toHaveValue('6729000000000');
    expect(descripcion()).toHaveValue('Almacenaje en depósito fiscal');
    expect(estado()).toHaveTextContent('INACTIVO');
    expect(currentPath(router)).toBe(NEW);
    expect(getDb().serviciosCabys.size).toBe(antes);
  });
});

describe('Servicio Cabys form: edit', () => {
  it("opens 'Forma Servicio Cabys' with the service's values; saves the changes, keeps the company, flashes it and returns to the list", async () => {
    const { id } = servicio('8595100000000');
    const { user, router } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: 'Forma Servicio Cabys' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Código Cabys' })).toHaveValue('8595100000000');
    const field = descripcion();
    expect(field).toHaveValue('Servicios de duplicación');
    expect(estado()).toHaveTextContent('INACTIVO');

    await user.clear(field);
    await escribir(user, field, 'Servicios de duplicación de documentos aduaneros');
    await user.click(estado());
    await user.click(await screen.findByRole('option', { name: 'ACTIVO' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('El servicio cabys ha sido actualizado')).toMatchObject({ kind: 'success' });
    await waitFor(() => expect(currentPath(router)).toBe(LIST), { timeout: 20_000 });
    expect(getDb().serviciosCabys.get(id)).toEqual({
      id,
      empresaId: 1,
      codigoCabys: '8595100000000',
      descripcion: 'Servicios de duplicación de documentos aduaneros',
      status: 'ACTIVO',
    });
    expect(await screen.findByText('Servicios de duplicación de documentos aduaneros')).toBeInTheDocument();
  });

  it('keeps what the user typed when the save fails, and shows the server message', async () => {
    server.use(
      http.post('*/api/servicio-cabys/create', () =>
        HttpResponse.json({ message: 'Servidor en mantenimiento' }, { status: 503 }),
      ),
    );
    const { id } = servicio('7133300000000');
    const { user, router } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    const field = await screen.findByRole('textbox', { name: 'Descripción' });
    await user.clear(field);
    await escribir(user, field, 'Seguro de carga internacional');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await expectFlash(
      'Se produjo un error cuando se estaba intentando agregar un nuevo servicio cabys',
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Servidor en mantenimiento');
    expect(descripcion()).toHaveValue('Seguro de carga internacional');
    expect(currentPath(router)).toBe(`${NEW}/${id}`);
    expect(getDb().serviciosCabys.get(id)?.descripcion).toBe('Servicios de seguros de carga');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { id } = servicio('7133300000000');
    const { user, router } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    const field = await screen.findByRole('textbox', { name: 'Descripción' });
    await user.type(field, ' marítimos');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe(`${NEW}/${id}`);
    expect(descripcion()).toHaveValue('Servicios de seguros de carga marítimos');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe(LIST));
    expect(getDb().serviciosCabys.get(id)?.descripcion).toBe('Servicios de seguros de carga');
  });

  it("does not open another company's service", async () => {
    const ajeno = getDb().serviciosCabys.find((s) => s.empresaId !== 1)!;
    await renderApp(`${NEW}/${ajeno.id}`, { role: 'usuario' });
    expect(await screen.findByText(`El servicio cabys ${ajeno.id} no existe`)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows 'Reintentar' when the service cannot be loaded", async () => {
    server.use(
      http.get('*/api/servicio-cabys/data', () =>
        HttpResponse.json({ message: 'Tiempo de espera agotado' }, { status: 504 }),
      ),
    );
    const { id } = servicio('7133300000000');
    const { user } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    expect(await screen.findByText('Tiempo de espera agotado')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Descripción' })).toHaveValue(
      'Servicios de seguros de carga',
    );
  });
});
