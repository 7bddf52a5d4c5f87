#!/usr/bin/env node
/**
 * The app as it runs in production, for the benches: a build without the demo backend, its files and
 * its API served by one Node process, the API answered by the demo's own handlers and data (loaded
 * through Vite's module loader, at the demo's latency). Nothing of the demo runs in the page, as with a
 * real backend: measure a figure here to tell the app's cost from the demo's.
 *
 * Usage:
 *   VITE_API_MOCKS=false VITE_HACIENDA_API_URL= npx vite build --outDir /tmp/dist-node-backend
 *   node bench/node-backend.mjs /tmp/dist-node-backend 4331
 *   BASE=http://localhost:4331/ node bench/facturas.mjs --no-build --lista
 * Optional SCALE and DAY seed the data as `?mockScale` and `?mockDay` do in the demo, which a page
 * cannot ask of this backend: `node bench/node-backend.mjs DIST 4331 48 2026-11-22` for Cierre de IVA's
 * bench (`BASE=http://localhost:4331/ node bench/cierre-iva.mjs --no-build`).
 * The build leaves Hacienda's registry out (its lookups would leave this machine).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { createServer as createVite } from 'vite';

const [dist, puerto, escala, dia] = [
  process.argv[2],
  Number(process.argv[3] ?? 4331),
  process.argv[4] ? Number(process.argv[4]) : null,
  process.argv[5] ?? null,
];
if (!dist) throw new Error('uso: node bench/node-backend.mjs DIST [PUERTO] [ESCALA] [DIA]');

const vite = await createVite({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
// msw asks for a localStorage when it is imported, as in the demo's worker.
await vite.ssrLoadModule('/mocks/worker/local-storage-shim.ts');
const backend = await vite.ssrLoadModule('/mocks/worker/backend.ts');
const protocolo = await vite.ssrLoadModule('/mocks/worker/protocol.ts');
const inicio = { escala, dia, guardado: null, latencia: [120, 380] };
await backend.atender(0, { tipo: 'iniciar', inicio });

const TIPOS = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const arranque = new Date().toUTCString();
let ultimo = 0;

/** A file of the build, revalidated as `vite preview` serves it (so Chromium keeps its code cache). */
async function archivo(req, res, ruta) {
  const nombre = ruta === '/' ? 'index.html' : ruta.slice(1);
  let cuerpo;
  try {
    cuerpo = await readFile(join(dist, nombre));
  } catch {
    res.writeHead(404);
    return res.end();
  }
  const etag = `W/"${cuerpo.length}-${nombre}"`;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304);
    return res.end();
  }
  res.writeHead(200, {
    'content-type': TIPOS[extname(nombre)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    etag,
    'last-modified': arranque,
  });
  res.end(cuerpo);
}

/** A call of the API, answered by the demo's handlers. */
async function api(req, res, url) {
  const partes = [];
  for await (const parte of req) partes.push(parte);
  const conCuerpo = partes.length > 0 && req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers: req.headers,
    body: conCuerpo ? Buffer.concat(partes) : undefined,
  });
  const pedido = await protocolo.aPedido(request);
  const r = await backend.atender((ultimo += 1), { tipo: 'pedido', pedido });
  // An answer that fails as the network would (Hacienda's 404 without CORS): the connection drops.
  if (r.valor === 'error-de-red') return req.socket.destroy();
  if (!r.valor) {
    res.writeHead(r.fallo ? 500 : 404);
    return res.end(r.fallo ?? '');
  }
  const response = protocolo.aResponse(r.valor);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${puerto}`);
  const delApi = url.pathname.startsWith('/api/') || url.pathname.startsWith('/oauth/');
  (delApi ? api(req, res, url) : archivo(req, res, url.pathname)).catch((error) => {
    res.writeHead(500);
    res.end(String(error));
  });
}).listen(puerto, () => console.log(`node backend: http://localhost:${puerto}/`));
