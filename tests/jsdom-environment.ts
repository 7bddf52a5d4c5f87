import fs from 'node:fs';
import { builtinEnvironments, type Environment } from 'vitest/runtime';
import { observedRules } from './jsdom-css';

/**
 * Vitest's jsdom, with jsdom's default stylesheet cut to the rules tests can observe: those that set
 * `display`, `visibility`, `pointer-events` or `content` — what Testing Library's hidden checks and
 * accessible names (a block element's text is set apart by a space), and user-event's pointer checks
 * read. The rest (colours, fonts, margins, `:link`, `:focus-visible`, `:dir()`…) only cost: jsdom
 * matches every rule of that sheet against each element whose style is asked for, the rules without
 * a tag, class or id against every element.
 */
const SHEET = /[\\/]jsdom[\\/]lib[\\/]jsdom[\\/]browser[\\/]default-stylesheet\.css$/;
const readFileSync = fs.readFileSync;
fs.readFileSync = function (this: unknown, ...args: Parameters<typeof readFileSync>) {
  const content = readFileSync.apply(this, args);
  return typeof args[0] === 'string' && SHEET.test(args[0]) && typeof content === 'string'
    ? observedRules(content)
    : content;
} as typeof readFileSync;

export default { ...builtinEnvironments.jsdom, name: 'jsdom-observed-css' } satisfies Environment;
