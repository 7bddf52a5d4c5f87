import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The import graph of src/ and mocks/ (every static and dynamic import, type-only ones too, as a reader
 * follows them): no file may reach itself again, and src/components never imports
 * src/auth (auth may use the shared components, not the other way round).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const ALIASES: Array<[string, string]> = [
  ['@/', 'src/'],
  ['@mocks/', 'mocks/'],
];

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  const base = alias
    ? join(alias[1], spec.slice(alias[0].length))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null;
  if (base === null) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(join(ROOT, candidate)).isFile()) return relative(ROOT, join(ROOT, candidate));
    } catch {
      // not this one
    }
  }
  return null;
}

type Reader = (source: string) => string[];

/** What TypeScript reads as imports. */
const imports: Reader = (source) =>
  ts.preProcessFile(source, true, true).importedFiles.map((i) => i.fileName);

/**
 * What a plain-text reader takes for imports (grep, or a regex-based tool as a reviewer may use):
 * any `from '…'` or `import('…')`, comments included — so a comment that reads as an import does not
 * show a circle that is not there (D36).
 */
const textualImports: Reader = (source) =>
  [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

const all = [...files('src'), ...files('mocks')];
function buildGraph(read: Reader): Map<string, string[]> {
  return new Map(
    all.map((file) => {
      const specs = read(readFileSync(join(ROOT, file), 'utf8'));
      const targets = specs.map((spec) => resolveImport(file, spec)).filter((t): t is string => !!t);
      return [file, [...new Set(targets)]];
    }),
  );
}
const graph = buildGraph(imports);

/** Strongly connected components with more than one file (Tarjan), or a file importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || graph.get(v)?.includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe('import graph', () => {
  it('reads every file of src/ and mocks/', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('src/app/router.tsx')).toContain('src/app/routes.ts');
  });

  it('has no import circles', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has none either for a plain-text reader, comments included', () => {
    const textual = buildGraph(textualImports);
    expect(textual.get('src/components/dialogs/dialogs.ts')).toContain(
      'src/components/dialogs/dialog-store.ts',
    );
    expect(cycles(textual)).toEqual([]);
  });

  it('src/components never imports src/auth', () => {
    const arrows = [...graph]
      .filter(([file]) => file.startsWith('src/components/'))
      .flatMap(([file, targets]) =>
        targets.filter((t) => t.startsWith('src/auth/')).map((t) => `${file} → ${t}`),
      );
    expect(arrows).toEqual([]);
  });
});
