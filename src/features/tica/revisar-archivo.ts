import { revisarFueraDelHilo } from '@/lib/revision-en-worker';
import type { RevisionCsv } from './revisar-csv';

/*
 * The page's side of the TICA file's check (issue 19, decision D30): a file over the limit is refused
 * by its size alone, never read; a big one is read and checked in a Web Worker, a small one here
 * (starting a worker costs more than checking it).
 */

/**
 * From this size the check runs in a worker. Measured in Chromium (bench/revisar-archivos.mjs, median
 * of the first check in a fresh page): 132 KB 18–27 ms, 265 KB 31–37 ms, 529 KB 41–54 ms, 1 MB 62 ms,
 * 2.9 MB 89 ms. Below 256 KB the check stays well under 50 ms on the page.
 */
export const CSV_UMBRAL_WORKER = 256 * 1024;

/**
 * Why the chosen TICA file is refused before upload, or null when it may be sent. The check (and
 * papaparse with it) loads with the first file chosen, not with the page (decision D34).
 */
export async function revisarArchivoCsv(archivo: File): Promise<string | null> {
  const { excedeTamanoCsv, revisarCsv } = await import('./revisar-csv');
  const tamano = excedeTamanoCsv(archivo.size);
  if (tamano) return tamano;
  const revisarAqui = async ({ archivo: elegido }: RevisionCsv) =>
    revisarCsv(new Uint8Array(await elegido.arrayBuffer()), elegido.name);
  return revisarFueraDelHilo({ archivo }, revisarAqui, {
    enWorker: archivo.size >= CSV_UMBRAL_WORKER,
    crear: () =>
      new Worker(new URL('./revisar-csv.worker.ts', import.meta.url), {
        type: 'module',
        name: 'revisar-csv',
      }),
  });
}
