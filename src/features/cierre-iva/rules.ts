import { addMonths } from '@/lib/dates';
import { ESCALA_HACIENDA, productToCentimos } from '@/lib/money';

/*
 * Cierre de IVA's small pure rules: the month a screen opens on, what a clave and a consecutivo say of
 * a document, and the one conversion to colones every figure goes through.
 */

/** 'YYYY-MM' of the month before the Costa Rica day 'YYYY-MM-DD' (the screen's default month). */
export const mesAnterior = (dia: string): string => addMonths(dia.slice(0, 7), -1);

/** The month 'YYYY-MM' of a day 'YYYY-MM-DD' (or of a date-time). */
export const mesDe = (dia: string) => dia.slice(0, 7);

/**
 * The issue day a clave carries: country 506, then ddMMyy (hacienda_schema_and_clave.md in the shared
 * fixtures). The API's credit notes have no date of their own, but their clave (the submission
 * history's) has this one. Null for anything that is not a 50-digit clave with a real day.
 */
export function diaDeClave(clave: string): string | null {
  const m = /^506(\d{2})(\d{2})(\d{2})\d{41}$/.exec(clave);
  if (!m) return null;
  const [, dd, mm, yy] = m as unknown as [string, string, string, string];
  const dia = `20${yy}-${mm}-${dd}`;
  const fecha = new Date(`${dia}T00:00:00Z`);
  return !Number.isNaN(fecha.getTime()) && fecha.toISOString().slice(0, 10) === dia ? dia : null;
}

/**
 * The document type a consecutivo carries in its digits 9–10 (01 factura, 02 nota de débito, 03 nota de
 * crédito, 04 tiquete, 08 factura de compra, 09 de exportación); '' when it is not 20 digits. The
 * received documents' list has no type, and a supplier's credit note subtracts.
 */
export function tipoDeConsecutivo(consecutivo: string): string {
  return /^\d{20}$/.test(consecutivo) ? consecutivo.slice(8, 10) : '';
}

export const esNotaCredito = (consecutivo: string) => tipoDeConsecutivo(consecutivo) === '03';

/**
 * An amount of a document (exactos of its currency) in colones, in integer céntimos: amount × TipoCambio
 * exactly (BigInt), rounded once, half away from zero, to the céntimo. Each figure of each document is
 * rounded on its own, so the documents of a worksheet figure add up to it exactly; how TRIBU-CR rounds
 * its pre-fill is not published, and the comparison shows what that leaves.
 */
export function aColones(exacto: number, tipoCambio: string): number {
  return productToCentimos([exacto, tipoCambio], [ESCALA_HACIENDA]);
}

/** Céntimos as exact decimal text ('-1234.05'), for exact products. */
export function textoCentimos(centimos: number): string {
  const signo = centimos < 0 ? '-' : '';
  const abs = String(Math.abs(centimos)).padStart(3, '0');
  return `${signo}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/**
 * A sale's state for the worksheet from the invoice list's `estadoHacienda` (API.md): only 'aceptado'
 * counts, annulled or not (an annulled invoice was a sale; its credit note subtracts in its own month);
 * the waits ('enviando', 'procesando', 'no_aceptado_rechazado') are pending; '' and unknown values are
 * unsent.
 */
export function estadoVenta(estadoHacienda: string): 'aceptado' | 'rechazado' | 'pendiente' | 'noEnviado' {
  const e = estadoHacienda.trim().toLowerCase();
  if (e === 'aceptado' || e === 'rechazado') return e;
  if (e === 'enviando' || e === 'procesando' || e === 'no_aceptado_rechazado') return 'pendiente';
  return 'noEnviado';
}

/**
 * A supplier document's answer from the received documents' list (API.md `ConfirmRechazo`): counted only
 * when confirmed and Hacienda accepted the MensajeReceptor; a confirmation Hacienda refused must be
 * answered again; any other Hacienda state ('Procesando', '') is still pending.
 */
export function respuestaCompra(
  estado: string,
  estadoEnviadoHacienda: string,
): 'aceptada' | 'rechazada' | 'respuestaRechazada' | 'respuestaPendiente' {
  if (estado.trim().toUpperCase() === 'RECHAZADO') return 'rechazada';
  const hacienda = estadoEnviadoHacienda.trim().toLowerCase();
  if (hacienda === 'aceptado') return 'aceptada';
  if (hacienda === 'rechazado') return 'respuestaRechazada';
  return 'respuestaPendiente';
}

/**
 * Rows of a worksheet's list (apart, at risk) shown at once; the rest are a page away. A month at scale
 * lists a thousand documents apart while it loads, and drawing them all, each with its link, held the
 * page for seconds at every recomputation (bench/cierre-iva.mjs).
 */
export const FILAS_POR_PAGINA = 50;
