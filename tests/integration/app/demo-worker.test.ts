import { createDb, getDb, setDb } from '@mocks/db';
import { parsePersisted, serializeDb } from '@mocks/db/persist';
import { CASOS_CONTRIBUYENTE } from '@mocks/lib/registro-hacienda';
import { runtime } from '@mocks/lib/runtime';
import { atender } from '@mocks/worker/backend';
import {
  aContestacion,
  aPedido,
  aResponse,
  type Contestacion,
  type Inicio,
  type MensajeDelWorker,
} from '@mocks/worker/protocol';
import { HACIENDA_URL_PREDETERMINADA } from '@/lib/hacienda-url';
import { tokenFor } from '../../render-app';

/**
 * The demo backend in the browser runs in a Web Worker: the page hands each request over as data and
 * builds the answer again (mocks/browser.ts). These cross the same conversions and the worker's own
 * logic, without the worker's thread.
 */

const { latency, onMutation, now } = runtime;
afterEach(() => {
  runtime.latency = latency;
  runtime.onMutation = onMutation;
  runtime.now = now;
});

const INICIO: Inicio = { escala: null, dia: '2026-11-22', guardado: null, latencia: [0, 0] };
let id = 0;

async function iniciar(inicio: Partial<Inicio> = {}) {
  return atender((id += 1), { tipo: 'iniciar', inicio: { ...INICIO, ...inicio } });
}

/** A request from the page to the worker and its answer back, as the page gets it. */
async function cruzar(request: Request): Promise<{ respuesta: Response | null; mensaje: MensajeDelWorker }> {
  const mensaje = await atender((id += 1), { tipo: 'pedido', pedido: await aPedido(request) });
  if ('fallo' in mensaje) return { respuesta: null, mensaje };
  const contestacion = mensaje.valor as Contestacion;
  return { respuesta: contestacion ? aResponse(contestacion) : null, mensaje };
}

const conToken = async (init: RequestInit = {}, role: 'usuario' | 'coordinador' = 'usuario') => ({
  ...init,
  headers: { Authorization: `Bearer ${await tokenFor(role)}`, ...(init.headers as object) },
});

describe('the demo backend through its worker', () => {
  it('answers a request as its handlers do: status, headers and body', async () => {
    await iniciar();
    const { respuesta } = await cruzar(new Request('http://localhost/api/usuario/data', await conToken()));
    expect(respuesta!.status).toBe(200);
    expect(respuesta!.headers.get('content-type')).toMatch(/application\/json/);
    expect(await respuesta!.json()).toMatchObject({ usuario: 'usuario', nombre: expect.any(String) });
  });

  it('sends the data’s new text with the answer that changed it, and nothing with a read', async () => {
    await iniciar();
    const cambio = await cruzar(
      new Request(
        'http://localhost/api/usuario/update/npw',
        await conToken({
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ clave: 'usuario', claveNueva: 'otra', nombre: 'Jorge del Worker' }),
        }),
      ),
    );
    expect(cambio.respuesta!.status).toBe(200);
    const guardado = parsePersisted(cambio.mensaje.guardar ?? null);
    expect(guardado?.meta).toEqual({ seedDate: '2026-11-22', scale: 1 });
    expect(JSON.stringify(guardado?.changes)).toContain('Jorge del Worker');

    const lectura = await cruzar(new Request('http://localhost/api/usuario/data', await conToken()));
    expect(lectura.respuesta!.status).toBe(200);
    expect(lectura.mensaje.guardar).toBeUndefined();
  });

  it('starts from the text the page stored, and its first reply gives the page that data to store', async () => {
    const antes = createDb({ seedDate: '2026-11-22', scale: 1 });
    antes.usuarios.update(antes.usuarios.find((u) => u.usuario === 'usuario')!.id, { nombre: 'Guardado' });
    setDb(createDb({ seedDate: '2026-11-20', scale: 1 }));

    const primera = await iniciar({ dia: null, guardado: serializeDb(antes) });
    expect(getDb().meta).toEqual({ seedDate: '2026-11-22', scale: 1 });
    expect(getDb().usuarios.find((u) => u.usuario === 'usuario')?.nombre).toBe('Guardado');
    expect(parsePersisted(primera.guardar ?? null)?.changes).toEqual(
      parsePersisted(serializeDb(antes))?.changes,
    );
  });

  it('carries an upload’s multipart body whole, file name included', async () => {
    await iniciar();
    const boundary = '----demo-worker';
    const csv = [
      'recibo,aduana,ano,dua,regimen,fecha,estado,responsable,estadoAforo',
      '24600,Aduana de Limón,2026,777001,Depósito fiscal,2026-11-20,ACEPTADO,Jorge Arias Navarro,PENDIENTE',
    ].join('\r\n');
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="TICA noviembre.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const init = {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    };
    const { respuesta } = await cruzar(
      new Request('http://localhost/api/tica/upload', await conToken(init, 'coordinador')),
    );
    expect(respuesta!.status).toBe(200);
    expect(await respuesta!.json()).toEqual({
      message: 'Archivo TICA noviembre.csv: 1 filas leídas, 1 agregadas y 0 actualizadas',
      filas: 1,
    });
    expect(getDb().ticas.find((t) => t.dua === '777001')?.reciboId).toBe(24600);
  });

  it('gives Hacienda’s 404 without CORS as a network error, and an address it does not serve as no answer', async () => {
    await iniciar();
    const noRegistrado = await cruzar(
      new Request(`${HACIENDA_URL_PREDETERMINADA}/fe/ae?identificacion=${CASOS_CONTRIBUYENTE.noRegistrado}`),
    );
    expect(noRegistrado.mensaje).toMatchObject({ valor: 'error-de-red' });
    expect(noRegistrado.respuesta!.type).toBe('error');

    const ajena = await cruzar(new Request('https://ejemplo.test/otra-cosa'));
    expect(ajena.mensaje).toMatchObject({ valor: null });
    expect(ajena.respuesta).toBeNull();
  });

  it('keeps the page’s clock: the day it seeds and the token’s expiry are the page’s', async () => {
    const pagina = Date.parse('2027-03-15T15:00:00Z');
    await atender((id += 1), { tipo: 'iniciar', inicio: { ...INICIO, dia: null } }, pagina);
    expect(getDb().meta.seedDate).toBe('2027-03-15');

    const pedido = await aPedido(
      new Request('http://localhost/oauth/token', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa('frontendapp:secreto')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ username: 'usuario', password: 'usuario', grant_type: 'password' }),
      }),
    );
    const una = await atender((id += 1), { tipo: 'pedido', pedido }, pagina + 60_000);
    expect(una).toMatchObject({ valor: { estado: 200 } });
    const contestacion = (una as { valor: Exclude<Contestacion, null> }).valor;
    const token = ((await aResponse(contestacion).json()) as { access_token: string }).access_token;
    const exp = (
      JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }
    ).exp;
    expect(exp * 1000).toBeGreaterThanOrEqual(pagina + 60_000 + 12 * 3600_000 - 5_000);
    expect(exp * 1000).toBeLessThanOrEqual(pagina + 60_000 + 12 * 3600_000 + 5_000);
  });

  it('gives a status without a body no body, and says why an order failed', async () => {
    const sinCuerpo = await aContestacion(new Response(null, { status: 204 }));
    expect(sinCuerpo).toMatchObject({ estado: 204, cuerpo: null });
    expect(aResponse(sinCuerpo!).status).toBe(204);

    const fallo = await atender((id += 1), {
      tipo: 'pedido',
      pedido: {
        metodo: 'GET',
        url: 'http://localhost/api/usuario/data',
        cabeceras: [],
        cuerpo: new ArrayBuffer(1),
      },
    });
    expect(fallo).toMatchObject({ fallo: expect.stringMatching(/body/i) });
  });
});
