/*
 * A file's check off the page's thread (decision D30). The check itself is a pure function;
 * a Web Worker is only its transport, used when the file is big enough for the check to take longer
 * than a frame budget would allow (the threshold is each format's, measured). Where there is no
 * Worker (the tests' DOM, an old browser) or it cannot start, the check runs here instead: same answer.
 */

/** The console's note when a worker could not do the check (the browser tests look for it). */
export const SIN_WORKER = 'La revisión del archivo no corrió en un Web Worker; se hizo en la página';

export type Mensaje<T> = { ok: true; valor: T } | { ok: false; error: string };

/**
 * Runs `revisar(entrada)` in the worker `crear()` starts when `enWorker`, else directly. The worker is
 * started for this one check and ended after it.
 */
export function revisarFueraDelHilo<E, R>(
  entrada: E,
  revisar: (entrada: E) => Promise<R>,
  { enWorker, crear }: { enWorker: boolean; crear: () => Worker },
): Promise<R> {
  if (!enWorker || typeof Worker === 'undefined') return revisar(entrada);
  let worker: Worker;
  try {
    worker = crear();
  } catch {
    return revisar(entrada);
  }
  return new Promise<R>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<Mensaje<R>>) => {
      worker.terminate();
      if (e.data.ok) resolve(e.data.valor);
      else reject(new Error(e.data.error));
    };
    // A worker that fails to load or to run: the same check, here (and said, for whoever looks).
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      console.warn(`${SIN_WORKER}: ${e.message || 'no se pudo iniciar'}`);
      revisar(entrada).then(resolve, reject);
    };
    worker.postMessage(entrada);
  });
}

/** Inside a worker module: answers each message with `revisar(mensaje)`. */
export function atenderRevisiones<E, R>(revisar: (entrada: E) => Promise<R>): void {
  const ambito = globalThis as unknown as {
    onmessage: ((e: MessageEvent<E>) => void) | null;
    postMessage: (mensaje: Mensaje<R>) => void;
  };
  ambito.onmessage = (e) => {
    revisar(e.data).then(
      (valor) => ambito.postMessage({ ok: true, valor }),
      (error: unknown) => ambito.postMessage({ ok: false, error: String(error) }),
    );
  };
}
