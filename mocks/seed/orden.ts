/**
 * Two texts in code-unit order. The seed sorts ISO date-times of one shape ('2026-11-22T07:05:00'),
 * which order the same way as text as under `localeCompare`, whose collation costs several times as
 * much, and the seed sorts thousands of them at each page load of the demo.
 */
export const compararTexto = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
