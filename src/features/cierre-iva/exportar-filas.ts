import * as es from '@/messages/es-cierre-iva';
import type { Campo, Comparacion } from './prellenado';
import { textoCentimos } from './rules';
import type { HojaIva, Linea } from './worksheet';

/*
 * The rows of the worksheet's CSV and of a figure's documents, pure: the same céntimos as the screen,
 * written exactly ('1234.50', a point, no grouping) so a spreadsheet reads them as numbers and a test
 * can compare them with the worksheet. The CSV text itself (papaparse) and the PDF (jsPDF) are built
 * from these rows when the clerk asks, loaded then (D34).
 */

type Fila = string[];

const etiqueta = (l: Linea) => es.cierreIva.linea[l.tarifa];

/** One row per line (base and IVA, each with its typed pre-fill and difference), then the result's rows. */
export function filasHoja(hoja: HojaIva, comparaciones: readonly Comparacion[] = []): Fila[] {
  const porCampo = new Map<Campo, Comparacion>(comparaciones.map((c) => [c.campo, c]));
  const celda = (campo: Campo, k: 'tecleado' | 'diferencia') => {
    const c = porCampo.get(campo);
    return c ? textoCentimos(c[k]) : '';
  };
  const t = es.cierreIva.csv;
  const filas: Fila[] = [[...t.hoja]];
  for (const l of [...hoja.ventas, ...hoja.compras]) {
    filas.push([
      es.cierreIva.seccion[l.seccion],
      etiqueta(l),
      textoCentimos(l.base),
      celda(`${l.id}.base`, 'tecleado'),
      celda(`${l.id}.base`, 'diferencia'),
      textoCentimos(l.impuesto),
      celda(`${l.id}.impuesto`, 'tecleado'),
      celda(`${l.id}.impuesto`, 'diferencia'),
    ]);
  }
  const r = hoja.resultado;
  const resultado = (nombre: string, centimos: number) => [
    t.resultado,
    nombre,
    '',
    '',
    '',
    textoCentimos(centimos),
    '',
    '',
  ];
  filas.push(resultado(t.devengado, r.devengado));
  filas.push(resultado(t.soportado, r.soportado));
  filas.push(resultado(t.credito, r.credito));
  filas.push(resultado(r.neto < 0 ? t.saldoAFavor : t.aPagar, Math.abs(r.neto)));
  return filas;
}

/** A line's documents, one row each, whose base and IVA add up to the line's. */
export function filasDocumentos(linea: Linea): Fila[] {
  return [
    [...es.cierreIva.csv.documentos],
    ...linea.aportes.map((a) => [
      a.clave,
      a.consecutivo,
      a.dia,
      a.contraparte,
      a.moneda,
      a.tipoCambio,
      textoCentimos(a.base),
      textoCentimos(a.impuesto),
    ]),
  ];
}
