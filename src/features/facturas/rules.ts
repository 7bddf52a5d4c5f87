/**
 * Invoice business rules (seed 2 §2, §4, §5, §9; DECISIONS B5; decisions F1–F12): pure functions
 * shared by the screens and the mock server, covered by table-driven unit tests. No React here.
 * The form's validation and reminder (with the form's texts) are in validacion-factura.ts, so the
 * invoice list does not load the form's texts (decision D34).
 */
import { fromExacto, productToExacto, toExacto, toNumber } from '@/lib/money';
import {
  ESTADO_HACIENDA,
  HACIENDA_LABEL_ANULADA,
  HACIENDA_LABELS,
  type DetalleBody,
  type EnviadaHacienda,
  type EnvioResultado,
  type EstadoFactura,
  type EstadoFiltro,
  type EstadoPago,
  type FacturaRow,
} from './contract';

// ---------------------------------------------------------------------------------------------
// Constants (seed 2 §9)

export const PAGE_SIZE_FACTURAS = 10;
export { PAGE_SIZE_RESUMEN } from './contract';

/** Re-send block after a failed send; re-check block after each check; after a pending send. */
export const BLOQUEO_REENVIO_MS = 10_000;
export const BLOQUEO_CONSULTA_MS = 10_000;
export const BLOQUEO_PENDIENTE_MS = 300_000;

export const OBSERVACIONES_MAX = 127;
export const DETALLE_MIN = 3;
export const DETALLE_MAX = 160;
export const TELEFONO_MAX = 64;

/** Flash durations: default; tariff cap; invoice not ready; invoice messages and status checks. */
export const FLASH_MS = 4_000;
export const FLASH_TARIFA_MS = 7_000;
export const FLASH_NO_LISTA_MS = 8_000;
export const FLASH_FACTURA_MS = 10_000;

/** The server rejects totals that differ by more than this (API.md). */
export const TOLERANCIA_TOTALES = 0.01;

/** The fixed VAT rate and the services it applies to (seed 2 §9, decision F2). */
export const IVA_PORCENTAJE = 13;
export const SERVICIOS_CON_IVA = ['NACIONALIZACION', 'DUA VENTA LOCAL ZONA FRANCA'] as const;

/** A new line's quantity, and the values a non-numeric cantidad / monto is reset to (seed 2 §5). */
export const CANTIDAD_DEFAULT = 1;
export const MONTO_RESET = 0;

/** Temporary ids of new lines: random integers below 10,000,000 (seed 2 §9). */
export const ID_TEMPORAL_MAX = 10_000_000;
export const idTemporal = (random: () => number = Math.random): number =>
  Math.floor(random() * ID_TEMPORAL_MAX);

// ---------------------------------------------------------------------------------------------
// Tax math (seed 2 §9, B5; Hacienda v4.4). Every amount in integer units of 10⁻⁵; decisions F1–F3, F42.

/** A currency as the math needs it: `venta` is colones per unit. */
export type MonedaCalculo = { id?: number | null; venta: number | string | null | undefined };

/** A line as the tax math reads it: the API line's typed quantity and unit price (line currency). */
export type LineaCalculo = Pick<DetalleBody, 'cantidad' | 'monto'> & {
  tipoCambio?: MonedaCalculo | null;
  servicio?: { nombre?: string | null; descripcion?: string | null } | null;
};

export type ContextoCalculo = {
  esExonerado: boolean | number;
  /**
   * The points of tax the client's exoneration document waives (v4.4 TarifaExonerada); for an
   * exonerated client without one (or a backend that does not send it) the whole tax is waived.
   */
  tarifaExonerada?: number | string | null;
  /** The invoice's currency; absent means the line amounts are already in it. */
  tipoCambioFactura?: MonedaCalculo | null;
};

/** A line's amounts, each its v4.4 formula at 5 decimals. */
type MontosLinea = {
  /** PrecioUnitario: monto in the invoice's currency. */
  precioUnitario: number;
  /** MontoTotal = SubTotal = BaseImponible: cantidad × precioUnitario. */
  montoColones: number;
  /** Impuesto > Monto: montoColones × impuestos / 100. */
  impuestosMonto: number;
  /** Exoneracion > MontoExoneracion: montoColones × tarifaExonerada / 100. */
  montoExoneracion: number;
  /** ImpuestoNeto: impuestosMonto − montoExoneracion. */
  impuestoNeto: number;
  /** MontoTotalLinea: montoColones + impuestoNeto. */
  montoNeto: number;
};

export type LineaCalculada = MontosLinea & {
  /** The percent applied: 13 or 0. */
  impuestos: number;
  /** The points of it the exoneration waives (0 without exoneration). */
  tarifaExonerada: number;
  /** The same amounts in integer units of 10⁻⁵ (exact sums). */
  exactos: MontosLinea;
};

const normalizar = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/** The service's name (or, if it has none, its description) is NACIONALIZACION or DUA VENTA LOCAL ZONA FRANCA. */
export function llevaIva(servicio: LineaCalculo['servicio']): boolean {
  if (!servicio) return false;
  const nombres = [servicio.nombre, servicio.descripcion].map(normalizar);
  return nombres.some((n) => (SERVICIOS_CON_IVA as readonly string[]).includes(n));
}

export const porcentajeLinea = (linea: Pick<LineaCalculo, 'servicio'>): number =>
  llevaIva(linea.servicio) ? IVA_PORCENTAJE : 0;

/** The ratio of sale rates, as [numerator, denominator]; 1 for the same currency or a missing rate. */
function razonCambio(linea: MonedaCalculo | null | undefined, factura: MonedaCalculo | null | undefined) {
  if (!linea || !factura) return { por: [] as Array<number | string>, entre: [] as Array<number | string> };
  if (linea.id != null && factura.id != null && linea.id === factura.id) return { por: [], entre: [] };
  const vl = toNumber(linea.venta);
  const vf = toNumber(factura.venta);
  if (vl <= 0 || vf <= 0) return { por: [], entre: [] };
  return { por: [linea.venta ?? 0], entre: [factura.venta ?? 0] };
}

/** The points an exoneration waives on a line taxed at `impuestos` %: never more than the tax itself. */
export function tarifaExoneradaLinea(
  impuestos: number,
  ctx: Pick<ContextoCalculo, 'esExonerado' | 'tarifaExonerada'>,
) {
  if (!ctx.esExonerado || impuestos <= 0) return 0;
  const tarifa = ctx.tarifaExonerada;
  if (tarifa === null || tarifa === undefined || tarifa === '') return impuestos;
  return Math.min(Math.max(toNumber(tarifa), 0), impuestos);
}

/**
 * A line's tax amounts from its MontoTotal (all in units of 10⁻⁵), each rounded once: tax = MontoTotal ×
 * percent / 100 (p. 40); MontoExoneracion = MontoTotal × TarifaExonerada / 100 (p. 46); ImpuestoNeto =
 * tax − MontoExoneracion; MontoTotalLinea = MontoTotal + ImpuestoNeto (p. 47). Also what the check
 * before sending recomputes from a saved line's own MontoTotal.
 */
export function impuestosLinea(montoColones: number, impuestos: number, tarifaExonerada: number) {
  const base = fromExacto(montoColones);
  const impuestosMonto = productToExacto([base, impuestos], [100]);
  const montoExoneracion = productToExacto([base, tarifaExonerada], [100]);
  const impuestoNeto = impuestosMonto - montoExoneracion;
  return { impuestosMonto, montoExoneracion, impuestoNeto, montoNeto: montoColones + impuestoNeto };
}

/**
 * One line, each amount its v4.4 formula rounded to 5 decimals half up (Anexos p. 15): PrecioUnitario =
 * monto × venta(line currency) / venta(invoice currency); MontoTotal = cantidad × PrecioUnitario (p. 35);
 * tax = MontoTotal × percent / 100 (p. 40); MontoExoneracion = MontoTotal × TarifaExonerada / 100
 * (p. 46); ImpuestoNeto = tax − MontoExoneracion; MontoTotalLinea = MontoTotal + ImpuestoNeto (p. 47).
 */
export function calcularLinea(linea: LineaCalculo, ctx: ContextoCalculo): LineaCalculada {
  const { por, entre } = razonCambio(linea.tipoCambio, ctx.tipoCambioFactura);
  const impuestos = porcentajeLinea(linea);
  const tarifaExonerada = tarifaExoneradaLinea(impuestos, ctx);
  const cantidad = linea.cantidad === '' || linea.cantidad == null ? CANTIDAD_DEFAULT : linea.cantidad;
  const precioUnitario = productToExacto([linea.monto ?? 0, ...por], entre);
  const montoColones = productToExacto([cantidad, fromExacto(precioUnitario)]);
  const exactos = {
    precioUnitario,
    montoColones,
    ...impuestosLinea(montoColones, impuestos, tarifaExonerada),
  };
  const { impuestosMonto, montoExoneracion, impuestoNeto, montoNeto } = exactos;
  return {
    impuestos,
    tarifaExonerada,
    precioUnitario: fromExacto(precioUnitario),
    montoColones: fromExacto(montoColones),
    impuestosMonto: fromExacto(impuestosMonto),
    montoExoneracion: fromExacto(montoExoneracion),
    impuestoNeto: fromExacto(impuestoNeto),
    montoNeto: fromExacto(montoNeto),
    exactos,
  };
}

export type ContextoTotales = ContextoCalculo & {
  /** 0/1 or boolean: on credit the advance is the user's; otherwise it is the total. */
  credito: boolean | number;
  montoAnticipado?: number | string | null;
};

/** The invoice's amounts the server compares with its own (decision F3). */
type Montos = {
  subtotal: number;
  /** The tax the client pays: Σ ImpuestoNeto. */
  impuestoVentas: number;
  /** The tax the exoneration waives: Σ MontoExoneracion (0 without one). */
  exonerado: number;
  total: number;
  montoAnticipado: number;
  saldoPendiente: number;
};

export type Totales = Montos & {
  lineas: LineaCalculada[];
  /** Every line is a CABYS service: equal to the subtotal. */
  totalServicios: number;
  /** The pending balance in colones (× the invoice currency's sale rate). */
  saldoPendienteMoneda: number;
  /** The same amounts in units of 10⁻⁵ (exact sums and comparisons). */
  exactos: Montos;
};

/**
 * The invoice's totals from its lines: subtotal = Σ MontoTotal; impuestoVentas = Σ ImpuestoNeto (v4.4
 * TotalImpuesto, p. 54); exonerado = Σ MontoExoneracion; total = subtotal + impuestoVentas
 * (TotalComprobante, p. 55); not on credit the advance is the total (saldo 0); saldoPendiente =
 * total − montoAnticipado.
 */
export function calcularTotales(
  lineas: readonly LineaCalculo[],
  ctx: ContextoTotales,
  /** Each line's amounts; a caller may give back an earlier answer of calcularLinea for the same line. */
  calcular: (linea: LineaCalculo, index: number) => LineaCalculada = (l) => calcularLinea(l, ctx),
): Totales {
  const calculadas = lineas.map(calcular);
  const suma = (k: keyof MontosLinea) => calculadas.reduce((a, l) => a + l.exactos[k], 0);
  const subtotal = suma('montoColones');
  const impuestoVentas = suma('impuestoNeto');
  const exonerado = suma('montoExoneracion');
  const total = subtotal + impuestoVentas;
  const montoAnticipado = ctx.credito ? toExacto(ctx.montoAnticipado) : total;
  const saldoPendiente = total - montoAnticipado;
  const venta = toNumber(ctx.tipoCambioFactura?.venta);
  const saldoPendienteMoneda =
    venta > 0 ? productToExacto([fromExacto(saldoPendiente), venta]) : saldoPendiente;
  return {
    lineas: calculadas,
    subtotal: fromExacto(subtotal),
    impuestoVentas: fromExacto(impuestoVentas),
    exonerado: fromExacto(exonerado),
    total: fromExacto(total),
    montoAnticipado: fromExacto(montoAnticipado),
    saldoPendiente: fromExacto(saldoPendiente),
    totalServicios: fromExacto(subtotal),
    saldoPendienteMoneda: fromExacto(saldoPendienteMoneda),
    exactos: { subtotal, impuestoVentas, exonerado, total, montoAnticipado, saldoPendiente },
  };
}

/** The totals the server checks, in this order. */
export const CAMPOS_TOTALES = [
  'subtotal',
  'impuestoVentas',
  'exonerado',
  'total',
  'montoAnticipado',
  'saldoPendiente',
] as const;
export type CampoTotal = (typeof CAMPOS_TOTALES)[number];

/** The first total that differs from the computed one by more than 0.01, or null (API.md). */
export function totalDiferente(
  enviado: Partial<Record<CampoTotal, number | string | null | undefined>>,
  calculado: Pick<Totales, 'exactos'>,
): CampoTotal | null {
  const limite = toExacto(TOLERANCIA_TOTALES);
  return CAMPOS_TOTALES.find((c) => Math.abs(toExacto(enviado[c]) - calculado.exactos[c]) > limite) ?? null;
}

// ---------------------------------------------------------------------------------------------
// States (seed 2 §4)

type ConEstados = { estado: EstadoFactura | string; estadoHacienda: string };

const NO_EDITABLE_HACIENDA: readonly string[] = [
  ESTADO_HACIENDA.noAceptadoRechazado,
  ESTADO_HACIENDA.enviando,
  ESTADO_HACIENDA.aceptado,
];

/** Only Ingresada invoices whose Hacienda status is not no_aceptado_rechazado, enviando or aceptado. */
export const esEditable = (f: ConEstados): boolean =>
  f.estado === 'Ingresada' && !NO_EDITABLE_HACIENDA.includes(f.estadoHacienda);

/** The Hacienda label of a row (API.md): 'Anulada' once annulled. */
export function etiquetaHacienda(f: { enviadaHacienda: EnviadaHacienda; estadoHacienda: string }): string {
  if (f.enviadaHacienda === 2) return HACIENDA_LABEL_ANULADA;
  return (
    HACIENDA_LABELS[(f.estadoHacienda || ESTADO_HACIENDA.noEnviada) as keyof typeof HACIENDA_LABELS] ??
    f.estadoHacienda
  );
}

export type ResultadoEnvio = 'aceptado' | 'pendiente' | 'error';
/** send-factura-hacienda: 1 accepted, -1 pending, anything else an error. */
export const resultadoEnvio = (result: number): ResultadoEnvio =>
  result === 1 ? 'aceptado' : result === -1 ? 'pendiente' : 'error';

export type ResultadoConsulta = 'aceptado' | 'rechazado' | 'noVerificado';
/** check-status-hacienda: 1 aceptado, 3 rechazado, anything else not verified yet. */
export const resultadoConsulta = (result: number): ResultadoConsulta =>
  result === 1 ? 'aceptado' : result === 3 ? 'rechazado' : 'noVerificado';

/** The row after a send (seed 2 §4); an error leaves it as it was. */
export function filaTrasEnvio(row: FacturaRow, r: Pick<EnvioResultado, 'result' | 'estado'>): FacturaRow {
  const tipo = resultadoEnvio(r.result);
  if (tipo === 'error') return row;
  const fallback = tipo === 'aceptado' ? ESTADO_HACIENDA.aceptado : ESTADO_HACIENDA.noAceptadoRechazado;
  const estadoHacienda = r.estado && r.estado !== ESTADO_HACIENDA.noEnviada ? r.estado : fallback;
  const next = {
    ...row,
    enviadaHacienda: 1 as const,
    estado: 'Finalizada' as const,
    estadoHacienda,
    updatable: false,
  };
  return { ...next, hacienda: etiquetaHacienda(next) };
}

/** The row after a status check: 1 aceptado / Finalizada / sent; 3 rechazado / Ingresada / not sent. */
export function filaTrasConsulta(row: FacturaRow, result: number): FacturaRow {
  const tipo = resultadoConsulta(result);
  if (tipo === 'noVerificado') return row;
  const next: FacturaRow =
    tipo === 'aceptado'
      ? {
          ...row,
          estadoHacienda: ESTADO_HACIENDA.aceptado,
          estado: 'Finalizada',
          enviadaHacienda: 1,
          updatable: false,
        }
      : {
          ...row,
          estadoHacienda: ESTADO_HACIENDA.rechazado,
          estado: 'Ingresada',
          enviadaHacienda: 0,
          updatable: true,
        };
  return { ...next, hacienda: etiquetaHacienda(next) };
}

/** The credit-note check marks the row sent (seed 2 §4); it stays annulled. */
export const filaTrasConsultaNc = (row: FacturaRow): FacturaRow => ({ ...row, enviadaHacienda: 1 });

/** Creating a credit note: enviadaHacienda 2, not updatable nor annulable, annulled. */
export const filaTrasNotaCredito = (row: FacturaRow): FacturaRow => ({
  ...row,
  enviadaHacienda: 2,
  estado: 'Anulada',
  updatable: false,
  anulable: false,
  hacienda: HACIENDA_LABEL_ANULADA,
});

export const filaTrasCambioPago = (row: FacturaRow, estadoPago: EstadoPago): FacturaRow => ({
  ...row,
  estadoPago,
});

// ---------------------------------------------------------------------------------------------
// Row actions (seed 2 §2 'Row actions and when each shows')

export const ACCIONES_FACTURA = [
  'enviar',
  'obtenerRespuesta',
  'obtenerRespuestaNc',
  'notaCredito',
  'verRespuestas',
  'editar',
  'cambiar',
  'pdf',
  'xml',
] as const;
export type AccionFactura = (typeof ACCIONES_FACTURA)[number];

/**
 * `visible` follows the seed's rule without the time blocks; a block shows the action disabled
 * with its countdown instead of hiding it (issue 10): `bloqueadoHasta` (epoch ms) is set while
 * the block lasts.
 */
export type EstadoAccion = { visible: boolean; bloqueadoHasta: number | null };

export type ContextoAcciones = {
  esAdmin: boolean;
  /** The list's Estado filter as applied. */
  filtroEstado: EstadoFiltro;
  /** An action on this row is in flight. */
  ocupada: boolean;
  /** Epoch ms until which Enviar is blocked (after a failed send); 0 or null when none. */
  bloqueoEnvioHasta?: number | null;
  /** Epoch ms until which the status checks are blocked (after a check or a pending send). */
  bloqueoConsultaHasta?: number | null;
  ahora: number;
};

type FilaAcciones = Pick<
  FacturaRow,
  'estado' | 'enviadaHacienda' | 'estadoHacienda' | 'enviando' | 'anulable'
>;

const hasta = (t: number | null | undefined, ahora: number): number | null => (t && t > ahora ? t : null);

export function accionesFactura(
  row: FilaAcciones,
  ctx: ContextoAcciones,
): Record<AccionFactura, EstadoAccion> {
  // 'The row is busy': an action of ours in flight, or the server says a send is under way.
  const ocupada = ctx.ocupada || row.enviando;
  const pendiente = row.estadoHacienda === ESTADO_HACIENDA.noAceptadoRechazado;
  const anulada = row.estado === 'Anulada' || row.enviadaHacienda === 2;
  const envio = hasta(ctx.bloqueoEnvioHasta, ctx.ahora);
  const consulta = hasta(ctx.bloqueoConsultaHasta, ctx.ahora);
  const si = (visible: boolean, bloqueadoHasta: number | null = null): EstadoAccion => ({
    visible,
    bloqueadoHasta: visible ? bloqueadoHasta : null,
  });
  return {
    enviar: si(
      row.enviadaHacienda === 0 && !ocupada && !pendiente && row.estadoHacienda !== ESTADO_HACIENDA.enviando,
      envio,
    ),
    obtenerRespuesta: si(pendiente && !ocupada && row.estado !== 'Anulada', consulta),
    obtenerRespuestaNc: si(anulada, consulta),
    notaCredito: si(ctx.esAdmin && row.anulable && !anulada && !pendiente),
    verRespuestas: si(true),
    editar: si(esEditable(row)),
    cambiar: si(ctx.filtroEstado === 'Finalizada'),
    pdf: si(ctx.esAdmin),
    xml: si(row.enviadaHacienda === 1 && row.estadoHacienda === ESTADO_HACIENDA.aceptado),
  };
}

/** Whole seconds left of a block (rounded up), 0 when over: 'disponible en {s} s'. */
export const segundosRestantes = (bloqueadoHasta: number | null | undefined, ahora: number): number =>
  bloqueadoHasta && bloqueadoHasta > ahora ? Math.ceil((bloqueadoHasta - ahora) / 1000) : 0;

export type Bloqueos = { envioHasta?: number; consultaHasta?: number };

/** After a send: an error blocks re-sending 10 s; a pending answer blocks checking 5 min. */
export function bloqueosTrasEnvio(result: number, ahora: number): Bloqueos {
  const tipo = resultadoEnvio(result);
  if (tipo === 'error') return { envioHasta: ahora + BLOQUEO_REENVIO_MS };
  if (tipo === 'pendiente') return { consultaHasta: ahora + BLOQUEO_PENDIENTE_MS };
  return {};
}

/** After every check (whatever its result): checking again waits 10 s. */
export const bloqueosTrasConsulta = (ahora: number): Bloqueos => ({
  consultaHasta: ahora + BLOQUEO_CONSULTA_MS,
});
