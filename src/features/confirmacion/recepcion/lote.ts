import { errorMessage, errorStatus } from '@/lib/errors';
import type { Accion } from '../api';
import { confirmacionHecha, rechazoHecho } from '../rules';
import type { Envio } from './rows';

/*
 * One answer for many received documents (C11): for each, the spec's own calls in order — the upload,
 * then `ok` or `rechazo` with its fileName and the message — at most two documents at a time. No React
 * and no HTTP here: the calls are given, so the rules are tested without a page.
 */

export type LlamadasLote = {
  /** POST …/upload: the server's file name, or why it read no document. */
  subir: (archivo: File) => Promise<{ fileName: string; documento: boolean; mensaje: string }>;
  /** GET …/ok or …/rechazo. */
  responder: (
    accion: Accion,
    fileName: string,
    mensaje: string,
  ) => Promise<{ result: number; resultStr: string }>;
};

export type ItemLote = { id: number; archivo: File };

/** Why the batch ended: all done, cancelled (the rest left ready), or the session expired (401). */
export type FinLote = 'completo' | 'cancelado' | 'sesion';

export type Lote = {
  /** Lets the documents in flight finish; the others are not started and stay ready. */
  cancelar: () => void;
  terminado: Promise<FinLote>;
};

export const EN_VUELO = 2;

/** Sentinel of a 401 inside one document's work: the batch stops, the document stays ready. */
class SesionExpirada extends Error {}

export function responderLote({
  items,
  accion,
  mensaje,
  llamadas,
  alCambiar,
  enVuelo = EN_VUELO,
}: {
  items: readonly ItemLote[];
  accion: Accion;
  mensaje: string;
  llamadas: LlamadasLote;
  /** Each row's new state: 'enviando', then 'hecho' or 'fallido' (or 'ninguno' again after a 401). */
  alCambiar: (id: number, envio: Envio) => void;
  enVuelo?: number;
}): Lote {
  const cola = [...items];
  let fin: FinLote | null = null;

  const uno = async ({ id, archivo }: ItemLote) => {
    alCambiar(id, { tipo: 'enviando' });
    try {
      const subido = await llamadas.subir(archivo);
      if (!subido.documento) {
        alCambiar(id, { tipo: 'fallido', mensaje: subido.mensaje });
        return;
      }
      const r = await llamadas.responder(accion, subido.fileName, mensaje);
      const hecho = accion === 'confirmar' ? confirmacionHecha(r.result) : rechazoHecho(r.result);
      alCambiar(id, hecho ? { tipo: 'hecho', accion } : { tipo: 'fallido', mensaje: r.resultStr });
    } catch (error) {
      if (errorStatus(error) === 401) {
        // Not answered: the server refused the call. The document stays ready for the next batch.
        alCambiar(id, { tipo: 'ninguno' });
        throw new SesionExpirada();
      }
      alCambiar(id, { tipo: 'fallido', mensaje: errorMessage(error) });
    }
  };

  const trabajador = async () => {
    while (fin === null && cola.length > 0) {
      try {
        await uno(cola.shift()!);
      } catch (error) {
        if (error instanceof SesionExpirada) fin = 'sesion';
        else throw error;
      }
    }
  };

  const terminado = Promise.all(Array.from({ length: Math.max(1, enVuelo) }, trabajador)).then(
    (): FinLote => fin ?? 'completo',
  );
  return {
    cancelar: () => {
      fin ??= 'cancelado';
    },
    terminado,
  };
}
