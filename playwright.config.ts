import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';

// E2E_PORT lets several people (or helpers) run their own build side by side; CI uses 4173.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT = PORT === 4173 ? 'dist-demo' : `dist-demo-${PORT}`;
/** The production build's own server, next to the demo's. */
export const PORT_PRODUCCION = PORT + 100;
const OUT_PRODUCCION = `dist-produccion-${PORT_PRODUCCION}`;

/**
 * A build served by `vite preview`: the demo (mocks on) or the production build. CI builds the
 * production one once, for `npm run size` (SIZE_OUT_DIR), and says so with E2E_PRODUCCION_CONSTRUIDA.
 */
const servidor = (mocks: boolean, out: string, port: number, construida = false) => ({
  command: `${construida ? '' : `VITE_API_MOCKS=${mocks} npx vite build --outDir ${out} && `}npx vite preview --outDir ${out} --port ${port} --strictPort`,
  url: `http://localhost:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * Browser tests drive Debian's Chromium (browsers cannot be downloaded here) against the production
 * demo build (`VITE_API_MOCKS=true vite build`) served by `vite preview`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Three workers on CI's two cores (issue 24: CI within 12 minutes): each test has its own browser
  // context and demo store, and the journeys wait on the demo's latency and the settling of screens
  // as much as they use the CPU, so a third worker keeps the cores busier and finishes sooner (D40).
  // Tests, not files, are shared out: every test has its own context and demo store, so a file's
  // tests need not run in one worker, and how evenly the workers end no longer depends on which long
  // file comes last in the order. A file that needs its tests in order says so (first-click.spec.ts).
  fullyParallel: true,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}/`,
    viewport: { width: 1366, height: 820 },
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    screenshot: 'only-on-failure',
    // Recording a trace (a screencast and a DOM snapshot at every action) costs a large share of the
    // walk's CPU time, so only a retry records one: a failure is retried once in CI, and that retry
    // records the trace; locally, pass `--trace retain-on-failure` to get one (D40).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    servidor(true, OUT, PORT),
    // The production build (no demo backend): its Content-Security-Policy is checked too
    // (tests/e2e/produccion.spec.ts, decision D26).
    servidor(
      false,
      OUT_PRODUCCION,
      PORT_PRODUCCION,
      process.env.E2E_PRODUCCION_CONSTRUIDA === '1' && existsSync(join(OUT_PRODUCCION, 'index.html')),
    ),
  ],
});
