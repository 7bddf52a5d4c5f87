import { expect, type Page } from '@playwright/test';
import { expectAviso } from './test';

/** Driving the invoice form (new-edit-factura) in the e2e journeys. */

export type Linea = { detalle: string; servicio: RegExp; buscar: string; cantidad: string; monto: string };

/** A line for the nationalization service (13 % VAT, F2). */
export const nacionalizacion = (detalle: string, cantidad: string, monto: string): Linea => ({
  detalle,
  servicio: /^NACIONALIZACION/,
  buscar: 'NACIONAL',
  cantidad,
  monto,
});

/** Picks an existing client by a part of its name, and an activity code if none came with it. */
export async function elegirCliente(page: Page, buscar: string, nombre: string) {
  const cliente = page.getByRole('combobox', { name: 'Cliente' });
  await cliente.click();
  await cliente.fill(buscar);
  await page.getByRole('option', { name: nombre }).click();
  const codigo = page.getByRole('combobox', { name: 'Código de Actividad' });
  if (!/\d{6}/.test((await codigo.textContent()) ?? '')) {
    await codigo.click();
    await page.getByRole('option').first().click();
  }
  await expect(codigo).toHaveText(/\d{6}/);
}

/** Adds line `n` with Agregar Detalle, fills it and closes it with its Listo. */
export async function agregarLinea(page: Page, n: number, l: Linea) {
  await page.getByRole('button', { name: 'Agregar Detalle' }).click();
  const fila = page.locator('table[aria-label="Detalles de la factura"] tr.Mui-selected');
  await fila.getByRole('textbox', { name: 'Detalle' }).fill(l.detalle);
  const servicio = fila.getByRole('combobox', { name: 'Servicio Cabys' });
  await servicio.click();
  await servicio.fill(l.buscar);
  await page.getByRole('option', { name: l.servicio }).first().click();
  await fila.getByRole('textbox', { name: 'Cantidad' }).fill(l.cantidad);
  await fila.getByRole('textbox', { name: 'Monto' }).fill(l.monto);
  await fila.getByRole('button', { name: `Listo detalle ${n}` }).click();
  await expect(fila).toHaveCount(0);
}

/** Guardar Factura on a new invoice: waits for its flash and the list, and gives the invoice's number. */
export async function guardarFactura(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Guardar Factura' }).click();
  const creada = await expectAviso(page, 'Se creó una nueva factura. El número de factura es:');
  await expect(page).toHaveURL(/#\/default-layout\/facturas/);
  return Number(/(\d+)$/.exec(creada)![1]);
}

/** The value a Resumen line shows (its <dd> after the <dt> with that label). */
export const lineaResumen = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
