import { expect, type Page } from '@playwright/test';
import { axeViolations, serias } from './axe';
import { test } from './test';
import { shot } from './helpers';

/**
 * The three admin summaries in the production demo build (S1): reached from the menu, the
 * current month in the date filters, rows from the demo's store, the chart drawn beside the table,
 * a filter and a page kept in the URL.
 */
const filas = (page: Page, titulo: string) =>
  page.getByRole('grid', { name: titulo }).locator('[role="row"][data-rowindex]');

async function abrirDesdeMenu(page: Page, item: string, titulo: string) {
  const nav = page.getByRole('navigation');
  const grupo = nav.getByRole('button', { name: 'Resúmenes' });
  if ((await grupo.getAttribute('aria-expanded')) !== 'true') await grupo.click();
  await nav.getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
  await expect(filas(page, titulo).first()).toBeVisible();
}

/** axe (its default rules) on the screen's content: nothing serious or critical (D18). */
async function axe(page: Page, screen: string) {
  expect.soft(serias(await axeViolations(page, 'main')), `axe on ${screen}`).toEqual([]);
}

/** The date field's text (dd/MM/yyyy), from the picker's hidden input. */
const fecha = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).locator('xpath=..').locator('input').inputValue();

test('each summary as admin: rows, the current month, Monto Total and a chart beside the table', async ({
  page,
  entrar,
}) => {
  // Signed in on a light screen: the summaries are opened from the menu.
  await entrar('admin', '/default-layout/miCuenta');
  const hoy = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const inicioMes = `01/${pad(hoy.getMonth() + 1)}/${hoy.getFullYear()}`;

  await abrirDesdeMenu(page, 'Resumen Clientes', 'Resumen Facturacion / Clientes');
  await expect.poll(() => fecha(page, 'Fecha Inicio')).toBe(inicioMes);
  await expect(page.getByText(/^Monto Total: ¢[\d,]+\.\d{2}$/)).toBeVisible();
  const cliente = page.getByRole('figure', { name: 'Monto por cliente' });
  await expect(cliente.getByRole('img')).toHaveAttribute('aria-label', /^Monto por cliente: .+¢/);
  await expect(cliente.locator('canvas')).toBeVisible();
  expect(await filas(page, 'Resumen Facturacion / Clientes').count()).toBeLessThanOrEqual(10);
  await page.waitForTimeout(1000); // the bars grow in for a moment
  await shot(page, 'resumen-clientes');
  await axe(page, 'resumen-clientes');

  await abrirDesdeMenu(page, 'Resumen Encargado', 'Resumen Recibos Por Encargado');
  await expect.poll(() => fecha(page, 'Fecha Inicio')).toBe(inicioMes);
  await expect(page.getByRole('figure', { name: 'Recibos por encargado' }).locator('canvas')).toBeVisible();
  await page.waitForTimeout(1000); // the bars grow in for a moment
  await shot(page, 'resumen-encargado');
  await axe(page, 'resumen-encargado');

  await abrirDesdeMenu(page, 'Resumen TICA', 'Resumen Tica Por Encargado');
  await expect(page.getByRole('figure', { name: 'DUAs por encargado' }).locator('canvas')).toBeVisible();
  await page.waitForTimeout(1000); // the bars grow in for a moment
  await shot(page, 'resumen-tica');
  await axe(page, 'resumen-tica');
});

test('a wider range pages on the server and a chosen handler stays in the URL across a reload', async ({
  page,
  entrar,
}) => {
  await entrar('admin', '/default-layout/resumen-encargado?fechaInicio=1-1-2020&fechaFinal=31-12-2030');
  const titulo = 'Resumen Recibos Por Encargado';
  await expect(filas(page, titulo)).toHaveCount(25);
  await page.getByRole('button', { name: /siguiente/i }).click();
  await expect(page).toHaveURL(/pagina=2/);

  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: 'Encargado' }).click();
  const opciones = page.getByRole('listbox').getByRole('option');
  await expect(opciones.first()).toHaveText('TODOS');
  const nombre = (await opciones.nth(1).textContent())!;
  await opciones.nth(1).click();
  await search.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/encargado=\d+/);
  await expect(page).not.toHaveURL(/pagina=/);
  await page.reload();
  await expect(page.getByRole('search').getByRole('combobox', { name: 'Encargado' })).toHaveText(nombre);
  await expect(filas(page, titulo).first()).toContainText(nombre);
  await expect.poll(() => fecha(page, 'Fecha Inicio')).toBe('01/01/2020');
  const figura = page.getByRole('figure', { name: 'Recibos por encargado' });
  await expect(figura.locator('canvas')).toBeVisible();

  // The chart covers the whole range: its one bar is the sum of Cantidad over every page of the table.
  let suma = 0;
  for (;;) {
    await expect(filas(page, titulo).first()).toBeVisible();
    const cantidades = await filas(page, titulo).locator('[data-field="cantidad"]').allTextContents();
    suma += cantidades.reduce((a, c) => a + Number(c), 0);
    const siguiente = page.getByRole('button', { name: /siguiente/i });
    if (await siguiente.isDisabled()) break;
    const primera = await filas(page, titulo).first().textContent();
    await siguiente.click();
    await expect(filas(page, titulo).first()).not.toHaveText(primera!);
  }
  await expect(figura.getByRole('img')).toHaveAttribute(
    'aria-label',
    `Recibos por encargado: ${nombre} ${suma}`,
  );
  await page.waitForTimeout(1000); // the bars grow in for a moment
  await shot(page, 'resumen-encargado-filtrado');
});
