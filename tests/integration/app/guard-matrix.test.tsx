// @vitest-environment jsdom
// jsdom, not happy-dom: a new address must reach the hash router, which hears the popstate a browser fires
// on a hash change and happy-dom does not.
import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import type { RouteModules } from '@/app/router';
import { routeTable } from '@/app/routes';
import { currentPath, renderApp, type Role } from '../../render-app';

/** Every route of the spec, as the spec's decisions settle them, written out rather than read. */
const SIGNED_IN = [
  'dashboard',
  'recibos',
  'facturas',
  'tipo-cambio',
  'clientes',
  'empresas',
  'miCuenta',
  'cargarLlaveCriptografica',
  'editEmpresa',
  'add-client',
  'add-client/7',
  'add-empresa',
  'add-empresa/2',
  'add-tipo-cambio',
  'add-tipo-cambio/2',
  'new-edit-factura',
  'new-edit-factura/15',
  'add-recibo',
  'add-recibo/9',
  'add-nueva-factura/9',
  'add-edit-factura/9/15',
  'historial-factura',
  'historial-factura/15',
  'confirmacion-rechazo',
  'confirmacion-upload',
  // Every role that may confirm one document may confirm many.
  'recepcion-comprobantes',
  'servicio-cabys',
  'add-servicio-cabys',
  'add-servicio-cabys/3',
  'tipo-actividad-economica',
  'add-tipo-actividad-economica',
  'add-tipo-actividad-economica/3',
  // The spec's 'no guard' routes still need sign-in.
  'cliente-codigos-actividad/7',
  'file',
  'a2-card',
  'alert',
  'badge',
  'breadcrumb',
];
const ADMIN_OR_COORDINADOR = [
  'recibos-filtros',
  'tica-filtros',
  'factura-filtros',
  'cierre-iva',
  'upload-tica-file',
  'cliente-tarifas/7',
  'facturar-manual/9',
];
const ADMIN = ['resumen-tica', 'resumen-clientes', 'resumen-encargado'];

type Session = Role | 'signed-out';
const SESSIONS: Session[] = ['signed-out', 'usuario', 'coordinador', 'admin', 'superadmin'];
const ADMITS: Record<'auth' | 'adminOrCoordinador' | 'admin', readonly Session[]> = {
  auth: ['usuario', 'coordinador', 'admin', 'superadmin'],
  adminOrCoordinador: ['coordinador', 'admin', 'superadmin'],
  admin: ['admin', 'superadmin'],
};

/** Real guards, real route tree; screens and layout stubbed so that ~240 navigations stay fast. */
const modules: RouteModules = {
  page: (path) => async () => ({ default: () => <div data-testid="screen">{path}</div> }),
  layout: async () => ({ DefaultLayout: () => <Outlet /> }),
};

const routes = [
  ...SIGNED_IN.map((path) => ({ path, guard: 'auth' as const })),
  ...ADMIN_OR_COORDINADOR.map((path) => ({ path, guard: 'adminOrCoordinador' as const })),
  ...ADMIN.map((path) => ({ path, guard: 'admin' as const })),
];

/** Where the app ends up for `url`: the screen, or the login with the way back. */
async function outcome(router: Awaited<ReturnType<typeof renderApp>>['router'], url: string) {
  // As a person would: a new address in the bar (the hash router hears the hashchange).
  await act(async () => {
    window.location.hash = `#${url}`;
  });
  await waitFor(() => {
    const at = currentPath(router);
    if (at === url) expect(screen.getByTestId('screen')).toBeInTheDocument();
    else expect(at).toBe(`/extra-layout/login?redirectTo=${encodeURIComponent(url)}`);
  });
  return currentPath(router) === url ? 'admitted' : 'login';
}

describe('route guards', () => {
  it('the app declares exactly these routes, each with this guard', () => {
    const declared = routeTable.map((r) => `${r.path}:${r.guard}`).sort();
    const sample = (p: string) => p.replace(/\/\d+/g, (_m) => '/:id');
    const expected = [
      ...SIGNED_IN.map((p) => `${sample(p)}:auth`),
      ...ADMIN_OR_COORDINADOR.map((p) => `${sample(p)}:adminOrCoordinador`),
      ...ADMIN.map((p) => `${sample(p)}:admin`),
    ]
      .map((e) =>
        e
          .replace('add-nueva-factura/:id', 'add-nueva-factura/:reciboId')
          .replace('add-edit-factura/:id/:id', 'add-edit-factura/:reciboId/:facturaId'),
      )
      .sort();
    expect(declared).toEqual(expected);
  });

  // One app per session, moved through every route: a render per case would make the file slow.
  it.each(SESSIONS)('%s: admitted to exactly the routes its role allows', async (session) => {
    const { router } = await renderApp('/extra-layout/login', {
      role: session === 'signed-out' ? null : session,
      modules,
    });
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const { path, guard } of routes) {
      seen[path] = await outcome(router, `/default-layout/${path}`);
      expected[path] = ADMITS[guard].includes(session) ? 'admitted' : 'login';
    }
    expect(seen).toEqual(expected);
  });

  it.each(['show-sidebar', 'boxed', 'boxed-show'])(
    'demo layout /%s needs sign-in (R8, R11)',
    async (path) => {
      const signedOut = await renderApp(`/${path}`, { modules });
      await waitFor(() =>
        expect(currentPath(signedOut.router)).toBe(`/extra-layout/login?redirectTo=%2F${path}`),
      );
      signedOut.unmount();
      const signedIn = await renderApp(`/${path}`, { role: 'usuario', modules });
      expect(await screen.findByTestId('screen')).toHaveTextContent(path);
      expect(currentPath(signedIn.router)).toBe(`/${path}`);
    },
  );

  it('the empty path goes to the Panel behind sign-in', async () => {
    const { router } = await renderApp('/', { modules });
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        `/extra-layout/login?redirectTo=${encodeURIComponent('/default-layout/dashboard')}`,
      ),
    );
  });

  it.each(['/default-layout/no-existe', '/cualquier/cosa'])(
    '%s is Not found! inside the layout (R4)',
    async (url) => {
      const { router } = await renderApp(url, { role: 'usuario', modules });
      expect(await screen.findByTestId('screen')).toHaveTextContent('*');
      expect(currentPath(router)).toBe(url);
    },
  );

  it('the login screen needs no session', async () => {
    await renderApp('/extra-layout/login', { modules });
    expect(await screen.findByTestId('screen')).toHaveTextContent('login');
  });
});
