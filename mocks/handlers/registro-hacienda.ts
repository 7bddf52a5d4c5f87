import { delay, http, HttpResponse } from 'msw';
import { env } from '@/lib/env';
import { HACIENDA_URL_PREDETERMINADA } from '@/lib/hacienda-url';
import { esAutorizacionHacienda, esIdentificacionConsultable } from '@/features/registro-hacienda/rules';
import { getDb, todayIso } from '../db';
import { CABYS_DEMO, contribuyenteDemo, exoneracionDemo, tipoCambioDemo } from '../lib/registro-hacienda';
import { runtime } from '../lib/runtime';

/*
 * Hacienda's public registry, as the demo answers it: the same addresses and shapes as
 * api.hacienda.go.cr, no token. Its 404 ('not registered') and 400 come from a layer that sends no
 * CORS header, so a browser never reads them: it sees a refused connection. The demo answers them
 * the same way, a network error, so the app takes the path it takes with the real registry — it asks
 * the dollar's rate, which answers, and reads the number as not registered (D48).
 */

const base = () => env.haciendaUrl || HACIENDA_URL_PREDETERMINADA;
/** A 404 or 400 without CORS, as a browser sees it. */
const sinCors = () => HttpResponse.error();
const noHay = sinCors;
const malPedido = sinCors;

async function latencia() {
  if (runtime.latency)
    await delay(runtime.latency[0] + Math.random() * (runtime.latency[1] - runtime.latency[0]));
}

/** The slow taxpayer answers after the app's 5-second limit. */
const LENTO_MS = 8_000;

export const registroHaciendaHandlers = [
  http.get(`${base()}/fe/ae`, async ({ request }) => {
    const id = new URL(request.url).searchParams.get('identificacion') ?? '';
    if (!esIdentificacionConsultable(id)) return malPedido();
    await latencia();
    const r = contribuyenteDemo(getDb(), id);
    if (r === 'lento') {
      await delay(LENTO_MS);
      return noHay();
    }
    if (r === 'error')
      return HttpResponse.json({ code: 500, status: 'Internal Server Error' }, { status: 500 });
    return r ? HttpResponse.json(r) : noHay();
  }),
  http.get(`${base()}/fe/ex`, async ({ request }) => {
    const doc = new URL(request.url).searchParams.get('autorizacion') ?? '';
    if (!esAutorizacionHacienda(doc)) return malPedido();
    await latencia();
    const r = exoneracionDemo(getDb(), doc);
    return r ? HttpResponse.json(r) : noHay();
  }),
  http.get(`${base()}/fe/cabys`, async ({ request }) => {
    const q = new URL(request.url).searchParams;
    await latencia();
    const codigo = q.get('codigo');
    if (codigo !== null) return HttpResponse.json(CABYS_DEMO.filter((c) => c.codigo === codigo.trim()));
    const texto = (q.get('q') ?? '').trim().toLowerCase();
    if (!texto) return malPedido();
    const top = Number(q.get('top')) || 10;
    const hallados = CABYS_DEMO.filter((c) => c.descripcion.toLowerCase().includes(texto)).map((c) => ({
      ...c,
      uri: `${base()}/fe/cabys?codigo=${c.codigo}`,
      estado: '',
    }));
    return HttpResponse.json({
      total: hallados.length,
      cantidad: Math.min(top, hallados.length),
      cabys: hallados.slice(0, top),
    });
  }),
  http.get(`${base()}/indicadores/tc/dolar`, async () => {
    await latencia();
    return HttpResponse.json(tipoCambioDemo(todayIso(runtime.now())).dolar);
  }),
  http.get(`${base()}/indicadores/tc/euro`, async () => {
    await latencia();
    return HttpResponse.json(tipoCambioDemo(todayIso(runtime.now())).euro);
  }),
  http.get(`${base()}/indicadores/tc`, async () => {
    await latencia();
    return HttpResponse.json(tipoCambioDemo(todayIso(runtime.now())));
  }),
];
