/** Case- and accent-insensitive form of a text, for client-side filters ('Gestión' matches 'GESTION'). */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Whether `text` contains `needle`, ignoring case and accents; an empty needle matches everything. */
export function includesFolded(text: string | null | undefined, needle: string | null | undefined): boolean {
  const n = foldText(needle);
  return !n || foldText(text).includes(n);
}

// Made once: a formatter made per call (as `toLocaleString('en-US')` does) costs about a
// millisecond, and every list's footer writes its count on each render.
const cuentas = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count as the screens write it: '1,234'. */
export const formatCount = (n: number): string => cuentas.format(n);
