import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { muestraDeLaCuenta } from '../comprobante-de-la-cuenta';
import { SIN_WORKER } from '../../src/lib/revision-worker';
import { pedidasAlDemo, test } from './test';
import { shot } from './helpers';

/**
 * Received documents in the production demo build: hostile files are refused in the browser (a big one
 * checked in a Web Worker) and never sent. The confirm and reject journey, the list and its export are in
 * tests/integration/confirmacion (confirmacion-upload, confirmacion-rechazo, mock-api).
 */
const HOSTIL = 'tests/fixtures/hostile';
const DIALOGO = 'Seleccionar Archivo XML que desea Confirmar/Rechazar';
const FORMATO = 'Se produjo un error. El archivo cargado no contiene el formato esperado';

test('hostile XML files are refused in the browser, with the reason, and never sent', async ({
  page,
  entrar,
}) => {
  test.setTimeout(120_000);
  const subidas = pedidasAlDemo(page, '/api/fe/confirmacion/upload');
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
