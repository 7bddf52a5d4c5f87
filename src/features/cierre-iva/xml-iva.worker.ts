import { atenderRevisiones } from '@/lib/revision-worker';
import { leerDocumentoIva } from './xml-iva';

/** A batch of the month's XML documents read off the page (lector-xml.ts): each text's reading, in order. */
atenderRevisiones(async (xmls: string[]) => xmls.map(leerDocumentoIva));
