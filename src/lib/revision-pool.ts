import { SIN_WORKER, type Mensaje } from './revision-worker';

/** A pool of workers for many checks: `revisar` queues, `cerrar` ends every worker. */
export type RevisionPool<E, R> = { revisar: (entrada: E) => Promise<R>; cerrar: () => void };

type Trabajo<E, R> = { entrada: E; resolve: (r: R) => void; reject: (e: unknown) => void };

/**
 * Up to `tamano` workers started by `crear`, each given one check at a time and kept for the next:
 * many files are checked side by side, none on the page's thread. A worker that cannot start or run
 * is dropped and its check runs here (said once on the console, as `revisarFueraDelHilo` does); with
 * no Worker at all every check runs here, one per task, so the page still paints between files.
 */
export function createRevisionPool<E, R>(
  revisar: (entrada: E) => Promise<R>,
  { tamano, crear }: { tamano: number; crear: () => Worker },
): RevisionPool<E, R> {
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
