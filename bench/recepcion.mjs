#!/usr/bin/env node
/**
 * Benchmark of 'Recepción de comprobantes' in the production demo build and Chromium: N
 * received invoices of about K KB chosen at once, each checked (decision D30's check) in the pool of
 * Web Workers. Issue 26 asks that the page never freeze: no main-thread task over 50 ms while 100 files
 * of 100 KB are checked. Not a test: it prints figures and always exits 0.
 *
 * Each measurement is a fresh page (a new browser context, signed in as the demo's `usuario`) on the
 * screen, settled; then a PerformanceObserver for 'longtask' (buffered: false) starts, the files are
 * set on the hidden input (`DOM.setFileInputFiles` with paths: no file bytes go through the page's
 * script) and the page is watched until
 *   - revisados: the 'Revisando los archivos: n de N' line is gone and the table's footer counts N
 *     rows (its rows are all rendered: a plain table, not virtualised);
 *   - listos: every row reads 'Listo' (after the server's list of answered documents, which the mock
 *     answers after its simulated latency of 120–380 ms).
 * Times start at the input's 'change' event. Beside the long tasks (≥ 50 ms, what the objective is
 * about) the run is traced (category 'toplevel') for the longest task of the page's main thread even
 * under 50 ms, so that the baseline of 1 file and the N files compare as a ratio measured in the same
 * run: both sizes in every run, each in its own page, the order reversed every other run.
 *
 * The files are made here from mocks/data/xml/julatec__factura_v44_t10.xml: addressed to the demo
 * account (its cédula and name), its line repeated up to K KB, a distinct 50-digit Clave and
 * NumeroConsecutivo each, issued over the last ten days (Costa Rica's date); written to a temporary
 * folder and removed at the end.
 *
 * Usage:
 *   node bench/recepcion.mjs                builds the demo into dist-bench-recepcion/, serves it on 4641, measures
 *   node bench/recepcion.mjs --no-build     reuses dist-bench-recepcion/
 *   BASE=http://localhost:4641/ node bench/recepcion.mjs   measures an already running preview
 * Options: --runs N (default 5), --files N (default 100, at most 100), --kb K (default 100), --baseline N
 * (default 1), PORT (default 4641), CHROMIUM_PATH; --profile: one more run of each size under the CPU
 * profiler (test-results/bench-recepcion-<n>.cpuprofile, for Chrome's DevTools) and traced
 * (test-results/bench-recepcion-<n>.trace.json): each task of the main thread over 30 ms (10 ms for
 * the baseline), with the functions of most self time, the main thread's time by phase, the
 * heaviest call paths and the components' own render time inside those tasks. The demo build is minified: for the functions'
 * names, build it without (`VITE_API_MOCKS=true npx vite build --outDir dist-bench-recepcion-plain
 * --minify false`), serve it (`npx vite preview --outDir dist-bench-recepcion-plain --port 4642`) and
 * measure it with BASE=http://localhost:4642/.
 * --against URL: the build served at URL (e.g. an older commit's preview) takes the baseline's place,
 * with the same N files, for a before/after measured in the same runs (alternated). Every run also
 * gives its longest task's own CPU time (the trace's thread time): on a shared machine the wall time
 * of a task stretches while other processes hold the core. The verdict is given twice: for every
 * task, and for the page's own (without the task that holds the 'change' event and starts before it,
 * where Chromium takes the files DevTools hands it, before the page sees them).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  args,
  benchContext,
  fmt as format,
  opt,
  signedInState,
  stats,
  withDemo,
  demoQuieto,
} from './lib.mjs';

const RUNS = opt('--runs', 5);
const FILES = Math.min(100, opt('--files', 100));
const BASELINE = opt('--baseline', 1);
const KB = opt('--kb', 100);
const PROFILE = args.includes('--profile');
const AGAINST = args.includes('--against') ? args[args.indexOf('--against') + 1] : null;
const SCREEN = '#/default-layout/recepcion-comprobantes';
const INPUT = 'input[type="file"][aria-label="Seleccionar archivos"]';
// The table (a grid of plain elements with ARIA roles; older builds, for --against, a <table>).
const TABLE = ':is(table, [role="table"])[aria-label="Comprobantes recibidos"]';
const OBJECTIVE_MS = 50;
const CUENTA = { nombre: 'Aduanas y Logística del Pacífico S.A.', cedula: '3101704425' };
const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', '__metadata'];
const PROFILE_CATEGORIES = [
  ...TRACE_CATEGORIES,
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
];

// ---------------------------------------------------------------------------------------------
// The files

const BASE_XML = readFileSync('mocks/data/xml/julatec__factura_v44_t10.xml', 'utf8');
const EMISOR = '55102565590';

/** Today in Costa Rica as [y, m, d]. */
function hoyCR() {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Costa_Rica',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return parts.split('-').map(Number);
}

/** Invoice `i` (1-based) of about `bytes` bytes, addressed to the demo account. */
function factura(i, bytes) {
  const [y, m, d] = hoyCR();
  const dia = new Date(Date.UTC(y, m - 1, d - (i % 10)));
  const yyyy = dia.getUTCFullYear();
  const mm = String(dia.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(dia.getUTCDate()).padStart(2, '0');
  const hora = `${String(8 + (i % 9)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
  // Consecutivo: branch 001, terminal 00001, type 01, number (20 digits).
  const consecutivo = `0010000101${String(90_000 + i).padStart(10, '0')}`;
  // Clave: 506, DDMMYY, the issuer's 12 digits, the consecutivo, situation 1, security code (50 digits).
  const clave = `506${dd}${mm}${String(yyyy).slice(2)}${EMISOR.padStart(12, '0')}${consecutivo}1${String(
    10_000_000 + i * 7919,
  ).slice(-8)}`;
  if (!/^\d{50}$/.test(clave)) throw new Error(`bad clave ${clave}`);

  const linea = /<LineaDetalle>[\s\S]*?<\/LineaDetalle>/.exec(BASE_XML)[0];
  const precio = 1000 + i * 10;
  const lineas = [];
  let total = 0;
  let size = BASE_XML.length - linea.length;
  for (let n = 1; size < bytes; n++) {
    const l = linea
      .replace(/<NumeroLinea>\d+</, `<NumeroLinea>${n}<`)
      .replace(/<Detalle>[^<]*</, `<Detalle>Servicio de almacenaje fiscal, contenedor ${i}-${n} (exento)<`)
      .replace(/<PrecioUnitario>\d+</, `<PrecioUnitario>${precio}<`)
      .replace(/<MontoTotal>\d+</, `<MontoTotal>${precio}<`)
      .replace(/<SubTotal>\d+</, `<SubTotal>${precio}<`)
      .replace(/<MontoTotalLinea>\d+</, `<MontoTotalLinea>${precio}<`);
    lineas.push(l);
    total += precio;
    size += l.length + 9;
  }
  const xml = BASE_XML.replace(/<Clave>\d+</, `<Clave>${clave}<`)
    .replace(/<NumeroConsecutivo>\d+</, `<NumeroConsecutivo>${consecutivo}<`)
    .replace(/<FechaEmision>[^<]+</, `<FechaEmision>${yyyy}-${mm}-${dd}T${hora}-06:00<`)
    .replace(
      /(<Receptor>\s*<Nombre>)[^<]*(<\/Nombre>\s*<Identificacion>\s*<Tipo>)\d+(<\/Tipo>\s*<Numero>)\d+/,
      `$1${CUENTA.nombre}$202$3${CUENTA.cedula}`,
    )
    .replace(
      /<DetalleServicio>[\s\S]*<\/DetalleServicio>/,
      `<DetalleServicio>\n        ${lineas.join('\n        ')}\n    </DetalleServicio>`,
    )
    .replace(/<ResumenFactura>[\s\S]*<\/ResumenFactura>/, (r) => r.replace(/>10000</g, `>${total}<`));
  return { name: `FE-${consecutivo}.xml`, xml };
}

/** The files of a set, written to `dir`; their paths and total size. */
function writeSet(dir, n) {
  mkdirSync(dir, { recursive: true });
  const paths = [];
  let bytes = 0;
  for (let i = 1; i <= n; i++) {
    const { name, xml } = factura(i, KB * 1024);
    const path = join(dir, name);
    writeFileSync(path, xml);
    paths.push(path);
    bytes += Buffer.byteLength(xml);
  }
  return { paths, bytes };
}

// ---------------------------------------------------------------------------------------------
// The page

/** A fresh page on the screen, settled (nothing loading, nothing painting for 500 ms). */
async function openScreen(browser, base, storageState) {
  const context = await benchContext(browser, storageState);
  const page = await context.newPage();
  await page.goto(`${base}${SCREEN}`);
  await page.getByRole('heading', { name: 'Recepción de comprobantes' }).waitFor();
  await page.locator(INPUT).waitFor({ state: 'attached' });
  await page.getByText('Todavía no hay comprobantes en la lista.').waitFor();
  await demoQuieto(page);
  return { context, page };
}

/** Sets the files and waits for revisados and listos; times and long tasks, in the page's clock. */
async function measure(browser, page, paths, { trace = false, categories = TRACE_CATEGORIES } = {}) {
  const n = paths.length;
  await page.evaluate(
    ({ input }) => {
      const b = (window.__bench = { long: [], t0: null });
      b.observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) b.long.push({ start: e.startTime, duration: e.duration });
      });
      b.observer.observe({ type: 'longtask', buffered: false });
      window.addEventListener(
        'change',
        (e) => {
          if (e.target instanceof HTMLInputElement && e.target.matches(input)) {
            b.t0 = performance.now();
            performance.mark('bench-recepcion-start');
          }
        },
        { capture: true, once: true },
      );
    },
    { input: INPUT },
  );
  if (trace) await browser.startTracing(page, { categories });
  await page.locator(INPUT).setInputFiles(paths);
  const r = await page.evaluate(
    async ({ table, n }) => {
      const b = window.__bench;
      const frame = () => new Promise((res) => requestAnimationFrame(() => res()));
      const until = async (cond) => {
        while (!cond()) await frame();
        // On screen once the frame that renders it is done.
        await new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
        return performance.now();
      };
      const footer = n === 1 ? '1 registro' : `${n.toLocaleString('en-US')} registros`;
      // A row's state: a plain span drawn as a Chip, or (older builds, for --against) MUI's Chip.
      const ESTADO = ':is(.estado, .MuiChip-root)';
      const FILAS = ':is(tbody > tr, .cuerpo > [role="row"])';
      const CELDA_ESTADO = ':is(td, [role="cell"]):nth-child(2)';
      const revisados = () => {
        const t = document.querySelector(table);
        const status = [...document.querySelectorAll('[role="status"]')].some((s) =>
          s.textContent?.startsWith('Revisando los archivos'),
        );
        return (
          !status &&
          t?.querySelectorAll(FILAS).length === n &&
          t.closest('.MuiPaper-root')?.textContent?.includes(footer)
        );
      };
      const listos = () => {
        const chips = document.querySelectorAll(`${table} ${FILAS} > ${CELDA_ESTADO} ${ESTADO}`);
        return [...chips].filter((c) => c.textContent === 'Listo').length === n;
      };
      // The files may land before this script runs (the 'change' came with setInputFiles).
      while (b.t0 === null) await frame();
      const tRevisados = await until(revisados);
      const tListos = await until(listos);
      performance.mark('bench-recepcion-end');
      // Long-task entries arrive after their task: a little while for the last ones.
      await new Promise((res) => setTimeout(res, 200));
      for (const e of b.observer.takeRecords()) b.long.push({ start: e.startTime, duration: e.duration });
      b.observer.disconnect();
      const noListos = [...document.querySelectorAll(`${table} ${FILAS}`)]
        .map((tr) => tr.querySelector(`${CELDA_ESTADO} ${ESTADO}`)?.textContent)
        .filter((s) => s !== 'Listo');
      return {
        revisados: tRevisados - b.t0,
        listos: tListos - b.t0,
        long: b.long.filter((l) => l.start + l.duration >= b.t0 - 1).map((l) => l.duration),
        // Where each long task starts, from the 'change' event: the one that holds it starts before it
        // (below 0), when Chromium takes the chosen files.
        longAt: b.long.filter((l) => l.start + l.duration >= b.t0 - 1).map((l) => l.start - b.t0),
        noListos,
      };
    },
    { table: TABLE, n },
  );
  if (trace) {
    const buffer = await browser.stopTracing();
    r.trace = buffer;
    r.tasks = mainTasks(JSON.parse(buffer.toString()).traceEvents);
    r.longest = Math.max(0, ...r.tasks.map((t) => t.dur / 1000));
    // The main thread's own CPU time of its longest task: what the page's code and rendering cost,
    // without the time other processes took the core (a shared machine stretches the wall time).
    r.longestCpu = Math.max(0, ...r.tasks.map((t) => (t.tdur ?? t.dur) / 1000));
  }
  return r;
}

/**
 * The top-level tasks of the measured page's main thread between the bench's marks (µs): the
 * renderer whose main thread holds the start mark.
 */
function mainTasks(events) {
  const mark = (name) => events.find((e) => e.name === name && e.cat.includes('user_timing'));
  const start = mark('bench-recepcion-start');
  const end = mark('bench-recepcion-end');
  if (!start || !end) return [];
  const main = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.pid === start.pid && e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? start.tid;
  // The change's own task began a little before its mark.
  const t0 = start.ts - 100_000;
  const runs = events
    .filter(
      (e) =>
        e.pid === start.pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
        e.ts + e.dur >= start.ts &&
        e.ts >= t0 &&
        e.ts <= end.ts,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // 'RunTask' and 'ThreadControllerImpl::RunTask' wrap the same task: the outer one only.
  const tasks = [];
  for (const e of runs) {
    const last = tasks[tasks.length - 1];
    if (!last || e.ts >= last.ts + last.dur) tasks.push(e);
  }
  return tasks;
}

// ---------------------------------------------------------------------------------------------
// The profile of one more run

const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks']);
const RENDER = [
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
];

/** A task's main-thread time by phase (ms): top-level script; style and layout inside script are forced. */
function phases(events, task) {
  const inside = events
    .filter(
      (e) =>
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur &&
        e !== task,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = {};
  const add = (k, us) => (out[k] = (out[k] ?? 0) + us / 1000);
  const open = [];
  for (const e of inside) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= e.ts) open.pop();
    const inScript = open.some((x) => SCRIPT.has(x.name));
    if (SCRIPT.has(e.name) && !inScript) add('script', e.dur);
    else if (RENDER.includes(e.name) && !open.some((x) => RENDER.includes(x.name))) {
      add(inScript ? `forced ${e.name}` : e.name, e.dur);
      if (inScript) add('script', -e.dur);
    }
    open.push(e);
  }
  return out;
}

/** One more run of the N files under the CPU profiler and the trace: what the long tasks spend. */
async function profileRun(browser, base, storageState, paths) {
  const { context, page } = await openScreen(browser, base, storageState);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const r = await measure(browser, page, paths, { trace: true, categories: PROFILE_CATEGORIES });
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/bench-recepcion-${paths.length}.cpuprofile`, JSON.stringify(profile));
  writeFileSync(`test-results/bench-recepcion-${paths.length}.trace.json`, r.trace);

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const where = (id) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  // Sample times: the profile's clock is the trace's (µs, monotonic).
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));

  const heavy = r.tasks.filter((task) => task.dur >= (paths.length > 1 ? 30_000 : 10_000));
  console.log(
    `\nProfile run (${paths.length} files): longest task ${r.longest.toFixed(1)} ms, long tasks ${r.long.length}` +
      ` [${r.long.map((x) => x.toFixed(0)).join(', ')}]; tasks ≥ ${paths.length > 1 ? 30 : 10} ms in the trace: ${heavy.length}`,
  );
  const { traceEvents } = JSON.parse(r.trace.toString());
  const components = new Map();
  for (const task of heavy) {
    const self = new Map();
    const total = new Map();
    const paths_ = new Map();
    let sampled = 0;
    profile.samples.forEach((id, i) => {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) return;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      sampled += dt;
      const w = where(id);
      self.set(w, (self.get(w) ?? 0) + dt);
      // The call path: app and library frames from the root, anonymous runtime frames left out.
      const stack = [];
      for (let p = id; p !== undefined; p = parent.get(p)) {
        const f = byId.get(p).callFrame;
        if (f.url && f.functionName) stack.unshift(f.functionName);
      }
      for (const f of new Set(stack)) total.set(f, (total.get(f) ?? 0) + dt);
      const key = stack.slice(-8).join(' › ');
      paths_.set(key, (paths_.get(key) ?? 0) + dt);
    });
    const at = (task.ts - r.tasks[0].ts) / 1000;
    console.log(
      `\n  Task of ${(task.dur / 1000).toFixed(1)} ms at +${at.toFixed(0)} ms (sampled ${sampled.toFixed(1)} ms); self time:`,
    );
    for (const [w, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${w}`);
    for (const [f, ms] of total) if (/^[A-Z]/.test(f)) components.set(f, (components.get(f) ?? 0) + ms);
    const ph = phases(traceEvents, task);
    console.log(
      `  main thread by phase: ${Object.entries(ph)
        .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
        .join(', ')}`,
    );
    console.log('  total time (self and callees) by function:');
    for (const [f, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${f}`);
    console.log('  heaviest call paths (last 8 named frames):');
    for (const [p, ms] of [...paths_].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${p || '(program / native)'}`);
  }
  console.log(
    `\n  Components' own render (with their styles), summed over those tasks (a minified build has no names):`,
  );
  for (const [f, ms] of [...components].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${f}`);
}

// ---------------------------------------------------------------------------------------------

const fmt = (x) => format(x, 1);
const median = (xs) => stats(xs).median;

const dir = mkdtempSync(join(tmpdir(), 'bench-recepcion-'));
try {
  const big = writeSet(join(dir, 'n'), FILES);
  const small = writeSet(join(dir, 'base'), BASELINE);
  console.log(
    `Files: ${FILES} of ${(big.bytes / FILES / 1024).toFixed(1)} KB (${(big.bytes / 1024 / 1024).toFixed(1)} MB), baseline ${BASELINE}.`,
  );

  await withDemo({ out: 'dist-bench-recepcion', port: 4641 }, async (browser, base) => {
    const storageState = await signedInState(browser, base);
    // --against: the other build's N files in place of the baseline, for a before/after of one run.
    const against = AGAINST ? { base: AGAINST, storageState: await signedInState(browser, AGAINST) } : null;
    const sizes = [
      against
        ? { n: FILES, set: big, runs: [], name: 'against', ...against }
        : { n: BASELINE, set: small, runs: [], name: String(BASELINE), base, storageState },
      { n: FILES, set: big, runs: [], name: against ? 'this' : String(FILES), base, storageState },
    ];
    // A first page of each, not counted: the preview's and the disk's caches warm.
    for (const size of sizes) {
      const { context, page } = await openScreen(browser, size.base, size.storageState);
      await measure(browser, page, size.set.paths);
      await context.close();
    }

    console.log(
      `\n${RUNS} runs, each size in a fresh page, alternated. Times from the input's change (ms).\n` +
        'run    build  longest task  (its CPU)  tasks > 50 ms (start: duration)          revisados    listos',
    );
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 ? [...sizes].reverse() : sizes;
      for (const size of order) {
        const { context, page } = await openScreen(browser, size.base, size.storageState);
        const r = await measure(browser, page, size.set.paths, { trace: true });
        await context.close();
        delete r.trace;
        size.runs[run] = r;
        if (r.noListos.length)
          console.log(`  (${r.noListos.length} rows not 'Listo': ${r.noListos.slice(0, 3).join('; ')})`);
        console.log(
          `${String(run + 1).padStart(3)}  ${size.name.padStart(7)}  ${r.longest.toFixed(1).padStart(9)} ms  ` +
            `${r.longestCpu.toFixed(1).padStart(7)} ms  ` +
            `${String(r.long.length).padStart(3)}  ${`(${r.long.map((x, i) => `${r.longAt[i].toFixed(0)}: ${x.toFixed(0)}`).join(', ')})`.padEnd(36)}` +
            `${r.revisados.toFixed(0).padStart(7)}  ${r.listos.toFixed(0).padStart(8)}`,
        );
      }
    }

    console.log(`\nMedians of ${RUNS} runs (min–max):`);
    for (const { n, name, runs } of sizes) {
      console.log(
        `  ${String(n).padStart(3)} file${n === 1 ? ' ' : 's'}${against ? ` (${name})` : ''}  longest task ${fmt(stats(runs.map((r) => r.longest)))}`,
      );
      console.log(`             its CPU time  ${fmt(stats(runs.map((r) => r.longestCpu)))}`);
      console.log(
        `             tasks > 50 ms ${stats(runs.map((r) => r.long.length)).median} (${stats(runs.map((r) => r.long.length)).min}–${stats(runs.map((r) => r.long.length)).max})`,
      );
      console.log(`             revisados    ${fmt(stats(runs.map((r) => r.revisados)))}`);
      console.log(
        `             listos       ${fmt(stats(runs.map((r) => r.listos)))}   (with the mock's 120–380 ms)`,
      );
    }
    const [a, b] = sizes;
    for (const key of ['longest', 'longestCpu']) {
      const ratios = b.runs.map((r, i) => r[key] / a.runs[i][key]);
      const s = stats(ratios);
      console.log(
        `\nLongest task${key === 'longestCpu' ? "'s CPU time" : ''}, ${b.name} ÷ ${a.name}: median of the runs' ratios ${s.median.toFixed(2)} (${s.min.toFixed(2)}–${s.max.toFixed(2)}),` +
          ` ratio of the medians ${(median(b.runs.map((r) => r[key])) / median(a.runs.map((r) => r[key]))).toFixed(2)}`,
      );
    }

    console.log(`\nobjetivo: ninguna tarea > ${OBJECTIVE_MS} ms (${FILES} archivos de ${KB} KB)`);
    for (const v of against ? sizes : [b]) {
      const over = v.runs.filter((r) => r.long.length > 0);
      const worst = Math.max(0, ...v.runs.flatMap((r) => r.long));
      console.log(
        (against ? `  ${v.name}: ` : '  ') +
          (over.length === 0
            ? `cumplido: ninguna tarea larga en las ${RUNS} corridas (la más larga ${Math.max(...v.runs.map((r) => r.longest)).toFixed(1)} ms)`
            : `NO cumplido: tareas de más de ${OBJECTIVE_MS} ms en ${over.length} de ${RUNS} corridas; la más larga ${worst.toFixed(1)} ms`),
      );
      // Apart: the page's own tasks, without the one that starts before the 'change' event, in which
      // Chromium takes the files DevTools hands it (DOM.setFileInputFiles, how this bench picks them).
      const propias = v.runs.map((r) => r.long.filter((_, i) => r.longAt[i] >= 0));
      const conPropias = propias.filter((l) => l.length > 0).length;
      console.log(
        `    sin la entrega de los archivos: tareas de más de ${OBJECTIVE_MS} ms en ${conPropias} de ${RUNS} corridas` +
          (conPropias ? `; la más larga ${Math.max(...propias.flat()).toFixed(1)} ms` : ''),
      );
    }

    if (PROFILE) {
      await profileRun(browser, base, storageState, small.paths);
      await profileRun(browser, base, storageState, big.paths);
    }
  });
} catch (error) {
  console.error(error);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
