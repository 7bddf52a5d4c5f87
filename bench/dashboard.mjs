#!/usr/bin/env node
/**
 * Benchmark of the Panel in the production demo build and Chromium: navigation (a hash change from
 * 'Mi Cuenta', on a freshly loaded page: empty data cache, the Panel's code not yet in memory) →
 *   - numbers: the company heading and the four invoice cards painted with their figures;
 *   - charts: the three charts drawn on their canvases (chart.js arrives with the Panel's first chart);
 * and a return visit (Panel → Mi Cuenta → Panel in the same page: cached numbers paint at once while
 * they are fetched again). Not a test: it prints figures.
 *
 * Usage:
 *   node bench/dashboard.mjs               builds the demo into dist-bench-dashboard/, serves it and measures
 *   node bench/dashboard.mjs --no-build    reuses dist-bench-dashboard/
 *   BASE=http://localhost:4182/ node bench/dashboard.mjs   measures an already running preview
 * Options: --runs N (default 7), PORT (default 4182), CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * 'total' is what the user waits (it includes the mock server's simulated latency of 120–380 ms);
 * 'render' is the app's own part, from the statistics answer's arrival to the numbers on screen.
 */
import { benchContext, fmt as format, opt, stats, withDemo, notarRespuestas } from './lib.mjs';

const RUNS = opt('--runs', 7);
const PANEL = '#/default-layout/dashboard';
const AWAY = '#/default-layout/miCuenta';

/** In the page: from the hash change to the numbers painted, and to the three charts drawn. */
function measure(page, hash) {
  return page.evaluate(async (hash) => {
    const numbers = () => {
      const cards = [...document.querySelectorAll('section a')].filter((a) =>
        /^Facturas (Pendientes|Vencidas|del Mes|de Hoy)\s*[\d,]+/.test(a.textContent ?? ''),
      );
      return !!document.querySelector('main h1, h1') && cards.length === 4;
    };
    // A chart is drawn once chart.js has sized its canvas (it sets the style width on the first draw).
    const charts = () =>
      [...document.querySelectorAll('[role="img"] canvas')].filter((c) => c.style.width && c.width > 0)
        .length >= 3;
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const until = (cond) =>
      new Promise((resolve) => {
        const check = () => (cond() ? resolve() : requestAnimationFrame(check));
        check();
      });
    const t0 = performance.now();
    location.hash = hash;
    await until(numbers);
    await frame();
    const tNumbers = performance.now();
    await until(charts);
    await frame();
    const tCharts = performance.now();
    const answers = (window.__benchAnswers ?? []).filter((a) => a.at >= t0);
    const answered = answers.length ? answers[0].at : tNumbers;
    const asked = (window.__benchAsked ?? []).filter((a) => a.at >= t0);
    return {
      numbers: tNumbers - t0,
      charts: tCharts - t0,
      render: tNumbers - answered,
      asked: asked.length ? asked[0].at - t0 : 0,
      server: asked.length && answers.length ? answered - asked[0].at : 0,
    };
  }, hash);
}

const fmt = (x) => format(x, 0);

await withDemo({ out: 'dist-bench-dashboard', port: 4182 }, async (browser, base) => {
  const context = await benchContext(browser);
  const page = await context.newPage();
  await notarRespuestas(page, '/api/usuario/estadistica');
  await page.goto(`${base}#/extra-layout/login`);
  await page.getByRole('textbox', { name: 'Usuario' }).fill('admin');
  await page.getByLabel('Clave', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/dashboard/);
  // Warm-up: the chunks are in the HTTP cache, as after the first visit of the day.
  await page.locator('[role="img"] canvas').first().waitFor();

  const first = { numbers: [], charts: [], render: [], asked: [], server: [] };
  const again = { numbers: [], charts: [] };
  for (let i = 0; i < RUNS; i++) {
    // A fresh page each run: empty data cache, the Panel's modules not yet evaluated.
    await page.goto(`${base}?run=${i}${AWAY}`);
    await page.getByTestId('navbar-user-name').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const a = await measure(page, PANEL);
    first.numbers.push(a.numbers);
    first.charts.push(a.charts);
    first.render.push(a.render);
    first.asked.push(a.asked);
    first.server.push(a.server);
    // Away and back in the same page.
    await page.evaluate((h) => (location.hash = h), AWAY);
    await page.getByRole('heading', { level: 1, name: 'Mi Cuenta' }).waitFor();
    const b = await measure(page, PANEL);
    again.numbers.push(b.numbers);
    again.charts.push(b.charts);
  }
  await page.screenshot({ path: 'test-results/bench-dashboard.png' }).catch(() => {});

  console.log(`\nPanel (admin), ${RUNS} runs each, median (min–max):\n`);
  console.log('first visit on a fresh page (Mi Cuenta → Panel):');
  console.log(
    `  navigation → numbers painted   total ${fmt(stats(first.numbers))}   render ${fmt(stats(first.render))}`,
  );
  console.log(`  navigation → charts drawn      total ${fmt(stats(first.charts))}`);
  console.log(`    of which: navigation → statistics asked ${fmt(stats(first.asked))} (the Panel's code)`);
  console.log(
    `              asked → answered             ${fmt(stats(first.server))} (mock latency and work)`,
  );
  console.log('return visit in the same page (cached numbers, fetched again behind them):');
  console.log(`  navigation → numbers painted   total ${fmt(stats(again.numbers))}`);
  console.log(`  navigation → charts drawn      total ${fmt(stats(again.charts))}`);
  console.log('\ntotal includes the mock latency (120–380 ms); render starts at the statistics answer.');
});
