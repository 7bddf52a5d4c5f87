#!/usr/bin/env node
/**
 * The long tasks of a CPU profile (a .cpuprofile, e.g. `node bench/cierre-iva.mjs --profile`'s
 * test-results/bench-cierre-iva.cpuprofile), each split by who spent it: the demo backend (MSW and the
 * mock's handlers, the `browser-*.js` chunk: a real backend costs the page none of it), the bench's own
 * polling (`estado`/`hasta`), React (render and commit), the app's functions by name, the collector
 * and native work ('program'). A task is a run of samples without an idle one, so tasks back to back
 * count as one (an upper bound). For names, profile a build made with `--minify false`.
 *
 * Usage: node bench/tareas-perfil.mjs PROFILE [min ms, default 50] [rows, default 25]
 */
import { readFileSync } from 'node:fs';

const [archivo, minArg, filasArg] = process.argv.slice(2);
const p = JSON.parse(readFileSync(archivo, 'utf8'));
const MIN = Number(minArg ?? 50);
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const categorias = new Map();
function categoria(id) {
  if (categorias.has(id)) return categorias.get(id);
  const pila = [];
  for (let q = id; q !== undefined; q = parent.get(q)) pila.push(byId.get(q).callFrame);
  const hoja = pila[0].functionName;
  let c;
  if (hoja === '(idle)') c = 'idle';
  else if (pila.some((f) => /\/browser-[^/]*\.js$|\/mocks\//.test(f.url))) c = 'demo backend';
  else if (pila.some((f) => !f.url && ['estado', 'hasta'].includes(f.functionName))) c = 'bench';
  else if (hoja === '(garbage collector)') c = 'gc';
  else if (hoja === '(program)') c = 'program';
  else if (pila.some((f) => /performWorkOnRoot|commitRoot|renderRootSync/.test(f.functionName))) c = 'react';
  else c = `app ${pila.find((f) => f.url)?.functionName || hoja || '(anonymous)'}`;
  categorias.set(id, c);
  return c;
}

const tareas = [];
let actual = null;
let t = p.startTime;
p.samples.forEach((id, i) => {
  t += p.timeDeltas[i];
  const c = categoria(id);
  if (c === 'idle') {
    if (actual) tareas.push(actual);
    actual = null;
    return;
  }
  const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
  actual ??= { inicio: (t - p.startTime) / 1000, ms: 0, por: new Map() };
  actual.ms += dt;
  actual.por.set(c, (actual.por.get(c) ?? 0) + dt);
});
if (actual) tareas.push(actual);

const propio = (x) => x.ms - (x.por.get('demo backend') ?? 0) - (x.por.get('bench') ?? 0);
const largas = tareas.filter((x) => x.ms > MIN).sort((a, b) => b.ms - a.ms);
const suma = new Map();
for (const x of largas) for (const [k, v] of x.por) suma.set(k, (suma.get(k) ?? 0) + v);
const lista = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
console.log(`tasks over ${MIN} ms: ${largas.length}; longest ${(largas[0]?.ms ?? 0).toFixed(0)} ms`);
console.log(
  `without the demo backend and the bench: longest ${Math.max(0, ...tareas.map(propio)).toFixed(0)} ms, ` +
    `${tareas.filter((x) => propio(x) > MIN).length} over ${MIN} ms`,
);
console.log(`their time, by whom (ms): ${lista(suma, 14)}`);
for (const x of largas.slice(0, Number(filasArg ?? 25)))
  console.log(
    `${x.inicio.toFixed(0).padStart(8)} ${x.ms.toFixed(0).padStart(5)} ms (own ${propio(x).toFixed(0).padStart(4)}): ${lista(x.por, 6)}`,
  );
