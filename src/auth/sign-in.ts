import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '@/lib/token-store';
import { currentUserQuery, requestToken } from './api';

/**
 * The password grant, then `GET /api/usuario/data` (seed 1 §7). Loaded by the login screen right after
 * it paints, so that axios and the response schemas never delay the screen itself.
 */
export async function signIn(queryClient: QueryClient, username: string, password: string): Promise<void> {
  try {
    tokenStore.set(await requestToken(username.trim(), password));
    await queryClient.fetchQuery(currentUserQuery);
  } catch (error) {
    tokenStore.clear();
    throw error;
  }
}
