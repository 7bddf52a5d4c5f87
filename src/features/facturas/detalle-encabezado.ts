/**
 * Whether a `DetalleMensaje` holds Hacienda's table of reasons (its 'codigo, mensaje, fila, columna'
 * heading): the one question the history asks before it loads the reader (detalle-mensaje.ts, with
 * papaparse), which an accepted invoice's history never needs (D34).
 */
export const ENCABEZADO = /\[?\s*codigo\s*,\s*mensaje\s*,\s*fila\s*,\s*columna\s*\]?/i;

/** Some backends hand the text on with its line breaks escaped ('\\n'): read them as breaks. */
export const conSaltos = (texto: string) => (texto.includes('\n') ? texto : texto.replace(/\\n/g, '\n'));

export const tieneTablaDeMotivos = (texto: string | null | undefined) =>
  ENCABEZADO.test(conSaltos(texto ?? ''));
