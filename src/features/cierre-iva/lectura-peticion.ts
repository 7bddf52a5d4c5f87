import { leerArchivoIva, type ArchivoLeido } from './archivo-iva';
import { leerDocumentoIva, type LecturaIva } from './xml-iva';

/** What the reading Worker is asked: the XML texts of a batch, or the files a person dropped. */
export type PeticionLector = { xmls: string[] } | { archivos: File[] };
export type RespuestaLector = LecturaIva[] | ArchivoLeido[];

export const leerPeticion = async (p: PeticionLector): Promise<RespuestaLector> =>
  'xmls' in p ? p.xmls.map(leerDocumentoIva) : Promise.all(p.archivos.map(leerArchivoIva));
