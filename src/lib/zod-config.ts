import { z } from 'zod';

/*
 * Imported first by main.tsx: zod 4 would probe `Function('')` at its first object parse to decide
 * whether to compile parsers with eval. The app's Content-Security-Policy forbids eval (src/lib/csp.ts),
 * so the probe would be reported as a violation; jitless parsing needs no eval and is fast enough for
 * our answers.
 */
z.config({ jitless: true });
