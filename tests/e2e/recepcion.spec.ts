import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { alAvisoDemo, test } from './test';
import { audit, trackNetwork } from './axe';
import { shot } from './helpers';

/**
 * Recepción de comprobantes in the demo build (C11): the 20 sample documents are downloaded from the
 * screen, unzipped and dropped back at once; ten are confirmed in one go, each uploaded and answered
 * once. A batch cancelled midway, the files dropped again, and every document answered once are in
 * tests/integration/confirmacion/recepcion.test.tsx.
 */

type Muestra = { name: string; xml: string };

const grid = (page: Page) => page.getByRole('table', { name: 'Comprobantes recibidos' });
/** The body's rows: those with cells (the header's has column headers). */
const filas = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const listos = (page: Page) => page.getByText(/^\d+ seleccionados? de \d+ listos?$/);

/** Drops the files on the page as a person would from a file manager (a real DataTransfer). */
async function soltar(page: Page, muestras: readonly Muestra[]) {
  const datos = await page.evaluateHandle((m) => {
    const dt = new DataTransfer();
    for (const { name, xml } of m) dt.items.add(new File([xml], name, { type: 'text/xml' }));
    return dt;
  }, muestras);
  // On the picker's button: the zone's text changes while files are dragged over it.
  const zona = page.getByRole('button', { name: 'Seleccionar archivos' });
  await zona.dispatchEvent('dragover', { dataTransfer: datos });
  await zona.dispatchEvent('drop', { dataTransfer: datos });
  await expect(page.getByText('20 registros')).toBeVisible();
  await expect(page.getByText(/^Revisando los archivos/)).toHaveCount(0);
  await expect(grid(page).getByText('Consultando si ya fue respondido…')).toHaveCount(0);
}

/** How many documents the page uploads and how many `ok` it sends, each answered by the demo backend. */
function contarRespuestas(page: Page) {
  let subidas = 0;
  let oks = 0;
  alAvisoDemo(page, (a) => {
    if (a.fase !== 'respondida' || a.estado !== 200) return;
    const { pathname } = new URL(a.url);
    if (pathname === '/api/fe/confirmacion/upload') subidas++;
    if (pathname === '/api/fe/confirmacion/ok') oks++;
  });
  return { total: () => oks, subidas: () => subidas };
}

async function confirmar(page: Page, n: number, mensaje: string) {
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(mensaje);
  await page.getByRole('button', { name: 'Confirmar seleccionados' }).click();
  const pregunta = page.getByRole('dialog', { name: 'Confirmar comprobantes' });
  await expect(pregunta).toContainText(
    `¿Confirmar ${n} ${n === 1 ? 'comprobante' : 'comprobantes'} con el mensaje "${mensaje}"?`,
  );
  await pregunta.getByRole('button', { name: /Confirmar/ }).click();
}

test('20 samples dropped at once, 10 confirmed in one go', async ({ page, entrar }) => {
  test.setTimeout(240_000);
  trackNetwork(page);
  const respuestas = contarRespuestas(page);
  await entrar('usuario', '/default-layout/confirmacion-rechazo');
  await page.getByRole('link', { name: 'Cargar varios' }).click();
  await expect(page.getByRole('heading', { name: 'Recepción de comprobantes', level: 1 })).toBeVisible();

  // The samples as a new user gets them: the .zip from the screen.
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar las muestras (.zip)' }).click(),
  ]);
  const zip = unzipSync(new Uint8Array(readFileSync((await descarga.path())!)));
  const muestras = Object.entries(zip).map(([name, bytes]) => ({ name, xml: strFromU8(bytes) }));
  expect(muestras).toHaveLength(20);

  await soltar(page, muestras);
  await expect(filas(page)).toHaveCount(20);
  // Overdue first and marked; the duplicate, the foreign one and the answered one cannot be chosen.
  await expect(
    filas(page)
      .first()
      .getByText(/^Vencido hace \d+ días?$/),
  ).toBeVisible();
  await expect(grid(page).getByText('Duplicado', { exact: true })).toHaveCount(1);
  await expect(grid(page).getByText('No admitido', { exact: true })).toHaveCount(1);
  await expect(grid(page).getByText(/^El comprobante está dirigido a /)).toBeVisible();
  await expect(grid(page).getByText(/^Ya (confirmado|rechazado)$/)).toHaveCount(1);
  await expect(listos(page)).toHaveText('0 seleccionados de 17 listos');
  await expect(filas(page).locator('input[type="checkbox"]:disabled')).toHaveCount(3);
  await audit(page, 'Recepción de comprobantes: 20 rows');
  await shot(page, 'recepcion-20');

  // Ten chosen by hand, confirmed in one go.
  const casillas = filas(page).locator('input[type="checkbox"]:enabled');
  for (let i = 0; i < 10; i++) await casillas.nth(i).check();
  await expect(listos(page)).toHaveText('10 seleccionados de 17 listos');
  await confirmar(page, 10, 'Recibido conforme');
  await expect(page.getByText(/Confirmados: 10 · Rechazados: 0 · Fallidos: 0 · Sin hacer: 0/)).toBeVisible({
    timeout: 60_000,
  });
  await expect.poll(() => respuestas.subidas()).toBe(10);
  expect(respuestas.total()).toBe(10);
  await expect(grid(page).getByText('Confirmado ahora')).toHaveCount(10);
  await audit(page, 'Recepción de comprobantes: after a batch');
});
