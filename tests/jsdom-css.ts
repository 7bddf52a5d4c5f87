/**
 * jsdom's default stylesheet cut to the rules tests can observe (tests/jsdom-environment.ts): those
 * that set `display`, `visibility`, `pointer-events` or `content`; at-rules kept when they hold one.
 */
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
