import * as z from 'zod/mini';
import { text } from '@/lib/contract-text';

/*
 * The contract of API.md 'Authentication' and the signed-in user, with the shared `text` from its
 * own module (src/lib/contract-text.ts): the sign-in loads these schemas, not the features'
 * primitives.
 */

export const tokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});
export type Token = z.infer<typeof tokenSchema>;

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

/** The calls' paths: the OAuth2 password grant (form-encoded, HTTP Basic) and the user's data. */
export const authApi = {
  token: { method: 'POST', path: '/oauth/token', answer: tokenSchema },
  usuario: { method: 'GET', path: '/api/usuario/data', answer: usuarioSchema },
} as const;
