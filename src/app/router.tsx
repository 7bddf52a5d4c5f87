import { lazy, Suspense, type ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Guard } from '@/auth/guards';
import type { GuardKind } from '@/auth/roles';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-shell';
import type { LayoutVariant } from './layout/default-layout';
import { demoLayoutPaths, routeTable, type RouteDef } from './routes';

// The error and not-found views are rare: they load on demand, off the first load.
const LazyRouteError = lazy(() => import('./route-error'));
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

/** What shows while the first route module loads: a thin bar, no component library needed. */
const bootFallback = <div role="progressbar" aria-label={es.app.cargando} className="boot-progress" />;

type Load = RouteDef['load'];
type LayoutModule = { DefaultLayout: ComponentType<{ variant?: LayoutVariant }> };

/** Where the screen and layout modules come from: the real lazy modules, or stubs in the guard tests. */
export type RouteModules = {
  page?: (path: string, load: Load) => Load;
  layout?: () => Promise<LayoutModule>;
};

/**
 * The route tree: the spec's route map and guards as its decisions settle them (every route of the
 * default layout needs sign-in); every module lazy.
 */
export function buildRoutes(modules: RouteModules = {}): RouteObject[] {
  const source = modules.page ?? ((_path: string, load: Load) => load);
  const loadLayout = modules.layout ?? (() => import('./layout/default-layout'));

  const page = (path: string, load: Load) => async () => ({
    Component: (await source(path, load)()).default,
  });
  const layout =
    (variant: LayoutVariant = 'default') =>
    async () => {
      const { DefaultLayout } = await loadLayout();
      return { element: <DefaultLayout variant={variant} /> };
    };
  const pagesFor = (guard: GuardKind): RouteObject[] =>
    routeTable
      .filter((r) => r.guard === guard)
      .map((r) => ({ path: r.path, lazy: page(r.path, r.load), handle: { title: r.title } }));

  const notFoundLoad = page('*', () => import('./not-found-page'));
  const notFoundHandle = { title: es.app.notFound };
  const styleGuide = routeTable.find((r) => r.path === 'alert')!;

  return [
    {
      path: '/',
      errorElement: routeError,
      hydrateFallbackElement: bootFallback,
      children: [
        { index: true, element: <Navigate to={paths.dashboard} replace /> },
        {
          path: 'extra-layout',
          lazy: async () => ({ Component: (await import('./layout/extra-layout')).ExtraLayout }),
          children: [
            { index: true, element: <Navigate to={paths.login} replace /> },
            { path: 'login', lazy: page('login', () => import('@/auth/login-page')) },
          ],
        },
        {
          path: 'default-layout',
          element: <Guard kind="auth" />,
          children: [
            {
              lazy: layout(),
              children: [
                {
                  errorElement: routeError,
                  children: [
                    { index: true, element: <Navigate to={paths.dashboard} replace /> },
                    ...pagesFor('auth'),
                    {
                      element: <Guard kind="adminOrCoordinador" />,
                      children: pagesFor('adminOrCoordinador'),
                    },
                    { element: <Guard kind="admin" />, children: pagesFor('admin') },
                    { path: '*', lazy: notFoundLoad, handle: notFoundHandle },
                  ],
                },
              ],
            },
          ],
        },
        // The earlier app's demo layouts, behind sign-in, showing the style guide (D10).
        ...demoLayoutPaths.map((path): RouteObject => ({
          path,
          element: <Guard kind="auth" />,
          children: [
            {
              lazy: layout(path === 'show-sidebar' ? 'default' : 'boxed'),
              children: [
                { index: true, lazy: page(path, styleGuide.load), handle: { title: styleGuide.title } },
              ],
            },
          ],
        })),
        // Any other path: 'Not found!', behind sign-in, inside the default layout.
        {
          element: <Guard kind="auth" />,
          children: [
            { lazy: layout(), children: [{ path: '*', lazy: notFoundLoad, handle: notFoundHandle }] },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(modules?: RouteModules) {
  return createHashRouter(buildRoutes(modules));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
