import { excedeTamanoXml, leerXmlSeguro } from '@/lib/xml-seguro';
import { leerDocumentoIva, type DocumentoIva, type LecturaIva } from './xml-iva';

/*
 * A supplier's file dropped for the month (pure, so it runs in the reading Worker): the checks every
 * supplier XML passes first (D30, src/lib/xml-seguro.ts: never an entity expanded or a DTD fetched),
 * then its IVA figures.
 */

export type ArchivoLeido =
  | { nombre: string; documento: DocumentoIva }
  /** Refused by the file checks, with their Spanish reason. */
  | { nombre: string; rechazo: string }
  /** A safe XML that is not a document the worksheet reads. */
  | { nombre: string; noLeido: Extract<LecturaIva, { ok: false }>['motivo'] };

export async function leerArchivoIva(archivo: File): Promise<ArchivoLeido> {
  const nombre = archivo.name;
  const tamano = excedeTamanoXml(archivo.size);
  if (tamano) return { nombre, rechazo: tamano };
  const seguro = leerXmlSeguro(new Uint8Array(await archivo.arrayBuffer()), nombre);
  if ('motivo' in seguro) return { nombre, rechazo: seguro.motivo };
  const lectura = leerDocumentoIva(seguro.xml);
  return lectura.ok ? { nombre, documento: lectura.documento } : { nombre, noLeido: lectura.motivo };
}
