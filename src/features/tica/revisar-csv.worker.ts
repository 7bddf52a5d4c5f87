import { atenderRevisiones } from '@/lib/revision-worker';
import { revisarCsv, type RevisionCsv } from './revisar-csv';

/** The TICA file's check in a Web Worker (D30): the file is read here too. */
atenderRevisiones(async ({ archivo }: RevisionCsv) =>
  revisarCsv(new Uint8Array(await archivo.arrayBuffer()), archivo.name),
);
