import { z } from 'zod';

/**
 * The VITE_* configuration (documented in .env.example). VITE_* values are fixed when Vite starts
 * (`npm run dev`) or builds, so that is where they are validated: vite.config.ts runs this schema and
 * refuses to start with a readable list of what is wrong.
 */
export const envSchema = z.object({
  VITE_API_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), {
      message: 'debe ser vacío (mismo origen) o una URL http(s) completa, p. ej. https://api.ejemplo.cr',
    })
    .default(''),
  VITE_API_MOCKS: z.enum(['', 'true', 'false'], { message: "debe ser 'true', 'false' o vacío" }).default(''),
  VITE_API_PROXY: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), {
      message: 'debe ser vacío o la URL http(s) del backend, p. ej. http://localhost:8080',
    })
    .default(''),
  VITE_OAUTH_CLIENT_ID: z.string().trim().default(''),
  /** Hacienda's public registry; unset = https://api.hacienda.go.cr, empty = no registry lookups. */
  VITE_HACIENDA_API_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), {
      message:
        'debe ser vacío (sin consultas a Hacienda) o una URL http(s), p. ej. https://api.hacienda.go.cr',
    })
    .optional(),
  VITE_OAUTH_CLIENT_SECRET: z.string().trim().default(''),
});

export type RawEnv = z.input<typeof envSchema>;

/** Throws `Configuración inválida:` followed by one line per bad variable. */
export function validateEnv(raw: Record<string, string | undefined>): z.output<typeof envSchema> {
  const picked = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, raw[k] ?? undefined]));
  const result = envSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida (revise .env; vea .env.example):\n${lines.join('\n')}`);
  }
  return result.data;
}

type Env = z.output<typeof envSchema>;

/**
 * Whether the demo backend runs: `npm run dev` has it unless VITE_API_MOCKS=false or the dev server
 * proxies to a real backend (VITE_API_PROXY); a build has it only when VITE_API_MOCKS=true.
 */
export function mocksEnabled(
  command: 'build' | 'serve',
  env: Pick<Env, 'VITE_API_MOCKS' | 'VITE_API_PROXY'>,
) {
  if (command === 'build') return env.VITE_API_MOCKS === 'true';
  if (env.VITE_API_MOCKS) return env.VITE_API_MOCKS === 'true';
  return !env.VITE_API_PROXY;
}

/**
 * `npm run dev` against a real backend in one command: with VITE_API_PROXY the dev server
 * passes /api and /oauth to it, so the app calls its own origin (no CORS preflight, see the README).
 */
export function devProxy(env: Pick<Env, 'VITE_API_PROXY'>) {
  const target = env.VITE_API_PROXY;
  if (!target) return undefined;
  const ruta = { target, changeOrigin: true, secure: true };
  return { '/api': ruta, '/oauth': ruta };
}
