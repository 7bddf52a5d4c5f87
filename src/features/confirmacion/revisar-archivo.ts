import { revisarFueraDelHilo } from '@/lib/revision-worker';
import { excedeTamanoXml } from '@/lib/xml-seguro';
import {
  examinarComprobante,
  type CuentaReceptora,
  type ExamenComprobante,
  type RevisionComprobante,
} from './revisar-comprobante';

/*
 * The page's side of the received-document check (D30): a file over the limit is refused by its size
 * alone, never read; a big one is read and checked in a Web Worker, a small one here (starting a worker
 * costs more than checking it).
 */

/**
 * From this size the check runs in a worker: a smaller file is checked on the page without a
 * noticeable pause, sooner than a worker would start (`npm run bench:archivos`; figures in
 * docs/measurements.md).
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
