import { revisarFueraDelHilo } from '@/lib/revision-en-worker';
import {
  examinarComprobante,
  excedeTamanoXml,
  type CuentaReceptora,
  type ExamenComprobante,
  type RevisionComprobante,
} from './revisar-comprobante';

/*
 * The page's side of the received-document check (issue 19, decision D30): a file over the limit is
 * refused by its size alone, never read; a big one is read and checked in a Web Worker, a small one
 * here (starting a worker costs more than checking it).
 */

/**
 * From this size the check runs in a worker. Measured in Chromium (bench/revisar-archivos.mjs, median
 * of the first check in a fresh page): 42 KB 32 ms, 138 KB 29–35 ms, 266 KB 40–48 ms, 523 KB 60 ms,
 * 1 MB 83–94 ms. Below 128 KB the check stays well under 50 ms on the page.
 */
export const XML_UMBRAL_WORKER = 128 * 1024;

/** The check where it runs (the page or a worker): a file over the limit is never read. */
export const examinarAqui = async ({ archivo, cuenta }: RevisionComprobante): Promise<ExamenComprobante> => {
  const tamano = excedeTamanoXml(archivo.size);
  if (tamano) return { motivo: tamano, resumen: null };
  return examinarComprobante(new Uint8Array(await archivo.arrayBuffer()), archivo.name, cuenta);
};

export const crearWorker = () =>
  new Worker(new URL('./revisar-comprobante.worker.ts', import.meta.url), {
    type: 'module',
    name: 'revisar-comprobante',
  });

/** Why the chosen XML is refused before upload, or null when it may be sent. */
export async function revisarArchivoXml(archivo: File, cuenta: CuentaReceptora): Promise<string | null> {
  const tamano = excedeTamanoXml(archivo.size);
  if (tamano) return tamano;
  const examen = await revisarFueraDelHilo({ archivo, cuenta }, examinarAqui, {
    enWorker: archivo.size >= XML_UMBRAL_WORKER,
    crear: crearWorker,
  });
  return examen.motivo;
}
