import type { FacturaElectronica } from '@/features/confirmacion/contract';

/**
 * What the seed of received documents takes from each sample document of mocks/data/xml that is a
 * document (file order; the truncated v4.1 invoice and the MensajeReceptor are not): its issuer, type,
 * currency and totals. Kept as data because reading the XML files was about a quarter of the seed at
 * every page load of the demo; tests/unit/seed-comprobantes-muestra.test.ts reads the files and
 * checks that these are what they say.
 */
export type ComprobanteMuestra = {
  archivo: string;
  tipoDocumento: FacturaElectronica['tipoDocumento'];
  emisor: string;
  emisorIdentificacion: string;
  moneda: string;
  tipoCambio: number;
  totalVenta: number;
  totalImpuesto: number;
  totalComprobante: number;
};

export const COMPROBANTES_MUESTRA: readonly ComprobanteMuestra[] = [
  {
    archivo: 'CRLibre__creaNC.php.extracted.xml',
    tipoDocumento: 'NotaCreditoElectronica',
    emisor: 'Walner Borbon',
    emisorIdentificacion: '702320717',
    moneda: 'USD',
    tipoCambio: 562.04,
    totalVenta: 875,
    totalImpuesto: 0,
    totalComprobante: 875,
  },
  {
    archivo: 'CRLibre__creaND.php.extracted.xml',
    tipoDocumento: 'NotaDebitoElectronica',
    emisor: 'Walner Borbon',
    emisorIdentificacion: '702320717',
    moneda: 'USD',
    tipoCambio: 562.04,
    totalVenta: 875,
    totalImpuesto: 0,
    totalComprobante: 875,
  },
  {
    archivo: 'CRLibre__fac.xml',
    tipoDocumento: 'FacturaElectronica',
    emisor: 'Walner Borbon',
    emisorIdentificacion: '702320717',
    moneda: 'CRC',
    tipoCambio: 564.48,
    totalVenta: 200000,
    totalImpuesto: 0,
    totalComprobante: 200000,
  },
  {
    archivo: 'facturacr__commonExpectedXml_v4.3.xml',
    tipoDocumento: 'FacturaElectronica',
    emisor: 'Emisor name',
    emisorIdentificacion: '206920142',
    moneda: 'CRC',
    tipoCambio: 585.69,
    totalVenta: 10,
    totalImpuesto: 1.3,
    totalComprobante: 11.3,
  },
  {
    archivo: 'facturacr__commonExpectedXml_v4.4.xml',
    tipoDocumento: 'FacturaElectronica',
    emisor: 'Tek rocks',
    emisorIdentificacion: '206920142',
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 10,
    totalImpuesto: 1.3,
    totalComprobante: 11.3,
  },
  {
    archivo: 'julatec__factura.xml',
    tipoDocumento: 'FacturaElectronica',
    emisor: 'INVERSIONES ABC',
    emisorIdentificacion: '55102565590',
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 331629.81552,
    totalImpuesto: 43111.87602,
    totalComprobante: 374741.69154,
  },
  {
    archivo: 'julatec__facturaCompra.xml',
    tipoDocumento: 'FacturaElectronicaCompra',
    emisor: 'ABC DEF GHT',
    emisorIdentificacion: '6101004055',
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 294756,
    totalImpuesto: 32648.54,
    totalComprobante: 283791.14,
  },
  {
    archivo: 'julatec__factura_v44_t10.xml',
    tipoDocumento: 'FacturaElectronica',
    emisor: 'INVERSIONES ABC',
    emisorIdentificacion: '55102565590',
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 10000,
    totalImpuesto: 0,
    totalComprobante: 10000,
  },
  {
    archivo: 'julatec__notaCreditov42.xml',
    tipoDocumento: 'NotaCreditoElectronica',
    emisor: 'ABC DEF SA',
    emisorIdentificacion: '5694517529',
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 435200,
    totalImpuesto: 0,
    totalComprobante: 435200,
  },
  {
    archivo: 'julatec__notaCreditov43.xml',
    tipoDocumento: 'NotaCreditoElectronica',
    emisor: 'ABCD EFGGGD S.A.',
    emisorIdentificacion: '5014529285',
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 830000,
    totalImpuesto: 0,
    totalComprobante: 830000,
  },
  {
    archivo: 'julatec__tiquete_v44_sin_receptor.xml',
    tipoDocumento: 'TiqueteElectronico',
    emisor: 'INVERSIONES ABC',
    emisorIdentificacion: '55102565590',
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 10000,
    totalImpuesto: 50,
    totalComprobante: 10050,
  },
];
