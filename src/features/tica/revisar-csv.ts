import Papa from 'papaparse';
import { esUtf16, extensionDe, leerUtf8, MB, tamanoTexto, tieneBytesDeControl } from '@/lib/safe-file';
import { foldText, formatCount } from '@/lib/text';
import { archivos } from '@/messages/es-archivos';
import { CABECERA_CSV, CSV_COLUMNAS } from './csv-columns';

/*
 * The TICA CSV checked in the browser before it is uploaded (D30). Pure: the file's bytes and name in,
 * the reason it is refused (Spanish) or null out. What a line holds (an office, a regime, a date) is
 * still the server's to check (decision T5); this stops what must never be sent. Runs on the page for
 * small files and in a Web Worker for big ones (revisar-archivo.ts).
 */

/** Data lines a file may hold: a larger report is split into several files. */
export const CSV_MAX_LINEAS = 10_000;
/** The longest line: every column at its longest (a 100-character responsable, office and regime names). */
export const CSV_LINEA_MAX_BYTES = 300;
/** 10 000 lines of at most 300 bytes fit in 3 MB. */
export const CSV_MAX_BYTES = 3 * MB;

/** What the chosen file is checked with (a Web Worker's message too). */
export type RevisionCsv = { archivo: File };

const t = archivos.csv;
const lineasTexto = formatCount(CSV_MAX_LINEAS);

/**
 * A cell a spreadsheet would run as a formula ('=', '+', '-', '@'). No TICA value starts so (numbers
 * are positive, dates and names start with a digit or a letter), so such a cell is refused, never
 * rewritten: what is stored is always what the file says.
 */
const FORMULA = /^[=+\-@]/;

/** The size refusal, or null within the limit: the page asks it before reading the file. */
export function excedeTamanoCsv(bytes: number): string | null {
  return bytes > CSV_MAX_BYTES ? t.tamano(tamanoTexto(bytes), tamanoTexto(CSV_MAX_BYTES), lineasTexto) : null;
}

const vacio = (celdas: readonly string[]) => celdas.every((c) => !c.trim());

/** Why a TICA file is refused before upload, or null when it may be sent. */
export function revisarCsv(bytes: Uint8Array, nombre: string): string | null {
  if (bytes.length === 0) return archivos.vacio;
  const tamano = excedeTamanoCsv(bytes.length);
  if (tamano) return tamano;
  if (extensionDe(nombre) !== '.csv') return t.extension(nombre);
  if (esUtf16(bytes)) return t.noUtf8(1);
  if (tieneBytesDeControl(bytes)) return t.binario;
  const lectura = leerUtf8(bytes);
  if (!lectura.ok) return t.noUtf8(lectura.linea);
  const texto = lectura.texto;
  if (!texto.trim()) return archivos.vacio;

  // Each record with the line it starts on (a quoted value may span lines): the step's cursor is the
  // offset just past the record's line break, where the next one starts (as the server counts them).
  let problema: string | null = null;
  let encabezado = false;
  let datos = 0;
  let inicio = 0;
  let linea = 1;
  Papa.parse<string[]>(texto, {
    skipEmptyLines: false,
    step: (resultado, parser) => {
      const celdas = resultado.data;
      const esta = linea;
      const fin = resultado.meta.cursor;
      for (let i = inicio; i < fin; i++) if (texto.charCodeAt(i) === 10) linea++;
      inicio = fin;
      if (vacio(celdas)) return;
      if (!encabezado) {
        encabezado = true;
        const nombres = celdas.map((c) => foldText(c).replace(/\s+/g, ''));
        const esperado = CSV_COLUMNAS.map((c) => c.toLowerCase());
        if (nombres.length !== esperado.length || nombres.some((n, i) => n !== esperado[i])) {
          problema = t.encabezado(esta, CABECERA_CSV);
        }
      } else if (++datos > CSV_MAX_LINEAS) {
        problema = t.demasiadasLineas(lineasTexto);
      } else {
        const i = celdas.findIndex((c) => FORMULA.test(c.trim()));
        if (i >= 0) problema = t.formula(esta, CSV_COLUMNAS[i] ?? String(i + 1), celdas[i]!.trim());
      }
      if (problema) parser.abort();
    },
  });
  return problema;
}
