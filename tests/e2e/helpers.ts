import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = {
  superadmin: { clave: 'superadmin', nombre: 'Andrea Campos Villalobos' },
  admin: { clave: 'admin', nombre: 'Roberto Méndez Soto' },
  coordinador: { clave: 'coordinador', nombre: 'Silvia Porras Herrera' },
  usuario: { clave: 'usuario', nombre: 'Jorge Arias Navarro' },
} as const;

export type DemoUser = keyof typeof DEMO;

/** Screenshots kept as CI artifacts under test-results/screens/. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}

/**
 * Waits for an element that is not on the page yet. Playwright's `expect(…).toBeVisible()` renders
 * the whole page's accessibility tree at every retry while the element is missing (for its failure
 * message: microsoft/playwright#41098), a large share of the page's CPU while a screen loads;
 * `waitFor` only looks for the element. Assertions on what shows follow as usual.
 */
export function aparece(locator: Locator, timeout = 15_000) {
  return locator.waitFor({ state: 'visible', timeout });
}

/**
 * A clean demo store, signed out, on the login: each test has a new context, so its storage is empty
 * and the demo seeds afresh. Only for tests whose subject is the login; the others start signed in
 * (`entrar` in test.ts).
 */
export async function freshDemo(page: Page) {
  await page.goto('./');
  // Once the app has started and sent the signed-out visitor to the login (a sign-in right after
  // must not move the page while it boots). A fresh context starts the whole demo (its backend,
  // seeded store), which beside the first sign-ins' slowed pages outlasts the usual wait.
  await aparece(page.getByRole('heading', { name: 'Ingrese su usuario y clave' }), 30_000);
}

export async function signIn(page: Page, user: DemoUser, path = '') {
  const login = `#/extra-layout/login${path ? `?redirectTo=${encodeURIComponent(path)}` : ''}`;
  // Already there (a fresh demo lands on the login): going again would reload the app mid-start.
  if (new URL(page.url()).hash !== login) await page.goto(`./${login}`);
  await aparece(page.getByRole('heading', { name: 'Ingrese su usuario y clave' }));
  await page.getByRole('textbox', { name: 'Usuario' }).fill(user);
  await page.getByLabel('Clave', { exact: true }).fill(DEMO[user].clave);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await aparece(page.getByTestId('navbar-user-name'));
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO[user].nombre);
}

/**
 * Signs in as `user` through the login form on `page`, a page kept for this, landing on Mi Cuenta rather
 * than the Panel, and gives the token the demo signed: any later context may start with it, since the
 * demo backend checks the token's signature and finds the same users in every freshly seeded store.
 * The page is then left on the login, which ends the session as it opens: signed out, nothing of the
 * app runs there between sign-ins, and one page (one app start) serves every role.
 */
export async function fichaDemo(page: Page, user: DemoUser): Promise<string> {
  const destino = '/default-layout/miCuenta';
  const login = `./#/extra-layout/login?redirectTo=${encodeURIComponent(destino)}`;
  const titulo = page.getByRole('heading', { name: 'Ingrese su usuario y clave' });
  if (page.url() === 'about:blank') {
    await page.goto(login);
    await aparece(titulo, 30_000);
  }
  await signIn(page, user, destino);
  const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
  await page.goto(login);
  await aparece(titulo);
  return token;
}

/**
 * Opens `page` signed in as `user` with `token`, straight on `ruta` (`consulta` before the `#`): the app starts once, with
 * the demo freshly seeded (the context's storage is empty), and neither the login nor the Panel runs.
 * The token goes into an empty storage only, so that a reload, a new tab or a sign-out later in the
 * test finds the session the app left, as a person's browser would.
 */
export async function entrarCon(page: Page, user: DemoUser, token: string, ruta: string, consulta = '') {
  await page.context().addInitScript(
    ([clave, ficha]) => {
      try {
        if (localStorage.length === 0) localStorage.setItem(clave!, ficha!);
      } catch {
        // A document without storage (about:blank): nothing to set.
      }
    },
    ['access_token', token],
  );
  await page.goto(`./${consulta}#${ruta}`);
  await aparece(page.getByTestId('navbar-user-name'), 30_000);
  await expect(page.getByTestId('navbar-user-name')).toHaveText(DEMO[user].nombre);
}

/** The number a Panel card shows (its link is named '{titulo} {n} Ver en {lista}'). */
export async function cifraPanel(page: Page, titulo: string): Promise<number> {
  const name = await page.getByRole('link', { name: new RegExp(`^${titulo} [\\d,]+ `) }).textContent();
  return Number(/([\d,]+)/.exec(name ?? '')![1]!.replace(/,/g, ''));
}
