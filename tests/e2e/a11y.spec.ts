import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, freshDemo, shot, type DemoUser } from './helpers';

// A busy machine (CI shares its cores) can take a while to show a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * axe (WCAG 2.0/2.1 A and AA) on every screen of today's app, as admin and as usuario (and the
 * account screens as super admin, the only role that has them): lists, forms new and edit, every
 * dialog, open editing rows, open date pickers and menus, and the login. Nothing serious or critical
 * may be found. One browser context per role, signed in once, screens visited in sequence within the
 * single-page app (a hash change, not a reload).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Finding = { id: string; impact: string; help: string; targets: string[] };
type Report = Record<string, { serious: number; all: number; ms: number; findings: Finding[] }>;

let report: Report = {};

/**
 * axe on `within`: by default the screen's own content (`main`): the shell around it (menu, navbar)
 * is the same on every screen and is audited whole on the Panel and wherever a flash shows ('page');
 * a dialog, menu or picker is audited alone (the page behind it is hidden from assistive technology).
 */
async function audit(page: Page, screen: string, within = 'main') {
  // Let an opening dialog, menu or picker finish its transition so that axe sees its final colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const started = Date.now();
  // Only the violations are wanted (axe then skips detailing every passing node), and the page has no
  // cross-origin frames: axe.run in the page itself, without a blank page per analysis to finish in.
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (within !== 'page') builder.include(within);
  const result = await builder.analyze();
  const findings = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  const serious = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  report[screen] = { serious: serious.length, all: findings.length, ms: Date.now() - started, findings };
  expect
    .soft(
      serious.map((f) => `${f.impact} ${f.id} (${f.help}): ${f.targets.join(' | ')}`),
      `axe on ${screen}`,
    )
    .toEqual([]);
}

/** Every screen's findings (all impacts) in test-results/a11y/<test>.json, for the record. */
test.beforeEach(() => {
  report = {};
});
test.afterEach(() => {
  const info = test.info();
  mkdirSync('test-results/a11y', { recursive: true });
  writeFileSync(`test-results/a11y/${info.title.split(':')[0]}.json`, JSON.stringify(report, null, 2));
});

async function session(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await freshDemo(page);
  await page.goto('./#/extra-layout/login');
  await expect(page.getByRole('heading', { name: 'Ingrese su usuario y clave' })).toBeVisible();
  return { context, page };
}

async function signIn(page: Page, user: DemoUser) {
  await page.getByRole('textbox', { name: 'Usuario' }).fill(user);
  await page.getByLabel('Clave', { exact: true }).fill(DEMO[user].clave);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO[user].nombre);
}

/** Same-document navigation: the app stays loaded, the router follows the hash. */
async function go(page: Page, path: string, heading: string | RegExp) {
  await page.evaluate((hash) => (window.location.hash = hash), `#/default-layout/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

async function closeDialog(page: Page, button = 'Aceptar') {
  await dialog(page).getByRole('button', { name: button }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** The first row link of a grid (its href), to open an edit screen of real data. */
async function firstHref(page: Page, grid: string, link: RegExp): Promise<string> {
  const a = page.getByRole('grid', { name: grid }).getByRole('link', { name: link }).first();
  await expect(a).toBeVisible();
  const href = (await a.getAttribute('href')) ?? '';
  return href.replace(/^#\/default-layout\//, '');
}

async function openPicker(page: Page, scope: Locator) {
  await scope.getByRole('button', { name: /^Elige fecha/ }).click();
  await expect(page.getByRole('dialog').or(page.getByRole('grid'))).not.toHaveCount(0);
}

async function walk(page: Page, role: 'admin' | 'usuario') {
  const admin = role === 'admin';
  const p = (s: string) => `${role}: ${s}`;

  await test.step('dashboard and menus', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit(page, p('dashboard'), 'page');
    await page.getByRole('button', { name: 'Menú del usuario' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit(page, p('user menu open'), '#user-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.evaluate(() => (window.location.hash = '#/default-layout/no-existe'));
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible();
    await audit(page, p('not found'));
  });

  await test.step('Mi Cuenta', async () => {
    await go(page, 'miCuenta', 'Mi Cuenta');
    await audit(page, p('Mi Cuenta'));
    const nombre = page.getByRole('textbox', { name: 'Nombre' });
    await nombre.fill('');
    await nombre.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, p('Mi Cuenta: required-fields alert'), '.MuiDialog-root');
    await closeDialog(page);
    await audit(page, p('Mi Cuenta: field messages'), 'page');
  });

  await test.step('company e-mails and key file', async () => {
    await go(page, 'editEmpresa', /^Empresa /);
    await audit(page, p('Correos Empresa'));
    await page.evaluate(() => (window.location.hash = '#/default-layout/cargarLlaveCriptografica'));
    const llave = page.getByRole('dialog', { name: 'Llave Criptografica' });
    await expect(llave).toBeVisible();
    await audit(page, p('key-file dialog'), '.MuiDialog-root');
    await llave.getByRole('button', { name: 'Guardar' }).click();
    await expect(llave.getByText(/pin/i).first()).toBeVisible();
    await audit(page, p('key-file dialog: messages'), '.MuiDialog-root');
    await llave.getByRole('button', { name: 'Cerrar' }).click();
    await expect(llave).toHaveCount(0);
  });

  await test.step('receipts', async () => {
    await go(page, 'recibos', 'Listado Recibos');
    await expect(page.locator('[role="row"][data-rowindex]').first()).toBeVisible();
    await audit(page, p('Listado Recibos'));
    await page
      .getByRole('button', { name: /^Clonar recibo / })
      .first()
      .click();
    await expect(dialog(page)).toBeVisible();
    await audit(page, p('Listado Recibos: clone confirmation'), '.MuiDialog-root');
    // The admin clones it: 'Facturación manual' opens only for a correlated receipt (the clone).
    await closeDialog(page, admin ? 'Clonar' : 'Cancelar');
    if (admin) await expect(page.getByRole('status').filter({ hasText: 'Se clono el recibo' })).toBeVisible();

    await go(page, 'add-recibo', 'Nuevo Recibo');
    await audit(page, p('Nuevo Recibo'));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Por favor completar todos los campos requeridos').first()).toBeVisible();
    await audit(page, p('Nuevo Recibo: field messages'), 'page');
    await openPicker(page, page.getByRole('group', { name: 'Fecha DUA' }).locator('..'));
    await audit(page, p('Nuevo Recibo: date picker open'), '[role="dialog"]');
    await page.keyboard.press('Escape');

    await go(page, 'recibos?estado=FINALIZADO', 'Listado Recibos');
    const edit = await firstHref(page, 'Listado Recibos', /^Editar recibo /);
    await go(page, edit, /^Recibo \d+/);
    await audit(page, p('Recibo (edit, invoiced)'));

    if (admin) {
      await go(page, 'recibos-filtros', 'Consultas Recibos');
      await audit(page, p('Consultas Recibos'));
      await openPicker(page, page.getByRole('group', { name: 'Fecha Inicio' }).locator('..'));
      await audit(page, p('Consultas Recibos: date picker open'), '[role="dialog"]');
      await page.keyboard.press('Escape');

      await go(page, 'recibos', 'Listado Recibos');
      // Newest first: the clone heads the list.
      const manual = await firstHref(page, 'Listado Recibos', /^Asignar factura al recibo /);
      await go(page, manual, /^Facturacion Recibo: /);
      await audit(page, p('Facturación manual'));
    }
  });

  await test.step('clients', async () => {
    await go(page, 'clientes', 'Listado Clientes');
    await expect(page.locator('[role="row"][data-rowindex]').first()).toBeVisible();
    await audit(page, p('Listado Clientes'));
    const edit = await firstHref(page, 'Listado Clientes', /^Editar /);
    const codigos = await firstHref(page, 'Listado Clientes', /^Códigos de actividad de /);
    const tarifas = admin ? await firstHref(page, 'Listado Clientes', /^Tarifas de /) : '';

    await go(page, 'add-client', 'Nuevo Cliente');
    await audit(page, p('Nuevo Cliente'));
    await page.getByRole('textbox', { name: 'Número Identificación' }).fill('12');
    await page.getByRole('textbox', { name: 'Número Identificación' }).press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, p('Nuevo Cliente: identification dialog'), '.MuiDialog-root');
    await closeDialog(page);
    await audit(page, p('Nuevo Cliente: field messages'));

    await go(page, edit, /^Cliente /);
    await audit(page, p('Cliente (edit)'));

    await go(page, codigos, /^Manejo de Codigos de Actividad para /);
    await audit(page, p('Códigos de actividad'));
    await page.getByRole('button', { name: 'Agregar Código' }).click();
    const search = page.getByRole('combobox', { name: 'Buscar código de actividad' });
    await search.pressSequentially('agente');
    await expect(page.getByRole('option').first()).toBeVisible();
    await audit(page, p('Códigos de actividad: open row with results'), 'page');
    await page.getByRole('button', { name: 'Cancelar código nuevo' }).click();
    const borrar = page.getByRole('button', { name: /^Borrar \d+/ }).first();
    if (await borrar.count()) {
      await borrar.click();
      await expect(dialog(page)).toBeVisible();
      await audit(page, p('Códigos de actividad: delete confirmation'), '.MuiDialog-root');
      await closeDialog(page, 'Cancelar');
    }

    if (admin) {
      await go(page, tarifas, /^Listado Tarifas$/);
      await audit(page, p('Tarifas'));
      await page.getByRole('button', { name: 'Nueva Tarifa' }).click();
      await page.getByRole('textbox', { name: 'Detalle' }).fill('');
      await page.getByRole('button', { name: 'Guardar tarifa nueva' }).click();
      await audit(page, p('Tarifas: open row with messages'));
      await page.getByRole('button', { name: 'Cancelar tarifa nueva' }).click();
      const borrarTarifa = page.getByRole('button', { name: /^Borrar / }).first();
      if (await borrarTarifa.count()) {
        await borrarTarifa.click();
        await expect(dialog(page)).toBeVisible();
        await audit(page, p('Tarifas: delete confirmation'), '.MuiDialog-root');
        await closeDialog(page, 'Cancelar');
      }
    }
  });

  await test.step('exchange rates, CABYS, activity types', async () => {
    await go(page, 'tipo-cambio', 'Listado Tipos Cambio');
    await audit(page, p('Listado Tipos Cambio'));
    const tc = await firstHref(page, 'Listado Tipos Cambio', /^Editar /);
    await go(page, 'add-tipo-cambio', 'Nuevo Tipo Cambio');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Por favor completar todos los campos requeridos').first()).toBeVisible();
    await audit(page, p('Nuevo Tipo Cambio: field messages'));
    await go(page, tc, /^Tipo Cambio /);
    await audit(page, p('Tipo Cambio (edit)'));

    await go(page, 'servicio-cabys', 'Listado Servicios Cabys');
    await audit(page, p('Listado Servicios Cabys'));
    const cabys = await firstHref(page, 'Listado Servicios Cabys', /^Editar /);
    await go(page, 'add-servicio-cabys', 'Nuevo Servicio Cabys');
    await audit(page, p('Nuevo Servicio Cabys'));
    await page.getByRole('textbox', { name: 'Código Cabys' }).fill('123');
    await page.getByRole('textbox', { name: 'Código Cabys' }).press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, p('Nuevo Servicio Cabys: code alert'), '.MuiDialog-root');
    await closeDialog(page);
    await go(page, cabys, 'Forma Servicio Cabys');
    await audit(page, p('Servicio Cabys (edit)'));

    await go(page, 'tipo-actividad-economica', 'Listado de Tipos de Actividad Economica');
    await audit(page, p('Listado Tipos de Actividad'));
    const tipo = await firstHref(page, 'Listado de Tipos de Actividad Economica', /^Editar /);
    await go(page, 'add-tipo-actividad-economica', 'Nuevo Tipo de Actividad Economica');
    await page.getByRole('textbox', { name: 'Código' }).fill('12');
    await page.getByRole('textbox', { name: 'Código' }).press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, p('Nuevo Tipo de Actividad: code alert'), '.MuiDialog-root');
    await closeDialog(page);
    await audit(page, p('Nuevo Tipo de Actividad: field messages'));
    await go(page, tipo, 'Forma Tipo de Actividad Economica');
    await audit(page, p('Tipo de Actividad (edit)'));
  });

  await test.step('unsaved changes and demo reset confirmations', async () => {
    await go(page, 'add-tipo-cambio', 'Nuevo Tipo Cambio');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Yenes');
    await page.getByRole('link', { name: 'Regresar' }).click();
    await expect(dialog(page)).toBeVisible();
    await audit(page, p('unsaved-changes confirmation'), '.MuiDialog-root');
    await closeDialog(page, 'Descartar');
  });

  await test.step('style guide', async () => {
    await go(page, 'file', 'Guía de estilo');
    await audit(page, p('style guide'));
  });
}

test('admin: every screen passes axe (no serious or critical violation)', async ({ browser }) => {
  test.setTimeout(480_000);
  const { context, page } = await session(browser);
  await audit(page, 'login', 'page');
  await page.getByRole('textbox', { name: 'Usuario' }).press('Enter');
  await expect(page.getByText('Usuario es requerido')).toBeVisible();
  await audit(page, 'login: field messages', 'page');
  await signIn(page, 'admin');
  await walk(page, 'admin');
  await context.close();
});

test('usuario: every screen passes axe (no serious or critical violation)', async ({ browser }) => {
  test.setTimeout(480_000);
  const { context, page } = await session(browser);
  await signIn(page, 'usuario');
  await walk(page, 'usuario');
  await context.close();
});

test('superadmin: the account screens pass axe', async ({ browser }) => {
  const { context, page } = await session(browser);
  await signIn(page, 'superadmin');
  await go(page, 'empresas', 'Listado Cuentas');
  await audit(page, 'superadmin: Listado Cuentas');
  const edit = await firstHref(page, 'Listado Cuentas', /^Editar /);
  await go(page, 'add-empresa', 'Nueva Cuenta');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await audit(page, 'superadmin: Nueva Cuenta: field messages', 'page');
  await go(page, edit, /^Empresa /);
  await audit(page, 'superadmin: Cuenta (edit)');
  await context.close();
});

test('style guide: every section passes axe, with its row, picker, messages and dialogs open', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await session(browser);
  await signIn(page, 'admin');
  await go(page, 'alert', 'Guía de estilo');
  const section = (name: string) => page.getByRole('region', { name });
  // The sample load fails first (LoadError with Reintentar), the charts draw on their canvas.
  await expect(section('Estados de carga').getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(section('Gráficos').locator('canvas')).toHaveCount(2);
  await audit(page, 'style guide', 'page');
  await shot(page, 'guia-estilo');

  await section('Estados de carga').getByRole('button', { name: 'Reintentar' }).click();
  await expect(section('Estados de carga').getByText('3 registros cargados')).toBeVisible();

  const editable = section('Tabla editable');
  await editable.getByRole('button', { name: 'Editar detalle 2' }).click();
  await expect(editable.getByRole('textbox', { name: 'Precio Unidad' })).toBeVisible();
  await audit(page, 'style guide: open editable row');
  await editable.scrollIntoViewIfNeeded();
  await shot(page, 'guia-estilo-tabla-editable');
  await editable.getByRole('button', { name: 'Cancelar detalle 2' }).click();

  const form = section('Campos de formulario');
  await form.getByRole('button', { name: 'Validar' }).click();
  await expect(form.getByText('Este campo es requerido')).toHaveCount(3);
  await audit(page, 'style guide: field messages', 'page');
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'guia-estilo-formulario');
  await openPicker(page, form);
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'style guide: date picker', '[role="dialog"]');
  await page.keyboard.press('Escape');

  await section('Mensajes y diálogos').getByRole('button', { name: 'Confirmación' }).click();
  await expect(dialog(page)).toBeVisible();
  await audit(page, 'style guide: confirmation', '.MuiDialog-root');
  await closeDialog(page);

  await section('Catálogo').scrollIntoViewIfNeeded();
  await shot(page, 'guia-estilo-catalogo');
  await section('Gráficos').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400); // the charts' 300 ms entrance
  await shot(page, 'guia-estilo-graficos');
  await context.close();
});
