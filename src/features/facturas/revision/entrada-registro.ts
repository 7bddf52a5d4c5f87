import type { FacturaRevisable } from './revision';

/**
 * The invoice as the registry's check reads it: the lines' texts, quantities and units left blank, so
 * that typing them leaves this the same and the check is not run again. What stays is the
 * receiver (and its exoneration), the date, the issuer, the currency and each line's CABYS code and rate.
 */
export const entradaRegistro = (f: FacturaRevisable): FacturaRevisable => ({
  receptor: f.receptor,
  fecha: f.fecha,
  codigoActividad: f.codigoActividad,
  emisor: f.emisor,
  moneda: f.moneda,
  lineas: f.lineas.map((l) => ({
    detalle: '',
    cantidad: 0,
    unidad: '',
    cabys: l.cabys,
    impuesto: l.impuesto,
  })),
});
