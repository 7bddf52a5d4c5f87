import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { axeViolations, serias } from './axe';
import { expectAviso, test } from './test';
import { cifraPanel, shot } from './helpers';

/**
 * The Panel in the production demo build: real figures painted, charts drawn (chart.js on a canvas),
 * the pending-receipts dialog and the Excel export. What each card counts and links to, a usuario's own
 * figures and a new invoice's effect on them are in tests/integration/dashboard/dashboard.test.tsx.
 */
// The Panel is this test's subject: it starts signed in, straight on it (the login leading to the
// Panel is walked in shell.spec.ts).
const PANEL = '/default-layout/dashboard';

const EMPRESA = 'Aduanas y Logística del Pacífico S.A.';

/** axe (its default rules, D18) on `within`: no serious or critical violation. */
async function axe(page: Page, within: string) {
  expect(serias(await axeViolations(page, within))).toEqual([]);
}

test('Panel as admin: figures, charts, the handler dialog and the export', async ({ page, entrar }) => {
  await entrar('admin', PANEL);
  await expect(page.getByRole('heading', { level: 1, name: EMPRESA })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo de ${EMPRESA}` })).toBeVisible();
  const pendientes = await cifraPanel(page, 'Facturas Pendientes');
  expect(pendientes).toBeGreaterThan(0);
  for (const titulo of ['Facturas Vencidas', 'Facturas del Mes', 'Facturas de Hoy', 'Recibos Pendientes'])
    expect(await cifraPanel(page, titulo)).toBeGreaterThan(0);

  // The charts draw on canvas (chart.js loaded with the Panel), each named by its values.
  const porMes = page.getByRole('img', { name: /^Recibos pendientes por mes \(\d{4}\): Ene \d+, Feb \d+/ });
  await expect(porMes.locator('canvas')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Recibos pendientes por estado TICA: NA \d+/ }).locator('canvas'),
  ).toBeVisible();
  await page.waitForTimeout(400); // the charts' 300 ms entrance
  await shot(page, 'dashboard-admin');

  // 'Ver datos' shows a chart's numbers as a table.
  const figura = page.getByRole('figure', { name: 'Recibos pendientes por encargado' });
  await figura.getByRole('button', { name: 'Ver datos' }).click();
  await expect(figura.getByRole('table')).toBeVisible();
  await figura.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-encargados-datos');
  await axe(page, 'main');

  // A click on a handler's bar opens their pending receipts, 8 a page.
  const canvas = figura.locator('canvas');
  const box = (await canvas.boundingBox())!;
  // The first (longest) bar: the top row of the horizontal bar chart, mid-width.
  await canvas.click({ position: { x: box.width * 0.5, y: 20 } });
  const dialog = page.getByRole('dialog', { name: /^Recibos pendientes de / });
  await expect(dialog).toBeVisible();
  const grid = dialog.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Recibo',
    'Cliente',
    'Observaciones',
    'Sin Actualizar',
    'Actualizado',
  ]);
  await expect(grid.locator('.MuiDataGrid-row')).toHaveCount(8);
  const size = (await dialog.boundingBox())!;
  expect(Math.round(size.height)).toBe(600);
  await shot(page, 'dashboard-pendientes-dialog');
  await axe(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  // Export of the unbilled receipts: a real .xls (OLE2 compound file).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Recibos No Facturados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^recibos-nofacturados-.+\.xls$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
  await expectAviso(
    page,
    `El archivo fue descargado, el nombre del archivo es: ${download.suggestedFilename()}`,
  );
});
