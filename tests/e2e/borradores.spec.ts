import { expect, type Page } from '@playwright/test';
import { expectAviso, test } from './test';
import { agregarLinea, elegirCliente, lineaResumen, nacionalizacion } from './factura-form';
import { audit, trackNetwork } from './axe';
import { shot } from './helpers';

/**
 * Drafts of forms (D29) in the demo build: an invoice with three lines survives a reload, comes back
 * with Recuperar exactly as typed, and is saved. After a session the server refuses (401), the same is
 * in tests/integration/app/borradores.test.tsx.
 */
test.beforeEach(async ({ page, entrar }) => {
  trackNetwork(page);
  await entrar('admin', '/default-layout/new-edit-factura');
  // Leaving a dirty form asks the browser's 'leave this page?': the user says yes.
  page.on('dialog', (d) => void d.accept());
});

const filas = (page: Page) => page.locator('table[aria-label="Detalles de la factura"] tbody tr');
const borradores = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fe-borrador:')));

/** A new invoice with a client and three lines; returns what the grid and the Resumen show. */
async function tresLineas(page: Page) {
  await expect(page.getByRole('heading', { name: 'Datos de Facturación', level: 2 })).toBeVisible();
  const cliente = page.getByRole('combobox', { name: 'Cliente' });
  await cliente.click();
  const nombre = (await page.getByRole('option').first().textContent())!;
  await page.keyboard.press('Escape');
  await elegirCliente(page, nombre.slice(0, 6), nombre);
  await agregarLinea(page, 1, nacionalizacion('Nacionalización DUA 005-2026-018044', '2', '1,250.50'));
  await agregarLinea(page, 2, nacionalizacion('Almacenaje fiscal, bodega 3', '1', '99.99'));
  await agregarLinea(page, 3, nacionalizacion('Transporte a destino final', '3.5', '18000'));
  await page.getByRole('textbox', { name: 'Observaciones' }).fill('Entregar antes del viernes');
  await expect(filas(page)).toHaveCount(3);
  return {
    nombre,
    codigo: (await page.getByRole('combobox', { name: 'Código de Actividad' }).textContent())!,
    filas: await filas(page).allTextContents(),
    total: (await lineaResumen(page, 'Total').textContent())!,
  };
}

async function recuperarYGuardar(page: Page, antes: Awaited<ReturnType<typeof tresLineas>>) {
  const aviso = page
    .getByRole('alert')
    .filter({ hasText: /^Hay un borrador sin guardar del \d\d\/\d\d\/\d{4} \d\d:\d\d/ });
  await expect(aviso).toBeVisible();
  await expect(filas(page)).toHaveText(['La factura no tiene detalles. Use Agregar Detalle.']);
  await shot(page, 'borrador-aviso');
  await audit(page, 'Facturación: hay un borrador sin guardar');
  await aviso.getByRole('button', { name: 'Recuperar' }).click();
  await expect(aviso).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(antes.nombre);
  await expect(page.getByRole('combobox', { name: 'Código de Actividad' })).toHaveText(antes.codigo);
  await expect(page.getByRole('textbox', { name: 'Observaciones' })).toHaveValue(
    'Entregar antes del viernes',
  );
  await expect(filas(page)).toHaveText(antes.filas);
  await expect(lineaResumen(page, 'Total')).toHaveText(antes.total);
  await page.getByRole('button', { name: 'Guardar Factura' }).click();
  await expectAviso(page, 'Se creó una nueva factura.');
  await expect(page).toHaveURL(/#\/default-layout\/facturas/);
  expect(await borradores(page)).toEqual([]);
}

test('an invoice with three lines survives a reload: Recuperar brings every value back, and it saves', async ({
  page,
}) => {
  const antes = await tresLineas(page);
  await page.reload();
  await recuperarYGuardar(page, antes);
});
