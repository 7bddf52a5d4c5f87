import { devProxy, mocksEnabled, validateEnv } from '@/lib/env-schema';

describe('the dev server and the build: demo backend or a real one', () => {
  it.each([
    ['serve', '', '', true],
    ['serve', 'false', '', false],
    ['serve', '', 'http://localhost:8080', false],
    ['serve', 'true', 'http://localhost:8080', true],
    ['build', '', '', false],
    ['build', 'true', '', true],
    ['build', '', 'http://localhost:8080', false],
  ] as const)(
    '%s with VITE_API_MOCKS=%j and VITE_API_PROXY=%j: demo backend %s',
    (command, mocks, proxy, esperado) => {
      expect(mocksEnabled(command, { VITE_API_MOCKS: mocks, VITE_API_PROXY: proxy })).toBe(esperado);
    },
  );

  it('passes /api and /oauth to VITE_API_PROXY, and nothing without it', () => {
    expect(devProxy({ VITE_API_PROXY: '' })).toBeUndefined();
    const proxy = devProxy({ VITE_API_PROXY: 'https://api.ejemplo.cr' });
    expect(Object.keys(proxy!)).toEqual(['/api', '/oauth']);
    expect(proxy!['/api']).toMatchObject({ target: 'https://api.ejemplo.cr', changeOrigin: true });
  });

  it('refuses a VITE_API_PROXY that is not an http(s) URL, in Spanish', () => {
    expect(() => validateEnv({ VITE_API_PROXY: 'localhost:8080' })).toThrow(
      /VITE_API_PROXY: debe ser vacío o la URL http\(s\) del backend/,
    );
    expect(validateEnv({ VITE_API_PROXY: 'http://localhost:8080' }).VITE_API_PROXY).toBe(
      'http://localhost:8080',
    );
  });
});
