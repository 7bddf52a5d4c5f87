import type { FacturaRow } from '@/features/facturas/contract';

/*
 * Whether a month's check (its lists asked again over its last complete load) found the same as that
 * load: then the worksheet on screen stays as it is (redrawn, it was one long task of the page's
 * thread at scale) and the stored load is not written again. A document or history taken from the
 * last load is the same object; one asked again is compared by its JSON (an answer's shape). Any doubt
 * counts as a change: the worksheet is then drawn from the new load, as always.
 */

const igualJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Rows by invoice id: the pages may come in another order. */
function mismasFilas(a: readonly FacturaRow[], b: readonly FacturaRow[]): boolean {
  if (a.length !== b.length) return false;
  const antes = new Map(a.map((f) => [f.facturaId, f]));
  return b.every((f) => {
    const g = antes.get(f.facturaId);
    return g !== undefined && igualJson(g, f);
  });
}

function mismoMapa<V>(a: ReadonlyMap<number, V>, b: ReadonlyMap<number, V>, igual: (x: V, y: V) => boolean) {
  if (a.size !== b.size) return false;
  for (const [id, v] of b) {
    const w = a.get(id);
    if (w === undefined || !igual(w, v)) return false;
  }
  return true;
}

/** What of a month's load the comparison reads (loader.ts's `DatosMes`, which imports this file). */
type Carga = {
  facturas: readonly FacturaRow[];
  anuladas: readonly FacturaRow[];
  recibidos: unknown;
  documentos: ReadonlyMap<number, unknown>;
  historiales: ReadonlyMap<number, unknown>;
  sinLeer: ReadonlyMap<number, string>;
  rehusados: ReadonlyMap<number, string>;
};

export function mismaCarga(antes: Carga, ahora: Carga): boolean {
  return (
    mismasFilas(antes.facturas, ahora.facturas) &&
    mismasFilas(antes.anuladas, ahora.anuladas) &&
    igualJson(antes.recibidos, ahora.recibidos) &&
    // A document is never asked again once read: one not the same object was read anew.
    mismoMapa(antes.documentos, ahora.documentos, (x, y) => x === y) &&
    mismoMapa(antes.historiales, ahora.historiales, igualJson) &&
    mismoMapa(antes.sinLeer, ahora.sinLeer, (x, y) => x === y) &&
    mismoMapa(antes.rehusados, ahora.rehusados, (x, y) => x === y)
  );
}
