import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decisionProblems, decisionWords } from '../../scripts/decisions-words.mjs';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('the word budget of docs/decisions.md', () => {
  it('counts each entry from its ### heading to the next heading, the heading included', () => {
    const md = [
      '# Decisions',
      'intro text',
      '## Area',
      '### D1 — One',
      'a b c',
      '### F2 — Two',
      'd e',
      '## Next',
      'f',
    ].join('\n');
    expect(decisionWords(md)).toEqual({
      total: 22,
      entries: [
        { id: 'D1', title: 'One', words: 7 },
        { id: 'F2', title: 'Two', words: 6 },
      ],
    });
  });

  it.each([
    { body: 246, problems: [] },
    { body: 247, problems: ['D9 — Long: 251 words (at most 250)'] },
  ])('an entry of $body words under its heading has problems $problems', ({ body, problems }) => {
    expect(decisionProblems(`### D9 — Long\n\n${words(body)}\n`)).toEqual(problems);
  });

  it('refuses a file over 12,000 words even when every entry is short', () => {
    const md = Array.from({ length: 61 }, (_, i) => `### D${i} — T\n\n${words(196)}`).join('\n\n');
    expect(decisionProblems(md)).toEqual(['docs/decisions.md: 12200 words (under 12000)']);
  });

  it('holds for the real file: each entry at most 250 words, the whole under 12,000', () => {
    const md = readFileSync(resolve(import.meta.dirname, '../../docs/decisions.md'), 'utf8');
    expect(decisionProblems(md)).toEqual([]);
  });
});
