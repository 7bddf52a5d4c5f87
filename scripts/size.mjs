// First-load budget, measured the way a user pays for it: build with mocks off, serve dist/, open a
// route in Chromium and sum the gzip size of every .js file the browser fetched until the network is
// idle. Fails when the login route is over budget or any MSW code is in the bundle.
//
//   login      #/extra-layout/login (signed out): the budget, 150 KB gzip
//   dashboard  #/default-layout/dashboard, signed in (a token the app can decode; no backend answers)
//   entry      the entry chunk and the chunks index.html preloads (manifest), for comparison
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 150;
const dist = 'dist';

execSync('npx vite build --outDir dist', {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCKS: 'false' },
});

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const kb = (n) => `${n.toFixed(1).padStart(7)} KB`;

// ---- entry and preloads, from the manifest
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}
const entryFiles = [...closure(entryKey)].filter((f) => f.endsWith('.js'));
const entryKb = entryFiles.reduce((s, f) => s + gz(f), 0);

// ---- a static server for dist/ (API calls answer 404: no backend)
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
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

/** The .js files the browser fetches for `hash` until the network is idle. */
async function fetchedJs(hash, signedIn) {
  const context = await browser.newContext();
  if (signedIn) await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) files.add(path.slice(1));
  });
  await page.goto(`${base}${hash}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...files];
}

const routes = [
  { name: 'login route', hash: '#/extra-layout/login', signedIn: false },
  { name: 'dashboard route', hash: '#/default-layout/dashboard', signedIn: true },
];
const results = {};
for (const route of routes) {
  const files = await fetchedJs(route.hash, route.signedIn);
  const total = files.reduce((s, f) => s + gz(f), 0);
  results[route.name] = total;
  console.log(`\n${route.name} (${route.hash}): ${files.length} .js files fetched until idle`);
  for (const f of files.sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f))}  ${f}`);
  console.log(`  ${kb(total)}  in all`);
}
await browser.close();
server.close();

console.log('\nSummary (gzip):');
console.log(`  ${kb(entryKb)}  entry and preloaded chunks (${entryFiles.length} files)`);
for (const [name, total] of Object.entries(results)) console.log(`  ${kb(total)}  ${name}`);

// With mocks off, no MSW code may be in the bundle.
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const leaks = assets.filter((f) =>
  /mockServiceWorker|setupWorker|msw\//.test(readFileSync(join(dist, 'assets', f), 'utf8')),
);
const workerFile = readdirSync(dist).includes('mockServiceWorker.js');
if (leaks.length || workerFile) {
  console.error(
    `\nMSW code found in a build with mocks off: ${[...leaks, workerFile ? 'mockServiceWorker.js' : ''].join(' ')}`,
  );
  process.exit(1);
}
console.log('  no MSW code in the bundle');
const login = results['login route'];
if (login > BUDGET_KB) {
  console.error(`\nLogin route over budget (${BUDGET_KB} KB) by ${(login - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
console.log(`  login route within the ${BUDGET_KB} KB budget`);
