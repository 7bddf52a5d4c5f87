import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAviso, test } from './test';
import { shot } from './helpers';

/**
 * The receipt journey in the production demo build: create a receipt, clone it, assign an invoice
 * to the clone by hand, then find both in 'Consultas Recibos' and export them to Excel.
 */

type Dia = { dd: string; mm: string; y: number };

/** Today in the browser's time zone (the one the app stamps new receipts with). */
const today = (page: Page): Promise<Dia> =>
  page.evaluate(() => {
    const d = new Date();
    return {
      dd: String(d.getDate()).padStart(2, '0'),
      mm: String(d.getMonth() + 1).padStart(2, '0'),
      y: d.getFullYear(),
    };
  });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into an MUI date field, section by section (day, month, year). */
async function typeDate(page: Page, label: string, { dd, mm, y }: Dia) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Día' }).click();
  await page.keyboard.type(`${dd}${mm}${y}`);
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });

test('create, clone, assign an invoice by hand, query by dates and export', async ({ page, entrar }) => {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });

  // 1. A new receipt.
  await entrar('admin', '/default-layout/recibos');
  await expect(page.getByRole('heading', { name: 'Listado Recibos' })).toBeVisible();
  await expect(grid(page, 'Listado Recibos').locator('[role="row"][data-rowindex]').first()).toBeVisible();
  await shot(page, 'recibos-lista');
  await page.getByRole('link', { name: 'Nuevo Recibo' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo Recibo' })).toBeVisible();
  await choose(page, 'Aduana', 'Aduana de Limón');
  await choose(page, 'Tipo', 'Importación Definitiva');
  await page.getByRole('combobox', { name: 'Cliente' }).fill('sarapiqui');
  await page.getByRole('option', { name: 'Agroindustrial Sarapiquí S.A.' }).click();
  await page.getByRole('textbox', { name: 'Consignatario' }).fill('Agroindustrial Sarapiquí S.A.');
  await page.getByRole('textbox', { name: 'Proveedor' }).fill('Caterpillar Americas Co.');
  await page.getByRole('textbox', { name: 'BL' }).fill('MAEU123456789');
  await page.getByRole('textbox', { name: 'Factura' }).fill('INV-2026-00777');
  await page.getByRole('textbox', { name: 'DUA' }).fill('003-2026-004512');
  await typeDate(page, 'Fecha DUA', await today(page));
  await page
    .getByRole('textbox', { name: 'Observaciones' })
    .fill('Tractores para la finca, aforo físico previsto');
  await page.getByRole('checkbox', { name: 'Aforo Físico' }).check();
  await shot(page, 'recibos-nuevo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const creado = await expectAviso(page, 'Un nuevo recibo ha sido agregado:');
  const numero = Number(/(\d+)$/.exec(creado)![1]);
  await expect(page).toHaveURL(/#\/default-layout\/recibos$/);

  // 2. Clone it (the list is newest first: the new receipt heads it).
  const filas = grid(page, 'Listado Recibos').locator('[role="row"][data-rowindex]');
  await expect(filas.first().locator('[data-field="recibo"]')).toHaveText(String(numero));
  await page.getByRole('button', { name: `Clonar recibo ${numero}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    `Desea Clonar el recibo '${numero}' y crear un recibo exactamente igual pero correlacionado a ${numero}?`,
  );
  await shot(page, 'recibos-clonar-confirmacion');
  await confirm.getByRole('button', { name: 'Clonar' }).click();
  const clonado = await expectAviso(page, `Se clono el recibo ${numero}`);
  const clon = Number(/identificador (\d+)$/.exec(clonado)![1]);
  await expect(filas.first().locator('[data-field="recibo"]')).toHaveText(String(clon));
  await shot(page, 'recibos-clonado');

  // A correlated receipt cannot be cloned again.
  await page.getByRole('button', { name: `Clonar recibo ${clon}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'No se puede clonar un recibo que esta actualmente correlacionado con otro recibo',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();

  // 3. Assign an invoice to the clone by hand.
  await page.getByRole('link', { name: `Asignar factura al recibo ${clon}` }).click();
  await expect(page.getByRole('heading', { name: `Facturacion Recibo: ${clon}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Correlación' })).toHaveValue(String(numero));
  await page.getByRole('button', { name: 'Asignar Factura' }).click();
  await expectAviso(page, 'Por favor seleccionar una factura');
  await page.getByRole('combobox', { name: 'Factura' }).click();
  await page.getByRole('option').first().click();
  await shot(page, 'recibos-facturacion-manual');
  await page.getByRole('button', { name: 'Asignar Factura' }).click();
  await expectAviso(page, 'Se asigno la factura exitosamente');
  await expect(page).toHaveURL(/#\/default-layout\/recibos$/);
  await expect(filas.first().locator('[data-field="recibo"]')).toHaveText(String(numero));

  // The clone is now FINALIZADO, with its invoice in the billing detail.
  await page.goto(`./#/default-layout/add-recibo/${clon}`);
  await expect(page.getByRole('heading', { name: `Recibo ${clon}` })).toBeVisible();
  await expect(page.getByLabel('Estado: FINALIZADO')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Detalle de Facturación' })).toBeVisible();
  await shot(page, 'recibos-detalle-facturacion');

  // 4. Query today's receipts in every state, then export them.
  await nav.getByRole('link', { name: 'Consultas Recibos' }).click();
  await expect(page.getByRole('heading', { name: 'Consultas Recibos' })).toBeVisible();
  const hoy = await today(page);
  await typeDate(page, 'Fecha Inicio', hoy);
  await typeDate(page, 'Fecha Final', hoy);
  await choose(page, 'Estado', 'TODOS');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const { dd, mm, y } = hoy;
  const fecha = `${Number(dd)}-${Number(mm)}-${y}`;
  await expect(page).toHaveURL(new RegExp(`fechaInicio=${fecha}&fechaFinal=${fecha}&estado=TODOS`));
  const consultas = grid(page, 'Consultas Recibos');
  await expect(consultas.locator(`[data-field="recibo"]:text-is("${numero}")`)).toBeVisible();
  await expect(consultas.locator(`[data-field="recibo"]:text-is("${clon}")`)).toBeVisible();
  const filaClon = consultas.locator('[role="row"][data-rowindex]').filter({
    has: page.locator(`[data-field="recibo"]:text-is("${clon}")`),
  });
  await expect(filaClon.locator('[data-field="corelacionId"]')).toHaveText(String(numero));
  await expect(filaClon.locator('[data-field="estado"]')).toHaveText('FINALIZADO');
  await shot(page, 'recibos-consultas');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^recibos-\d{8}-\d{6}\.xls$/);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  await expectAviso(page, file.suggestedFilename());
  await shot(page, 'recibos-exportado');
});

test('a user sees only their receipts, without Asignar, Encargado or the admin actions', async ({
  page,
  entrar,
}) => {
  await entrar('usuario', '/default-layout/recibos');
  await expect(page.getByRole('heading', { name: 'Listado Recibos' })).toBeVisible();
  const rows = grid(page, 'Listado Recibos').locator('[role="row"][data-rowindex]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Facturación' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Buscar' }).fill('caf');
  await expect(page).toHaveURL(/filtro=caf/);
  await shot(page, 'recibos-usuario-filtro');
  await page.getByRole('link', { name: 'Nuevo Recibo' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo Recibo' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Encargado' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Examen Previo' })).toHaveCount(0);
  await shot(page, 'recibos-usuario-nuevo');
});
