import { HACIENDA_URL_PREDETERMINADA } from './hacienda-url';

/**
 * The app's configuration. The VITE_* values are validated with zod when Vite starts or builds
 * (vite.config.ts → env-schema.ts); here they are only read and normalised.
 */
export type Env = {
  /** Base URL of the backend; '' = same origin. */
  apiUrl: string;
  /** Whether this build runs on the in-browser mock backend (decided at build time, see vite.config.ts). */
  mocks: boolean;
  oauthClientId: string;
  oauthClientSecret: string;
  /**
   * Base URL of Hacienda's public registry (api.hacienda.go.cr); '' turns every registry lookup off.
   * Unset means Hacienda's own address: the lookups are helpers the office gets without configuring.
   */
  haciendaUrl: string;
};

export function readEnv(raw: Record<string, string | undefined>, mocks: boolean): Env {
  return {
    apiUrl: (raw.VITE_API_URL ?? '').trim().replace(/\/+$/, ''),
    mocks,
    oauthClientId: (raw.VITE_OAUTH_CLIENT_ID ?? '').trim() || 'frontendapp',
    oauthClientSecret: (raw.VITE_OAUTH_CLIENT_SECRET ?? '').trim() || '12345',
    haciendaUrl: (raw.VITE_HACIENDA_API_URL ?? HACIENDA_URL_PREDETERMINADA).trim().replace(/\/+$/, ''),
  };
}

export const env: Env = readEnv(
  {
    VITE_API_URL: import.meta.env.VITE_API_URL,
    VITE_OAUTH_CLIENT_ID: import.meta.env.VITE_OAUTH_CLIENT_ID,
    VITE_OAUTH_CLIENT_SECRET: import.meta.env.VITE_OAUTH_CLIENT_SECRET,
    VITE_HACIENDA_API_URL: import.meta.env.VITE_HACIENDA_API_URL,
  },
  typeof __MOCKS__ === 'boolean' ? __MOCKS__ : false,
);
