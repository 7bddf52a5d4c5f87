import { expect, type Page } from '@playwright/test';
import { expectAviso, test } from './test';
import { agregarLinea, elegirCliente, guardarFactura, nacionalizacion } from './factura-form';
import { shot } from './helpers';

/**
 * Hacienda's public registry in the demo build (issue 37), answered by the demo's own registry: a new
 * client filled from Hacienda with its activities added after its first save, and an invoice to a
 * client whose exoneration expired refused before anything is sent.
 */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a new client is filled from Hacienda, and its active activities are added after its first save', async ({
  page,
  entrar,
}) => {
  await entrar('superadmin', '/default-layout/add-client');
  await expect(page.getByRole('heading', { name: 'Nuevo Cliente' })).toBeVisible();
  await choose(page, 'Tipo Identificación', 'Jurídica');
  await page.getByRole('textbox', { name: 'Número Identificación' }).fill('3101987654');
  const nombre = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await expect(nombre).toHaveValue('ALMACENES EL FARO SOCIEDAD ANONIMA');
  const panel = page.getByRole('region', { name: 'Datos en Hacienda' });
  await expect(panel).toContainText('Situación: Inscrito');
  await expect(panel).toContainText('621001');
  await panel.getByRole('button', { name: 'Agregar actividades de Hacienda' }).click();
  await expect(panel).toContainText('Se agregarán 2 códigos de actividad de Hacienda al guardar el cliente.');
  await shot(page, 'registro-cliente-nuevo');

  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('2222-3344');
  await page.getByRole('textbox', { name: 'Correo', exact: true }).fill('facturacion@elfaro.co.cr');
  // Focusing contact 1's fields copies the client's name, e-mail and phone into them.
  for (const campo of ['Nombre', 'Correo', 'Telefono'])
    await page.getByRole('textbox', { name: `${campo} contacto 1` }).focus();
  await expect(page.getByRole('textbox', { name: 'Telefono contacto 1' })).toHaveValue('2222-3344');
  await page.getByRole('textbox', { name: 'Puesto contacto 1' }).fill('Contador');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expectAviso(page, 'Un nuevo cliente ha sido agregado');
  const card = page.getByRole('group', {
    name: 'Actividades de Hacienda para ALMACENES EL FARO SOCIEDAD ANONIMA',
  });
  await expect(card).toContainText('Se agregaron 2 códigos de actividad de Hacienda al cliente.');
});

test("an invoice to a client whose exoneration expired is refused at 'Enviar', with the reason, before anything is sent", async ({
  page,
  entrar,
}) => {
  test.setTimeout(120_000);
  const cliente = 'Dispositivos Médicos del Oeste S.A.';
  const vencio =
    'Exoneración: el documento AL-00234567-24 venció el 30/06/2025, antes de la fecha de la factura.';
  await entrar('admin', '/default-layout/new-edit-factura');
  await expect(page.getByRole('heading', { name: 'Datos de Facturación', level: 2 })).toBeVisible();
  await elegirCliente(page, 'Dispositivos', cliente);
  await agregarLinea(page, 1, nacionalizacion('Nacionalización DUA 005-2026-018044', '1', '100000'));
  // The form's panel already says it, as the clerk types (it informs; saving is the spec's own).
  const panel = page.getByRole('region', { name: 'Antes de enviar a Hacienda' });
  await expect(panel.getByRole('link', { name: vencio })).toBeVisible();
  await shot(page, 'registro-factura-exoneracion-vencida');
  const id = await guardarFactura(page);

  const envios: string[] = [];
  page.on('request', (r) => r.url().includes('send-factura-hacienda') && envios.push(r.url()));
  await page.getByRole('button', { name: `Enviar factura ${id}`, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'La factura no se envió a Hacienda' });
  await expect(dialogo).toContainText(vencio);
  await dialogo.getByRole('button', { name: 'Cerrar' }).click();
  expect(envios).toEqual([]);
});
