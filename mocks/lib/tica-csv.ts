import Papa from 'papaparse';
import { CSV_COLUMNAS } from '@/features/tica/csv-columns';
import type { AduanaRow, Ref, TicaRecord } from '../db/types';
import { fold } from './route';

/**
 * Reading a TICA file (API.md 'TICA': UTF-8 CSV with the header CSV_COLUMNAS) the way the server does:
 * papaparse splits it (',' or ';' as Excel saves it in Spanish, quotes, CRLF), this module checks
 * every line and names the first bad one in Spanish (decision T5). Pure: no database. The header is
 * the app's (src/features/tica/csv-columns.ts), which checks it before upload too.
 */
export { CSV_COLUMNAS };

export type CatalogosTica = {
  aduanas: readonly AduanaRow[];
  regimenes: readonly Ref[];
  estadosTica: readonly Ref[];
  estadosAforo: readonly Ref[];
};

export type FilaTica = Omit<TicaRecord, 'id'>;

export type LecturaTica = { ok: true; filas: FilaTica[] } | { ok: false; mensaje: string };

const RESPONSABLE_MAX = 100;

class LineaInvalida extends Error {}

/** An office by its code ('002' or '2') or its name, with or without 'Aduana (de)'. */
function buscarAduana(aduanas: readonly AduanaRow[], valor: string): AduanaRow | undefined {
  if (/^\d+$/.test(valor)) return aduanas.find((a) => Number(a.codigo) === Number(valor));
  const sinPrefijo = (s: string) => fold(s).replace(/^aduana\s+(de\s+)?/, '');
  return aduanas.find((a) => fold(a.nombre) === fold(valor) || sinPrefijo(a.nombre) === sinPrefijo(valor));
}

const buscar = (items: readonly Ref[], valor: string) => items.find((i) => fold(i.nombre) === fold(valor));

/** yyyy-MM-dd, d/M/yyyy or d-M-yyyy (a real day) → yyyy-MM-dd. */
export function fechaCsv(valor: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(valor);
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(valor);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [0, 0, 0];
  if (!y) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Checks one data line; throws `LineaInvalida` with the reason. */
function leerFila(celdas: readonly string[], linea: number, cat: CatalogosTica): FilaTica {
  const falla = (motivo: string): never => {
    throw new LineaInvalida(`Línea ${linea}: ${motivo}`);
  };
  if (celdas.length !== CSV_COLUMNAS.length) {
    falla(
      `tiene ${celdas.length} columnas y se esperaban ${CSV_COLUMNAS.length} (${CSV_COLUMNAS.join(',')})`,
    );
  }
  const [recibo, aduana, ano, dua, regimen, fecha, estado, responsable, estadoAforo] = celdas.map((c) =>
    c.trim(),
  ) as [string, string, string, string, string, string, string, string, string];
  const requerido = (valor: string, campo: string) => {
    if (!valor) falla(`falta ${campo}`);
  };

  requerido(recibo, 'el recibo');
  if (!/^\d{1,9}$/.test(recibo) || Number(recibo) === 0) falla(`el recibo '${recibo}' debe ser numérico`);
  requerido(aduana, 'la aduana');
  const aduanaRow = buscarAduana(cat.aduanas, aduana) ?? falla(`la aduana '${aduana}' no existe`);
  requerido(ano, 'el año');
  if (!/^\d{4}$/.test(ano) || Number(ano) < 1990 || Number(ano) > 2100) {
    falla(`el año '${ano}' debe ser numérico de 4 dígitos`);
  }
  requerido(dua, 'el DUA');
  if (!/^\d{1,12}$/.test(dua)) falla(`el DUA '${dua}' debe ser numérico`);
  requerido(regimen, 'el régimen');
  const regimenRow = buscar(cat.regimenes, regimen) ?? falla(`el régimen '${regimen}' no existe`);
  requerido(fecha, 'la fecha');
  const dia = fechaCsv(fecha) ?? falla(`la fecha '${fecha}' no es válida (use AAAA-MM-DD o DD/MM/AAAA)`);
  requerido(estado, 'el estado');
  const estadoRow =
    buscar(cat.estadosTica, estado) ??
    falla(`el estado '${estado}' no existe (use ${cat.estadosTica.map((e) => e.nombre).join(', ')})`);
  if (responsable.length > RESPONSABLE_MAX) {
    falla(`el responsable tiene más de ${RESPONSABLE_MAX} caracteres`);
  }
  requerido(estadoAforo, 'el estado aforo');
  const aforoRow =
    buscar(cat.estadosAforo, estadoAforo) ??
    falla(
      `el estado aforo '${estadoAforo}' no existe (use ${cat.estadosAforo.map((e) => e.nombre).join(', ')})`,
    );

  return {
    reciboId: Number(recibo),
    aduanaId: aduanaRow.id,
    ano: Number(ano),
    // TICA numbers DUAs with 6 digits; a spreadsheet drops the leading zeros (decision T5).
    dua: dua.padStart(6, '0'),
    regimenId: regimenRow.id,
    fecha: dia,
    estadoTicaId: estadoRow.id,
    responsable,
    estadoAforoId: aforoRow.id,
  };
}

/** Reads the whole file: every row, or the reason the first bad line is refused. */
export function leerCsvTica(texto: string, cat: CatalogosTica): LecturaTica {
  const contenido = texto.replace(/^\uFEFF/, '');
  if (!contenido.trim()) return { ok: false, mensaje: 'El archivo está vacío' };

  // Each record with the line it starts on (a quoted value may span lines). The step's cursor is
  // the offset just past the record's line break, i.e. where the next record starts.
  const registros: Array<{ linea: number; celdas: string[]; error?: string }> = [];
  let inicio = 0;
  let linea = 1;
  Papa.parse<string[]>(contenido, {
    skipEmptyLines: false,
    step: (result) => {
      registros.push({ linea, celdas: result.data, error: result.errors[0]?.code });
      const fin = result.meta.cursor;
      for (let i = inicio; i < fin; i++) if (contenido.charCodeAt(i) === 10) linea++;
      inicio = fin;
    },
  });

  const vacio = (celdas: readonly string[]) => celdas.every((c) => !c.trim());
  const [encabezado, ...resto] = registros.filter((r) => !vacio(r.celdas));
  if (!encabezado) return { ok: false, mensaje: 'El archivo está vacío' };
  const nombres = encabezado.celdas.map((c) => fold(c).replace(/\s+/g, ''));
  const esperado = CSV_COLUMNAS.map((c) => c.toLowerCase());
  if (nombres.length !== esperado.length || nombres.some((n, i) => n !== esperado[i])) {
    return {
      ok: false,
      mensaje: `Línea ${encabezado.linea}: el encabezado debe ser ${CSV_COLUMNAS.join(',')}`,
    };
  }
  if (resto.length === 0)
    return { ok: false, mensaje: 'El archivo no contiene filas de TICA, solo el encabezado' };

  const filas: FilaTica[] = [];
  for (const r of resto) {
    if (r.error === 'MissingQuotes' || r.error === 'InvalidQuotes') {
      return { ok: false, mensaje: `Línea ${r.linea}: tiene comillas sin cerrar o mal puestas` };
    }
    try {
      filas.push(leerFila(r.celdas, r.linea, cat));
    } catch (error) {
      if (error instanceof LineaInvalida) return { ok: false, mensaje: error.message };
      throw error;
    }
  }
  return { ok: true, filas };
}
