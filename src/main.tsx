// First: zod's configuration must precede every parse (no eval under the CSP).
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { PerIdentity } from '@/app/per-identity';
import { installSessionHandlers, vigilarIdentidad } from '@/app/session-handlers';
import type { DemoControls } from '@/components/demo';
import { env } from '@/lib/env';
import { tokenStore } from '@/lib/token-store';

async function start() {
  const container = document.getElementById('root')!;
  let demo: DemoControls | null = null;
  // A compile-time constant: without mocks the whole branch (and MSW) is left out of the bundle.
  if (__MOCKS__ && env.mocks) {
    // The demo's views on the login come with the backend, so the screen's first paint is its final
    // layout (decision D32).
    const [{ startMockBackend }, banner, usuarios] = await Promise.all([
      import('../mocks/browser'),
      import('@/app/layout/demo-banner'),
      import('@/components/demo-users'),
    ]);
    demo = { ...(await startMockBackend()), Banner: banner.default, Usuarios: usuarios.default };
  }

  const queryClient = createQueryClient();
  const router = createAppRouter();
  installSessionHandlers();
  vigilarIdentidad(queryClient);
  // Signed in: the user's data (every screen's header) is asked as the app starts, not once the
  // screen's code has come, so that it is there before a screen draws what waits for it. Its code is
  // loaded apart, so that the login route's stays without the API's parsers.
  if (tokenStore.validToken())
    void import('@/auth/api').then(({ currentUserQuery }) => queryClient.prefetchQuery(currentUserQuery));

  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} demo={demo}>
        <PerIdentity>
          <RouterProvider router={router} />
        </PerIdentity>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
