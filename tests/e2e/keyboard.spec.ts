import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { expectAviso, test } from './test';
import { DEMO, freshDemo, shot } from './helpers';

// A busy machine (CI shares its cores) can take a while to show a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The receipt and client journeys with the keyboard alone: Tab / Shift+Tab to move, Enter / Space /
 * arrows to act, typing into fields. The test only looks (where the focus is, what the page shows);
 * it never clicks.
 */
// Two whole journeys, one key at a time.
test.describe.configure({ timeout: 180_000 });

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until the focus is on `target`; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${String(target)}`).toBe(true);
}

/** Into a data grid with Tab, down to the first row, then right along it until `link` has the focus. */
async function gridLink(page: Page, grid: Locator, link: Locator) {
  await tabTo(page, grid);
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 15 && !(await isFocused(link)); i++) await page.keyboard.press('ArrowRight');
  await expect(link).toBeFocused();
}

/** Opens a select with the keyboard and takes the option named `option`. */
async function selectOption(page: Page, select: Locator, option: string) {
  await select.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const target = listbox.getByRole('option', { name: option, exact: true });
  for (let i = 0; i < 30 && !(await isFocused(target)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toHaveText(option);
}

/** The receipt journey begins at the login; the client journey starts signed in (`entrar`). */
async function signInByKeyboard(page: Page) {
  await freshDemo(page);
  await page.goto('./#/extra-layout/login');
  const usuario = page.getByRole('textbox', { name: 'Usuario' });
  await expect(usuario).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.admin.clave);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO.admin.nombre);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

test('receipt journey by keyboard: create, save, find it in the list and open it', async ({ page }) => {
  await signInByKeyboard(page);
  await tabTo(page, nav(page).getByRole('link', { name: 'Recibos', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Listado Recibos', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Nuevo Recibo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Nuevo Recibo', level: 1 })).toBeVisible();

  const aduana = page.getByRole('combobox', { name: 'Aduana' });
  await tabTo(page, aduana);
  await selectOption(page, aduana, 'Aduana de Limón');
  const tipo = page.getByRole('combobox', { name: 'Tipo' });
  await tabTo(page, tipo);
  await selectOption(page, tipo, 'Importación Definitiva');
  const cliente = page.getByRole('combobox', { name: 'Cliente' });
  await tabTo(page, cliente);
  await page.keyboard.type('sarapiqui');
  await expect(page.getByRole('option', { name: 'Agroindustrial Sarapiquí S.A.' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cliente).toHaveValue('Agroindustrial Sarapiquí S.A.');
  const fields: [string, string][] = [
    ['Consignatario', 'Agroindustrial Sarapiquí S.A.'],
    ['Proveedor', 'John Deere Intl.'],
    ['BL', 'MSCU7654321'],
    ['Factura', 'JD-2026-0042'],
    ['Observaciones', 'Tractor, ingresado solo con teclado'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByRole('textbox', { name: label }));
    await page.keyboard.type(value);
  }
  const aforo = page.getByRole('checkbox', { name: 'Aforo Físico' });
  await tabTo(page, aforo);
  await page.keyboard.press('Space');
  await expect(aforo).toBeChecked();
  await shot(page, 'teclado-recibo');
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');

  const creado = await expectAviso(page, 'Un nuevo recibo ha sido agregado:');
  const numero = /(\d+)$/.exec(creado)![1]!;
  await expect(page.getByRole('heading', { name: 'Listado Recibos', level: 1 })).toBeVisible();

  // Find it by its number, then open it from the grid.
  await tabTo(page, page.getByRole('textbox', { name: 'Buscar' }));
  await page.keyboard.type(numero);
  const grid = page.getByRole('grid', { name: 'Listado Recibos' });
  await expect(grid.locator('[role="row"][data-rowindex]')).toHaveCount(1);
  await gridLink(page, grid, grid.getByRole('link', { name: `Editar recibo ${numero}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Recibo ${numero}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'BL' })).toHaveValue('MSCU7654321');
});

test('client journey by keyboard: identification, save, then an activity code', async ({ page, entrar }) => {
  const nombre = 'Xiomara Quirós Ledezma';
  await entrar('admin', '/default-layout/miCuenta');
  await tabTo(page, nav(page).getByRole('button', { name: 'Configuracion' }));
  await page.keyboard.press('Enter');
  await tabTo(page, nav(page).getByRole('link', { name: 'Registro Clientes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Listado Clientes', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Nuevo Cliente' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Nuevo Cliente', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Nombre', exact: true }));
  await page.keyboard.type(nombre);
  // A physical identification is 9 digits: a short one gets its dialog at save time.
  const cedula = page.getByRole('textbox', { name: 'Número Identificación' });
  await tabTo(page, cedula);
  await page.keyboard.type('11234');
  await tabTo(page, page.getByRole('textbox', { name: 'Teléfono', exact: true }));
  await page.keyboard.type('8888-1234');
  await tabTo(page, page.getByRole('textbox', { name: 'Correo', exact: true }));
  await page.keyboard.type('xiomara.quiros@correo.cr');
  // Contact 1 copies the client's name, e-mail and phone as its fields get the focus.
  await tabTo(page, page.getByRole('textbox', { name: 'Nombre contacto 1' }));
  await expect(page.getByRole('textbox', { name: 'Nombre contacto 1' })).toHaveValue(nombre);
  await tabTo(page, page.getByRole('textbox', { name: 'Correo contacto 1' }));
  await tabTo(page, page.getByRole('textbox', { name: 'Telefono contacto 1' }));
  await expect(page.getByRole('textbox', { name: 'Telefono contacto 1' })).toHaveValue('8888-1234');
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // Aceptar hands the focus to the number to correct.
  await expect(cedula).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('0567');
  await expect(cedula).toHaveValue('112340567');
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');
  await expectAviso(page, 'Un nuevo cliente ha sido agregado');
  await expect(page.getByRole('heading', { name: 'Listado Clientes', level: 1 })).toBeVisible();

  // Its activity code: find the client, open its codes from the grid, search and pick a code.
  await tabTo(page, page.getByRole('textbox', { name: 'Buscar por nombre' }));
  await page.keyboard.type('xiomara quiros');
  const grid = page.getByRole('grid', { name: 'Listado Clientes' });
  await expect(grid.locator('[role="row"][data-rowindex]')).toHaveCount(1);
  await gridLink(page, grid, grid.getByRole('link', { name: `Códigos de actividad de ${nombre}` }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: `Manejo de Codigos de Actividad para ${nombre}` }),
  ).toBeVisible();
  const agregar = page.getByRole('button', { name: 'Agregar Código' });
  await expect(agregar).toBeEnabled();
  await tabTo(page, agregar);
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Buscar código de actividad' });
  await expect(search).toBeFocused();
  await page.keyboard.type('agente aduanero');
  await expect(page.getByRole('option', { name: /^630904 - AGENTE ADUANERO/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue(/^630904 - AGENTE ADUANERO/);
  await tabTo(page, page.getByRole('button', { name: 'Guardar código nuevo' }));
  await page.keyboard.press('Enter');
  await expectAviso(page, 'Código guardado exitosamente');
  const codigos = page.getByRole('table', { name: 'Códigos de actividad del cliente' });
  await expect(codigos.getByRole('button', { name: 'Editar 630904' })).toBeVisible();
  await shot(page, 'teclado-cliente-codigo');
});
