import type * as z from 'zod/mini';
import { addSeconds, format } from 'date-fns';
import { MENSAJE_MAX } from '@/features/confirmacion/rules';
import { formatDate, parseApiDate, parseQueryDate, toQueryDate } from '@/lib/dates';
import type { Db } from '../db';
import type { ComprobanteSubidoRecord, ConfirmacionRecord, UsuarioRow } from '../db/types';
import { spreadsheetWriter, type Columna } from '../files/spreadsheet';
import { datosComprobante, leerComprobante } from '../lib/hacienda-xml';
import { confirmacionApi, listaQuery } from '@/features/confirmacion/contract';
import { api, badRequest, campoArchivo, fold, must } from '../lib/route';
import { runtime } from '../lib/runtime';

/*
 * Received documents (API.md 'Received documents'): the account's confirmed and rejected documents,
 * the XML upload (read by mocks/lib/hacienda-xml.ts), and the answer to Hacienda (MensajeReceptor).
 * Everything is scoped to the signed-in user's account.
 */

const BASE = '/api/fe/confirmacion';
/** The largest XML accepted: room to spare for a real invoice of a thousand lines. */
const MAX_BYTES = 5 * 1024 * 1024;
/** Uploads kept per account (older ones are forgotten, as a server would clean its temp folder). */
const MAX_SUBIDOS = 20;
/** How long Hacienda 'processes' a receptor message before its answer shows (decision C6). */
export const HACIENDA_PROCESANDO_SEGUNDOS = 8;
export const HACIENDA_PROCESANDO = 'Procesando';

const iso = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm:ss");

/** The Hacienda column: 'Procesando' for a few seconds after the answer, then Hacienda's word. */
export function estadoHacienda(r: ConfirmacionRecord, now = runtime.now()): string {
  const hasta = parseApiDate(r.haciendaProcesandoHasta);
  return hasta && now < hasta ? HACIENDA_PROCESANDO : r.estadoEnviadoHacienda;
}

/** API.md `ConfirmRechazo`. */
export function confirmRechazo(r: ConfirmacionRecord, now = runtime.now()) {
  return {
    clave: r.clave,
    consecutivo: r.consecutivo,
    emisor: r.emisor,
    moneda: r.moneda,
    totalVenta: r.totalVenta,
    totalImpuesto: r.totalImpuesto,
    totalComprobante: r.totalComprobante,
    estado: r.estado,
    estadoEnviadoHacienda: estadoHacienda(r, now),
    fechaEmision: r.fechaEmision,
  };
}

function fechaParam(value: string, name: 'fechaInicio' | 'fechaFinal'): Date | null {
  const raw = value.trim();
  if (!raw) return null;
  const d = parseQueryDate(raw);
  if (!d)
    throw badRequest(
      `La ${name === 'fechaInicio' ? 'fecha inicio' : 'fecha final'} debe tener el formato D-M-YYYY`,
    );
  return d;
}

/**
 * The account's documents matching `filter` (consecutivo, issuer or clave; case and accents ignored)
 * issued between the dates (both included), the latest answer first (decision C3).
 */
export function consultarConfirmaciones(db: Db, user: UsuarioRow, q: z.output<typeof listaQuery>) {
  const inicio = fechaParam(q.fechaInicio, 'fechaInicio');
  const final = fechaParam(q.fechaFinal, 'fechaFinal');
  if (inicio && final && inicio > final)
    throw badRequest('La fecha inicio no puede ser posterior a la fecha final');
  const desde = inicio ? format(inicio, 'yyyy-MM-dd') : '';
  const hasta = final ? format(final, 'yyyy-MM-dd') : '';
  const texto = fold(q.filter);
  const rows = db.confirmaciones
    .filter((r) => {
      if (r.empresaId !== user.empresaId) return false;
      const dia = r.fechaEmision.slice(0, 10);
      if (desde && dia < desde) return false;
      if (hasta && dia > hasta) return false;
      if (!texto) return true;
      return (
        fold(r.consecutivo).includes(texto) || fold(r.emisor).includes(texto) || fold(r.clave).includes(texto)
      );
    })
    .sort((a, b) => b.fechaRespuesta.localeCompare(a.fechaRespuesta) || b.id - a.id);
  return { rows, fechaInicio: toQueryDate(inicio), fechaFinal: toQueryDate(final) };
}

const COLUMNAS_GASTOS: Columna[] = [
  { titulo: 'Clave', ancho: 54 },
  { titulo: 'Consecutivo', ancho: 23 },
  { titulo: 'Emisor', ancho: 40 },
  { titulo: 'Moneda', ancho: 8 },
  { titulo: 'Total Venta', tipo: 'moneda', ancho: 16 },
  { titulo: 'Total Impuestos', tipo: 'moneda', ancho: 16 },
  { titulo: 'Total Comprobante', tipo: 'moneda', ancho: 18 },
  { titulo: 'Estado', ancho: 13 },
  { titulo: 'Hacienda', ancho: 13 },
  { titulo: 'Fecha Emision', tipo: 'fecha', ancho: 13 },
];

/** The stored upload of the user's account, or 404. */
function subido(db: Db, user: UsuarioRow, fileName: string | null): ComprobanteSubidoRecord {
  const name = (fileName ?? '').trim();
  if (!name) throw badRequest('El parámetro fileName es requerido');
  return must(
    db.comprobantesSubidos.find((s) => s.fileName === name && s.empresaId === user.empresaId),
    `No se encontró el archivo ${name}; vuelva a cargarlo`,
  );
}

function documentoSubido(s: ComprobanteSubidoRecord) {
  return {
    fileName: s.fileName,
    facturaElectronica: s.documento,
    ...(s.documento ? {} : { message: s.mensaje }),
  };
}

/** A file name the server can keep: the upload's number and the user's name without odd characters. */
function nombreArchivo(id: number, original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const limpio = base.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'comprobante.xml';
  return `${id}-${limpio.slice(-120)}`;
}

function dropOldDrafts(db: Db, empresaId: number) {
  const propios = db.comprobantesSubidos.filter((s) => s.empresaId === empresaId).sort((a, b) => b.id - a.id);
  for (const viejo of propios.slice(MAX_SUBIDOS)) db.comprobantesSubidos.remove(viejo.id);
}

/** The next MensajeReceptor consecutivo of the account: 05 accepts, 07 rejects. */
function consecutivoMensaje(db: Db, empresaId: number, tipo: '05' | '07'): string {
  let max = 0;
  for (const r of db.confirmaciones.all()) {
    if (r.empresaId === empresaId && r.consecutivoMensaje.slice(8, 10) === tipo) {
      max = Math.max(max, Number(r.consecutivoMensaje.slice(10)));
    }
  }
  return `00100001${tipo}${String(max + 1).padStart(10, '0')}`;
}

/** Confirmar (ok) or Rechazar (rechazo): the answer to Hacienda for an uploaded document. */
function responder(
  db: Db,
  user: UsuarioRow,
  q: z.output<typeof confirmacionApi.confirmar.query>,
  estado: ConfirmacionRecord['estado'],
) {
  const s = subido(db, user, q.fileName);
  const mensaje = q.mensaje.trim();
  if (!mensaje) throw badRequest('El mensaje es requerido');
  if (mensaje.length > MENSAJE_MAX)
    throw badRequest(`El mensaje debe tener como máximo ${MENSAJE_MAX} caracteres`);
  const d = s.documento;
  if (!d) throw badRequest(`El archivo ${s.fileName} no contiene un comprobante electrónico`);

  const previo = db.confirmaciones.find((r) => r.empresaId === user.empresaId && r.clave === d.clave);
  if (previo) {
    // Hacienda takes one answer per document: not an HTTP error, a result the screen reports.
    const hecho = previo.estado === 'CONFIRMADO' ? 'confirmado' : 'rechazado';
    return {
      result: 0,
      resultStr: `El comprobante ${d.numeroConsecutivo} ya fue ${hecho} el ${formatDate(previo.fechaRespuesta)}`,
    };
  }

  const now = runtime.now();
  const consec = consecutivoMensaje(db, user.empresaId, estado === 'CONFIRMADO' ? '05' : '07');
  db.confirmaciones.insert({
    empresaId: user.empresaId,
    usuarioId: user.id,
    clave: d.clave,
    consecutivo: d.numeroConsecutivo,
    ...datosComprobante(d),
    estado,
    estadoEnviadoHacienda: 'Aceptado',
    haciendaProcesandoHasta: iso(addSeconds(now, HACIENDA_PROCESANDO_SEGUNDOS)),
    fechaEmision: typeof d.fechaEmision === 'string' ? d.fechaEmision : iso(now),
    mensaje,
    consecutivoMensaje: consec,
    fechaRespuesta: iso(now),
  });
  // A GET that changes data (API.md): the browser demo persists after it too.
  runtime.onMutation();
  const accion = estado === 'CONFIRMADO' ? 'aceptación' : 'rechazo';
  return {
    result: 1,
    resultStr: `Hacienda recibió el mensaje de ${accion} ${consec} del comprobante ${d.numeroConsecutivo}.`,
  };
}

export const confirmacionHandlers = [
  api.on(confirmacionApi.lista, ({ db, user, queryOf }) => {
    const { rows, fechaInicio, fechaFinal } = consultarConfirmaciones(
      db,
      user,
      queryOf(confirmacionApi.lista.query),
    );
    const now = runtime.now();
    return { confirmRechazos: rows.map((r) => confirmRechazo(r, now)), fechaInicio, fechaFinal };
  }),

  api.on(confirmacionApi.subir, async ({ db, user, request }) => {
    const archivo = await campoArchivo(request);
    if (!archivo)
      throw badRequest('Primero debe seleccionar un archivo antes de seleccionar el botón cargar');
    if (archivo.size === 0) throw badRequest('El archivo está vacío');
    if (archivo.size > MAX_BYTES)
      throw badRequest('El archivo supera los 5 MB que admite un comprobante XML');
    const texto = new TextDecoder('utf-8').decode(await archivo.arrayBuffer());
    const lectura = leerComprobante(texto);
    if (lectura.tipo === 'invalido') throw badRequest(lectura.mensaje);

    const id = db.comprobantesSubidos.nextId();
    const s = db.comprobantesSubidos.insert({
      id,
      empresaId: user.empresaId,
      usuarioId: user.id,
      fileName: nombreArchivo(id, archivo.name ?? ''),
      fecha: iso(runtime.now()),
      documento: lectura.tipo === 'comprobante' ? lectura.documento : null,
      mensaje: lectura.tipo === 'noComprobante' ? lectura.mensaje : '',
    });
    dropOldDrafts(db, user.empresaId);
    return documentoSubido(s);
  }),

  api.on(confirmacionApi.documento, ({ db, user, queryOf }) =>
    documentoSubido(subido(db, user, queryOf(confirmacionApi.documento.query).fileName)),
  ),

  api.on(confirmacionApi.confirmar, ({ db, user, queryOf }) =>
    responder(db, user, queryOf(confirmacionApi.confirmar.query), 'CONFIRMADO'),
  ),

  api.on(confirmacionApi.rechazar, ({ db, user, queryOf }) =>
    responder(db, user, queryOf(confirmacionApi.rechazar.query), 'RECHAZADO'),
  ),

  // The export takes the list's filters (API.md), so it reads them with the list's contract.
  api.get(`${BASE}/download/gastos`, ({ db, user, queryOf }) => {
    const { rows } = consultarConfirmaciones(db, user, queryOf(listaQuery));
    const now = runtime.now();
    const bytes = spreadsheetWriter.write({
      nombre: 'Gastos',
      columnas: COLUMNAS_GASTOS,
      filas: rows.map((r) => [
        r.clave,
        r.consecutivo,
        r.emisor,
        r.moneda,
        r.totalVenta,
        r.totalImpuesto,
        r.totalComprobante,
        r.estado,
        estadoHacienda(r, now),
        parseApiDate(r.fechaEmision),
      ]),
    });
    return new Response(bytes as BlobPart, {
      status: 200,
      headers: { 'Content-Type': spreadsheetWriter.contentType },
    });
  }),
];
