import { z } from 'zod';
import { DEFAULT_SIMBOL, toNumber } from '@/lib/money';

/*
 * Invoices (facturas): every answer of API.md 'Invoices', parsed with zod, tolerant of what a real
 * backend may send (null for an empty text or list, money and ids as numeric text, flags as
 * booleans). Field names are the backend's (seed 2 §3).
 */

// ---------------------------------------------------------------------------------------------
// Constants (API.md 'Invoices', seed 2 §2 and §4)

/** Invoice `estado`; Ingresada is the default. */
export const ESTADOS = ['Ingresada', 'Finalizada', 'Anulada'] as const;
export type EstadoFactura = (typeof ESTADOS)[number];
/** The list's Estado filter also offers TODOS. */
export const ESTADOS_FILTRO = [...ESTADOS, 'TODOS'] as const;
export type EstadoFiltro = (typeof ESTADOS_FILTRO)[number];

/** `estadoPago`; Pendiente Pago is the default. */
export const ESTADOS_PAGO = ['Pendiente Pago', 'Vencida', 'Pagada'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];
/** The list's Estado Pago filter also offers TODOS (decision F3). */
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

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
/** An id or count that may come as numeric text; anything unusable is 0. */
const num = z.coerce.number().catch(0);
/** Money: a number, or numeric text with ',' thousands ('1,250.50'); null is 0. */
const money = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => toNumber(v));
const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .nullish()
  .transform((v) => (Number(v) === 1 || v === true ? 1 : 0) as 0 | 1);
const bool = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
/** Timestamps stay as sent (ISO text or epoch ms); `parseApiDate` reads them. */
const stamp = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));
/** A long digit string (clave, consecutivo, codes): never a number, which would lose digits. */
const digits = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));
const list = <S extends z.ZodType>(s: S) =>
  z
    .array(s)
    .nullish()
    .transform((v) => v ?? []);

const estado = z
  .string()
  .nullish()
  .transform(
    (v): EstadoFactura =>
      ESTADOS.find((e) => e.toLowerCase() === (v ?? '').trim().toLowerCase()) ?? 'Ingresada',
  );
const estadoPago = z
  .string()
  .nullish()
  .transform(
    (v): EstadoPago =>
      ESTADOS_PAGO.find((e) => e.toLowerCase() === (v ?? '').trim().toLowerCase()) ?? 'Pendiente Pago',
  );
/** '' and null → no_enviada; a value the contract does not list is kept (lower case) so no rule matches it. */
const estadoHacienda = z
  .string()
  .nullish()
  .transform((v) => {
    const s = (v ?? '').trim().toLowerCase();
    return (s === '' ? ESTADO_HACIENDA.noEnviada : s) as EstadoHacienda;
  });
const enviadaHacienda = z.coerce
  .number()
  .catch(0)
  .transform((v) => (v === 1 || v === 2 ? v : 0) as EnviadaHacienda);

export const refSchema = z.object({ id: num, nombre: text });
export type Ref = z.infer<typeof refSchema>;

// ---------------------------------------------------------------------------------------------
// Reference lists of `FacturaData`

/** API.md `TipoCambio` (seed 2 §3 'Currency'): venta and compra are colones per unit. */
export const tipoCambioSchema = z.object({
  id: num,
  nombre: text,
  descripcion: text,
  venta: money,
  compra: money,
  simbol: text.transform((v) => v || DEFAULT_SIMBOL),
  esDefault: flag,
  fechaUltimoCambio: stamp.optional(),
});
export type TipoCambio = z.infer<typeof tipoCambioSchema>;

/** seed 2 §3 'Cliente (in invoice)'. */
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
});
export type ClienteFactura = z.infer<typeof clienteFacturaSchema>;

/** API.md `TipoActividadEconomica`. */
export const tipoActividadEconomicaSchema = z.object({
  id: num,
  empresaId: num.optional(),
  codigo: digits,
  descripcion: text,
});
export type TipoActividadEconomica = z.infer<typeof tipoActividadEconomicaSchema>;

/** A CABYS service as invoices carry it (API.md `ServicioCabys` plus the line's `nombre`). */
export const servicioCabysSchema = z.object({
  id: num,
  empresaId: num.optional(),
  codigoCabys: digits,
  descripcion: text,
  nombre: z.string().nullish(),
  status: z.string().nullish(),
});
export type ServicioCabys = z.infer<typeof servicioCabysSchema>;

export const tarifaIvaSchema = z.object({ id: num, descripcion: text, porcentaje: money });
export type TarifaIva = z.infer<typeof tarifaIvaSchema>;

export const medidaSchema = z.object({ id: num, simbolo: text, descripcion: text });
export type Medida = z.infer<typeof medidaSchema>;

/** API.md `Tarifa` (the client's agreed tariffs). */
export const tarifaSchema = z.object({
  id: num,
  nombre: text,
  monto: money,
  tipoCambio: z.object({ id: num, nombre: text, simbol: text }).nullish(),
  clienteId: num.nullish(),
  observacion: text,
  servicioCorreduriaAduanera: refSchema.nullish(),
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
// The invoice (seed 2 §3 'Factura (edit form)', 'Detail line')

/** A detail line. `monto` is the unit price in the line's currency (decision F1). */
export const detalleSchema = z.object({
  id: num,
  detalle: text,
  /** Default 1 (seed 2 §9): a missing quantity is 1. */
  cantidad: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? 1 : toNumber(v))),
  monto: money,
  /** cantidad × monto in the invoice's currency. */
  montoColones: money,
  /** The line total: montoColones + its tax (unless the client is exonerated). */
  montoNeto: money,
  impuestosMonto: money,
  /** The percent applied (13 or 0). */
  impuestos: money,
  tipoCambio: tipoCambioSchema.nullish().transform((v) => v ?? null),
  tarifaIva: tarifaIvaSchema.nullish().transform((v) => v ?? null),
  medida: medidaSchema.nullish().transform((v) => v ?? null),
  servicio: servicioCabysSchema.nullish().transform((v) => v ?? null),
});
export type Detalle = z.infer<typeof detalleSchema>;

/** `facturaTercerosDTO` and `facturaServiciosDTO` pass through unchanged (API.md). */
const passThrough = list(z.unknown());

export const facturaSchema = z.object({
  id: num,
  facturaId: num,
  impuestoVentas: money,
  observaciones: text,
  totalTerceros: money,
  totalServicios: money,
  tipoCambio: tipoCambioSchema.nullish().transform((v) => v ?? null),
  /** The currency's rate, read-only in the form. */
  tipoCambioMonto: money,
  saldoPendiente: money,
  saldoPendienteMoneda: money,
  estado,
  estadoPago,
  tipoActividadEconomica: tipoActividadEconomicaSchema.nullish().transform((v) => v ?? null),
  credito: flag,
  diasCredito: num,
  fechaFacturacion: stamp,
  fechaVencimiento: stamp,
  detallesDTO: list(detalleSchema),
  facturaTercerosDTO: passThrough,
  facturaServiciosDTO: passThrough,
  subtotal: money,
  exonerado: money,
  total: money,
  montoAnticipado: money,
  /** The client's Hacienda activity code (codigoActividadDgt). */
  codigoActividad: digits,
  /** The client; a new client has id 0 and its name here (decision F7). */
  cliente: clienteFacturaSchema.nullish().transform((v) => v ?? null),
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
  reciboId: num.nullish().transform((v) => v || null),
  /** Not in seed 2 §3's list, but the form needs them to tell an editable invoice (§4); absent = not sent. */
  estadoHacienda,
  enviadaHacienda,
});
export type Factura = z.infer<typeof facturaSchema>;

/** `GET /api/factura/data`: the form's reference lists, plus the invoice when editing. */
export const facturaDataSchema = z.object({
  factura: facturaSchema.nullish().transform((v) => v ?? null),
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
  soporte: soporteSchema.nullish().transform((v) => v ?? { correo: '', telefono: '' }),
  recibo: reciboFacturaSchema.nullish().transform((v) => v ?? null),
});
export type FacturaData = z.infer<typeof facturaDataSchema>;

/** `POST /api/factura/nueva-factura` answer. */
export const guardarFacturaRespuestaSchema = z.object({ facturaId: z.coerce.number() });
export type GuardarFacturaRespuesta = z.infer<typeof guardarFacturaRespuestaSchema>;

/** `GET /api/client-codigos-actividad/client/{id}`: the client's Hacienda activity codes. */
export const codigoActividadClienteSchema = z.object({
  id: num,
  codigoActividadDgt: digits,
  detalleCodigo: z
    .object({ id: num, nombreActividadDgt: text, codigoSubclase: text, tituloSubclase: text })
    .nullish()
    .transform((v) => v ?? null),
});
export type CodigoActividadCliente = z.infer<typeof codigoActividadClienteSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

/** API.md `FacturaRow`. */
export const facturaRowSchema = z.object({
  facturaId: z.coerce.number(),
  estadoPago,
  subtotal: money,
  impuestoVentas: money,
  total: money,
  fecha: stamp,
  cliente: text,
  estado,
  hacienda: text,
  enviadaHacienda,
  estadoHacienda,
  enviando: bool,
  updatable: bool,
  anulable: bool,
  simbol: text.transform((v) => v || DEFAULT_SIMBOL),
});
export type FacturaRow = z.infer<typeof facturaRowSchema>;

/** `GET /api/factura/get`; `clientes` only when `cargados` was false. */
export const facturaPageSchema = z.object({
  facturas: list(facturaRowSchema),
  total: num,
  pagesTotal: num,
  montoTotal: money,
  fechaInicio: text,
  fechaFinal: text,
  clientes: z.array(refSchema).nullish(),
});
export type FacturaPage = z.infer<typeof facturaPageSchema>;

/** API.md `ResumenRow` ('Resumen Ingresos'). */
export const resumenRowSchema = z.object({
  facturaId: z.coerce.number(),
  fechaFacturacion: stamp,
  cliente: text,
  cedula: digits,
  subtotal: money,
  impuestoVentas: money,
  total: money,
  hacienda: text,
});
export type ResumenRow = z.infer<typeof resumenRowSchema>;

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
