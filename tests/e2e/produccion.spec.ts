import { expect } from '@playwright/test';
import { HACIENDA_URL_PREDETERMINADA } from '../../src/lib/hacienda-url';
import { PORT_PRODUCCION } from '../../playwright.config';
import { expectAviso, test } from './test';

/**
 * The production build (no demo backend, D26): it carries the Content-Security-Policy, and
 * starting it, showing the sign-in and trying to sign in against an absent backend raise no violation
 * (the automatic fixture of ./test fails on any). Every other screen of this bundle is walked in the
 * demo build, which differs only by the demo backend.
 */
test('the production build starts under its Content-Security-Policy without a violation', async ({
  page,
}) => {
  // This build keeps Hacienda's registry at its default address, as an office gets it, so its policy
  // is the one checked. The test machine has no network: a lookup would be refused here at once rather
  // than wait out its limit, and none is expected before a sign-in.
  const registro: string[] = [];
  await page.route(`${HACIENDA_URL_PREDETERMINADA}/**`, async (route) => {
    registro.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  const base = `http://localhost:${PORT_PRODUCCION}/`;
  const respuesta = await page.goto(base);
  const html = (await respuesta?.text()) ?? '';
  expect(html).toContain(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'`,
  );
  expect(html).toContain(`connect-src 'self' ${HACIENDA_URL_PREDETERMINADA};`);
  await expect(page.getByRole('heading', { name: 'Ingrese su usuario y clave' })).toBeVisible();
  await expect(page.getByText('Modo demostración')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Usuario' }).fill('admin');
  await page.getByLabel('Clave', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // No backend behind the preview server: the sign-in fails with a message, not a blocked request (whose
  // message would be the network's).
  await expectAviso(page, 'Usuario o clave incorrectos');
  expect(registro).toEqual([]);
});
