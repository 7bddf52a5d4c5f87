import { z } from 'zod';
import { toNumber } from '@/lib/money';
import { es } from '@/messages/es';
import { MENSAJE_MAX } from './rules';

/*
 * Received documents (confirmación / rechazo): every answer of API.md 'Received documents', parsed
 * with zod and tolerant of what a real backend may send (null for an empty text or list, amounts as
 * numeric text, a single line where a list was expected). Field names are the backend's (seed 2 §3).
 */

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));
const amount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => toNumber(v));
const stamp = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));
/** A list that a backend may send as null, or as a lone object when it has one item. */
const lista = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

// ---------------------------------------------------------------------------------------------
// List (Listado Confirmación y Rechazo)

/** API.md `ConfirmRechazo`: one confirmed or rejected received document. */
export const confirmRechazoSchema = z.object({
  clave: text,
  consecutivo: text,
  emisor: text,
  moneda: text,
  totalVenta: amount,
  totalImpuesto: amount,
  totalComprobante: amount,
  /** CONFIRMADO | RECHAZADO */
  estado: text,
  estadoEnviadoHacienda: text,
  fechaEmision: stamp,
});
export type ConfirmRechazo = z.output<typeof confirmRechazoSchema>;

export const confirmRechazoListaSchema = z.object({
  confirmRechazos: lista(confirmRechazoSchema),
  fechaInicio: text,
  fechaFinal: text,
});
export type ConfirmRechazoLista = z.output<typeof confirmRechazoListaSchema>;

// ---------------------------------------------------------------------------------------------
// Received electronic document (seed 2 §3), the camelCase of Hacienda's XML elements

const identificacionSchema = z
  .object({ tipo: text, numero: text })
  .nullish()
  .transform((v) => v ?? { tipo: '', numero: '' });
const telefonoSchema = z
  .object({ codigoPais: text, numTelefono: text })
  .nullish()
  .transform((v) => v ?? null);

export const personaSchema = z.object({
  nombre: text,
  identificacion: identificacionSchema,
  telefono: telefonoSchema,
});
export type Persona = z.output<typeof personaSchema>;

export const lineaDetalleSchema = z.object({
  numeroLinea: amount,
  cantidad: amount,
  unidadMedida: text,
  detalle: text,
  precioUnitario: amount,
  montoTotal: amount,
  impuestoNeto: amount,
  montoTotalLinea: amount,
});
export type LineaDetalle = z.output<typeof lineaDetalleSchema>;

const monedaSchema = z
  .object({ codigoMoneda: text, tipoCambio: amount })
  .nullish()
  // The currency block may be missing: colones implied (fixtures README).
  .transform((v) => ({
    codigoMoneda: v?.codigoMoneda || 'CRC',
    tipoCambio: v?.tipoCambio || 1,
  }));

/**
 * `resumenFactura`. The seed's totals, plus the ones v4.3 and v4.4 added (exonerated, not subject,
 * other charges, VAT returned): a backend that does not send them gives 0, and the screen shows them
 * only when they are not 0.
 */
export const resumenFacturaSchema = z.object({
  codigoTipoMoneda: monedaSchema,
  totalServGravados: amount,
  totalServExentos: amount,
  totalMercanciasGravadas: amount,
  totalMercanciasExentas: amount,
  totalGravado: amount,
  totalExcento: amount,
  totalVenta: amount,
  totalDescuentos: amount,
  totalImpuesto: amount,
  totalVentaNeta: amount,
  totalComprobante: amount,
  totalServExonerado: amount,
  totalMercExonerada: amount,
  totalExonerado: amount,
  totalServNoSujeto: amount,
  totalMercNoSujeta: amount,
  totalNoSujeto: amount,
  totalIVADevuelto: amount,
  totalOtrosCargos: amount,
});
export type ResumenFactura = z.output<typeof resumenFacturaSchema>;

export const facturaElectronicaSchema = z.object({
  clave: text,
  numeroConsecutivo: text,
  fechaEmision: stamp,
  condicionVenta: text,
  emisor: personaSchema.nullish().transform((v) => v ?? personaSchema.parse({})),
  /** A ticket to a final consumer may have none. */
  receptor: personaSchema.nullish().transform((v) => v ?? null),
  detalleServicio: z
    .object({ lineaDetalle: lista(lineaDetalleSchema) })
    .nullish()
    .transform((v) => v ?? { lineaDetalle: [] as LineaDetalle[] }),
  resumenFactura: resumenFacturaSchema.nullish().transform((v) => v ?? resumenFacturaSchema.parse({})),
  /** The root element's local name (FacturaElectronica, TiqueteElectronico, …), when the server says it. */
  tipoDocumento: text,
  /** The schema version ('4.4'), when the server says it. */
  version: text,
});
export type FacturaElectronica = z.output<typeof facturaElectronicaSchema>;

/** Upload and `data` answers: `facturaElectronica` is null for XML that is not a document. */
export const documentoSubidoSchema = z.object({
  fileName: text,
  facturaElectronica: facturaElectronicaSchema.nullish().transform((v) => v ?? null),
  /** Why there is no document (the mock says it; API.md does not require it). */
  message: text,
});
export type DocumentoSubido = z.output<typeof documentoSubidoSchema>;

/** `ok` and `rechazo` answers. */
export const resultadoSchema = z.object({
  result: z.coerce.number().catch(0),
  resultStr: text,
});
export type Resultado = z.output<typeof resultadoSchema>;

// ---------------------------------------------------------------------------------------------
// The message form (seed 2 §5: required, at most 79 characters)

export const mensajeFormSchema = z.object({
  mensaje: z
    .string()
    .trim()
    .min(1, es.confirmacion.mensajeRequerido)
    .max(MENSAJE_MAX, es.confirmacion.mensajeMaximo(MENSAJE_MAX)),
});
export type MensajeForm = z.input<typeof mensajeFormSchema>;
