/** A spreadsheet as the mock's exports describe it: one sheet, a header row and typed cells. */
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
