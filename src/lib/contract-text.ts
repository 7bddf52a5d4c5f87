import * as z from 'zod/mini';

/**
 * Text as sent; null or absent is ''. The one definition of the contracts' `text`: in zod/mini so the
 * login's contract (src/auth/contract.ts, on the first load) uses it without bringing the full zod;
 * src/lib/contract.ts re-exports it for the features' contracts (full zod accepts a mini schema).
 */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v: string | null | undefined) => v ?? ''),
);

/** `text`, and a default in place of ''. */
export const textOr = (fallback: string) =>
  z.pipe(
    text,
    z.transform((v: string) => v || fallback),
  );
