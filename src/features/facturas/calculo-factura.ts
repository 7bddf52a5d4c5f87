/**
 * The invoice's tax math, exact (Hacienda v4.4; F1–F3, F42): a line's and the invoice's amounts, every one
 * in integer units of 10⁻⁵, shared by the form, the check before sending, the mock server and the XML.
 * Apart from rules.ts so the invoice list, which shows the server's totals, does not load it (D34).
 */
import { fromExacto, productToExacto, toExacto, toNumber } from '@/lib/money';
import type { DetalleBody } from './contract';
import { CANTIDAD_DEFAULT, IVA_PORCENTAJE, SERVICIOS_CON_IVA, TOLERANCIA_TOTALES } from './rules';

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

/**
 * Service names as the tax rule compares them, each worked out once: the names are the catalogue's few,
 * and the demo's seed asks for them at every line of every invoice it builds at each page load.
 */
const normalizados = new Map<string, string>();
const normalizar = (s: string | null | undefined): string => {
  const texto = s ?? '';
  let n = normalizados.get(texto);
  if (n === undefined) {
    n = texto
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toUpperCase();
    // A bound, so that names typed one by one never grow it without end.
    if (normalizados.size < 500) normalizados.set(texto, n);
  }
  return n;
};

/** The service's name (or, if it has none, its description) is NACIONALIZACION or DUA VENTA LOCAL ZONA FRANCA. */
export function llevaIva(servicio: LineaCalculo['servicio']): boolean {
  if (!servicio) return false;
  const conIva = SERVICIOS_CON_IVA as readonly string[];
  return conIva.includes(normalizar(servicio.nombre)) || conIva.includes(normalizar(servicio.descripcion));
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
  // Written out, not spread: the demo's seed computes every line of a year of invoices at each page load.
  const impuestosExactos = impuestosLinea(montoColones, impuestos, tarifaExonerada);
  const exactos = {
    precioUnitario,
    montoColones,
    impuestosMonto: impuestosExactos.impuestosMonto,
    montoExoneracion: impuestosExactos.montoExoneracion,
    impuestoNeto: impuestosExactos.impuestoNeto,
    montoNeto: impuestosExactos.montoNeto,
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
