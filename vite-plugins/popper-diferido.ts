import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * MUI's Popper (with popper.js, about 8 KB gzip) loaded when a tooltip or a grid menu first opens
 * (decision D34). MUI's Tooltip and the DataGrid's `basePopper` import it statically, so every
 * screen with a tooltip or a grid carried it though none shows a popper until the user hovers or
 * opens a column menu. The build gives those two importers a stand-in that renders nothing until its
 * `open` is first true, then loads the real Popper and renders it with the same props (and ref), its
 * content with it: popper.js places the whole content at once, and the tooltip or menu opens once
 * loaded. Once loaded, every stand-in renders the real Popper at once. Autocomplete keeps its own
 * static import (its list opens on a keystroke). Build only: the dev server and the tests run MUI
 * unchanged.
 */
const STAND_IN = '\0popper-diferido';

export function popperDiferido(root: string): Plugin {
  // Module ids are real paths (node_modules may be a link).
  const material = realpathSync(resolve(root, 'node_modules/@mui/material'));
  const grid = realpathSync(resolve(root, 'node_modules/@mui/x-data-grid'));
  const importers = new Map([
    [resolve(material, 'Tooltip/Tooltip.mjs'), '../Popper/index.mjs'],
    [resolve(grid, 'material/index.mjs'), '@mui/material/Popper'],
  ]);
  const replaced = new Set<string>();
  const real = JSON.stringify(resolve(material, 'Popper/Popper.mjs'));
  return {
    name: 'popper-diferido',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === STAND_IN) return source;
      if (importer && importers.get(importer) === source) {
        replaced.add(importer);
        return STAND_IN;
      }
      return null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return `
import { createElement, useEffect, useState } from 'react';
let Popper = null;
let loading = null;
const load = () => (loading ??= import(${real}).then((m) => { Popper = m.default; }));
export default function PopperDiferido(props) {
  const [seen, setSeen] = useState(!!props.open);
  const [, setReady] = useState(false);
  if (!seen && props.open) setSeen(true);
  useEffect(() => {
    if (seen && !Popper) void load().then(() => setReady(true));
  }, [seen]);
  return Popper ? createElement(Popper, props) : null;
}
`;
    },
    buildEnd(error) {
      // Both importers are on every build (the grid and tooltips are on many screens): a miss means
      // MUI moved the import, and the Popper would silently stay static.
      const missed = [...importers.keys()].filter((f) => !replaced.has(f));
      if (!error && missed.length)
        this.error(
          `popper-diferido: the Popper import of ${missed.join(', ')} was not found; update the plugin`,
        );
    },
  };
}
