import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Two chunks where the bundler made about forty (decision D34): the entry's, and the signed-in
 * shell's. Left to itself, Rolldown splits the modules every signed-in screen loads into a chunk per
 * set of importers (MUI's Button, Menu, List, … each its own file, because the views the login route
 * may show — flash, dialog, route error — use some of them): each boundary costs its import and
 * export lists, and gzip starts each file with an empty dictionary. One chunk of them is 15 KB gzip
 * lighter on every signed-in screen.
 *
 * - `index`: every module main.tsx imports statically, the entry chunk it was (the login's first load).
 * - `shell`: every module the default layout imports statically, short of those: what every signed-in
 *   screen loads anyway. The login route loads it with sign-in (fetched on the first keystroke) and
 *   with a view that needs MUI (a flash, a dialog, the route error, the demo's banner).
 *
 * Each group is closed under static imports (the shell's reach the entry's, never the other way), so
 * no chunk waits on one that waits on it and the start order stays the modules' own. Build only; the
 * build fails if the entry's group takes in MUI (the login is plain HTML and CSS, architecture's Start-up).
 */
export function shellChunk(root: string): Plugin {
  const main = resolve(root, 'src/main.tsx');
  const layout = resolve(root, 'src/app/layout/default-layout.tsx');
  let entrada = new Set<string>();
  let shell = new Set<string>();
  return {
    name: 'shell-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', test: (id: string) => entrada.has(id), priority: 2 },
                { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd(error) {
      if (error) return;
      const closure = (start: string, outside: Set<string>) => {
        const out = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (out.has(id) || outside.has(id)) continue;
          out.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return out;
      };
      entrada = closure(main, new Set());
      shell = closure(layout, entrada);
      if (!shell.has(layout)) this.error(`shell-chunk: ${layout} is not in the build`);
      const mui = [...entrada].find((id) => /[\\/]node_modules[\\/]@(mui|emotion)[\\/]/.test(id));
      if (mui)
        this.error(`shell-chunk: the entry imports MUI statically (${mui}); the login must not load it`);
    },
  };
}
