/**
 * 'Pendientes con Hacienda' (D41): which invoices need the clerk, as predicates
 * over the list's own rows. The Panel counts with them and Listado Facturas shows exactly them when
 * its URL carries `atencion`, both over the same answer of `GET /api/factura/get`.
 */
import { startOfDay, subDays } from 'date-fns';
import { parseApiDate, toQueryDate } from '@/lib/dates';
import type { FacturasFiltros } from '../keys';
import { ESTADO_HACIENDA } from '../contract';
import { sinVeredicto, VENTANA_HACIENDA_MS } from './schedule';

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

/** The invoices this browser knows have waited for Hacienda, split at the 3-hour window. */
export function esperas(pendienteDesde: Readonly<Record<string, number>>, ahora: number) {
  const vencidas: number[] = [];
  const recientes: number[] = [];
  for (const [id, desde] of Object.entries(pendienteDesde)) {
    (ahora - desde >= VENTANA_HACIENDA_MS ? vencidas : recientes).push(Number(id));
  }
  return { vencidas, recientes };
}

/**
 * Of the invoices this browser remembers waiting for 3 hours, those that can no longer count as
 * 'sinRespuesta': their row shows a verdict, or the invoice is in neither list (annulled, or issued
 * before the window, which only moves on). Forgetting them lets the next Panel visit skip the sent
 * invoices' rows while nothing waits that long. `completas` is false when a list was cut short: an
 * invoice missing from it proves nothing.
 */
export function yaNoEsperan(
  vencidas: readonly number[],
  filas: ReadonlyArray<Pick<Fila, 'facturaId' | 'estado' | 'enviadaHacienda' | 'estadoHacienda'>>,
  completas: boolean,
): number[] {
  const porId = new Map(filas.map((r) => [r.facturaId, r]));
  return vencidas.filter((id) => {
    const r = porId.get(id);
    return r ? !sinVeredicto(r) : completas;
  });
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
