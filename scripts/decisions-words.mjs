// Word budget of docs/decisions.md: each entry says what holds now in at most 250 words (its history
// is in git), and the whole file stays under 12,000 words so that a reader can still hold it. Words
// are counted as `wc -w` counts them (runs of non-space); an entry runs from its `### ` heading, the
// heading included, to the next heading of any level.
//
//   node scripts/decisions-words.mjs          every entry over budget, the total; exit 1 when over
//   node scripts/decisions-words.mjs --all    every entry, longest first
//
// tests/unit/decisions-words.test.ts runs the same check inside `npm test`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ENTRY_MAX_WORDS = 250;
export const FILE_MAX_WORDS = 12000;

/** @param {string} text */
const words = (text) => text.split(/\s+/).filter(Boolean).length;

/**
 * The words of the whole file and of each `### ` entry.
 * @param {string} markdown
 * @returns {{ total: number, entries: { id: string, title: string, words: number }[] }}
 */
export function decisionWords(markdown) {
  /** @type {{ id: string, title: string, words: number }[]} */
  const entries = [];
  /** @type {{ id: string, title: string, lines: string[] } | null} */
  let open = null;
  const close = () => {
    if (open) entries.push({ id: open.id, title: open.title, words: words(open.lines.join('\n')) });
    open = null;
  };
  for (const line of markdown.split('\n')) {
    if (/^#{1,6} /.test(line)) close();
    const heading = /^### (\S+) — (.*)$/.exec(line);
    if (heading) open = { id: heading[1] ?? '', title: heading[2] ?? '', lines: [] };
    if (open) open.lines.push(line);
  }
  close();
  return { total: words(markdown), entries };
}

/**
 * What breaks the budget, in words a reader can act on; empty when the file is within it.
 * @param {string} markdown
 * @returns {string[]}
 */
export function decisionProblems(markdown) {
  const { total, entries } = decisionWords(markdown);
  const problems = entries
    .filter((e) => e.words > ENTRY_MAX_WORDS)
    .map((e) => `${e.id} — ${e.title}: ${e.words} words (at most ${ENTRY_MAX_WORDS})`);
  if (total > FILE_MAX_WORDS) problems.push(`docs/decisions.md: ${total} words (under ${FILE_MAX_WORDS})`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const markdown = readFileSync(new URL('../docs/decisions.md', import.meta.url), 'utf8');
  const { total, entries } = decisionWords(markdown);
  if (process.argv.includes('--all')) {
    for (const e of [...entries].sort((a, b) => b.words - a.words))
      console.log(`${String(e.words).padStart(4)}  ${e.id} — ${e.title}`);
  }
  const problems = decisionProblems(markdown);
  for (const p of problems) console.error(p);
  console.log(
    `${entries.length} entries, ${total} words (entry ≤ ${ENTRY_MAX_WORDS}, file ≤ ${FILE_MAX_WORDS})`,
  );
  process.exitCode = problems.length ? 1 : 0;
}
