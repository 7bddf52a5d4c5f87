import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { SIN_WORKER } from '../../src/lib/revision-worker';
import { alAvisoDemo, expectAviso, test } from './test';
import { freshDemo, shot, signIn } from './helpers';

/**
 * The signing key checked in the browser before upload, in the demo build (D38, D39): each fixture of
 * tests/fixtures/llaves/ gives its outcome through the dialog, with no upload request for the refused
 * ones; the one accepted goes up with its expiry, which the accounts list then shows. The page's clock
 * is 15/03/2027 (the fixtures' dates are fixed); the check runs in a Web Worker, and where the worker
 * cannot load, on the page under the app's CSP (no eval: the `test` fixture fails on any violation).
 */

const HOY = new Date('2027-03-15T15:00:00Z');
const LLAVES = 'tests/fixtures/llaves';
const DIALOGO = 'Llave Criptografica';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: HOY });
  await freshDemo(page);
});

/** The upload requests the page sends the demo backend from now on. */
function subidas(page: Page) {
  const urls: URL[] = [];
  alAvisoDemo(page, (a) => {
    const url = new URL(a.url);
    if (a.fase === 'pedida' && url.pathname.endsWith('/api/empresa/pem-data-upload/file')) urls.push(url);
  });
  return urls;
}

async function elegir(page: Page, archivo: string, pin: string) {
  const dialog = page.getByRole('dialog', { name: DIALOGO });
  await dialog.getByLabel(/^Pin/).fill(pin);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: archivo,
    mimeType: 'application/x-pkcs12',
    buffer: readFileSync(`${LLAVES}/${archivo}`),
  });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

test('each key gives its outcome; only the good one goes up, with its expiry', async ({ page }) => {
  test.setTimeout(120_000);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const sinWorker: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes(SIN_WORKER)) sinWorker.push(m.text());
  });
  const urls = subidas(page);
  await signIn(page, 'usuario', '/default-layout/cargarLlaveCriptografica');

  const refusals: Array<[archivo: string, pin: string, motivo: string]> = [
    ['valida-legacy.p12', '0000', 'El PIN no abre la llave criptográfica'],
    [
      'otro-contribuyente.p12',
      '4821',
      'La llave criptográfica es de la identificación CPJ-3-101-558201 y esta cuenta es de la identificación CPJ-3-101-704425: suba la llave de la cuenta.',
    ],
    [
      'vencida.p12',
      '4821',
      'La llave criptográfica venció el 01/03/2027 (valía del 01/03/2025 al 01/03/2027): solicite una nueva en ATV.',
    ],
    [
      'no-vigente.p12',
      '4821',
      'La llave criptográfica todavía no es válida: vale del 01/04/2027 al 01/04/2029.',
    ],
  ];
  for (const [archivo, pin, motivo] of refusals) {
    const dialog = await elegir(page, archivo, pin);
    await expect(dialog.getByText(motivo)).toBeVisible();
    if (archivo === 'otro-contribuyente.p12') await shot(page, 'llave-otro-contribuyente');
  }
  expect(urls).toHaveLength(0);

  const aviso =
    'La llave criptográfica vence el 25/03/2027 (en 10 días): solicite una nueva en ATV antes de esa fecha.';
  await elegir(page, 'por-vencer.p12', '4821');
  const confirm = page.getByRole('dialog', { name: DIALOGO }).filter({ hasText: 'Esta seguro' });
  await expect(confirm.getByRole('listitem')).toHaveText(aviso);
  await shot(page, 'llave-por-vencer-confirmacion');
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await expectAviso(page, 'Datos de llave criptográfica actualizados!');
  await expectAviso(page, aviso);
  expect(urls).toHaveLength(1);
  expect(urls[0]!.searchParams.get('llaveVence')).toBe('2027-03-25T18:00:00.000Z');
  // Every check ran in its worker.
  expect(workers.filter((w) => w.includes('revisar-llave'))).toHaveLength(refusals.length + 1);
  expect(sinWorker).toEqual([]);

  // The account keeps the expiry: the super admin's accounts list shows it.
  // The login screen ends the admin's session itself. Taking the token away first let the Panel, on
  // its next render, send the page to the login with its own redirectTo: under load that came after
  // ours, and the super admin landed on the Panel.
  await signIn(page, 'superadmin', '/default-layout/empresas');
  const fila = page
    .getByRole('grid', { name: 'Listado Cuentas' })
    .getByRole('row')
    .filter({ hasText: 'Aduanas y Logística del Pacífico S.A.' });
  await expect(fila.getByTitle('La llave vence el 25/03/2027')).toHaveText('25/03/2027');
  // Beside the spec's columns, the list still fits: Editar is on screen.
  await expect(fila.getByRole('link', { name: /^Editar/ })).toBeInViewport();
  await shot(page, 'llave-listado-cuentas');
});

test('without a worker the check runs on the page, under the CSP, with the same outcome', async ({
  page,
}) => {
  // A browser where no Worker can start (D30's fallback): the same check loads and runs on the page.
  // The document is already loaded and the app navigates by hash: replaced in place, it stays so.
  await page.evaluate(() => {
    window.Worker = function () {
      throw new Error('sin Web Worker');
    } as unknown as typeof Worker;
  });
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const urls = subidas(page);
  await signIn(page, 'usuario', '/default-layout/cargarLlaveCriptografica');
  const dialog = await elegir(page, 'valida-aes.p12', '1234');
  await expect(dialog.getByText('El PIN no abre la llave criptográfica')).toBeVisible();
  await elegir(page, 'valida-legacy.p12', '4821');
  await page.getByRole('dialog', { name: DIALOGO }).getByRole('button', { name: 'Aceptar' }).click();
  await expectAviso(page, 'Datos de llave criptográfica actualizados!');
  expect(urls.map((u) => u.searchParams.get('llaveVence'))).toEqual(['2028-03-01T18:00:00.000Z']);
  expect(workers).toEqual([]);
});
