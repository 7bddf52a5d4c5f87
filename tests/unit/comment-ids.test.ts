import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// A comment may cite a decision only by an id docs/decisions.md defines (D42): the spec's own
// decisions file is not in the repository, so an id of it tells a newcomer nothing; say its rule.

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'mocks', 'tests', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|sh)$/;

/** The ids docs/decisions.md defines, from its `### <id> — <title>` headings. */
const defined = new Set(
  [...readFileSync(join(ROOT, 'docs/decisions.md'), 'utf8').matchAll(/^### (\S+) — /gm)].map(
    (m) => m[1] ?? '',
  ),
);

/** Id families: this file's (D, M, RC, F, C, T, S, P) and the spec's (R, V, B), then 1 to 999. */
const families = [...new Set([...defined].map((id) => id.replace(/\d+$/, '')))];
const ID = new RegExp(`\\b(?:${[...families, 'R', 'V', 'B'].join('|')})[1-9]\\d{0,2}\\b`, 'g');

/** A `/` opens a regular expression, not a division, after these (or at the start of a line). */
const BEFORE_REGEX = /(^|[(,=:[!&|?{};+\-*%~^]|\breturn|\btypeof|\bcase)\s*$/;

/**
 * The comments of a source file, each with the line it starts on. A small scanner: it skips quoted
 * strings (which end at the line's end if unclosed, as JSX text may hold an apostrophe), template
 * literals and regular expressions, so an id inside code or a test's name is not read.
 */
function comments(text: string, shell = false): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let i = 0;
  let line = 1;
  const at = (k: number) => text[k] ?? '';
  while (i < text.length) {
    const c = at(i);
    if (c === '\n') {
      line++;
      i++;
    } else if (shell ? c === '#' : c === '/' && at(i + 1) === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      found.push({ line, text: text.slice(i, stop) });
      i = stop;
    } else if (!shell && c === '/' && at(i + 1) === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      const body = text.slice(i, stop);
      found.push({ line, text: body });
      line += body.split('\n').length - 1;
      i = stop;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < text.length && at(i) !== c && at(i) !== '\n') i += at(i) === '\\' ? 2 : 1;
      if (at(i) === c) i++;
    } else if (!shell && c === '`') {
      i++;
      while (i < text.length && at(i) !== '`') {
        if (at(i) === '\n') line++;
        i += at(i) === '\\' ? 2 : 1;
      }
      i++;
    } else if (!shell && c === '/' && BEFORE_REGEX.test(text.slice(text.lastIndexOf('\n', i - 1) + 1, i))) {
      i++;
      let inClass = false;
      while (i < text.length && at(i) !== '\n' && (inClass || at(i) !== '/')) {
        if (at(i) === '[') inClass = true;
        else if (at(i) === ']') inClass = false;
        i += at(i) === '\\' ? 2 : 1;
      }
      if (at(i) === '/') i++;
    } else {
      i++;
    }
  }
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

describe('decision ids in comments', () => {
  it.each([
    { code: "const a = 'R1'; // keeps D12", ids: ['D12'] },
    { code: 'const r = /\\/\\/ B4/; /* V9 */', ids: ['V9'] },
    { code: 'const t = `// R8 ${x}`; // F3 and UTF8, IVA13, 0xB5, #F5F5F5', ids: ['F3'] },
    { code: "<p>Don't</p>\n{/* B5 */}", ids: ['B5'] },
  ])('reads the ids of comments only: $code', ({ code, ids }) => {
    expect(comments(code).flatMap((c) => c.text.match(ID) ?? [])).toEqual(ids);
  });

  it('cite only ids that docs/decisions.md defines', () => {
    const undefinedIds: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(join(ROOT, folder))) {
        for (const comment of comments(readFileSync(file, 'utf8'), file.endsWith('.sh'))) {
          for (const m of comment.text.matchAll(ID)) {
            const line = comment.line + comment.text.slice(0, m.index).split('\n').length - 1;
            if (!defined.has(m[0])) undefinedIds.push(`${relative(ROOT, file)}:${line} ${m[0]}`);
          }
        }
      }
    }
    expect(undefinedIds.join('\n')).toBe('');
  });
});
