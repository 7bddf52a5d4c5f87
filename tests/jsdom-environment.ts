import fs from 'node:fs';
import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * Vitest's jsdom, with jsdom's default stylesheet cut to the rules tests can observe: those that set
 * `display`, `visibility`, `pointer-events` or `content` — what Testing Library's hidden checks and
 * accessible names (a block element's text is set apart by a space), and user-event's pointer checks
 * read. The rest (colours, fonts, margins, `:link`, `:focus-visible`, `:dir()`…) only cost: jsdom
 * matches every rule of that sheet against each element whose style is asked for, the rules without
 * a tag, class or id against every element.
 */
const SHEET = /[\\/]jsdom[\\/]lib[\\/]jsdom[\\/]browser[\\/]default-stylesheet\.css$/;
const OBSERVED = /(?:^|[;{\s])(?:display|visibility|pointer-events|content)\s*:/;

export function observedRules(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const kept: string[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const semicolon = text.indexOf(';', i);
    if (open === -1) break;
    if (semicolon !== -1 && semicolon < open && text.slice(i, semicolon).trim().startsWith('@')) {
      kept.push(text.slice(i, semicolon + 1).trim()); // @namespace
      i = semicolon + 1;
      continue;
    }
    let depth = 0;
    let close = open;
    for (; close < text.length; close++) {
      if (text[close] === '{') depth++;
      else if (text[close] === '}' && --depth === 0) break;
    }
    const rule = text.slice(i, close + 1).trim();
    const head = text.slice(i, open).trim();
    if (head.startsWith('@') ? OBSERVED.test(rule) : OBSERVED.test(text.slice(open, close))) kept.push(rule);
    i = close + 1;
  }
  return kept.join('\n');
}

const readFileSync = fs.readFileSync;
fs.readFileSync = function (this: unknown, ...args: Parameters<typeof readFileSync>) {
  const content = readFileSync.apply(this, args);
  return typeof args[0] === 'string' && SHEET.test(args[0]) && typeof content === 'string'
    ? observedRules(content)
    : content;
} as typeof readFileSync;

export default { ...builtinEnvironments.jsdom, name: 'jsdom-observed-css' } satisfies Environment;
