import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { freshDemo, shot, signIn } from './helpers';

/**
 * The received-documents journey in the production demo build: upload a v4.4 invoice and confirm it,
 * upload a v4.4 ticket without a receiver and reject it, find both in 'Listado Confirmación y
 * Rechazo' and export the list to Excel.
 */
test.beforeEach(async ({ page }) => freshDemo(page));

const XML = 'mocks/data/xml';
const LISTA = 'Listado Confirmación y Rechazo Documentos Electrónicos';

async function cargar(page: Page, file: string) {
  await page.getByRole('button', { name: 'Cargar', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Seleccionar Archivo XML que desea Confirmar/Rechazar' });
  await dialog.locator('input[type="file"]').setInputFiles(`${XML}/${file}`);
  await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(dialog.getByText(`El archivo ${file} fue cargado.`)).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Progreso de la carga' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
}

async function responder(page: Page, accion: 'Confirmar' | 'Rechazar', consecutivo: string, mensaje: string) {
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(mensaje);
  await page.getByRole('button', { name: `${accion} Documento Electrónico` }).click();
  const pregunta = page.getByRole('dialog', { name: `${accion} Documento Electrónico` });
  await expect(pregunta).toContainText(
    `¿Desea ${accion.toLowerCase()} el documento electrónico ${consecutivo}?`,
  );
  await pregunta.getByRole('button', { name: accion, exact: true }).click();
  await expect(page.getByRole('heading', { name: LISTA })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: mensaje })).toBeVisible();
}

const fila = (page: Page, consecutivo: string) =>
  page
    .getByRole('grid', { name: LISTA })
    .getByRole('row')
    .filter({ hasText: consecutivo.slice(10) });

test('confirm an invoice, reject a ticket, find both in the list and export', async ({ page }) => {
  // Two uploads, two answers and Hacienda's few seconds of processing.
  test.setTimeout(180_000);
  await signIn(page, 'usuario');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Confirmación Gastos' })
    .click();
  await expect(page.getByRole('heading', { name: LISTA })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: LISTA }).locator('[role="row"][data-rowindex]').first(),
  ).toBeVisible();
  await shot(page, 'confirmacion-lista');

  // 1. A v4.4 invoice: read-only, then confirmed.
  await page.getByRole('link', { name: 'Confirmar Rechazar' }).click();
  await cargar(page, 'julatec__factura_v44_t10.xml');
  await expect(page.getByText('Factura Electrónica v4.4', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comprobante', exact: true })).toContainText(
    '00100004010000040013',
  );
  await expect(page.getByRole('region', { name: 'Comprobante', exact: true })).toContainText('01 Contado');
  await expect(page.getByRole('region', { name: 'Resumen del Comprobante' })).toContainText('¢10,000.00');
  await shot(page, 'confirmacion-factura-v44');
  await responder(page, 'Confirmar', '00100004010000040013', 'Mercadería recibida conforme');

  // 2. A ticket without a receiver: '—', then rejected.
  await page.getByRole('link', { name: 'Confirmar Rechazar' }).click();
  await cargar(page, 'julatec__tiquete_v44_sin_receptor.xml');
  await expect(page.getByRole('region', { name: 'Receptor', exact: true })).toContainText('—');
  await shot(page, 'confirmacion-tiquete');
  await responder(page, 'Rechazar', '00100004010000040012', 'El servicio no fue prestado');

  // 3. Both in the list, the latest answer first, Hacienda processing then accepted.
  await expect(fila(page, '00100004010000040012')).toContainText('RECHAZADO');
  await expect(fila(page, '00100004010000040013')).toContainText('CONFIRMADO');
  await expect(fila(page, '00100004010000040013')).toContainText('10,000.00');
  await page.getByRole('searchbox', { name: 'Consecutivo, emisor o clave' }).fill('INVERSIONES');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/texto=INVERSIONES/);
  await expect(fila(page, '00100004010000040012')).toBeVisible();
  await expect(fila(page, '00100004010000040012')).toContainText('Aceptado', { timeout: 20_000 });
  await shot(page, 'confirmacion-lista-filtrada');

  // 4. Export.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^gastos-\d{8}-\d{6}\.xls$/);
  const bytes = readFileSync((await archivo.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  await shot(page, 'confirmacion-exportado');
});
