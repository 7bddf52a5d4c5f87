import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { expectAviso, grabarAvisos, olvidarAvisos, test } from './test';
import { DEMO, freshDemo, shot } from './helpers';

// A busy machine (CI shares its cores) can take a while to show a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Every first click counts: on every form, a field is made invalid and, while it still has the focus,
 * the form's button is pressed ONCE with a real mouse click (down and up at the button's centre). The
 * field's message appears as it loses focus; the press must still act (its flash, dialog or the
 * messages only a submit shows). And a message dialog opens in the same frame as the press, so that
 * typing on right after it never lands in the wrong place.
 *
 * One browser page, signed in once as super admin (the only role that has every form), walks the forms
 * in sequence.
 */
test.describe.configure({ mode: 'default' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await grabarAvisos(page.context());
  // On the login, whose form is the first test's subject; the walk then signs in through it once.
  await freshDemo(page);
});

test.afterAll(async () => {
  await page.close();
});

async function signInOnce() {
  if (await page.getByTestId('navbar-user-name').isVisible()) return;
  if (!page.url().includes('/extra-layout/login')) await page.goto('./#/extra-layout/login');
  await page.getByRole('textbox', { name: 'Usuario' }).fill('superadmin');
  await page.getByLabel('Clave', { exact: true }).fill(DEMO.superadmin.clave);
  await page.getByRole('textbox', { name: 'Usuario' }).press('Enter');
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO.superadmin.nombre);
}

/** Opens a screen in the running app; a form left with changes asks first: discard them. */
async function go(path: string, ready: Locator) {
  await signInOnce();
  // The previous test's flashes must not answer for this one: close those still shown, and forget all.
  for (const close of await page.getByRole('button', { name: 'Cerrar mensaje' }).all()) {
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  olvidarAvisos(page);
  // A hash change: the router follows it, and nothing waits for a page load that never comes.
  await page.evaluate((hash) => (window.location.hash = hash), `#/default-layout/${path}`);
  const descartar = page.getByRole('dialog').getByRole('button', { name: 'Descartar' });
  await expect(ready.or(descartar)).toBeVisible();
  if (await descartar.isVisible()) await descartar.click();
  await expect(ready).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const heading = (name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
const REQUERIDOS = 'Por favor completar todos los campos requeridos';

/** Types into a field and empties it again: its 'required' message shows when it loses focus. */
async function emptied(field: Locator) {
  await field.fill('x');
  await field.fill('');
  await expect(field).toBeFocused();
}

/** The one press: a real mouse click on the button, while the invalid field still has the focus. */
async function pressOnce(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await page.click(await selectorOf(button));
}

/** page.click needs a selector: tag the located button with a one-off attribute. */
async function selectorOf(button: Locator): Promise<string> {
  const tag = `fc-${Math.random().toString(36).slice(2)}`;
  await button.evaluate((el, t) => el.setAttribute('data-first-click', t), tag);
  return `[data-first-click="${tag}"]`;
}

test('login', async () => {
  await page.goto('./#/extra-layout/login');
  const usuario = page.getByRole('textbox', { name: 'Usuario' });
  await emptied(usuario);
  await pressOnce(page.getByRole('button', { name: 'Ingresar' }));
  // Leaving Usuario shows only its own message; the Clave message needs the submit.
  await expect(page.getByText('Clave es requerido')).toBeVisible();
  await expect(page.getByText('Usuario es requerido')).toBeVisible();
});

test('Mi Cuenta', async () => {
  await go('miCuenta', heading('Mi Cuenta'));
  const nombre = page.getByRole('textbox', { name: 'Nombre' });
  await emptied(nombre);
  await pressOnce(page.getByRole('button', { name: 'Guardar Cambios' }));
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText('Favor ingresar los datos de los campos requeridos.');
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  await shot(page, 'first-click-mi-cuenta');
  await alerta.getByRole('button', { name: 'Aceptar' }).click();
});

test('client', async () => {
  await go('add-client', heading('Nuevo Cliente'));
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana Quesada');
  await page.getByRole('textbox', { name: 'Correo', exact: true }).fill('ana@');
  await pressOnce(page.getByRole('button', { name: 'Guardar' }));
  await expectAviso(page, REQUERIDOS);
  await expect(page.getByText('Debe ingresar un correo válido')).toBeVisible();
  await shot(page, 'first-click-cliente');
});

test('account (empresa)', async () => {
  await go('add-empresa', heading('Nueva Cuenta'));
  await emptied(page.getByRole('textbox', { name: 'Nombre', exact: true }));
  await pressOnce(page.getByRole('button', { name: 'Guardar' }));
  await expectAviso(page, REQUERIDOS);
  await expect(page.getByText('Las iniciales son requeridas')).toBeVisible();
  await shot(page, 'first-click-cuenta');
});

test('company e-mails (editEmpresa)', async () => {
  await go('editEmpresa', heading(/^Empresa /));
  await emptied(page.getByRole('textbox', { name: 'Correo 1' }));
  await pressOnce(page.getByRole('button', { name: 'Guardar' }));
  await expectAviso(page, REQUERIDOS);
});

test('key file dialog', async () => {
  await go('cargarLlaveCriptografica', page.getByRole('dialog', { name: 'Llave Criptografica' }));
  const dialog = page.getByRole('dialog', { name: 'Llave Criptografica' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'llave.p12',
    mimeType: 'application/x-pkcs12',
    buffer: Buffer.from([0x30, 0x82, 0x0a, 0x1f]),
  });
  await emptied(dialog.getByLabel(/^Pin/));
  await pressOnce(dialog.getByRole('button', { name: 'Guardar' }));
  await expect(dialog.getByText('Debe indicar un pin valido antes de subir el archivo')).toBeVisible();
  // A file is chosen: closing asks first. Left open, the question would take the next screen's
  // navigation and, answered there, go to the Panel instead.
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  const descartar = page.getByRole('dialog', { name: '¿Descartar los cambios sin guardar?' });
  await descartar.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/default-layout\/dashboard$/);
});

test('receipt', async () => {
  await go('add-recibo', heading('Nuevo Recibo'));
  await emptied(page.getByRole('textbox', { name: 'Consignatario' }));
  await pressOnce(page.getByRole('button', { name: 'Guardar' }));
  await expectAviso(page, REQUERIDOS);
  await expect(page.getByText('Seleccione la aduana')).toBeVisible();
  await shot(page, 'first-click-recibo');
});

test('exchange rate', async () => {
  await go('add-tipo-cambio', heading('Nuevo Tipo Cambio'));
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Y');
  await pressOnce(page.getByRole('button', { name: 'Guardar' }));
  await expectAviso(page, REQUERIDOS);
});

test('CABYS service', async () => {
  await go('add-servicio-cabys', heading('Nuevo Servicio Cabys'));
  await emptied(page.getByRole('textbox', { name: 'Descripción' }));
  await pressOnce(page.getByRole('button', { name: 'Guardar' }));
  await expectAviso(page, REQUERIDOS);
});

test('activity type', async () => {
  await go('add-tipo-actividad-economica', heading('Nuevo Tipo de Actividad Economica'));
  await emptied(page.getByRole('textbox', { name: 'Descripción' }));
  await pressOnce(page.getByRole('button', { name: 'Guardar' }));
  await expectAviso(page, REQUERIDOS);
});

/** The first client's row link in 'Listado Clientes'. */
async function clientLink(name: RegExp) {
  await go('clientes', heading('Listado Clientes'));
  const link = page.getByRole('grid', { name: 'Listado Clientes' }).getByRole('link', { name }).first();
  await expect(link).toBeVisible();
  return ((await link.getAttribute('href')) ?? '').replace(/^#\/default-layout\//, '');
}

test('tariffs (editable table)', async () => {
  const tarifas = await clientLink(/^Tarifas de /);
  await go(tarifas, heading('Listado Tarifas'));
  await page.getByRole('button', { name: 'Nueva Tarifa' }).click();
  await emptied(page.getByRole('textbox', { name: 'Detalle' }));
  await pressOnce(page.getByRole('button', { name: 'Guardar tarifa nueva' }));
  // Monto was never touched: its message shows only because Guardar was taken.
  await expect(page.getByText('El monto debe ser mayor a 0')).toBeVisible();
  await expect(page.getByText('El detalle es requerido')).toBeVisible();
  await shot(page, 'first-click-tarifa');
  await page.getByRole('button', { name: 'Cancelar tarifa nueva' }).click();
});

test('activity codes (editable table)', async () => {
  const codigos = await clientLink(/^Códigos de actividad de /);
  await go(codigos, heading(/^Manejo de Codigos de Actividad para /));
  await page.getByRole('button', { name: 'Agregar Código' }).click();
  const search = page.getByRole('combobox', { name: 'Buscar código de actividad' });
  await search.pressSequentially('ag');
  await expect(search).toBeFocused();
  await pressOnce(page.getByRole('button', { name: 'Guardar código nuevo' }));
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText('Debe ingresar un código válido');
  await alerta.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: 'Cancelar código nuevo' }).click();
});

/**
 * The alert a failed save opens is there at the first frame after the press, on a busy machine: the
 * CPU slowed 4×, and any script fetched after the form showed answered 0.5 s late (the page is reloaded
 * first, so that no earlier dialog has brought its code in already). The user then dismisses it with
 * Enter and types on into the field it hands the focus back to: nothing typed is lost.
 */
for (const form of [
  {
    name: 'CABYS',
    path: 'add-servicio-cabys',
    title: 'Nuevo Servicio Cabys',
    field: 'Código Cabys',
    first: '123',
    rest: '4567890123',
    alert: 'El codigo debe contener 13 caracteres',
  },
]) {
  test(`${form.name}: the code alert opens with the press and never takes typing`, async () => {
    await go(form.path, heading(form.title));
    await page.reload();
    await expect(heading(form.title)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    const codigo = page.getByRole('textbox', { name: form.field, exact: true });
    await codigo.fill(form.first);
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      // What the page shows at the first frame after the click.
      await page.evaluate(() => {
        const w = window as unknown as { atNextFrame?: Promise<unknown> };
        w.atNextFrame = new Promise((resolve) => {
          const look = () =>
            resolve({
              open: document.querySelector('[role="alertdialog"]') !== null,
              focusInside: document.activeElement?.closest('[role="alertdialog"]') != null,
            });
          document.addEventListener('click', () => requestAnimationFrame(look), {
            capture: true,
            once: true,
          });
        });
      });
      await pressOnce(page.getByRole('button', { name: 'Guardar' }));
      const state = await page.evaluate(
        () => (window as unknown as { atNextFrame: Promise<unknown> }).atNextFrame,
      );
      expect(state).toEqual({ open: true, focusInside: true });
      await expect(page.getByRole('alertdialog')).toContainText(form.alert);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(codigo).toBeFocused();
      await page.keyboard.type(form.rest);
      await expect(codigo).toHaveValue(form.first + form.rest);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      await page.unrouteAll();
    }
  });
}
