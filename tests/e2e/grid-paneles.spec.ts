import { expect } from '@playwright/test';
import { test } from './test';
import { freshDemo, shot, signIn } from './helpers';

/**
 * The DataGrid's column menu, filter panel and column manager in the build, where the panels and the
 * MUI components only they use load when first opened (decision D34): each opens where it belongs,
 * whole, and works — the filter hides rows, the manager hides a column and shows it again.
 */
test.beforeEach(async ({ page }) => freshDemo(page));

test('a list grid filters by a column and hides and shows a column from its panels', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) requested.push(new URL(r.url()).pathname);
  });
  await signIn(page, 'superadmin', '/default-layout/tipo-cambio');
  const grid = page.getByRole('grid', { name: 'Listado Tipos Cambio' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  expect(total).toBeGreaterThan(1);
  const nombre = (await rows.first().getByRole('gridcell').first().textContent())!.trim();
  // Nothing of the panels has loaded with the list.
  expect(requested.filter((f) => f.includes('grid-deferred'))).toEqual([]);

  const header = grid.getByRole('columnheader', { name: 'Nombre' });
  await header.hover();
  await header.getByRole('button', { name: 'Menú de la columna Nombre' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Filtro' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Filtro' }).click();

  const valor = page.getByRole('textbox', { name: 'Valor' });
  await expect(valor).toBeVisible();
  await expect(valor).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Columnas' })).toBeVisible();
  const panel = await page.locator('.MuiDataGrid-panel').boundingBox();
  const caja = await grid.boundingBox();
  expect(panel!.y).toBeGreaterThanOrEqual(caja!.y);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await valor.fill(nombre);
  await expect(rows).not.toHaveCount(total);
  await expect(rows.first().getByRole('gridcell').first()).toHaveText(nombre);
  await shot(page, 'grid-panel-filtro');
  await page.keyboard.press('Escape');
  await expect(valor).toBeHidden();

  const compra = grid.getByRole('columnheader', { name: 'Compra' });
  await compra.hover();
  await compra.getByRole('button', { name: 'Menú de la columna Compra' }).click();
  await page.getByRole('menuitem', { name: 'Administrar columnas' }).click();
  const mostrar = page.getByRole('checkbox', { name: 'Compra' });
  await expect(mostrar).toBeChecked();
  await shot(page, 'grid-panel-columnas');
  await mostrar.uncheck();
  await expect(grid.getByRole('columnheader', { name: 'Compra' })).toHaveCount(0);
  await mostrar.check();
  await expect(grid.getByRole('columnheader', { name: 'Compra' })).toBeVisible();
  expect(requested.filter((f) => f.includes('grid-deferred'))).toHaveLength(1);
});
