import type { ComponentType } from 'react';
import { screens, type GuardKind, type ScreenKey } from '@/lib/screens';

type PageModule = { default: ComponentType };

export type RouteDef = {
  key: ScreenKey;
  /** Relative to /default-layout. */
  path: string;
  guard: GuardKind;
  /** The navbar's page title. */
  title: string;
  load: () => Promise<PageModule>;
};

// Every page module, each its own lazy chunk; `screens` names the one each route shows.
const pages = import.meta.glob<PageModule>([
  '/src/features/*/pages/*.tsx',
  '/src/app/pages/*.tsx',
  '/src/app/style-guide/style-guide-page.tsx',
]);

/** A screen's page loader; a page the table names but the tree lacks fails at start-up, loudly. */
export function pageLoader(page: string): () => Promise<PageModule> {
  const load = pages[`/src/${page}.tsx`];
  if (!load) throw new Error(`No page module src/${page}.tsx`);
  return load;
}

/** Every screen under /default-layout (src/lib/screens.ts) with its lazy page; the guard-matrix test walks it. */
export const routeTable: readonly RouteDef[] = (Object.keys(screens) as ScreenKey[]).map((key) => {
  const s = screens[key];
  return { key, path: s.path, guard: s.guard, title: s.title, load: pageLoader(s.page) };
});

/** The earlier app's three demo layouts (D10): top-level, behind sign-in, showing the style guide. */
export const demoLayoutPaths = ['show-sidebar', 'boxed', 'boxed-show'] as const;
