// First-load budget of every route (D34), measured the way a user pays for it: build with
// mocks off, serve the build, open the route's URL as a new document with the browser's cache off (a
// first visit's fetches) and sum the gzip size (level 9) of every .js file the browser fetched until
// the network is idle. Fails (exit code 1) when a route is over its budget, any MSW code is in the
// bundle, or React Router's development build is.
//
//   login      #/extra-layout/login, signed out: 125 KB gzip
//   the rest   every screen of src/lib/screens.ts, signed in as ADMIN (a token the app can decode),
//              a `:param` given the sample id 1: 500 KB gzip each
//   entry      the scripts index.html loads and what they import statically (manifest), for comparison only
//
// The libraries go into the build as published: a route over budget gets lighter by loading a whole
// piece of our own on first use, never by a build step that edits a dependency's code (D34).
//
// No backend answers: /api/* and /oauth/* get 404, so lists show their load error and edit screens
// theirs; every screen's code still loads (its page module and what it imports statically).
//
//   SIZE_OUT_DIR=dist-x npm run size   build elsewhere than dist/ (several builds side by side)
//   npm run size -- --files            the .js files of every route, not only of those over budget
//   npm run size -- --every-route      open every route, not once per page module (see below)
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { chromiumPath } from './chromium.mjs';

const LOGIN_BUDGET_KB = 125;
const ROUTE_BUDGET_KB = 500;
const CONCURRENT = 4;
const dist = process.env.SIZE_OUT_DIR ?? 'dist';
const listEveryFile = process.argv.includes('--files');

execSync(`npx vite build --outDir ${dist}`, {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCKS: 'false' },
});

// React Router's package exports resolve to its development build (vite.config.ts aliases the
// production one, see there): these warnings sit behind its ENABLE_DEV_WARNINGS, true only in the
// development build, so the production build's minified output never holds them.
const ROUTER_DEV_ONLY = ['No routes matched location', 'You rendered descendant <Routes>'];
const jsAssets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const routerDev = jsAssets.filter((f) => {
  const code = readFileSync(join(dist, 'assets', f), 'utf8');
  return ROUTER_DEV_ONLY.some((s) => code.includes(s));
});
if (routerDev.length) {
  console.error(`\nReact Router's development build is in the bundle: ${routerDev.join(' ')}`);
  process.exit(1);
}
console.log("\nReact Router's production build in the bundle.");

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file))
    gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gzCache.get(file);
};
const sum = (files) => files.reduce((s, f) => s + gz(f), 0);
const kb = (n) => `${n.toFixed(1).padStart(7)} KB`;

// ---- entry and preloads, from the manifest
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The scripts and preloads index.html names (the shell-chunk plugin leaves no chunk marked isEntry),
// with what they import statically.
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const htmlFiles = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g),
].map((m) => m[1]);
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}
const entryFiles = [
  ...htmlFiles.reduce((into, file) => closure(keyOfFile.get(file), into), new Set()),
].filter((f) => f.endsWith('.js'));

// ---- the routes: the screen table itself (TypeScript, read through Vite's module runner)
const { module: screensModule } = await runnerImport('/src/lib/screens.ts', {
  root: process.cwd(),
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: [{ find: /^@\//, replacement: `${resolve('src')}/` }] },
});
const routes = [
  { name: 'login', hash: '#/extra-layout/login', signedIn: false, budget: LOGIN_BUDGET_KB },
  ...Object.values(screensModule.screens).map((s) => ({
    name: s.path,
    hash: `#/default-layout/${s.path.replace(/:\w+/g, '1')}`,
    page: s.page,
    signedIn: true,
    budget: ROUTE_BUDGET_KB,
  })),
];

// ---- a static server for the build (API calls answer 404: no backend)
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/oauth/')) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"sin backend"}');
    return;
  }
  const path = normalize(url.pathname === '/' ? '/index.html' : url.pathname);
  try {
    const body = readFileSync(join(dist, path));
    res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
  user_name: 'admin',
  authorities: ['ADMIN'],
  exp: Math.floor(Date.now() / 1000) + 3600,
  client_id: 'size',
  scope: ['read'],
})}.firma`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

/**
 * One browser context per measuring lane (signed in or not), its HTTP cache turned off: each route is
 * a new document (about:blank, then the route's URL), so the browser fetches every file it needs
 * again, as a first visit does, while the context and its renderer are reused (a fresh context per
 * route costs far more CPU and gives the same figures).
 */
async function lane(signedIn) {
  const context = await browser.newContext();
  if (signedIn) await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let files = new Set();
  let inFlight = 0;
  let started = 0;
  page.on('request', (r) => {
    inFlight++;
    started++;
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) files.add(path.slice(1));
  });
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /**
     * The .js files the browser fetches for `route` until it is idle: nothing in flight, no request
     * started during a quiet spell and the page's main thread free (a chunk still being parsed or run
     * may yet ask for more; Playwright's 'networkidle' alone fired between the entry and the page's
     * chunks).
     */
    async fetchedJs(route) {
      await page.goto('about:blank');
      files = new Set();
      inFlight = 0;
      await page.goto(`${base}${route.hash}`, { waitUntil: 'load' });
      for (let before = -1; before !== started;) {
        before = started;
        while (inFlight > 0) await page.waitForTimeout(50);
        await page.waitForTimeout(300);
        await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 100))));
      }
      return [...files];
    },
    close: () => context.close(),
  };
}

// Routes that render the same page module (an add- route and its edit route, the style guide's five
// paths) fetch the same files: without a backend nothing a page loads depends on the id. Each page is
// measured once, on its first route, and its other routes take that measure (`--every-route`
// measures them all, to check it).
const everyRoute = process.argv.includes('--every-route');
const firstOfPage = new Map();
for (const route of routes) {
  if (everyRoute || !route.page) continue;
  if (firstOfPage.has(route.page)) route.sameAs = firstOfPage.get(route.page);
  else firstOfPage.set(route.page, route);
}
/** Measures the routes of `queue` one after another in one lane; lanes share the queue. */
const measure = async (queue, signedIn) => {
  const { fetchedJs, close } = await lane(signedIn);
  for (let route = queue.shift(); route; route = queue.shift()) {
    route.files = await fetchedJs(route);
    route.kb = sum(route.files);
  }
  await close();
};
const signedInQueue = routes.filter((r) => !r.sameAs && r.signedIn);
await Promise.all([
  measure(
    routes.filter((r) => !r.signedIn),
    false,
  ),
  ...Array.from({ length: CONCURRENT }, () => measure(signedInQueue, true)),
]);
for (const route of routes.filter((r) => r.sameAs)) {
  route.files = route.sameAs.files;
  route.kb = route.sameAs.kb;
}
await browser.close();
server.close();

routes.sort((a, b) => b.kb - a.kb);
const over = routes.filter((r) => r.kb > r.budget);
for (const route of listEveryFile ? routes : over) {
  console.log(`\n${route.name} (${route.hash}): ${route.files.length} .js files fetched until idle`);
  for (const f of route.files.sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f))}  ${f}`);
}

const width = Math.max(...routes.map((r) => r.name.length));
console.log(`\nFirst load of every route (JS, gzip level 9, fetched until the network is idle):`);
console.log(`  ${'route'.padEnd(width)}  ${'gzip'.padStart(10)}  files     budget  `);
for (const r of routes) {
  const verdict = r.kb > r.budget ? `OVER by ${(r.kb - r.budget).toFixed(1)} KB` : 'ok';
  console.log(
    `  ${r.name.padEnd(width)}  ${kb(r.kb)}  ${String(r.files.length).padStart(5)}  ${kb(r.budget)}  ${verdict}${r.sameAs ? ` (page of ${r.sameAs.name})` : ''}`,
  );
}
console.log(
  `  ${'(entry + preloads)'.padEnd(width)}  ${kb(sum(entryFiles))}  ${String(entryFiles.length).padStart(5)}`,
);

// With mocks off, no MSW code may be in the bundle: neither MSW's own texts nor the demo backend's event
// (both are in a demo build's backend chunk).
const leaks = jsAssets.filter((f) =>
  /\[MSW\]|mswjs|demo-backend/.test(readFileSync(join(dist, 'assets', f), 'utf8')),
);
if (leaks.length) {
  console.error(`\nMSW code found in a build with mocks off: ${leaks.join(' ')}`);
  process.exit(1);
}
console.log('\nNo MSW code in the bundle.');
if (over.length) {
  console.error(
    `${over.length} route(s) over budget (login ${LOGIN_BUDGET_KB} KB, the others ${ROUTE_BUDGET_KB} KB): ${over.map((r) => r.name).join(', ')}.\n` +
      'Load a whole piece of our own on first use (a page section, a dialog, a check); do not edit a dependency at build time.',
  );
  process.exit(1);
}
console.log(`Every route within its budget (login ${LOGIN_BUDGET_KB} KB, the others ${ROUTE_BUDGET_KB} KB).`);
