// Runs npm scripts side by side (`node scripts/paralelo.mjs typecheck lint test`): tsc and eslint each
// use about one core and end long before the tests, whose workers take the core they leave (on CI's
// two cores eslint alone left one idle for half a minute). Each script's output is printed whole when
// it ends, under its name; the exit code is the first failure's.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => {
          const s = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(
            `\n── npm run ${name}: ${code === 0 ? 'ok' : `falló (${code})`} en ${s} s\n${out}`,
          );
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
