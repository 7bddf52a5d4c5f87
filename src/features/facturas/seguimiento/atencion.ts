/**
 * 'Pendientes con Hacienda' (issue 25 §2, decision D37): which invoices need the clerk, as predicates
 * over the list's own rows. The Panel counts with them and Listado Facturas shows exactly them when
 * its URL carries `atencion`, both over the same answer of `GET /api/factura/get`.
 */
import { startOfDay, subDays } from 'date-fns';
import { parseApiDate, toQueryDate } from '@/lib/dates';
import type { FacturasFiltros } from '../keys';
import { ESTADO_HACIENDA } from '../contract';
import { sinVeredicto, VENTANA_HACIENDA_MS } from './agenda';

export const ATENCIONES = ['rechazadas', 'sinRespuesta', 'sinEnviar'] as const;
export type Atencion = (typeof ATENCIONES)[number];

/** How far back the Panel looks: invoices issued in the last 90 days. */
export const ATENCION_DIAS = 90;

export const esAtencion = (x: string | null | undefined): x is Atencion =>
  (ATENCIONES as readonly string[]).includes(x ?? '');

type Fila = {
  facturaId: number;
  estado: string;
  enviadaHacienda: number;
  estadoHacienda: string;
  fecha: string | null;
};

/**
 * Each attention as a predicate: `pendienteDesde` is the earliest moment this browser knows the
 * invoice waited for Hacienda (its own send, or when it first saw it pending), or undefined.
 */
export function cumple(
  atencion: Atencion,
  r: Fila,
  ahora: number,
  pendienteDesde: (facturaId: number) => number | undefined,
): boolean {
  switch (atencion) {
    case 'rechazadas':
      return r.estado !== 'Anulada' && r.estadoHacienda === ESTADO_HACIENDA.rechazado;
    case 'sinRespuesta': {
      if (!sinVeredicto(r)) return false;
      const desde = pendienteDesde(r.facturaId);
      return desde !== undefined && ahora - desde >= VENTANA_HACIENDA_MS;
    }
    case 'sinEnviar': {
      const nunca = !r.estadoHacienda || r.estadoHacienda === ESTADO_HACIENDA.noEnviada;
      const fecha = parseApiDate(r.fecha);
      return (
        r.estado === 'Ingresada' &&
        r.enviadaHacienda === 0 &&
        nunca &&
        fecha !== null &&
        fecha.getTime() < startOfDay(ahora).getTime()
      );
    }
  }
}

/**
 * The list call each attention is read from (its filters are also the links' filters, so the list
 * the link opens asks the very same call): the unsent Ingresada ones for rejected and never sent,
 * the sent ones for those without an answer; issued in the last ATENCION_DIAS days.
 */
export function filtrosAtencion(atencion: Atencion, ahora: number): FacturasFiltros {
  const base = {
    clienteId: 0,
    estadoPago: 'TODOS' as const,
    fechaInicio: toQueryDate(subDays(ahora, ATENCION_DIAS)),
    fechaFinal: '',
  };
  return atencion === 'sinRespuesta'
    ? { ...base, estado: 'TODOS', enviadas: 1 }
    : { ...base, estado: 'Ingresada', enviadas: 0 };
}
