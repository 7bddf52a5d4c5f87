import { addDays } from '@/lib/dates';
import type { Accion } from '../api';
import type { ExamenComprobante, ResumenRecibido } from '../revisar-comprobante';
import type { EstadoConfirmacion } from '../rules';
import { diaDeEmision, plazoRespuesta, porPlazo, type PlazoRespuesta } from '@/lib/plazo-respuesta';

/*
 * The rows of Recepción de comprobantes (C11), pure: one per dropped file, what the browser's check
 * found, what was sent, and the state each row shows — derived from those and from the server's list of
 * answered documents, never stored twice.
 */

/** What was sent for a row in this page. */
export type Envio =
  | { tipo: 'ninguno' }
  | { tipo: 'enviando' }
  | { tipo: 'hecho'; accion: Accion }
  | { tipo: 'fallido'; mensaje: string };

export type Fila = {
  /** The order the file came in (unique in the page). */
  id: number;
  archivo: File;
  /** Null while the file is being checked. */
  examen: ExamenComprobante | null;
  envio: Envio;
};

/** The state a row shows; only 'listo' and 'fallido' may be chosen. */
export type EstadoFila =
  | { tipo: 'revisando' }
  | { tipo: 'noAdmitido'; motivo: string }
  | { tipo: 'duplicado'; de: string }
  | { tipo: 'consultando' }
  | { tipo: 'respondido'; estado: EstadoConfirmacion }
  | { tipo: 'listo' }
  | { tipo: 'enviando' }
  | { tipo: 'hecho'; accion: Accion }
  | { tipo: 'fallido'; mensaje: string };

/** A row as the table shows it. */
export type Vista = {
  fila: Fila;
  resumen: ResumenRecibido | null;
  plazo: PlazoRespuesta | null;
  estado: EstadoFila;
};

/** The server's answered documents by clave; null until the list has been read. */
export type Respondidas = ReadonlyMap<string, EstadoConfirmacion> | null;

export const esElegible = (estado: EstadoFila) => estado.tipo === 'listo' || estado.tipo === 'fallido';

/**
 * Each row's state. What this page sent wins (an answer given now shows as such even once the list
 * has it); then the server's list (a document answered before, here or elsewhere, is never answered
 * again); then duplicates (the first file of a clave is kept, later ones point to it).
 */
export function estadoDe(
  fila: Fila,
  primeroDeClave: ReadonlyMap<string, Fila>,
  respondidas: Respondidas,
): EstadoFila {
  const { examen, envio } = fila;
  if (!examen) return { tipo: 'revisando' };
  if (examen.motivo !== null) return { tipo: 'noAdmitido', motivo: examen.motivo };
  if (envio.tipo === 'hecho' || envio.tipo === 'enviando') return envio;
  const primero = primeroDeClave.get(examen.resumen.clave);
  if (primero && primero.id !== fila.id) return { tipo: 'duplicado', de: primero.archivo.name };
  if (respondidas === null) return { tipo: 'consultando' };
  const estado = respondidas.get(examen.resumen.clave);
  if (estado) return { tipo: 'respondido', estado };
  return envio.tipo === 'fallido' ? envio : { tipo: 'listo' };
}

/** Every row's view, sorted by deadline: overdue first, then the nearest; unread files last. */
export function vistas(filas: readonly Fila[], respondidas: Respondidas, ahora: Date): Vista[] {
  const primeroDeClave = new Map<string, Fila>();
  for (const fila of filas) {
    const clave = fila.examen?.resumen?.clave;
    if (clave && !primeroDeClave.has(clave)) primeroDeClave.set(clave, fila);
  }
  return filas
    .map((fila) => {
      const resumen = fila.examen?.resumen ?? null;
      return {
        fila,
        resumen,
        plazo: resumen ? plazoRespuesta(resumen.fechaEmision, ahora) : null,
        estado: estadoDe(fila, primeroDeClave, respondidas),
      };
    })
    .sort((a, b) => porPlazo(a.plazo, b.plazo) || a.fila.id - b.fila.id);
}

/** New files after the ones already listed, up to `maximo` rows in all. */
export function agregar(
  filas: readonly Fila[],
  archivos: readonly File[],
  maximo: number,
): { filas: Fila[]; nuevas: Fila[]; fuera: number } {
  const sitio = Math.max(0, maximo - filas.length);
  let id = filas.reduce((max, f) => Math.max(max, f.id), 0);
  const nuevas = archivos
    .slice(0, sitio)
    .map((archivo): Fila => ({ id: ++id, archivo, examen: null, envio: { tipo: 'ninguno' } }));
  return { filas: [...filas, ...nuevas], nuevas, fuera: archivos.length - nuevas.length };
}

/** The emission days the answered list must cover ('YYYY-MM-DD', widened a day each way), or null. */
export function rangoDeEmision(filas: readonly Fila[]): { desde: string; hasta: string } | null {
  const dias = filas
    .map((f) => diaDeEmision(f.examen?.resumen?.fechaEmision))
    .filter((d): d is string => d !== null)
    .sort();
  if (dias.length === 0) return null;
  return { desde: addDays(dias[0]!, -1), hasta: addDays(dias[dias.length - 1]!, 1) };
}

/** The end-of-batch count: confirmed, rejected, failed, not done (C11). */
export function resumenLote(filas: readonly Fila[], ids: ReadonlySet<number>) {
  const r = { confirmados: 0, rechazados: 0, fallidos: 0, sinHacer: 0 };
  for (const { id, envio } of filas) {
    if (!ids.has(id)) continue;
    if (envio.tipo === 'hecho') r[envio.accion === 'confirmar' ? 'confirmados' : 'rechazados'] += 1;
    else if (envio.tipo === 'fallido') r.fallidos += 1;
    else r.sinHacer += 1;
  }
  return r;
}
