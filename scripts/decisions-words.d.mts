// Types of scripts/decisions-words.mjs for the unit test that runs it inside `npm test`.
export const ENTRY_MAX_WORDS: number;
export const FILE_MAX_WORDS: number;
export function decisionWords(markdown: string): {
  total: number;
  entries: { id: string; title: string; words: number }[];
};
export function decisionProblems(markdown: string): string[];
