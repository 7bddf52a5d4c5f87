import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { TOKEN_KEY } from '@/lib/token-store';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp, signIn, tokenFor, type Role } from '../../render-app';
import { setViewportWidth } from '../../browser-stubs';

const SEED_ITEMS = ['Panel', 'Facturación', 'Confirmación Gastos', 'Resumen Ingresos'];
const CONFIG_ITEMS = ['Registro Clientes', 'Servicios CABYS', 'Tipos de Actividad Economica', 'Tipo Cambio'];

const menuFor: Record<Role, { cuentas: boolean; consultas: boolean; resumenes: boolean }> = {
  usuario: { cuentas: false, consultas: false, resumenes: false },
  coordinador: { cuentas: false, consultas: true, resumenes: false },
  admin: { cuentas: false, consultas: true, resumenes: true },
  superadmin: { cuentas: true, consultas: true, resumenes: true },
};

/**
 * The menu, the navbar and the session are the layout's, whatever the page: by default a path with no
 * screen (its 'Not found!' inside the layout asks the server for nothing), so that a test of the shell
 * does not also draw the Panel's figures and charts.
 */
const SIN_PANTALLA = '/default-layout/sin-pantalla';

async function openApp(role: Role, url = SIN_PANTALLA) {
  const view = await renderApp(url, { role });
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return { ...view, nav };
}

describe('sidebar menu', () => {
  it.each(Object.entries(menuFor))('%s sees the seed menu, and its role items', async (role, expected) => {
    const { nav } = await openApp(role as Role);
    expect(within(nav).getByText('Factura Electrónica', { selector: 'li' })).toBeInTheDocument();
    for (const label of SEED_ITEMS)
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Registro Cuentas' }) !== null).toBe(expected.cuentas);
    expect(within(nav).getByRole('link', { name: 'Recibos' })).toHaveAttribute(
      'href',
      '#/default-layout/recibos',
    );
    expect(within(nav).queryByRole('link', { name: 'Consultas Recibos' }) !== null).toBe(expected.consultas);
    expect(within(nav).queryByRole('link', { name: 'TICA' }) !== null).toBe(expected.consultas);
    // Cierre de IVA: listed for those its route admits, admins and coordinators.
    expect(within(nav).queryByRole('link', { name: 'Cierre de IVA' }) !== null).toBe(expected.consultas);
    expect(within(nav).queryByRole('button', { name: 'Resúmenes' }) !== null).toBe(expected.resumenes);
  });

  it('routes each seed item where seed 1 says', async () => {
    const { nav, user } = await openApp('superadmin');
    const hrefs = {
      Panel: '#/default-layout/dashboard',
      Facturación: '#/default-layout/facturas',
      'Confirmación Gastos': '#/default-layout/confirmacion-rechazo',
      'Resumen Ingresos': '#/default-layout/factura-filtros',
      'Cierre de IVA': '#/default-layout/cierre-iva',
      'Registro Cuentas': '#/default-layout/empresas',
    };
    for (const [label, href] of Object.entries(hrefs)) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await user.click(within(nav).getByRole('button', { name: 'Configuracion' }));
    const config = {
      'Registro Clientes': '#/default-layout/clientes',
      'Servicios CABYS': '#/default-layout/servicio-cabys',
      'Tipos de Actividad Economica': '#/default-layout/tipo-actividad-economica',
      'Tipo Cambio': '#/default-layout/tipo-cambio',
    };
    for (const [label, href] of Object.entries(config)) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('opens a group and closes the others; a second click closes it', async () => {
    const { nav, user } = await openApp('admin');
    const configuracion = within(nav).getByRole('button', { name: 'Configuracion' });
    const resumenes = within(nav).getByRole('button', { name: 'Resúmenes' });
    expect(configuracion).toHaveAttribute('aria-expanded', 'false');

    await user.click(configuracion);
    expect(configuracion).toHaveAttribute('aria-expanded', 'true');
    for (const label of CONFIG_ITEMS) expect(within(nav).getByRole('link', { name: label })).toBeVisible();

    await user.click(resumenes);
    expect(resumenes).toHaveAttribute('aria-expanded', 'true');
    expect(configuracion).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Tipo Cambio' })).not.toBeInTheDocument(),
    );

    await user.click(resumenes);
    expect(resumenes).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of the page the user landed on', async () => {
    const { nav } = await openApp('usuario', '/default-layout/tipo-cambio');
    expect(within(nav).getByRole('button', { name: 'Configuracion' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Tipo Cambio' })).toHaveClass('active');
  });

  it('collapses at 991 px behind a toggle, and closes after a choice', async () => {
    setViewportWidth(991);
    const { user } = await renderApp(SIN_PANTALLA, { role: 'usuario' });
    const abrir = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    await user.click(abrir);
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('link', { name: 'Facturación' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument(),
    );
  });

  it('stays open at 992 px with no toggle', async () => {
    setViewportWidth(992);
    await openApp('usuario');
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });
});

describe('navbar, dropdown and footer', () => {
  it("shows the page title, the user's nombre, and the footer", async () => {
    await openApp('coordinador', '/default-layout/tipo-cambio');
    await waitFor(() =>
      expect(screen.getByTestId('navbar-user-name')).toHaveTextContent('Silvia Porras Herrera'),
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Listado Tipos Cambio');
    // Label in name (WCAG 2.5.3): the menu button's name starts with the name it shows.
    expect(screen.getByRole('button', { name: 'Silvia Porras Herrera, menú del usuario' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Version 6.0.3');
    expect(footer).toHaveTextContent(`Copyright © ${new Date().getFullYear()}`);
  });

  it('opens the dropdown with its four links, and the overlay closes it', async () => {
    const { user } = await openApp('usuario');
    await user.click(screen.getByRole('button', { name: /menú del usuario$/i }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Mi Cuenta', 'Llave Criptografica', 'Correos Empresa', 'Salir']);
    expect(within(menu).getByRole('menuitem', { name: 'Mi Cuenta' })).toHaveAttribute(
      'href',
      '#/default-layout/miCuenta',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Llave Criptografica' })).toHaveAttribute(
      'href',
      '#/default-layout/cargarLlaveCriptografica',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Correos Empresa' })).toHaveAttribute(
      'href',
      '#/default-layout/editEmpresa',
    );
    await user.click(screen.getByTestId('user-menu-overlay'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('Salir ends the session and goes to /extra-layout/login (R1)', async () => {
    const { user, router } = await openApp('admin');
    await user.click(screen.getByRole('button', { name: /menú del usuario$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(currentPath(router)).toBe('/extra-layout/login'));
    expect(await screen.findByRole('heading', { name: 'Ingrese su usuario y clave' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("an unknown path says 'Not found!' inside the layout, with a way to the Panel", async () => {
    await openApp('usuario', '/default-layout/no-existe');
    expect(await screen.findByRole('heading', { name: 'Not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Panel' })).toHaveAttribute(
      'href',
      '#/default-layout/dashboard',
    );
  });
});

describe('session', () => {
  it('a 401 answer clears the session and goes to login with the current path', async () => {
    server.use(
      http.get('*/api/tipo-cambio/data/list', () =>
        HttpResponse.json({ message: 'Token expirado' }, { status: 401 }),
      ),
    );
    const { router } = await renderApp('/default-layout/tipo-cambio?filtro=dol', { role: 'usuario' });
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        `/extra-layout/login?redirectTo=${encodeURIComponent('/default-layout/tipo-cambio?filtro=dol')}`,
      ),
    );
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(await expectFlash('Su sesión expiró. Ingrese de nuevo.')).toMatchObject({ kind: 'warning' });
  });

  it('a forged token is refused by the server and signs the user out', async () => {
    const token = await tokenFor('usuario');
    const [h, , s] = token.split('.');
    const payload = btoa(JSON.stringify({ user_name: 'usuario', authorities: ['ADMIN'], exp: 4102444800 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    localStorage.setItem(TOKEN_KEY, `${h}.${payload}.${s}`);
    const { router } = await renderApp('/default-layout/tipo-cambio');
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login\?redirectTo=/));
  });

  it('an expired token is a signed-out session', async () => {
    await signIn('admin', -1);
    const { router } = await renderApp('/default-layout/miCuenta');
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        `/extra-layout/login?redirectTo=${encodeURIComponent('/default-layout/miCuenta')}`,
      ),
    );
  });

  it('a token that expires while the page is open signs the user out at that moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await signIn('usuario', 1);
      const { router } = await renderApp('/default-layout/miCuenta');
      await screen.findByRole('heading', { name: 'Mi Cuenta' });
      await act(async () => {
        vi.setSystemTime(Date.now() + 3600_000 + 1000);
        await vi.advanceTimersByTimeAsync(3600_000 + 1000);
      });
      await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login\?redirectTo=/));
    } finally {
      vi.useRealTimers();
    }
  });

  it('role flags come from the token, never from storage (B8)', async () => {
    localStorage.setItem('is_admin', 'true');
    localStorage.setItem('is_super_admin', 'true');
    const { nav } = await openApp('usuario');
    expect(within(nav).queryByRole('link', { name: 'Registro Cuentas' })).not.toBeInTheDocument();
  });

  it('a non-JSON answer is a clear error, not data', async () => {
    server.use(
      http.get(
        '*/api/tipo-cambio/data/list',
        () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await renderApp('/default-layout/tipo-cambio', { role: 'usuario' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servidor respondió con un formato inesperado (no es JSON). Revise que VITE_API_URL apunte al backend.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('an answer of the wrong shape is a clear error, not data', async () => {
    server.use(http.get('*/api/tipo-cambio/data/list', () => HttpResponse.json({ unexpected: true })));
    await renderApp('/default-layout/tipo-cambio', { role: 'usuario' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La respuesta del servidor para /api/tipo-cambio/data/list no tiene la forma esperada.',
    );
  });
});

describe('a screen that crashes', () => {
  it("stays inside the shell with its message and 'Volver al Panel'; the menu still works", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = await renderApp('/default-layout/clientes', {
      role: 'admin',
      modules: {
        // The client list breaks while rendering; every other screen is the real one.
        page: (path, load) =>
          path === 'clientes'
            ? async () => ({
                default: () => {
                  throw new Error('Fallo de prueba al dibujar la lista');
                },
              })
            : load,
      },
    });
    const titulo = await screen.findByText(
      'Ocurrió un error inesperado en esta pantalla.',
      {},
      { timeout: 20_000 },
    );
    const alerta = titulo.closest<HTMLElement>('[role="alert"]')!;
    expect(alerta).toHaveTextContent('Fallo de prueba al dibujar la lista');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Panel' })).toBeInTheDocument();
    await user.click(within(alerta).getByRole('link', { name: 'Volver al Panel' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
    // The old screen stays until the Panel's module has loaded (a transition).
    await waitFor(() =>
      expect(screen.queryByText('Ocurrió un error inesperado en esta pantalla.')).not.toBeInTheDocument(),
    );
    error.mockRestore();
  });
});

describe('one identity across tabs', () => {
  it('another tab signing in as someone else: this tab drops the first user’s data and screen at once', async () => {
    const { queryClient } = await openApp('admin', '/default-layout/clientes');
    const boton = await screen.findByRole('button', { name: /Roberto Méndez Soto, menú del usuario/ });
    expect(boton).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
    const peticiones: string[] = [];
    const escuchar = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/'))
        peticiones.push(request.headers.get('authorization') ?? '');
    };
    server.events.on('request:start', escuchar);

    // The other tab writes the shared token; this tab hears the storage event.
    const otro = await tokenFor('usuario');
    await act(async () => {
      localStorage.setItem(TOKEN_KEY, otro);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: otro }));
    });
    expect(
      await screen.findByRole('button', { name: /Jorge Arias Navarro, menú del usuario/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Roberto Méndez Soto/ })).not.toBeInTheDocument();
    expect(
      await expectFlash('Se ingresó como usuario en otra pestaña: esta pestaña ahora es de usuario.'),
    ).toMatchObject({ kind: 'info' });
    await waitFor(() => expect(peticiones.length).toBeGreaterThan(0));
    server.events.removeListener('request:start', escuchar);
    expect(peticiones.every((a) => a === `Bearer ${otro}`)).toBe(true);
  });
});
