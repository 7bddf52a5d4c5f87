/**
 * The TICA file's columns (API.md 'TICA'), in their order: the header a file must start with. The
 * upload's check in the browser and the demo backend's reader (mocks/lib/tica-csv.ts) share it.
 */
export const CSV_COLUMNAS = [
  'recibo',
  'aduana',
  'ano',
  'dua',
  'regimen',
  'fecha',
  'estado',
  'responsable',
  'estadoAforo',
] as const;

/** 'recibo,aduana,…,estadoAforo': the header as a file carries it. */
export const CABECERA_CSV = CSV_COLUMNAS.join(',');
