import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Library code the app can never run, left out of the build (decision D34):
 *
 * - axios's fetch adapter (with its stream and signal helpers, about 3 KB gzip on every signed-in
 *   screen): axios takes the first adapter the environment supports, in the order xhr, http, fetch,
 *   and every browser the office uses has XMLHttpRequest (the app never asks for another adapter).
 * - date-fns' English locale in the date pickers' adapter (about 1.5 KB on a screen with a date field):
 *   it is only the adapter's default, and the app always passes `adapterLocale={es}`.
 * - date-fns' `parse` in the same adapter (a parser for every token of every calendar, about 4.5 KB):
 *   the date fields parse digits only, and src/lib/date-fns-parse.ts reads those as date-fns does
 *   (tests/unit/date-fns-parse.test.ts compares the two), answering an invalid date for any other token.
 * - MUI's CSS-variables theme and its provider with the color-scheme machinery (about 8 KB on every
 *   signed-in screen): createTheme and ThemeProvider take them only for a theme with `cssVariables` or
 *   `colorSchemes`, which src/components/theme.ts does not have (tests/unit/theme.test.ts checks it);
 *   they throw, with the reason, if it ever does.
 * - the English default texts of the DataGrid (2.6 KB on every list) and of the date pickers
 *   (0.5 KB), which the Spanish ones the app passes replace key by key: the build checks that Spanish
 *   has every key but those of Premium and Pro components.
 *
 * Build only, like the other plugins: the tests run the libraries unchanged. The build fails if an
 * import it replaces has moved, so a library update cannot bring the code back unnoticed.
 */
const STUB = '\0codigo-sin-uso/';
const SIN_VARIABLES =
  "This build leaves out MUI's CSS-variables theme (vite-plugins/codigo-sin-uso.ts): src/components/theme.ts must pass neither cssVariables nor colorSchemes.";

export function codigoSinUso(root: string): Plugin {
  const real = (p: string) => realpathSync(resolve(root, 'node_modules', p));
  const reemplazos: Array<{
    importer: string;
    source: string;
    code: string;
    cubre?: { ingles: string; espanol: string; sinUso: string[] };
  }> = [
    {
      importer: real('axios/lib/adapters/adapters.js'),
      source: './fetch.js',
      // Its one use: `knownAdapters.fetch = { get: getFetch }`; null is 'not supported here'.
      code: 'export const getFetch = () => null;',
    },
    {
      importer: real('@mui/x-date-pickers/AdapterDateFns/AdapterDateFns.mjs'),
      source: 'date-fns/locale/en-US',
      code: "export { es as enUS } from 'date-fns/locale/es';",
    },
    {
      // The grid's English texts, under the Spanish ones the app always passes (data-table.tsx).
      importer: real('@mui/x-data-grid/constants/index.mjs'),
      source: './localeTextConstants.mjs',
      code: 'export const GRID_DEFAULT_LOCALE_TEXT = {};',
      cubre: {
        ingles: real('@mui/x-data-grid/constants/localeTextConstants.mjs'),
        espanol: real('@mui/x-data-grid/locales/esES.mjs'),
        // The Premium grid's formula bar.
        sinUso: ['formulaBarLabel', 'formulaBarInputLabel', 'formulaBarAddressLabel'],
      },
    },
    {
      // The pickers' English texts, under the Spanish ones every date field passes (date-input-types.ts).
      importer: real('@mui/x-date-pickers/hooks/usePickerAdapter.mjs'),
      source: '../locales/enUS.mjs',
      code: 'export const DEFAULT_LOCALE = {};',
      cubre: {
        ingles: real('@mui/x-date-pickers/locales/enUS.mjs'),
        espanol: real('@mui/x-date-pickers/locales/esES.mjs'),
        // The Pro range pickers.
        sinUso: ['timeRangePickerToolbarTitle', 'openRangePickerDialogue'],
      },
    },
    {
      // MUI's CSS-variables theme: createTheme takes it only with `cssVariables` or `colorSchemes`.
      importer: real('@mui/material/styles/createTheme.mjs'),
      source: './createThemeWithVars.mjs',
      code: `export default function createThemeWithVars() { throw new Error(${JSON.stringify(SIN_VARIABLES)}); }`,
    },
    {
      // …and its provider: ThemeProvider takes it only for a theme with `colorSchemes`.
      importer: real('@mui/material/styles/ThemeProvider.mjs'),
      source: './ThemeProviderWithVars.mjs',
      code: `export function CssVarsProvider() { throw new Error(${JSON.stringify(SIN_VARIABLES)}); }`,
    },
    {
      importer: real('@mui/x-date-pickers/AdapterDateFns/AdapterDateFns.mjs'),
      source: 'date-fns/parse',
      code: `export { parse } from ${JSON.stringify(resolve(root, 'src/lib/date-fns-parse.ts'))};`,
    },
  ];
  // A default text replaced by nothing must have its Spanish one: the build fails on a key MUI adds
  // without a translation (the screen would show nothing where it said something).
  const claves = (archivo: string) =>
    new Set([...readFileSync(archivo, 'utf8').matchAll(/^\s+(\w+):/gm)].map((m) => m[1]!));
  for (const { cubre } of reemplazos) {
    if (!cubre) continue;
    const espanol = claves(cubre.espanol);
    const faltan = [...claves(cubre.ingles)].filter((k) => !espanol.has(k) && !cubre.sinUso.includes(k));
    if (faltan.length)
      throw new Error(
        `codigo-sin-uso: ${cubre.espanol} has no text for ${faltan.join(', ')}; update the plugin`,
      );
  }
  const hechos = new Set<number>();
  return {
    name: 'codigo-sin-uso',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(STUB)) return source;
      const i = reemplazos.findIndex((r) => r.importer === importer && r.source === source);
      if (i < 0) return null;
      hechos.add(i);
      return `${STUB}${i}`;
    },
    load(id) {
      return id.startsWith(STUB) ? reemplazos[Number(id.slice(STUB.length))]!.code : null;
    },
    buildEnd(error) {
      const faltan = reemplazos.filter((_, i) => !hechos.has(i));
      if (!error && faltan.length)
        this.error(
          `codigo-sin-uso: ${faltan.map((r) => `${r.source} in ${r.importer}`).join(', ')} not found; update the plugin`,
        );
    },
  };
}
