import PQueue from 'p-queue';
import type { ConfirmRechazo } from '@/features/confirmacion/contract';
import type { FacturaRow } from '@/features/facturas/contract';
import { errorMessage, errorStatus } from '@/lib/errors';
import { rangoAnuladas, rangoMes, type LlamadasCierre, type Rango } from './api';
import { leerDias, notaCreditoDeFactura, type EnvioFactura } from './entradas';
import { mismaCarga } from './misma-carga';
import { estadoVenta, mesDe } from './rules';
import type { AlmacenIva, DocumentoGuardado, HistorialGuardado } from './store';
import type { DocumentoIva, LecturaIva } from './xml-iva';

/*
 * A month's load (no React): the lists first, so the counts show at once; then the XML of every
 * accepted invoice the store does not hold, newest first; then the histories of the annulled invoices
 * (their credit notes) and of the rejected ones (their reason); then the XML of an earlier month's
 * invoice whose credit note falls in the month. At most `concurrencia` calls in flight (the browser's
 * six per origin). Each document is read off the page in batches and written to the store as its batch
 * arrives, so a cancelled or closed load goes on where it stopped, and nothing is asked twice. A 401
 * stops it all (the app's session handler has already signed out); 'Cancelar' is the signal.
 */

export type ListasMes = { facturas: FacturaRow[]; anuladas: FacturaRow[]; recibidos: ConfirmRechazo[] };

/** Everything the worksheet is made of, as far as the load got. */
export type DatosMes = ListasMes & {
  /** Read documents by invoice id. */
  documentos: Map<number, DocumentoIva>;
  historiales: Map<number, EnvioFactura[]>;
  /** Invoices whose XML could not be had or read, with the reason (the server's message). */
  sinLeer: Map<number, string>;
  /** Those of `sinLeer` the server refused (a 4xx): a resumed load does not ask them again. */
  rehusados: Map<number, string>;
  /** Grows with every change, for a reader that recomputes only on change. */
  version: number;
  /** Every page of the three lists came (a load stopped before asks them again when resumed). */
  listasCompletas: boolean;
};

export type FaseCarga = 'listas' | 'documentos' | 'completa' | 'cancelada' | 'sesion' | 'error';

export type AvanceCarga = {
  fase: FaseCarga;
  /** Documents in hand (stored before or read now) of those the month needs. */
  hechos: number;
  total: number;
  datos: DatosMes | null;
  /** The first failure's message, for 'Reintentar'. */
  error: string | null;
  /** A complete load that found the same as `conocidos` (nothing to redraw, nothing written again). */
  sinCambios?: boolean;
};

export type OpcionesCarga = {
  mes: string;
  llamadas: LlamadasCierre;
  almacen: AlmacenIva;
  /** Reads a batch of XML texts (a Worker in the browser). */
  leer: (xmls: string[]) => Promise<LecturaIva[]>;
  signal: AbortSignal;
  /**
   * What a cancelled or failed load of the same month had: its lists, histories and refused documents
   * are not asked again (its documents are in the store).
   */
  previo?: DatosMes | null;
  /**
   * The month's last complete load (a reopened month's, read from the store to show its worksheet at
   * once): its documents are not read from the store again, nor its histories that the store would
   * give (final, or kept under the same row's state).
   */
  conocidos?: Promise<DatosMes | null>;
  avisar: (avance: AvanceCarga) => void;
  concurrencia?: number;
  /** Documents per batch read and written together. */
  lote?: number;
};

export const CONCURRENCIA_CARGA = 6;
export const LOTE_LECTURA = 25;

class Detenida extends Error {}

const porId = (filas: readonly FacturaRow[]) => [...new Map(filas.map((f) => [f.facturaId, f])).values()];

type EnCola = <T>(tarea: () => Promise<T>, prioridad?: number) => Promise<T>;

/**
 * The lists' pages go before any document waiting in the queue, and the histories after every XML
 * (the order of a load whose lists all came first, whichever page comes first now).
 */
const PRIORIDAD_LISTAS = 1;
const PRIORIDAD_HISTORIALES = -1;

/**
 * Every page of a list, each given to `cada` as it comes (the later pages are queued first, so they go
 * before the documents the first one asks for).
 */
async function todasLasPaginas(
  enCola: EnCola,
  llamadas: LlamadasCierre,
  rango: Rango,
  estado: 'TODOS' | 'Anulada',
  signal: AbortSignal,
  cada: (filas: FacturaRow[]) => Promise<void>,
): Promise<void> {
  const primera = await enCola(() => llamadas.facturas(rango, estado, 0, signal), PRIORIDAD_LISTAS);
  const resto = Array.from({ length: Math.max(0, primera.paginas - 1) }, (_, i) =>
    enCola(() => llamadas.facturas(rango, estado, i + 1, signal), PRIORIDAD_LISTAS).then((p) =>
      cada(p.filas),
    ),
  );
  await Promise.all([cada(primera.filas), ...resto]);
}

/** The note of an annulled invoice when it falls in the month and counts: its invoice's XML is needed. */
function notaDelMes(fila: FacturaRow, envios: readonly EnvioFactura[], mes: string) {
  const nota = notaCreditoDeFactura({ ...fila, fecha: fila.fecha ?? '' }, envios, null);
  return nota !== null && nota.estado === 'aceptado' && mesDe(nota.dia) === mes;
}

/** A history is kept once its credit note is accepted: nothing in it changes after that. */
const historialFinal = (fila: FacturaRow, envios: readonly EnvioFactura[]) =>
  notaCreditoDeFactura({ ...fila, fecha: fila.fecha ?? '' }, envios, null)?.estado === 'aceptado';

/**
 * The row's state a history that may still change is kept under: a rejected invoice's (its reason)
 * changes only when it is sent again, and an annulled invoice without a credit note only gains one
 * with a change the list shows. Asking those again on every open cost most of a reopening at scale
 * (bench/cierre-iva.mjs); a note not yet accepted is still asked every time.
 */
const huella = (fila: FacturaRow) => `${fila.estado}|${fila.estadoHacienda}`;
const conservable = (fila: FacturaRow, envios: readonly EnvioFactura[]) =>
  estadoVenta(fila.estadoHacienda) === 'rechazado' ||
  (fila.estado === 'Anulada' &&
    notaCreditoDeFactura({ ...fila, fecha: fila.fecha ?? '' }, envios, null) === null);

/** The invoices whose XML the worksheet reads: the accepted ones of the month and every annulled one. */
export function idsConDocumento(listas: Pick<ListasMes, 'facturas' | 'anuladas'>): number[] {
  const cuentan = listas.facturas.filter((f) => estadoVenta(f.estadoHacienda) === 'aceptado');
  const anuladas = [...listas.facturas.filter((f) => f.estado === 'Anulada'), ...listas.anuladas];
  return porId([...cuentan, ...anuladas]).map((f) => f.facturaId);
}

/** What the last complete load looked up: its documents by id (absent: not stored) and its rows. */
type EnMano = {
  documentos: ReadonlyMap<number, DocumentoIva>;
  buscados: ReadonlySet<number>;
  filas: Map<number, FacturaRow>;
  historiales: ReadonlyMap<number, EnvioFactura[]>;
};

const enManoDe = (d: DatosMes | null): EnMano | null =>
  d && {
    documentos: d.documentos,
    buscados: new Set(idsConDocumento(d)),
    filas: new Map([...d.facturas, ...d.anuladas].map((f) => [f.facturaId, f])),
    historiales: d.historiales,
  };

/** The stored documents of `ids`: those the last load looked up taken from it, the rest from the store. */
async function documentosGuardados(
  almacen: AlmacenIva,
  ids: readonly number[],
  enMano: EnMano | null,
): Promise<Map<number, DocumentoIva>> {
  const documentos = await almacen.documentosDeFacturas(ids.filter((id) => !enMano?.buscados.has(id)));
  for (const id of ids) {
    const d = enMano?.documentos.get(id);
    if (d) documentos.set(id, d);
  }
  return documentos;
}

/**
 * The stored histories of `filas`: the last load's where the store would give the same (final, or kept
 * under the same row's state), the rest from the store.
 */
async function historialesGuardados(
  almacen: AlmacenIva,
  filas: readonly FacturaRow[],
  enMano: EnMano | null,
): Promise<Map<number, EnvioFactura[]>> {
  const tomados = new Map<number, EnvioFactura[]>();
  const resto: FacturaRow[] = [];
  for (const f of filas) {
    const envios = enMano?.historiales.get(f.facturaId);
    const antes = enMano?.filas.get(f.facturaId);
    const vale =
      envios &&
      ((f.estado === 'Anulada' && historialFinal(f, envios)) ||
        (antes !== undefined && huella(antes) === huella(f) && conservable(f, envios)));
    if (vale) tomados.set(f.facturaId, envios);
    else resto.push(f);
  }
  const guardados = await almacen.historiales(
    resto.map((f) => f.facturaId),
    new Map(resto.map((f) => [f.facturaId, huella(f)])),
  );
  for (const [id, envios] of tomados) guardados.set(id, envios);
  return guardados;
}

export async function cargarMes(op: OpcionesCarga): Promise<AvanceCarga> {
  const { mes, llamadas, almacen, leer } = op;
  const lote = op.lote ?? LOTE_LECTURA;
  const control = new AbortController();
  const signal = control.signal;
  const alCancelar = () => control.abort();
  if (op.signal.aborted) control.abort();
  op.signal.addEventListener('abort', alCancelar);
  const cola = new PQueue({ concurrency: op.concurrencia ?? CONCURRENCIA_CARGA });
  // A task still waiting when the load stops ends at once, asking nothing.
  const enCola: EnCola = (tarea, prioridad = 0) =>
    cola.add(
      async () => {
        if (signal.aborted) throw new Detenida();
        return tarea();
      },
      { priority: prioridad },
    );

  // An object, not a `let`: callbacks change it, and the compiler would narrow a local.
  const estado: { fase: FaseCarga } = { fase: 'listas' };
  let error: string | null = null;
  let hechos = 0;
  let total = 0;
  // Set once the month's record is read (a callback: the compiler would narrow a plain null).
  let datos = null as DatosMes | null;
  let sinCambios = false;
  // The data show once the first pages are in: before, there is nothing to draw.
  const avance = (): AvanceCarga => ({
    fase: estado.fase,
    hechos,
    total,
    datos: estado.fase === 'listas' ? null : datos,
    error,
    ...(sinCambios && { sinCambios }),
  });
  const avisar = () => op.avisar(avance());

  /**
   * A call's failure: a 401 stops everything; a cancel is no failure; a server down or unreachable
   * (5xx, no answer) is kept for 'Reintentar'. A document the server refuses (a 404, a 409) is only
   * not read: the worksheet lists it with the server's reason, and asking again would not change it.
   */
  const fallo = (e: unknown): string => {
    const status = errorStatus(e);
    if (status === 401) {
      estado.fase = 'sesion';
      control.abort();
    } else if (!signal.aborted && error === null && (status === 0 || status >= 500)) {
      error = errorMessage(e);
    }
    return errorMessage(e);
  };
  const detenida = () => signal.aborted;

  // Read XML waiting to be read and stored, by invoice id; read in batches, one batch at a time.
  let porLeer: Array<{ facturaId: number; xml: string }> = [];
  let escritura: Promise<void> = Promise.resolve();
  /*
   * Histories to store, written as they come, each write taking all that waited for the one before:
   * awaited inside its call, a write held one of the six places in flight while IndexedDB worked.
   */
  let historialesPorGuardar: HistorialGuardado[] = [];
  let escrituraHistoriales: Promise<void> = Promise.resolve();
  const guardarHistorial = (h: HistorialGuardado) => {
    historialesPorGuardar.push(h);
    if (historialesPorGuardar.length > 1) return;
    escrituraHistoriales = escrituraHistoriales
      .then(() => {
        const tanda = historialesPorGuardar;
        historialesPorGuardar = [];
        return almacen.guardarHistoriales(tanda);
      })
      .catch((e: unknown) => void fallo(e));
  };
  const vaciar = () => {
    if (porLeer.length === 0) return escritura;
    const tanda = porLeer;
    porLeer = [];
    escritura = escritura
      .then(async () => {
        const lecturas = await leer(tanda.map((t) => t.xml));
        const guardar: DocumentoGuardado[] = [];
        lecturas.forEach((l, i) => {
          const { facturaId } = tanda[i]!;
          if (l.ok) {
            datos!.documentos.set(facturaId, l.documento);
            guardar.push({ clave: l.documento.clave, origen: 'factura', facturaId, documento: l.documento });
          } else {
            datos!.sinLeer.set(facturaId, l.motivo);
          }
        });
        await almacen.guardarDocumentos(guardar);
        datos!.version += 1;
        avisar();
      })
      // A batch not read or not written (a full disk): asked again on the next load, said now.
      .catch((e: unknown) => void fallo(e));
    return escritura;
  };

  const pedirXml = (fila: FacturaRow) =>
    enCola(async () => {
      try {
        const xml = await llamadas.xml(fila.facturaId, signal);
        porLeer.push({ facturaId: fila.facturaId, xml });
        hechos += 1;
        if (porLeer.length >= lote) void vaciar();
        avisar();
      } catch (e) {
        if (detenida() && errorStatus(e) !== 401) return;
        const mensaje = fallo(e);
        if (estado.fase === 'sesion') return;
        datos!.sinLeer.set(fila.facturaId, mensaje);
        const status = errorStatus(e);
        if (status >= 400 && status < 500) datos!.rehusados.set(fila.facturaId, mensaje);
        hechos += 1;
        datos!.version += 1;
        avisar();
      }
    }).catch(() => {});

  const pedirHistorial = (fila: FacturaRow, delMes: ReadonlySet<number>) =>
    enCola(async () => {
      try {
        const envios = await llamadas.respuestas(fila.facturaId, signal);
        datos!.historiales.set(fila.facturaId, envios);
        hechos += 1;
        datos!.version += 1;
        if (fila.estado === 'Anulada' && historialFinal(fila, envios)) {
          guardarHistorial({ facturaId: fila.facturaId, envios });
        } else if (conservable(fila, envios)) {
          guardarHistorial({ facturaId: fila.facturaId, envios, huella: huella(fila) });
        }
        if (!delMes.has(fila.facturaId) && notaDelMes(fila, envios, mes)) {
          total += 1;
          if (datos!.documentos.has(fila.facturaId) || datos!.rehusados.has(fila.facturaId)) hechos += 1;
          else void pedirXml(fila);
        }
        avisar();
      } catch (e) {
        if (detenida() && errorStatus(e) !== 401) return;
        fallo(e);
        avisar();
      }
    }, PRIORIDAD_HISTORIALES).catch(() => {});

  const previo = op.previo ?? null;
  const conocidos = (op.conocidos ?? Promise.resolve(null)).catch(() => null);
  const enManoP = conocidos.then(enManoDe);
  // A load stopped before all its lists came asks them again.
  const listasPrevias = previo?.listasCompletas ? previo : null;
  const delMes = new Set<number>();
  const incorporadas = new Set<number>();
  const esperas: Array<Promise<void>> = [];
  let ventasVistas = () => {};
  /** Every page of the month's invoices is in (or will not come). */
  const ventasListas = new Promise<void>((r) => (ventasVistas = r));

  /**
   * Rows of the lists as their pages come: what they need is counted and asked for at once (the count
   * grows with each page), the documents and histories the store or the previous load has are taken.
   */
  const incorporar = async (facturasNuevas: FacturaRow[], anuladasNuevas: FacturaRow[]) => {
    const facturas = porId(facturasNuevas).filter((f) => !incorporadas.has(f.facturaId));
    for (const f of facturas) incorporadas.add(f.facturaId);
    const deAntes = porId(anuladasNuevas).filter((f) => !incorporadas.has(f.facturaId));
    for (const f of deAntes) incorporadas.add(f.facturaId);
    const cuentan = facturas.filter((f) => estadoVenta(f.estadoHacienda) === 'aceptado');
    for (const f of cuentan) delMes.add(f.facturaId);
    const anuladas = [...facturas.filter((f) => f.estado === 'Anulada'), ...deAntes];
    const rechazadas = facturas.filter((f) => estadoVenta(f.estadoHacienda) === 'rechazado');
    const conHistorial = porId([...anuladas, ...rechazadas]);
    const enMano = await enManoP;
    await leerDias([...facturas, ...deAntes].map((f) => f.fecha ?? ''));
    const [documentos, historiales] = await Promise.all([
      documentosGuardados(almacen, idsConDocumento({ facturas, anuladas: deAntes }), enMano),
      historialesGuardados(almacen, conHistorial, enMano),
    ]);
    if (detenida()) return;
    for (const f of conHistorial) {
      const envios = previo?.historiales.get(f.facturaId);
      if (envios) historiales.set(f.facturaId, envios);
    }
    const d = datos!;
    d.facturas.push(...facturas);
    d.anuladas.push(...deAntes);
    for (const [id, doc] of documentos) d.documentos.set(id, doc);
    for (const [id, envios] of historiales) d.historiales.set(id, envios);
    d.version += 1;
    const rehusado = (f: FacturaRow) => d.rehusados.has(f.facturaId);

    const xmlPorPedir = cuentan.filter((f) => !d.documentos.has(f.facturaId) && !rehusado(f));
    const historialPorPedir = conHistorial.filter((f) => !historiales.has(f.facturaId));
    // An earlier month's invoice whose stored note falls in the month: its XML counts too.
    const notasGuardadas = anuladas.filter(
      (f) =>
        !delMes.has(f.facturaId) &&
        historiales.has(f.facturaId) &&
        notaDelMes(f, historiales.get(f.facturaId)!, mes),
    );
    const notasPorPedir = notasGuardadas.filter((f) => !d.documentos.has(f.facturaId) && !rehusado(f));
    const suma = cuentan.length + historialPorPedir.length + historiales.size + notasGuardadas.length;
    total += suma;
    hechos += suma - xmlPorPedir.length - historialPorPedir.length - notasPorPedir.length;
    estado.fase = 'documentos';
    avisar();

    xmlPorPedir.forEach(pedirXml);
    notasPorPedir.forEach(pedirXml);
    // The histories after every XML of the month's invoices, as when the lists all came first.
    esperas.push(
      ventasListas.then(() => {
        for (const fila of historialPorPedir) void pedirHistorial(fila, delMes);
      }),
    );
  };

  // The month's record (its refused documents) is read while the first pages are asked, not before.
  const preparado = almacen.mes(mes).then((registro) => {
    const rehusadosAntes = new Map([
      ...Object.entries(registro.rehusados).map(([id, m]) => [Number(id), m] as const),
      ...(previo?.rehusados ?? []),
    ]);
    datos = {
      facturas: [],
      anuladas: [],
      recibidos: listasPrevias?.recibidos ?? [],
      documentos: new Map(),
      historiales: new Map(),
      sinLeer: new Map(rehusadosAntes),
      rehusados: new Map(rehusadosAntes),
      version: 1,
      listasCompletas: false,
    };
    return datos;
  });
  const incorporarListo = async (facturas: FacturaRow[], anuladas: FacturaRow[]) => {
    await preparado;
    await incorporar(facturas, anuladas);
  };

  try {
    avisar();
    const listas = listasPrevias
      ? incorporarListo(listasPrevias.facturas, listasPrevias.anuladas).finally(ventasVistas)
      : Promise.all([
          todasLasPaginas(enCola, llamadas, rangoMes(mes), 'TODOS', signal, (f) =>
            incorporarListo(f, []),
          ).finally(ventasVistas),
          todasLasPaginas(enCola, llamadas, rangoAnuladas(mes), 'Anulada', signal, (f) =>
            incorporarListo([], f),
          ),
          enCola(() => llamadas.recibidos(rangoMes(mes), signal), PRIORIDAD_LISTAS).then(async (r) => {
            await leerDias(r.map((x) => x.fechaEmision ?? ''));
            const d = await preparado;
            d.recibidos = r;
            d.version += 1;
          }),
        ]);
    // A store that cannot be read ends the load as before; the lists' own outcome is then moot.
    listas.catch(() => {});
    const d = await preparado;
    await listas.then(
      () => {
        d.listasCompletas = !detenida();
      },
      (e: unknown) => {
        if (!(e instanceof Detenida)) fallo(e);
      },
    );
    // Every call, the ones a history adds included (they are queued before their history's task ends).
    await Promise.all(esperas);
    await cola.onIdle();
  } catch (e) {
    if (!(e instanceof Detenida)) throw e;
  } finally {
    op.signal.removeEventListener('abort', alCancelar);
    cola.clear();
  }
  // No page came: nothing to draw or keep, and a resumed load starts over.
  if (incorporadas.size === 0 && !datos?.listasCompletas) datos = null;
  // What was fetched before a stop is still read and kept: it is never asked again.
  if (datos) await Promise.all([vaciar(), escrituraHistoriales]);
  if (estado.fase !== 'sesion') {
    if (op.signal.aborted) estado.fase = 'cancelada';
    else if (error !== null) estado.fase = 'error';
    else if (datos) estado.fase = 'completa';
    else estado.fase = 'error';
  }
  const ultima = await conocidos;
  sinCambios = estado.fase === 'completa' && !!datos && !!ultima && mismaCarga(ultima, datos);
  if (datos && estado.fase !== 'sesion') {
    const carga = {
      hechos,
      total,
      completa: estado.fase === 'completa',
      actualizado: new Date().toISOString(),
    };
    const rehusados = Object.fromEntries(datos.rehusados);
    await Promise.all([
      almacen.cambiarMes(mes, (r) => ({ ...r, carga, rehusados })).catch(() => {}),
      carga.completa &&
        !sinCambios &&
        almacen
          .guardarFoto({
            mes,
            facturas: datos.facturas,
            anuladas: datos.anuladas,
            recibidos: datos.recibidos,
            historiales: datos.historiales,
            documentos: datos.documentos,
            sinLeer: datos.sinLeer,
            rehusados: datos.rehusados,
            hechos,
            total,
            actualizado: carga.actualizado,
          })
          .catch(() => {}),
    ]);
  }
  avisar();
  return avance();
}
