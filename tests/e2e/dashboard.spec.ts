import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { axeViolations, serias } from './axe';
import { expectAviso, test } from './test';
import { agregarLinea, elegirCliente, guardarFactura, nacionalizacion } from './factura-form';
import { cifraPanel, shot } from './helpers';

/**
 * The Panel in the production demo build: real figures painted, charts drawn (chart.js on a canvas),
 * a card leading to exactly the rows it counts, the pending-receipts dialog and the Excel export.
 */
// The Panel is these tests' subject: each starts signed in, straight on it (the login leading to the
// Panel is walked in shell.spec.ts and panel-journey.spec.ts).
const PANEL = '/default-layout/dashboard';

const EMPRESA = 'Aduanas y Logística del Pacífico S.A.';

/** axe (its default rules, D18) on `within`: no serious or critical violation. */
async function axe(page: Page, within: string) {
  expect(serias(await axeViolations(page, within))).toEqual([]);
}

test('Panel as admin: figures, charts, a card to its list, the handler dialog and the export', async ({
  page,
  entrar,
}) => {
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

  // The pending card opens Listado Facturas filtered to exactly the invoices it counts.
  await page.getByRole('link', { name: /^Facturas Pendientes / }).click();
  await expect(page).toHaveURL(/#\/default-layout\/facturas\?estado=Finalizada&estadoPago=Pendiente\+Pago$/);
  await expect(page.getByText(`${pendientes.toLocaleString('en-US')} registros`)).toBeVisible();
  await shot(page, 'dashboard-facturas-pendientes');
});

test('Panel as usuario: own receipts only, no link to Consultas Recibos', async ({ page, entrar }) => {
  await entrar('usuario', PANEL);
  await expect(page.getByRole('heading', { level: 1, name: EMPRESA })).toBeVisible();
  expect(await cifraPanel(page, 'Recibos Pendientes')).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /^Recibos de Hoy/ })).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: /^Recibos pendientes por encargado: Jorge Arias Navarro \d+$/ }),
  ).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, 'dashboard-usuario');
});

test('an invoice created and sent today shows on the Panel: pending, today and this month each one more', async ({
  page,
  entrar,
}) => {
  test.setTimeout(180_000);
  await entrar('admin', PANEL);
  await expect(page.getByRole('heading', { level: 1, name: EMPRESA })).toBeVisible();
  const antes = {
    pendientes: await cifraPanel(page, 'Facturas Pendientes'),
    hoy: await cifraPanel(page, 'Facturas de Hoy'),
    mes: await cifraPanel(page, 'Facturas del Mes'),
  };

  // A colones invoice with one line, saved and sent to Hacienda from the list.
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Facturación', exact: true }).click();
  await page.getByRole('link', { name: 'Nueva Factura' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de Facturación', level: 2 })).toBeVisible();
  await elegirCliente(page, 'Sarapiq', 'Agroindustrial Sarapiquí S.A.');
  await agregarLinea(page, 1, nacionalizacion('Nacionalización DUA 005-2026-054321', '1', '150000'));
  const id = await guardarFactura(page);
  await page.getByRole('button', { name: `Enviar factura ${id}`, exact: true }).click();
  // Accepted at once, or pending Hacienda's answer (then its dialog is closed): Finalizada either way.
  const fila = page
    .locator('[role="row"][data-rowindex]')
    .filter({ has: page.locator('[data-field="facturaId"]', { hasText: new RegExp(`^${id}$`) }) });
  await expect(fila.locator('[data-field="hacienda"]')).toHaveText(/Aceptado|Pendiente Respuesta/);
  const pendiente = page.getByRole('alertdialog', { name: 'Respuesta de hacienda.' });
  if (await pendiente.isVisible()) await pendiente.getByRole('button', { name: 'Aceptar' }).click();

  // Back on the Panel: one more pending invoice, one more today, one more this month.
  await nav.getByRole('link', { name: 'Panel' }).click();
  await expect
    .poll(async () => ({
      pendientes: await cifraPanel(page, 'Facturas Pendientes'),
      hoy: await cifraPanel(page, 'Facturas de Hoy'),
      mes: await cifraPanel(page, 'Facturas del Mes'),
    }))
    .toEqual({ pendientes: antes.pendientes + 1, hoy: antes.hoy + 1, mes: antes.mes + 1 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'dashboard-tras-factura');

  // The pending card's list holds the new invoice (newest first).
  await page.getByRole('link', { name: /^Facturas Pendientes / }).click();
  await expect(page.getByText(`${(antes.pendientes + 1).toLocaleString('en-US')} registros`)).toBeVisible();
  await expect(page.locator('[role="row"][data-rowindex="0"] [data-field="facturaId"]')).toHaveText(
    String(id),
  );
});
