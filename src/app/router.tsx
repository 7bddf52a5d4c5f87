import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Guard } from '@/auth/guards';
import type { GuardKind } from '@/auth/roles';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-shell';
import { lazy, Suspense } from 'react';
import { demoLayoutPaths, routeTable, type RouteDef } from './routes';

// The error and not-found views are rare: they load on demand, off the first load.
const LazyRouteError = lazy(() => import('./route-error'));
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);
const notFoundPage = () => import('./not-found-page');

/** What shows while the first route module loads: a thin bar, no component library needed. */
const bootFallback = <div role="progressbar" aria-label={es.app.cargando} className="boot-progress" />;

const page = (load: RouteDef['load']) => async () => ({ Component: (await load()).default });

const layout =
  (variant: 'default' | 'boxed' = 'default') =>
  async () => {
    const { DefaultLayout } = await import('./layout/default-layout');
    return { element: <DefaultLayout variant={variant} /> };
  };

const pagesFor = (guard: GuardKind): RouteObject[] =>
  routeTable
    .filter((r) => r.guard === guard)
    .map((r) => ({ path: r.path, lazy: page(r.load), handle: { title: r.title } }));

const notFound: RouteObject = { path: '*', lazy: page(notFoundPage), handle: { title: es.app.notFound } };

/** The route tree (seed 1 §2 + DECISIONS R1–R11). Exported for the tests, which render the same tree. */
export function buildRoutes(): RouteObject[] {
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
            { path: 'login', lazy: page(() => import('@/auth/login-page')) },
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
                    notFound,
                  ],
                },
              ],
            },
          ],
        },
        ...demoLayoutPaths.map((path): RouteObject => ({
          path,
          element: <Guard kind="auth" />,
          children: [
            {
              lazy: layout(path === 'show-sidebar' ? 'default' : 'boxed'),
              children: [{ index: true, lazy: page(styleGuide.load), handle: { title: styleGuide.title } }],
            },
          ],
        })),
        // R4: any other path, behind sign-in, inside the default layout.
        {
          path: '*',
          element: <Guard kind="auth" />,
          children: [
            {
              lazy: layout(),
              children: [{ index: true, lazy: page(notFoundPage), handle: notFound.handle }],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
