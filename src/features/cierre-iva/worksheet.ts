import { productToCentimos } from '@/lib/money';
import { aColones, esNotaCredito, mesDe, textoCentimos } from './rules';
import { porTurnos } from '@/lib/por-turnos';
import { CODIGOS_TARIFA_IVA, TARIFAS_IVA } from './tarifas-iva';
import type { ClaveTarifa, DocumentoIva, ImportesTarifa, TipoDocumentoIva } from './xml-iva';

/*
 * The month's IVA worksheet, pure: the documents in, every figure out with the documents
 * that make it. Sales are the invoices Hacienda accepted, dated in the month, as their XML states them;
 * a credit note Hacienda accepted subtracts in the month of its own date. Purchases are the supplier
 * documents whose answer Hacienda accepted. Every amount is converted to colones per document and per
 * figure (rules.ts, aColones), so a figure is exactly the sum of its documents' parts.
 */

export type EstadoVenta = 'aceptado' | 'rechazado' | 'pendiente' | 'noEnviado';

export type Venta = {
  facturaId: number;
  tipo: 'factura' | 'notaCredito';
  estado: EstadoVenta;
  /** The document's own Costa Rica day 'YYYY-MM-DD': its XML's, or its clave's for a credit note. */
  dia: string;
  clave: string;
  consecutivo: string;
  /** The client. */
  contraparte: string;
  /** Its XML, read; null when it could not be read. */
  documento: DocumentoIva | null;
  /** The day Hacienda accepted it, when known (API.md does not give it). */
  diaAceptacion?: string | null;
  /** A credit note's invoice's day. */
  diaReferencia?: string | null;
  /** Hacienda's or the send's reason, for the list of what is not counted. */
  motivo?: string;
};

/**
 * A supplier document as the received documents' list and the company's answer leave it: 'aceptada'
 * only when the company confirmed it and Hacienda accepted that answer.
 */
export type RespuestaCompra =
  'aceptada' | 'rechazada' | 'respuestaRechazada' | 'respuestaPendiente' | 'sinResponder';

export type Compra = {
  clave: string;
  consecutivo: string;
  emisor: string;
  dia: string;
  /** CodigoMoneda (the list's `moneda`). */
  moneda: string;
  respuesta: RespuestaCompra;
  /** The list's totals, exactos of its currency. */
  totalVenta: number;
  totalImpuesto: number;
  documento: DocumentoIva | null;
};

export type Plazo = { limite: string; vencido: boolean };

export type RefDocumento =
  | { tipo: 'venta'; facturaId: number; documento: 'factura' | 'notaCredito' }
  | { tipo: 'compra'; clave: string };

/** One document's part of a line, in céntimos of colones (negative for a credit note). */
export type Aporte = {
  ref: RefDocumento;
  clave: string;
  consecutivo: string;
  dia: string;
  contraparte: string;
  tipoDocumento: TipoDocumentoIva | null;
  moneda: string;
  tipoCambio: string;
  base: number;
  impuesto: number;
  diaAceptacion: string | null;
  diaReferencia: string | null;
};

/**
 * A line of the worksheet. `tarifa` is a rate code, 'sinCodigo' (the document gave none), 'exonerado'
 * (the exonerated bases and the tax waived, apart, never in the totals) or 'sinDesglose' (a purchase
 * whose document was not read: its tax as the list gives it, not split by rate).
 */
export type Linea = {
  id: string;
  seccion: 'ventas' | 'compras';
  tarifa: ClaveTarifa | 'exonerado' | 'sinDesglose';
  base: number;
  impuesto: number;
  aportes: Aporte[];
};

export type VentaApartada = { venta: Venta; motivo: 'rechazado' | 'pendiente' | 'noEnviado' | 'sinLeer' };
export type CompraApartada = { compra: Compra; motivo: 'rechazada' | 'respuestaRechazada' | 'sinTipoCambio' };
export type CompraEnRiesgo = { compra: Compra; plazo: Plazo | null; impuesto: number | null };

/** The year's proportion for the credit (prorrata), as the clerk gives it: céntimos of colones. */
export type Proporcion = { anio: number; conDerecho: number; total: number };

export type Prorrata =
  | { estado: 'noAplica' }
  | { estado: 'faltaProporcion' }
  | { estado: 'aplicada'; proporcion: Proporcion; creditoPleno: number; creditoAplicable: number };

export type Resultado = {
  devengado: number;
  soportado: number;
  credito: number;
  prorrata: Prorrata;
  /** devengado − credito: positive 'aPagar', negative 'saldoAFavor'. */
  neto: number;
  tipo: 'aPagar' | 'saldoAFavor' | 'cero';
};

export type MotivoNoListo = 'pendientes' | 'sinLeer' | 'sinTipoCambio' | 'faltaProporcion';

export type HojaIva = {
  mes: string;
  ventas: Linea[];
  compras: Linea[];
  ventasApartadas: VentaApartada[];
  comprasApartadas: CompraApartada[];
  creditoEnRiesgo: CompraEnRiesgo[];
  resultado: Resultado;
  listo: boolean;
  noListo: MotivoNoListo[];
};

export type EntradaHoja = {
  /** 'YYYY-MM'. */
  mes: string;
  ventas: readonly Venta[];
  compras: readonly Compra[];
  proporcion?: Proporcion | null;
  /** The answer's deadline of an unanswered document (the receiver's term, confirmacion's plazo.ts). */
  plazoDe: (dia: string) => Plazo | null;
};

const ORDEN_LINEAS: ReadonlyArray<Linea['tarifa']> = [
  ...CODIGOS_TARIFA_IVA,
  'sinCodigo',
  'sinDesglose',
  'exonerado',
];

class Lineas {
  private readonly porTarifa = new Map<Linea['tarifa'], Linea>();
  constructor(private readonly seccion: Linea['seccion']) {}
  sumar(tarifa: Linea['tarifa'], aporte: Aporte) {
    let l = this.porTarifa.get(tarifa);
    if (!l) {
      l = {
        id: `${this.seccion}.${tarifa}`,
        seccion: this.seccion,
        tarifa,
        base: 0,
        impuesto: 0,
        aportes: [],
      };
      this.porTarifa.set(tarifa, l);
    }
    l.base += aporte.base;
    l.impuesto += aporte.impuesto;
    l.aportes.push(aporte);
  }
  todas(): Linea[] {
    return ORDEN_LINEAS.flatMap((t) => this.porTarifa.get(t) ?? []);
  }
}

type Comun = Omit<Aporte, 'base' | 'impuesto'>;

/** A credit note's amount counts negative; `0 - n`, not `-n`, so a zero never prints as '-0.00'. */
const firmar = (signo: 1 | -1, n: number) => (signo === 1 ? n : 0 - n);

/** A read document's figures in colones, per line (before its sign). */
export type Parte = { tarifa: ClaveTarifa | 'exonerado'; base: number; impuesto: number };

const partesLeidas = new WeakMap<DocumentoIva, Parte[]>();

/**
 * A read document's parts in céntimos of colones: one per rate, and its exonerated part apart.
 * Converted once per document (kept beside it), so the worksheet recomputed as documents arrive only adds.
 */
export function partesDocumento(d: DocumentoIva): Parte[] {
  const guardadas = partesLeidas.get(d);
  if (guardadas) return guardadas;
  const partes: Parte[] = [];
  let exoneradoBase = 0;
  let exonerado = 0;
  for (const [tarifa, i] of Object.entries(d.tarifas) as Array<[ClaveTarifa, ImportesTarifa]>) {
    if (i.base !== 0 || i.impuesto !== 0) {
      partes.push({
        tarifa,
        base: aColones(i.base, d.tipoCambio),
        impuesto: aColones(i.impuesto, d.tipoCambio),
      });
    }
    exoneradoBase += i.baseExonerada;
    exonerado += i.exonerado;
  }
  if (exoneradoBase !== 0 || exonerado !== 0) {
    partes.push({
      tarifa: 'exonerado',
      base: aColones(exoneradoBase, d.tipoCambio),
      impuesto: aColones(exonerado, d.tipoCambio),
    });
  }
  partesLeidas.set(d, partes);
  return partes;
}

/** Converts the documents' parts ahead, in short tasks (`porTurnos`), for a worksheet computed at once. */
export const leerPartes = (documentos: Iterable<DocumentoIva>): Promise<void> =>
  porTurnos(documentos, (d) => partesLeidas.has(d), partesDocumento);

function sumarDocumento(lineas: Lineas, d: DocumentoIva, comun: Comun, signo: 1 | -1) {
  for (const p of partesDocumento(d)) {
    lineas.sumar(p.tarifa, { ...comun, base: firmar(signo, p.base), impuesto: firmar(signo, p.impuesto) });
  }
}

function comunVenta(v: Venta): Comun {
  return {
    ref: { tipo: 'venta', facturaId: v.facturaId, documento: v.tipo },
    clave: v.clave,
    consecutivo: v.consecutivo,
    dia: v.dia,
    contraparte: v.contraparte,
    tipoDocumento: v.documento?.tipo ?? null,
    moneda: v.documento?.moneda ?? '',
    tipoCambio: v.documento?.tipoCambio ?? '',
    diaAceptacion: v.diaAceptacion ?? null,
    diaReferencia: v.diaReferencia ?? null,
  };
}

function comunCompra(c: Compra): Comun {
  return {
    ref: { tipo: 'compra', clave: c.clave },
    clave: c.clave,
    consecutivo: c.consecutivo,
    dia: c.dia,
    contraparte: c.emisor,
    tipoDocumento: c.documento?.tipo ?? null,
    moneda: c.documento?.moneda ?? c.moneda,
    tipoCambio: c.documento?.tipoCambio ?? (c.moneda.toUpperCase() === 'CRC' ? '1' : ''),
    diaAceptacion: null,
    diaReferencia: null,
  };
}

const esColones = (moneda: string) => ['', 'CRC'].includes(moneda.trim().toUpperCase());

/** A supplier document's tax in colones when it can be known without its XML; null otherwise. */
function impuestoCompra(c: Compra): number | null {
  const signo = esNotaCredito(c.consecutivo) ? -1 : 1;
  if (c.documento?.tipoCambio) {
    const total = Object.values(c.documento.tarifas).reduce((s, i) => s + i.impuesto, 0);
    return firmar(signo, aColones(total, c.documento.tipoCambio));
  }
  return esColones(c.moneda) ? firmar(signo, aColones(c.totalImpuesto, '1')) : null;
}

/** Whether a sale line's documents lost the right to credit (codes 10 and 11; an export keeps it). */
function sinDerecho(l: Linea): boolean {
  if (l.tarifa === 'sinCodigo' || l.tarifa === 'sinDesglose' || l.tarifa === 'exonerado') return false;
  if (TARIFAS_IVA[l.tarifa].derechoCredito) return false;
  return l.aportes.some((a) => a.base !== 0 && a.tipoDocumento !== 'FacturaElectronicaExportacion');
}

/**
 * The credit of the month: all the tax borne when every sale keeps the right to credit; else that tax
 * times the year's proportion (sales with the right to credit over all sales), rounded once to the
 * céntimo, half away from zero (Reglamento de la Ley del IVA, the 'regla de proporcionalidad'; the
 * proportion is the previous year's, settled in December: Hacienda's 'Créditos fiscales' answers).
 */
function prorratear(soportado: number, aplica: boolean, proporcion: Proporcion | null | undefined): Prorrata {
  if (!aplica) return { estado: 'noAplica' };
  if (
    !proporcion ||
    proporcion.total <= 0 ||
    proporcion.conDerecho < 0 ||
    proporcion.conDerecho > proporcion.total
  ) {
    return { estado: 'faltaProporcion' };
  }
  const creditoAplicable = productToCentimos(
    [textoCentimos(soportado), textoCentimos(proporcion.conDerecho)],
    [textoCentimos(proporcion.total)],
  );
  return { estado: 'aplicada', proporcion, creditoPleno: soportado, creditoAplicable };
}

const sumaImpuesto = (lineas: readonly Linea[]) =>
  lineas.reduce((s, l) => s + (l.tarifa === 'exonerado' ? 0 : l.impuesto), 0);

/** The purchases' part of the worksheet: it changes only with the supplier list and files, not as sales are read. */
export type ParteCompras = {
  lineas: Linea[];
  comprasApartadas: CompraApartada[];
  creditoEnRiesgo: CompraEnRiesgo[];
};

export function hojaCompras(
  mes: string,
  entradas: readonly Compra[],
  plazoDe: EntradaHoja['plazoDe'],
): ParteCompras {
  const compras = new Lineas('compras');
  const comprasApartadas: CompraApartada[] = [];
  const creditoEnRiesgo: CompraEnRiesgo[] = [];
  for (const c of entradas) {
    if (mesDe(c.dia) !== mes) continue;
    if (c.respuesta === 'rechazada' || c.respuesta === 'respuestaRechazada') {
      comprasApartadas.push({ compra: c, motivo: c.respuesta });
      continue;
    }
    if (c.respuesta !== 'aceptada') {
      creditoEnRiesgo.push({ compra: c, plazo: plazoDe(c.dia), impuesto: impuestoCompra(c) });
      continue;
    }
    const signo = esNotaCredito(c.consecutivo) ? -1 : 1;
    if (c.documento?.tipoCambio) {
      sumarDocumento(compras, c.documento, comunCompra(c), signo);
    } else if (esColones(c.moneda)) {
      // Not read: the tax as the list gives it, in one line apart, not split by rate.
      compras.sumar('sinDesglose', {
        ...comunCompra(c),
        base: firmar(signo, aColones(c.totalVenta, '1')),
        impuesto: firmar(signo, aColones(c.totalImpuesto, '1')),
      });
    } else {
      comprasApartadas.push({ compra: c, motivo: 'sinTipoCambio' });
    }
  }
  return { lineas: compras.todas(), comprasApartadas, creditoEnRiesgo };
}

/**
 * The worksheet. `parteCompras`: the purchases' part computed before from the same `entrada.compras`
 * (while a month loads only its sales change, so the page computes the purchases once).
 */
export function hojaIva(entrada: EntradaHoja, parteCompras?: ParteCompras): HojaIva {
  const { mes } = entrada;
  const ventas = new Lineas('ventas');
  const ventasApartadas: VentaApartada[] = [];
  const {
    lineas: lineasCompras,
    comprasApartadas,
    creditoEnRiesgo,
  } = parteCompras ?? hojaCompras(mes, entrada.compras, entrada.plazoDe);

  for (const v of entrada.ventas) {
    if (mesDe(v.dia) !== mes) continue;
    if (v.estado !== 'aceptado') {
      ventasApartadas.push({ venta: v, motivo: v.estado });
      continue;
    }
    if (!v.documento) {
      ventasApartadas.push({ venta: v, motivo: 'sinLeer' });
      continue;
    }
    sumarDocumento(ventas, v.documento, comunVenta(v), v.tipo === 'notaCredito' ? -1 : 1);
  }

  const lineasVentas = ventas.todas();
  const devengado = sumaImpuesto(lineasVentas);
  const soportado = sumaImpuesto(lineasCompras);
  const prorrata = prorratear(soportado, lineasVentas.some(sinDerecho), entrada.proporcion);
  const credito = prorrata.estado === 'aplicada' ? prorrata.creditoAplicable : soportado;
  const neto = devengado - credito;

  const noListo: MotivoNoListo[] = [];
  if (ventasApartadas.some((a) => a.motivo === 'pendiente')) noListo.push('pendientes');
  if (ventasApartadas.some((a) => a.motivo === 'sinLeer')) noListo.push('sinLeer');
  if (comprasApartadas.some((a) => a.motivo === 'sinTipoCambio')) noListo.push('sinTipoCambio');
  if (prorrata.estado === 'faltaProporcion') noListo.push('faltaProporcion');

  return {
    mes,
    ventas: lineasVentas,
    compras: lineasCompras,
    ventasApartadas,
    comprasApartadas,
    creditoEnRiesgo,
    resultado: {
      devengado,
      soportado,
      credito,
      prorrata,
      neto,
      tipo: neto > 0 ? 'aPagar' : neto < 0 ? 'saldoAFavor' : 'cero',
    },
    listo: noListo.length === 0,
    noListo,
  };
}
