import { expect, type Page } from '@playwright/test';
import { FLASH_DEFAULT_MS } from '../../src/components/notices/notices-store';
import { avisosMostrados, expectAviso, test, tomarAviso } from './test';
import { freshDemo } from './helpers';

/**
 * The record the journeys wait on for a flash (test.ts, `expectAviso`): a flash leaves after a few
 * seconds, and on a busy machine a check that looks for it on screen can come after it has gone. The
 * record keeps what was shown, through a reload, and each showing answers one wait only (D43).
 */
test.beforeEach(async ({ page }) => freshDemo(page));

const INCORRECTOS = 'Usuario o clave incorrectos';

async function ingresarMal(page: Page) {
  await page.getByRole('textbox', { name: 'Usuario' }).fill('admin');
  await page.getByLabel('Clave', { exact: true }).fill('equivocada');
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test('a flash already gone is still found, once per showing, and a reload keeps the record', async ({
  page,
}) => {
  await ingresarMal(page);
  // The check comes after the flash has left, as on a busy machine: on screen there is nothing now.
  await page.waitForTimeout(FLASH_DEFAULT_MS + 1_000);
  await expect(page.getByRole('alert').filter({ hasText: INCORRECTOS })).toHaveCount(0);
  expect(await expectAviso(page, INCORRECTOS)).toBe(INCORRECTOS);
  // That showing has answered its wait: it does not answer another.
  expect(tomarAviso(page, INCORRECTOS)).toBeUndefined();

  // Shown again, and the page reloaded: the second showing is still on record, for one wait.
  await ingresarMal(page);
  await expect.poll(() => avisosMostrados(page).filter((t) => t === INCORRECTOS)).toHaveLength(2);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ingrese su usuario y clave' })).toBeVisible();
  await expectAviso(page, INCORRECTOS);
  expect(tomarAviso(page, INCORRECTOS)).toBeUndefined();
});
