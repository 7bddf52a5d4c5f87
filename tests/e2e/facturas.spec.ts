import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { agregarLinea, type Linea } from './factura-form';
import { shot } from './helpers';
import { guardarFacturaLarga } from '../../bench/factura-larga.mjs';

/**
 * The invoice form where only a browser shows it: its lines grid laid out at a narrow width, and a
 * 100-line invoice whose rows are drawn near the view. The invoice's life (saved, sent, checked,
 * its XML, a credit note, its history) is asserted by the integration tests (docs/tests-moved.md).
 */
const LINEAS: Linea[] = [
  {
    detalle: 'Nacionalización DUA 005-2026-012345',
    servicio: /^NACIONALIZACION/,
    buscar: 'NACIONAL',
    cantidad: '1',
    monto: '350.00',
  },
  {
    detalle: 'Almacenaje fiscal 5 días, contenedor 40 pies',
    servicio: /^ALMACENAJE/,
    buscar: 'ALMACEN',
    cantidad: '5',
    monto: '42.75',
  },
  {
    detalle: 'Transporte terrestre Limón a San José',
    servicio: /^TRANSPORTE TERRESTRE/,
    buscar: 'TRANSPORTE',
    cantidad: '2',
    monto: '180',
  },
];

test('the lines grid: each line is painted apart, and Acciones stays in view only when the grid scrolls sideways', async ({
  page,
  entrar,
}) => {
  await entrar('admin', '/default-layout/new-edit-factura');
  await expect(page.getByRole('heading', { name: 'Datos de Facturación', level: 2 })).toBeVisible();
  for (const [i, l] of LINEAS.slice(0, 2).entries()) await agregarLinea(page, i + 1, l);
  const tabla = page.locator('table[aria-label="Detalles de la factura"]');
  // How each line and its Acciones cell are laid out: an edit must not repaint every line nor move a
  // sticky cell in every line at each frame (F45).
  const estilo = () =>
    tabla.locator('tbody tr').evaluateAll((filas) =>
      filas.map((tr) => {
        const fila = getComputedStyle(tr);
        return `${fila.position} ${fila.zIndex} ${getComputedStyle(tr.lastElementChild!).position}`;
      }),
    );
  await expect.poll(estilo).toEqual(['relative 0 static', 'relative 0 static']);

  // A narrow screen scrolls the grid sideways: Acciones sticks to the grid's right edge.
  await page.setViewportSize({ width: 700, height: 820 });
  await expect.poll(estilo).toEqual(['relative 0 sticky', 'relative 0 sticky']);
  const caja = (await tabla.locator('xpath=..').boundingBox())!;
  const editar = (await tabla.getByRole('button', { name: 'Editar detalle 2', exact: true }).boundingBox())!;
  expect(editar.x + editar.width).toBeLessThanOrEqual(caja.x + caja.width);
  await shot(page, 'facturas-lineas-angosto');
});

/** A long invoice of the demo's seed (bench/factura-larga.mjs); returns its id. */
const facturaLarga = (page: Page, lineas: number, detallesLargos = false): Promise<number> =>
  page.evaluate(guardarFacturaLarga, [lineas, detallesLargos] as [number, boolean]);

test("in a 100-line invoice, a line's Editar opens it at the first press, even as the rows around it change", async ({
  page,
  entrar,
}) => {
  // Signed in on a light screen: the invoice is made through the demo's API, then opened.
  await entrar('admin', '/default-layout/miCuenta');
  const id = await facturaLarga(page, 100, true);
  await page.goto(`./#/default-layout/new-edit-factura/${id}`);
  const tabla = page.locator('table[aria-label="Detalles de la factura"]');
  await expect(tabla).toHaveAttribute('aria-rowcount', '101');
  const editar = (n: number) => tabla.getByRole('button', { name: `Editar detalle ${n}`, exact: true });
  const abierta = tabla.locator('tr.Mui-selected');
  for (const n of [38, 75, 12]) {
    // A jump, as the scroll bar gives: the rows on the way are never rendered nor measured, and the
    // press's focus renders those above the line. The button must not move from under the pointer
    // between the press and its release, or the click is lost.
    await tabla.evaluate(async (t, n) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const boton = () => t.querySelector(`button[aria-label="Editar detalle ${n}"]`);
      const body = t.querySelector('tbody')!;
      window.scrollTo(0, window.scrollY + body.getBoundingClientRect().top + (n - 1) * 101 - 200);
      for (let paso = 0; paso < 30 && !boton(); paso++) {
        const filas = [...t.querySelectorAll('tbody tr[aria-rowindex]')];
        const primera = Number(filas[0]!.getAttribute('aria-rowindex')) - 1;
        window.scrollBy(0, (n < primera ? -1 : 1) * 150);
        await frame();
      }
    }, n);
    await editar(n).click();
    await expect(abierta).toHaveAttribute('aria-rowindex', String(n + 1), { timeout: 3_000 });
    await abierta.getByRole('button', { name: `Cancelar detalle ${n}` }).click();
    await expect(abierta).toHaveCount(0);
  }
});

test('a 100-line invoice renders the lines near the view; the keyboard, scrolling and an open line reach them all', async ({
  page,
  entrar,
}) => {
  // Signed in on a light screen: the invoice is made through the demo's API, then opened.
  await entrar('admin', '/default-layout/miCuenta');
  const id = await facturaLarga(page, 100);
  await page.goto(`./#/default-layout/new-edit-factura/${id}`);
  const tabla = page.locator('table[aria-label="Detalles de la factura"]');
  await expect(tabla).toHaveAttribute('aria-rowcount', '101');
  const filas = tabla.locator('tbody tr[aria-rowindex]');
  const editar = (n: number) => tabla.getByRole('button', { name: `Editar detalle ${n}`, exact: true });
  await expect(editar(1)).toBeVisible();
  // Only the lines near the view are in the page (an edit then lays out, paints and layerizes them,
  // not a hundred: F46).
  expect(await filas.count()).toBeLessThan(25);
  await expect(editar(100)).toHaveCount(0);

  // Tab goes from line to line (Editar, Borrar) past the lines first rendered — also pressed faster
  // than a slow machine follows the scrolling (the CPU 6× slower): it never leaves the table.
  await editar(1).focus();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let i = 0; i < 2 * 29; i++) await page.keyboard.press('Tab');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(editar(30)).toBeFocused();
  await expect(editar(30)).toBeInViewport();
  // The rows around the view (about 25), not every line the walk passed (40 with the range that grew with the walk).
  expect(await filas.count()).toBeLessThan(35);

  // The page is as tall as with every line: scrolled to its end, line 100 is the grid's last row.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(editar(100)).toBeInViewport();
  const ultima = await tabla.evaluate((t) => {
    const body = t.querySelector('tbody')!;
    return { last: body.rows[body.rows.length - 1]!.getAttribute('aria-rowindex'), rows: body.rows.length };
  });
  expect(ultima.last).toBe('101');
  expect(await filas.count()).toBeLessThan(25);

  // An open line stays in the page when scrolled out of view, as typed.
  await editar(100).click();
  const abierta = tabla.locator('tr.Mui-selected');
  await abierta.getByRole('textbox', { name: 'Monto' }).fill('1234.5');
  await tabla.evaluate((t) => t.scrollIntoView());
  await expect(editar(1)).toBeInViewport();
  await expect(abierta).toHaveAttribute('aria-rowindex', '101');
  await expect(abierta.getByRole('textbox', { name: 'Monto' })).toHaveValue('1234.5');
  await abierta.getByRole('button', { name: 'Listo detalle 100' }).click();
  await expect(abierta).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(tabla.locator('tr[aria-rowindex="101"]')).toContainText('1,234.50');
  await shot(page, 'facturas-cien-lineas');

  // Agregar Detalle from the top of the grid: the new line comes after the hundredth, in view.
  await tabla.evaluate((t) => t.scrollIntoView());
  await page.getByRole('button', { name: 'Agregar Detalle' }).click();
  await expect(abierta).toHaveAttribute('aria-rowindex', '102');
  await expect(abierta.getByRole('textbox', { name: 'Detalle' })).toBeFocused();
  await expect(abierta.getByRole('textbox', { name: 'Detalle' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(abierta).toHaveCount(0);
  await expect(tabla).toHaveAttribute('aria-rowcount', '101');
});
