import { z } from 'zod';

const claimsSchema = z.object({
  user_name: z.string().optional(),
  authorities: z.array(z.string()).default([]),
  exp: z.number(),
  client_id: z.string().optional(),
  scope: z.array(z.string()).optional(),
});

export type JwtClaims = z.infer<typeof claimsSchema>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it (the server verifies). Null when it is not a JWT. */
export function decodeJwt(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(base64UrlDecode(parts[1])));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
