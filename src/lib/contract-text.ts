import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Full zod installs its English messages when imported; zod/mini leaves 'Invalid input'. The app's
// schemas all build on this module, so a refusal without a message of its own reads as it did.
z.config(en());

/**
 * `schema`, then `fn` on what it gives: full zod's `.transform`, in zod/mini: the app's schemas
 * are all zod/mini, which weighs much less on every screen than full zod (D34).
 */
export const transformed = <S extends z.core.SomeType, O>(
  schema: S,
  fn: (value: z.output<S>, ctx: z.core.ParsePayload) => O,
) => z.pipe(schema, z.transform<z.output<S>, O>(fn));

/** In `transformed`'s function: refuses the value with `message` (full zod's `ctx.addIssue`). */
export function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/**
 * Text as sent; null or absent is ''. The one definition of the contracts' `text`, here rather than
 * in src/lib/contract.ts so that the login's contract (src/auth/contract.ts) takes it without the
 * features' primitives; src/lib/contract.ts re-exports it.
 */
export const text = transformed(z.nullish(z.string()), (v) => v ?? '');

/** `text`, and a default in place of ''. */
export const textOr = (fallback: string) => transformed(text, (v) => v || fallback);
