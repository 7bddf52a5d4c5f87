#!/usr/bin/env node
/**
 * Benchmark of the invoices in the production demo build and Chromium:
 *   (a) the invoice form with 100 lines: one edit of a line's amount →
 *         - the open line's own amounts updated (a keystroke in Monto),
 *         - 'Listo' → the Resumen's totals updated (the form recomputes the 100 lines);
 *   (b) 'Listado Facturas': navigation → first rows visible.
 * Not a test: it prints figures (median and range of N runs).
 *
 * The 100-line invoice is seeded through the demo's own API from inside the page (as the app would
 * save it): an editable invoice of the seed in colones, cash, for a client that is not exonerated,
 * gets its lines repeated up to 100 with the totals summed from them (decision F3), and is saved with
 * POST /api/factura/nueva-factura; the mock recomputes and checks those totals.
 *
 * Usage:
 *   node bench/facturas.mjs                 builds the demo into dist-bench-facturas/, serves it on 4186, measures
 *   node bench/facturas.mjs --no-build      reuses dist-bench-facturas/
 *   BASE=http://localhost:4186/ node bench/facturas.mjs   measures an already running preview
 * Options: --runs N (default 9), --lines N (default 100), PORT (default 4186), CHROMIUM_PATH,
 * --profile (a CPU profile of one more edit: test-results/bench-facturas-edit.cpuprofile, for Chrome's
 * DevTools, and the ten functions with the most self time), --trace (a performance trace of one more
 * edit: test-results/bench-facturas-edit.trace.json, and the time of each main-thread phase — script,
 * forced style and layout, style, layout, prepaint, paint, layerize + commit — of its keystroke and
 * of its Listo).
 *
 * (b) is given twice, as in bench/recibos.mjs: 'total' includes the mock server's simulated latency
 * (120–380 ms); 'render' is from the list answer's arrival to the rows on screen.
 *
 * --compare A,B (e.g. 1,100): (a) only, for an A-line and a B-line invoice, each in its own browser
 * context, measured in alternate rounds (--rounds R, default 5, of --runs edits each; the order
 * reversed every other round) so that both sizes see the same load; prints each round's medians and
 * the ratio B ÷ A of the keystroke and of Listo: the median of the rounds' ratios (each round's median
 * B ÷ its median A) and, beside it, the ratio of the medians of all edits. Issue 24 §4 wants both
 * ≤ 1.25. With --against URL the build served at URL (e.g. an older commit's preview) is measured in
 * the same rounds too, before this one, for a before/after of the same run. --cpu traces every round
 * and adds the main thread's own CPU time of each keystroke and Listo (all phases, without the wait
 * for the frame nor the time other processes took the core: steadier on a shared machine; tracing
 * slows the edits a little).
 *
 * --lista: (b) only, the rows' figure (the rows on screen ≤ 50 ms after the list's answer
 * arrives): --runs N navigations (default 9) in one signed-in page; with --against URL, the build
 * served at URL gets as many in its own page, the two alternated navigation by navigation (the order
 * reversed every other one) so that both see the same load; prints each build's median and range of
 * 'render' and the ratio this ÷ against of their medians; --cpu traces each navigation and adds the
 * main thread's own CPU time from the answer to the paint (steadier on a shared machine). Beside
 * 'render' it prints the answer to the rows' commit (rows in the document: the page's script) and the
 * figure's earlier end point, the start of the frame after the one that first found the rows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { guardarFacturaLarga } from './factura-larga.mjs';
import { args, benchContext, fmt as format, opt, stats, withDemo, notarRespuestas } from './lib.mjs';

const RUNS = opt('--runs', 9);
const LINES = opt('--lines', 100);
const PROFILE = args.includes('--profile');
const TRACE = args.includes('--trace');
const COMPARE = args.includes('--compare')
  ? args[args.indexOf('--compare') + 1].split(',').map(Number)
  : null;
const ROUNDS = opt('--rounds', 5);
const AGAINST = args.includes('--against') ? args[args.indexOf('--against') + 1] : null;
const CPU = args.includes('--cpu');
const LISTA = args.includes('--lista');
const LIST = '#/default-layout/facturas';
// A list row of the grid, or of the plain table (both carry the row's id; the header row has none).
const ROW = ':is([role="grid"], [role="table"]) [role="row"][data-id]';
const TABLE = 'table[aria-label="Detalles de la factura"]';

/** Saves an editable invoice again with `lines` lines (long details, as a clerk's); returns its id. */
const seedInvoice = (page, lines) => page.evaluate(guardarFacturaLarga, [lines, true]);

/**
 * One edit of line `n`'s Monto: the keystroke → the open line's amounts repainted, then Listo → the
 * Resumen's Total repainted (each until the next frame after the change).
 */
async function measureEdit(page, n, monto) {
  await showLine(page, n);
  await page
    .locator(TABLE)
    .getByRole('button', { name: `Editar detalle ${n}`, exact: true })
    .click();
  await page.locator(`${TABLE} tr.Mui-selected input[aria-label="Monto"]`).waitFor();
  return page.evaluate(
    async ({ table, n, monto }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      // The change is on screen once the frame that renders it is done: a task queued from that
      // frame's animation callbacks runs after its style, layout and paint. Waiting for the next
      // frame's callbacks instead would count an update React commits in a microtask (Listo's) one
      // frame late, and one committed at once (a keystroke) before it is painted.
      const painted = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const until = async (cond) => {
        await Promise.resolve(); // React commits a click's update in a microtask
        while (!cond()) await frame();
        await painted();
      };
      const totalDd = () => {
        const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent?.trim() === 'Total');
        return dt?.nextElementSibling?.textContent ?? '';
      };
      const row = () => document.querySelector(`${table} tr.Mui-selected`);
      const input = row().querySelector('input[aria-label="Monto"]');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;

      const lineBefore = row().textContent;
      performance.mark('bench-keystroke');
      const t0 = performance.now();
      setter.call(input, monto);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await until(() => row().textContent !== lineBefore);
      const keystroke = performance.now() - t0;
      performance.mark('bench-keystroke-end');

      const totalBefore = totalDd();
      const listo = row().querySelector(`button[aria-label="Listo detalle ${n}"]`);
      performance.mark('bench-listo');
      const t1 = performance.now();
      listo.click();
      await until(() => totalDd() !== totalBefore && !document.querySelector(`${table} tr.Mui-selected`));
      const totals = performance.now() - t1;
      performance.mark('bench-listo-end');
      return { keystroke, totals, total: totalDd() };
    },
    { table: TABLE, n, monto },
  );
}

/**
 * Scrolls to line `n` as a user would: a long grid renders only the lines near the view (F46). Its
 * place is estimated from the grid's top and the lines' least height; the click then scrolls exactly.
 */
async function showLine(page, n) {
  await page.evaluate(
    async ({ table, n }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const editar = () => document.querySelector(`${table} button[aria-label="Editar detalle ${n}"]`);
      // The grid renders the lines near the view (F46) and lines differ in height: scroll towards
      // the line from the lines on screen, by their measured height, until its button is there.
      for (let paso = 0; paso < 30 && !editar(); paso++) {
        const botones = [...document.querySelectorAll(`${table} button[aria-label^="Editar detalle "]`)];
        const numeros = botones.map((b) => Number(b.getAttribute('aria-label').split(' ').pop()));
        let destino;
        if (numeros.length < 2) {
          const body = document.querySelector(`${table} tbody`);
          destino = window.scrollY + body.getBoundingClientRect().top + (n - 1) * 101 - 200;
        } else {
          const i = numeros.indexOf(Math.min(...numeros));
          const j = numeros.indexOf(Math.max(...numeros));
          const yi = botones[i].getBoundingClientRect().top;
          const yj = botones[j].getBoundingClientRect().top;
          const alto = (yj - yi) / Math.max(1, numeros[j] - numeros[i]) || 101;
          destino = window.scrollY + yi + (n - numeros[i]) * alto - 200;
        }
        window.scrollTo(0, destino);
        for (let k = 0; k < 3 && !editar(); k++) await frame();
      }
    },
    { table: TABLE, n },
  );
}

/** One more edit under the CPU profiler: where the time of a keystroke and a Listo goes. */
async function profileEdit(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await measureEdit(page, Math.ceil(LINES / 2), '4321.5');
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('test-results/bench-facturas-edit.cpuprofile', JSON.stringify(profile));
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log('\nCPU profile of one edit (keystroke + Listo), self time:');
  for (const [where, ms] of top) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${where}`);
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];
const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks']);
const PHASES = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'prepaint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
};

/**
 * A trace's main-thread time by phase between `t0` and `t1` (µs): `wall`, and `cpu`, the thread's own
 * time (tdur), which leaves out the time other processes took the core. Script is the main thread's
 * top-level script; style and layout inside it (forced by a read of the layout) count as forced.
 */
function phases(traceEvents, t0, t1) {
  // The measured page's renderer main thread (other pages of the browser may be traced too).
  const pid = traceEvents.find((e) => e.name.startsWith('bench-') && e.cat.includes('user_timing'))?.pid;
  const main = traceEvents.find((e) => e.name === 'Layout' && e.pid === pid)?.tid;
  const events = traceEvents
    .filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.dur && e.ts < t1 && e.ts + e.dur > t0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const wall = { script: 0 };
  const cpu = { script: 0 };
  const add = (k, ms, c) => {
    wall[k] = (wall[k] ?? 0) + ms;
    cpu[k] = (cpu[k] ?? 0) + c;
  };
  const open = [];
  // Events that overlap the window, clipped to it (the task that ends the keystroke's wait also
  // clicks Listo).
  for (const e of events) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= e.ts) open.pop();
    const top = open.every((x) => x.name.endsWith('RunTask'));
    const inScript = open.some((x) => SCRIPT.has(x.name));
    const ms = (Math.min(e.ts + e.dur, t1) - Math.max(e.ts, t0)) / 1000;
    const c = (ms * (e.tdur ?? e.dur)) / e.dur;
    if (PHASES[e.name] && (top || inScript)) {
      add(inScript ? `forced ${PHASES[e.name]}` : PHASES[e.name], ms, c);
      if (inScript) add('script', -ms, -c);
    } else if (top && SCRIPT.has(e.name)) add('script', ms, c);
    open.push(e);
  }
  return { wall, cpu };
}

const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);

/** The keystroke's and Listo's windows of every edit in a trace, in order (measureEdit's marks). */
function editWindows(traceEvents) {
  const marks = (name) =>
    traceEvents
      .filter((e) => e.name === name && e.cat.includes('user_timing'))
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const [k0, k1, l0, l1] = ['', '-end', '', '-end'].map((end, i) =>
    marks(`bench-${i < 2 ? 'keystroke' : 'listo'}${end}`),
  );
  return k0.map((_, i) => ({ keystroke: [k0[i], k1[i]], Listo: [l0[i], l1[i]] }));
}

/** One more edit under Chromium's tracing: the time of each main-thread phase of its keystroke and Listo. */
async function traceEdit(browser, page) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await measureEdit(page, Math.ceil(LINES * 0.6), '2468.75');
  const buffer = await browser.stopTracing();
  writeFileSync('test-results/bench-facturas-edit.trace.json', buffer);
  const { traceEvents } = JSON.parse(buffer.toString());
  const [edit] = editWindows(traceEvents);
  console.log('\nTrace of one edit, main-thread time by phase (wall, then CPU):');
  for (const [name, [t0, t1]] of Object.entries(edit)) {
    const { wall, cpu } = phases(traceEvents, t0, t1);
    for (const [what, by] of [
      [`${((t1 - t0) / 1000).toFixed(1)} ms`, wall],
      ['CPU', cpu],
    ]) {
      const parts = Object.entries(by).map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
      console.log(`  ${name.padEnd(9)} ${what.padStart(8)}: ${sum(by).toFixed(1)} = ${parts.join(', ')}`);
    }
  }
}

/** In the page: time from the hash change to the first rows, and from the list answer to them. */
async function measureList(page) {
  return page.evaluate(
    async ({ hash, row }) => {
      const t0 = performance.now();
      location.hash = hash;
      // The rows are on screen once the first frame after their commit is done: a task queued from
      // that frame's animation callbacks runs after its style, layout and paint.
      const ends = await new Promise((resolve) => {
        const ends = {};
        const seen = new MutationObserver(() => {
          if (!document.querySelector(row)) return;
          seen.disconnect();
          ends.committed = performance.now();
          performance.mark('bench-lista-commit');
          requestAnimationFrame(() =>
            setTimeout(() => {
              ends.t1 = performance.now();
              performance.mark('bench-lista-end');
            }, 0),
          );
        });
        seen.observe(document.body, { childList: true, subtree: true });
        // This figure's earlier end point, kept beside it so that older logs can still be compared:
        // the frame after the first one whose animation callbacks find the rows, up to a frame later.
        const check = () => {
          if (!document.querySelector(row)) return requestAnimationFrame(check);
          requestAnimationFrame(() => {
            ends.next = performance.now();
            const wait = () => (ends.t1 ? resolve(ends) : setTimeout(wait, 0));
            wait();
          });
        };
        check();
      });
      const { t1, next } = ends;
      const answers = (window.__benchAnswers ?? []).filter((a) => a.at >= t0);
      const answered = answers.length ? answers[answers.length - 1].at : t0;
      return {
        total: t1 - t0,
        render: t1 - answered,
        nextFrame: next - answered,
        commit: ends.committed - answered,
        rows: document.querySelectorAll(row).length,
      };
    },
    { hash: LIST, row: ROW },
  );
}

/** A fresh context and page, signed in as the demo's admin. */
async function signIn(browser, base) {
  const context = await benchContext(browser);
  const page = await context.newPage();
  page.on('console', (m) => m.text().startsWith('PROF') && console.log(m.text()));
  await notarRespuestas(page, '/api/factura/get', 'bench-lista');
  await page.goto(`${base}#/extra-layout/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}#/extra-layout/login`);
  await page.getByRole('textbox', { name: 'Usuario' }).fill('admin');
  await page.getByLabel('Clave', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/dashboard/);
  return { context, page };
}

/** Seeds an invoice of `lines` lines and opens it in the form; returns its id. */
async function openInvoice(page, base, lines) {
  const id = await seedInvoice(page, lines);
  await page.goto(`${base}#/default-layout/new-edit-factura/${id}`);
  // Every line in the grid, or (a long grid renders the lines near the view, F46) counted.
  await page.waitForFunction(
    ({ table, lines }) => {
      const t = document.querySelector(table);
      return (
        t?.getAttribute('aria-rowcount') === String(lines + 1) ||
        t?.querySelectorAll('tbody tr').length === lines
      );
    },
    { table: TABLE, lines },
  );
  return id;
}

/** `runs` edits of the lines in turn (edit `from`, `from + 1`, …); their keystroke and Listo times. */
async function edits(page, lines, runs, from) {
  const edit = { keystroke: [], totals: [], lastTotal: '' };
  for (let i = from; i < from + runs; i++) {
    const r = await measureEdit(page, 1 + ((i * 37) % lines), String(1000 + i * 7.25));
    edit.keystroke.push(r.keystroke);
    edit.totals.push(r.totals);
    edit.lastTotal = r.total;
  }
  return edit;
}

/** A signed-in page that has shown the list once (its code loaded), for `listNav`. */
async function listPage(browser, base) {
  const { context, page } = await signIn(browser, base);
  await page.goto(`${base}${LIST}`);
  await page.waitForSelector(ROW);
  return { context, page, base, nav: { total: [], render: [], nextFrame: [] }, rows: 0 };
}

/** Run `i` of (b): a fresh page (empty data cache) on the dashboard, then the hash navigation. */
async function listNav(v, i) {
  await v.page.goto(`${v.base}?run=${i}#/default-layout/dashboard`);
  await v.page.getByTestId('navbar-user-name').waitFor();
  if (CPU) await v.page.context().browser().startTracing(v.page, { categories: TRACE_CATEGORIES });
  const r = await measureList(v.page);
  if (CPU) {
    const { traceEvents } = JSON.parse((await v.page.context().browser().stopTracing()).toString());
    const at = (name) =>
      traceEvents
        .filter((e) => e.name === name && e.cat.includes('user_timing'))
        .map((e) => e.ts)
        .sort((a, b) => a - b);
    const end = at('bench-lista-end').pop();
    const start = at('bench-lista')
      .filter((ts) => ts < end)
      .pop();
    (v.nav.cpu ??= []).push(sum(phases(traceEvents, start, end).cpu));
  }
  v.nav.total.push(r.total);
  v.nav.render.push(r.render);
  v.nav.nextFrame.push(r.nextFrame);
  (v.nav.commit ??= []).push(r.commit);
  v.rows = r.rows;
}

/** --lista: (b) alone, of this build and (with --against) of another, alternated. */
async function lista(browser, base) {
  const builds = [...(AGAINST ? [['against', AGAINST]] : []), ['this', base]];
  const variants = [];
  for (const [build, url] of builds) variants.push({ build, ...(await listPage(browser, url)) });
  for (let i = 0; i < RUNS; i++) {
    for (const v of i % 2 ? [...variants].reverse() : variants) await listNav(v, i);
  }
  console.log(`\n(b) Listado Facturas, ${RUNS} navigations per build, alternated; answer → rows painted:`);
  for (const v of variants) {
    console.log(
      `  ${v.build.padEnd(8)} render ${fmt(stats(v.nav.render))}   total ${fmt(stats(v.nav.total))}   (${v.rows} rows)`,
    );
    console.log(`           runs: ${v.nav.render.map((x) => x.toFixed(0)).join(', ')}`);
    console.log(`           to the next frame (the earlier end point) ${fmt(stats(v.nav.nextFrame))}`);
    console.log(`           answer → rows in the document ${fmt(stats(v.nav.commit))}`);
    if (CPU) console.log(`           main thread's CPU ${fmt(stats(v.nav.cpu))}`);
  }
  if (AGAINST) {
    const [old, now] = variants;
    console.log(
      `  ratio this ÷ against of the medians: ${(median(now.nav.render) / median(old.nav.render)).toFixed(2)}` +
        `, to the next frame ${(median(now.nav.nextFrame) / median(old.nav.nextFrame)).toFixed(2)}` +
        (CPU ? `, of the CPU times' medians ${(median(now.nav.cpu) / median(old.nav.cpu)).toFixed(2)}` : ''),
    );
  }
  console.log(`objetivo: filas en pantalla ≤ 50 ms tras la respuesta (mediana)`);
  for (const v of variants) await v.context.close();
}

async function run(browser, base) {
  const { context, page } = await signIn(browser, base);

  // (a) The form with LINES lines.
  const id = await openInvoice(page, base, LINES);
  await edits(page, LINES, 1, 0); // warm-up: the editor's code paths run once
  const edit = await edits(page, LINES, RUNS, 1);
  const lastTotal = edit.lastTotal;
  mkdirSync('test-results', { recursive: true });
  if (PROFILE) await profileEdit(page);
  if (TRACE) await traceEdit(browser, page);
  await page.screenshot({ path: 'test-results/bench-facturas-form.png' }).catch(() => {});

  // (b) Listado Facturas: a fresh page each run (empty data cache), then the hash navigation.
  const nav = { total: [], render: [] };
  let rows = 0;
  await page.goto(`${base}${LIST}`);
  await page.waitForSelector(ROW);
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}?run=${i}#/default-layout/dashboard`);
    await page.getByTestId('navbar-user-name').waitFor();
    const r = await measureList(page);
    nav.total.push(r.total);
    nav.render.push(r.render);
    rows = r.rows;
  }
  await page.screenshot({ path: 'test-results/bench-facturas-list.png' }).catch(() => {});
  await context.close();
  return { id, edit, lastTotal, nav, rows };
}

const fmt = (x) => format(x, 1);
const median = (xs) => stats(xs).median;

/**
 * --compare: the A- and B-line invoices (of this build, and of AGAINST's when given), each in its
 * own context, measured in alternate rounds; each round's medians, then the ratios B ÷ A.
 */
async function compare(browser, base, sizes) {
  const builds = AGAINST
    ? [
        ['against', AGAINST],
        ['this', base],
      ]
    : [['this', base]];
  const variants = [];
  for (const [build, url] of builds) {
    for (const lines of sizes) {
      const { context, page } = await signIn(browser, url);
      await openInvoice(page, url, lines);
      await edits(page, lines, 1, 0); // warm-up
      variants.push({ build, lines, context, page, rounds: [] });
    }
  }
  const name = (v) => `${AGAINST ? `${v.build} ` : ''}${v.lines} line${v.lines === 1 ? '' : 's'}`;
  console.log(`\nInvoice edits, ${ROUNDS} rounds of ${RUNS} edits per invoice, alternated; medians (ms):`);
  console.log(
    `  round  ${variants.map((v) => name(v).padStart(CPU ? 30 : 18)).join('')}   (keystroke / Listo${CPU ? ', (CPU)' : ''})`,
  );
  const metrics = [
    ['keystroke', 'keystroke'],
    ['Listo', 'totals'],
    ...(CPU
      ? [
          ['CPU keystroke', 'cpuKeystroke'],
          ['CPU Listo', 'cpuTotals'],
        ]
      : []),
  ];
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [...variants].reverse() : variants;
    for (const v of order) {
      if (CPU) await browser.startTracing(v.page, { categories: TRACE_CATEGORIES });
      const e = await edits(v.page, v.lines, RUNS, 1 + r * RUNS);
      if (CPU) {
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
        const windows = editWindows(traceEvents);
        e.cpuKeystroke = windows.map((w) => sum(phases(traceEvents, ...w.keystroke).cpu));
        e.cpuTotals = windows.map((w) => sum(phases(traceEvents, ...w.Listo).cpu));
      }
      v.rounds[r] = e;
    }
    const cell = (e, [a, b]) => `${median(e[a]).toFixed(1)} / ${median(e[b]).toFixed(1)}`;
    const cells = variants.map((v) => {
      const e = v.rounds[r];
      return `${cell(e, ['keystroke', 'totals'])}${CPU ? ` (${cell(e, ['cpuKeystroke', 'cpuTotals'])})` : ''}`;
    });
    console.log(`  ${String(r + 1).padStart(5)}  ${cells.map((c) => c.padStart(CPU ? 30 : 18)).join('')}`);
  }
  const [a, b] = sizes;
  console.log(
    `\nRatio ${b} lines ÷ ${a} line${a === 1 ? '' : 's'}: median of the rounds' ratios (range), ratio of all edits' medians [their medians]`,
  );
  for (const [build] of builds) {
    const small = variants.find((v) => v.build === build && v.lines === a);
    const big = variants.find((v) => v.build === build && v.lines === b);
    for (const [what, key] of metrics) {
      const ratios = big.rounds.map((e, r) => median(e[key]) / median(small.rounds[r][key]));
      const all = (v) => median(v.rounds.flatMap((e) => e[key]));
      const s = stats(ratios);
      console.log(
        `  ${AGAINST ? `${build.padEnd(8)}` : ''}${what.padEnd(14)} ${s.median.toFixed(2)}  (${s.min.toFixed(2)}–${s.max.toFixed(2)})   ${(all(big) / all(small)).toFixed(2)}   [${all(small).toFixed(1)} → ${all(big).toFixed(1)} ms]`,
      );
    }
  }
  for (const v of variants) await v.context.close();
}

await withDemo({ out: 'dist-bench-facturas', port: 4186 }, async (browser, base) => {
  if (COMPARE) return compare(browser, base, COMPARE);
  if (LISTA) return lista(browser, base);
  const r = await run(browser, base);
  console.log(`\nInvoices, ${RUNS} runs each, median (min–max):\n`);
  console.log(`(a) invoice ${r.id} with ${LINES} lines in the form (new-edit-factura/${r.id}):`);
  console.log(`  Monto keystroke → open line's amounts   ${fmt(stats(r.edit.keystroke))}`);
  console.log(
    `  Listo → Resumen totals updated           ${fmt(stats(r.edit.totals))}   (last Total ${r.lastTotal})`,
  );
  console.log(`(b) Listado Facturas (page of 10, ${r.rows} rows painted):`);
  console.log(
    `  navigation → rows visible   total ${fmt(stats(r.nav.total))}   render ${fmt(stats(r.nav.render))}`,
  );
  console.log('\n(b) total includes the mock latency (120–380 ms).');
});
