import createCache, { type StylisElement, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
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

/**
 * MUI's styles in tests keep only the rules that hide something: a display: none or visibility: hidden
 * declaration (a grid's unsorted sort button is `visibility: hidden`, so not part of the header's
 * name). jsdom's getComputedStyle matches every rule in the document against each element it is
 * asked about, and Testing Library (accessible names, hidden checks) and user-event (pointer-events)
 * ask about thousands: MUI's hundreds of other rules would only cost time. A rule is dropped by
 * making it a comment, which neither stylis nor emotion writes out. Emotion's default prefixer is
 * left out too: jsdom needs no vendor prefixes.
 */
const HIDES = /^(?:display:\s*none|visibility:\s*hidden)\b/;
const hides = (element: StylisElement): boolean =>
  element.type === 'decl'
    ? HIDES.test(element.value)
    : Array.isArray(element.children) && element.children.some(hides);
const onlyWhatHides: StylisPlugin = (element) => {
  if (!element.root && element.type !== 'decl' && !hides(element)) element.type = 'comm';
};
const styleCache = createCache({ key: 'test', stylisPlugins: [onlyWhatHides] });

/**
 * Every MUI view a test renders goes inside: renderApp wraps the app in it, a test that renders a
 * component alone passes it as `render`'s wrapper (tests/setup.ts fails a test whose styles took
 * emotion's default cache instead).
 */
export function TestStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={styleCache}>{children}</CacheProvider>;
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
    { wrapper: TestStyles },
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
