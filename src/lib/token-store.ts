import { decodeJwt, type JwtClaims } from './jwt';

/** The backend's contract keeps the token under this localStorage key. */
export const TOKEN_KEY = 'access_token';

type Listener = () => void;
const listeners = new Set<Listener>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function emit() {
  scheduleExpiry();
  listeners.forEach((l) => l());
}

/** Re-render subscribers the moment the token expires, so the guards sign the user out. */
function scheduleExpiry() {
  clearTimeout(expiryTimer);
  const claims = decodeJwt(read());
  if (!claims) return;
  const ms = claims.exp * 1000 - Date.now();
  // setTimeout overflows above ~24.8 days; tokens last hours.
  if (ms > 0 && ms < 2 ** 31 - 1) expiryTimer = setTimeout(() => listeners.forEach((l) => l()), ms + 50);
}

export const tokenStore = {
  /** The stored token when it decodes and has not expired; otherwise null. */
  validToken(now = Date.now()): string | null {
    const token = read();
    const claims = decodeJwt(token);
    return claims && claims.exp * 1000 > now ? token : null;
  },
  claims(now = Date.now()): JwtClaims | null {
    const token = this.validToken(now);
    return token ? decodeJwt(token) : null;
  },
  set(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
    emit();
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    // Leftovers of the earlier app's storage, never trusted.
    ['is_super_admin', 'is_admin', 'is_coordinador'].forEach((k) => localStorage.removeItem(k));
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (listeners.size === 1) scheduleExpiry();
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_KEY || e.key === null) emit();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
      if (listeners.size === 0) clearTimeout(expiryTimer);
    };
  },
};
