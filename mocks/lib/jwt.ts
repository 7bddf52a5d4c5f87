import { runtime } from './runtime';
import type { Authority } from '../db/types';

/** The mock's signing secret: demo tokens are real HS256 JWTs, verifiable by this mock only. */
const SECRET = 'factura-electronica-demo-no-usar-en-produccion';
export const CLIENT_ID = 'frontendapp';
export const TOKEN_HOURS = 12;

export type MockClaims = {
  user_name: string;
  authorities: Authority[];
  exp: number;
  client_id: string;
  scope: string[];
  jti: string;
};

const encoder = new TextEncoder();
let keyPromise: Promise<CryptoKey> | undefined;

function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlJson(value: unknown): string {
  return base64Url(encoder.encode(JSON.stringify(value)));
}

function fromBase64Url(segment: string): Uint8Array<ArrayBuffer> {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function signJwt(claims: MockClaims): Promise<string> {
  const head = `${base64UrlJson({ alg: 'HS256', typ: 'JWT' })}.${base64UrlJson(claims)}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(head)));
  return `${head}.${base64Url(signature)}`;
}

/** The claims of a token this mock signed and that has not expired; otherwise null. */
export async function verifyJwt(token: string, now = runtime.now().getTime()): Promise<MockClaims | null> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  try {
    const ok = await crypto.subtle.verify(
      'HMAC',
      await key(),
      fromBase64Url(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!ok) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as MockClaims;
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

export function tokenClaims(
  user: { usuario: string; authorities: Authority[] },
  now = runtime.now().getTime(),
  hours = TOKEN_HOURS,
): MockClaims {
  return {
    user_name: user.usuario,
    authorities: user.authorities,
    exp: Math.floor(now / 1000) + hours * 3600,
    client_id: CLIENT_ID,
    scope: ['read', 'write'],
    jti: Math.random().toString(36).slice(2),
  };
}
