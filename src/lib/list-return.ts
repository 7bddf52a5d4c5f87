/**
 * The query (filters, page) each list was last shown with, per browser tab, so that a form's
 * Regresar, Cancelar or successful save goes back to the list as the user left it (D14).
 */
const KEY = 'fe-listas';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberListSearch(pathname: string, search: string): void {
  const all = read();
  if (all[pathname] === search || (!search && !(pathname in all))) return;
  if (search) all[pathname] = search;
  else delete all[pathname];
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the list simply opens unfiltered.
  }
}

/** `path` with the query its list last had ('/default-layout/clientes?nombre=marta'). */
export function withListState(path: string): string {
  if (path.includes('?')) return path;
  const search = read()[path];
  return search ? `${path}?${search}` : path;
}
