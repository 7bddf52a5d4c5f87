import { costaRicaDayOf } from '@/lib/dates';
import { toExacto } from '@/lib/money';
import { porTurnos } from '@/lib/por-turnos';
import { diaDeClave, estadoVenta, respuestaCompra, tipoDeConsecutivo } from './rules';
import type { Compra, Venta } from './worksheet';
import type { DocumentoIva } from './xml-iva';

/*
 * The worksheet's documents from what API.md's calls answer (pure): an invoice list row with its XML,
 * its credit note from the submission history, a received documents' list row with the supplier's
 * file when the clerk gave it, and a file the list does not have (not answered). The shapes name only
 * the fields read, so the lists' own contracts fit them.
 */

/** API.md `FacturaRow`, the fields read. */
export type FilaFactura = { facturaId: number; fecha: string; cliente: string; estadoHacienda: string };
/** An entry of `GET /api/factura/respuestas-factura`. */
export type EnvioFactura = { clave: string; consecutivo: string; estado: string; detalle: string };
/** API.md `ConfirmRechazo`, the fields read (amounts as the list's numbers, in the document's currency). */
export type FilaConfirmRechazo = {
  clave: string;
  consecutivo: string;
  emisor: string;
  moneda: string;
  totalVenta: number;
  totalImpuesto: number;
  estado: string;
  estadoEnviadoHacienda: string;
  fechaEmision: string;
};

/**
 * The day of a list's timestamp, remembered: while a month loads the worksheet is rebuilt every second
 * from the same few thousand rows, and reading each timestamp's day in Costa Rica again was most of
 * that rebuild (bench/cierre-iva.mjs). Cleared past a bound, so it cannot grow without end.
 */
const dias = new Map<string, string>();
const DIAS_MAX = 50_000;
const dia = (fecha: string) => {
  let d = dias.get(fecha);
  if (d === undefined) {
    if (dias.size >= DIAS_MAX) dias.clear();
    d = costaRicaDayOf(fecha) ?? fecha.slice(0, 10);
    dias.set(fecha, d);
  }
  return d;
};
/**
 * Reads the days of a list's timestamps ahead, in short tasks (`porTurnos`): the worksheet's first
 * computation then finds them read, instead of reading a month's thousands of timestamps in one long
 * task.
 */
export const leerDias = (fechas: readonly string[]): Promise<void> =>
  porTurnos(fechas, (f) => dias.has(f), dia);
const deTipo = (envios: readonly EnvioFactura[], tipo: string) =>
  envios.filter((e) => tipoDeConsecutivo(e.consecutivo) === tipo);

/** The invoice as a sale: its XML's day, clave and client when read, else the list's and its history's. */
export function ventaDeFactura(
  fila: FilaFactura,
  documento: DocumentoIva | null,
  envios: readonly EnvioFactura[] = [],
): Venta {
  const estado = estadoVenta(fila.estadoHacienda);
  const propios = deTipo(envios, '01');
  const ultimo = propios.at(-1);
  const rechazo =
    estado === 'rechazado' ? propios.findLast((e) => e.estado.toLowerCase() === 'rechazado') : undefined;
  return {
    facturaId: fila.facturaId,
    tipo: 'factura',
    estado,
    dia: documento?.dia ?? dia(fila.fecha),
    clave: documento?.clave ?? ultimo?.clave ?? '',
    consecutivo: documento?.consecutivo ?? ultimo?.consecutivo ?? '',
    contraparte: documento?.receptor?.nombre || fila.cliente,
    documento,
    ...(rechazo ? { motivo: rechazo.detalle } : {}),
  };
}

/**
 * An annulled invoice's credit note, from its submission history: the entries of type 03 (the note's
 * consecutivo); its day is its clave's (API.md gives the note no date); accepted once any entry of it
 * says so, rejected when its last one does, else pending. Its figures are the invoice's (the note
 * repeats the invoice's lines, F15), so it takes the invoice's read document. Null when the history has
 * no note (an invoice annulled before it was sent) or the note's clave has no day.
 */
export function notaCreditoDeFactura(
  fila: FilaFactura,
  envios: readonly EnvioFactura[],
  documentoFactura: DocumentoIva | null,
): Venta | null {
  const nota = deTipo(envios, '03');
  const ultimo = nota.at(-1);
  const diaNota = ultimo ? diaDeClave(ultimo.clave) : null;
  if (!ultimo || !diaNota) return null;
  const estados = nota.map((e) => e.estado.toLowerCase());
  const estado = estados.includes('aceptado')
    ? 'aceptado'
    : estados.at(-1) === 'rechazado'
      ? 'rechazado'
      : 'pendiente';
  return {
    facturaId: fila.facturaId,
    tipo: 'notaCredito',
    estado,
    dia: diaNota,
    clave: ultimo.clave,
    consecutivo: ultimo.consecutivo,
    contraparte: documentoFactura?.receptor?.nombre || fila.cliente,
    documento: documentoFactura,
    diaReferencia: documentoFactura?.dia ?? dia(fila.fecha),
    ...(estado === 'rechazado' ? { motivo: ultimo.detalle } : {}),
  };
}

/** A received documents' list row as a purchase, with the supplier's file when it is the same clave. */
export function compraDeFila(fila: FilaConfirmRechazo, documento: DocumentoIva | null): Compra {
  return {
    clave: fila.clave,
    consecutivo: fila.consecutivo,
    emisor: fila.emisor,
    dia: documento?.dia ?? dia(fila.fechaEmision),
    moneda: (fila.moneda || documento?.moneda || 'CRC').toUpperCase(),
    respuesta: respuestaCompra(fila.estado, fila.estadoEnviadoHacienda),
    totalVenta: toExacto(fila.totalVenta),
    totalImpuesto: toExacto(fila.totalImpuesto),
    documento: documento?.clave === fila.clave ? documento : null,
  };
}

/** The month's purchases: every list row (with its file when given), then the files the list lacks, unanswered. */
export function comprasDelMes(
  filas: readonly FilaConfirmRechazo[],
  archivos: readonly DocumentoIva[],
): Compra[] {
  const porClave = new Map(archivos.map((d) => [d.clave, d]));
  const enLista = new Set(filas.map((f) => f.clave));
  const sinResponder = archivos
    .filter((d) => !enLista.has(d.clave))
    .map((d): Compra => ({
      clave: d.clave,
      consecutivo: d.consecutivo,
      emisor: d.emisor.nombre,
      dia: d.dia ?? '',
      moneda: d.moneda,
      respuesta: 'sinResponder',
      totalVenta: d.totalVentaNeta,
      totalImpuesto: d.totalImpuesto,
      documento: d,
    }));
  return [...filas.map((f) => compraDeFila(f, porClave.get(f.clave) ?? null)), ...sinResponder];
}
