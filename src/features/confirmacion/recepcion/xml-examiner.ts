import { createRevisionPool, type RevisionPool } from '@/lib/revision-pool';
import { crearWorker, examinarAqui } from '../revisar-archivo';
import type { ExamenComprobante, RevisionComprobante } from '../revisar-comprobante';

/**
 * Many files (Recepción de comprobantes, C11): every one in a worker, whatever its size, so that a
 * hundred small files do not add up on the page's thread; two workers, three on a machine with more
 * than four cores. Apart from revisar-archivo.ts so that the one-document screen does not carry it.
 */
export function createXmlExaminer(): RevisionPool<RevisionComprobante, ExamenComprobante> {
  const nucleos = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  const pool = createRevisionPool(examinarAqui, { tamano: nucleos > 4 ? 3 : 2, crear: crearWorker });
  // The size is read in the worker too (examinarAqui): Chromium reads a chosen file's size from the
  // disk the first time, synchronously, and a hundred of them held the page.
  return pool;
}
