import { test as base, type BrowserContext } from '@playwright/test';

export const LATENCIA_PRUEBAS = [20, 60] as const;

/** The demo backend of every page of `context` answers within `latencia` ms (mocks/browser.ts). */
export function usarLatencia(context: BrowserContext, latencia: readonly [number, number]) {
  return context.addInitScript((l) => {
    (window as unknown as { __latenciaDemo: readonly [number, number] }).__latenciaDemo = l;
  }, latencia);
}

/**
 * Every browser test, with the app's Content-Security-Policy watched (issue 19, decision D26): each
 * `securitypolicyviolation` event of every page the test opens is recorded, and the test fails if there
 * was any — so the whole e2e walk (every screen, the PDF and spreadsheet downloads, the charts) proves
 * the demo build runs without inline script, eval or a source the policy does not allow.
 */
export const test = base.extend<{
  politicaDeContenido: void;
  latenciaDemo: readonly [number, number] | null;
  latencia: void;
}>({
  /**
   * The demo backend's latency per request in these tests: 20–60 ms instead of the demo's 120–380
   * (mocks/browser.ts), so the walks wait less on answers (decision D40). Every screen still paints
   * its loading state first; the a11y walk audits it by holding the requests (axe.ts, `retener`). A
   * spec whose subject is the timing of a real answer asks for the demo's own with
   * `test.use({ latenciaDemo: null })`.
   */
  latenciaDemo: [LATENCIA_PRUEBAS, { option: true }],
  latencia: [
    async ({ context, latenciaDemo }, use) => {
      if (latenciaDemo) await usarLatencia(context, latenciaDemo);
      await use();
    },
    { auto: true },
  ],
  politicaDeContenido: [
    async ({ context }, use, testInfo) => {
      const violaciones: string[] = [];
      await context.exposeFunction('__violacionCsp', (v: string) => void violaciones.push(v));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = window as unknown as { __violacionCsp: (v: string) => void };
          w.__violacionCsp(
            `${e.effectiveDirective} bloqueó ${e.blockedURI || '(inline)'} en ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      await use();
      if (violaciones.length)
        throw new Error(`${testInfo.title}: violaciones de la CSP:\n${violaciones.join('\n')}`);
    },
    { auto: true },
  ],
});
