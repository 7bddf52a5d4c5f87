/**
 * 'Pendientes con Hacienda' (D41): which invoices need the clerk, as predicates over the list's own
 * rows, the company's and not this browser's: every fact they read comes from the server. The Panel
 * counts with them and Listado Facturas shows exactly them when its URL carries `atencion`, both over
 * the same answer of `GET /api/factura/get`.
 */
import { startOfDay, subDays } from 'date-fns';
import { parseApiDate, toQueryDate } from '@/lib/dates';
import type { FacturasFiltros } from '../keys';
import { ESTADO_HACIENDA } from '../contract';
import { sinVeredicto, VENTANA_HACIENDA_MS } from './schedule';

export const ATENCIONES = ['rechazadas', 'sinRespuesta', 'sinEnviar'] as const;
export type Atencion = (typeof ATENCIONES)[number];

/** How far back the Panel looks: invoices issued in the last 90 days (the newest 1000 of them). */
export const ATENCION_DIAS = 90;

export const esAtencion = (x: string | null | undefined): x is Atencion =>
  (ATENCIONES as readonly string[]).includes(x ?? '');

type Fila = {
  estado: string;
  enviadaHacienda: number;
  estadoHacienda: string;
  fecha: string | null;
  /** docs/api.md's extension: null when nothing waits, undefined when the backend does not send it. */
  pendienteDesde?: string | null;
};

/**
 * Since when a send without a verdict has waited, by the server's word: its `pendienteDesde`; from a
 * backend without that field, the issue moment, which no send precedes, so the wait is at most that
 * long (`exacta` false: the Panel then says it counts by the issue moment). Null when nothing waits or
 * the server gives no moment.
 */
export function esperaDesde(r: Fila): { desde: number; exacta: boolean } | null {
  if (!sinVeredicto(r)) return null;
  const exacta = r.pendienteDesde !== undefined;
  const desde = parseApiDate(exacta ? r.pendienteDesde : r.fecha)?.getTime();
  return desde === undefined ? null : { desde, exacta };
}

/** Each attention as a predicate over a row, at `ahora`. */
export function cumple(atencion: Atencion, r: Fila, ahora: number): boolean {
  switch (atencion) {
    case 'rechazadas':
      return r.estado !== 'Anulada' && r.estadoHacienda === ESTADO_HACIENDA.rechazado;
    case 'sinRespuesta': {
      const espera = esperaDesde(r);
      return espera !== null && ahora - espera.desde >= VENTANA_HACIENDA_MS;
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
 * The one list call every attention is read from, and the filters its link opens (so the list the
 * link opens asks the very same call): every invoice issued in the last ATENCION_DIAS days, whatever
 * its state. One call for the three: a verdict never moves a row out of it, so the row patched in
 * place settles every count.
 */
export function filtrosAtencion(ahora: number): FacturasFiltros {
  return {
    clienteId: 0,
    estado: 'TODOS',
    estadoPago: 'TODOS',
    enviadas: -1,
    fechaInicio: toQueryDate(subDays(ahora, ATENCION_DIAS)),
    fechaFinal: '',
  };
}
