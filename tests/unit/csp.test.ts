import { validateEnv } from '@/lib/env-schema';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from '@/lib/csp';
import { HACIENDA_URL_PREDETERMINADA } from '@/lib/hacienda-url';

describe('the Content-Security-Policy (decision D26)', () => {
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

describe("Hacienda's registry in connect-src", () => {
  /** The registry's address as vite.config.ts gives it to the policy: unset is Hacienda's own. */
  const politica = (raw: Record<string, string>, apiUrl = '') =>
    contentSecurityPolicy(apiUrl, {
      haciendaUrl: validateEnv(raw).VITE_HACIENDA_API_URL ?? HACIENDA_URL_PREDETERMINADA,
    });
  const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src'));

  it('names the registry by default, beside the backend', () => {
    expect(connectSrc(politica({}))).toBe("connect-src 'self' https://api.hacienda.go.cr");
    expect(connectSrc(politica({}, 'https://api.ejemplo.cr/servicio'))).toBe(
      "connect-src 'self' https://api.ejemplo.cr https://api.hacienda.go.cr",
    );
  });

  it('names the origin of another address, without its path', () => {
    expect(connectSrc(politica({ VITE_HACIENDA_API_URL: 'https://espejo.ejemplo.cr:8443/hacienda/' }))).toBe(
      "connect-src 'self' https://espejo.ejemplo.cr:8443",
    );
  });

  it('leaves it out when VITE_HACIENDA_API_URL is empty (lookups off)', () => {
    expect(connectSrc(politica({ VITE_HACIENDA_API_URL: '' }))).toBe("connect-src 'self'");
    expect(connectSrc(politica({ VITE_HACIENDA_API_URL: '  ' }, 'https://api.ejemplo.cr'))).toBe(
      "connect-src 'self' https://api.ejemplo.cr",
    );
  });

  it('names an origin once when the registry and the backend share it', () => {
    expect(
      connectSrc(
        politica({ VITE_HACIENDA_API_URL: 'https://api.ejemplo.cr/hacienda' }, 'https://api.ejemplo.cr/api'),
      ),
    ).toBe("connect-src 'self' https://api.ejemplo.cr");
  });
});
