/**
 * Invoice business rules (F1–F12): the constants, the states, the row actions and their blocks —
 * pure functions shared by the screens and the mock server, covered by table-driven unit tests. No
 * React here. What only the form needs is apart, so the invoice list does not load it (D34): the tax
 * math in calculo-factura.ts, the line and invoice checks with their texts in validacion-factura.ts.
 */
import {
  ESTADO_HACIENDA,
  HACIENDA_LABEL_ANULADA,
  HACIENDA_LABELS,
  type EnviadaHacienda,
  type EnvioResultado,
  type EstadoFactura,
  type EstadoFiltro,
  type EstadoPago,
  type FacturaRow,
} from './contract';

// ---------------------------------------------------------------------------------------------
// Constants, as the spec gives them

export const PAGE_SIZE_FACTURAS = 10;

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

/** The fixed VAT rate and the services it applies to (F2). */
export const IVA_PORCENTAJE = 13;
export const SERVICIOS_CON_IVA = ['NACIONALIZACION', 'DUA VENTA LOCAL ZONA FRANCA'] as const;

/** A new line's quantity, and the values the spec resets a non-numeric cantidad / monto to. */
export const CANTIDAD_DEFAULT = 1;
export const MONTO_RESET = 0;

/** Temporary ids of new lines: the spec's random integers below 10,000,000. */
export const ID_TEMPORAL_MAX = 10_000_000;
export const idTemporal = (random: () => number = Math.random): number =>
  Math.floor(random() * ID_TEMPORAL_MAX);

// ---------------------------------------------------------------------------------------------
// States and their transitions after each Hacienda answer, as the spec gives them

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

/** The row after a send: accepted or pending is sent and Finalizada; an error leaves it as it was. */
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

/** The credit-note check marks the row sent, as the spec says; it stays annulled. */
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
// Row actions: when each shows, as the spec lists them (F5)

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
 * `visible` follows the spec's rule without the time blocks; a block shows the action disabled with
 * its countdown instead of hiding it, so the clerk sees when it comes back (F5): `bloqueadoHasta`
 * (epoch ms) is set while the block lasts.
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
