import { revisarFueraDelHilo, SIN_WORKER } from '@/lib/revision-worker';

/*
 * The Web Worker is only the transport of a file's check (decision D30): jsdom has none, so
 * a stand-in records what the page would post, and answers like the worker module would (or fails to
 * start, as one blocked by a Content-Security-Policy).
 */

type Recibido = { entrada: unknown; terminado: boolean };

function workerFalso(responder: (w: WorkerFalso, entrada: unknown) => void, recibidos: Recibido[]) {
  return class extends EventTarget {
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: ErrorEvent) => void) | null = null;
    private readonly registro: Recibido = { entrada: undefined, terminado: false };
    constructor() {
      super();
      recibidos.push(this.registro);
    }
    postMessage(entrada: unknown) {
      this.registro.entrada = entrada;
      queueMicrotask(() => responder(this as unknown as WorkerFalso, entrada));
    }
    terminate() {
      this.registro.terminado = true;
    }
  };
}
type WorkerFalso = {
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

let aqui = vi.fn(async (n: number) => `aquí ${n}`);

describe('revisarFueraDelHilo', () => {
  beforeEach(() => {
    aqui = vi.fn(async (n: number) => `aquí ${n}`);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a small file is checked on the page: no worker is started', async () => {
    const crear = vi.fn<() => Worker>();
    await expect(revisarFueraDelHilo(1, aqui, { enWorker: false, crear })).resolves.toBe('aquí 1');
    expect(crear).not.toHaveBeenCalled();
  });

  it('where there is no Worker (jsdom) a big file is checked on the page', async () => {
    expect(typeof Worker).toBe('undefined');
    const crear = vi.fn<() => Worker>();
    await expect(revisarFueraDelHilo(2, aqui, { enWorker: true, crear })).resolves.toBe('aquí 2');
    expect(crear).not.toHaveBeenCalled();
  });

  it('a big file goes to the worker, which answers and is ended; the page does not check it', async () => {
    const recibidos: Recibido[] = [];
    const Falso = workerFalso(
      (w, entrada) =>
        w.onmessage?.({ data: { ok: true, valor: `worker ${String(entrada)}` } } as MessageEvent),
      recibidos,
    );
    vi.stubGlobal('Worker', Falso);
    const r = await revisarFueraDelHilo(3, aqui, { enWorker: true, crear: () => new Worker('x') });
    expect(r).toBe('worker 3');
    expect(recibidos).toEqual([{ entrada: 3, terminado: true }]);
    expect(aqui).not.toHaveBeenCalled();
  });

  it('a check that fails in the worker rejects (the screen then refuses the file); one that cannot start runs here, said on the console', async () => {
    const recibidos: Recibido[] = [];
    vi.stubGlobal(
      'Worker',
      workerFalso(
        (w) => w.onmessage?.({ data: { ok: false, error: 'Error: sin memoria' } } as MessageEvent),
        recibidos,
      ),
    );
    await expect(
      revisarFueraDelHilo(4, aqui, { enWorker: true, crear: () => new Worker('x') }),
    ).rejects.toThrow('Error: sin memoria');
    vi.stubGlobal(
      'Worker',
      workerFalso((w) => w.onerror?.(new ErrorEvent('error', { message: 'bloqueado' })), recibidos),
    );
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      revisarFueraDelHilo(5, aqui, { enWorker: true, crear: () => new Worker('x') }),
    ).resolves.toBe('aquí 5');
    expect(aviso).toHaveBeenCalledWith(`${SIN_WORKER}: bloqueado`);
    expect(recibidos.map((r) => r.terminado)).toEqual([true, true]);
  });
});
