import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The vitest config Stryker runs (stryker.config.mjs, npm run mutation): unit tests only, in node,
 * without tests/setup.ts. The integration tests render pages and take seconds each, far too slow to
 * run once per mutant; the pure core's tests need neither the mock server and database the setup
 * starts (seeding it runs most of money.ts and rules.ts) nor a DOM, and each costs seconds per run.
 */
export default defineConfig((env) => {
  const base = viteConfig(env);
  return {
    ...base,
    test: {
      ...base.test,
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: [],
      // The pure core needs no DOM (jsdom costs seconds per file and per mutant); the few tests that do
      // say so with a `@vitest-environment jsdom` comment.
      environment: 'node',
      // Each test file imports the code afresh: a "static" mutant (in a module's top-level code, such
      // as identificacion.ts's LIMITES) is only active if the module is evaluated again with it on.
      isolate: true,
    },
  };
});
