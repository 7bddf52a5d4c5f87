/**
 * The spreadsheets the mock exports, real files: one sheet, a header row and typed cells. The writer sits
 * behind this small interface so that another one (SheetJS, SpreadsheetML) can replace it.
 */
export type { Celda, Columna, Hoja, SpreadsheetWriter } from './hoja';
export { biff8Writer as spreadsheetWriter } from './xls';
