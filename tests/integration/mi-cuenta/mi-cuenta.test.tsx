import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, demoUser, renderApp } from '../../render-app';

const URL_CUENTA = '/default-layout/miCuenta';

beforeAll(() => import('@/features/mi-cuenta/pages/mi-cuenta-page'));

async function openCuenta(role: 'usuario' | 'admin' = 'usuario') {
  const view = await renderApp(URL_CUENTA, { role });
  const form = await screen.findByRole('form', { name: 'Datos del usuario' });
  const field = (name: string) => within(form).getByLabelText(name, { exact: false, selector: 'input' });
  return { ...view, form, field };
}

async function fill(
  user: Awaited<ReturnType<typeof openCuenta>>['user'],
  field: (name: string) => HTMLElement,
  values: Partial<Record<'Nombre' | 'Clave actual' | 'Clave nueva' | 'Reingresar clave', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const alertDialog = (name: string) => screen.findByRole('alertdialog', { name });

describe('Mi Cuenta', () => {
  it("shows the title, the card 'Datos del usuario', its four fields and both buttons", async () => {
    const { form, field } = await openCuenta();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos del usuario' })).toBeInTheDocument();
    expect(field('Nombre')).toHaveValue(demoUser('usuario').nombre);
    for (const label of ['Clave actual', 'Clave nueva', 'Reingresar clave']) {
      expect(field(label)).toHaveValue('');
      expect(field(label)).toHaveAttribute('type', 'password');
    }
    expect(within(form).getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/dashboard',
    );
    expect(within(form).getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
  });

  it("asks for every field: 'Campos' / 'Favor ingresar los datos de los campos requeridos.'", async () => {
    const { user, form, field } = await openCuenta();
    await fill(user, field, { 'Clave actual': 'usuario' });
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    const dialog = await alertDialog('Campos');
    expect(dialog).toHaveTextContent('Favor ingresar los datos de los campos requeridos.');
    // Nothing the user typed is lost.
    expect(field('Clave actual')).toHaveValue('usuario');
  });

  it("refuses two different new passwords: 'Verificación de passwords'", async () => {
    const { user, form, field } = await openCuenta();
    await fill(user, field, {
      'Clave actual': 'usuario',
      'Clave nueva': 'nueva1',
      'Reingresar clave': 'nueva2',
    });
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    const dialog = await alertDialog('Verificación de passwords');
    expect(dialog).toHaveTextContent('Los campos "clave nueva" y "Reingresar clave" no son iguales.');
  });

  it("shows the server's description on CLAVE_IVALID and keeps the old password", async () => {
    const { user, form, field } = await openCuenta();
    await fill(user, field, {
      'Clave actual': 'equivocada',
      'Clave nueva': 'nueva1',
      'Reingresar clave': 'nueva1',
    });
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await expectFlash('La clave actual no es correcta')).toMatchObject({ kind: 'danger' });
    expect(demoUser('usuario').clave).toBe('usuario');
    expect(field('Clave nueva')).toHaveValue('nueva1');
  });

  it("shows any other status's description as an error", async () => {
    server.use(
      http.put('*/api/usuario/update/npw', () =>
        HttpResponse.json({ status: 'BLOQUEADO', description: 'El usuario está bloqueado' }),
      ),
    );
    const { user, form, field } = await openCuenta();
    await fill(user, field, {
      'Clave actual': 'usuario',
      'Clave nueva': 'nueva1',
      'Reingresar clave': 'nueva1',
    });
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await expectFlash('El usuario está bloqueado')).toMatchObject({ kind: 'danger' });
  });

  it('on OK shows the description, saves name and password, and the navbar shows the new name', async () => {
    const { user, form, field } = await openCuenta();
    await fill(user, field, {
      Nombre: 'Jorge Arias N.',
      'Clave actual': 'usuario',
      'Clave nueva': 'nueva-clave',
      'Reingresar clave': 'nueva-clave',
    });
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await expectFlash('Los datos del usuario fueron actualizados')).toMatchObject({ kind: 'success' });
    expect(demoUser('usuario')).toMatchObject({ nombre: 'Jorge Arias N.', clave: 'nueva-clave' });
    await waitFor(() => expect(screen.getByTestId('navbar-user-name')).toHaveTextContent('Jorge Arias N.'));
    // The password fields are emptied after a successful change.
    expect(field('Clave actual')).toHaveValue('');
  });

  it("shows the server's message when the call fails", async () => {
    server.use(
      http.put('*/api/usuario/update/npw', () =>
        HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 }),
      ),
    );
    const { user, form, field } = await openCuenta();
    await fill(user, field, {
      'Clave actual': 'usuario',
      'Clave nueva': 'nueva1',
      'Reingresar clave': 'nueva1',
    });
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await expectFlash('Servicio no disponible')).toMatchObject({ kind: 'danger' });
    expect(field('Clave nueva')).toHaveValue('nueva1');
  });

  it('Regresar goes to the Panel', async () => {
    const { user, router, form } = await openCuenta();
    await user.click(within(form).getByRole('link', { name: 'Regresar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
  });
});
