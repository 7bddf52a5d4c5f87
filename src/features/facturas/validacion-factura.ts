/**
 * The invoice form's checks (F6, F9, F24): a line's 'Listo', Guardar Factura's readiness and the
 * expenses reminder. Apart from rules.ts because these return the form's texts: the invoice list takes
 * its rules from rules.ts without loading them (decision D34).
 */
import { toNumber } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import type { DetalleBody } from './contract';
import { CANTIDAD_DEFAULT, DETALLE_MAX, DETALLE_MIN, MONTO_RESET } from './rules';

const v = es.facturaForm.v;

// ---------------------------------------------------------------------------------------------
// Validation: the spec's checks and messages

/** A number as typed: digits with an optional '.' part; ',' thousands allowed; no sign. */
const NUMERO = /^\d+(\.\d+)?$/;

function esNumeroValido(valor: number | string | null | undefined): boolean {
  if (typeof valor === 'number') return Number.isFinite(valor) && valor >= 0;
  const s = (valor ?? '').trim().replace(/,/g, '');
  return NUMERO.test(s);
}

/** A line as its rules read it: the API line's text and typed amounts, and whether a service is chosen. */
export type LineaValidable = Pick<DetalleBody, 'detalle' | 'cantidad' | 'monto'> & {
  servicio: { id?: number | null } | null | undefined;
};

export type ProblemaLinea = {
  campo: 'detalle' | 'servicio' | 'cantidad' | 'monto';
  mensaje: string;
  /** The value the field goes back to (cantidad → 1, monto → 0). */
  reset?: { cantidad: number } | { monto: number };
};

/** An empty cantidad becomes 1, as the spec says. */
export function normalizarCantidad(cantidad: number | string | null | undefined): number | string {
  return cantidad === null || cantidad === undefined || String(cantidad).trim() === ''
    ? CANTIDAD_DEFAULT
    : cantidad;
}

/**
 * 'Listo' on a line: the first problem, or null. Order: detalle 3–160, CABYS service, cantidad,
 * monto. An empty cantidad is not a problem (it becomes 1); a cantidad of 0 is (decision F6).
 */
export function validarLinea(linea: LineaValidable): ProblemaLinea | null {
  const detalle = (linea.detalle ?? '').trim();
  if (detalle.length < DETALLE_MIN) return { campo: 'detalle', mensaje: v.detalleMin };
  if (detalle.length > DETALLE_MAX) return { campo: 'detalle', mensaje: v.detalleMax };
  if (!linea.servicio || !linea.servicio.id) return { campo: 'servicio', mensaje: v.servicioLinea };
  const cantidad = normalizarCantidad(linea.cantidad);
  if (!esNumeroValido(cantidad) || toNumber(cantidad) <= 0) {
    return { campo: 'cantidad', mensaje: v.cantidad, reset: { cantidad: CANTIDAD_DEFAULT } };
  }
  if (!esNumeroValido(linea.monto))
    return { campo: 'monto', mensaje: v.monto, reset: { monto: MONTO_RESET } };
  return null;
}

export type FacturaValidable = {
  esClienteNuevo: boolean | number;
  /** The new client's five fields (only read when esClienteNuevo). */
  clienteNuevo?: {
    nombre?: string | null;
    telefono?: string | null;
    cedulaJuridica?: string | null;
    contacto?: string | null;
    correo?: string | null;
  } | null;
  codigoActividad: string | null | undefined;
  detalles: ReadonlyArray<Pick<LineaValidable, 'detalle' | 'servicio'>>;
};

/**
 * Guardar Factura: the first reason the invoice is not ready, in the spec's order (new client complete,
 * activity code, at least one line, each line's detalle and service), or null. The caller shows
 * `es.facturaForm.v.noLista + reason` for 8 s.
 */
export function validarFactura(f: FacturaValidable): string | null {
  if (f.esClienteNuevo) {
    const c = f.clienteNuevo ?? {};
    const campos = [c.nombre, c.telefono, c.cedulaJuridica, c.contacto, c.correo];
    if (campos.some((x) => !(x ?? '').trim())) return v.clienteNuevo;
  }
  if (!(f.codigoActividad ?? '').trim()) return v.codigoActividad;
  if (f.detalles.length === 0) return v.sinDetalles;
  if (f.detalles.some((d) => (d.detalle ?? '').trim().length < DETALLE_MIN)) return v.detallesMin;
  if (f.detalles.some((d) => !d.servicio || !d.servicio.id)) return v.detallesServicio;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The expenses reminder the spec asks for

export type GastosRecibo = {
  aforoFisico: number | boolean;
  permisos: number | boolean;
  previoExamen: number | boolean;
};

/**
 * 'No olvidar facturar Gastos por: Aforo, Permisos, Examen Previo' for the flags that are 1, in
 * that order, joined by ', ' (decision F9); null when none is set.
 */
export function recordatorioGastos(recibo: GastosRecibo | null | undefined): string | null {
  if (!recibo) return null;
  const g = es.facturaForm.gastos;
  const gastos: string[] = [
    Number(recibo.aforoFisico) === 1 ? g.aforoFisico : null,
    Number(recibo.permisos) === 1 ? g.permisos : null,
    Number(recibo.previoExamen) === 1 ? g.previoExamen : null,
  ].filter((x) => x !== null);
  return gastos.length ? `${es.facturaForm.recordatorioGastos}${gastos.join(', ')}` : null;
}
