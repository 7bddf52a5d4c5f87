import { expect } from '@playwright/test';
import { test } from './test';
import { shot } from './helpers';

/**
 * The DataGrid's column menu, filter panel and column manager, and a row link's tooltip, in the
 * build: each opens where it belongs, whole, and works — the filter hides rows, the manager hides a
 * column and shows it again, the tooltip shows by its link.
 */
test('a list grid filters by a column and hides and shows a column from its panels', async ({
  page,
  entrar,
}) => {
  await entrar('superadmin', '/default-layout/tipo-cambio');
  const grid = page.getByRole('grid', { name: 'Listado Tipos Cambio' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  expect(total).toBeGreaterThan(1);
  const nombre = (await rows.first().getByRole('gridcell').first().textContent())!.trim();

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
});

test("a row link's tooltip shows on hover, placed by its link", async ({ page, entrar }) => {
  await entrar('superadmin', '/default-layout/tipo-cambio');
  const grid = page.getByRole('grid', { name: 'Listado Tipos Cambio' });
  const editar = grid.getByRole('link', { name: /^Editar / });
  await expect(editar.first()).toBeVisible();
  const nombre = (await editar.first().getAttribute('aria-label'))!;

  await editar.first().hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(nombre);
  // Placed by its link, not in a corner of the page.
  const tip = (await tooltip.boundingBox())!;
  const link = (await editar.first().boundingBox())!;
  expect(Math.abs(tip.x + tip.width / 2 - (link.x + link.width / 2))).toBeLessThan(4);
  expect(tip.y).toBeGreaterThan(link.y + link.height - 1);
  expect(tip.y).toBeLessThan(link.y + link.height + 40);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  // The next row's shows too.
  await editar.nth(1).hover();
  await expect(tooltip).toHaveText((await editar.nth(1).getAttribute('aria-label'))!);
});

test("a row link's tooltip shows on the first keyboard focus", async ({ page, entrar }) => {
  await entrar('superadmin', '/default-layout/tipo-cambio');
  const grid = page.getByRole('grid', { name: 'Listado Tipos Cambio' });
  const editar = grid.getByRole('link', { name: /^Editar / }).first();
  await expect(editar).toBeVisible();
  // Into the grid with the keyboard, then right along the first row to its link.
  await grid.getByRole('gridcell').first().click();
  for (let i = 0; i < 8 && !(await editar.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowRight');
  await expect(editar).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText((await editar.getAttribute('aria-label'))!);
});
