import {
  leerDocumentoIva,
  type ClaveTarifa,
  type DocumentoIva,
  type ImportesTarifa,
} from '@/features/cierre-iva/xml-iva';

/** A document's XML read for Cierre de IVA; a document it cannot read fails the test, saying why. */
export function leer(xml: string): DocumentoIva {
  const r = leerDocumentoIva(xml);
  if (!r.ok) throw new Error(`no se leyó: ${r.motivo}`);
  return r.documento;
}

/**
 * A read document for Cierre de IVA's tests: a v4.4 FacturaElectronica in colones with nothing in it
 * but the rates given (each rate's missing amounts 0) and what `over` sets.
 */
export function doc(
  over: Omit<Partial<DocumentoIva>, 'tarifas'> & {
    tarifas: Partial<Record<ClaveTarifa, Partial<ImportesTarifa>>>;
  },
): DocumentoIva {
  const tarifas = Object.fromEntries(
    Object.entries(over.tarifas).map(([k, v]) => [
      k,
      { base: 0, impuesto: 0, baseExonerada: 0, exonerado: 0, ...v },
    ]),
  );
  return {
    tipo: 'FacturaElectronica',
    version: '4.4',
    clave: '',
    consecutivo: '',
    fechaEmision: '',
    dia: null,
    emisor: { nombre: '', identificacion: '' },
    receptor: null,
    moneda: 'CRC',
    tipoCambio: '1',
    noSujeto: 0,
    totalImpuesto: 0,
    totalVentaNeta: 0,
    totalComprobante: 0,
    desglose: {},
    referencias: [],
    avisos: [],
    ...over,
    tarifas,
  };
}
