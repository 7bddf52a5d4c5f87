import type { ConfirmRechazo } from '@/features/confirmacion/contract';
import type { FacturaRow } from '@/features/facturas/contract';
import type { EnvioFactura } from './entradas';
import type { DocumentoIva } from './xml-iva';

/*
 * A month's foto (its last complete load) kept as a head and pieces of a few hundred entries each.
 * Written or read as one record, the browser copies the month's thousands of rows and documents in one
 * long task of the page's thread, at the load's end and at every open of a page loaded anew; piece by
 * piece, each copy is a short task of its own.
 */

/** What a month's last complete load had (its documents are also in the store's `documentos`). */
export type FotoMes = {
  /** 'YYYY-MM'. */
  mes: string;
  facturas: FacturaRow[];
  anuladas: FacturaRow[];
  recibidos: ConfirmRechazo[];
  historiales: Map<number, EnvioFactura[]>;
  /**
   * Its read documents by invoice id, again: one read of a record is much quicker than two thousand
   * reads of the documents' store (bench/cierre-iva.mjs), and a reopening waits for it.
   */
  documentos: Map<number, DocumentoIva>;
  sinLeer: Map<number, string>;
  rehusados: Map<number, string>;
  hechos: number;
  total: number;
  actualizado: string;
};

/** Entries of a list or map per piece. */
const POR_TROZO = 300;

export type CabeceraFoto = Pick<FotoMes, 'mes' | 'hechos' | 'total' | 'actualizado'> & {
  /** How many pieces the foto has: 0 to `trozos - 1`. */
  trozos: number;
};

type Contenido =
  | { campo: 'facturas' | 'anuladas'; entradas: FacturaRow[] }
  | { campo: 'recibidos'; entradas: ConfirmRechazo[] }
  | { campo: 'historiales'; entradas: Array<[number, EnvioFactura[]]> }
  | { campo: 'documentos'; entradas: Array<[number, DocumentoIva]> }
  | { campo: 'sinLeer' | 'rehusados'; entradas: Array<[number, string]> };
export type TrozoFoto = { mes: string; n: number } & Contenido;

/** A list in pieces of at most POR_TROZO entries. */
function enTrozos<T>(entradas: readonly T[]): T[][] {
  const trozos: T[][] = [];
  for (let i = 0; i < entradas.length; i += POR_TROZO) trozos.push(entradas.slice(i, i + POR_TROZO));
  return trozos;
}

export function trocearFoto(foto: FotoMes): { cabecera: CabeceraFoto; trozos: TrozoFoto[] } {
  const contenidos: Contenido[] = [
    ...enTrozos(foto.facturas).map((entradas) => ({ campo: 'facturas' as const, entradas })),
    ...enTrozos(foto.anuladas).map((entradas) => ({ campo: 'anuladas' as const, entradas })),
    ...enTrozos(foto.recibidos).map((entradas) => ({ campo: 'recibidos' as const, entradas })),
    ...enTrozos([...foto.historiales]).map((entradas) => ({ campo: 'historiales' as const, entradas })),
    ...enTrozos([...foto.documentos]).map((entradas) => ({ campo: 'documentos' as const, entradas })),
    ...enTrozos([...foto.sinLeer]).map((entradas) => ({ campo: 'sinLeer' as const, entradas })),
    ...enTrozos([...foto.rehusados]).map((entradas) => ({ campo: 'rehusados' as const, entradas })),
  ];
  const { mes, hechos, total, actualizado } = foto;
  return {
    cabecera: { mes, hechos, total, actualizado, trozos: contenidos.length },
    trozos: contenidos.map((c, n) => ({ mes, n, ...c })),
  };
}

/** The foto again; null when a piece is missing or of another month (never a foto with holes). */
export function unirFoto(cabecera: CabeceraFoto, trozos: readonly (TrozoFoto | undefined)[]): FotoMes | null {
  if (trozos.length !== cabecera.trozos) return null;
  const { mes, hechos, total, actualizado } = cabecera;
  const foto: FotoMes = {
    mes,
    facturas: [],
    anuladas: [],
    recibidos: [],
    historiales: new Map(),
    documentos: new Map(),
    sinLeer: new Map(),
    rehusados: new Map(),
    hechos,
    total,
    actualizado,
  };
  for (const [n, t] of trozos.entries()) {
    if (!t || t.mes !== mes || t.n !== n) return null;
    switch (t.campo) {
      case 'facturas':
      case 'anuladas':
        foto[t.campo].push(...t.entradas);
        break;
      case 'recibidos':
        foto.recibidos.push(...t.entradas);
        break;
      case 'historiales':
        for (const [id, envios] of t.entradas) foto.historiales.set(id, envios);
        break;
      case 'documentos':
        for (const [id, documento] of t.entradas) foto.documentos.set(id, documento);
        break;
      case 'sinLeer':
      case 'rehusados':
        for (const [id, motivo] of t.entradas) foto[t.campo].set(id, motivo);
        break;
    }
  }
  return foto;
}
