import type { QueryClient } from '@tanstack/react-query';
import { flash } from '@/components/notices/notices-store';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { TOKEN_KEY, tokenStore } from '@/lib/token-store';
import * as es from '@/messages/es-shell';

/**
 * A 401 (or a request made with an expired token) clears the session; the route guard then sends
 * the user to #/extra-layout/login?redirectTo=<the current path>.
 */
export function installSessionHandlers(): void {
  setUnauthorizedHandler(() => {
    if (localStorage.getItem(TOKEN_KEY)) flash.warning(es.http.sesionExpirada);
    tokenStore.clear();
  });
}

/** How many times another tab made this one someone else's: `PerIdentity` remounts on each. */
let generacion = 0;
const oyentes = new Set<() => void>();
export const identidad = {
  generacion: () => generacion,
  subscribe(oyente: () => void) {
    oyentes.add(oyente);
    return () => void oyentes.delete(oyente);
  },
};

/**
 * One identity across tabs (D28): every tab shares the token (localStorage). When another tab
 * signs in as someone else, or out, this tab drops at once every answer it holds of the previous user,
 * before anything renders or asks the server again (this listener is added before React's), and on a
 * switch to another user `PerIdentity` remounts the screens, so no open form of the previous user
 * survives. Requests always carry the current token. This tab's own sign-in and sign-out are the login
 * page's and the guards' business: only other tabs' changes (storage events) count here.
 */
export function vigilarIdentidad(queryClient: QueryClient): () => void {
  let usuario = tokenStore.claims()?.user_name ?? null;
  const deOtraPestana = (e: StorageEvent) => {
    if (e.key !== TOKEN_KEY && e.key !== null) return;
    const ahora = tokenStore.claims()?.user_name ?? null;
    if (ahora === usuario) return;
    const antes = usuario;
    usuario = ahora;
    void queryClient.cancelQueries();
    queryClient.clear();
    if (antes && ahora) {
      generacion += 1;
      oyentes.forEach((o) => o());
    }
    if (ahora) flash.info(es.app.otraIdentidad(ahora));
  };
  // Before the token store's own storage listener, which would report the new user as this tab's.
  window.addEventListener('storage', deOtraPestana);
  const propio = tokenStore.subscribe(() => {
    usuario = tokenStore.claims()?.user_name ?? null;
  });
  return () => {
    propio();
    window.removeEventListener('storage', deOtraPestana);
  };
}
