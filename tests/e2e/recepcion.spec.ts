import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { test } from './test';
import { audit, trackNetwork } from './axe';
import { shot } from './helpers';

/**
 * Recepción de comprobantes in the demo build (C11): the 20 sample documents are
 * downloaded from the screen, unzipped and dropped back at once; ten are confirmed in one go; a batch
 * cancelled midway and the files dropped again answer only what was not answered yet. Every document
 * is answered once: the `ok` calls are counted by the clave of the file uploaded just before.
 */

const LISTA = 'Listado Confirmación y Rechazo Documentos Electrónicos';
type Muestra = { name: string; xml: string };

const grid = (page: Page) => page.getByRole('table', { name: 'Comprobantes recibidos' });
const filas = (page: Page) => grid(page).locator('tbody tr');
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

type Compuerta = { __okLibres: number; __okRetenidos: Array<() => void> };

/**
 * Lets a test stop a batch midway, whatever the machine's speed: `okLibres(page, n)` lets the next `n`
 * `ok` calls go and holds the ones after before they leave the page (XHR's send, as axios sends them)
 * until `okLibres(page, Infinity)`. A batch then waits at a known step for the press meant for it.
 */
async function compuertaOk(page: Page) {
  // In every page loaded from now on, and in the one already loaded, if any.
  const instalar = () => {
    const w = window as unknown as Compuerta;
    if (w.__okRetenidos) return;
    w.__okLibres = Infinity;
    w.__okRetenidos = [];
    const urls = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      const ok = new URL(urls.get(this) ?? '', location.href).pathname === '/api/fe/confirmacion/ok';
      if (!ok || w.__okLibres > 0) {
        if (ok) w.__okLibres--;
        send.call(this, body);
      } else w.__okRetenidos.push(() => send.call(this, body));
    };
  };
  await page.context().addInitScript(instalar);
  await page.evaluate(instalar);
}

async function okLibres(page: Page, n: number) {
  await page.evaluate(
    (n) => {
      const w = window as unknown as Compuerta;
      w.__okLibres = n ?? Infinity;
      while (w.__okLibres > 0 && w.__okRetenidos.length) {
        w.__okLibres--;
        w.__okRetenidos.shift()!();
      }
    },
    Number.isFinite(n) ? n : null,
  );
}

/** Every `ok` the page sends, by the clave of the document uploaded under that file name. */
function contarRespuestas(page: Page) {
  const claveDe = new Map<string, string>();
  const oks: string[] = [];
  page.on('requestfinished', async (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/fe/confirmacion/upload') {
      const body = (await (await r.response())?.json().catch(() => null)) as {
        fileName?: string;
        facturaElectronica?: { clave?: string };
      } | null;
      if (body?.fileName) claveDe.set(body.fileName, body.facturaElectronica?.clave ?? '');
    }
    if (url.pathname === '/api/fe/confirmacion/ok') oks.push(url.searchParams.get('fileName') ?? '');
  });
  return {
    claves: () => oks.map((f) => claveDe.get(f) ?? f),
    total: () => oks.length,
    subidas: () => claveDe.size,
  };
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

test('20 samples dropped at once, 10 confirmed in one go, a cancelled batch finished by dropping the files again', async ({
  page,
  entrar,
}) => {
  test.setTimeout(240_000);
  trackNetwork(page);
  const respuestas = contarRespuestas(page);
  await compuertaOk(page);
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

  // The list has them, CONFIRMADO.
  const confirmadas = new Set(respuestas.claves());
  await page.getByRole('link', { name: 'Regresar' }).click();
  const lista = page.getByRole('grid', { name: LISTA });
  await expect(lista).toBeVisible();
  for (const clave of [...confirmadas].slice(0, 3)) {
    await page.getByRole('searchbox', { name: 'Consecutivo, emisor o clave' }).fill(clave);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(lista.getByRole('row').filter({ hasText: 'CONFIRMADO' })).toHaveCount(1);
  }

  // The rest, cancelled midway; then the same 20 files again answer only what is left.
  await page.getByRole('link', { name: 'Cargar varios' }).click();
  await soltar(page, muestras);
  expect(confirmadas.size).toBe(10);
  await expect(grid(page).getByText(/^Ya (confirmado|rechazado)$/)).toHaveCount(11);
  await expect(listos(page)).toHaveText('0 seleccionados de 7 listos');
  await page.getByRole('button', { name: 'Seleccionar todos los listos' }).click();
  // The first answer goes, the next wait: the batch stays at 1 of 7 until Cancelar is pressed.
  await okLibres(page, 1);
  await confirmar(page, 7, 'Recibido');
  await expect(page.getByText('Confirmando: 1 de 7', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await okLibres(page, Infinity);
  const resumen = page.getByText(/^Respuestas canceladas/);
  await expect(resumen).toBeVisible({ timeout: 60_000 });
  const hechos = Number(/Confirmados: (\d+)/.exec((await resumen.textContent()) ?? '')![1]);
  expect(hechos).toBeLessThan(7);

  await page.getByRole('button', { name: 'Limpiar la lista' }).click();
  await soltar(page, muestras);
  // One left reads in the singular (the cancel can come after six of the seven).
  const quedan = 7 - hechos;
  await expect(listos(page)).toHaveText(`0 seleccionados de ${quedan} ${quedan === 1 ? 'listo' : 'listos'}`);
  await page.getByRole('button', { name: 'Seleccionar todos los listos' }).click();
  await confirmar(page, quedan, 'Recibido');
  await expect(page.getByText(/^Respuestas terminadas/)).toBeVisible({ timeout: 60_000 });

  // Seventeen documents, each answered exactly once.
  const claves = respuestas.claves();
  expect(claves).toHaveLength(17);
  expect(new Set(claves).size).toBe(17);
  await expect(listos(page)).toHaveText('0 seleccionados de 0 listos');
});
