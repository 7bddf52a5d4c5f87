import * as z from 'zod/mini';
import { defineCalls, digits, list, num, stamp, text, transformed } from '@/lib/contract';

/*
 * Received documents (confirmación / rechazo): every call of API.md 'Received documents'. The
 * document is the camelCase of Hacienda's XML, so its text may arrive as a number (a consecutivo, a
 * phone, a name of digits): `xmlText` keeps it as text. Field names are the backend's, as the spec
 * lists them.
 */
const xmlText = digits;

// ---------------------------------------------------------------------------------------------
// List (Listado Confirmación y Rechazo)

/** API.md `ConfirmRechazo`: one confirmed or rejected received document. */
export const confirmRechazoSchema = z.object({
  clave: xmlText,
  consecutivo: xmlText,
  emisor: xmlText,
  moneda: xmlText,
  totalVenta: num,
  totalImpuesto: num,
  totalComprobante: num,
  /** CONFIRMADO | RECHAZADO */
  estado: xmlText,
  estadoEnviadoHacienda: xmlText,
  fechaEmision: stamp,
});
export type ConfirmRechazo = z.infer<typeof confirmRechazoSchema>;

export const confirmRechazoListaSchema = z.object({
  confirmRechazos: list(confirmRechazoSchema),
  fechaInicio: xmlText,
  fechaFinal: xmlText,
});
export type ConfirmRechazoLista = z.infer<typeof confirmRechazoListaSchema>;

// ---------------------------------------------------------------------------------------------
// Received electronic document, the camelCase of Hacienda's XML elements

const identificacionSchema = transformed(
  z.nullish(z.object({ tipo: xmlText, numero: text })),
  (v) => v ?? { tipo: '', numero: '' },
);
const telefonoSchema = transformed(
  z.nullish(z.object({ codigoPais: xmlText, numTelefono: text })),
  (v) => v ?? null,
);

export const personaSchema = z.object({
  nombre: xmlText,
  identificacion: identificacionSchema,
  telefono: telefonoSchema,
});
export type Persona = z.infer<typeof personaSchema>;

export const lineaDetalleSchema = z.object({
  numeroLinea: num,
  cantidad: num,
  unidadMedida: xmlText,
  detalle: xmlText,
  precioUnitario: num,
  montoTotal: num,
  impuestoNeto: num,
  montoTotalLinea: num,
});
export type LineaDetalle = z.infer<typeof lineaDetalleSchema>;

const monedaSchema = transformed(
  z.nullish(z.object({ codigoMoneda: xmlText, tipoCambio: num })),
  // The currency block may be missing: colones implied (fixtures README).
  (v) => ({
    codigoMoneda: v?.codigoMoneda || 'CRC',
    tipoCambio: v?.tipoCambio || 1,
  }),
);

/**
 * `resumenFactura`. The spec's totals, plus the ones v4.3 and v4.4 added (exonerated, not subject,
 * other charges, VAT returned): a backend that does not send them gives 0, and the screen shows them
 * only when they are not 0.
 */
export const resumenFacturaSchema = z.object({
  codigoTipoMoneda: monedaSchema,
  totalServGravados: num,
  totalServExentos: num,
  totalMercanciasGravadas: num,
  totalMercanciasExentas: num,
  totalGravado: num,
  totalExcento: num,
  totalVenta: num,
  totalDescuentos: num,
  totalImpuesto: num,
  totalVentaNeta: num,
  totalComprobante: num,
  totalServExonerado: num,
  totalMercExonerada: num,
  totalExonerado: num,
  totalServNoSujeto: num,
  totalMercNoSujeta: num,
  totalNoSujeto: num,
  totalIVADevuelto: num,
  totalOtrosCargos: num,
});
export type ResumenFactura = z.infer<typeof resumenFacturaSchema>;

export const facturaElectronicaSchema = z.object({
  clave: xmlText,
  numeroConsecutivo: xmlText,
  fechaEmision: stamp,
  condicionVenta: xmlText,
  emisor: transformed(z.nullish(personaSchema), (v) => v ?? personaSchema.parse({})),
  /** A ticket to a final consumer may have none. */
  receptor: transformed(z.nullish(personaSchema), (v) => v ?? null),
  detalleServicio: transformed(
    z.nullish(z.object({ lineaDetalle: list(lineaDetalleSchema) })),
    (v) => v ?? { lineaDetalle: [] as LineaDetalle[] },
  ),
  resumenFactura: transformed(z.nullish(resumenFacturaSchema), (v) => v ?? resumenFacturaSchema.parse({})),
  /** The root element's local name (FacturaElectronica, TiqueteElectronico, …), when the server says it. */
  tipoDocumento: xmlText,
  /** The schema version ('4.4'), when the server says it. */
  version: xmlText,
});
export type FacturaElectronica = z.infer<typeof facturaElectronicaSchema>;

/** Upload and `data` answers: `facturaElectronica` is null for XML that is not a document. */
export const documentoSubidoSchema = z.object({
  fileName: xmlText,
  facturaElectronica: transformed(z.nullish(facturaElectronicaSchema), (v) => v ?? null),
  /** Why there is no document (the mock says it; API.md does not require it). */
  message: xmlText,
});
export type DocumentoSubido = z.infer<typeof documentoSubidoSchema>;

/** `ok` and `rechazo` answers. */
export const resultadoSchema = z.object({
  result: z.catch(z.coerce.number(), 0),
  resultStr: xmlText,
});
export type Resultado = z.infer<typeof resultadoSchema>;

/**
 * The signed-in user's account as `GET /api/empresa/data` answers it, only what the upload's receiver
 * check reads: documents addressed to another identification are refused (D30).
 */
export const cuentaReceptoraSchema = z.object({ empresa: z.object({ nombre: xmlText, cedula: xmlText }) });

/** What the list and the Excel export are asked with (dates D-M-YYYY, '' when unset). */
export const listaQuery = z.object({ filter: text, fechaInicio: text, fechaFinal: text });
const documentoQuery = z.object({ fileName: text });
const respuestaQuery = z.object({ fileName: text, mensaje: text });

const BASE = '/api/fe/confirmacion';

/** API.md 'Received documents' (the Excel export is a download: `${BASE}/download/gastos`). */
export const confirmacionApi = defineCalls({
  lista: {
    method: 'GET',
    path: `${BASE}/confirmacion-rechazo/list`,
    query: listaQuery,
    answer: confirmRechazoListaSchema,
    rows: [{ field: 'confirmRechazos', item: confirmRechazoSchema }],
  },
  /** Multipart (field `file`, one XML): no JSON body. */
  subir: { method: 'POST', path: `${BASE}/upload`, answer: documentoSubidoSchema },
  documento: { method: 'GET', path: `${BASE}/data`, query: documentoQuery, answer: documentoSubidoSchema },
  confirmar: { method: 'GET', path: `${BASE}/ok`, query: respuestaQuery, answer: resultadoSchema },
  rechazar: { method: 'GET', path: `${BASE}/rechazo`, query: respuestaQuery, answer: resultadoSchema },
  /** The user's own account (API.md 'Companies'), for the receiver check before an upload. */
  cuenta: {
    method: 'GET',
    path: '/api/empresa/data',
    query: z.object({ id: num }),
    answer: cuentaReceptoraSchema,
  },
});
