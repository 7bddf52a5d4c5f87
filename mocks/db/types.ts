import type { Exoneracion } from '@/lib/exoneracion';
import type { Detalle } from '@/features/facturas/contract';
import type { FacturaElectronica } from '@/features/confirmacion/contract';

/**
 * The mock server's stored rows. Where the API answers with a row as is, the stored shape is the
 * API's shape (API.md); relations are kept as ids and resolved into `Ref`s by the handlers.
 */
export type Ref = { id: number; nombre: string };
export type Flag = 0 | 1;
export type Estado = 'ACTIVO' | 'INACTIVO';
export type Authority = 'SUPER_ADMIN' | 'ADMIN' | 'COORDINADOR' | 'USER';

export type UsuarioRow = {
  id: number;
  nombre: string;
  usuario: string;
  clave: string;
  correo: string;
  authorities: Authority[];
  empresaId: number;
};

export type EmpresaRow = {
  id: number;
  nombre: string;
  iniciales: string;
  correo1: string;
  correo2: string;
  telefono: string;
  direccion: string;
  usuario: string;
  clave: string;
  pin: string;
  keyPath: string;
  logoPath: string;
  estado: Estado;
  cedula: string;
  tipo: '01' | '02' | '03' | '04';
  provincia: string;
  canton: string;
  distrito: string;
  cantidad: number;
  recepcionCorreos: string;
  tipoMedida: 'Unid' | 'Sp';
  /** When the uploaded signing key expires (ISO), as the upload said (docs/api.md, D39). */
  llaveVence?: string | null;
};

export type TipoCambioRow = {
  id: number;
  nombre: string;
  descripcion: string;
  venta: number;
  compra: number;
  simbol: string;
  esDefault: Flag;
  fechaUltimoCambio: string;
};

export type AduanaRow = Ref & { codigo: string };
export type TipoTramiteRow = Ref;

export type ClienteRow = {
  id: number;
  nombre: string;
  telefono: string;
  correo: string;
  direccion: string;
  categoria: string;
  representanteLegal: string;
  representanteCedula: string;
  contacto1: string;
  contacto1Puesto: string;
  contacto1Correo: string;
  contacto1Telefono: string;
  contacto2: string;
  contacto2Puesto: string;
  contacto2Correo: string;
  contacto2Telefono: string;
  contacto3: string;
  contacto3Puesto: string;
  contacto3Correo: string;
  contacto3Telefono: string;
  contacto4: string;
  contacto4Puesto: string;
  contacto4Correo: string;
  contacto4Telefono: string;
  agente: string;
  ejecutivo: string;
  requerimientosOperativos: string;
  requerimientosFacturacion: string;
  observaciones: string;
  estado: Estado;
  /** 0 física, 1 jurídica, 3 DIMEX, 4 NITE. */
  esJuridico: 0 | 1 | 3 | 4;
  cedulaJuridica: string;
  esInternacional: Flag;
  esExonerado: Flag;
  /** The exoneration document (docs/api.md extension); null when the client has none. */
  exoneracion: Exoneracion | null;
};

/** The TICA justification state of a receipt (API.md 'Receipts'). */
export type TicaEstado = 'NA' | 'EN PROCESO DE AFORO' | 'FACTURAR INMEDIATO' | 'DUA ANTICIPADO';

export type ReciboRecord = {
  id: number;
  /** The receipt number shown to users. */
  recibo: number;
  /** ISO local date-time of creation. */
  fecha: string;
  estado: 'PENDIENTE' | 'FINALIZADO';
  aduanaId: number;
  tipoId: number;
  clienteId: number;
  encargadoId: number;
  consignatario: string;
  proveedor: string;
  observaciones: string;
  dua: string;
  bl: string;
  factura: string;
  corelacionId: number;
  estaFacturado: Flag;
  fechaFin: string | null;
  fechaDua: string | null;
  previoExamen: Flag;
  aforoFisico: Flag;
  permisos: Flag;
  pedimentados: Flag;
  ticaEstado: TicaEstado;
  /** ISO local date-time of the last change (dashboard 'Sin Actualizar'). */
  actualizado: string;
};

/** A Hacienda unit of measure (unidadMedida, v4.4 UnidadMedidaType) offered on invoice lines. */
export type MedidaRow = { id: number; simbolo: string; descripcion: string };

/** A Hacienda VAT tariff (CodigoTarifaIVA, v4.4 CodigoTarifaIVAType); `id` is the code as a number. */
export type TarifaIvaRow = { id: number; codigo: string; descripcion: string; porcentaje: number };

/**
 * A detail line: the API's (`Detalle`, src/features/facturas/contract.ts) with its relations as ids.
 * `monto` is the unit price in the line's own currency (decision F1); the computed amounts are
 * `calcularLinea`'s (src/features/facturas/calculo-factura.ts), in the invoice's currency.
 */
export type DetalleRecord = Omit<Detalle, 'tipoCambio' | 'tarifaIva' | 'medida' | 'servicio'> & {
  tipoCambioId: number;
  servicioCabysId: number;
  tarifaIvaId: number;
  medidaId: number;
  /**
   * PrecioUnitario as saved (monto in the invoice's currency at that day's rates): the documents are
   * written from the saved amounts, never re-converted at later rates. Absent in older demo data.
   */
  precioUnitario?: number;
};

/**
 * One entry of the submission history (API.md `respuestas-factura`): every send and every status
 * check adds one. `estado` is Hacienda's answer; 'Procesando' while Hacienda has not decided
 * (decision F13).
 */
export type EnvioRecord = {
  id: number;
  clave: string;
  consecutivo: string;
  estado: 'Aceptado' | 'Rechazado' | 'Error' | 'Procesando';
  detalle: string;
  /** ISO local date-time. */
  fecha: string;
};

/** The credit note (tipo 03) that annulled a sent invoice. */
export type NotaCreditoRecord = {
  clave: string;
  consecutivo: string;
  /** ISO local date-time it was sent. */
  fecha: string;
  estado: 'procesando' | 'aceptado';
  consultas: number;
};

/** An invoice (factura). `id` is the facturaId users see; it belongs to the account `empresaId`. */
export type FacturaRecord = {
  id: number;
  empresaId: number;
  reciboId: number | null;
  encargadoId: number;
  clienteId: number;
  /** ISO local date-time. */
  fechaFacturacion: string;
  fechaVencimiento: string | null;
  estado: 'Ingresada' | 'Finalizada' | 'Anulada';
  estadoPago: 'Pendiente Pago' | 'Vencida' | 'Pagada';
  enviadaHacienda: 0 | 1 | 2;
  /** '' (not sent), enviando, no_aceptado_rechazado (pending answer), aceptado, rechazado. */
  estadoHacienda: string;
  /** May the admin 'Liberar' it from its receipt. */
  reversible: boolean;
  tipoCambioId: number;
  subtotal: number;
  impuestoVentas: number;
  /** The tax an exonerated client does not pay. */
  exonerado: number;
  total: number;
  detalles: DetalleRecord[];
  observaciones: string;
  credito: Flag;
  diasCredito: number;
  montoAnticipado: number;
  saldoPendiente: number;
  /** The client's Hacienda activity code (codigoActividadDgt). */
  codigoActividad: string;
  /** The account's activity (TipoActividadEconomica id): CodigoActividadEmisor. */
  tipoActividadEconomicaId: number;
  /** Of the last submission; '' until the first send. */
  consecutivo: string;
  clave: string;
  /** A batch send is under way (decision F13): it settles when read after a few seconds. */
  enviando: boolean;
  enviandoDesde: string | null;
  /** esEditable(…), kept with every change. */
  updatable: boolean;
  /** Not annulled and no send under way: the credit note may be issued. */
  anulable: boolean;
  envios: EnvioRecord[];
  /** Since when Hacienda's answer is pending, and how many checks asked for it (decision F13). */
  pendienteDesde: string | null;
  consultasPendiente: number;
  notaCredito: NotaCreditoRecord | null;
};

/** A client tariff (API.md `Tarifa`), with its relations as ids. */
export type TarifaRow = {
  id: number;
  clienteId: number;
  nombre: string;
  monto: number;
  tipoCambioId: number;
  observacion: string;
  servicioId: number;
};

/** Customs-brokerage services a tariff applies to (`servicioCorreduriaAduanera`). */
export type ServicioCorreduriaRow = Ref;

/** A Hacienda activity code assigned to a client. */
export type ClienteCodigoRow = { id: number; clienteId: number; codigoActividadDgt: string };

export type ServicioCabysRow = {
  id: number;
  empresaId: number;
  codigoCabys: string;
  descripcion: string;
  status: Estado;
};

export type TipoActividadRow = { id: number; empresaId: number; codigo: string; descripcion: string };

/**
 * A received document the account confirmed or rejected (API.md `ConfirmRechazo`), with what the
 * server keeps about its answer to Hacienda (the MensajeReceptor).
 */
export type ConfirmacionRecord = {
  id: number;
  empresaId: number;
  usuarioId: number;
  clave: string;
  consecutivo: string;
  /** Root element of the document (FacturaElectronica, TiqueteElectronico, …). */
  tipoDocumento: string;
  emisor: string;
  emisorIdentificacion: string;
  /** CodigoMoneda: CRC, USD, … */
  moneda: string;
  tipoCambio: number;
  totalVenta: number;
  totalImpuesto: number;
  totalComprobante: number;
  estado: 'CONFIRMADO' | 'RECHAZADO';
  /** Hacienda's answer to the MensajeReceptor once it settles: 'Aceptado' or 'Rechazado'. */
  estadoEnviadoHacienda: string;
  /** Until when Hacienda is still processing the message (ISO local date-time); null when settled. */
  haciendaProcesandoHasta: string | null;
  /** ISO local date-time, Costa Rica. */
  fechaEmision: string;
  /** The message the user sent (≤ 79). */
  mensaje: string;
  /** The MensajeReceptor's consecutivo: type 05 (accepted) or 07 (rejected). */
  consecutivoMensaje: string;
  /** When it was confirmed or rejected (ISO local date-time). */
  fechaRespuesta: string;
};

/** An XML file uploaded to be confirmed or rejected, read by mocks/lib/hacienda-xml.ts. */
export type ComprobanteSubidoRecord = {
  id: number;
  empresaId: number;
  usuarioId: number;
  /** The server's name for the file (API.md `fileName`). */
  fileName: string;
  /** ISO local date-time. */
  fecha: string;
  documento: FacturaElectronica | null;
  /** Why there is no document. */
  mensaje: string;
};

/** A customs regime (régimen aduanero of the Ley General de Aduanas) as TICA names it. */
export type RegimenRow = Ref;
/** A TICA state of a DUA, or an inspection (aforo) state (decision T2). */
export type EstadoTicaRow = Ref;

/**
 * One DUA as the customs system (TICA) reports it (API.md 'TICA'). `reciboId` is the receipt number
 * the office works it under; relations are ids, resolved into `Ref`s by the handler.
 */
export type TicaRecord = {
  id: number;
  reciboId: number;
  aduanaId: number;
  ano: number;
  /** The DUA's number within its office and year: digits only. */
  dua: string;
  regimenId: number;
  /** yyyy-MM-dd: the DUA's date. */
  fecha: string;
  estadoTicaId: number;
  responsable: string;
  estadoAforoId: number;
};
