import { test as base } from '@playwright/test';

/**
 * Every browser test, with the app's Content-Security-Policy watched (issue 19, decision D26): each
 * `securitypolicyviolation` event of every page the test opens is recorded, and the test fails if there
 * was any — so the whole e2e walk (every screen, the PDF and spreadsheet downloads, the charts) proves
 * the demo build runs without inline script, eval or a source the policy does not allow.
 */
export const test = base.extend<{ politicaDeContenido: void }>({
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
