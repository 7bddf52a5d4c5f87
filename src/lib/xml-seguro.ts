import { XMLValidator } from 'fast-xml-parser';
import { archivos } from '@/messages/es-archivos';
import { esUtf16, extensionDe, leerUtf8, MB, primerByte, tamanoTexto } from './safe-file';

/*
 * The checks every supplier XML a person gives the app passes before any parser reads it (D30): its
 * size, name, first byte and UTF-8; the encoding it declares; no entity and no DOCTYPE (refused, never
 * expanded nor fetched); well formed. Pure: bytes and name in, the Spanish refusal or the text out, on
 * the page or in a Web Worker. Recepción's check (confirmacion) and Cierre de IVA's dropped files
 * (cierre-iva) both start here; what a document must then be is each screen's own.
 */

/**
 * The largest XML accepted: v4.4 allows at most 1000 detail lines (maxOccurs), so even a real document
 * with discounts, exonerations and several taxes on every line fits under it (D30).
 */
export const XML_MAX_BYTES = 2 * MB;

const t = archivos.xml;

/** The size refusal, or null within the limit: the page asks it before reading the file. */
export function excedeTamanoXml(bytes: number): string | null {
  return bytes > XML_MAX_BYTES ? t.tamano(tamanoTexto(bytes), tamanoTexto(XML_MAX_BYTES)) : null;
}

/** The encoding the XML declaration names, when it names one. */
const codificacionDeclarada = (xml: string) =>
  /^\s*<\?xml\s[^?]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(xml)?.[1]?.trim();

/** Comments and CDATA hold text, not declarations. */
const sinComentarios = (xml: string) => xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, '');

export type XmlSeguro = { motivo: string } | { xml: string };

/** The checks on the bytes, then their text (valid UTF-8). */
function leerTexto(bytes: Uint8Array, nombre: string): XmlSeguro {
  if (bytes.length === 0) return { motivo: archivos.vacio };
  const tamano = excedeTamanoXml(bytes.length);
  if (tamano) return { motivo: tamano };
  if (extensionDe(nombre) !== '.xml') return { motivo: t.extension(nombre) };
  if (esUtf16(bytes)) return { motivo: t.noUtf8(1) };
  if (primerByte(bytes) !== 0x3c) return { motivo: t.contenido };
  const lectura = leerUtf8(bytes);
  return lectura.ok ? { xml: lectura.texto } : { motivo: t.noUtf8(lectura.linea) };
}

/** The file's XML text once every check passed, or why it is refused. */
export function leerXmlSeguro(bytes: Uint8Array, nombre: string): XmlSeguro {
  const lectura = leerTexto(bytes, nombre);
  if ('motivo' in lectura) return lectura;
  const { xml } = lectura;
  const codificacion = codificacionDeclarada(xml);
  if (codificacion && !/^utf-?8$/i.test(codificacion)) return { motivo: t.codificacion(codificacion) };

  // Refused before any parser sees them: an entity is never expanded, a DTD never fetched.
  const declaraciones = sinComentarios(xml);
  if (/<!ENTITY/i.test(declaraciones)) return { motivo: t.entidades };
  if (/<!DOCTYPE/i.test(declaraciones)) return { motivo: t.doctype };

  const validacion = XMLValidator.validate(xml);
  if (validacion !== true) {
    const { line, col, msg } = validacion.err;
    if (msg.startsWith('Multiple possible root')) return { motivo: t.variasRaices };
    // The validator names no column when the text ends before any element (a bare declaration).
    if (!/<[A-Za-z_]/.test(declaraciones.replace(/<\?[\s\S]*?\?>/g, ''))) return { motivo: t.sinRaiz };
    return { motivo: t.malFormado(line, col) };
  }
  return { xml };
}
