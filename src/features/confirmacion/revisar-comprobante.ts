import { XMLParser } from 'fast-xml-parser';
import { leerXmlSeguro } from '@/lib/xml-seguro';
import { archivos } from '@/messages/es-archivos';
import { esClaveValida, TIPOS_COMPROBANTE } from './rules';

/*
 * The received-document XML checked in the browser before it is uploaded (D30): the file checks every
 * supplier XML passes (src/lib/xml-seguro.ts), then what a received document must be. Pure: the file's bytes
 * and name and the user's account in, the reason it is refused (Spanish) or null out. Runs on the page
 * for small files and in a Web Worker for big ones (revisar-archivo.ts).
 */

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

/** An identification as digits without leading zeros ('03-101-704425' → '3101704425'). */
const soloDigitos = (v: string) => v.replace(/\D/g, '').replace(/^0+/, '');

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
  const lectura = leerXmlSeguro(bytes, nombre);
  return 'motivo' in lectura ? rehusado(lectura.motivo) : examinarXml(lectura.xml, cuenta);
}

function examinarXml(xml: string, cuenta: CuentaReceptora): ExamenComprobante {
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
