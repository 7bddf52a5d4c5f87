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

/** A clean demo store for each test: the data lives in the browser's localStorage. */
/**
 * Waits for an element that is not on the page yet. Playwright's `expect(…).toBeVisible()` renders
 * the whole page's accessibility tree at every retry while the element is missing (for its failure
 * message: microsoft/playwright#41098), a large share of the page's CPU while a screen loads;
 * `waitFor` only looks for the element. Assertions on what shows follow as usual.
 */
export function aparece(locator: Locator, timeout = 15_000) {
  return locator.waitFor({ state: 'visible', timeout });
}

export async function freshDemo(page: Page) {
  await page.goto('./');
  // Once the app has started and sent the signed-out visitor to the login (a sign-in right after
  // must not move the page while it boots). A fresh context starts the whole demo (service worker,
  // seeded store), which beside the first sign-ins' slowed pages outlasts the usual wait.
  await aparece(page.getByRole('heading', { name: 'Ingrese su usuario y clave' }), 30_000);
  await page.evaluate(() => localStorage.clear());
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

/** The number a Panel card shows (its link is named '{titulo} {n} Ver en {lista}'). */
export async function cifraPanel(page: Page, titulo: string): Promise<number> {
  const name = await page.getByRole('link', { name: new RegExp(`^${titulo} [\\d,]+ `) }).textContent();
  return Number(/([\d,]+)/.exec(name ?? '')![1]!.replace(/,/g, ''));
}
