import { parseApiDate } from '@/lib/dates';
import { pdfFacturaQuery } from '@/features/facturas/contract';
import { recibosApi } from '@/features/recibos/contract';
import type { Db } from '../db';
import type { ReciboRecord } from '../db/types';
import { facturaPdf } from '../files/factura-pdf';
import { spreadsheetWriter, type Columna, type Hoja } from '../files/spreadsheet';
import { api, esAdminOCoordinador, must } from '../lib/route';
import { verificarPdf } from './facturas';
import { consultar, masReciente, reciboRow } from '../lib/recibos-consultas';
import { runtime } from '../lib/runtime';

/** Binary answers (API.md 'Downloads'): the app names the files itself. */
function archivo(bytes: Uint8Array, contentType: string): Response {
  return new Response(bytes as BlobPart, { status: 200, headers: { 'Content-Type': contentType } });
}

const COLUMNAS_RECIBOS: Columna[] = [
  { titulo: 'Recibo', tipo: 'entero', ancho: 9 },
  { titulo: 'Fecha', tipo: 'fecha', ancho: 11 },
  { titulo: 'Aduana', ancho: 22 },
  { titulo: 'Tipo', ancho: 24 },
  { titulo: 'Cliente', ancho: 40 },
  { titulo: 'Consignatario', ancho: 40 },
  { titulo: 'BL', ancho: 16 },
  { titulo: 'Dua', ancho: 16 },
  { titulo: 'Encargado', ancho: 28 },
  { titulo: 'Estado', ancho: 12 },
  { titulo: 'Antigüedad (días)', tipo: 'entero', ancho: 16 },
  { titulo: 'Correlación', tipo: 'entero', ancho: 12 },
  { titulo: 'Facturas', ancho: 16 },
];

export function hojaRecibos(db: Db, recibos: readonly ReciboRecord[], nombre: string): Hoja {
  const today = runtime.now();
  return {
    nombre,
    columnas: COLUMNAS_RECIBOS,
    filas: recibos.map((r) => {
      const row = reciboRow(db, r, today);
      return [
        row.recibo,
        parseApiDate(row.fecha),
        row.aduana,
        row.tipo,
        row.cliente,
        row.consignatario,
        row.bl,
        row.dua,
        row.encargado,
        row.estado,
        row.antiguedad,
        row.corelacionId || null,
        row.facturas,
      ];
    }),
  };
}

export const exportacionesHandlers = [
  api.get(
    '/api/export/recibos',
    // The export takes Consultas Recibos' filters (API.md), so it reads them with that call's contract.
    ({ db, queryOf }) =>
      archivo(
        spreadsheetWriter.write(
          hojaRecibos(db, consultar(db, queryOf(recibosApi.consultas.query)), 'Recibos'),
        ),
        spreadsheetWriter.contentType,
      ),
    { roles: ['ADMIN', 'COORDINADOR'] },
  ),

  api.get('/api/export/recibos/nofacturados', ({ db, user }) => {
    const pendientes = db.recibos
      .filter((r) => r.estado === 'PENDIENTE' && (esAdminOCoordinador(user) || r.encargadoId === user.id))
      .sort(masReciente);
    return archivo(
      spreadsheetWriter.write(hojaRecibos(db, pendientes, 'Recibos no facturados')),
      spreadsheetWriter.contentType,
    );
  }),

  // The list's PDF is admin only, as the spec's roles say; a receipt's billing detail serves those
  // who may open it.
  api.get('/api/export/pdf/factura', async ({ db, queryOf, user }) => {
    const id = queryOf(pdfFacturaQuery).facturaId;
    const f = must(db.facturas.get(id), `La factura ${id} no existe`);
    verificarPdf(user, f);
    return archivo(await facturaPdf(db, f), 'application/pdf');
  }),
];
