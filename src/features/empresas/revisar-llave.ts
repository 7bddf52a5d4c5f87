import { tamanoTexto } from '@/lib/safe-file';
import { revisarFueraDelHilo } from '@/lib/revision-worker';
import { llaveRevision as t } from '@/messages/es-llave';
import type { EntradaLlave } from './p12-reader';
import { LLAVE_MAX_BYTES, type RevisionLlave } from './llave';

/*
 * The page's side of the signing key's check (D38): a file over 64 KB is refused by its size alone,
 * never read; any other is opened with its PIN in a Web Worker — the key derivation is CPU work, and
 * node-forge then loads into the worker, not the page. Where no worker can start, the same check loads
 * and runs here.
 */
export function revisarLlave(entrada: EntradaLlave): Promise<RevisionLlave> {
  if (entrada.archivo.size > LLAVE_MAX_BYTES) {
    return Promise.resolve({ ok: false, motivo: t.tamano(tamanoTexto(entrada.archivo.size)) });
  }
  const revisarAqui = async (e: EntradaLlave) => (await import('./p12-reader')).revisarLlaveP12(e);
  return revisarFueraDelHilo(entrada, revisarAqui, {
    enWorker: true,
    crear: () =>
      new Worker(new URL('./revisar-llave.worker.ts', import.meta.url), {
        type: 'module',
        name: 'revisar-llave',
      }),
  });
}
