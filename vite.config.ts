/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicy } from './src/lib/csp.ts';
import { devProxy, mocksEnabled, validateEnv } from './src/lib/env-schema.ts';
import { HACIENDA_URL_PREDETERMINADA } from './src/lib/hacienda-url.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { shellChunk } from './vite-plugins/shell-chunk.ts';

/** Vitest's default exclusions, and Stryker's sandboxes (npm run mutation), which hold a copy of the tests. */
const EXCLUIDOS = ['**/node_modules/**', '**/.git/**', '.stryker-tmp/**', 'reports/**'];
/** Every test file. Each project names its own: a project's lists (include, exclude) add to the root's. */
const INCLUIDOS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'];

/** The test files that run in jsdom: their first line says `// @vitest-environment jsdom` (docs/testing.md). */
function testsEnJsdom(): string[] {
  return (readdirSync('tests', { recursive: true }) as string[])
    .map((f) => `tests/${f}`)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .filter((f) => readFileSync(f, 'utf8').startsWith('// @vitest-environment jsdom\n'));
}

/**
 * The built index.html carries the app's Content-Security-Policy right after its charset, before
 * anything it governs (not the dev server: its hot reload runs inline scripts).
 */
function cspMeta(apiUrl: string, haciendaUrl: string): Plugin {
  const csp = contentSecurityPolicy(apiUrl, { haciendaUrl });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}" />`;
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${meta}`),
  };
}

const rr = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');

export default defineConfig(({ command, mode }) => {
  // Validated with zod at start-up: a bad VITE_* stops `vite`/`vite build` with a readable message.
  const env = validateEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env });
  // A compile-time constant (mocksEnabled, src/lib/env-schema.ts): a build without mocks drops the
  // dynamic import of `mocks/browser.ts` (and MSW with it) entirely.
  const mocks = mocksEnabled(command, env);
  const enJsdom = process.env.VITEST ? testsEnJsdom() : [];
  return {
    base: './',
    plugins: [
      react(),
      cspMeta(env.VITE_API_URL, env.VITE_HACIENDA_API_URL ?? HACIENDA_URL_PREDETERMINADA),
      shellChunk(import.meta.dirname),
      compileHints(import.meta.dirname),
    ],
    define: { __MOCKS__: JSON.stringify(mocks) },
    resolve: {
      alias: [
        // React Router 7's package exports name only its development build (with its dev warnings
        // switched on), whatever the mode: a stopgap upstream that stayed, tracked in
        // https://github.com/remix-run/react-router/issues/14102 (cause: remix-run/react-router#12437).
        // The production build beside it is published too; a build ships that one. `npm run size`
        // fails if the development build comes back.
        ...(command === 'build'
          ? [
              { find: /^react-router\/dom$/, replacement: resolve(rr, 'dom-export.mjs') },
              { find: /^react-router$/, replacement: resolve(rr, 'index.mjs') },
            ]
          : []),
        { find: /^@\//, replacement: `${resolve(import.meta.dirname, 'src')}/` },
        { find: /^@mocks\//, replacement: `${resolve(import.meta.dirname, 'mocks')}/` },
        { find: /^@tests\//, replacement: `${resolve(import.meta.dirname, 'tests')}/` },
      ],
    },
    // Workers are ES modules (every worker is started with type 'module'): the demo backend's worker
    // loads its samples and the PDF writer only when asked, which a classic worker's bundle cannot.
    worker: { format: 'es' },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // Every browser the office uses preloads modules itself (Chromium 66+, Firefox 115+, Safari 17+):
      // Vite's polyfill for the others would only add to the login's first load (D34).
      modulePreload: { polyfill: false },
    },
    server: { port: 5173, strictPort: true, open: false, proxy: devProxy(env) },
    preview: { port: 4173 },
    test: {
      globals: true,
      // happy-dom renders the same screens on less CPU than jsdom (measurements.md). A file that needs
      // what only jsdom does as a browser would (multipart uploads through msw/node, the popstate a
      // hash change fires) says so in its first line: `// @vitest-environment jsdom` (docs/testing.md).
      environment: 'happy-dom',
      // A worker that meets a file of the other environment starts afresh and imports the app, MUI
      // and the mock again: the jsdom files run as a group of their own, after all the others.
      projects: [
        {
          extends: true,
          test: { name: 'happy-dom', include: INCLUIDOS, exclude: enJsdom },
        },
        {
          extends: true,
          test: { name: 'jsdom', include: enJsdom, environment: 'jsdom', sequence: { groupOrder: 1 } },
        },
      ],
      setupFiles: process.env.PROFILE ? ['./tests/setup.ts', './tests/prof-setup.ts'] : ['./tests/setup.ts'],
      exclude: EXCLUIDOS,
      css: false,
      testTimeout: 30000,
      hookTimeout: 20000,
      pool: 'forks',
      // Files share one module graph per worker: the app, MUI and the mock backend are imported once
      // per worker, not once per file. tests/setup.ts resets every piece of state before each test.
      isolate: false,
      // Vitest leaves one core free by default: on a 2-core CI machine that is a single worker.
      maxWorkers: '100%',
      // Each worker collects its garbage on its own thread (with two workers on two cores, V8's helper
      // threads only took CPU from the other worker) and keeps the bytecode of the app's functions
      // (V8 drops what has not run for a while, and the next file compiles it again): together about
      // 10 % less CPU for the suite (measurements.md, 2026-11-30).
      execArgv: ['--single-threaded-gc', '--no-flush-bytecode'],
      restoreMocks: true,
    },
  };
});
