import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { request } from '@/lib/http';
import { authApi } from './contract';
import { authKeys } from './keys';

export { usuarioSchema, type Usuario } from './contract';

/** OAuth2 password grant with HTTP Basic client credentials (API.md 'Authentication'). */
export async function requestToken(
  username: string,
  password: string,
  signal?: AbortSignal,
): Promise<string> {
  const body = new URLSearchParams({ username, password, grant_type: 'password' });
  const data = await request(authApi.token.answer, {
    method: authApi.token.method,
    url: authApi.token.path,
    data: body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    auth: { username: env.oauthClientId, password: env.oauthClientSecret },
    signal,
  });
  return data.access_token;
}

export { authKeys };

/** `GET /api/usuario/data`; `signal` ends it early (a sign-in's deadline). */
export const currentUser = (signal?: AbortSignal) =>
  request(authApi.usuario.answer, { url: authApi.usuario.path, signal });

export const currentUserQuery = queryOptions({
  queryKey: authKeys.currentUser,
  queryFn: () => currentUser(),
  staleTime: 5 * 60_000,
});

/** The signed-in user (`GET /api/usuario/data`): nombre, id (the receipts' encargadoId), empresa. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
