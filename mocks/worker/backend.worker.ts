// First: msw needs a localStorage when it is imported.
import './local-storage-shim';
import { atender } from './backend';
import { transferibles, type MensajeAlWorker } from './protocol';

/** The demo backend's thread (D74): the handlers and the demo's data, away from the page's. */
self.onmessage = async ({ data }: MessageEvent<MensajeAlWorker>) => {
  const respuesta = await atender(data.id, data.orden, data.ahora);
  self.postMessage(respuesta, { transfer: 'valor' in respuesta ? transferibles(respuesta.valor) : [] });
};
