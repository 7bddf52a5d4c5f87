import { expect } from '@playwright/test';
import { expectAviso, test } from './test';
import { DEMO, freshDemo, shot, signIn } from './helpers';

const SEED_MENU = ['Panel', 'Facturación', 'Confirmación Gastos', 'Resumen Ingresos'];
const CONFIG = ['Registro Clientes', 'Servicios CABYS', 'Tipos de Actividad Economica', 'Tipo Cambio'];

// The sign-in through the login form is this test's subject; the others start signed in, straight on
// their screen. One role walks it: each role's menu is in tests/integration/app/shell.test.tsx.
test('superadmin: signs in, walks the menu, opens the dropdown and signs out', async ({ page }) => {
  await freshDemo(page);
  await signIn(page, 'superadmin');
  await expect(page).toHaveURL(/#\/default-layout\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Modo demostración' })).toBeVisible();
  await expect(page.getByText('Version 6.0.3')).toBeVisible();
  await shot(page, 'shell-superadmin-dashboard');

  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  for (const label of SEED_MENU)
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Registro Cuentas' })).toHaveCount(1);

  // Configuracion opens on click and closes on a second click.
  await nav.getByRole('button', { name: 'Configuracion' }).click();
  for (const label of CONFIG) await expect(nav.getByRole('link', { name: label })).toBeVisible();
  await nav.getByRole('link', { name: 'Tipo Cambio' }).click();
  await expect(page.getByRole('heading', { name: 'Listado Tipos Cambio' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Dólares', exact: true })).toBeVisible();
  await shot(page, 'shell-superadmin-tipo-cambio');
  await nav.getByRole('button', { name: 'Configuracion' }).click();
  await expect(nav.getByRole('link', { name: 'Tipo Cambio' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Facturación' }).click();
  await expect(page).toHaveURL(/facturas$/);

  // The user dropdown, its overlay, and Salir.
  await page.getByRole('button', { name: /menú del usuario$/i }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Mi Cuenta', 'Llave Criptografica', 'Correos Empresa', 'Salir']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await shot(page, 'shell-superadmin-dropdown');
  await page.mouse.click(200, 700);
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.getByRole('button', { name: /menú del usuario$/i }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/#\/extra-layout\/login$/);
  // The login ends the session as it opens: the address changes first.
  await expect(page.getByRole('heading', { name: 'Ingrese su usuario y clave' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('Mi Cuenta changes the name and the password for real', async ({ page, entrar }) => {
  await entrar('coordinador', '/default-layout/miCuenta');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Silvia Porras H.');
  await page.getByLabel(/^Clave actual/).fill('coordinador');
  await page.getByLabel(/^Clave nueva/).fill('nueva-clave');
  await page.getByLabel(/^Reingresar clave/).fill('nueva-clave');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expectAviso(page, 'Los datos del usuario fueron actualizados');
  await expect(page.getByTestId('navbar-user-name')).toHaveText('Silvia Porras H.');
  // The demo keeps what it confirmed, even through a reload at once (it saves a moment after a
  // change, so it must save when the page goes too); the new password works.
  await page.reload();
  await expect(page.getByTestId('navbar-user-name')).toHaveText('Silvia Porras H.');
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Silvia Porras H.');
  await shot(page, 'shell-mi-cuenta');
  await page.goto('./#/extra-layout/login');
  await page.getByRole('textbox', { name: 'Usuario' }).fill('coordinador');
  await page.getByLabel('Clave', { exact: true }).fill('nueva-clave');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('navbar-user-name')).toHaveText('Silvia Porras H.');
});

test('two tabs, two users: signing in as someone else in one tab takes the other tab to that user at once', async ({
  page,
  context,
  entrar,
}) => {
  // Tab A: the admin on the receipts list, with the admin's Facturación column.
  await entrar('admin', '/default-layout/recibos');
  await expect(page.getByRole('columnheader', { name: 'Facturación' })).toBeVisible();
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO.admin.nombre);

  // Tab B: the same browser, another user signs in.
  const b = await context.newPage();
  await b.goto('./#/extra-layout/login');
  await signIn(b, 'usuario');
  await expect(b.getByTestId('navbar-user-name')).toHaveText(DEMO.usuario.nombre);

  // Tab A drops the admin's screen and data at once and shows the user's.
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO.usuario.nombre);
  await expectAviso(page, 'Se ingresó como usuario en otra pestaña');
  await expect(page.getByRole('heading', { name: 'Listado Recibos' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Facturación' })).toHaveCount(0);
  await shot(page, 'shell-otra-identidad');
});
