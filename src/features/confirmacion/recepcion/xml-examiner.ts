import { createRevisionPool, type RevisionPool } from '@/lib/revision-pool';
import { crearWorker, examinarAqui } from '../revisar-archivo';
import type { ExamenComprobante, RevisionComprobante } from '../revisar-comprobante';

/**
 * Many files (Recepción de comprobantes, C11): every one in a worker, whatever its size, so that a
 * hundred small files do not add up on the page's thread. One worker on a machine of two cores or
 * fewer, which leaves a core to the page (it checks a hundred files as fast as two workers there, and
 * the page's frames wait less for a core), two up to four cores, three beyond. Apart from
 * revisar-archivo.ts so that the one-document screen does not carry it.
 */
export function createXmlExaminer(): RevisionPool<RevisionComprobante, ExamenComprobante> {
  const nucleos = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  const pool = createRevisionPool(examinarAqui, {
    tamano: nucleos > 4 ? 3 : nucleos > 2 ? 2 : 1,
    crear: crearWorker,
  });
  // The size is read in the worker too (examinarAqui): Chromium reads a chosen file's size from the
  // disk the first time, synchronously, and a hundred of them held the page.
  return pool;
}
