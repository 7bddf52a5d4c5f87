import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '@/lib/token-store';
import { currentUser, currentUserQuery, requestToken } from './api';

/**
 * How long a sign-in waits for the server. A request that never gets an answer is then abandoned:
 * the login says it could not connect and Ingresar can be pressed again (decision D32).
 */
export const PLAZO_INGRESO_MS = 15_000;

/**
 * The password grant, then `GET /api/usuario/data` for the signed-in user. Loaded by the login screen
 * right after it paints, so that axios and the response schemas never delay the screen itself.
 */
export async function signIn(queryClient: QueryClient, username: string, password: string): Promise<void> {
  const plazo = new AbortController();
  const timer = setTimeout(() => plazo.abort(), PLAZO_INGRESO_MS);
  try {
    tokenStore.set(await requestToken(username.trim(), password, plazo.signal));
    await queryClient.fetchQuery({
      ...currentUserQuery,
      queryFn: () => currentUser(plazo.signal),
    });
  } catch (error) {
    tokenStore.clear();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
