import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAviso, test } from './test';
import { validarFacturaXml } from '../hacienda-xsd';
import { agregarLinea, elegirCliente, lineaResumen, type Linea } from './factura-form';
import { shot } from './helpers';
import { guardarFacturaLarga } from '../../bench/factura-larga.mjs';

/**
 * The invoice journey in the production demo build (F36): a dollar invoice with three lines,
 * sent to Hacienda (a dollar invoice is pending first, F14), checked until accepted — the
 * app blocks a re-check 5 min after a pending send and 10 s after each check, so the page's clock is
 * moved forward instead of waiting —, its XML downloaded and validated against the v4.4 XSD, a credit
 * note issued, and the submission history read.
 */
test.beforeEach(async ({ page }) => {
  // Fake timers that keep running on their own; fastForward jumps over the re-check blocks. The mock
  // backend runs in the page (MSW), so Hacienda's simulated delays read the same clock.
  await page.clock.install();
  // The spec's own flow: a person checks. The automatic checks (D37) have their journey in
  // seguimiento.spec.ts.
  await page.addInitScript(() => sessionStorage.setItem('fe.hacienda.consultas-apagadas', 'si'));
});

const CLIENTE = 'Agroindustrial Sarapiquí S.A.';

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

test('a dollar invoice: create, send, pending, check until accepted, XML against the XSD, credit note, history', async ({
  page,
  entrar,
}) => {
  test.setTimeout(300_000); // a long journey on a shared 2-core machine

  // 1. Listado Facturas → Nueva Factura.
  await entrar('admin', '/default-layout/facturas');
  await expect(page.getByRole('heading', { name: 'Listado Facturas' })).toBeVisible();
  await expect(page.locator('[role="row"][data-rowindex]').first()).toBeVisible();
  await shot(page, 'facturas-lista');
  await page.getByRole('link', { name: 'Nueva Factura' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de Facturación', level: 2 })).toBeVisible();

  // 2. An existing client, dollars, three lines (the first one carries 13 % VAT, F2).
  await elegirCliente(page, 'Sarapiq', CLIENTE);
  await page.getByRole('combobox', { name: 'Moneda' }).click();
  await page.getByRole('option', { name: 'Dólares ($)' }).click();
  await expect(page.getByRole('textbox', { name: 'Tipo de Cambio' })).not.toHaveValue('¢1.00');
  for (const [i, l] of LINEAS.entries()) await agregarLinea(page, i + 1, l);
  await expect(lineaResumen(page, 'Sub Total')).toHaveText('$923.75');
  await expect(lineaResumen(page, 'IVA')).toHaveText('$45.50');
  await expect(lineaResumen(page, 'Exonerado')).toHaveText('$0.00');
  await expect(lineaResumen(page, 'Total')).toHaveText('$969.25');
  await expect(lineaResumen(page, 'Saldo Pendiente')).toHaveText('$0.00');
  await page
    .getByRole('heading', { name: 'Detalle de la Factura', level: 2 })
    .evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await shot(page, 'facturas-nueva-dolares');
  await page.getByRole('button', { name: 'Guardar Factura' }).click();
  const creada = await expectAviso(page, 'Se creó una nueva factura. El número de factura es:');
  const id = Number(/(\d+)$/.exec(creada)![1]);
  await expect(page).toHaveURL(/#\/default-layout\/facturas/);

  // 3. Enviar: a dollar invoice gets a pending answer; Obtener Respuesta waits 5 minutes.
  const enviar = page.getByRole('button', { name: `Enviar factura ${id}`, exact: true });
  await expect(enviar).toBeEnabled();
  await enviar.click();
  const respuesta = page.getByRole('alertdialog', { name: 'Respuesta de hacienda.' });
  await expect(respuesta).toContainText(
    'Hacienda tiene 3 horas para responder, intente obtener la respuesta dentro de 5 min.',
  );
  await shot(page, 'facturas-envio-pendiente');
  await respuesta.getByRole('button', { name: 'Aceptar' }).click();
  const obtener = page.getByRole('button', { name: new RegExp(`^Obtener Respuesta de la factura ${id}`) });
  await expect(obtener).toBeDisabled();
  await expect(obtener).toHaveAccessibleName(/: disponible en [45]:\d\d min$/);
  await shot(page, 'facturas-obtener-bloqueado');

  // 4. Five minutes later: the first check is still not verified (Hacienda decides at the second one
  //    or after 10 minutes, F14), and the next check waits 10 s.
  await page.clock.fastForward('05:01');
  await expect(obtener).toBeEnabled();
  await obtener.click();
  await expectAviso(page, 'Estado no comprobado debe esperar unos minutos para comprobar el estado:');
  await expect(obtener).toBeDisabled();
  await page.clock.fastForward('00:11');
  await expect(obtener).toBeEnabled();
  await obtener.click();
  await expectAviso(page, 'Se comprobo el estado:');
  const fila = page.locator('[role="row"][data-rowindex]').filter({
    has: page.getByRole('button', { name: `PDF de la factura ${id}` }),
  });
  await expect(fila).toContainText('Aceptado');
  await shot(page, 'facturas-aceptada');

  // 5. The XML: Hacienda's v4.4 FacturaElectronica, valid against the official XSD (Signature optional).
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: `XML de la factura ${id}` }).click();
  const xmlFile = await descarga;
  expect(xmlFile.suggestedFilename()).toBe(`factura ${id}.xml`);
  const xml = readFileSync((await xmlFile.path())!, 'utf8');
  expect(xml).toContain(
    '<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica"',
  );
  expect(xml).toContain('<CodigoMoneda>USD</CodigoMoneda>');
  expect(xml.match(/<LineaDetalle>/g)).toHaveLength(3);
  expect(xml).toContain('<TotalComprobante>969.25000</TotalComprobante>');
  const validacion = await validarFacturaXml(xml);
  expect(validacion.errors).toEqual([]);
  expect(validacion.valid).toBe(true);
  await expectAviso(page, `El XML fue descargado, el nombre del archivo es: factura ${id}.xml`);

  // 6. Nota Credito: asks first, then the invoice is annulled.
  await page.getByRole('button', { name: `Nota Credito de la factura ${id}`, exact: true }).click();
  const confirmar = page.getByRole('dialog');
  await expect(confirmar).toContainText(
    `Desea Crear una Nota de Credito para la factura '${id}'.? Esta acción enviara una Nota de Crédito si la factura ya fue enviada a Hacienda`,
  );
  await shot(page, 'facturas-nota-credito-confirmacion');
  await confirmar.getByRole('button', { name: 'Nota Credito' }).click();
  await expectAviso(page, 'El proceso de anular ha sido iniciado');
  await expect(fila).toContainText('Anulada');
  await expect(
    page.getByRole('button', { name: `Nota Credito de la factura ${id}`, exact: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: `Obtener Respuesta Nota Credito de la factura ${id}` }),
  ).toBeVisible();
  await shot(page, 'facturas-anulada');

  // 7. Historial: the pending send, both checks and the credit note, with real claves.
  await page.getByRole('link', { name: `Ver Respuestas de la factura ${id}` }).click();
  await expect(page.getByRole('heading', { name: `Historial envío de factura: ${id}` })).toBeVisible();
  const entradas = page.locator('[role="row"][data-rowindex]');
  await expect(entradas).toHaveCount(4);
  await expect(entradas.filter({ hasText: 'Aceptado' })).toHaveCount(1);
  await expect(entradas.first()).toContainText(/\d{25}/);
  await shot(page, 'facturas-historial');
  await page.getByRole('link', { name: 'Regresar' }).click();
  await expect(page.getByRole('heading', { name: 'Listado Facturas' })).toBeVisible();
});

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
