import { expect, type Page } from '@playwright/test';
import { expectAviso, test } from './test';
import { agregarLinea, elegirCliente, guardarFactura, nacionalizacion } from './factura-form';
import { shot } from './helpers';

/**
 * The automatic checks (D37) and 'Pendientes con Hacienda' (D41) in the demo build, with the page's
 * clock moved forward: an invoice sent and
 * left pending is asked again by itself when the 5-minute block ends, backs off, is never sent again,
 * and its verdict updates the row and shows a notice; the Panel's counts are what their lists show.
 */
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** Creates a one-line dollar invoice (the demo's Hacienda leaves it pending, F14) and sends it. */
async function enviadaPendiente(page: Page, buscar: string, cliente: string) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Facturación', exact: true }).click();
  await page.getByRole('link', { name: 'Nueva Factura' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de Facturación', level: 2 })).toBeVisible();
  await elegirCliente(page, buscar, cliente);
  await page.getByRole('combobox', { name: 'Moneda' }).click();
  await page.getByRole('option', { name: 'Dólares ($)' }).click();
  await agregarLinea(page, 1, nacionalizacion('Nacionalización DUA 005-2026-077001', '1', '250'));
  const id = await guardarFactura(page);
  await page.getByRole('button', { name: `Enviar factura ${id}`, exact: true }).click();
  const respuesta = page.getByRole('alertdialog', { name: 'Respuesta de hacienda.' });
  await respuesta.getByRole('button', { name: 'Aceptar' }).click();
  const fila = page
    .locator('[role="row"][data-rowindex]')
    .filter({ has: page.locator('[data-field="facturaId"]', { hasText: new RegExp(`^${id}$`) }) });
  await expect(fila.locator('[data-field="hacienda"]')).toHaveText('Pendiente Respuesta');
  return { id, fila };
}

/** Every check and send the page asked and got an answer to, by invoice. */
function llamadas(page: Page) {
  const vistas: string[] = [];
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (/check-status|send-factura|enviar-factura/.test(url.pathname))
      vistas.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('id') ?? ''}`);
  });
  return vistas;
}

test('a pending send is checked without a press after 5 minutes, backs off, is never sent again, and its acceptance updates the row and notifies', async ({
  page,
  entrar,
}) => {
  test.setTimeout(240_000);
  await entrar('admin', '/default-layout/miCuenta');
  const vistas = llamadas(page);
  const { id, fila } = await enviadaPendiente(page, 'Sarapiq', 'Agroindustrial Sarapiquí S.A.');
  const checks = () => vistas.filter((v) => v === `check-status-hacienda ${id}`).length;
  await expect(page.getByText(/Consultas automáticas a Hacienda: próxima consulta \d\d:\d\d$/)).toBeVisible();
  await shot(page, 'seguimiento-esperando');

  await page.clock.fastForward('04:50');
  expect(checks()).toBe(0);
  await page.clock.fastForward('00:15');
  // The first check: the demo's Hacienda has not decided yet (F14); the next one waits 5 minutes.
  await expect.poll(checks).toBe(1);
  await expect(fila.locator('[data-field="hacienda"]')).toHaveText('Pendiente Respuesta');
  // The next check is due 5 minutes after the first has answered and been read.
  await expect(page.getByText(/Consultando a Hacienda…/)).toHaveCount(0);
  await page.clock.fastForward('04:50');
  expect(checks()).toBe(1);
  await page.clock.fastForward('00:15');
  await expect.poll(checks).toBe(2);
  await expect(fila.locator('[data-field="hacienda"]')).toHaveText('Aceptado');
  // Good news closes by itself after a while (a problem stays, below).
  await expectAviso(page, `Hacienda aceptó la factura ${id}`);
  await shot(page, 'seguimiento-aceptada');
  // Accepted: not editable any more, no check pending, and one send in all (the person's).
  await expect(page.getByRole('link', { name: `Editar factura ${id}` })).toHaveCount(0);
  await page.clock.fastForward('01:00:00');
  expect(checks()).toBe(2);
  expect(vistas.filter((v) => !v.startsWith('check-status'))).toEqual([`send-factura-hacienda ${id}`]);
});

test('a rejection notifies with its first reason and leads to Historial', async ({ page, entrar }) => {
  test.setTimeout(240_000);
  await entrar('admin', '/default-layout/miCuenta');
  const vistas = llamadas(page);
  const { id } = await enviadaPendiente(page, 'Global Freight', 'Global Freight Forwarders LLC');
  const checks = () => vistas.filter((v) => v === `check-status-hacienda ${id}`).length;
  await page.clock.fastForward('05:05');
  await expect.poll(checks).toBe(1);
  // The next check is due 5 minutes after the first has answered and been read.
  await expect(page.getByText(/Consultando a Hacienda…/)).toHaveCount(0);
  await page.clock.fastForward('05:05');
  await expect.poll(checks).toBe(2);
  const avisos = page.getByRole('complementary', { name: 'Avisos' });
  await expect(avisos).toContainText(new RegExp(`Hacienda rechazó la factura ${id}: \\S`));
  await shot(page, 'seguimiento-rechazada');
  await avisos.getByRole('link', { name: `Ver historial de la factura ${id}` }).click();
  await expect(page.getByRole('heading', { name: `Historial envío de factura: ${id}` })).toBeVisible();
});

test("the Panel's 'Pendientes con Hacienda': each count is what its list shows", async ({ page, entrar }) => {
  test.setTimeout(180_000);
  // Off, so that no verdict arrives between reading a count and opening its list.
  await page.addInitScript(() => sessionStorage.setItem('fe.hacienda.consultas-apagadas', 'si'));
  await entrar('admin', '/default-layout/dashboard');
  const seccion = page.getByRole('region', { name: 'Pendientes con Hacienda' });
  await expect(seccion).toBeVisible();
  await shot(page, 'seguimiento-panel');
  for (const titulo of [
    'Rechazadas por Hacienda',
    'Sin respuesta después de 3 horas',
    'Sin enviar (emitidas antes de hoy)',
  ]) {
    // Named by what the card shows: its title, its number, its help line (WCAG 2.5.3).
    const enlace = seccion.getByRole('link', {
      name: new RegExp(`^${titulo.replace(/[()]/g, '\\$&')} \\d+ `),
    });
    const n = Number(await enlace.locator('p').nth(1).textContent());
    await enlace.click();
    await shot(page, `seguimiento-atencion-${titulo.slice(0, 8)}`);
    await expect(page.getByText(`Mostrando solo: ${titulo}`)).toBeVisible();
    await expect(page.getByText(n === 1 ? '1 registro' : `${n} registros`, { exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Panel' })
      .click();
    await expect(seccion).toBeVisible();
  }
});
