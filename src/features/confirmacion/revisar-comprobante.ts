import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { esUtf16, extensionDe, leerUtf8, MB, primerByte, tamanoTexto } from '@/lib/safe-file';
import { archivos } from '@/messages/es-archivos';
import { esClaveValida, TIPOS_COMPROBANTE } from './rules';

/*
 * The received-document XML checked in the browser before it is uploaded (D30). Pure: the file's bytes
 * and name and the user's account in, the reason it is refused (Spanish) or null out. Runs on the page
 * for small files and in a Web Worker for big ones (revisar-archivo.ts).
 */

/**
 * The largest XML accepted: v4.4 allows at most 1000 detail lines (maxOccurs), so even a real document
 * with discounts, exonerations and several taxes on every line fits under it (D30).
 */
export const XML_MAX_BYTES = 2 * MB;

/** The account that receives: only documents addressed to it are confirmed or rejected. */
export type CuentaReceptora = { nombre: string; cedula: string };

/** What the check is given: the chosen file and the account (a Web Worker's message too). */
export type RevisionComprobante = { archivo: File; cuenta: CuentaReceptora };

const t = archivos.xml;

/** Only what the checks read is parsed: the detail lines, signature and the like stay unparsed text. */
const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  removeNSPrefix: true,
  // Entities are never expanded: a document that declares any was refused before parsing.
  processEntities: false,
  htmlEntities: false,
  stopNodes: ['*.DetalleServicio', '*.Signature', '*.OtrosCargos', '*.InformacionReferencia', '*.Otros'],
});

type Nodo = Record<string, unknown>;
const esNodo = (v: unknown): v is Nodo => typeof v === 'object' && v !== null && !Array.isArray(v);
const hijo = (nodo: unknown, nombre: string): unknown => {
  const v = esNodo(nodo) ? nodo[nombre] : undefined;
  return Array.isArray(v) ? v[0] : v;
};
/** XML's five named entities and character references, as the text they stand for (never a DTD's). */
const ENTIDADES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const sinReferencias = (v: string) =>
  v.replace(
    /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([\da-fA-F]{1,6}));/g,
    (ref, nombre?: string, dec?: string, hex?: string) => {
      if (nombre) return ENTIDADES[nombre]!;
      const punto = dec ? Number(dec) : parseInt(hex!, 16);
      return punto <= 0x10ffff ? String.fromCodePoint(punto) : ref;
    },
  );

function texto(v: unknown): string {
  if (typeof v === 'string') return sinReferencias(v.trim());
  if (typeof v === 'number') return String(v);
  return esNodo(v) ? texto(v['#text']) : '';
}
const en = (nodo: unknown, ...ruta: string[]) => texto(ruta.reduce(hijo, nodo));

/** The encoding the XML declaration names, when it names one. */
const codificacionDeclarada = (xml: string) =>
  /^\s*<\?xml\s[^?]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(xml)?.[1]?.trim();

/** Comments and CDATA hold text, not declarations. */
const sinComentarios = (xml: string) => xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, '');

/** An identification as digits without leading zeros ('03-101-704425' → '3101704425'). */
const soloDigitos = (v: string) => v.replace(/\D/g, '').replace(/^0+/, '');

/** The size refusal, or null within the limit: the page asks it before reading the file. */
export function excedeTamanoXml(bytes: number): string | null {
  return bytes > XML_MAX_BYTES ? t.tamano(tamanoTexto(bytes), tamanoTexto(XML_MAX_BYTES)) : null;
}

/**
 * What the list of received documents shows of one before it is sent (C11): read from the XML the
 * browser checked, never from the server.
 */
export type ResumenRecibido = {
  clave: string;
  /** The root element's local name (FacturaElectronica, …). */
  tipo: string;
  consecutivo: string;
  /** FechaEmision as the XML has it. */
  fechaEmision: string;
  emisor: { nombre: string; numero: string };
  /** CodigoMoneda; colones when the document has no currency block. */
  moneda: string;
  /** TotalComprobante, or null when missing or not a number. */
  total: number | null;
};

/** The check's whole answer: the refusal, or the document's summary. */
export type ExamenComprobante =
  { motivo: string; resumen: null } | { motivo: null; resumen: ResumenRecibido };

/** Why a received-document XML is refused before upload, or null when it may be sent. */
export const revisarComprobante = (bytes: Uint8Array, nombre: string, cuenta: CuentaReceptora) =>
  examinarComprobante(bytes, nombre, cuenta).motivo;

const rehusado = (motivo: string): ExamenComprobante => ({ motivo, resumen: null });

/** The check of `revisarComprobante`, with the summary of a document it lets through. */
export function examinarComprobante(
  bytes: Uint8Array,
  nombre: string,
  cuenta: CuentaReceptora,
): ExamenComprobante {
  const lectura = leerTexto(bytes, nombre);
  return 'motivo' in lectura ? rehusado(lectura.motivo) : examinarXml(lectura.xml, cuenta);
}

/** The checks on the bytes, then their text (valid UTF-8). */
function leerTexto(bytes: Uint8Array, nombre: string): { motivo: string } | { xml: string } {
  if (bytes.length === 0) return { motivo: archivos.vacio };
  const tamano = excedeTamanoXml(bytes.length);
  if (tamano) return { motivo: tamano };
  if (extensionDe(nombre) !== '.xml') return { motivo: t.extension(nombre) };
  if (esUtf16(bytes)) return { motivo: t.noUtf8(1) };
  if (primerByte(bytes) !== 0x3c) return { motivo: t.contenido };
  const lectura = leerUtf8(bytes);
  return lectura.ok ? { xml: lectura.texto } : { motivo: t.noUtf8(lectura.linea) };
}

function examinarXml(xml: string, cuenta: CuentaReceptora): ExamenComprobante {
  const codificacion = codificacionDeclarada(xml);
  if (codificacion && !/^utf-?8$/i.test(codificacion)) return rehusado(t.codificacion(codificacion));

  // Refused before any parser sees them: an entity is never expanded, a DTD never fetched.
  const declaraciones = sinComentarios(xml);
  if (/<!ENTITY/i.test(declaraciones)) return rehusado(t.entidades);
  if (/<!DOCTYPE/i.test(declaraciones)) return rehusado(t.doctype);

  const validacion = XMLValidator.validate(xml);
  if (validacion !== true) {
    const { line, col, msg } = validacion.err;
    if (msg.startsWith('Multiple possible root')) return rehusado(t.variasRaices);
    // The validator names no column when the text ends before any element (a bare declaration).
    if (!/<[A-Za-z_]/.test(declaraciones.replace(/<\?[\s\S]*?\?>/g, ''))) return rehusado(t.sinRaiz);
    return rehusado(t.malFormado(line, col));
  }
  // The validator lets several empty roots (<a/><b/>) through: the parsed tree tells.
  const arbol: unknown = parser.parse(xml);
  const raices = esNodo(arbol) ? Object.entries(arbol) : [];
  if (raices.length !== 1 || Array.isArray(raices[0]![1])) return rehusado(t.variasRaices);
  const [nombreRaiz, raiz] = raices[0]!;

  if (!TIPOS_COMPROBANTE[nombreRaiz]) {
    if (nombreRaiz === 'MensajeReceptor') return rehusado(t.mensajeReceptor);
    if (nombreRaiz === 'MensajeHacienda') return rehusado(t.mensajeHacienda);
    return rehusado(t.otraRaiz(nombreRaiz));
  }

  const clave = en(raiz, 'Clave');
  if (!clave) return rehusado(t.sinClave);
  if (!esClaveValida(clave)) return rehusado(t.claveInvalida(clave));

  // A ticket to a final consumer names no receiver: there is nobody else it could belong to.
  const receptor = hijo(raiz, 'Receptor');
  const numero = en(receptor, 'Identificacion', 'Numero') || en(receptor, 'IdentificacionExtranjero');
  const delDocumento = soloDigitos(numero);
  if (numero && (!delDocumento || delDocumento !== soloDigitos(cuenta.cedula))) {
    return rehusado(t.otroReceptor(en(receptor, 'Nombre') || numero, numero, cuenta.nombre, cuenta.cedula));
  }
  const emisor = hijo(raiz, 'Emisor');
  const total = Number(en(raiz, 'ResumenFactura', 'TotalComprobante') || NaN);
  return {
    motivo: null,
    resumen: {
      clave,
      tipo: nombreRaiz,
      consecutivo: en(raiz, 'NumeroConsecutivo'),
      fechaEmision: en(raiz, 'FechaEmision'),
      emisor: {
        nombre: en(emisor, 'Nombre'),
        numero: en(emisor, 'Identificacion', 'Numero') || en(emisor, 'IdentificacionExtranjero'),
      },
      moneda: en(raiz, 'ResumenFactura', 'CodigoTipoMoneda', 'CodigoMoneda') || 'CRC',
      total: Number.isFinite(total) ? total : null,
    },
  };
}
