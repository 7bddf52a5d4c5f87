import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { SIN_WORKER } from '../../src/lib/revision-worker';
import { expectAviso, pedidasAlDemo, test } from './test';
import { shot } from './helpers';

/**
 * The TICA journey in the production demo build: upload a TICA CSV (the browser's real upload
 * progress, then success and the list), find a row with the receipt and DUA filters, change its Estado
 * and Estado Aforo in the grid's selects and press its Actualizar; a hostile file is refused in the
 * browser. The filters' results, the stored states, the export and a malformed file's refusal are in
 * tests/integration/tica (tica-list, tica-api, upload-tica).
 */

const FIXTURES = 'tests/e2e/fixtures';
const EXITO =
  'Archivo fue subido exitosamente y se estan sincronizando los datos del TICA. Por favor esperar un momento y refrescar el listado TICA';

const grid = (page: Page) => page.getByRole('grid', { name: 'TICA' });
const filas = (page: Page) => grid(page).locator('[role="row"][data-rowindex]');
/** A list's first answer: the demo seeds its store first, slow on a busy machine. */
const PRIMERA_CARGA = { timeout: 60_000 };

/**
 * Every text the upload's progress area shows, in order, however briefly: the upload's phases last a
 * few hundred milliseconds in the demo, too short to be sure to catch by polling on a busy machine.
 */
async function record(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progreso?: string[] };
    if (w.__progreso) return;
    const progreso: string[] = [];
    w.__progreso = progreso;
    const texto = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    new MutationObserver(() => {
      // The page's own progress region (the notices' region, D37, is outside main).
      const area = texto(document.querySelector('main [aria-live="polite"]'));
      if (area && progreso[progreso.length - 1] !== area) progreso.push(area);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function openUpload(page: Page) {
  await page.getByRole('link', { name: 'Subir Archivo' }).click();
  await expect(page.getByRole('heading', { name: 'Subir Archivo TICA' })).toBeVisible();
  await expect(page.getByText('Ningún archivo seleccionado')).toBeVisible();
}

async function choose(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('list', { name: 'Archivo a subir' })).toContainText(file.split('/').pop()!);
}

async function upload(page: Page) {
  await record(page);
  await page.getByRole('button', { name: 'Subir Archivo', exact: true }).click();
  return () => page.evaluate(() => (window as unknown as { __progreso: string[] }).__progreso);
}

async function filtrar(page: Page, campos: { recibo?: string; dua?: string }) {
  await page.getByRole('textbox', { name: 'Recibo' }).fill(campos.recibo ?? '');
  await page.getByRole('textbox', { name: 'Dua' }).fill(campos.dua ?? '');
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

/**
 * Picks an option of a row's select. Under load a click can land while the menu is still being
 * placed, and the menu then stays open on the old value: the pick is made again, as a person would,
 * and the select must end on the option.
 */
async function elegir(page: Page, combo: string, opcion: string) {
  const select = page.getByRole('combobox', { name: combo });
  await expect(async () => {
    if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
    await select.click();
    await page.getByRole('listbox').getByRole('option', { name: opcion, exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 3_000 });
    await expect(select).toHaveText(opcion, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('upload a TICA file, find a row, change its states', async ({ page, entrar }) => {
  test.setTimeout(240_000);
  await entrar('admin', '/default-layout/tica-filtros');
  await expect(page.getByRole('heading', { name: 'TICA' })).toBeVisible();
  await expect(filas(page).first()).toBeVisible(PRIMERA_CARGA);
  // Every cell's content fits its column at 1366 px: no cut 'Actualizar' button (T7).
  const cortadas = await grid(page)
    .locator('[data-field="acciones"][role="gridcell"]')
    .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).length);
  expect(cortadas).toBe(0);
  await shot(page, 'tica-lista');

  // 1. Upload: the determinate bar with 'Subido el {n}%', then the success and the list.
  await openUpload(page);
  await choose(page, `${FIXTURES}/tica-subida.csv`);
  await shot(page, 'tica-subir-elegido');
  const progress = await upload(page);
  // The spec's text with the server's count on a second line (4 s), then the list.
  await expectAviso(page, EXITO, 'Archivo tica-subida.csv: 3 filas leídas, 3 agregadas y 0 actualizadas');
  await expect(page).toHaveURL(/#\/default-layout\/tica-filtros/);
  await shot(page, 'tica-subido');
  const textos = await progress();
  expect(textos.some((t) => /^Subido el \d{1,3}%$/.test(t))).toBe(true);
  expect(
    textos.every((t) => /^Subido el \d{1,3}%$/.test(t) || t === 'Agregando Información en la Base de Datos'),
  ).toBe(true);

  // 2. Its row found by receipt and DUA: change its Estado and Estado Aforo and press its Actualizar.
  await filtrar(page, { recibo: '24921', dua: '880432' });
  await expect(filas(page)).toHaveCount(1);
  const estado = 'Estado del recibo 24921 DUA 2026-880432';
  const aforo = 'Estado Aforo del recibo 24921 DUA 2026-880432';
  const actualizar = page.getByRole('button', { name: 'Actualizar recibo 24921 DUA 2026-880432' });
  await expect(page.getByRole('combobox', { name: estado })).toHaveText('ASIGNADO');
  await expect(page.getByRole('combobox', { name: aforo })).toHaveText('DOCUMENTAL');
  await elegir(page, estado, 'LEVANTE');
  await elegir(page, aforo, 'REALIZADO');
  await expect(actualizar).toHaveClass(/MuiButton-contained/);
  await shot(page, 'tica-fila-cambiada');
  await actualizar.click();
  await expectAviso(page, 'El registro de TICA fue cambiado al estado: LEVANTE y estado aforo: REALIZADO');
  await expect(actualizar).toHaveClass(/MuiButton-outlined/);
  await shot(page, 'tica-actualizado');
});

test('a hostile TICA file is refused in the browser, with the reason under it, and never sent', async ({
  page,
  entrar,
}) => {
  const subidas = pedidasAlDemo(page, '/api/tica/upload');
  // The big file's check runs in a Web Worker, and the worker does it (no fallback to the page).
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const sinWorker: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes(SIN_WORKER)) sinWorker.push(m.text());
  });
  await entrar('admin', '/default-layout/upload-tica-file');
  await expect(page.getByRole('heading', { name: 'Subir Archivo TICA' })).toBeVisible();

  // A formula cell (spreadsheet formula injection).
  await choose(page, 'tests/fixtures/hostile/tica-formula-igual.csv');
  await page.getByRole('button', { name: 'Subir Archivo', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("Línea 3, columna responsable: el valor '=HYPERLINK(");
  await expect(page.getByRole('list', { name: 'Archivo a subir' })).toContainText('tica-formula-igual.csv');
  await expect(page).toHaveURL(/upload-tica-file/);
  await shot(page, 'tica-hostil');

  // A big file (4 000 lines, ~400 KB: checked in a Web Worker) with a formula on its last line.
  const [cabecera, ...lineas] = readFileSync(`${FIXTURES}/tica-subida.csv`, 'utf8').trim().split('\n');
  const cuerpo = Array.from({ length: 4000 }, (_, i) => lineas[i % lineas.length]);
  cuerpo[3999] = cuerpo[3999]!.replace('PENDIENTE', '@SUM(1+1)');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'tica-grande.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([cabecera, ...cuerpo].join('\n')),
  });
  await page.getByRole('button', { name: 'Subir Archivo', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    "Línea 4001, columna estadoAforo: el valor '@SUM(1+1)'",
  );
  expect(workers.some((w) => w.includes('revisar-csv'))).toBe(true);
  expect(sinWorker).toEqual([]);
  expect(subidas).toEqual([]);
});
