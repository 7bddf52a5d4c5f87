/**
 * What every benchmark shares: the demo build in its own folder, served by `vite preview` on its own
 * port (or an already running preview given as BASE), Debian's Chromium, and median (min–max) figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';

export const args = process.argv.slice(2);
/** A numeric option `--name N`, else `def`. */
export const opt = (name, def) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || def : def);

async function waitForServer(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function startPreview(out, port) {
  if (!args.includes('--no-build')) {
    console.log(`Building the demo into ${out}/…`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', out], {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_MOCKS: 'true' },
    });
    if (build.status !== 0) throw new Error('the demo build failed');
  }
  const child = spawn('npx', ['vite', 'preview', '--outDir', out, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://localhost:${port}/`;
  await waitForServer(base);
  return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/**
 * Runs `measure(browser, base)` against the demo build in `out` served on PORT (default `port`), or
 * against BASE when given; stops the preview and the browser whatever happens. JSFLAGS (e.g.
 * `--initial-old-space-size=64`) goes to Chromium's JavaScript engine, to test a cause, never for a
 * figure to report.
 */
export async function withDemo({ out, port }, measure) {
  let preview = null;
  let browser = null;
  try {
    const base =
      process.env.BASE ?? (preview = await startPreview(out, Number(process.env.PORT ?? port))).base;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        ...(process.env.JSFLAGS ? [`--js-flags=${process.env.JSFLAGS}`] : []),
      ],
    });
    return await measure(browser, base);
  } finally {
    await browser?.close();
    preview?.stop();
  }
}

/**
 * A browser context as the benches measure in: the desktop the staff use (1366 × 820), Costa Rica's
 * locale and time zone, optionally starting from a signed-in `storageState`.
 */
export async function benchContext(browser, storageState) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 820 },
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    ...(storageState ? { storageState } : {}),
  });
  // The demo backend's requests in flight, from the document's start, for `demoQuieto`.
  await context.addInitScript(() => {
    const quieto = (window.__demoQuieto = { enVuelo: 0, ultimo: performance.now() });
    window.addEventListener('demo-backend', ({ detail }) => {
      quieto.enVuelo += detail.fase === 'pedida' ? 1 : -1;
      quieto.ultimo = performance.now();
    });
  });
  return context;
}

/**
 * Signs in once through the login screen as `user` (whose password is its name, as every demo user's)
 * and returns the context's storage, from which each measured page starts signed in. `query` goes
 * before the `#` (`?mockScale=48`).
 */
export async function signedInState(browser, base, { user = 'usuario', query = '' } = {}) {
  const context = await benchContext(browser);
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  await page.goto(`${base}${query}#/extra-layout/login`);
  await page.getByRole('textbox', { name: 'Usuario' }).fill(user);
  await page.getByLabel('Clave', { exact: true }).fill(user);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/dashboard/);
  await page.getByTestId('navbar-user-name').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), min: s[0], max: s[s.length - 1] };
};

/** 'median ms  (min–max)' with `digits` decimals. */
export const fmt = ({ median, min, max }, digits = 0) =>
  `${median.toFixed(digits).padStart(5 + (digits ? digits + 1 : 0))} ms  (${min.toFixed(digits)}–${max.toFixed(digits)})`;

/**
 * Notes in the page, as `window.__benchAsked` and `window.__benchAnswers` ({ at: performance.now() }),
 * when each request whose URL contains `parte` is sent and when the app's XHR ends (loadend), and
 * `performance.mark(marca)` at each end. The demo backend answers in the page and puts its own
 * XMLHttpRequest in place as it starts, whose events the app's instance holds: that one is wrapped at
 * its first request (a `demo-backend` event), so the listener goes on the instance the app holds. In
 * an older build (a service worker answered) the prototype's open does it.
 */
export function notarRespuestas(page, parte, marca = null) {
  return page.addInitScript(
    ({ parte, marca }) => {
      let envuelto = false;
      const notar = (xhr, url) => {
        if (!String(url).includes(parte)) return;
        (window.__benchAsked ??= []).push({ at: performance.now() });
        xhr.addEventListener('loadend', () => {
          (window.__benchAnswers ??= []).push({ at: performance.now() });
          if (marca) performance.mark(marca);
        });
      };
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (method, url, ...rest) {
        if (!envuelto) notar(this, url);
        return open.call(this, method, url, ...rest);
      };
      window.addEventListener('demo-backend', () => {
        if (envuelto) return;
        envuelto = true;
        window.XMLHttpRequest = new Proxy(window.XMLHttpRequest, {
          construct(target, args, newTarget) {
            const xhr = Reflect.construct(target, args, newTarget);
            const abrir = xhr.open;
            xhr.open = function (method, url, ...rest) {
              notar(xhr, url);
              return abrir.call(this, method, url, ...rest);
            };
            return xhr;
          },
        });
      });
    },
    { parte, marca },
  );
}

/**
 * Waits until the page's network and its demo backend have both been quiet for `ms`: the browser's
 * 'networkidle' does not see the demo's requests, which it answers in the page (its `demo-backend`
 * events, counted from the document's start by `benchContext`). An older build's demo answered through a
 * service worker, which 'networkidle' sees.
 */
export async function demoQuieto(page, ms = 500) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (ms) => {
      const quieto = window.__demoQuieto;
      return !quieto || (quieto.enVuelo === 0 && performance.now() - quieto.ultimo >= ms);
    },
    ms,
    { polling: 100, timeout: 180_000 },
  );
}
