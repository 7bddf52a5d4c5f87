import { atenderRevisiones } from '@/lib/revision-en-worker';
import { revisarComprobante, type RevisionComprobante } from './revisar-comprobante';

/** The received-document check in a Web Worker (issue 19, decision D30): the file is read here too. */
atenderRevisiones(async ({ archivo, cuenta }: RevisionComprobante) =>
  revisarComprobante(new Uint8Array(await archivo.arrayBuffer()), archivo.name, cuenta),
);
