import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { request } from '@/lib/http';
import { authKeys } from './keys';

// zod/mini: these schemas are on the first load (login); the full zod loads with the screens.
const tokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

export const usuarioSchema = z.object({
  id: z.number(),
  nombre: text,
  usuario: text,
  correo: text,
  empresa: z.pipe(
    z.nullish(z.object({ id: z.number(), nombre: text })),
    z.transform((v) => v ?? null),
  ),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** OAuth2 password grant with HTTP Basic client credentials (API.md 'Authentication'). */
export async function requestToken(username: string, password: string): Promise<string> {
  const body = new URLSearchParams({ username, password, grant_type: 'password' });
  const data = await request(tokenSchema, {
    method: 'POST',
    url: '/oauth/token',
    data: body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    auth: { username: env.oauthClientId, password: env.oauthClientSecret },
  });
  return data.access_token;
}

export { authKeys };

export const currentUserQuery = queryOptions({
  queryKey: authKeys.currentUser,
  queryFn: () => request(usuarioSchema, { url: '/api/usuario/data' }),
  staleTime: 5 * 60_000,
});

/** The signed-in user (`GET /api/usuario/data`): nombre, id (the receipts' encargadoId), empresa. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
