import { atenderRevisiones } from '@/lib/revision-worker';
import { examinarComprobante, type RevisionComprobante } from './revisar-comprobante';

/**
 * The received-document check in a Web Worker (D30; many at once, C11): the file is read here too, and
 * the answer is the refusal or the document's summary.
 */
atenderRevisiones(async ({ archivo, cuenta }: RevisionComprobante) =>
  examinarComprobante(new Uint8Array(await archivo.arrayBuffer()), archivo.name, cuenta),
);
