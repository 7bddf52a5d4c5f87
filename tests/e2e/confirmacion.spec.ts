import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { muestraDeLaCuenta } from '../comprobante-de-la-cuenta';
import { SIN_WORKER } from '../../src/lib/revision-worker';
import { expectAviso, test } from './test';
import { shot } from './helpers';

/**
 * The received-documents journey in the production demo build: upload a v4.4 invoice and confirm it,
 * upload a v4.4 ticket without a receiver and reject it, find both in 'Listado Confirmación y
 * Rechazo' and export the list to Excel. Hostile files are refused in the browser and never sent.
 * The samples are uploaded addressed to the demo account (only its own documents are taken).
 */
const HOSTIL = 'tests/fixtures/hostile';
const DIALOGO = 'Seleccionar Archivo XML que desea Confirmar/Rechazar';
const FORMATO = 'Se produjo un error. El archivo cargado no contiene el formato esperado';
const LISTA = 'Listado Confirmación y Rechazo Documentos Electrónicos';

async function cargar(page: Page, file: string) {
  await page.getByRole('button', { name: 'Cargar', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: DIALOGO });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: file,
    mimeType: 'text/xml',
    buffer: Buffer.from(muestraDeLaCuenta(file)),
  });
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
  await expectAviso(page, mensaje);
}

const fila = (page: Page, consecutivo: string) =>
  page
    .getByRole('grid', { name: LISTA })
    .getByRole('row')
    .filter({ hasText: consecutivo.slice(10) });

test('confirm an invoice, reject a ticket, find both in the list and export', async ({ page, entrar }) => {
  // Two uploads, two answers and Hacienda's few seconds of processing.
  test.setTimeout(180_000);
  await entrar('usuario', '/default-layout/confirmacion-rechazo');
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

test('hostile XML files are refused in the browser, with the reason, and never sent', async ({
  page,
  entrar,
}) => {
  test.setTimeout(120_000);
  const subidas: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/fe/confirmacion/upload')) subidas.push(r.url());
  });
  // The big file's check runs in a Web Worker, and the worker does it (no fallback to the page).
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const sinWorker: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes(SIN_WORKER)) sinWorker.push(m.text());
  });
  await entrar('usuario', '/default-layout/confirmacion-upload');
  await expect(
    page.getByRole('heading', { name: 'Confirmación/Rechazo Comprobantes Electronicos Recibidas' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cargar', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: DIALOGO });
  const elegir = (files: Parameters<Page['setInputFiles']>[1]) =>
    dialog.locator('input[type="file"]').setInputFiles(files);

  // An XXE payload: refused before any parser sees it.
  await elegir(`${HOSTIL}/xxe.xml`);
  await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${FORMATO}\nEl archivo declara entidades (<!ENTITY>): se rechaza sin expandirlas, porque podrían leer ` +
      "archivos del servidor (XXE) o multiplicar su tamaño hasta bloquearlo ('billion laughs').",
  );
  await expect(dialog.getByText('xxe.xml')).toBeVisible();
  await shot(page, 'confirmacion-hostil');

  // A big invoice (300 lines, ~280 KB: checked in a Web Worker) addressed to another company.
  const linea = /<LineaDetalle>[\s\S]*?<\/LineaDetalle>/.exec(muestraDeLaCuenta('julatec__factura.xml'))![0];
  const grande = readFileSync(`${HOSTIL}/otro-receptor.xml`, 'utf8').replace(
    /<DetalleServicio>[\s\S]*<\/DetalleServicio>/,
    `<DetalleServicio>${linea.repeat(300)}</DetalleServicio>`,
  );
  await elegir({ name: 'grande.xml', mimeType: 'text/xml', buffer: Buffer.from(grande) });
  await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'El comprobante está dirigido a Importadora Sol S.A. (identificación 3101123456), no a su cuenta',
  );
  expect(workers.some((w) => w.includes('revisar-comprobante'))).toBe(true);
  expect(sinWorker).toEqual([]);

  // 10 MB: refused by its size alone.
  await elegir({ name: 'enorme.xml', mimeType: 'text/xml', buffer: Buffer.alloc(10 * 1024 * 1024, 0x20) });
  await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'El archivo pesa 10 MB y el límite de un comprobante XML es 2 MB',
  );
  expect(subidas).toEqual([]);
});
