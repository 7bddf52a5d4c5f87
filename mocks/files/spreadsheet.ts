/**
 * The spreadsheets the mock exports (B7): one sheet, a header row and typed cells. The writer sits
 * behind this small interface so that another one (SheetJS, SpreadsheetML) can replace it.
 */
export type Celda = string | number | Date | null;

export type Columna = {
  titulo: string;
  /** texto (default), entero, numero, moneda (#,##0.00), fecha (dd/mm/yyyy), fechaHora. */
  tipo?: 'texto' | 'entero' | 'numero' | 'moneda' | 'fecha' | 'fechaHora';
  /** Width in characters. */
  ancho?: number;
};

export type Hoja = { nombre: string; columnas: Columna[]; filas: Celda[][] };

export interface SpreadsheetWriter {
  contentType: string;
  write(hoja: Hoja): Uint8Array;
}

export { biff8Writer as spreadsheetWriter } from './xls';
