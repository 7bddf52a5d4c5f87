import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import {
  buscarCabys,
  consultarCabys,
  consultarContribuyente,
  consultarExoneracion,
  consultarTipoCambio,
  LIMITE_MS,
  RegistroError,
} from '@/features/registro-hacienda/api';
import { registroQueries } from '@/features/registro-hacienda/queries';
import { env } from '@/lib/env';

/*
 * The registry client against msw/node: the demo registry's own handlers, each failure mode put in
 * with server.use. A failure is a RegistroError whose message is the quiet line's sentence; "not in
 * the registry" is null.
 */

const API = env.haciendaUrl;
const AE = `${API}/fe/ae`;
const DOLAR = `${API}/indicadores/tc/dolar`;

const REGISTRADO = {
  nombre: 'DISTRIBUIDORA TROPICAL DEL VALLE SOCIEDAD ANONIMA',
  tipoIdentificacion: '02',
  regimen: { codigo: 1, descripcion: 'Régimen general' },
  situacion: { moroso: 'NO', omiso: 'NO', estado: 'Inscrito', administracionTributaria: 'San José Oeste' },
  actividades: [{ estado: 'A', tipo: 'P', codigo: '5141.0', descripcion: 'VENTA AL POR MAYOR' }],
};

/** Puts `respuesta` on /fe/ae and counts the requests it gets. */
function ae(respuesta: () => Response | Promise<Response>) {
  const pedidos: Request[] = [];
  server.use(
    http.get(AE, ({ request }) => {
      pedidos.push(request);
      return respuesta();
    }),
  );
  return pedidos;
}

/** A promise the test settles: the registry answers when the test says so. */
function compuerta() {
  let abrir!: () => void;
  const abierta = new Promise<void>((r) => (abrir = r));
  return { abierta, abrir };
}

async function motivoDe(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(RegistroError);
  return e as RegistroError;
}

describe('registry client: not in the registry is null', () => {
  it.each([
    [
      'a 404 (not registered)',
      () => HttpResponse.json({ code: 404, status: 'Information no available' }, { status: 404 }),
    ],
    [
      'a 400 (malformed number)',
      () => HttpResponse.json({ code: 400, status: 'Bad Request' }, { status: 400 }),
    ],
    [
      'an error body in a 200',
      () => HttpResponse.json({ code: 404, status: 'Information no available on this system' }),
    ],
  ])('%s', async (_, respuesta) => {
    ae(respuesta);
    await expect(consultarContribuyente('3101999999')).resolves.toBeNull();
  });

  it('the demo registry: a registered number reads, the not-registered case is null', async () => {
    await expect(consultarContribuyente('3101123456')).resolves.toMatchObject({
      nombre: 'DISTRIBUIDORA TROPICAL DEL VALLE SOCIEDAD ANONIMA',
      situacion: expect.objectContaining({ estado: 'Inscrito' }),
    });
    await expect(consultarContribuyente('155812345678')).resolves.toBeNull();
    await expect(consultarExoneracion('al-00123456-25')).resolves.toMatchObject({
      numeroDocumento: 'AL-00123456-25',
    });
    await expect(consultarExoneracion('AL-09999999-25')).resolves.toBeNull();
    await expect(consultarCabys('7133300000000')).resolves.toMatchObject({ impuesto: 0 });
    await expect(consultarCabys('1111111111111')).resolves.toBeNull();
    await expect(buscarCabys('seguros', 5)).resolves.toMatchObject({ total: 1, cantidad: 1 });
    await expect(consultarTipoCambio('dolar')).resolves.toMatchObject({ moneda: 'dolar', venta: 508.12 });
    await expect(consultarTipoCambio('euro')).resolves.toMatchObject({ moneda: 'euro', venta: 592.11 });
  });

  it('the demo answers "not registered" as a browser sees the real one: a refused connection, then the probe', async () => {
    const vistos: string[] = [];
    const escuchar = ({ request }: { request: Request }) => void vistos.push(new URL(request.url).pathname);
    server.events.on('request:start', escuchar);
    try {
      // A raw fetch cannot read a status: the CORS-less 404 is a network error in a browser.
      await expect(fetch(`${AE}?identificacion=155812345678`)).rejects.toThrow(TypeError);
      await expect(fetch(`${API}/fe/ex?autorizacion=AL-09999999-25`)).rejects.toThrow(TypeError);
      vistos.length = 0;
      await expect(consultarContribuyente('155812345678')).resolves.toBeNull();
      expect(vistos).toEqual(['/fe/ae', '/indicadores/tc/dolar']);
    } finally {
      server.events.removeListener('request:start', escuchar);
    }
  });

  it('a CABYS answer that holds another code is not taken for the one asked', async () => {
    server.use(
      http.get(`${API}/fe/cabys`, () =>
        HttpResponse.json([{ codigo: '7133300000100', descripcion: 'Otro', impuesto: 0, categorias: [] }]),
      ),
    );
    await expect(consultarCabys('7133300000000')).resolves.toBeNull();
  });
});

describe('registry client: a refused connection', () => {
  it('with the registry up (its probe answers) is a CORS-less 404: null', async () => {
    const pedidos = ae(() => HttpResponse.error());
    await expect(consultarContribuyente('3101999999')).resolves.toBeNull();
    expect(pedidos).toHaveLength(1);
  });

  it("with the probe down too is 'red', in Spanish", async () => {
    ae(() => HttpResponse.error());
    server.use(http.get(DOLAR, () => HttpResponse.error()));
    const e = await motivoDe(consultarContribuyente('3101999999'));
    expect(e.motivo).toBe('red');
    expect(e.message).toBe('no hubo conexión con su servicio (sin red, o la red de la oficina lo bloquea)');
  });
});

describe('registry client: failures are RegistroError with the quiet line’s sentence', () => {
  it("a 500 is 'servidor'", async () => {
    ae(() => HttpResponse.json({ code: 500, status: 'Internal Server Error' }, { status: 500 }));
    const e = await motivoDe(consultarContribuyente('3101999999'));
    expect(e.motivo).toBe('servidor');
    expect(e.message).toBe('su servicio respondió con un error (HTTP 500)');
  });

  it.each([429, 403])("a %i is 'limite'", async (status) => {
    ae(() => new HttpResponse(null, { status }));
    const e = await motivoDe(consultarContribuyente('3101999999'));
    expect(e.motivo).toBe('limite');
    expect(e.message).toBe(
      `limitó las consultas desde esta red (HTTP ${status}); intente de nuevo en unos minutos`,
    );
  });

  it.each([
    ['an HTML page', () => HttpResponse.text('<html><body>Access Denied</body></html>')],
    ['JSON of another shape', () => HttpResponse.json({ persona: 'x' })],
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
  ])("%s is 'respuesta'", async (_, respuesta) => {
    ae(respuesta);
    const e = await motivoDe(consultarContribuyente('3101999999'));
    expect(e.motivo).toBe('respuesta');
    expect(e.message).toBe('su respuesta no tiene la forma esperada');
  });

  it("an answer slower than the limit is 'tiempo', and not a moment before", async () => {
    vi.useFakeTimers();
    // Past the spacing after the previous test's lookups, so the lookup goes out at once.
    await vi.advanceTimersByTimeAsync(1_000);
    const pedidos = ae(() => new Promise<Response>(() => {}));
    let fin: unknown = 'pendiente';
    const p = consultarContribuyente('3101777777').then(
      (v) => (fin = v),
      (e: unknown) => (fin = e),
    );
    await vi.advanceTimersByTimeAsync(LIMITE_MS - 1);
    expect(pedidos).toHaveLength(1);
    expect(fin).toBe('pendiente');
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(fin).toBeInstanceOf(RegistroError);
    expect((fin as RegistroError).motivo).toBe('tiempo');
    expect((fin as RegistroError).message).toBe('no respondió en 5 segundos');
  });
});

describe('registry client: the caller’s abort', () => {
  it('rejects the lookup (not as a registry failure)', async () => {
    const pedidos = ae(() => new Promise<Response>(() => {}));
    const control = new AbortController();
    const p = consultarContribuyente('3101999999', control.signal);
    await vi.waitFor(() => expect(pedidos).toHaveLength(1));
    control.abort();
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).not.toBeNull();
    expect(e).not.toBeInstanceOf(RegistroError);
  });

  it('while the lookup waits its turn, rejects it and sends nothing', async () => {
    vi.useFakeTimers();
    const gate = compuerta();
    const pedidos = ae(() => gate.abierta.then(() => HttpResponse.json(REGISTRADO)));
    const primeras = [consultarContribuyente('3101000001'), consultarContribuyente('3101000002')];
    const control = new AbortController();
    const tercera = consultarContribuyente('3101000003', control.signal).then(
      () => 'respondió',
      () => 'rechazada',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    control.abort();
    gate.abrir();
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(primeras);
    await expect(tercera).resolves.toBe('rechazada');
    expect(pedidos.map((r) => new URL(r.url).searchParams.get('identificacion'))).toEqual([
      '3101000001',
      '3101000002',
    ]);
  });

  it('through react-query: the cancelled lookup is not kept, the next look asks again', async () => {
    const gate = compuerta();
    let respuesta: () => Promise<Response> = () => new Promise<Response>(() => {});
    const pedidos = ae(() => respuesta());
    const qc = new QueryClient();
    const q = registroQueries.contribuyente('3101123456');
    const primera = qc.fetchQuery(q);
    await vi.waitFor(() => expect(pedidos).toHaveLength(1));
    await qc.cancelQueries({ queryKey: q.queryKey });
    await expect(primera).rejects.toBeDefined();
    expect(qc.getQueryData(q.queryKey)).toBeUndefined();
    respuesta = () => gate.abierta.then(() => HttpResponse.json(REGISTRADO));
    gate.abrir();
    await expect(qc.fetchQuery(q)).resolves.toMatchObject({ nombre: REGISTRADO.nombre });
    expect(pedidos).toHaveLength(2);
  });
});

describe('registry client: only the number leaves the browser', () => {
  it('no Authorization, no cookie, no header at all, credentials omit, the number as the only parameter', async () => {
    document.cookie = 'JSESSIONID=sesion-de-la-app';
    localStorage.setItem('token', 'jwt-de-la-app');
    const pedidos = ae(() => HttpResponse.json(REGISTRADO));
    await consultarContribuyente('3101123456');
    const [r] = pedidos;
    expect(r!.method).toBe('GET');
    expect(r!.headers.get('authorization')).toBeNull();
    expect(r!.headers.get('cookie')).toBeNull();
    expect([...r!.headers.keys()]).toEqual([]);
    expect(r!.credentials).toBe('omit');
    expect(r!.referrerPolicy).toBe('no-referrer');
    const url = new URL(r!.url);
    expect(`${url.origin}${url.pathname}`).toBe(AE);
    expect([...url.searchParams]).toEqual([['identificacion', '3101123456']]);
    document.cookie = 'JSESSIONID=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});

describe('registry client: pacing', () => {
  it('never more than two lookups in flight', async () => {
    vi.useFakeTimers();
    let enVuelo = 0;
    let maximo = 0;
    const gates: Array<() => void> = [];
    const pedidos = ae(async () => {
      enVuelo++;
      maximo = Math.max(maximo, enVuelo);
      await new Promise<void>((r) => gates.push(r));
      enVuelo--;
      return HttpResponse.json(REGISTRADO);
    });
    const todas = Promise.all(
      ['3101000001', '3101000002', '3101000003', '3101000004', '3101000005'].map((id) =>
        consultarContribuyente(id),
      ),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pedidos).toHaveLength(2);
    while (gates.length) {
      gates.shift()!();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await expect(todas).resolves.toHaveLength(5);
    expect(pedidos).toHaveLength(5);
    expect(maximo).toBe(2);
  });

  it('a tenth of a second apart, so never more than ten in any second (D48)', async () => {
    vi.useFakeTimers();
    const salidas: number[] = [];
    ae(() => {
      salidas.push(Date.now());
      return HttpResponse.json(REGISTRADO);
    });
    const ids = Array.from({ length: 25 }, (_, i) => `31010000${String(i).padStart(2, '0')}`);
    const todas = Promise.all(ids.map((id) => consultarContribuyente(id)));
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(todas).resolves.toHaveLength(25);
    expect(salidas).toHaveLength(25);
    for (let i = 1; i < salidas.length; i++)
      expect(salidas[i]! - salidas[i - 1]!).toBeGreaterThanOrEqual(100);
    for (const t of salidas)
      expect(salidas.filter((x) => x >= t && x < t + 1_000).length).toBeLessThanOrEqual(10);
  });

  it('a clock put back does not hold the lookups', async () => {
    vi.useFakeTimers();
    const primera = consultarContribuyente('3101123456');
    await vi.advanceTimersByTimeAsync(1_000);
    await primera;
    vi.setSystemTime(Date.now() - 24 * 60 * 60 * 1000);
    let fin: unknown = 'pendiente';
    void consultarContribuyente('3101654321').then((v) => (fin = v));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fin).toMatchObject({ nombre: 'TEXTILES OROSI SOCIEDAD ANONIMA' });
  });
});

describe('registry client: the react-query cache asks once per key and day', () => {
  it('twice the same number, even at once, is one request; another number is another', async () => {
    const pedidos = ae(() => HttpResponse.json(REGISTRADO));
    const qc = new QueryClient();
    await Promise.all([
      qc.fetchQuery(registroQueries.contribuyente('3101123456')),
      qc.fetchQuery(registroQueries.contribuyente('3101123456')),
    ]);
    await qc.fetchQuery(registroQueries.contribuyente('3101123456'));
    expect(pedidos).toHaveLength(1);
    await qc.fetchQuery(registroQueries.contribuyente('3101654321'));
    expect(pedidos).toHaveLength(2);
  });

  it('a number not in the registry is kept as such for the day', async () => {
    const pedidos = ae(() => HttpResponse.json({ code: 404, status: 'x' }, { status: 404 }));
    const qc = new QueryClient();
    await expect(qc.fetchQuery(registroQueries.contribuyente('3101999999'))).resolves.toBeNull();
    await expect(qc.fetchQuery(registroQueries.contribuyente('3101999999'))).resolves.toBeNull();
    expect(pedidos).toHaveLength(1);
  });

  it('the next day asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 16, 0));
    const pedidos = ae(() => HttpResponse.json(REGISTRADO));
    const qc = new QueryClient();
    await qc.fetchQuery(registroQueries.contribuyente('3101123456'));
    vi.setSystemTime(new Date(2026, 10, 28, 8, 0));
    await qc.fetchQuery(registroQueries.contribuyente('3101123456'));
    expect(pedidos).toHaveLength(2);
  });

  it('a failure is not kept: the next look asks again', async () => {
    let status = 500;
    const pedidos = ae(() =>
      status === 200 ? HttpResponse.json(REGISTRADO) : new HttpResponse(null, { status }),
    );
    const qc = new QueryClient();
    await expect(qc.fetchQuery(registroQueries.contribuyente('3101123456'))).rejects.toBeInstanceOf(
      RegistroError,
    );
    status = 200;
    await expect(qc.fetchQuery(registroQueries.contribuyente('3101123456'))).resolves.toMatchObject({
      nombre: REGISTRADO.nombre,
    });
    expect(pedidos).toHaveLength(2);
  });
});
