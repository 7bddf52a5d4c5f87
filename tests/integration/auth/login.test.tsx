import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { PLAZO_INGRESO_MS } from '@/auth/sign-in';
import { TOKEN_KEY } from '@/lib/token-store';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  username: string,
  password: string,
) {
  if (username) await user.type(screen.getByRole('textbox', { name: 'Usuario' }), username);
  if (password) await user.type(screen.getByLabelText('Clave'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('Login', () => {
  it('shows the title, the placeholders and the button of the spec', async () => {
    await renderApp('/extra-layout/login');
    expect(await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Usuario')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Clave')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('asks for both fields after submit', async () => {
    const { user } = await renderApp('/extra-layout/login');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Usuario es requerido')).toBeInTheDocument();
    expect(screen.getByText('Clave es requerido')).toBeInTheDocument();
  });

  it('signs in, keeps the token under access_token, loads the user and goes to the root', async () => {
    const { user, router } = await renderApp('/extra-layout/login');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    await fillAndSubmit(user, 'admin', 'admin');
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await screen.findByTestId('navbar-user-name')).toHaveTextContent('Roberto Méndez Soto');
  });

  it('goes to redirectTo after success', async () => {
    const { user, router } = await renderApp('/extra-layout/login?redirectTo=%2Fdefault-layout%2FmiCuenta');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    await fillAndSubmit(user, 'usuario', 'usuario');
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/miCuenta'));
  });

  it("says 'Usuario o clave incorrectos' on bad credentials", async () => {
    const { user } = await renderApp('/extra-layout/login');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    await fillAndSubmit(user, 'admin', 'equivocada');
    expect(await expectFlash('Usuario o clave incorrectos')).toMatchObject({ kind: 'danger' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("says 'Usuario o clave incorrectos' when the error has no body", async () => {
    server.use(http.post('*/oauth/token', () => new HttpResponse(null, { status: 401 })));
    const { user } = await renderApp('/extra-layout/login');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    await fillAndSubmit(user, 'admin', 'admin');
    expect(await expectFlash('Usuario o clave incorrectos')).toMatchObject({ kind: 'danger' });
  });

  it('shows any other error_description of the server', async () => {
    server.use(
      http.post('*/oauth/token', () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'User account is locked' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/extra-layout/login');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    await fillAndSubmit(user, 'admin', 'admin');
    expect(await expectFlash('User account is locked')).toMatchObject({ kind: 'danger' });
  });

  it('disables Ingresar while the sign-in is in flight', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/oauth/token', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Bad credentials' },
          { status: 400 },
        );
      }),
    );
    const { user } = await renderApp('/extra-layout/login');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    await fillAndSubmit(user, 'admin', 'admin');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled());
  });

  it('a sign-in the server never answers ends in the connection message, and Ingresar signs in again', async () => {
    server.use(http.post('*/oauth/token', () => delay('infinite')));
    const { user, router } = await renderApp('/extra-layout/login');
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await fillAndSubmit(user, 'admin', 'admin');
      expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(PLAZO_INGRESO_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(
      await expectFlash('No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.'),
    ).toMatchObject({ kind: 'danger' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
  });

  it('ends the current session when the login screen opens', async () => {
    await renderApp('/extra-layout/login', { role: 'admin' });
    await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
