/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_API_MOCKS?: string;
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Compile-time flag from vite.config.ts: true when the in-browser mock backend is bundled. */
declare const __MOCKS__: boolean;

/** Prioritized Task Scheduling's `scheduler` (Chromium 129 and later), absent from TypeScript's DOM types. */
declare const scheduler: { yield?: () => Promise<void> } | undefined;
