import type * as z from 'zod/mini';
import { parseApiDate } from '@/lib/dates';
import type { Db } from '../db';
import type { Authority, Ref, TicaRecord } from '../db/types';
import { spreadsheetWriter, type Columna, type Hoja } from '../files/spreadsheet';
import { ticaApi, ticaFiltrosQuery } from '@/features/tica/contract';
import { api, badRequest, campoArchivo, fechaParam, fold, must, paginate, paging } from '../lib/route';
import { leerCsvTica } from '../lib/tica-csv';

/** API.md 'TICA': the list with its filters, a row's two states, the CSV upload and the export. */

const ADMIN_O_COORDINADOR: readonly Authority[] = ['ADMIN', 'COORDINADOR'];
const TICA_PAGE_SIZE = 25;

const refDe = (row: Ref | undefined, id: number): Ref => ({ id, nombre: row?.nombre ?? '' });
const porNombre = (a: Ref, b: Ref) => a.nombre.localeCompare(b.nombre, 'es');

/** API.md `TicaRow`. */
export function ticaRow(db: Db, t: TicaRecord) {
  return {
    id: t.id,
    reciboId: t.reciboId,
    aduana: refDe(db.aduanas.get(t.aduanaId), t.aduanaId),
    ano: t.ano,
    dua: t.dua,
    regimenAduanero: refDe(db.regimenes.get(t.regimenId), t.regimenId),
    fecha: t.fecha,
    estadoTica: refDe(db.estadosTica.get(t.estadoTicaId), t.estadoTicaId),
    responsable: t.responsable,
    estadoTicaAforo: refDe(db.estadosAforo.get(t.estadoAforoId), t.estadoAforoId),
  };
}

function fechaIso(value: string, name: string): string {
  const date = fechaParam(value, name);
  if (!date) return '';
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p2(date.getMonth() + 1)}-${p2(date.getDate())}`;
}

/** Digits or nothing: the DUA filter (decision T3). */
function duaParam(value: string): string {
  const raw = value.trim();
  if (raw && !/^\d+$/.test(raw)) throw badRequest(`El DUA ${raw} debe ser numérico`);
  return raw.replace(/^0+(?=\d)/, '');
}

/**
 * The filters of the list and the export (decision T3): receipt number (0 = any), office, TICA
 * and aforo state (ids, 0 = any), DUA number containing the digits, inclusive DUA date range and
 * the responsable containing the text (case and accents ignored). Newest DUA date first.
 */
export function filtrarTicas(db: Db, q: z.output<typeof ticaFiltrosQuery>): TicaRecord[] {
  const reciboId = Math.trunc(q.reciboId);
  const aduanaId = Math.trunc(q.aduanaId);
  const estadoTica = Math.trunc(q.estadoTica);
  const estadoAforo = Math.trunc(q.estadoAforo);
  const dua = duaParam(q.dua);
  const desde = fechaIso(q.fechaInicio, 'fechaInicio');
  const hasta = fechaIso(q.fechaFinal, 'fechaFinal');
  const responsable = fold(q.responsable);
  return db.ticas
    .filter(
      (t) =>
        (!reciboId || t.reciboId === reciboId) &&
        (!aduanaId || t.aduanaId === aduanaId) &&
        (!estadoTica || t.estadoTicaId === estadoTica) &&
        (!estadoAforo || t.estadoAforoId === estadoAforo) &&
        (!dua || t.dua.includes(dua)) &&
        (!desde || t.fecha >= desde) &&
        (!hasta || t.fecha <= hasta) &&
        (!responsable || fold(t.responsable).includes(responsable)),
    )
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.reciboId - a.reciboId || b.id - a.id);
}

/** The option lists of the first load (`cargados=false`). */
function catalogos(db: Db) {
  const refs = (rows: readonly Ref[]) => rows.map((r) => ({ id: r.id, nombre: r.nombre }));
  return {
    aduanas: refs(db.aduanas.all().sort((a, b) => a.id - b.id)),
    // States keep their order of work (accepted → closed); regimes read best alphabetically.
    estadosTica: refs(db.estadosTica.all().sort((a, b) => a.id - b.id)),
    estadosTicaAforo: refs(db.estadosAforo.all().sort((a, b) => a.id - b.id)),
    regimenes: refs(db.regimenes.all().sort(porNombre)),
  };
}

const COLUMNAS_TICA: Columna[] = [
  { titulo: 'Recibo', tipo: 'entero', ancho: 9 },
  { titulo: 'Aduana', ancho: 24 },
  { titulo: 'Año', tipo: 'entero', ancho: 7 },
  { titulo: 'Dua', ancho: 10 },
  { titulo: 'Regimen', ancho: 24 },
  { titulo: 'Fecha', tipo: 'fecha', ancho: 11 },
  { titulo: 'Estado', ancho: 14 },
  { titulo: 'Responsable', ancho: 30 },
  { titulo: 'Estado Aforo', ancho: 22 },
];

export function hojaTicas(db: Db, ticas: readonly TicaRecord[]): Hoja {
  return {
    nombre: 'TICA',
    columnas: COLUMNAS_TICA,
    filas: ticas.map((t) => {
      const row = ticaRow(db, t);
      return [
        row.reciboId,
        row.aduana.nombre,
        row.ano,
        row.dua,
        row.regimenAduanero.nombre,
        parseApiDate(row.fecha),
        row.estadoTica.nombre,
        row.responsable,
        row.estadoTicaAforo.nombre,
      ];
    }),
  };
}

/** The file's text, refused unless it is UTF-8 (API.md), naming the first line that is not. */
function textoUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let linea = 1;
    let inicio = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i === bytes.length || bytes[i] === 10) {
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(inicio, i));
        } catch {
          break;
        }
        linea++;
        inicio = i + 1;
      }
    }
    throw badRequest(
      `Línea ${linea}: el archivo no está en UTF-8; guárdelo como 'CSV UTF-8' e intente de nuevo`,
    );
  }
}

const clave = (t: Pick<TicaRecord, 'aduanaId' | 'ano' | 'dua'>) => `${t.aduanaId}|${t.ano}|${t.dua}`;

export const ticaHandlers = [
  api.on(
    ticaApi.lista,
    ({ db, queryOf }) => {
      const q = queryOf(ticaApi.lista.query);
      const { pageNumber, pageSize } = paging(q, TICA_PAGE_SIZE);
      const page = paginate(filtrarTicas(db, q), pageNumber, pageSize);
      return {
        ticas: page.content.map((t) => ticaRow(db, t)),
        total: page.total,
        pagesTotal: page.pagesTotal,
        ...(q.cargados ? {} : catalogos(db)),
      };
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.on(
    ticaApi.actualizar,
    async ({ db, body }) => {
      const b = await body(ticaApi.actualizar.body);
      const t = must(db.ticas.get(b.id), `El registro de TICA ${b.id} no existe`);
      const estadoId = b.estadoTica.id;
      const aforoId = b.estadoTicaAforo.id;
      const estado = db.estadosTica.get(estadoId) ?? null;
      const aforo = db.estadosAforo.get(aforoId) ?? null;
      if (!estado) throw badRequest(`El estado TICA ${estadoId} no es válido`);
      if (!aforo) throw badRequest(`El estado aforo ${aforoId} no es válido`);
      db.ticas.update(t.id, { estadoTicaId: estado.id, estadoAforoId: aforo.id });
      return { estadoTica: refDe(estado, estado.id), estadoTicaAforo: refDe(aforo, aforo.id) };
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.on(
    ticaApi.subir,
    async ({ db, request }) => {
      const archivo = await campoArchivo(request);
      if (archivo === '') throw badRequest('El archivo está vacío');
      if (!archivo) throw badRequest('Debe enviar el archivo en el campo file (multipart/form-data)');
      if (archivo.size === 0) throw badRequest('El archivo está vacío');
      const lectura = leerCsvTica(textoUtf8(new Uint8Array(await archivo.arrayBuffer())), {
        aduanas: db.aduanas.all(),
        regimenes: db.regimenes.all(),
        estadosTica: db.estadosTica.all(),
        estadosAforo: db.estadosAforo.all(),
      });
      if (!lectura.ok) throw badRequest(lectura.mensaje);
      // A DUA (office, year, number) already in TICA takes the file's data: the file is the newer report.
      const existentes = new Map(db.ticas.all().map((t) => [clave(t), t.id]));
      let agregadas = 0;
      let actualizadas = 0;
      for (const fila of lectura.filas) {
        const id = existentes.get(clave(fila));
        if (id) {
          db.ticas.update(id, fila);
          actualizadas++;
        } else {
          existentes.set(clave(fila), db.ticas.insert(fila).id);
          agregadas++;
        }
      }
      const nombre = archivo.name ? ` ${archivo.name}` : '';
      return {
        message: `Archivo${nombre}: ${lectura.filas.length} filas leídas, ${agregadas} agregadas y ${actualizadas} actualizadas`,
        filas: lectura.filas.length,
      };
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.get(
    '/api/export/ticas',
    // The export takes the list's filters (API.md), so it reads them with the list's contract.
    ({ db, queryOf }) =>
      new Response(
        spreadsheetWriter.write(hojaTicas(db, filtrarTicas(db, queryOf(ticaFiltrosQuery)))) as BlobPart,
        {
          status: 200,
          headers: { 'Content-Type': spreadsheetWriter.contentType },
        },
      ),
    { roles: ADMIN_O_COORDINADOR },
  ),
];
