/*
 * A file's check off the page's thread (issue 19, decision D30). The check itself is a pure function;
 * a Web Worker is only its transport, used when the file is big enough for the check to take longer
 * than a frame budget would allow (the threshold is each format's, measured). Where there is no
 * Worker (jsdom, an old browser) or it cannot start, the check runs here instead: same answer.
 */

/** The console's note when a worker could not do the check (the browser tests look for it). */
export const SIN_WORKER = 'La revisión del archivo no corrió en un Web Worker; se hizo en la página';

type Mensaje<T> = { ok: true; valor: T } | { ok: false; error: string };

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

/** A pool of workers for many checks (issue 26): `revisar` queues, `cerrar` ends every worker. */
export type PoolDeRevision<E, R> = { revisar: (entrada: E) => Promise<R>; cerrar: () => void };

type Trabajo<E, R> = { entrada: E; resolve: (r: R) => void; reject: (e: unknown) => void };

/**
 * Up to `tamano` workers started by `crear`, each given one check at a time and kept for the next:
 * many files are checked side by side, none on the page's thread. A worker that cannot start or run
 * is dropped and its check runs here (said once on the console, as `revisarFueraDelHilo` does); with
 * no Worker at all every check runs here, one per task, so the page still paints between files.
 */
export function crearPoolDeRevision<E, R>(
  revisar: (entrada: E) => Promise<R>,
  { tamano, crear }: { tamano: number; crear: () => Worker },
): PoolDeRevision<E, R> {
  const cola: Trabajo<E, R>[] = [];
  const libres: Worker[] = [];
  const todos = new Set<Worker>();
  let cerrado = false;
  let sinWorkers = typeof Worker === 'undefined';

  const aqui = (t: Trabajo<E, R>) =>
    setTimeout(() => {
      revisar(t.entrada).then(t.resolve, t.reject);
    }, 0);

  const dar = (w: Worker, t: Trabajo<E, R>) => {
    w.onmessage = (e: MessageEvent<Mensaje<R>>) => {
      if (e.data.ok) t.resolve(e.data.valor);
      else t.reject(new Error(e.data.error));
      libres.push(w);
      siguiente();
    };
    w.onerror = (e) => {
      e.preventDefault();
      w.terminate();
      todos.delete(w);
      if (todos.size === 0) {
        sinWorkers = true;
        console.warn(`${SIN_WORKER}: ${e.message || 'no se pudo iniciar'}`);
      }
      aqui(t);
      siguiente();
    };
    w.postMessage(t.entrada);
  };

  const siguiente = () => {
    while (!cerrado && cola.length > 0) {
      if (sinWorkers) {
        aqui(cola.shift()!);
        continue;
      }
      let w = libres.pop();
      if (!w && todos.size < tamano) {
        try {
          w = crear();
          todos.add(w);
        } catch {
          sinWorkers = todos.size === 0;
          if (sinWorkers) continue;
        }
      }
      if (!w) return;
      dar(w, cola.shift()!);
    }
  };

  return {
    revisar: (entrada) =>
      new Promise<R>((resolve, reject) => {
        cola.push({ entrada, resolve, reject });
        siguiente();
      }),
    cerrar: () => {
      cerrado = true;
      cola.length = 0;
      for (const w of todos) w.terminate();
      todos.clear();
      libres.length = 0;
    },
  };
}
