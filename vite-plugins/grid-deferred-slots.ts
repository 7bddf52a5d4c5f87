import { readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The DataGrid's slots that no list paints until the user opens a panel, loaded then (decision D34).
 * The grid's defaults import them all statically: the filter and columns panels with their inputs,
 * the toolbar, the footer and pagination (our lists hide it), and the MUI components only they or
 * the Pro grids use (Autocomplete, Badge, Checkbox, Chip, FormControlLabel, Switch, Tabs, Tab,
 * ToggleButton): about 30 KB gzip on every list. The build replaces each by a stand-in that renders
 * nothing until it is needed (the panel: until it first opens), then loads them all at once and
 * renders the real one. The components the column types name for editing, long text, checkbox
 * selection and the filter panel's inputs (COLDEF_DEFERRED) come in the same chunk. Build only: the
 * dev server and the tests run the grid unchanged.
 */
const GRID_SLOTS = [
  'GridFooter',
  'GridRowCount',
  'GridToolbar',
  'GridPagination',
  'GridFilterPanel',
  'GridColumnsPanel',
  'GridColumnsManagement',
  'GridPanel',
] as const;
const MUI_SLOTS = [
  'Autocomplete',
  'Badge',
  'Checkbox',
  'Chip',
  'FormControlLabel',
  'Switch',
  'Tabs',
  'Tab',
  'ToggleButton',
] as const;
/** The named class-name objects the grid's material slots import with a deferred component. */
const CLASSES: Record<string, string> = { FormControlLabel: 'formControlLabelClasses' };

/**
 * The components the grid's column types and filter operators name (colDef/*.mjs), by module: the
 * cell editors, the long-text cell, the checkbox-selection cells and the filter panel's value inputs.
 * They render only when a cell is edited (our lists never edit), in column types and selection our
 * lists do not use, or in the filter panel, which is deferred already: no list paints one (D34).
 * `render` is the `params => <Component {...params} />` a column type takes instead of the component.
 */
const COLDEF_DEFERRED: Record<string, { component: string; render?: string }> = {
  'components/cell/GridEditInputCell.mjs': { component: 'GridEditInputCell', render: 'renderEditInputCell' },
  'components/cell/GridEditBooleanCell.mjs': {
    component: 'GridEditBooleanCell',
    render: 'renderEditBooleanCell',
  },
  'components/cell/GridEditDateCell.mjs': { component: 'GridEditDateCell', render: 'renderEditDateCell' },
  'components/cell/GridEditSingleSelectCell.mjs': {
    component: 'GridEditSingleSelectCell',
    render: 'renderEditSingleSelectCell',
  },
  'components/cell/GridEditLongTextCell.mjs': {
    component: 'GridEditLongTextCell',
    render: 'renderEditLongTextCell',
  },
  'components/cell/GridLongTextCell.mjs': { component: 'GridLongTextCell', render: 'renderLongTextCell' },
  'components/panel/filterPanel/GridFilterInputValue.mjs': { component: 'GridFilterInputValue' },
  'components/panel/filterPanel/GridFilterInputMultipleValue.mjs': {
    component: 'GridFilterInputMultipleValue',
  },
  'components/panel/filterPanel/GridFilterInputDate.mjs': { component: 'GridFilterInputDate' },
  'components/panel/filterPanel/GridFilterInputSingleSelect.mjs': {
    component: 'GridFilterInputSingleSelect',
  },
  'components/panel/filterPanel/GridFilterInputMultipleSingleSelect.mjs': {
    component: 'GridFilterInputMultipleSingleSelect',
  },
  'components/columnSelection/GridCellCheckboxRenderer.mjs': { component: 'GridCellCheckboxRenderer' },
  'components/columnSelection/GridHeaderCheckbox.mjs': { component: 'GridHeaderCheckbox' },
};

const RUNTIME = '\0grid-deferred-runtime';
const DEFERRED = '\0grid-deferred-modules';
const MUI_STAND_IN = '\0grid-deferred-mui/';
const COLDEF_STAND_IN = '\0grid-deferred-coldef/';

export function gridDeferredSlots(root: string): Plugin {
  // Module ids are real paths (node_modules may be a link).
  const grid = realpathSync(resolve(root, 'node_modules/@mui/x-data-grid'));
  const material = realpathSync(resolve(root, 'node_modules/@mui/material'));
  let replaced = false;
  const coldefReplaced = new Set<string>();
  const colDefDir = resolve(grid, 'colDef');
  const slotsFile = resolve(grid, 'constants/defaultGridSlotsComponents.mjs');
  const materialFile = resolve(grid, 'material/index.mjs');
  return {
    name: 'grid-deferred-slots',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === RUNTIME || source === DEFERRED) return source;
      const mui = /^@mui\/material\/(\w+)$/.exec(source)?.[1];
      if (mui && importer === materialFile && (MUI_SLOTS as readonly string[]).includes(mui))
        return MUI_STAND_IN + mui;
      if (importer && dirname(importer) === colDefDir && source.startsWith('../')) {
        const module = resolve(colDefDir, source).slice(grid.length + 1);
        if (COLDEF_DEFERRED[module]) {
          coldefReplaced.add(module);
          return COLDEF_STAND_IN + module;
        }
      }
      return null;
    },
    load(id) {
      if (id === RUNTIME) return runtime;
      if (id === DEFERRED)
        return [
          `export { ${GRID_SLOTS.filter((n) => n !== 'GridToolbar').join(', ')} } from ${JSON.stringify(resolve(grid, 'components/index.mjs'))};`,
          `export { GridToolbar } from ${JSON.stringify(resolve(grid, 'components/toolbarV8/GridToolbar.mjs'))};`,
          ...MUI_SLOTS.map((name) => `export { default as ${name} } from '@mui/material/${name}';`),
          ...Object.entries(COLDEF_DEFERRED).map(
            ([module, { component }]) =>
              `export { ${component} } from ${JSON.stringify(resolve(grid, module))};`,
          ),
        ].join('\n');
      if (id.startsWith(COLDEF_STAND_IN)) {
        const { component, render } = COLDEF_DEFERRED[id.slice(COLDEF_STAND_IN.length)]!;
        return [
          `import { createElement } from 'react';`,
          `import { deferred } from '${RUNTIME}';`,
          `const Deferred = deferred(${JSON.stringify(component)});`,
          `export { Deferred as ${component} };`,
          render ? `export const ${render} = (params) => createElement(Deferred, params);` : '',
        ].join('\n');
      }
      if (id.startsWith(MUI_STAND_IN)) {
        const name = id.slice(MUI_STAND_IN.length);
        const classes = CLASSES[name];
        return [
          `import { deferred } from '${RUNTIME}';`,
          `export default deferred(${JSON.stringify(name)});`,
          classes
            ? `export { default as ${classes} } from ${JSON.stringify(resolve(material, `${name}/${classes}.mjs`))};`
            : '',
        ].join('\n');
      }
      if (id !== slotsFile) return null;
      replaced = true;
      return slotsModule(readFileSync(id, 'utf8'));
    },
    buildEnd(error) {
      if (error) return;
      if (!replaced) this.error(`grid-deferred-slots: ${slotsFile} was never loaded`);
      const missed = Object.keys(COLDEF_DEFERRED).filter((m) => !coldefReplaced.has(m));
      if (missed.length)
        this.error(
          `grid-deferred-slots: no column type imports ${missed.join(', ')} any more; update the plugin`,
        );
    },
  };
}

/** The grid's default slots with the deferred ones taken from the stand-ins; fails on a grid it does not know. */
function slotsModule(source: string): string {
  const barrel = /import \{([^}]+)\} from "\.\.\/components\/index\.mjs";/;
  const names = barrel
    .exec(source)?.[1]
    ?.split(',')
    .map((n) => n.trim());
  const toolbar = 'import { GridToolbar } from "../components/toolbarV8/GridToolbar.mjs";';
  if (
    !names ||
    !source.includes(toolbar) ||
    GRID_SLOTS.some((n) => n !== 'GridToolbar' && !names.includes(n))
  )
    throw new Error(
      'grid-deferred-slots: @mui/x-data-grid/constants/defaultGridSlotsComponents.mjs has changed; update the plugin',
    );
  const kept = names.filter((n) => !(GRID_SLOTS as readonly string[]).includes(n));
  // The stand-ins come first: the slots object below is built as the module runs.
  return [
    `import { deferred } from '${RUNTIME}';`,
    ...GRID_SLOTS.map(
      (n) =>
        `const ${n} = deferred(${JSON.stringify(n)}${n === 'GridPanel' ? ', (props) => props.open' : ''});`,
    ),
    source
      .replace(barrel, `import { ${kept.join(', ')} } from "../components/index.mjs";`)
      .replace(toolbar, ''),
  ].join('\n');
}

/**
 * A stand-in renders nothing until it is wanted (always, or once `wanted(props)` has held), then
 * loads every deferred slot in one chunk and renders the real component with the same props (and
 * ref). Once loaded, every stand-in renders its component at once: no Suspense, no empty frame
 * inside a panel that has just opened.
 */
const runtime = `
import { createElement, useEffect, useState } from 'react';
let loaded = null;
let loading = null;
const load = () => (loading ??= import('${DEFERRED}').then((m) => { loaded = m; }));
export function deferred(name, wanted) {
  function Deferred(props) {
    const [seen, setSeen] = useState(!wanted || wanted(props));
    const [, setReady] = useState(false);
    if (!seen && wanted(props)) setSeen(true);
    useEffect(() => {
      if (seen && !loaded) void load().then(() => setReady(true));
    }, [seen]);
    return seen && loaded ? createElement(loaded[name], props) : null;
  }
  Deferred.displayName = 'Deferred(' + name + ')';
  return Deferred;
}
`;
