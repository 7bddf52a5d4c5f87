#!/usr/bin/env node
/**
 * How long the upload checks take in Chromium (decision D30), by file size: the figures the
 * Web Worker thresholds (XML_UMBRAL_WORKER, CSV_UMBRAL_WORKER) come from. Not a test: it prints the
 * time of the first check in a fresh page (cold: nothing compiled yet, what a user's first upload
 * pays) and the median of later ones (warm).
 *
 * The checks are the app's own modules, served by Vite's dev server (its own port, no demo backend)
 * and imported into a page that runs nothing else (the app's icon); the files are made in the page:
 * a received invoice of N detail lines (julatec__factura.xml's first line repeated, addressed to the
 * demo's account) and a TICA CSV of N lines (the sample's header and lines like its own; within the
 * 10 000-line limit, longer lines for bigger files).
 *
 * Usage: node bench/revisar-archivos.mjs [--runs N]   (PORT, default 4631; CHROMIUM_PATH)
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { opt, stats } from './lib.mjs';

const RUNS = opt('--runs', 7);
const PORT = Number(process.env.PORT ?? 4631);
const CUENTA = { nombre: 'Aduanas y Logística del Pacífico S.A.', cedula: '3101704425' };

const factura = readFileSync('mocks/data/xml/julatec__factura.xml', 'utf8').replace(
  /(<Receptor>[\s\S]*?<Numero>)\d+(<\/Numero>)/,
  `$1${CUENTA.cedula}$2`,
);
const tica = readFileSync('public/ejemplos/tica-ejemplo.csv', 'utf8').trim().split('\n');

/** In the page: a document or file of about `bytes` bytes, and the time of one check of it. */
async function medir(page, formato, bytes) {
  return page.evaluate(
    async ({ formato, bytes, factura, tica, cuenta }) => {
      const enc = new TextEncoder();
      let contenido;
      let nombre;
      if (formato === 'xml') {
        const linea = /<LineaDetalle>[\s\S]*?<\/LineaDetalle>/.exec(factura)[0];
        const n = Math.max(1, Math.round(bytes / linea.length));
        contenido = factura.replace(
          /<DetalleServicio>[\s\S]*<\/DetalleServicio>/,
          `<DetalleServicio>${linea.repeat(n)}</DetalleServicio>`,
        );
        nombre = 'factura.xml';
      } else {
        // At most 10 000 lines (the limit): a bigger file has longer lines (a longer responsable).
        const [cabecera] = tica;
        const largo = Math.max(100, Math.ceil(bytes / 9_990));
        const salida = [cabecera];
        let total = cabecera.length;
        for (let i = 0; total < bytes; i++) {
          const inicio = `${24000 + (i % 900)},Aduana Santamaría,2026,${String(i).padStart(6, '0')},`;
          const fin = 'Importación definitiva,2026-03-02,ACEPTADO,';
          const responsable = 'Solís Araya, María Fernanda'.padEnd(
            largo - inicio.length - fin.length - 12,
            '.',
          );
          const l = `${inicio}${fin}"${responsable}",PENDIENTE`;
          salida.push(l);
          total += l.length + 1;
        }
        contenido = salida.join('\n');
        nombre = 'tica.csv';
      }
      const datos = enc.encode(contenido);
      const m =
        formato === 'xml'
          ? await import('/src/features/confirmacion/revisar-comprobante.ts')
          : await import('/src/features/tica/revisar-csv.ts');
      const inicio = performance.now();
      const r = formato === 'xml' ? m.revisarComprobante(datos, nombre, cuenta) : m.revisarCsv(datos, nombre);
      const ms = performance.now() - inicio;
      if (r !== null) throw new Error(`the sample was refused: ${r}`);
      return { ms, bytes: datos.length };
    },
    { formato, bytes, factura, tica, cuenta: CUENTA },
  );
}

// The pages open the app's icon, not the app: nothing else runs on the thread being measured.
process.env.VITE_API_MOCKS = 'false';
const server = await createServer({
  server: { port: PORT, strictPort: true },
  logLevel: 'error',
});
await server.listen();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const base = `http://localhost:${PORT}/favicon.svg`;
  // Vite compiles the modules on their first request: one warm-up page so every page after it
  // measures the check, not the compilation.
  const calentar = await browser.newPage();
  await calentar.goto(base);
  await medir(calentar, 'xml', 10_000);
  await medir(calentar, 'csv', 10_000);
  await calentar.close();

  for (const formato of ['xml', 'csv']) {
    console.log(
      `\n${formato.toUpperCase()}        size   cold (first check in a page)   warm (median, min–max)`,
    );
    // Up to each format's limit (2 MB, 3 MB).
    for (const kb of formato === 'xml'
      ? [32, 64, 128, 256, 512, 1024, 1900]
      : [32, 64, 128, 256, 512, 1024, 2900]) {
      const frias = [];
      const tibias = [];
      let tamano = 0;
      for (let r = 0; r < RUNS; r++) {
        const page = await browser.newPage();
        await page.goto(base);
        const fria = await medir(page, formato, kb * 1024);
        frias.push(fria.ms);
        tamano = fria.bytes;
        for (let k = 0; k < 3; k++) tibias.push((await medir(page, formato, kb * 1024)).ms);
        await page.close();
      }
      const f = stats(frias);
      const w = stats(tibias);
      console.log(
        `${formato.padEnd(4)} ${(tamano / 1024).toFixed(0).padStart(8)} KB   ` +
          `${f.median.toFixed(1).padStart(6)} ms (${f.min.toFixed(1)}–${f.max.toFixed(1)})        ` +
          `${w.median.toFixed(1).padStart(6)} ms (${w.min.toFixed(1)}–${w.max.toFixed(1)})`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
