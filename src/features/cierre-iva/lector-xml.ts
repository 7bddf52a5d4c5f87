import { createRevisionPool } from '@/lib/revision-pool';
import type { ArchivoLeido } from './archivo-iva';
import type { PeticionLector, RespuestaLector } from './lectura-peticion';
import type { LecturaIva } from './xml-iva';

/*
 * The month's documents are read in Web Workers, a batch per message: one document takes ~5 ms to
 * parse, so two thousand would hold the page for seconds. Where no Worker runs (the tests' DOM, a worker that
 * fails to start) the pool reads each batch on the page, one batch per task; the parser then loads with
 * the first batch, not with the page.
 */

export type LectorXml = {
  leer: (xmls: string[]) => Promise<LecturaIva[]>;
  leerArchivos: (archivos: File[]) => Promise<ArchivoLeido[]>;
  cerrar: () => void;
};

const aqui = async (p: PeticionLector): Promise<RespuestaLector> =>
  (await import('./lectura-peticion')).leerPeticion(p);

const crear = () =>
  new Worker(new URL('./xml-iva.worker.ts', import.meta.url), { type: 'module', name: 'leer-xml-iva' });

export function crearLectorXml(): LectorXml {
  const nucleos = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  const pool = createRevisionPool(aqui, { tamano: nucleos > 4 ? 3 : 2, crear });
  return {
    leer: async (xmls) => (await pool.revisar({ xmls })) as LecturaIva[],
    leerArchivos: async (archivos) => (await pool.revisar({ archivos })) as ArchivoLeido[],
    cerrar: pool.cerrar,
  };
}
