import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { EnvioFactura } from './entradas';
import { trocearFoto, unirFoto, type CabeceraFoto, type FotoMes, type TrozoFoto } from './foto-en-trozos';
import type { Escritos, Prellenado } from './prellenado';
import type { Proporcion } from './worksheet';
import type { DocumentoIva } from './xml-iva';

/*
 * What Cierre de IVA keeps in this browser (IndexedDB through idb), one database per user: the read
 * documents, by clave, kept only once final (an invoice's XML is asked only once Hacienda accepted it,
 * and an accepted document never changes), so reopening a month reads nothing twice; the histories of
 * annulled invoices whose credit note Hacienda accepted; and per month what the clerk typed (the
 * pre-fill, the year's proportion), the supplier files dropped for it and how far its load went. The
 * pre-fill never expires (unlike a form's draft). And per month what its last complete load had (its
 * lists, histories and documents), so a month reopened shows its worksheet at once while the lists are
 * asked again (a record apart: the month's record is written at every keystroke).
 */

/** A read document: an invoice's XML (with its id) or a supplier's file dropped for a month. */
export type DocumentoGuardado = {
  clave: string;
  origen: 'factura' | 'archivo';
  /** The invoice's id, for an invoice's XML. */
  facturaId?: number;
  documento: DocumentoIva;
};

/**
 * An invoice's submission history. `huella`: the list row's state it was read under (estado and
 * Hacienda's), for a history that may still change: it counts only while the row says the same.
 * Without it the history is final (its credit note accepted).
 */
export type HistorialGuardado = { facturaId: number; envios: EnvioFactura[]; huella?: string };

/** How far a month's load went: documents read of those it needs, and whether it ended. */
export type AvanceCarga = { hechos: number; total: number; completa: boolean; actualizado: string };

export type RegistroMes = {
  /** 'YYYY-MM'. */
  mes: string;
  prellenado: Prellenado;
  /** Fields whose text is not an amount, as typed (absent in months kept before it existed). */
  escritos?: Escritos;
  proporcion: Proporcion | null;
  /** The claves of the supplier files dropped for the month (their documents are in `documentos`). */
  archivos: string[];
  carga: AvanceCarga | null;
  /**
   * Invoices whose XML the server refused (a 4xx: an annulled invoice's, where the backend serves none),
   * with its message: not asked again on every open, since an accepted document never changes.
   */
  rehusados: Record<number, string>;
};

interface EsquemaIva extends DBSchema {
  documentos: { key: string; value: DocumentoGuardado; indexes: { facturaId: number } };
  historiales: { key: number; value: HistorialGuardado };
  meses: { key: string; value: RegistroMes };
  /** A foto's head; its lists and documents are in `trozosFoto` (foto-en-trozos.ts). */
  fotos: { key: string; value: CabeceraFoto };
  trozosFoto: { key: [string, number]; value: TrozoFoto };
}

export const registroVacio = (mes: string): RegistroMes => ({
  mes,
  prellenado: {},
  escritos: {},
  proporcion: null,
  archivos: [],
  carga: null,
  rehusados: {},
});

export type AlmacenIva = {
  /** The stored XML of each invoice that has one. */
  documentosDeFacturas: (ids: readonly number[]) => Promise<Map<number, DocumentoIva>>;
  documentosPorClave: (claves: readonly string[]) => Promise<Map<string, DocumentoIva>>;
  /** Writes a batch in one transaction. */
  guardarDocumentos: (docs: readonly DocumentoGuardado[]) => Promise<void>;
  /** The stored histories of `ids`; one with a `huella` only when `huellas` gives the same for its id. */
  historiales: (
    ids: readonly number[],
    huellas?: ReadonlyMap<number, string>,
  ) => Promise<Map<number, EnvioFactura[]>>;
  guardarHistoriales: (h: readonly HistorialGuardado[]) => Promise<void>;
  mes: (mes: string) => Promise<RegistroMes>;
  /** Changes the month's record with `cambio` inside one transaction (never a stale overwrite). */
  cambiarMes: (mes: string, cambio: (r: RegistroMes) => RegistroMes) => Promise<RegistroMes>;
  /** The month's last complete load, if any. */
  foto: (mes: string) => Promise<FotoMes | undefined>;
  guardarFoto: (foto: FotoMes) => Promise<void>;
};

const VERSION = 3;

/**
 * Reads asked at once, at most: two thousand `get` calls in one go held the page ~300 ms at scale 48
 * (bench/cierre-iva.mjs); a slice at a time lets it breathe between slices, in the same transaction.
 */
const TROZO = 200;

async function porTrozos<K, V>(claves: readonly K[], leer: (k: K) => Promise<V>): Promise<V[]> {
  const leidos: V[] = [];
  for (let i = 0; i < claves.length; i += TROZO) {
    leidos.push(...(await Promise.all(claves.slice(i, i + TROZO).map(leer))));
  }
  return leidos;
}
const abiertas = new Map<string, Promise<IDBPDatabase<EsquemaIva>>>();
/** How many times the stores were closed and forgotten (`reiniciarAlmacenes`). */
let reinicios = 0;

/**
 * The last foto read or written per database and month, also kept in the page's memory: a month opened
 * again without leaving the page (away and back) shows it without reading and copying the record out
 * of IndexedDB again, most of such a reopening's time at scale. Its objects are shared and never
 * changed (a load builds its own). A few months at most: each holds the month's documents.
 */
const fotosEnMemoria = new Map<string, FotoMes>();
const FOTOS_EN_MEMORIA = 2;

function recordarFoto(clave: string, foto: FotoMes): void {
  fotosEnMemoria.delete(clave);
  fotosEnMemoria.set(clave, foto);
  for (const vieja of fotosEnMemoria.keys()) {
    if (fotosEnMemoria.size <= FOTOS_EN_MEMORIA) break;
    fotosEnMemoria.delete(vieja);
  }
}

function abrir(usuario: string): Promise<IDBPDatabase<EsquemaIva>> {
  const nombre = `cierre-iva:${usuario}`;
  let db = abiertas.get(nombre);
  if (!db) {
    db = openDB<EsquemaIva>(nombre, VERSION, {
      upgrade(base, antes, _despues, transaccion) {
        if (antes < 1) {
          const documentos = base.createObjectStore('documentos', { keyPath: 'clave' });
          documentos.createIndex('facturaId', 'facturaId');
          base.createObjectStore('historiales', { keyPath: 'facturaId' });
          base.createObjectStore('meses', { keyPath: 'mes' });
        }
        if (antes < 2) base.createObjectStore('fotos', { keyPath: 'mes' });
        if (antes < 3) {
          base.createObjectStore('trozosFoto', { keyPath: ['mes', 'n'] });
          // A foto of version 2 was one whole record: its month loads again from the documents kept.
          if (antes === 2) void transaccion.objectStore('fotos').clear();
        }
      },
      // Another tab upgrading the database: let it, and open again on the next call.
      blocking() {
        void db?.then((d) => d.close());
        abiertas.delete(nombre);
      },
    });
    abiertas.set(nombre, db);
    db.catch(() => abiertas.delete(nombre));
  }
  return db;
}

/** The store of `usuario` (the session's user name). */
export function almacenIva(usuario: string): AlmacenIva {
  // A store made before `reiniciarAlmacenes` stays closed: a load still writing what it read then
  // cannot open the database again, nor keep a foto in memory, for the next test's fresh store.
  const nacido = reinicios;
  const db = () => (nacido === reinicios ? abrir(usuario) : Promise.reject(new Error('Almacén cerrado')));
  return {
    documentosDeFacturas: async (ids) => {
      const tx = (await db()).transaction('documentos');
      const indice = tx.store.index('facturaId');
      // A month's first open finds the store empty: one count instead of a thousand reads.
      const leidos = (await tx.store.count()) === 0 ? [] : await porTrozos(ids, (id) => indice.get(id));
      await tx.done;
      const porId = new Map<number, DocumentoIva>();
      leidos.forEach((g, i) => g && porId.set(ids[i]!, g.documento));
      return porId;
    },
    documentosPorClave: async (claves) => {
      const tx = (await db()).transaction('documentos');
      const leidos = await porTrozos(claves, (c) => tx.store.get(c));
      await tx.done;
      const porClave = new Map<string, DocumentoIva>();
      leidos.forEach((g) => g && porClave.set(g.clave, g.documento));
      return porClave;
    },
    guardarDocumentos: async (docs) => {
      if (docs.length === 0) return;
      const tx = (await db()).transaction('documentos', 'readwrite');
      await Promise.all([...docs.map((d) => tx.store.put(d)), tx.done]);
    },
    historiales: async (ids, huellas) => {
      const tx = (await db()).transaction('historiales');
      const leidos = (await tx.store.count()) === 0 ? [] : await porTrozos(ids, (id) => tx.store.get(id));
      await tx.done;
      const porId = new Map<number, EnvioFactura[]>();
      for (const h of leidos) {
        if (h && (h.huella === undefined || huellas?.get(h.facturaId) === h.huella)) {
          porId.set(h.facturaId, h.envios);
        }
      }
      return porId;
    },
    guardarHistoriales: async (h) => {
      if (h.length === 0) return;
      const tx = (await db()).transaction('historiales', 'readwrite');
      await Promise.all([...h.map((x) => tx.store.put(x)), tx.done]);
    },
    mes: async (mes) => ({ ...registroVacio(mes), ...(await (await db()).get('meses', mes)) }),
    cambiarMes: async (mes, cambio) => {
      const tx = (await db()).transaction('meses', 'readwrite');
      const nuevo = cambio({ ...registroVacio(mes), ...(await tx.store.get(mes)) });
      await Promise.all([tx.store.put(nuevo), tx.done]);
      return nuevo;
    },
    foto: async (mes) => {
      const clave = `${usuario}|${mes}`;
      const enMemoria = fotosEnMemoria.get(clave);
      if (enMemoria) return enMemoria;
      const leida = await fotoEnTrozos(await db(), mes);
      if (leida && nacido === reinicios) recordarFoto(clave, leida);
      return leida;
    },
    guardarFoto: async (foto) => {
      const { cabecera, trozos } = trocearFoto(foto);
      // One transaction, so a foto is never kept in part; each piece is written once the one before is
      // (a request awaited keeps the transaction open), each copy a short task of its own.
      const tx = (await db()).transaction(['fotos', 'trozosFoto'], 'readwrite');
      const piezas = tx.objectStore('trozosFoto');
      const escribir = async () => {
        await piezas.delete(IDBKeyRange.bound([foto.mes, 0], [foto.mes, Infinity]));
        for (const t of trozos) await piezas.put(t);
        await tx.objectStore('fotos').put(cabecera);
      };
      await Promise.all([escribir(), tx.done]);
      if (nacido === reinicios) recordarFoto(`${usuario}|${foto.mes}`, foto);
    },
  };
}

/**
 * A month's foto from its head and pieces, each read once the one before is (a short task each), in
 * one transaction, whose end is awaited beside the reads so that a failed read is one rejection.
 */
async function fotoEnTrozos(db: IDBPDatabase<EsquemaIva>, mes: string): Promise<FotoMes | undefined> {
  const tx = db.transaction(['fotos', 'trozosFoto']);
  const leer = async () => {
    const cabecera = await tx.objectStore('fotos').get(mes);
    if (!cabecera) return undefined;
    const trozos: Array<TrozoFoto | undefined> = [];
    for (let n = 0; n < cabecera.trozos; n += 1)
      trozos.push(await tx.objectStore('trozosFoto').get([mes, n]));
    return unirFoto(cabecera, trozos) ?? undefined;
  };
  const [foto] = await Promise.all([leer(), tx.done]);
  return foto;
}

/** Closes and forgets every open database and the fotos in memory (tests start each on a fresh IndexedDB). */
export function reiniciarAlmacenes(): void {
  reinicios += 1;
  for (const db of abiertas.values())
    void db.then(
      (d) => d.close(),
      () => {},
    );
  abiertas.clear();
  fotosEnMemoria.clear();
}
