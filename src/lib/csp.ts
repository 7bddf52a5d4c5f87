/**
 * The Content-Security-Policy of a built app (issue 19; decision D26). The build writes it into
 * index.html as a `<meta http-equiv>`; a server should send it as a header, where it may add what a
 * meta tag cannot carry (`frame-ancestors 'none'`, see the README).
 *
 * - Scripts only from the app's own files: no inline script and no eval. zod runs jitless (it would
 *   otherwise probe `Function('')` at its first parse) and the data grid without eval (`disableEval`).
 * - Styles: 'unsafe-inline', because MUI's styling engine (emotion) writes `<style>` elements at run
 *   time and a static page cannot give them a per-response nonce; styles cannot run code.
 * - connect-src: the app's origin and the backend's (VITE_API_URL) when it is another.
 * - worker-src 'self': the demo's Service Worker (MSW) is a file of the app.
 * - images: the app's files, data: (logos, icons) and blob: (previews of generated files).
 */
export function contentSecurityPolicy(apiUrl: string, opciones: { header?: boolean } = {}): string {
  const api = apiUrl ? new URL(apiUrl).origin : '';
  const directivas = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(opciones.header ? ["frame-ancestors 'none'"] : []),
  ];
  return directivas.join('; ');
}
