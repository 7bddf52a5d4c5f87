import { expect as baseExpect, type Page } from '@playwright/test';
import { test, tomarAviso } from './test';
import { agregarLinea, elegirCliente, guardarFactura, lineaResumen, nacionalizacion } from './factura-form';
import { cifraPanel, freshDemo, shot, signIn } from './helpers';

/**
 * Across screens: the Panel's cards and the client summary read the same store as the
 * invoices. As admin, note the Panel's invoice cards and one client's row and Monto Total in
 * resumen-clientes (current month); create a colones invoice for that client and send it to Hacienda;
 * then the Panel shows one more invoice today, this month and pending (none more overdue), and the
 * summary shows that client's amount and count grown by exactly the invoice's total and one.
 */

// A shared 2-core machine can take a while to paint a screen: generous waits, never sleeps.
const expect = baseExpect.configure({ timeout: 45_000 });

test.beforeEach(async ({ page }) => freshDemo(page));

const EMPRESA = 'Aduanas y Logística del Pacífico S.A.';
const CLIENTE = 'Agroindustrial Sarapiquí S.A.';
const RESUMEN = 'Resumen Facturacion / Clientes';
/** The summary's row for invoices without a receipt (an invoice made in the form has none). */
const SIN_RECIBO = 'Sin recibo';
const CARDS = ['Facturas de Hoy', 'Facturas del Mes', 'Facturas Pendientes', 'Facturas Vencidas'] as const;
type Cards = Record<(typeof CARDS)[number], number>;

/** '¢1,234,567.89' → 123456789 céntimos (exact sums, no floating point). */
function centimos(text: string): number {
  const m = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]));
}

async function tarjetas(page: Page): Promise<Cards> {
  const out = {} as Cards;
  for (const c of CARDS) out[c] = await cifraPanel(page, c);
  return out;
}

async function abrirPanel(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: EMPRESA })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Facturas de Hoy [\d,]+ / })).toBeVisible();
}

type Resumen = { montoTotal: number; monto: number; cantidad: number };

/** resumen-clientes from the menu, filtered to CLIENTE (current month, the summary's default). */
async function abrirResumen(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const grupo = nav.getByRole('button', { name: 'Resúmenes' });
  if ((await grupo.getAttribute('aria-expanded')) !== 'true') await grupo.click();
  await nav.getByRole('link', { name: 'Resumen Clientes' }).click();
  await expect(page.getByRole('heading', { name: RESUMEN, level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: RESUMEN });
  await expect(grid.locator('[role="row"][data-rowindex]').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Cliente' }).click();
  await page.getByRole('option', { name: CLIENTE, exact: true }).click();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/[?&]cliente=\d+/);
  // Every row now belongs to the client.
  const clientes = grid.locator('[role="row"][data-rowindex] [data-field="cliente"]');
  await expect(clientes.first()).toHaveText(CLIENTE);
  await expect(clientes.filter({ hasNotText: CLIENTE })).toHaveCount(0);
  await expect(page.getByText(/^Monto Total: ¢[\d,]+\.\d{2}$/)).toBeVisible();
}

/** What the summary shows for the client: Monto Total and its 'Sin recibo' row (0 when absent). */
async function leerResumen(page: Page): Promise<Resumen> {
  const total = page.getByText(/^Monto Total: ¢[\d,]+\.\d{2}$/);
  const fila = page
    .getByRole('grid', { name: RESUMEN })
    .locator('[role="row"][data-rowindex]')
    .filter({ hasText: SIN_RECIBO });
  const hay = (await fila.count()) > 0;
  return {
    montoTotal: centimos((await total.textContent()) ?? ''),
    monto: hay ? centimos((await fila.locator('[data-field="total"]').textContent()) ?? '') : 0,
    cantidad: hay ? Number(await fila.locator('[data-field="cantidad"]').textContent()) : 0,
  };
}

/** The value a Resumen line of the invoice form shows (its <dd> after the <dt> with that label). */
test('an invoice created and sent shows on the Panel and in the client summary, exactly', async ({
  page,
}) => {
  test.setTimeout(420_000); // a long journey across five screens on a shared 2-core machine
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: EMPRESA })).toBeVisible();

  // 1. Before: the Panel's invoice cards and the client's summary for the current month.
  await expect(page.getByRole('link', { name: /^Facturas de Hoy [\d,]+ / })).toBeVisible();
  const antes = await tarjetas(page);
  await shot(page, 'panel-journey-1-panel-antes');
  await abrirResumen(page);
  // The first answer for this filter is the one to read (no earlier answer is cached to paint first).
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const resumenAntes = await leerResumen(page);
  await shot(page, 'panel-journey-2-resumen-antes');

  // 2. A colones invoice for the client with one line, saved.
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Listado Facturas' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva Factura' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de Facturación', level: 2 })).toBeVisible();
  await elegirCliente(page, 'Sarapiq', CLIENTE);
  await page.getByRole('combobox', { name: 'Moneda' }).click();
  await page.getByRole('option', { name: /^Colones/ }).click();
  await expect(page.getByRole('combobox', { name: 'Moneda' })).toHaveText(/^Colones/);

  await agregarLinea(page, 1, nacionalizacion('Nacionalización DUA 005-2026-077123', '2', '87500.25'));
  // Sub Total ¢175,000.50, 13 % VAT on the nationalization (F2): Total ¢197,750.57.
  await expect(lineaResumen(page, 'Sub Total')).toHaveText('¢175,000.50');
  const totalTexto = (await lineaResumen(page, 'Total').textContent()) ?? '';
  const total = centimos(totalTexto);
  expect(total).toBeGreaterThan(17_500_050);
  await shot(page, 'panel-journey-3-factura');
  const id = await guardarFactura(page);

  // 3. Sent to Hacienda from the list (a colones invoice may be answered at once or stay pending).
  const enviar = page.getByRole('button', { name: `Enviar factura ${id}`, exact: true });
  await expect(enviar).toBeEnabled();
  await enviar.click();
  // Pending: Hacienda's answer in a dialog, until it is closed; answered: a flash, as recorded.
  const pendiente = page.getByRole('alertdialog', { name: 'Respuesta de hacienda.' });
  await expect
    .poll(
      async () =>
        (await pendiente.isVisible()) || tomarAviso(page, 'El proceso de emisión fue exitoso') !== undefined,
      { timeout: 30_000 },
    )
    .toBe(true);
  await shot(page, 'panel-journey-4-enviada');
  if (await pendiente.isVisible()) await pendiente.getByRole('button', { name: 'Aceptar' }).click();

  // 4. The Panel: one more today, this month and pending; overdue unchanged.
  await abrirPanel(page);
  await expect
    .poll(() => tarjetas(page), { timeout: 45_000 })
    .toEqual({
      'Facturas de Hoy': antes['Facturas de Hoy'] + 1,
      'Facturas del Mes': antes['Facturas del Mes'] + 1,
      'Facturas Pendientes': antes['Facturas Pendientes'] + 1,
      'Facturas Vencidas': antes['Facturas Vencidas'],
    });
  // The flashes of the save and the send leave on their own (4 s); then the cards, from the top.
  await expect(page.getByRole('status').filter({ hasText: /factura|emisión/ })).toHaveCount(0);
  await page.getByRole('heading', { level: 1, name: EMPRESA }).scrollIntoViewIfNeeded();
  await shot(page, 'panel-journey-5-panel-despues');

  // 5. The client summary: its total and its receipt-less row grow by exactly the invoice's total, and
  //    the row counts one more invoice.
  //    (The last answer paints first; the summary asks again each time it shows.)
  await abrirResumen(page);
  await expect
    .poll(() => leerResumen(page), { timeout: 45_000 })
    .toEqual({
      montoTotal: resumenAntes.montoTotal + total,
      monto: resumenAntes.monto + total,
      cantidad: resumenAntes.cantidad + 1,
    });
  await shot(page, 'panel-journey-6-resumen-despues');
});
