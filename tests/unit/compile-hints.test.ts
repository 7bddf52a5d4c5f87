import { resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { compileHints, COMPILE_HINT } from '../../vite-plugins/compile-hints';

/*
 * The compile hint goes before the data table's chunk only (D73): a chunk is found by the module it
 * holds, not by its file name, and its code is otherwise left as it is.
 */

const root = resolve(import.meta.dirname, '../..');
const chunk = (fileName: string, moduleIds: string[]) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  code: 'export const x=1;',
});

it.each([
  ['the data table', [resolve(root, 'src/components/data-table/data-table.tsx')], true],
  ['another list piece', [resolve(root, 'src/components/data-table/columns.tsx')], false],
  ['a page', [resolve(root, 'src/features/facturas/pages/facturas-list-page.tsx')], false],
])('%s: hint %s', (_caso, moduleIds, conPista) => {
  const bundle = { 'a.js': chunk('a.js', moduleIds) } as unknown as OutputBundle;
  const plugin = compileHints(root);
  const generate = plugin.generateBundle as (o: unknown, b: OutputBundle) => void;
  generate.call({}, {}, bundle);
  const code = (bundle['a.js'] as unknown as { code: string }).code;
  expect(code).toBe(conPista ? `${COMPILE_HINT}\nexport const x=1;` : 'export const x=1;');
});
