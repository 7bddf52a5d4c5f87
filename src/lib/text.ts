/** Case- and accent-insensitive form of a text, for filters ('Ópticas' matches 'opticas'). */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Does `text` contain `needle`, ignoring case and accents? An empty needle matches everything. */
export function includesFolded(text: string | null | undefined, needle: string | null | undefined): boolean {
  const n = foldText(needle);
  return !n || foldText(text).includes(n);
}
