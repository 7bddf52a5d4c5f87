// First: msw needs a localStorage when it is imported.
import './local-storage-shim';
import { atender } from './backend';
import { transferibles, type MensajeAlWorker } from './protocol';

/** The demo backend's thread (D74): the handlers and the demo's data, away from the page's. */
self.onmessage = async ({ data }: MessageEvent<MensajeAlWorker>) => {
  const respuesta = await atender(data.id, data.orden, data.ahora);
  try {
    self.postMessage(respuesta, { transfer: 'valor' in respuesta ? transferibles(respuesta.valor) : [] });
  } catch (error) {
    // A value that cannot cross (not cloneable): the page's request fails instead of waiting forever.
    self.postMessage({ id: data.id, fallo: String(error), guardar: respuesta.guardar });
  }
};
