import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { env } from '@/lib/env';
import { request } from '@/lib/http';

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});

export const usuarioSchema = z.object({
  id: z.number(),
  nombre: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  usuario: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  correo: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  empresa: z
    .object({
      id: z.number(),
      nombre: z
        .string()
        .nullish()
        .transform((v) => v ?? ''),
    })
    .nullish()
    .transform((v) => v ?? null),
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

export const authKeys = {
  currentUser: ['usuario', 'data'] as const,
};

export const currentUserQuery = queryOptions({
  queryKey: authKeys.currentUser,
  queryFn: () => request(usuarioSchema, { url: '/api/usuario/data' }),
  staleTime: 5 * 60_000,
});

/** The signed-in user (`GET /api/usuario/data`): nombre, id (the receipts' encargadoId), empresa. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
