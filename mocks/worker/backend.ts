import { getResponse } from 'msw';
import { getDb, resetDb, setDb, todayIso } from '../db';
import { parsePersisted, restoreDb, serializeDb } from '../db/persist';
import { handlers } from '../handlers';
import { runtime } from '../lib/runtime';
import { aContestacion, aRequest, type Inicio, type MensajeDelWorker, type Orden } from './protocol';

let cambiado = false;
let dia: string | null = null;
/** How far the page's clock is from this thread's (Playwright's clock moves only the page's). */
let desfase = 0;

function iniciar(inicio: Inicio) {
  dia = inicio.dia;
  runtime.now = () => new Date(Date.now() + desfase);
  setDb(restoreDb(inicio.escala, inicio.dia, parsePersisted(inicio.guardado)));
  runtime.latency = inicio.latencia;
  runtime.onMutation = () => {
    cambiado = true;
  };
  // The page stores the data it starts with: the scale and day it was made for.
  cambiado = true;
}

async function hacer(orden: Orden): Promise<unknown> {
  switch (orden.tipo) {
    case 'iniciar':
      return iniciar(orden.inicio);
    case 'pedido':
      return aContestacion(await getResponse(handlers, aRequest(orden.pedido)));
    case 'reiniciar':
      resetDb({ scale: getDb().meta.scale, seedDate: dia ?? todayIso() });
      cambiado = true;
      return undefined;
    // The samples (decision C10) and fflate load when first asked for, not with the demo.
    case 'muestras-recepcion': {
      const m = await import('../files/muestras-recepcion');
      return m.comoArchivos(m.muestrasRecepcion(getDb(), runtime.now()));
    }
    case 'muestras-recepcion-zip': {
      const m = await import('../files/muestras-recepcion');
      return m.comoZip(m.muestrasRecepcion(getDb(), runtime.now()));
    }
    case 'muestras-cierre-iva': {
      const [m, c] = await Promise.all([
        import('../files/muestras-recepcion'),
        import('../files/cierre-iva-proveedores'),
      ]);
      return m.comoArchivos(c.muestrasCierreIva(getDb(), orden.mes));
    }
  }
}

/**
 * Does what the page asks and says what came of it. When the demo's data changed, the reply carries
 * its new text: the page holds it before the app sees the answer that changed it, and stores it a
 * moment later or as the page goes (a reload keeps every change the app saw confirmed).
 */
export async function atender(id: number, orden: Orden, ahora = Date.now()): Promise<MensajeDelWorker> {
  desfase = ahora - Date.now();
  let respuesta: MensajeDelWorker;
  try {
    respuesta = { id, valor: await hacer(orden) };
  } catch (error) {
    respuesta = { id, fallo: error instanceof Error ? error.message : String(error) };
  }
  if (cambiado) {
    cambiado = false;
    respuesta.guardar = serializeDb(getDb());
  }
  return respuesta;
}
