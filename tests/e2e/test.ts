import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { entrarCon, fichaDemo, type DemoUser } from './helpers';

export const LATENCIA_PRUEBAS = [20, 60] as const;

/** The demo backend of every page of `context` answers within `latencia` ms (mocks/browser.ts). */
export function usarLatencia(context: BrowserContext, latencia: readonly [number, number]) {
  return context.addInitScript((l) => {
    (window as unknown as { __latenciaDemo: readonly [number, number] }).__latenciaDemo = l;
  }, latencia);
}

type Mostrado = { texto: string; tomado: boolean };

/** What each page has shown in its notice areas, in order (kept here, so a reload does not lose it). */
const mostrados = new WeakMap<Page, Mostrado[]>();
const grabando = new WeakSet<BrowserContext>();

const normalizar = (texto: string) => texto.replace(/\s+/g, ' ').trim();

/**
 * Records every text a notice area of a page of `context` shows — the flashes, the notices (D37), any
 * `role="status"`, `role="alert"` or `aria-live` region — the moment the page shows it. A flash leaves
 * after a few seconds, and on a busy machine a check that looks for it on screen can come too late:
 * `expectAviso` reads this record instead. The observer starts before the app, so nothing it shows
 * is missed. The fixture below records every test's context; a spec that opens its own context or page
 * (browser.newContext, browser.newPage) calls this before its first navigation.
 */
export async function grabarAvisos(context: BrowserContext) {
  if (grabando.has(context)) return;
  grabando.add(context);
  await context.exposeBinding('__avisoMostrado', ({ page }, texto: string) => {
    const lista = mostrados.get(page) ?? [];
    mostrados.set(page, lista);
    lista.push({ texto, tomado: false });
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __avisoMostrado: (texto: string) => void };
    const REGION = '[role="status"], [role="alert"], [aria-live]';
    // The outermost region: a status inside a live region is read with it, and recorded once.
    const exterior = (el: Element) => {
      let region = el;
      for (let p = el.parentElement?.closest(REGION); p; p = p.parentElement?.closest(REGION)) region = p;
      return region;
    };
    const ultimo = new WeakMap<Element, string>();
    new MutationObserver((cambios) => {
      const regiones = new Set<Element>();
      for (const c of cambios) {
        const el = c.target instanceof Element ? c.target : c.target.parentElement;
        const region = el?.closest(REGION);
        if (region) regiones.add(exterior(region));
        for (const n of Array.from(c.addedNodes)) {
          if (!(n instanceof Element)) continue;
          if (n.matches(REGION)) regiones.add(exterior(n));
          else n.querySelectorAll(REGION).forEach((r) => regiones.add(exterior(r)));
        }
      }
      for (const region of regiones) {
        const texto = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!texto || ultimo.get(region) === texto) continue;
        ultimo.set(region, texto);
        w.__avisoMostrado(texto);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['role', 'aria-live'],
    });
  });
}

/**
 * What the demo backend says of a request it is asked (its `demo-backend` event; the type is
 * mocks/browser.ts's, repeated here because the browser tests' TypeScript project leaves the app out).
 */
export type AvisoDemo = { fase: 'pedida' | 'respondida'; metodo: string; url: string; estado: number };

const oyentesDemo = new WeakMap<Page, ((aviso: AvisoDemo) => void)[]>();
const grabandoDemo = new WeakSet<BrowserContext>();

/**
 * Hands each request the demo backend answers in a page of `context` to that page's listeners
 * (`alAvisoDemo`): the backend answers in the page, so the browser's network, and Playwright's request
 * events, never see these requests. The fixture does it for every test's context; a spec that opens
 * its own context calls this before its first navigation.
 */
export async function grabarDemo(context: BrowserContext) {
  if (grabandoDemo.has(context)) return;
  grabandoDemo.add(context);
  await context.exposeBinding('__demoBackend', ({ page }, aviso: AvisoDemo) => {
    for (const oyente of oyentesDemo.get(page) ?? []) oyente(aviso);
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __demoBackend: (aviso: unknown) => void };
    window.addEventListener('demo-backend', (e) => void w.__demoBackend((e as CustomEvent).detail));
  });
}

/** Calls `oyente` with every request the demo backend is asked and answers in `page` from now on. */
export function alAvisoDemo(page: Page, oyente: (aviso: AvisoDemo) => void) {
  if (!grabandoDemo.has(page.context())) throw new Error('grabarDemo(context) antes de alAvisoDemo');
  oyentesDemo.set(page, [...(oyentesDemo.get(page) ?? []), oyente]);
}

/** The URLs of the requests `page` sends the demo backend from now on whose URL contains `parte`. */
export function pedidasAlDemo(page: Page, parte: string): string[] {
  const urls: string[] = [];
  alAvisoDemo(page, (a) => {
    if (a.fase === 'pedida' && a.url.includes(parte)) urls.push(a.url);
  });
  return urls;
}

const pendientes = (page: Page) => (mostrados.get(page) ?? []).filter((m) => !m.tomado);

/**
 * The whole text of the first notice `page` has shown (gone again or not) that contains every one of
 * `textos` and no wait has taken yet, now taken; undefined if there is none (it does not wait).
 */
export function tomarAviso(page: Page, ...textos: [string | RegExp, ...(string | RegExp)[]]) {
  const visto = pendientes(page).find((m) =>
    textos.every((x) => (typeof x === 'string' ? m.texto.includes(normalizar(x)) : x.test(m.texto))),
  );
  if (visto) visto.tomado = true;
  return visto?.texto;
}

/**
 * Waits until `page` has shown a notice containing every one of `textos` (gone again or not), and
 * gives its whole text. Each showing answers one wait: the same message shown twice answers two, and
 * an earlier one never stands in for the one a later step waits for.
 */
export async function expectAviso(page: Page, ...textos: [string | RegExp, ...(string | RegExp)[]]) {
  let visto: string | undefined;
  // On a failure the report lists what was shown instead.
  await expect
    .poll(
      () => {
        visto ??= tomarAviso(page, ...textos);
        return { mostrado: visto !== undefined, otros: pendientes(page).map((m) => m.texto) };
      },
      { message: `un aviso con ${textos.map(String).join(' y ')}`, timeout: 30_000 },
    )
    .toMatchObject({ mostrado: true });
  return visto!;
}

/** Every text `page` has shown in its notice areas so far, in order, taken by a wait or not. */
export function avisosMostrados(page: Page): string[] {
  return (mostrados.get(page) ?? []).map((m) => m.texto);
}

/** Forgets what `page` has shown so far: a test that reuses a page starts with an empty record. */
export function olvidarAvisos(page: Page) {
  mostrados.set(page, []);
}

/**
 * Every browser test, with the app's Content-Security-Policy watched (D26): each
 * `securitypolicyviolation` event of every page the test opens is recorded, and the test fails if there
 * was any — so the whole e2e walk (every screen, the PDF and spreadsheet downloads, the charts) proves
 * the demo build runs without inline script, eval or a source the policy does not allow.
 */
/**
 * Opens the test's page (or `pagina`, of a context the test opened) signed in as `user`, straight on
 * `ruta` (`/default-layout/recibos`), with a freshly seeded demo; `consulta` goes before the `#`
 * (`?mockDay=2026-11-22`).
 */
export type Entrar = (
  user: DemoUser,
  ruta: string,
  opciones?: { pagina?: Page; consulta?: string },
) => Promise<void>;

export const test = base.extend<
  {
    avisos: void;
    politicaDeContenido: void;
    latenciaDemo: readonly [number, number] | null;
    latencia: void;
    entrar: Entrar;
  },
  { fichasDemo: (user: DemoUser) => Promise<string> }
>({
  /**
   * Each role's token, signed in through the login form when a test of the worker first asks for it,
   * all roles on one page of the worker's own (one app start per worker): the login and the Panel are
   * what most tests paid for before reaching their own screen. The login itself stays covered where
   * it is the subject (testing.md, "How a browser test signs in").
   */
  fichasDemo: [
    async ({ browser }, use, workerInfo) => {
      const fichas = new Map<DemoUser, Promise<string>>();
      let pagina: Promise<Page> | undefined;
      const abrir = async () => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
        await usarLatencia(context, LATENCIA_PRUEBAS);
        return context.newPage();
      };
      let cola: Promise<unknown> = Promise.resolve();
      await use((user) => {
        let ficha = fichas.get(user);
        if (!ficha) {
          // One sign-in at a time on the shared page.
          ficha = cola.then(async () => fichaDemo(await (pagina ??= abrir()), user));
          // A failed sign-in fails its test, and Playwright starts a new worker after a failure.
          cola = ficha.catch(() => undefined);
          fichas.set(user, ficha);
        }
        return ficha;
      });
      if (pagina) await (await pagina).context().close();
    },
    { scope: 'worker' },
  ],
  entrar: async ({ page, fichasDemo }, usar) => {
    await usar(async (user, ruta, { pagina = page, consulta = '' } = {}) =>
      entrarCon(pagina, user, await fichasDemo(user), ruta, consulta),
    );
  },
  /**
   * The demo backend's latency per request in these tests: 20–60 ms instead of the demo's 120–380
   * (mocks/browser.ts), so the walks wait less on answers (D40). Every screen still paints
   * its loading state first; the a11y walk audits it by holding the requests (axe.ts, `retener`). A
   * spec whose subject is the timing of a real answer asks for the demo's own with
   * `test.use({ latenciaDemo: null })`.
   */
  latenciaDemo: [LATENCIA_PRUEBAS, { option: true }],
  latencia: [
    async ({ context, latenciaDemo }, use) => {
      if (latenciaDemo) await usarLatencia(context, latenciaDemo);
      await use();
    },
    { auto: true },
  ],
  avisos: [
    async ({ context }, use) => {
      await grabarAvisos(context);
      await grabarDemo(context);
      await use();
    },
    { auto: true },
  ],
  politicaDeContenido: [
    async ({ context }, use, testInfo) => {
      const violaciones: string[] = [];
      await context.exposeFunction('__violacionCsp', (v: string) => void violaciones.push(v));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = window as unknown as { __violacionCsp: (v: string) => void };
          w.__violacionCsp(
            `${e.effectiveDirective} bloqueó ${e.blockedURI || '(inline)'} en ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      await use();
      if (violaciones.length)
        throw new Error(`${testInfo.title}: violaciones de la CSP:\n${violaciones.join('\n')}`);
    },
    { auto: true },
  ],
});
