import { fileTimestamp } from '@/lib/dates';
import { saveBlob } from '@/lib/download';
import { filasDocumentos, filasHoja } from './exportar-filas';
import type { DatosPdf } from './hoja-pdf';
import type { Comparacion } from './prellenado';
import type { HojaIva, Linea } from './worksheet';

/*
 * The worksheet's files, made when the clerk asks: papaparse and jsPDF load on the press, not with the
 * screen (D34). Both are built from the same céntimos the screen shows (exportar-filas.ts, colones.ts).
 */

/** A BOM first, so Excel reads the UTF-8 accents ('Línea', 'Crédito'). */
async function guardarCsv(filas: string[][], nombre: string): Promise<string> {
  const { unparse } = await import('papaparse');
  const blob = new Blob(['\uFEFF', unparse(filas)], { type: 'text/csv;charset=utf-8' });
  return saveBlob(blob, nombre);
}

export const nombresArchivo = {
  hojaCsv: (mes: string) => `cierre-iva-${mes}-${fileTimestamp()}.csv`,
  hojaPdf: (mes: string) => `cierre-iva-${mes}-${fileTimestamp()}.pdf`,
  documentosCsv: (mes: string, linea: Linea, parte: 'base' | 'impuesto') =>
    `cierre-iva-${mes}-${linea.id}-${parte}-documentos-${fileTimestamp()}.csv`,
};

export function exportarHojaCsv(hoja: HojaIva, comparaciones: readonly Comparacion[]): Promise<string> {
  return guardarCsv(filasHoja(hoja, comparaciones), nombresArchivo.hojaCsv(hoja.mes));
}

export function exportarDocumentosCsv(
  mes: string,
  linea: Linea,
  parte: 'base' | 'impuesto',
): Promise<string> {
  return guardarCsv(filasDocumentos(linea), nombresArchivo.documentosCsv(mes, linea, parte));
}

export async function exportarHojaPdf(datos: DatosPdf): Promise<string> {
  const { hojaPdf } = await import('./hoja-pdf');
  const bytes = await hojaPdf(datos);
  return saveBlob(new Blob([bytes], { type: 'application/pdf' }), nombresArchivo.hojaPdf(datos.hoja.mes));
}
