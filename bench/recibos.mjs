#!/usr/bin/env node
/**
 * Benchmark of 'Listado Recibos', the busiest screen, in the production demo build and Chromium:
 *   - navigation → first rows visible, on a full page of 200 receipts;
 *   - a filter keystroke → the updated rows;
 * at the normal demo size and with ?mockScale=10 (6,000 receipts). Not a test: it prints figures.
 *
 * Usage:
 *   node bench/recibos.mjs                  builds the demo into dist-bench/, serves it (vite preview) and measures
 *   node bench/recibos.mjs --no-build       reuses dist-bench/
 * (Its own build folder and port: the e2e run builds dist-demo/ and serves it on 4173 meanwhile.)
 *   BASE=http://localhost:4174/ node bench/recibos.mjs   measures an already running preview
 * Options: --runs N (default 7), PORT (default 4174: 4173 is the e2e preview's), CHROMIUM_PATH
 * (default /usr/bin/chromium).
 *
 * Each figure is given twice: 'total' is what the user waits (it includes the mock server's simulated
 * network latency of 120–380 ms and, for the filter, the list filter's 300 ms debounce); 'render' is the app's
 * own part, from the list answer's arrival to the rows on screen.
 */
import { benchContext, fmt as format, opt, stats, withDemo, notarRespuestas } from './lib.mjs';

const RUNS = opt('--runs', 7);
const LIST = '#/default-layout/recibos?estado=FINALIZADO';
const ROW = '[role="grid"] [role="row"][data-rowindex]';
const FILTER = 'caf';

/** In the page: time from `action` to `done()`, and from the last list answer to `done()`. */
async function measure(page, action, done) {
  return page.evaluate(
    async ({ action, done, row, filter }) => {
      const fold = (s) =>
        s
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
      const conditions = {
        rows: () => document.querySelectorAll(row).length > 0,
        // Every painted row matches the filter (number, consignatario, BL, client or DUA): the
        // grid shows the filtered answer, not the previous rows.
        filtered: () => {
          const rows = [...document.querySelectorAll(row)];
          return rows.length > 0 && rows.every((r) => fold(r.textContent ?? '').includes(filter));
        },
      };
      const t0 = performance.now();
      if (action.kind === 'hash') location.hash = action.hash;
      else {
        const input = document.querySelector('input[placeholder^="Buscar"]');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        input.focus();
        let text = '';
        for (const ch of action.text) {
          text += ch;
          setter.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }
      const tStart = performance.now();
      await new Promise((resolve) => {
        const check = () => (conditions[done]() ? resolve() : requestAnimationFrame(check));
        check();
      });
      // One more frame: the rows are painted.
      await new Promise((r) => requestAnimationFrame(() => r()));
      const t1 = performance.now();
      const answers = (window.__benchAnswers ?? []).filter((a) => a.at >= t0);
      const answered = answers.length ? answers[answers.length - 1].at : tStart;
      return { total: t1 - t0, render: t1 - answered, rows: document.querySelectorAll(row).length };
    },
    { action, done, row: ROW, filter: FILTER },
  );
}

async function run(browser, base, scale) {
  const context = await benchContext(browser);
  const page = await context.newPage();
  // Notes when each list answer arrives (the app's XHRs).
  await notarRespuestas(page, '/api/recibo/data/list');
  const origin = scale > 1 ? `${base}?mockScale=${scale}` : base;
  await page.goto(`${origin}#/extra-layout/login`);
  await page.getByRole('textbox', { name: 'Usuario' }).fill('admin');
  await page.getByLabel('Clave', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/dashboard/);
  // Warm-up: the list's code chunks and the grid are loaded once, as in a working day.
  await page.goto(`${origin}${LIST}`);
  await page.waitForSelector(ROW);
  const total = await page.locator('text=/^[\\d,]+ registros$/').first().textContent();

  const nav = { total: [], render: [] };
  const filter = { total: [], render: [] };
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    // A fresh page each run: an empty data cache, so every navigation really asks the server.
    // (A new query string, so that the browser reloads rather than only moving the hash.)
    await page.goto(`${origin}${scale > 1 ? '&' : '?'}run=${i}#/default-layout/dashboard`);
    await page.getByTestId('navbar-user-name').waitFor();
    const n = await measure(page, { kind: 'hash', hash: LIST }, 'rows');
    nav.total.push(n.total);
    nav.render.push(n.render);
    rows = n.rows;

    const f = await measure(page, { kind: 'type', text: FILTER }, 'filtered');
    filter.total.push(f.total);
    filter.render.push(f.render);
  }
  await page.screenshot({ path: `test-results/bench-recibos-scale${scale}.png` }).catch(() => {});
  await context.close();
  return { scale, total, rows, nav, filter };
}

const fmt = (x) => format(x, 0);

await withDemo({ out: 'dist-bench', port: 4174 }, async (browser, base) => {
  const results = [];
  for (const scale of [1, 10]) results.push(await run(browser, base, scale));

  console.log(`\n'Listado Recibos' (admin, FINALIZADO), ${RUNS} runs each, median (min–max):\n`);
  for (const r of results) {
    console.log(
      `mockScale=${r.scale}: ${r.total?.trim()} in the list, pages of 200 (${r.rows} rows painted: the grid is virtualised)`,
    );
    console.log(
      `  navigation → rows visible   total ${fmt(stats(r.nav.total))}   render ${fmt(stats(r.nav.render))}`,
    );
    console.log(
      `  filter '${FILTER}' → rows updated total ${fmt(stats(r.filter.total))}   render ${fmt(stats(r.filter.render))}`,
    );
  }
  console.log('\ntotal includes the mock latency (120–380 ms) and, for the filter, the 300 ms debounce.');
});
