import Papa from 'papaparse';
import { conSaltos, ENCABEZADO } from './detalle-encabezado';

/**
 * Hacienda's MensajeHacienda `DetalleMensaje` (Anexos y Estructuras v4.4, 'Mensaje Hacienda'): one
 * text with an introduction and, on a rejection, a table of reasons — as Hacienda sends it:
 *
 *   El comprobante electrónico tiene los siguientes errores:
 *
 *   [
 *   codigo, mensaje, fila, columna
 *   -99, "La numeración consecutiva del comprobante … ya existe en nuestras bases de datos.", 0, 0
 *   -37, "Estimado obligado tributario los datos suministrados en provincia, cantón y distrito …", 0, 0
 *
 *   ]
 *
 * (real answers in decision F39). The table is CSV (papaparse) with a space after each comma — unless a
 * message holds bare double quotes (see `sinEscapar`). A text of any other shape keeps no reasons and
 * is shown as it came: never lost.
 */
export type MotivoHacienda = {
  /** Hacienda's code: -99, -37, or -1 for an XSD validation error. */
  codigo: string;
  mensaje: string;
  /** The line and column of the XML it points at; null when Hacienda gives 0 (no place). */
  fila: number | null;
  columna: number | null;
};

export type DetalleMensaje = {
  /** The text before the table ('El comprobante electrónico tiene los siguientes errores:'). */
  introduccion: string;
  motivos: MotivoHacienda[];
  /** The whole text as it came. */
  texto: string;
};

const lugar = (v: string | undefined): number | null => {
  const n = Number((v ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function leerDetalleMensaje(texto: string | null | undefined): DetalleMensaje {
  const crudo = texto ?? '';
  const t = conSaltos(crudo);
  const encabezado = ENCABEZADO.exec(t);
  if (!encabezado) return { introduccion: crudo.trim(), motivos: [], texto: crudo };
  const introduccion = t
    .slice(0, encabezado.index)
    .replace(/\[\s*$/, '')
    .trim();
  const tabla = t
    .slice(encabezado.index + encabezado[0].length)
    .replace(/\]\s*$/, '')
    // Hacienda writes ', "…"': a quoted field must start right after the comma for CSV.
    .replace(/,[ \t]+"/g, ',"')
    .replace(/\\"/g, '""');
  const { data, errors } = Papa.parse<string[]>(tabla.trim(), {
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transform: (v) => v.trim(),
  });
  const bien =
    errors.length === 0 && data.length > 0 && data.every((r) => r.length === 4 && CODIGO.test(r[0]!));
  const filas = bien ? data : sinEscapar(tabla);
  if (!filas) return { introduccion: crudo.trim(), motivos: [], texto: crudo };
  return {
    introduccion,
    motivos: filas.map(([codigo, mensaje, fila, columna]) => ({
      codigo: codigo!,
      mensaje: mensaje!,
      fila: lugar(fila),
      columna: lugar(columna),
    })),
    texto: crudo,
  };
}

const CODIGO = /^-?\d+$/;
/** `-1,"…",2,1573`: the code and the place are plain numbers at both ends of the row. */
const FILA = /^(-?\d+),"(.*)",\s*(-?\d+)\s*,\s*(-?\d+)$/;

/**
 * Hacienda does not escape the double quotes inside a message (an XSD error names its elements as
 * '{"https://…":Codigo}'), which is not CSV: read such a table row by row, the message being all that
 * stands between the code and the place. Null when a row has another shape.
 */
function sinEscapar(tabla: string): string[][] | null {
  const filas = tabla
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) =>
      FILA.exec(l)
        ?.slice(1)
        .map((v) => v.replace(/""/g, '"')),
    );
  return filas.length && filas.every(Boolean) ? (filas as string[][]) : null;
}

/** The text Hacienda would send for these reasons (the demo's simulated rejections). */
export function escribirDetalleMensaje(introduccion: string, motivos: readonly MotivoHacienda[]): string {
  const filas = Papa.unparse(
    motivos.map((m) => [m.codigo, m.mensaje, m.fila ?? 0, m.columna ?? 0]),
    { delimiter: ', ', quotes: [false, true, false, false], newline: '\n' },
  );
  return `${introduccion}\n\n[\ncodigo, mensaje, fila, columna\n${filas}\n\n]`;
}

/**
 * The first reason of the newest rejection in a submission history (newest entry first, decision F13):
 * Hacienda's first table row as 'codigo · mensaje', else the entry's whole text; null with no rejection.
 */
export function primerMotivoRechazo(
  envios: ReadonlyArray<{ estado: string; detalle: string }>,
): string | null {
  const rechazo = envios.find((e) => e.estado === 'Rechazado');
  if (!rechazo) return null;
  const { motivos, texto } = leerDetalleMensaje(rechazo.detalle);
  const m = motivos[0];
  return m ? `${m.codigo} · ${m.mensaje}` : texto.trim() || null;
}
