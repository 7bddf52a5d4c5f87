import { revisarFueraDelHilo } from '@/lib/revision-worker';
import type { RevisionCsv } from './revisar-csv';

/*
 * The page's side of the TICA file's check (D30): a file over the limit is refused by its size alone,
 * never read; a big one is read and checked in a Web Worker, a small one here (starting a worker costs
 * more than checking it).
 */

/**
 * From this size the check runs in a worker: a smaller file is checked on the page without a
 * noticeable pause, sooner than a worker would start (`npm run bench:archivos`; figures in
 * docs/measurements.md).
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
