/*
 * Imported first by main.tsx: zod 4 would probe `Function('')` at its first object parse to decide
 * whether to compile parsers with eval. The app's Content-Security-Policy forbids eval (src/lib/csp.ts),
 * so the probe would be reported as a violation; jitless parsing needs no eval and is fast enough for
 * our answers.
 *
 * Set on the object zod keeps its configuration in (`globalThis.__zod_globalConfig`, which zod's core
 * creates only when absent and `z.config()` writes to), not through `z.config()`: importing zod here
 * would put part of it on the login's first load (D34). Changed in place, so a zod loaded before
 * this module sees it too. tests/unit/zod-config.test.ts checks that zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
