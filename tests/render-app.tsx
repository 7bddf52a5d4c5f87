import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { RouterProvider } from 'react-router-dom';
import { getDb } from '@mocks/db';
import { signJwt, tokenClaims } from '@mocks/lib/jwt';
import { DEMO_USERS, type DemoRole } from '@mocks/seed/demo-users';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, type RouteModules } from '@/app/router';
import { PerIdentity } from '@/app/per-identity';
import { installSessionHandlers, vigilarIdentidad } from '@/app/session-handlers';
import { TOKEN_KEY } from '@/lib/token-store';

export type Role = DemoRole;
export const ROLES: readonly Role[] = DEMO_USERS.map((u) => u.usuario);

/** A real token of the mock for a demo user; `hours` < 0 gives an expired one. */
export async function tokenFor(role: Role, hours = 12): Promise<string> {
  const user = getDb().usuarios.find((u) => u.usuario === role)!;
  return signJwt(tokenClaims(user, Date.now(), hours));
}

export async function signIn(role: Role, hours = 12): Promise<void> {
  localStorage.setItem(TOKEN_KEY, await tokenFor(role, hours));
}

/** The signed-in demo user's row in the mock store. */
export function demoUser(role: Role) {
  return getDb().usuarios.find((u) => u.usuario === role)!;
}

/**
 * Renders the whole app (same routes, providers and session handling as main.tsx) at `url`,
 * signed in as `role` (or signed out), against the mock backend on msw/node.
 */
export async function renderApp(
  url: string,
  { role = null, modules }: { role?: Role | null; modules?: RouteModules } = {},
) {
  if (role) await signIn(role);
  window.location.hash = url.startsWith('#') ? url : `#${url}`;
  installSessionHandlers();
  const router = createAppRouter(modules);
  const queryClient = createQueryClient({ retry: false });
  const dejarDeVigilar = vigilarIdentidad(queryClient);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider queryClient={queryClient} demo={null}>
      <PerIdentity>
        <RouterProvider router={router} />
      </PerIdentity>
    </AppProvider>,
  );
  // Each rendered app stops listening when its test ends: to the token, and to the address — a router
  // left behind would follow every later test's hash changes (test files share a worker's window).
  onTestFinished(() => {
    dejarDeVigilar();
    router.dispose();
    queryClient.clear();
  });
  return { user, router, queryClient, ...view };
}

/** The current hash path (with its query), e.g. '/extra-layout/login?redirectTo=%2F…'. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }) {
  return router.state.location.pathname + router.state.location.search;
}
