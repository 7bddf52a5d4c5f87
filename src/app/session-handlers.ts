import { flash } from '@/components/flash/flash-store';
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
