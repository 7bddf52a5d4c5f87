import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FacturaElectronica, LineaDetalle, Persona } from '@/features/confirmacion/contract';
import { esClaveValida, TIPOS_COMPROBANTE } from '@/features/confirmacion/rules';
import type { ConfirmacionRecord } from '../db/types';

/*
 * Reading a received Hacienda electronic document (API.md 'Received documents'): the XML a supplier
 * sent, turned into the spec's received electronic document (`FacturaElectronica`). Pure: text in,
 * a result out.
 *
 * What the samples (shared/fixtures/xml) and hacienda_schema_and_clave.md teach, and how it is met:
 * - Elements are matched by local name: the namespace prefix varies (none, `fe:`, `ns2:`) and so does
 *   the namespace itself (tribunet v4.1/v4.2, cdn v4.3/v4.4, third-party variants, none at all).
 * - The version is the `/v4.N/` segment of the root's namespace ('' when it has none).
 * - v4.2 puts CodigoMoneda and TipoCambio straight under ResumenFactura; v4.3/v4.4 inside
 *   CodigoTipoMoneda; without either the document is in colones (CRC, 1).
 * - v4.4 renames line and tax elements (CodigoCABYS, CodigoTarifaIVA) and adds totals (TotalServNoSujeto,
 *   TotalMercNoSujeta, TotalNoSujeto, …); a line may lack ImpuestoNeto (v4.2/v4.3): it is then the
 *   line's taxes minus their exonerations.
 * - FechaEmision comes with '-06:00', 'Z' or no offset, with or without fractions: it is given as Costa
 *   Rica's local date-time (UTC-6, no daylight saving), the API's timestamp shape.
 * - A ticket to a final consumer has no Receptor. Amounts are decimals ('1', '1.0', '585.69', '1.00000').
 * - The clave must be 50 digits; a malformed one (the truncated v4.1 sample) is refused.
 * - MensajeReceptor (a receiver's answer), MensajeHacienda and any other well-formed XML are not
 *   documents: no FacturaElectronica, and a Spanish reason.
 * - External entities are never resolved: the parser refuses a DOCTYPE that declares one (SYSTEM or
 *   PUBLIC, parameter entities too) and never fetches an external DTD; internal entities are expanded
 *   within small limits (no 'billion laughs').
 */

export type LecturaComprobante =
  /** A document that can be confirmed or rejected. */
  | { tipo: 'comprobante'; documento: FacturaElectronica }
  /** Well-formed XML that is not such a document (API.md: `facturaElectronica: null`). */
  | { tipo: 'noComprobante'; mensaje: string }
  /** Not XML, an unsafe XML or a malformed document: refused with 400. */
  | { tipo: 'invalido'; mensaje: string };

type Nodo = Record<string, unknown>;

const parser = new XMLParser({
  // Only the namespace declarations are read (for the version); every other attribute is dropped.
  ignoreAttributes: (name: string) => !name.startsWith('xmlns'),
  attributeNamePrefix: '@_',
  // Text stays text: claves, cédulas and phones keep their leading zeros; amounts are read below.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
  processEntities: {
    enabled: true,
    maxEntityCount: 20,
    maxEntitySize: 1_000,
    maxExpandedLength: 100_000,
    maxTotalExpansions: 1_000,
  },
  // Character references (&#233;) are decoded like the predefined entities.
  htmlEntities: true,
});

/** 'fe:Clave' → 'Clave'. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

const esNodo = (v: unknown): v is Nodo => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every child element of `nodo` with this local name (repeated elements arrive as arrays). */
function hijos(nodo: unknown, nombre: string): unknown[] {
  if (!esNodo(nodo)) return [];
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(nodo)) {
    if (key.startsWith('@_') || key === '#text' || local(key) !== nombre) continue;
    if (Array.isArray(value)) out.push(...(value as unknown[]));
    else out.push(value);
  }
  return out;
}

const hijo = (nodo: unknown, nombre: string): unknown => hijos(nodo, nombre)[0];

/** The text of an element ('' when absent or empty). */
function texto(valor: unknown): string {
  if (valor === undefined || valor === null) return '';
  if (typeof valor === 'string') return valor.trim();
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  if (esNodo(valor)) return texto(valor['#text']);
  return '';
}

/** The text at a path of local names: `en(nodo, 'Emisor', 'Identificacion', 'Numero')`. */
function en(nodo: unknown, ...ruta: string[]): string {
  let actual: unknown = nodo;
  for (const nombre of ruta) actual = hijo(actual, nombre);
  return texto(actual);
}

const tiene = (nodo: unknown, nombre: string) => hijos(nodo, nombre).length > 0;

/** A decimal as Hacienda writes it (DecimalDineroType: '1', '1.0', '585.69', '1.00000'); 0 when absent. */
function decimal(valor: string): number {
  const t = valor.trim();
  if (!t) return 0;
  const n = Number(t);
  return Number.isFinite(n) ? n : 0;
}

const num = (nodo: unknown, ...ruta: string[]) => decimal(en(nodo, ...ruta));

/** Sum without float drift on 5-decimal amounts. */
function suma(valores: number[]): number {
  return Math.round(valores.reduce((s, v) => s + v * 100_000, 0)) / 100_000;
}

const CR_OFFSET_MIN = -6 * 60;
const dos = (n: number) => String(n).padStart(2, '0');

/**
 * FechaEmision as Costa Rica's local date-time 'yyyy-MM-ddTHH:mm:ss'. With an offset ('-06:00', 'Z',
 * '+00:00') the instant is moved to UTC-6; without one the wall clock is kept. Anything else stays as
 * it came.
 */
export function fechaCostaRica(valor: string): string {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
      valor.trim(),
    );
  if (!m) return valor.trim();
  const [, y, mo, d, h = '00', mi = '00', s = '00', zona] = m;
  if (!zona) return `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  let offset = 0;
  if (zona !== 'Z') {
    const signo = zona.startsWith('-') ? -1 : 1;
    const digits = zona.slice(1).replace(':', '');
    offset = signo * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const utc =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - offset * 60_000;
  const cr = new Date(utc + CR_OFFSET_MIN * 60_000);
  return (
    `${cr.getUTCFullYear()}-${dos(cr.getUTCMonth() + 1)}-${dos(cr.getUTCDate())}` +
    `T${dos(cr.getUTCHours())}:${dos(cr.getUTCMinutes())}:${dos(cr.getUTCSeconds())}`
  );
}

/** Emisor / Receptor. v4.3's foreign receiver has IdentificacionExtranjero instead of Identificacion. */
function persona(nodo: unknown): Persona {
  const extranjero = en(nodo, 'IdentificacionExtranjero');
  const telefono = hijo(nodo, 'Telefono');
  return {
    nombre: en(nodo, 'Nombre'),
    identificacion: {
      tipo: en(nodo, 'Identificacion', 'Tipo'),
      numero: en(nodo, 'Identificacion', 'Numero') || extranjero,
    },
    telefono: tiene(nodo, 'Telefono')
      ? { codigoPais: en(telefono, 'CodigoPais'), numTelefono: en(telefono, 'NumTelefono') }
      : null,
  };
}

function linea(nodo: unknown, posicion: number): LineaDetalle {
  const impuestos = hijos(nodo, 'Impuesto');
  const impuestoNeto = tiene(nodo, 'ImpuestoNeto')
    ? num(nodo, 'ImpuestoNeto')
    : Math.max(
        0,
        suma(impuestos.map((i) => num(i, 'Monto'))) -
          suma(impuestos.map((i) => num(i, 'Exoneracion', 'MontoExoneracion'))),
      );
  return {
    numeroLinea: decimal(en(nodo, 'NumeroLinea')) || posicion,
    cantidad: num(nodo, 'Cantidad'),
    unidadMedida: en(nodo, 'UnidadMedida'),
    detalle: en(nodo, 'Detalle'),
    precioUnitario: num(nodo, 'PrecioUnitario'),
    montoTotal: num(nodo, 'MontoTotal'),
    impuestoNeto,
    montoTotalLinea: num(nodo, 'MontoTotalLinea'),
  };
}

function resumen(nodo: unknown): FacturaElectronica['resumenFactura'] {
  // v4.3/v4.4: CodigoTipoMoneda/{CodigoMoneda,TipoCambio}; v4.2: both straight under ResumenFactura.
  const bloque = tiene(nodo, 'CodigoTipoMoneda') ? hijo(nodo, 'CodigoTipoMoneda') : nodo;
  const codigoMoneda = en(bloque, 'CodigoMoneda').toUpperCase() || 'CRC';
  const tipoCambio = num(bloque, 'TipoCambio') || 1;
  const t = (nombre: string) => num(nodo, nombre);
  return {
    codigoTipoMoneda: { codigoMoneda, tipoCambio },
    totalServGravados: t('TotalServGravados'),
    totalServExentos: t('TotalServExentos'),
    totalMercanciasGravadas: t('TotalMercanciasGravadas'),
    totalMercanciasExentas: t('TotalMercanciasExentas'),
    totalGravado: t('TotalGravado'),
    totalExcento: t('TotalExento'),
    totalVenta: t('TotalVenta'),
    totalDescuentos: t('TotalDescuentos'),
    totalImpuesto: t('TotalImpuesto'),
    totalVentaNeta: t('TotalVentaNeta'),
    totalComprobante: t('TotalComprobante'),
    totalServExonerado: t('TotalServExonerado'),
    totalMercExonerada: t('TotalMercExonerada'),
    totalExonerado: t('TotalExonerado'),
    totalServNoSujeto: t('TotalServNoSujeto'),
    totalMercNoSujeta: t('TotalMercNoSujeta'),
    totalNoSujeto: t('TotalNoSujeto'),
    totalIVADevuelto: t('TotalIVADevuelto'),
    totalOtrosCargos: t('TotalOtrosCargos'),
  };
}

/** '4.4' from 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica'. */
export function versionDe(namespace: string): string {
  return /\/v(\d+\.\d+)(?:\/|$)/.exec(namespace.trim())?.[1] ?? '';
}

/** Why a well-formed XML that is not a document cannot be confirmed or rejected. */
const NO_COMPROBANTE: Readonly<Record<string, string>> = {
  MensajeReceptor:
    'El archivo es un Mensaje Receptor (la respuesta de un receptor a un comprobante), no un comprobante electrónico: no se puede confirmar ni rechazar.',
  MensajeHacienda:
    'El archivo es un Mensaje de Hacienda (la respuesta de Hacienda a un comprobante), no un comprobante electrónico: no se puede confirmar ni rechazar.',
  ReciboElectronicoPago:
    'El archivo es un Recibo Electrónico de Pago: solo se confirman o rechazan facturas, tiquetes y notas de crédito o débito.',
};

const noEsComprobante = (raiz: string) =>
  NO_COMPROBANTE[raiz] ??
  `El archivo XML (elemento raíz '${raiz}') no es un comprobante electrónico de Hacienda: se esperaba una Factura, un Tiquete o una Nota de Crédito o de Débito Electrónica.`;

const SIN_RAIZ = 'El archivo XML no tiene un elemento raíz.';

/** The clave as the message quotes it: long garbage is cut. */
const citar = (valor: string) => (valor.length > 60 ? `${valor.slice(0, 57)}…` : valor);

/** Reads an uploaded file's text: a document, a well-formed non-document, or a refusal with its reason. */
export function leerComprobante(xml: string): LecturaComprobante {
  const contenido = xml.replace(/^\uFEFF/, '');
  if (!contenido.trim()) return { tipo: 'invalido', mensaje: 'El archivo está vacío' };
  const validacion = XMLValidator.validate(contenido);
  if (validacion !== true) {
    const { line, col } = validacion.err;
    // The validator names no column (its type says otherwise) when it found no element at all: a bare
    // declaration, a comment.
    if (col === undefined) return { tipo: 'invalido', mensaje: SIN_RAIZ };
    return {
      tipo: 'invalido',
      mensaje: `El archivo no es un XML válido (línea ${line}, columna ${col}).`,
    };
  }
  let arbol: unknown;
  try {
    arbol = parser.parse(contenido);
  } catch {
    // The parser throws on external or parameter entities and on entity expansion past its limits.
    return {
      tipo: 'invalido',
      mensaje:
        'El archivo XML declara entidades externas o un DOCTYPE que no se procesan por seguridad; envíe el comprobante tal como lo generó el emisor.',
    };
  }
  const entrada = esNodo(arbol)
    ? Object.entries(arbol).find(([key]) => !key.startsWith('?') && !key.startsWith('#'))
    : undefined;
  if (!entrada) return { tipo: 'invalido', mensaje: SIN_RAIZ };
  const [etiqueta, raiz] = entrada;
  const nombreRaiz = local(etiqueta);
  if (!TIPOS_COMPROBANTE[nombreRaiz]) return { tipo: 'noComprobante', mensaje: noEsComprobante(nombreRaiz) };

  const prefijo = etiqueta.includes(':') ? etiqueta.slice(0, etiqueta.indexOf(':')) : '';
  const namespace = esNodo(raiz) ? texto(raiz[prefijo ? `@_xmlns:${prefijo}` : '@_xmlns']) : '';

  const clave = en(raiz, 'Clave');
  if (!clave) {
    return { tipo: 'invalido', mensaje: 'El comprobante no trae su clave numérica (elemento Clave).' };
  }
  if (!esClaveValida(clave)) {
    return {
      tipo: 'invalido',
      mensaje: `La clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae '${citar(clave)}' (${clave.length} caracteres).`,
    };
  }

  const lineas = hijos(raiz, 'DetalleServicio').flatMap((d) => hijos(d, 'LineaDetalle'));
  const fecha = en(raiz, 'FechaEmision');
  return {
    tipo: 'comprobante',
    documento: {
      clave,
      numeroConsecutivo: en(raiz, 'NumeroConsecutivo'),
      fechaEmision: fecha ? fechaCostaRica(fecha) : null,
      condicionVenta: en(raiz, 'CondicionVenta'),
      emisor: persona(hijo(raiz, 'Emisor')),
      receptor: tiene(raiz, 'Receptor') ? persona(hijo(raiz, 'Receptor')) : null,
      detalleServicio: { lineaDetalle: lineas.map((l, i) => linea(l, i + 1)) },
      resumenFactura: resumen(hijo(raiz, 'ResumenFactura')),
      tipoDocumento: nombreRaiz,
      version: versionDe(namespace),
    },
  };
}

/** What the demo keeps of a received document beside its answer: its type, issuer, currency and totals. */
export type DatosComprobante = Pick<
  ConfirmacionRecord,
  | 'emisor'
  | 'emisorIdentificacion'
  | 'moneda'
  | 'tipoCambio'
  | 'totalVenta'
  | 'totalImpuesto'
  | 'totalComprobante'
> & { tipoDocumento: FacturaElectronica['tipoDocumento'] };

export function datosComprobante(d: FacturaElectronica): DatosComprobante {
  const r = d.resumenFactura;
  return {
    tipoDocumento: d.tipoDocumento,
    emisor: d.emisor.nombre,
    emisorIdentificacion: d.emisor.identificacion.numero,
    moneda: r.codigoTipoMoneda.codigoMoneda,
    tipoCambio: r.codigoTipoMoneda.tipoCambio,
    totalVenta: r.totalVenta,
    totalImpuesto: r.totalImpuesto,
    totalComprobante: r.totalComprobante,
  };
}
