import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { costaRicaDayOf } from '@/lib/dates';
import { productToExacto, textoHacienda, toExacto } from '@/lib/money';
import { esCodigoTarifaIva, type CodigoTarifaIva } from './tarifas-iva';

/*
 * What the IVA return needs of one Hacienda document, read from its XML (v4.4, and v4.3 where it
 * differs): who, when, in which currency at which rate, and per IVA rate code the base and the tax, the
 * exonerated part apart. Pure (no DOM, no fetch), so it runs in a Worker. Amounts stay in the
 * document's currency, in integer units of 10⁻⁵ ('exactos', src/lib/money.ts), as the XML writes them;
 * the worksheet converts them to colones.
 *
 * Where each figure comes from ('Anexos y Estructuras v4.4', pages of the extract in the shared
 * fixtures): the base of a line is its BaseImponible (p. 36–37), or its SubTotal when it has none; its
 * tax is the IVA Impuesto's Monto minus the Exoneracion's MontoExoneracion (ImpuestoNeto, p. 42–46),
 * under the Impuesto's CodigoTarifaIVA (p. 38, Nota 8.1 p. 71–72). An exonerated line's base splits as
 * the ResumenFactura splits it (p. 50–51: 'porcentaje de exoneración' = TarifaExonerada / Tarifa, times
 * the amount): that share is exonerated, the rest taxed. TotalDesgloseImpuesto (p. 53–54) gives only
 * the tax per code, never the base, so the lines are the source and the Desglose is checked against
 * them; TotalNoSujeto (p. 53) is kept as the document states it.
 */

export const TIPOS_DOCUMENTO_IVA = [
  'FacturaElectronica',
  'NotaCreditoElectronica',
  'NotaDebitoElectronica',
  'TiqueteElectronico',
  'FacturaElectronicaCompra',
  'FacturaElectronicaExportacion',
] as const;
export type TipoDocumentoIva = (typeof TIPOS_DOCUMENTO_IVA)[number];

/** A rate's figures in one document, in exactos of its currency. */
export type ImportesTarifa = {
  /** The taxed base (the exonerated share left out). */
  base: number;
  /** The tax charged: Monto − MontoExoneracion. */
  impuesto: number;
  /** The exonerated share of the base. */
  baseExonerada: number;
  /** The tax waived (MontoExoneracion). */
  exonerado: number;
};

/** 'sinCodigo': an IVA tax with no rate code (v4.2 and older, code 08 'bienes usados') or a line with no IVA. */
export type ClaveTarifa = CodigoTarifaIva | 'sinCodigo';

export type Parte = { nombre: string; identificacion: string };

export type Referencia = {
  /** TipoDocIR (v4.4) or TipoDoc (v4.3): 01 factura, 03 nota de crédito… */
  tipoDocumento: string;
  /** Usually the referred document's clave. */
  numero: string;
  fechaEmision: string;
  /** Nota 9: 01 anula, 02 corrige monto… */
  codigo: string;
};

export type AvisoXml =
  | { tipo: 'sinMoneda' }
  | { tipo: 'tipoCambioColones'; tipoCambio: string }
  | { tipo: 'sinTipoCambio' }
  | { tipo: 'sinCodigoTarifa'; lineas: number }
  | { tipo: 'otrosImpuestos'; codigos: string[] }
  | { tipo: 'exoneracionSinDocumento'; lineas: number }
  | { tipo: 'desgloseNoCuadra'; codigo: string; lineas: number; desglose: number };

export type DocumentoIva = {
  tipo: TipoDocumentoIva;
  /** '4.4', from the namespace; '' when it has none. */
  version: string;
  clave: string;
  consecutivo: string;
  /** FechaEmision as written. */
  fechaEmision: string;
  /** Its Costa Rica calendar day, 'YYYY-MM-DD'; null when unreadable. */
  dia: string | null;
  emisor: Parte;
  receptor: Parte | null;
  /** CodigoMoneda; CRC when the block is missing (colones implied). */
  moneda: string;
  /** TipoCambio's exact text ('506.45000'); '1' for colones. */
  tipoCambio: string;
  tarifas: Partial<Record<ClaveTarifa, ImportesTarifa>>;
  /** ResumenFactura's TotalNoSujeto (the bases of codes 01 and 11 again). */
  noSujeto: number;
  totalImpuesto: number;
  totalVentaNeta: number;
  totalComprobante: number;
  /** TotalDesgloseImpuesto of the IVA (Codigo 01 and 07) by CodigoTarifaIVA. */
  desglose: Partial<Record<string, number>>;
  referencias: Referencia[];
  avisos: AvisoXml[];
};

export type LecturaIva =
  { ok: true; documento: DocumentoIva } | { ok: false; motivo: 'noEsXml' | 'noEsComprobante' | 'sinClave' };

/** Elements that repeat (maxOccurs > 1 in the v4.4 XSDs): always read as arrays, even with one. */
const REPETIDOS = new Set(['LineaDetalle', 'Impuesto', 'TotalDesgloseImpuesto', 'InformacionReferencia']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  // Entities are never expanded (a supplier's file passes the upload check of D30 first).
  processEntities: false,
  htmlEntities: false,
  stopNodes: ['*.Signature', '*.Otros', '*.OtrosCargos'],
  isArray: (nombre) => REPETIDOS.has(nombre),
});

type Nodo = Record<string, unknown>;
const esNodo = (v: unknown): v is Nodo => typeof v === 'object' && v !== null && !Array.isArray(v);
const nodo = (padre: unknown, nombre: string): Nodo | null => {
  const v = esNodo(padre) ? padre[nombre] : undefined;
  const uno = Array.isArray(v) ? v[0] : v;
  return esNodo(uno) ? uno : null;
};
const nodos = (padre: unknown, nombre: string): Nodo[] => {
  const v = esNodo(padre) ? padre[nombre] : undefined;
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(esNodo);
};
const texto = (padre: unknown, nombre: string): string => {
  const v = esNodo(padre) ? padre[nombre] : undefined;
  const uno = Array.isArray(v) ? v[0] : v;
  if (typeof uno === 'string') return uno.trim();
  if (esNodo(uno) && typeof uno['#text'] === 'string') return uno['#text'].trim();
  return '';
};
const tiene = (padre: unknown, nombre: string) => texto(padre, nombre) !== '';
/** An amount element in exactos; 0 when absent. */
const monto = (padre: unknown, nombre: string) => toExacto(texto(padre, nombre) || '0');

function parte(n: Nodo | null): Parte | null {
  if (!n) return null;
  // A foreign party has no Identificacion but its IdentificacionExtranjero: a number all the same.
  const identificacion = texto(nodo(n, 'Identificacion'), 'Numero') || texto(n, 'IdentificacionExtranjero');
  return { nombre: texto(n, 'Nombre'), identificacion };
}

/** IVA's tax codes (Nota 8): 01 IVA, 07 IVA cálculo especial (both with CodigoTarifaIVA), 08 bienes usados. */
const CODIGOS_IVA = new Set(['01', '07', '08']);

const VACIO: ImportesTarifa = { base: 0, impuesto: 0, baseExonerada: 0, exonerado: 0 };

function sumar(tarifas: Partial<Record<ClaveTarifa, ImportesTarifa>>, clave: ClaveTarifa, i: ImportesTarifa) {
  const a = tarifas[clave] ?? VACIO;
  tarifas[clave] = {
    base: a.base + i.base,
    impuesto: a.impuesto + i.impuesto,
    baseExonerada: a.baseExonerada + i.baseExonerada,
    exonerado: a.exonerado + i.exonerado,
  };
}

/**
 * The exonerated share of a line's base, at 5 decimals half up: TarifaExonerada / Tarifa of it (v4.4,
 * p. 51), or PorcentajeExoneracion % of it (v4.3); never more than the base.
 */
function parteExonerada(base: number, tarifa: string, exoneracion: Nodo): number {
  const tarifaExonerada = texto(exoneracion, 'TarifaExonerada');
  if (tarifaExonerada && toExacto(tarifa) > 0) {
    return Math.min(base, productToExacto([textoHacienda(base), tarifaExonerada], [tarifa]));
  }
  const porcentaje = texto(exoneracion, 'PorcentajeExoneracion');
  return porcentaje ? Math.min(base, productToExacto([textoHacienda(base), porcentaje], [100])) : 0;
}

/** The lines by rate code, and what could not be placed. */
function porTarifa(lineas: Nodo[]) {
  const tarifas: Partial<Record<ClaveTarifa, ImportesTarifa>> = {};
  let sinCodigo = 0;
  let sinDocumento = 0;
  const otros = new Set<string>();
  for (const linea of lineas) {
    const base = monto(linea, tiene(linea, 'BaseImponible') ? 'BaseImponible' : 'SubTotal');
    const impuestos = nodos(linea, 'Impuesto');
    for (const i of impuestos) if (!CODIGOS_IVA.has(texto(i, 'Codigo'))) otros.add(texto(i, 'Codigo'));
    const ivas = impuestos.filter((i) => CODIGOS_IVA.has(texto(i, 'Codigo')));
    if (ivas.length === 0) {
      sinCodigo++;
      sumar(tarifas, 'sinCodigo', { ...VACIO, base });
      continue;
    }
    // The base counts once per line, with its first IVA; a second IVA on one line adds its tax only.
    ivas.forEach((iva, n) => {
      const codigo = texto(iva, 'CodigoTarifaIVA') || texto(iva, 'CodigoTarifa');
      const clave: ClaveTarifa = esCodigoTarifaIva(codigo) ? codigo : 'sinCodigo';
      if (clave === 'sinCodigo') sinCodigo++;
      const baseLinea = n === 0 ? base : 0;
      const cobrado = monto(iva, 'Monto');
      const exoneracion = nodo(iva, 'Exoneracion');
      let exonerado = exoneracion ? monto(exoneracion, 'MontoExoneracion') : 0;
      let compartida = exoneracion ? parteExonerada(baseLinea, texto(iva, 'Tarifa'), exoneracion) : 0;
      if (!exoneracion && impuestos.length === 1 && tiene(linea, 'ImpuestoNeto')) {
        // A tax waived with no Exoneracion node: the line's ImpuestoNeto says what was charged, and the
        // waived share of the base is the waived share of the tax.
        const asumido = monto(linea, 'ImpuestoAsumidoEmisorFabrica');
        exonerado = Math.max(0, cobrado - monto(linea, 'ImpuestoNeto') - asumido);
        if (exonerado > 0) {
          sinDocumento++;
          compartida = Math.min(
            baseLinea,
            productToExacto([textoHacienda(baseLinea), textoHacienda(exonerado)], [textoHacienda(cobrado)]),
          );
        }
      }
      sumar(tarifas, clave, {
        base: baseLinea - compartida,
        impuesto: cobrado - exonerado,
        baseExonerada: compartida,
        exonerado,
      });
    });
  }
  return { tarifas, sinCodigo, sinDocumento, otros: [...otros].filter(Boolean).sort() };
}

/** The '/v4.4/' segment of the root element's namespace (the parser drops namespaces); '' without one. */
function versionDe(xml: string, raiz: string): string {
  const etiqueta = new RegExp(`<(?:[\\w.-]+:)?${raiz}\\b[^>]*>`).exec(xml)?.[0] ?? '';
  return /xmlns(?::[\w.-]+)?="[^"]*\/v(\d+\.\d+)\/[^"]*"/.exec(etiqueta)?.[1] ?? '';
}

/** Reads one document; never throws. */
export function leerDocumentoIva(xml: string): LecturaIva {
  if (XMLValidator.validate(xml) !== true) return { ok: false, motivo: 'noEsXml' };
  let arbol: unknown;
  try {
    arbol = parser.parse(xml);
  } catch {
    return { ok: false, motivo: 'noEsXml' };
  }
  const raiz = TIPOS_DOCUMENTO_IVA.find((t) => esNodo(arbol) && esNodo(arbol[t]));
  if (!raiz || !esNodo(arbol)) return { ok: false, motivo: 'noEsComprobante' };
  const doc = arbol[raiz] as Nodo;
  const clave = texto(doc, 'Clave');
  if (!clave) return { ok: false, motivo: 'sinClave' };

  const avisos: AvisoXml[] = [];
  const resumen = nodo(doc, 'ResumenFactura');
  // v4.3 and v4.4 nest the currency in CodigoTipoMoneda; v4.2 wrote it in the ResumenFactura itself.
  const bloqueMoneda = nodo(resumen, 'CodigoTipoMoneda') ?? (tiene(resumen, 'CodigoMoneda') ? resumen : null);
  const moneda = (texto(bloqueMoneda, 'CodigoMoneda') || 'CRC').toUpperCase();
  let tipoCambio = texto(bloqueMoneda, 'TipoCambio');
  if (!bloqueMoneda) avisos.push({ tipo: 'sinMoneda' });
  if (moneda === 'CRC') {
    // Colones are colones whatever rate the document wrote (some write one other than 1).
    if (tipoCambio && toExacto(tipoCambio) !== 100_000)
      avisos.push({ tipo: 'tipoCambioColones', tipoCambio });
    tipoCambio = '1';
  } else if (!(toExacto(tipoCambio) > 0)) {
    avisos.push({ tipo: 'sinTipoCambio' });
    tipoCambio = '';
  }

  const { tarifas, sinCodigo, sinDocumento, otros } = porTarifa(
    nodos(nodo(doc, 'DetalleServicio'), 'LineaDetalle'),
  );
  if (sinCodigo > 0) avisos.push({ tipo: 'sinCodigoTarifa', lineas: sinCodigo });
  if (sinDocumento > 0) avisos.push({ tipo: 'exoneracionSinDocumento', lineas: sinDocumento });
  if (otros.length > 0) avisos.push({ tipo: 'otrosImpuestos', codigos: otros });

  const desglose: Partial<Record<string, number>> = {};
  for (const d of nodos(resumen, 'TotalDesgloseImpuesto')) {
    if (!CODIGOS_IVA.has(texto(d, 'Codigo'))) continue;
    const codigo = texto(d, 'CodigoTarifaIVA') || 'sinCodigo';
    desglose[codigo] = (desglose[codigo] ?? 0) + monto(d, 'TotalMontoImpuesto');
  }
  // The Desglose is optional before v4.4: checked only when the document has one.
  if (Object.keys(desglose).length > 0) {
    const codigos = new Set([...Object.keys(desglose), ...Object.keys(tarifas)]);
    for (const codigo of [...codigos].sort()) {
      const lineas = tarifas[codigo as ClaveTarifa]?.impuesto ?? 0;
      const declarado = desglose[codigo] ?? 0;
      if (lineas !== declarado)
        avisos.push({ tipo: 'desgloseNoCuadra', codigo, lineas, desglose: declarado });
    }
  }

  const version = versionDe(xml, raiz);
  const fechaEmision = texto(doc, 'FechaEmision');
  return {
    ok: true,
    documento: {
      tipo: raiz,
      version,
      clave,
      consecutivo: texto(doc, 'NumeroConsecutivo'),
      fechaEmision,
      dia: costaRicaDayOf(fechaEmision),
      emisor: parte(nodo(doc, 'Emisor')) ?? { nombre: '', identificacion: '' },
      receptor: parte(nodo(doc, 'Receptor')),
      moneda,
      tipoCambio,
      tarifas,
      noSujeto: monto(resumen, 'TotalNoSujeto'),
      totalImpuesto: monto(resumen, 'TotalImpuesto'),
      totalVentaNeta: monto(resumen, 'TotalVentaNeta'),
      totalComprobante: monto(resumen, 'TotalComprobante'),
      desglose,
      referencias: nodos(doc, 'InformacionReferencia').map((r) => ({
        tipoDocumento: texto(r, 'TipoDocIR') || texto(r, 'TipoDoc'),
        numero: texto(r, 'Numero'),
        fechaEmision: texto(r, 'FechaEmisionIR') || texto(r, 'FechaEmision'),
        codigo: texto(r, 'Codigo'),
      })),
      avisos,
    },
  };
}
