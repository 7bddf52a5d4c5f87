import { z } from 'zod';

const envSchema = z.object({
  VITE_API_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), {
      message: 'VITE_API_URL debe ser vacío (mismo origen) o una URL http(s) completa',
    })
    .transform((v) => v.replace(/\/+$/, '')),
  VITE_API_MOCKS: z.enum(['', 'true', 'false']).default(''),
  VITE_OAUTH_CLIENT_ID: z.string().trim().min(1).default('frontendapp'),
  VITE_OAUTH_CLIENT_SECRET: z.string().trim().min(1).default('12345'),
});

export type Env = {
  apiUrl: string;
  /** Whether this build runs on the in-browser mock backend (decided at build time, see vite.config.ts). */
  mocks: boolean;
  oauthClientId: string;
  oauthClientSecret: string;
};

/** Validates the VITE_* configuration; throws a readable error listing every bad variable. */
export function parseEnv(raw: Record<string, unknown>, mocks: boolean): Env {
  const emptyToUndefined = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, v === '' && k !== 'VITE_API_URL' ? undefined : v]),
  );
  const result = envSchema.safeParse(emptyToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    apiUrl: e.VITE_API_URL,
    mocks,
    oauthClientId: e.VITE_OAUTH_CLIENT_ID,
    oauthClientSecret: e.VITE_OAUTH_CLIENT_SECRET,
  };
}

const raw = {
  VITE_API_URL: import.meta.env.VITE_API_URL ?? '',
  VITE_API_MOCKS: import.meta.env.VITE_API_MOCKS,
  VITE_OAUTH_CLIENT_ID: import.meta.env.VITE_OAUTH_CLIENT_ID,
  VITE_OAUTH_CLIENT_SECRET: import.meta.env.VITE_OAUTH_CLIENT_SECRET,
};
const mocks = typeof __MOCKS__ === 'boolean' ? __MOCKS__ : false;

function load(): { env: Env; error: string | null } {
  try {
    return { env: parseEnv(raw, mocks), error: null };
  } catch (e) {
    const fallback: Env = { apiUrl: '', mocks, oauthClientId: '', oauthClientSecret: '' };
    return { env: fallback, error: e instanceof Error ? e.message : String(e) };
  }
}

const loaded = load();
/** The validated configuration. main.tsx refuses to start the app when `envError` is set. */
export const env: Env = loaded.env;
export const envError: string | null = loaded.error;
