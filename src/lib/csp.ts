/**
 * The Content-Security-Policy of a built app (decision D26). The build writes it into
 * index.html as a `<meta http-equiv>`; a server should send it as a header, where it may add what a
 * meta tag cannot carry (`frame-ancestors 'none'`, see the README).
 *
 * - Scripts only from the app's own files: no inline script and no eval. zod runs jitless (it would
 *   otherwise probe `Function('')` at its first parse) and the data grid without eval (`disableEval`).
 * - Styles: 'unsafe-inline', because MUI's styling engine (emotion) writes `<style>` elements at run
 *   time and a static page cannot give them a per-response nonce; styles cannot run code.
 * - connect-src: the app's origin, the backend's (VITE_API_URL) when it is another, and Hacienda's
 *   public registry (VITE_HACIENDA_API_URL) unless the lookups are turned off.
 * - worker-src 'self': the app's Web Workers (the checks of large XML files, and in the demo its
 *   backend) are its own files.
 * - images: the app's files, data: (logos, icons) and blob: (previews of generated files).
 */
export function contentSecurityPolicy(
  apiUrl: string,
  opciones: { header?: boolean; haciendaUrl?: string } = {},
): string {
  const origenes = [apiUrl, opciones.haciendaUrl ?? '']
    .filter(Boolean)
    .map((url) => new URL(url).origin)
    .filter((origen, i, todos) => todos.indexOf(origen) === i);
  const directivas = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...origenes].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(opciones.header ? ["frame-ancestors 'none'"] : []),
  ];
  return directivas.join('; ');
}
