import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from '@/lib/csp';
import { HACIENDA_URL_PREDETERMINADA } from '@/lib/hacienda-url';

describe('the Content-Security-Policy (issue 19, decision D26)', () => {
  it("allows the backend's origin only, and frame-ancestors only in the header", () => {
    const meta = contentSecurityPolicy('https://api.ejemplo.cr/servicio/');
    expect(meta).toContain("connect-src 'self' https://api.ejemplo.cr;");
    expect(meta).toContain("script-src 'self';");
    expect(meta).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy('')).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('', { header: true })).toMatch(/; frame-ancestors 'none'$/);
  });

  it('the README gives exactly the header a server should send', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy('https://api.ejemplo.cr', {
        header: true,
        haciendaUrl: HACIENDA_URL_PREDETERMINADA,
      })}`,
    );
  });
});
