import * as z from 'zod/mini';
import { exoneracionOpcional } from '@/lib/exoneracion-contract';
import {
  bool,
  byId,
  defineCalls,
  digits,
  flag,
  list,
  num,
  optionList,
  ref,
  stamp,
  text,
  textOr,
  tipoCambio,
  transformed,
  typedNumber,
} from '@/lib/contract';
import { DEFAULT_SIMBOL } from '@/lib/money';

/*
 * The invoices' contract (API.md 'Invoices'): its constants, every answer and the save's body, on
 * the shared primitives (src/lib/contract.ts), and the calls. Field names are the backend's, as the
 * spec lists them. The app's hooks and payload builder, and the mock's handlers, all read it.
 */

// ---------------------------------------------------------------------------------------------
// Constants (API.md 'Invoices'; the spec's states and list filters)

/** Invoice `estado`; Ingresada is the default. */
export const ESTADOS = ['Ingresada', 'Finalizada', 'Anulada'] as const;
export type EstadoFactura = (typeof ESTADOS)[number];
/** The list's Estado filter also offers TODOS. */
export const ESTADOS_FILTRO = [...ESTADOS, 'TODOS'] as const;
export type EstadoFiltro = (typeof ESTADOS_FILTRO)[number];

/** `estadoPago`; Pendiente Pago is the default. */
export const ESTADOS_PAGO = ['Pendiente Pago', 'Vencida', 'Pagada'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];
/** The list's Estado Pago filter also offers TODOS (F10). */
export const ESTADOS_PAGO_FILTRO = [...ESTADOS_PAGO, 'TODOS'] as const;
export type EstadoPagoFiltro = (typeof ESTADOS_PAGO_FILTRO)[number];

/** The list's Hacienda filter (`enviadas`): Enviadas 1, No Enviadas 0, TODAS -1. */
export const HACIENDA_FILTROS = [
  { id: 1, nombre: 'Enviadas' },
  { id: 0, nombre: 'No Enviadas' },
  { id: -1, nombre: 'TODAS' },
] as const;
export type HaciendaFiltro = (typeof HACIENDA_FILTROS)[number]['id'];
export const HACIENDA_FILTRO_DEFAULT: HaciendaFiltro = -1;

/** `estadoHacienda` values (API.md); '' is read as no_enviada. */
export const ESTADO_HACIENDA = {
  noEnviada: 'no_enviada',
  enviando: 'enviando',
  procesando: 'procesando',
  noAceptadoRechazado: 'no_aceptado_rechazado',
  aceptado: 'aceptado',
  rechazado: 'rechazado',
} as const;
export type EstadoHacienda = (typeof ESTADO_HACIENDA)[keyof typeof ESTADO_HACIENDA];
export const ESTADOS_HACIENDA = Object.values(ESTADO_HACIENDA) as EstadoHacienda[];

/**
 * `hacienda`, the label of `estadoHacienda` (API.md): no_aceptado_rechazado is 'neither accepted nor
 * rejected yet', the pending answer (decision F4). An annulled invoice (enviadaHacienda 2) is 'Anulada'.
 */
export const HACIENDA_LABELS: Record<EstadoHacienda, string> = {
  no_enviada: 'No Enviada',
  enviando: 'Enviando',
  procesando: 'Pendiente Respuesta',
  no_aceptado_rechazado: 'Pendiente Respuesta',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
};
export const HACIENDA_LABEL_ANULADA = 'Anulada';

/** `enviadaHacienda`: 0 not sent, 1 sent, 2 credit note / annulled. */
export type EnviadaHacienda = 0 | 1 | 2;

/** Submission history `estado`s. */
export const ESTADOS_ENVIO = ['Rechazado', 'Aceptado', 'Error'] as const;

// ---------------------------------------------------------------------------------------------
// Building blocks

/** An object that may be absent: null then. */
const opcional = <S extends z.core.SomeType>(schema: S) => transformed(z.nullish(schema), (v) => v ?? null);

const estado = transformed(
  z.nullish(z.string()),
  (v): EstadoFactura =>
    ESTADOS.find((e) => e.toLowerCase() === (v ?? '').trim().toLowerCase()) ?? 'Ingresada',
);
const estadoPago = transformed(
  z.nullish(z.string()),
  (v): EstadoPago =>
    ESTADOS_PAGO.find((e) => e.toLowerCase() === (v ?? '').trim().toLowerCase()) ?? 'Pendiente Pago',
);
/** '' and null → no_enviada; a value the contract does not list is kept (lower case) so no rule matches it. */
const estadoHacienda = transformed(z.nullish(z.string()), (v) => {
  const s = (v ?? '').trim().toLowerCase();
  return (s === '' ? ESTADO_HACIENDA.noEnviada : s) as EstadoHacienda;
});
const enviadaHacienda = transformed(z.catch(num, 0), (v) => (v === 1 || v === 2 ? v : 0) as EnviadaHacienda);

export const refSchema = ref;

// ---------------------------------------------------------------------------------------------
// Reference lists of `FacturaData`

/** API.md `TipoCambio` (shared: src/lib/contract.ts). */
export const tipoCambioSchema = tipoCambio;

/** The client as an invoice carries it (the spec's 'Cliente' of the invoice form). */
export const clienteFacturaSchema = z.object({
  id: num,
  nombre: text,
  telefono: text,
  correo: text,
  contacto1: text,
  direccion: text,
  /** 0 física, 1 jurídica, 3 DIMEX, 4 NITE (API.md `Cliente`). */
  esJuridico: num,
  cedulaJuridica: digits,
  esInternacional: flag,
  esExonerado: flag,
  /** Extension (docs/api.md): the exoneration document; absent when the backend does not send it. */
  exoneracion: exoneracionOpcional,
});
export type ClienteFactura = z.infer<typeof clienteFacturaSchema>;

/** API.md `TipoActividadEconomica`. */
export const tipoActividadEconomicaSchema = z.object({
  id: num,
  empresaId: z.optional(num),
  codigo: digits,
  descripcion: text,
});
export type TipoActividadEconomica = z.infer<typeof tipoActividadEconomicaSchema>;

/** A CABYS service as invoices carry it (API.md `ServicioCabys` plus the line's `nombre`). */
export const servicioCabysSchema = z.object({
  id: num,
  empresaId: z.optional(num),
  codigoCabys: digits,
  descripcion: text,
  nombre: z.nullish(z.string()),
  status: z.nullish(z.string()),
});
export type ServicioCabys = z.infer<typeof servicioCabysSchema>;

export const tarifaIvaSchema = z.object({ id: num, descripcion: text, porcentaje: num });
export type TarifaIva = z.infer<typeof tarifaIvaSchema>;

export const medidaSchema = z.object({ id: num, simbolo: text, descripcion: text });
export type Medida = z.infer<typeof medidaSchema>;

/** API.md `Tarifa` (the client's agreed tariffs). */
export const tarifaSchema = z.object({
  id: num,
  nombre: text,
  monto: num,
  tipoCambio: z.nullish(z.object({ id: num, nombre: text, simbol: text })),
  clienteId: z.nullish(num),
  observacion: text,
  servicioCorreduriaAduanera: z.nullish(refSchema),
});
export type Tarifa = z.infer<typeof tarifaSchema>;

export const soporteSchema = z.object({ correo: text, telefono: text });
export type Soporte = z.infer<typeof soporteSchema>;

/** The receipt being invoiced (receipt mode): its expense flags feed the reminder. */
export const reciboFacturaSchema = z.object({
  id: num,
  recibo: num,
  aforoFisico: flag,
  permisos: flag,
  previoExamen: flag,
});
export type ReciboDeFactura = z.infer<typeof reciboFacturaSchema>;

// ---------------------------------------------------------------------------------------------
// The invoice and its detail lines

/**
 * A detail line as the save sends it (API.md `Detalle`): `monto` is the unit price in the line's
 * currency and the computed amounts are in the invoice's (decision F1); the typed quantity and price
 * are the rules' to check (`validarLinea`), relations are read by id.
 */
export const detalleBody = z.object({
  id: num,
  detalle: text,
  cantidad: typedNumber,
  monto: typedNumber,
  /** cantidad × monto in the invoice's currency. */
  montoColones: num,
  /** The line total: montoColones + its tax (unless the client is exonerated). */
  montoNeto: num,
  impuestosMonto: num,
  /** The percent applied (13 or 0). */
  impuestos: num,
  tipoCambio: byId,
  tarifaIva: byId,
  medida: byId,
  servicio: byId,
});
export type DetalleBody = z.output<typeof detalleBody>;

/** The same line as the answers carry it: numbers read (a missing quantity is 1), relations whole. */
export const detalleSchema = z.extend(detalleBody, {
  cantidad: z.pipe(
    z.transform((v: unknown) => (v === null || v === undefined || v === '' ? 1 : v) as z.input<typeof num>),
    num,
  ),
  monto: num,
  tipoCambio: opcional(tipoCambioSchema),
  tarifaIva: opcional(tarifaIvaSchema),
  medida: opcional(medidaSchema),
  servicio: opcional(servicioCabysSchema),
});
export type Detalle = z.infer<typeof detalleSchema>;

/** `facturaTercerosDTO` and `facturaServiciosDTO` pass through unchanged (API.md). */
const passThrough = list(z.unknown());

export const facturaSchema = z.object({
  id: num,
  facturaId: num,
  impuestoVentas: num,
  observaciones: text,
  totalTerceros: num,
  totalServicios: num,
  tipoCambio: opcional(tipoCambioSchema),
  /** The currency's rate, read-only in the form. */
  tipoCambioMonto: num,
  saldoPendiente: num,
  saldoPendienteMoneda: num,
  estado,
  estadoPago,
  tipoActividadEconomica: opcional(tipoActividadEconomicaSchema),
  credito: flag,
  diasCredito: num,
  fechaFacturacion: stamp,
  fechaVencimiento: stamp,
  detallesDTO: list(detalleSchema),
  facturaTercerosDTO: passThrough,
  facturaServiciosDTO: passThrough,
  subtotal: num,
  exonerado: num,
  total: num,
  montoAnticipado: num,
  /** The client's Hacienda activity code (codigoActividadDgt). */
  codigoActividad: digits,
  /** The client; a new client has id 0 and its name here (decision F7). */
  cliente: opcional(clienteFacturaSchema),
  esClienteNuevo: flag,
  correoCliente: text,
  telefono: text,
  direccion: text,
  contacto: text,
  cedulaJuridica: digits,
  aforoFisico: flag,
  permisos: flag,
  previoExamen: flag,
  errorTarifa: bool,
  reciboId: transformed(z.nullish(num), (v) => v || null),
  /** Not in the spec's field list: the form tells an editable invoice by them (F25); absent = not sent. */
  estadoHacienda,
  enviadaHacienda,
});
export type Factura = z.infer<typeof facturaSchema>;

/** `GET /api/factura/data`: the form's reference lists, plus the invoice when editing. */
export const facturaDataSchema = z.object({
  factura: opcional(facturaSchema),
  monedas: list(tipoCambioSchema),
  clientes: list(clienteFacturaSchema),
  tipoActividadEconomicas: list(tipoActividadEconomicaSchema),
  servicios: list(servicioCabysSchema),
  tarifaIvas: list(tarifaIvaSchema),
  medidas: list(medidaSchema),
  terceros: list(z.unknown()),
  tarifas: list(tarifaSchema),
  impuestos: list(z.unknown()),
  errorTarifa: bool,
  soporte: transformed(z.nullish(soporteSchema), (v) => v ?? { correo: '', telefono: '' }),
  recibo: opcional(reciboFacturaSchema),
});
export type FacturaData = z.infer<typeof facturaDataSchema>;

/**
 * `POST /api/factura/nueva-factura`'s body: the whole Factura as the form builds it (API.md). Dates are
 * real ISO dates (yyyy-MM-dd); a new client travels as `cliente: { id: 0, nombre }` with its other
 * fields at the top level (F7); the totals are the form's, which the server compares with its own (F3).
 */
export const facturaBody = z.object({
  id: num,
  facturaId: num,
  estado: text,
  estadoPago: text,
  cliente: transformed(z.nullish(z.looseObject({ id: num, nombre: text })), (v) => v ?? null),
  esClienteNuevo: flag,
  telefono: text,
  cedulaJuridica: digits,
  contacto: text,
  correoCliente: text,
  direccion: text,
  codigoActividad: digits,
  tipoActividadEconomica: byId,
  tipoCambio: byId,
  tipoCambioMonto: num,
  credito: flag,
  diasCredito: typedNumber,
  fechaFacturacion: z.nullish(z.union([z.string(), z.number()])),
  fechaVencimiento: z.nullish(z.string()),
  observaciones: text,
  detallesDTO: list(detalleBody),
  facturaTercerosDTO: passThrough,
  facturaServiciosDTO: passThrough,
  subtotal: typedNumber,
  impuestoVentas: typedNumber,
  exonerado: typedNumber,
  total: typedNumber,
  montoAnticipado: typedNumber,
  saldoPendiente: typedNumber,
  saldoPendienteMoneda: num,
  totalServicios: num,
  totalTerceros: num,
  aforoFisico: flag,
  permisos: flag,
  previoExamen: flag,
  /** Receipt mode: the invoice is made from a receipt. */
  reciboId: z.nullish(num),
});
/** The body as the form builds it (every field already in its sent form). */
export type FacturaBody = z.output<typeof facturaBody>;

/** `POST /api/factura/nueva-factura` answer. */
export const guardarFacturaRespuestaSchema = z.object({ facturaId: num });
export type GuardarFacturaRespuesta = z.infer<typeof guardarFacturaRespuestaSchema>;

/** `GET /api/client-codigos-actividad/client/{id}`: the client's Hacienda activity codes. */
export const codigoActividadClienteSchema = z.object({
  id: num,
  codigoActividadDgt: digits,
  detalleCodigo: transformed(
    z.nullish(z.object({ id: num, nombreActividadDgt: text, codigoSubclase: text, tituloSubclase: text })),
    (v) => v ?? null,
  ),
});
export type CodigoActividadCliente = z.infer<typeof codigoActividadClienteSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

/** API.md `FacturaRow`. */
export const facturaRowSchema = z.object({
  facturaId: num,
  estadoPago,
  subtotal: num,
  impuestoVentas: num,
  total: num,
  fecha: stamp,
  cliente: text,
  estado,
  hacienda: text,
  enviadaHacienda,
  estadoHacienda,
  enviando: bool,
  updatable: bool,
  anulable: bool,
  simbol: textOr(DEFAULT_SIMBOL),
  /**
   * Extension (docs/api.md): since when the invoice's send has waited for Hacienda's verdict, null
   * when nothing waits. Absent (undefined) when the backend does not send it, which the Panel must
   * tell apart from null: it then counts by the issue moment and says so.
   */
  pendienteDesde: z.optional(stamp),
});
export type FacturaRow = z.infer<typeof facturaRowSchema>;

/** `GET /api/factura/get`; `clientes` only when `cargados` was false. */
export const facturaPageSchema = z.object({
  facturas: list(facturaRowSchema),
  total: num,
  pagesTotal: num,
  montoTotal: num,
  fechaInicio: text,
  fechaFinal: text,
  clientes: optionList,
});
export type FacturaPage = z.infer<typeof facturaPageSchema>;

/** API.md `ResumenRow` ('Resumen Ingresos'). */
export const resumenRowSchema = z.object({
  facturaId: num,
  fechaFacturacion: stamp,
  cliente: text,
  cedula: digits,
  subtotal: num,
  impuestoVentas: num,
  total: num,
  hacienda: text,
});
export type ResumenRow = z.infer<typeof resumenRowSchema>;

/** The spec's rows per page of Resumen Ingresos: the list, its mock and its query. */
export const PAGE_SIZE_RESUMEN = 25;

/** `GET /api/factura/data/list`. */
export const resumenPageSchema = z.object({
  facturas: list(resumenRowSchema),
  total: num,
  pagesTotal: num,
  fechaInicio: text,
  fechaFinal: text,
});
export type ResumenPage = z.infer<typeof resumenPageSchema>;

// ---------------------------------------------------------------------------------------------
// Hacienda

/** A submission history entry; clave has 50 digits, consecutivo 20. */
export const envioSchema = z.object({
  id: num,
  clave: digits,
  consecutivo: digits,
  /** Rechazado | Aceptado | Error. */
  estado: text,
  detalle: text,
});
export type Envio = z.infer<typeof envioSchema>;

/** `GET /api/factura/respuestas-factura`. */
export const enviosSchema = z.object({ envios: list(envioSchema) });
export type Envios = z.infer<typeof enviosSchema>;

/** `GET /api/factura/send-factura-hacienda`: result 1 accepted, -1 pending, else error. */
export const envioResultadoSchema = z.object({
  result: num,
  resultStr: text,
  /** The new estadoHacienda. */
  estado: estadoHacienda,
});
export type EnvioResultado = z.infer<typeof envioResultadoSchema>;

/** `GET /api/factura/check-status-hacienda` and `…-nc-hacienda`: 1 aceptado, 3 rechazado, else not verified. */
export const consultaResultadoSchema = z.object({ result: num, resultStr: text });
export type ConsultaResultado = z.infer<typeof consultaResultadoSchema>;

// ---------------------------------------------------------------------------------------------
// The calls (API.md 'Invoices'; the exports and files are downloads, src/lib/download.ts)

const porFactura = z.object({ id: num });
/** The issuer's account, as far as the check before sending reads it (its identification). */
export const cuentaEmisoraSchema = z.object({ empresa: z.object({ cedula: digits }) });
const fechas = { fechaInicio: text, fechaFinal: text };

/**
 * The queries of the invoice's files (API.md 'Downloads'): the app saves them with `downloadFile`, so
 * no call declares them, and the mock reads them with these.
 */
export const xmlFacturaQuery = porFactura;
export const pdfFacturaQuery = z.object({ facturaId: num });

export const facturasApi = defineCalls({
  lista: {
    method: 'GET',
    path: '/api/factura/get',
    query: z.object({
      clienteId: num,
      estado: text,
      estadoPago: text,
      enviadas: num,
      ...fechas,
      pageNumber: num,
      pageSize: num,
      cargados: bool,
    }),
    answer: facturaPageSchema,
    rows: [{ field: 'facturas', item: facturaRowSchema }],
  },
  resumen: {
    method: 'GET',
    path: '/api/factura/data/list',
    query: z.object({ facturaId: num, ...fechas, pageNumber: num, pageSize: num, cargados: bool }),
    answer: resumenPageSchema,
  },
  /** The user's own account (API.md 'Companies'): the issuer's identification for the registry. */
  cuenta: {
    method: 'GET',
    path: '/api/empresa/data',
    query: z.object({ id: num }),
    answer: cuentaEmisoraSchema,
  },
  data: {
    method: 'GET',
    path: '/api/factura/data',
    query: z.object({ id: num, reciboId: z.optional(num) }),
    answer: facturaDataSchema,
  },
  guardar: {
    method: 'POST',
    path: '/api/factura/nueva-factura',
    body: facturaBody,
    answer: guardarFacturaRespuestaSchema,
  },
  codigosCliente: {
    method: 'GET',
    path: '/api/client-codigos-actividad/client/:id',
    answer: z.array(codigoActividadClienteSchema),
  },
  respuestas: {
    method: 'GET',
    path: '/api/factura/respuestas-factura',
    query: porFactura,
    answer: enviosSchema,
  },
  enviar: {
    method: 'GET',
    path: '/api/factura/send-factura-hacienda',
    query: porFactura,
    answer: envioResultadoSchema,
  },
  consultar: {
    method: 'GET',
    path: '/api/factura/check-status-hacienda',
    query: porFactura,
    answer: consultaResultadoSchema,
  },
  consultarNc: {
    method: 'GET',
    path: '/api/factura/check-status-nc-hacienda',
    query: porFactura,
    answer: consultaResultadoSchema,
  },
  notaCredito: { method: 'GET', path: '/api/factura/nota-credito-hacienda', query: porFactura },
  cambiarPago: {
    method: 'GET',
    path: '/api/factura/cambiar-estado-pago',
    query: z.extend(porFactura, { estadoPago: text }),
  },
  enviarLote: { method: 'GET', path: '/api/factura/enviar-factura-hacienda', query: z.object(fechas) },
});
