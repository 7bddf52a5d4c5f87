import { useMemo, useSyncExternalStore } from 'react';
import { decodeJwt, type JwtClaims } from '@/lib/jwt';
import { tokenStore } from '@/lib/token-store';
import { rolesFromAuthorities, type Roles } from './roles';

export type Session = { token: string; claims: JwtClaims; roles: Roles };

/** The signed-in session, derived from the stored token on every read; null when signed out or expired. */
export function useSession(): Session | null {
  const token = useSyncExternalStore(tokenStore.subscribe, () => tokenStore.validToken());
  return useMemo(() => sessionFromToken(token), [token]);
}

export function sessionFromToken(token: string | null): Session | null {
  const claims = decodeJwt(token);
  if (!token || !claims) return null;
  return { token, claims, roles: rolesFromAuthorities(claims.authorities) };
}

export function useRoles(): Roles | null {
  return useSession()?.roles ?? null;
}
