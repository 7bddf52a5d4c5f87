import { expect, type Browser } from '@playwright/test';
import { alAvisoDemo, grabarDemo, test } from './test';
import { DEMO, type DemoUser } from './helpers';

/**
 * A first sign-in in a fresh browser, pressed at the earliest moment the form takes input, on a busy
 * machine (the CPU slowed 4×), 50 times: every press is taken (D32). Anything that arrives after the
 * form (the demo's banner and users table) must not move Ingresar, or a press begun on the button ends
 * elsewhere and does nothing; and a request sent before the demo backend listens would go to the
 * static server. So each sign-in also checks, besides reaching its screen: the button never moved from
 * its first frame to the end of the press, the click landed on it, and /oauth/token was answered once,
 * by the demo backend, with none of the app's requests reaching the network.
 */
// Each fresh context starts the whole demo (its backend, seeded store) on a slowed CPU, which is
// costly, so CI runs 5 (CI=1), among the other tests (the machine busy, as when the defect was met:
// queued apart, first or last, they left cores idle or crowded the start); run the 50 with
// `npx playwright test tests/e2e/first-sign-in.spec.ts` (D32).
const CONTEXTOS = process.env.CI ? 5 : 50;
// More at once are no faster: the start of each context is CPU work, not waiting.
const A_LA_VEZ = 3;
const USUARIOS = Object.keys(DEMO) as DemoUser[];
const DESTINOS = ['/default-layout/dashboard', '/default-layout/miCuenta', '/default-layout/tipo-cambio'];

type Registro = { posiciones: string[]; clicEn: string | null };

/** Watches, in the page, where Ingresar is at every frame until it is clicked, and what the click hit. */
function vigilarBoton() {
  const registro: Registro = { posiciones: [], clicEn: null };
  (window as unknown as { __registro: Registro }).__registro = registro;
  const mirar = () => {
    const boton = document.querySelector('form button[type="submit"]');
    if (boton) {
      const { x, y } = boton.getBoundingClientRect();
      const posicion = `${Math.round(x)},${Math.round(y)}`;
      if (registro.posiciones.at(-1) !== posicion) registro.posiciones.push(posicion);
    }
    if (registro.clicEn === null) requestAnimationFrame(mirar);
  };
  requestAnimationFrame(mirar);
  document.addEventListener(
    'click',
    (e) => {
      mirar();
      const t = e.target as HTMLElement;
      registro.clicEn = t.closest('button') ? `BUTTON ${t.closest('button')!.textContent}` : t.tagName;
    },
    { capture: true, once: true },
  );
}

async function primerIngreso(browser: Browser, baseURL: string, i: number) {
  const usuario = USUARIOS[i % USUARIOS.length]!;
  const destino = DESTINOS[i % DESTINOS.length]!;
  const context = await browser.newContext({
    baseURL,
    locale: 'es-CR',
    viewport: { width: 1366, height: 820 },
  });
  try {
    await grabarDemo(context);
    const page = await context.newPage();
    await page.addInitScript(vigilarBoton);
    const tokens: number[] = [];
    alAvisoDemo(page, (a) => {
      if (a.fase === 'respondida' && a.url.endsWith('/oauth/token')) tokens.push(a.estado);
    });
    const alServidor: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.includes('/api/') || pathname.endsWith('/oauth/token')) alServidor.push(pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto(`./#/extra-layout/login?redirectTo=${encodeURIComponent(destino)}`, {
      waitUntil: 'commit',
    });
    // The earliest moment: as soon as the field takes input (fill waits for it), then the press.
    await page.getByRole('textbox', { name: 'Usuario' }).fill(usuario);
    await page.getByLabel('Clave', { exact: true }).fill(DEMO[usuario].clave);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    // The press is what the load is for; the screen after it may load at full speed (a shorter test).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await expect(page.getByTestId('navbar-user-name'), `ingreso ${i}`).toHaveText(DEMO[usuario].nombre, {
      timeout: 30_000,
    });
    expect(new URL(page.url()).hash).toBe(`#${destino}`);
    const registro = await page.evaluate(() => (window as unknown as { __registro: Registro }).__registro);
    expect(registro, `ingreso ${i}: el botón no se movió y el clic cayó en él`).toMatchObject({
      posiciones: [expect.any(String)],
      clicEn: 'BUTTON Ingresar',
    });
    expect(tokens, `ingreso ${i}: /oauth/token lo respondió la demostración`).toEqual([200]);
    expect(alServidor, `ingreso ${i}: ninguna petición llegó al servidor de archivos`).toEqual([]);
  } finally {
    await context.close();
  }
}

test(`${CONTEXTOS} first sign-ins at the earliest moment, CPU 4× slower: every press is taken`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: A_LA_VEZ }, async () => {
      while (siguiente < CONTEXTOS) await primerIngreso(browser, baseURL!, siguiente++);
    }),
  );
});
