import { expect, type Locator, type Page } from '@playwright/test';
import { expectAviso, test } from './test';
import { shot } from './helpers';

/**
 * The master-data journey in the production demo build: create a client, give it an activity code and
 * a tariff, create an account through province/canton/district, edit the company e-mails, upload a key
 * file, add a CABYS service and an activity type, and edit an exchange rate.
 */
const CLIENTE = 'Marta Jiménez Solano';

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function menu(page: Page, item: string, group?: string) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const link = nav.getByRole('link', { name: item, exact: true });
  if (group && !(await link.isVisible())) await nav.getByRole('button', { name: group }).click();
  await link.click();
}

async function userMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /menú del usuario$/i }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('create a client with an activity code and a tariff, an account, e-mails, key file, CABYS, activity type and exchange rate', async ({
  page,
  entrar,
}) => {
  // Signed in on a light screen: the journey goes through the menus from there.
  await entrar('superadmin', '/default-layout/miCuenta');

  // A new client.
  await menu(page, 'Registro Clientes', 'Configuracion');
  await expect(page.getByRole('heading', { name: 'Listado Clientes', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo Cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo Cliente' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(CLIENTE);
  await page.getByRole('textbox', { name: 'Número Identificación' }).fill('112340567');
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('2222-3344');
  await page.getByRole('textbox', { name: 'Correo', exact: true }).fill('marta.jimenez@correo.cr');
  // Focusing contact 1 copies the client's name, e-mail and phone into it.
  await page.getByRole('textbox', { name: 'Nombre contacto 1' }).focus();
  await expect(page.getByRole('textbox', { name: 'Nombre contacto 1' })).toHaveValue(CLIENTE);
  await page.getByRole('textbox', { name: 'Correo contacto 1' }).focus();
  await page.getByRole('textbox', { name: 'Telefono contacto 1' }).focus();
  await expect(page.getByRole('textbox', { name: 'Telefono contacto 1' })).toHaveValue('2222-3344');
  await page.getByRole('textbox', { name: 'Puesto contacto 1' }).fill('Gerente general');
  await shot(page, 'maestros-cliente-nuevo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expectAviso(page, 'Un nuevo cliente ha sido agregado');
  await expect(page.getByRole('heading', { name: 'Listado Clientes', level: 1 })).toBeVisible();

  // Its activity code, found through the search box.
  await page.getByRole('textbox', { name: 'Buscar por nombre' }).fill('marta jim');
  const grid = page.getByRole('grid', { name: 'Listado Clientes' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('link', { name: `Códigos de actividad de ${CLIENTE}` }).click();
  await expect(
    page.getByRole('heading', { name: `Manejo de Codigos de Actividad para ${CLIENTE}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Agregar Código' }).click();
  const search = page.getByRole('combobox', { name: 'Buscar código de actividad' });
  await expect(search).toHaveAttribute('placeholder', 'Buscar código de actividad (mínimo 3 letras)');
  await search.pressSequentially('agente aduanero');
  const option = page.getByRole('option', { name: /^630904 - AGENTE ADUANERO FISICO O JURIDICO/ });
  await expect(option).toBeVisible();
  await shot(page, 'maestros-codigo-busqueda');
  await option.click();
  await expect(search).toHaveValue(/^630904 - AGENTE ADUANERO/);
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Guardar código nuevo' }).click();
  await expectAviso(page, 'Código guardado exitosamente');
  const codigos = page.getByRole('table', { name: 'Códigos de actividad del cliente' });
  await expect(codigos.getByRole('button', { name: 'Editar 630904' })).toBeVisible();
  await shot(page, 'maestros-codigo-guardado');

  // Its tariff.
  await page.getByRole('link', { name: 'Regresar' }).click();
  await expect(page.getByRole('heading', { name: 'Listado Clientes', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nombre' }).fill('marta jim');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('link', { name: `Tarifas de ${CLIENTE}` }).click();
  await expect(page.getByRole('heading', { name: `Tarifas para ${CLIENTE}` })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva Tarifa' }).click();
  const tarifas = page.getByRole('table', { name: 'Tarifas del cliente' });
  const fila = tarifas.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'Detalle' }) });
  await choose(page, fila, 'Servicio', 'Transporte local');
  await fila.getByRole('textbox', { name: 'Detalle' }).fill('Transporte Caldera – GAM');
  await fila.getByRole('textbox', { name: 'Monto' }).fill('1250.5');
  await choose(page, fila, 'Moneda', 'Dólares');
  await fila.getByRole('textbox', { name: 'Observacion' }).fill('Más IVA');
  await fila.getByRole('button', { name: 'Guardar tarifa nueva' }).click();
  await expectAviso(page, 'La tarifa fue guardada');
  const guardada = tarifas.getByRole('row').filter({ hasText: 'Transporte Caldera – GAM' });
  await expect(guardada).toContainText('$1,250.50');
  await expect(guardada).toContainText('Dólares');
  await shot(page, 'maestros-tarifa');

  // A new account, through province, canton and district.
  await menu(page, 'Registro Cuentas');
  await expect(page.getByRole('heading', { name: 'Listado Cuentas', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva Cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva Cuenta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Depósito Fiscal Santa Ana S.A.');
  await page.getByRole('textbox', { name: 'Iniciales' }).fill('DFS');
  await choose(page, page, 'Tipo', 'Jurídico');
  await page.getByRole('textbox', { name: 'Cédula' }).fill('3101123456');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('2203-4455');
  await page.getByRole('textbox', { name: 'Correo 1' }).fill('fe@dfsantaana.cr');
  await page.getByRole('textbox', { name: 'Correo de recepción' }).fill('recepcion@dfsantaana.cr');
  await choose(page, page, 'Provincia', 'San José');
  await expect(page.getByRole('combobox', { name: 'Cantón' })).not.toHaveAttribute('aria-disabled', 'true');
  await choose(page, page, 'Cantón', 'Santa Ana');
  await expect(page.getByRole('combobox', { name: 'Distrito' })).not.toHaveAttribute('aria-disabled', 'true');
  await choose(page, page, 'Distrito', 'Pozos');
  await page
    .getByRole('textbox', { name: 'Dirección' })
    .fill('Pozos de Santa Ana, Centro Empresarial Forum 1');
  await page
    .getByRole('textbox', { name: 'Usuario Hacienda' })
    .fill('cpj-3-101-123456@prod.comprobanteselectronicos.go.cr');
  await page.getByLabel(/^Clave Hacienda/).fill('Forum#2026');
  await page.getByLabel(/^Pin/).fill('2468');
  await page.getByRole('textbox', { name: 'Archivo Llave Criptográfica' }).fill('3101123456.p12');
  await page.getByRole('spinbutton', { name: 'Cantidad de facturas por mes' }).fill('25');
  await shot(page, 'maestros-cuenta-nueva');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expectAviso(page, 'Una nueva cuenta ha sido agregada');
  await expect(page.getByRole('heading', { name: 'Listado Cuentas', level: 1 })).toBeVisible();
  const cuentas = page.getByRole('grid', { name: 'Listado Cuentas' });
  const cuenta = cuentas.getByRole('row').filter({ hasText: 'Depósito Fiscal Santa Ana S.A.' });
  await expect(cuenta).toContainText('3101123456');
  await expect(cuenta).toContainText('Jurídico');
  await shot(page, 'maestros-cuentas');

  // The signed-in user's company e-mails.
  await userMenu(page, 'Correos Empresa');
  await expect(page.getByRole('heading', { name: /^Empresa / })).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo 1' }).fill('facturacion@nuevo-correo.cr');
  await page.getByRole('textbox', { name: 'Correo de recepción' }).fill('recepcion@nuevo-correo.cr');
  await shot(page, 'maestros-correos');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expectAviso(page, 'Los correos han sido actualizados');
  await expect(page).toHaveURL(/#\/default-layout\/dashboard$/);

  // The key file.
  await userMenu(page, 'Llave Criptografica');
  const dialog = page.getByRole('dialog', { name: 'Llave Criptografica' });
  await expect(dialog).toBeVisible();
  // A real key of the demo account (tests/fixtures/llaves, valid until 01/03/2028): it is opened with
  // its PIN before upload (D38).
  await dialog.getByLabel(/^Pin/).fill('4821');
  await dialog.locator('input[type=file]').setInputFiles('tests/fixtures/llaves/valida-aes.p12');
  await expect(dialog).toContainText('valida-aes.p12');
  await shot(page, 'maestros-llave');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Esta seguro que desea cambiar el archivo' });
  await confirm.getByRole('button', { name: /^(Aceptar|Sí)$/ }).click();
  await expectAviso(page, 'Datos de llave criptográfica actualizados!');
  await expect(dialog).toBeHidden();

  // A CABYS service.
  await menu(page, 'Servicios CABYS', 'Configuracion');
  await expect(page.getByRole('heading', { name: 'Listado Servicios Cabys', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo Servicio Cabys' }).click();
  await page.getByRole('textbox', { name: 'Código Cabys' }).fill('6722000000000');
  await page
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Servicios de almacenamiento de gases o líquidos, a granel');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expectAviso(page, 'Un nuevo servicio cabys ha sido agregado');
  await page.getByRole('textbox', { name: 'Buscar por descripción' }).fill('gases o líquidos');
  await expect(page.getByRole('grid').getByText('6722000000000')).toBeVisible();
  await shot(page, 'maestros-cabys');

  // An economic-activity type.
  await menu(page, 'Tipos de Actividad Economica', 'Configuracion');
  await page.getByRole('link', { name: 'Nuevo Tipo Actividad Economica' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo Tipo de Actividad Economica' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Código' }).fill('749201');
  await page
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Servicios de investigación y seguridad privada');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expectAviso(page, 'Un nuevo Tipo de Actividad Economica ha sido agregado');
  await expect(
    page.getByRole('heading', { name: 'Listado de Tipos de Actividad Economica', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('grid').getByText('749201')).toBeVisible();
  await shot(page, 'maestros-actividad');

  // An exchange rate.
  await menu(page, 'Tipo Cambio', 'Configuracion');
  const tipos = page.getByRole('grid', { name: 'Listado Tipos Cambio' });
  await tipos.getByRole('link', { name: 'Editar Dólares' }).click();
  await expect(page.getByRole('heading', { name: 'Tipo Cambio Dólares' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Venta' }).fill('515.25');
  await page.getByRole('spinbutton', { name: 'Compra' }).fill('508.10');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expectAviso(page, 'El tipo de cambio ha sido actualizado');
  const dolares = tipos.getByRole('row').filter({ hasText: 'Dólares' });
  await expect(dolares).toContainText('515.25');
  await expect(dolares).toContainText('508.10');
  await shot(page, 'maestros-tipo-cambio');
});
