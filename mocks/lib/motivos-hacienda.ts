import { escribirDetalleMensaje, type MotivoHacienda } from '@/features/facturas/detalle-mensaje';

/*
 * The demo's simulated rejections (decision F14) carry reasons Hacienda gave in real answers, in the
 * shape Hacienda writes them (decision F39): an introduction and the `codigo, mensaje, fila, columna`
 * table. Sources: a MensajeHacienda in the public log of an open-source CR e-invoicing API (-37),
 * CRLibre/API_Hacienda#90 (-1 at line 90, column 26), CRLibre/fe-hacienda-cr-odoo#63 (-16) and
 * johann04/xades-signer-cr#6 (-1, no place).
 */
export const INTRODUCCION_RECHAZO = 'El comprobante electrónico tiene los siguientes errores:';

export const MOTIVOS_REALES: readonly MotivoHacienda[] = [
  {
    codigo: '-37',
    mensaje:
      "Estimado obligado tributario los datos suministrados en provincia, cantón y distrito del 'emisor' no concuerdan con la información registrada en la Dirección General de Tributación, favor proceder actualizar sus datos.",
    fila: null,
    columna: null,
  },
  {
    codigo: '-1',
    mensaje: "cvc-datatype-valid.1.2.1: '' is not a valid value for 'decimal'.",
    fila: 90,
    columna: 26,
  },
  {
    codigo: '-16',
    mensaje:
      'El archivo XML, fue enviado a la Dirección General de Tributación de manera extemporánea; con base en lo estipulado en el artículo 9 y 15 ambos de la resolución 48-2016',
    fila: null,
    columna: null,
  },
  { codigo: '-1', mensaje: 'El tipo de documento no corresponde.', fila: null, columna: null },
];

/**
 * The DetalleMensaje of a simulated rejection: one real reason chosen by the invoice's id, and a second
 * one for every third invoice, so the demo shows both a single reason and a list.
 */
export function rechazoSimulado(facturaId: number): string {
  const n = MOTIVOS_REALES.length;
  const primero = MOTIVOS_REALES[facturaId % n]!;
  const motivos = facturaId % 3 === 0 ? [primero, MOTIVOS_REALES[(facturaId + 1) % n]!] : [primero];
  return escribirDetalleMensaje(INTRODUCCION_RECHAZO, motivos);
}
