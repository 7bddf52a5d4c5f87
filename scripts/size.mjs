// Builds with mocks off and prints the gzip size of the JS the login route loads: the entry and the
// chunks index.html preloads (the budget, ≤ 150 KB), then the lazy login screen chunk on top of it.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = 'dist';

execSync('npx vite build --outDir dist', {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCKS: 'false' },
});

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** A chunk and its static imports (what the browser fetches together), as a set of files. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const js = (files) => [...files].filter((f) => f.endsWith('.js'));
const sum = (files) => js(files).reduce((s, f) => s + gz(f), 0);

const first = closure(entryKey);
const loginExtra = js(closure('src/auth/login-page.tsx')).filter((f) => !first.has(f));

console.log('\nEntry and preloaded chunks (gzip):');
for (const f of js(first).sort((a, b) => gz(b) - gz(a)))
  console.log(`  ${gz(f).toFixed(1).padStart(7)} KB  ${f}`);
const firstKb = sum(first);
console.log(`  ${firstKb.toFixed(1).padStart(7)} KB  first load (budget ${BUDGET_KB} KB)`);
const loginKb = loginExtra.reduce((s, f) => s + gz(f), 0);
console.log(`  ${loginKb.toFixed(1).padStart(7)} KB  + the lazy login screen (${loginExtra.length} chunks)`);
console.log(`  ${(firstKb + loginKb).toFixed(1).padStart(7)} KB  login route in all`);
const signInExtra = js(closure('src/auth/sign-in.ts')).filter(
  (f) => !first.has(f) && !loginExtra.includes(f),
);
const signInKb = signInExtra.reduce((s, f) => s + gz(f), 0);
console.log(`  ${signInKb.toFixed(1).padStart(7)} KB  sign-in code, fetched after the login screen paints`);

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
if (firstKb > BUDGET_KB) {
  console.error(`\nFirst load over budget by ${(firstKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
