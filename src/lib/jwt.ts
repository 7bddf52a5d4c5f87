export type JwtClaims = {
  user_name?: string;
  authorities: string[];
  /** Seconds since the epoch. */
  exp: number;
  client_id?: string;
  scope?: string[];
};

/** The claims the app relies on, checked by hand (this runs on every guard check, on the first load). */
function toClaims(payload: unknown): JwtClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.exp !== 'number' || !Number.isFinite(p.exp)) return null;
  const authorities = Array.isArray(p.authorities)
    ? p.authorities.filter((a): a is string => typeof a === 'string')
    : [];
  return {
    exp: p.exp,
    authorities,
    user_name: typeof p.user_name === 'string' ? p.user_name : undefined,
    client_id: typeof p.client_id === 'string' ? p.client_id : undefined,
    scope: Array.isArray(p.scope) ? p.scope.filter((s): s is string => typeof s === 'string') : undefined,
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

// The same token is read on every guard check, request and session render: decoded once.
let ultimo: { token: string; claims: JwtClaims | null } | undefined;

/** Reads a JWT's payload without verifying it (the server verifies). Null when it is not a JWT. */
export function decodeJwt(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  if (ultimo?.token !== token) ultimo = { token, claims: leerClaims(token) };
  return ultimo.claims;
}

function leerClaims(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return toClaims(JSON.parse(base64UrlDecode(parts[1])));
  } catch {
    return null;
  }
}
