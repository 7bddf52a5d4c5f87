import PQueue from 'p-queue';
import type { ConfirmRechazo } from '@/features/confirmacion/contract';
import type { FacturaRow } from '@/features/facturas/contract';
import { errorMessage, errorStatus } from '@/lib/errors';
import { rangoAnuladas, rangoMes, type LlamadasCierre, type Rango } from './api';
import { notaCreditoDeFactura, type EnvioFactura } from './entradas';
import { estadoVenta, mesDe } from './rules';
import type { AlmacenIva, DocumentoGuardado } from './store';
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
   * Documents already in hand (a reopened month's, read from the store to show its last worksheet at
   * once): not read from the store again.
   */
  conocidos?: Promise<ReadonlyMap<number, DocumentoIva> | null>;
  avisar: (avance: AvanceCarga) => void;
  concurrencia?: number;
  /** Documents per batch read and written together. */
  lote?: number;
};

export const CONCURRENCIA_CARGA = 6;
export const LOTE_LECTURA = 25;

class Detenida extends Error {}

const porId = (filas: readonly FacturaRow[]) => [...new Map(filas.map((f) => [f.facturaId, f])).values()];

type EnCola = <T>(tarea: () => Promise<T>) => Promise<T>;

async function todasLasPaginas(
  enCola: EnCola,
  llamadas: LlamadasCierre,
  rango: Rango,
  estado: 'TODOS' | 'Anulada',
  signal: AbortSignal,
): Promise<FacturaRow[]> {
  const primera = await enCola(() => llamadas.facturas(rango, estado, 0, signal));
  const resto = await Promise.all(
    Array.from({ length: Math.max(0, primera.paginas - 1) }, (_, i) =>
      enCola(() => llamadas.facturas(rango, estado, i + 1, signal)),
    ),
  );
  return [...primera.filas, ...resto.flatMap((p) => p.filas)];
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
export function idsConDocumento(listas: ListasMes): number[] {
  const cuentan = listas.facturas.filter((f) => estadoVenta(f.estadoHacienda) === 'aceptado');
  const anuladas = [...listas.facturas.filter((f) => f.estado === 'Anulada'), ...listas.anuladas];
  return porId([...cuentan, ...anuladas]).map((f) => f.facturaId);
}

/** The stored documents of `ids`, those in hand taken as they are. */
async function documentosGuardados(
  almacen: AlmacenIva,
  ids: readonly number[],
  conocidos: OpcionesCarga['conocidos'],
): Promise<Map<number, DocumentoIva>> {
  const enMano = (await conocidos?.catch(() => null)) ?? new Map<number, DocumentoIva>();
  const documentos = await almacen.documentosDeFacturas(ids.filter((id) => !enMano.has(id)));
  for (const id of ids) {
    const d = enMano.get(id);
    if (d) documentos.set(id, d);
  }
  return documentos;
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
  const enCola: EnCola = (tarea) =>
    cola.add(async () => {
      if (signal.aborted) throw new Detenida();
      return tarea();
    });

  // An object, not a `let`: callbacks change it, and the compiler would narrow a local.
  const estado: { fase: FaseCarga } = { fase: 'listas' };
  let error: string | null = null;
  let hechos = 0;
  let total = 0;
  let datos: DatosMes | null = null;
  const avance = (): AvanceCarga => ({ fase: estado.fase, hechos, total, datos, error });
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

  try {
    avisar();
    const previo = op.previo ?? null;
    const listas: ListasMes =
      previo ??
      (await (async () => {
        const [facturas, anuladas, recibidos] = await Promise.all([
          todasLasPaginas(enCola, llamadas, rangoMes(mes), 'TODOS', signal),
          todasLasPaginas(enCola, llamadas, rangoAnuladas(mes), 'Anulada', signal),
          enCola(() => llamadas.recibidos(rangoMes(mes), signal)),
        ]);
        return { facturas, anuladas, recibidos };
      })().catch((e: unknown) => {
        fallo(e);
        throw new Detenida();
      }));

    const cuentan = listas.facturas.filter((f) => estadoVenta(f.estadoHacienda) === 'aceptado');
    const anuladas = porId([...listas.facturas.filter((f) => f.estado === 'Anulada'), ...listas.anuladas]);
    const rechazadas = listas.facturas.filter((f) => estadoVenta(f.estadoHacienda) === 'rechazado');
    const [documentos, historiales, registro] = await Promise.all([
      documentosGuardados(almacen, idsConDocumento(listas), op.conocidos),
      almacen.historiales(
        porId([...anuladas, ...rechazadas]).map((f) => f.facturaId),
        new Map(porId([...anuladas, ...rechazadas]).map((f) => [f.facturaId, huella(f)])),
      ),
      almacen.mes(mes),
    ]);
    const rehusadosAntes = new Map([
      ...Object.entries(registro.rehusados).map(([id, m]) => [Number(id), m] as const),
      ...(previo?.rehusados ?? []),
    ]);
    for (const [id, envios] of previo?.historiales ?? []) historiales.set(id, envios);
    datos = {
      facturas: listas.facturas,
      anuladas: listas.anuladas,
      recibidos: listas.recibidos,
      documentos,
      historiales,
      sinLeer: new Map(rehusadosAntes),
      rehusados: new Map(rehusadosAntes),
      version: 1,
    };
    const rehusado = (f: FacturaRow) => datos!.rehusados.has(f.facturaId);

    const xmlPorPedir = cuentan.filter((f) => !documentos.has(f.facturaId) && !rehusado(f));
    const historialPorPedir = porId([
      ...anuladas.filter((f) => !historiales.has(f.facturaId)),
      ...rechazadas.filter((f) => !historiales.has(f.facturaId)),
    ]);
    // An earlier month's invoice whose stored note falls in the month: its XML counts too.
    const delMes = new Set(cuentan.map((f) => f.facturaId));
    const notasGuardadas = anuladas.filter(
      (f) =>
        !delMes.has(f.facturaId) &&
        historiales.has(f.facturaId) &&
        notaDelMes(f, historiales.get(f.facturaId)!, mes),
    );
    total = cuentan.length + historialPorPedir.length + historiales.size + notasGuardadas.length;
    hechos = total - xmlPorPedir.length - historialPorPedir.length;
    for (const f of notasGuardadas) if (!documentos.has(f.facturaId) && !rehusado(f)) hechos -= 1;
    estado.fase = 'documentos';
    avisar();

    xmlPorPedir.forEach(pedirXml);
    for (const f of notasGuardadas) if (!documentos.has(f.facturaId) && !rehusado(f)) void pedirXml(f);
    for (const fila of historialPorPedir) {
      void enCola(async () => {
        try {
          const envios = await llamadas.respuestas(fila.facturaId, signal);
          datos!.historiales.set(fila.facturaId, envios);
          hechos += 1;
          datos!.version += 1;
          if (fila.estado === 'Anulada' && historialFinal(fila, envios)) {
            await almacen.guardarHistoriales([{ facturaId: fila.facturaId, envios }]);
          } else if (conservable(fila, envios)) {
            await almacen.guardarHistoriales([{ facturaId: fila.facturaId, envios, huella: huella(fila) }]);
          }
          if (!delMes.has(fila.facturaId) && notaDelMes(fila, envios, mes)) {
            total += 1;
            if (documentos.has(fila.facturaId) || rehusado(fila)) hechos += 1;
            else void pedirXml(fila);
          }
          avisar();
        } catch (e) {
          if (detenida() && errorStatus(e) !== 401) return;
          fallo(e);
          avisar();
        }
      }).catch(() => {});
    }
    // Every call, the ones a history adds included (they are queued before their history's task ends).
    await cola.onIdle();
  } catch (e) {
    if (!(e instanceof Detenida)) throw e;
  } finally {
    op.signal.removeEventListener('abort', alCancelar);
    cola.clear();
  }
  // What was fetched before a stop is still read and kept: it is never asked again.
  if (datos) await vaciar();
  if (estado.fase !== 'sesion') {
    if (op.signal.aborted) estado.fase = 'cancelada';
    else if (error !== null) estado.fase = 'error';
    else if (datos) estado.fase = 'completa';
    else estado.fase = 'error';
  }
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
        almacen
          .guardarFoto({
            mes,
            facturas: datos.facturas,
            anuladas: datos.anuladas,
            recibidos: datos.recibidos,
            historiales: datos.historiales,
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
