import { http as mswHttp, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { confirmacionApi } from '@/features/confirmacion/contract';
import { dashboardApi } from '@/features/dashboard/contract';
import { facturasApi } from '@/features/facturas/contract';
import { callApi } from '@/lib/call-api';
import { ApiError } from '@/lib/errors';
import { http, request, TEXTO_LARGO } from '@/lib/http';
import { TOKEN_KEY } from '@/lib/token-store';
import { signIn } from '../../render-app';

/*
 * A list answer that may hold a thousand rows is parsed a few hundred rows at a time, with a turn of
 * the page's thread between (http.ts `parseRows`): the same result as parsing it whole, a row's
 * mismatch refused with its path, and the turns really taken.
 */

const RUTA = '/api/prueba/filas';
const fila = z.object({ id: z.number(), nombre: z.string() });
const respuesta = z.object({ filas: z.array(fila), total: z.number() });
const filas = (n: number) => Array.from({ length: n }, (_, id) => ({ id, nombre: `Fila ${id}`, extra: 1 }));

function sirve(body: Record<string, unknown>) {
  server.use(mswHttp.get(`*${RUTA}`, () => HttpResponse.json(body)));
}

beforeEach(() => signIn('admin'));

describe('a long list in an answer', () => {
  // The page's clock held: turns come by the count of rows alone, whatever this machine's speed
  // (por-turnos.test.ts shows the turn taken after 10 ms of work).
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
  });

  /**
   * A row schema that notes, for each row it parses, whether a timer set when the first row was
   * parsed has run: it runs only if the parse gave the thread a turn before that row.
   */
  function observada() {
    let turno = false;
    const vistas: boolean[] = [];
    const item = z.pipe(
      fila,
      z.transform((f) => {
        if (vistas.length === 0) setTimeout(() => (turno = true), 0);
        vistas.push(turno);
        return f;
      }),
    );
    return { item, vistas };
  }

  it.each([
    { n: 10, enUnaTarea: 10 },
    { n: 250, enUnaTarea: 250 },
    { n: 251, enUnaTarea: 250 },
    { n: 600, enUnaTarea: 250 },
  ])('$n rows: the whole answer parsed, the first $enUnaTarea in one task', async ({ n, enUnaTarea }) => {
    const body = { filas: filas(n), total: n };
    sirve(body);
    const { item, vistas } = observada();
    const leida = await request(z.object({ filas: z.array(item), total: z.number() }), { url: RUTA }, [
      { field: 'filas', item },
    ]);
    expect(leida).toEqual(respuesta.parse(body));
    // Unknown keys are dropped row by row as the whole parse drops them.
    expect(leida.filas[n - 1]).toEqual({ id: n - 1, nombre: `Fila ${n - 1}` });
    expect(vistas).toEqual(Array.from({ length: n }, (_, i) => i >= enUnaTarea));
  });

  it('parses no row of a long list in the task its answer came in', async () => {
    sirve({ filas: filas(600), total: 600 });
    // A timer set as the answer is handed over runs before the first row only if a turn came between.
    let turno = false;
    const marca = http.interceptors.response.use((r) => {
      setTimeout(() => (turno = true), 0);
      return r;
    });
    const vistas: boolean[] = [];
    const item = z.pipe(
      fila,
      z.transform((f) => {
        vistas.push(turno);
        return f;
      }),
    );
    try {
      await request(z.object({ filas: z.array(item), total: z.number() }), { url: RUTA }, [
        { field: 'filas', item },
      ]);
    } finally {
      http.interceptors.response.eject(marca);
    }
    expect(vistas).toHaveLength(600);
    expect(vistas[0]).toBe(true);
  });

  it.each([
    { como: 'a long', relleno: 200, despues: true },
    { como: 'a short', relleno: 0, despues: false },
  ])(
    "reads $como answer's JSON in a task after the one it came in: $despues",
    async ({ relleno, despues }) => {
      const body = { filas: filas(600).map((f) => ({ ...f, extra: 'x'.repeat(relleno) })), total: 600 };
      expect(JSON.stringify(body).length > TEXTO_LARGO).toBe(despues);
      sirve(body);
      // A timer set as the answer is handed over has run when its JSON is read only after a turn.
      let turno = false;
      const marca = http.interceptors.response.use((r) => {
        setTimeout(() => (turno = true), 0);
        return r;
      });
      const leer = JSON.parse;
      const lecturas: boolean[] = [];
      vi.spyOn(JSON, 'parse').mockImplementation((texto: string, ...resto) => {
        if (texto.includes('"Fila 599"')) lecturas.push(turno);
        return leer(texto, ...resto) as unknown;
      });
      try {
        const leida = await request(respuesta, { url: RUTA }, [{ field: 'filas', item: fila }]);
        expect(leida.filas).toHaveLength(600);
      } finally {
        http.interceptors.response.eject(marca);
      }
      expect(lecturas).toEqual([despues]);
    },
  );

  it("shows a long list's call's server message, its error answer read as JSON", async () => {
    server.use(
      mswHttp.get(`*${RUTA}`, () =>
        HttpResponse.json({ message: 'Sin permiso para la lista' }, { status: 400 }),
      ),
    );
    await expect(request(respuesta, { url: RUTA }, [{ field: 'filas', item: fila }])).rejects.toMatchObject({
      message: 'Sin permiso para la lista',
      status: 400,
    });
  });

  it('refuses a row that does not match, naming its place, as the whole answer would be refused', async () => {
    const body = { filas: filas(600), total: 600 };
    body.filas[412] = { id: 412, nombre: 7 as unknown as string, extra: 1 };
    sirve(body);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request(respuesta, { url: RUTA }, [{ field: 'filas', item: fila }])).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(error).toHaveBeenCalledWith(
      'Respuesta inesperada',
      RUTA,
      expect.arrayContaining([expect.objectContaining({ path: ['filas', 412, 'nombre'] })]),
    );
  });

  it('refuses an answer whose other fields do not match, however many rows', async () => {
    sirve({ filas: filas(600), total: 'muchas' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request(respuesta, { url: RUTA }, [{ field: 'filas', item: fila }])).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('parses each long list of an answer by turns, and a short one with the rest', async () => {
    const body = { filas: filas(600), otras: filas(300), pocas: filas(5), total: 905 };
    sirve(body);
    const a = observada();
    const b = observada();
    const esquema = z.object({
      filas: z.array(a.item),
      otras: z.array(b.item),
      pocas: z.array(fila),
      total: z.number(),
    });
    const leida = await request(esquema, { url: RUTA }, [
      { field: 'filas', item: a.item },
      { field: 'otras', item: b.item },
      { field: 'pocas', item: fila },
    ]);
    const entera = z.object({
      filas: z.array(fila),
      otras: z.array(fila),
      pocas: z.array(fila),
      total: z.number(),
    });
    expect(leida).toEqual(entera.parse(body));
    // In each long list, the rows past the first 250 came after a turn of the page's thread.
    expect(a.vistas.filter((turno) => !turno)).toHaveLength(250);
    expect(b.vistas.filter((turno) => !turno)).toHaveLength(250);
  });
});

describe("the contract's long lists", () => {
  /** The demo backend's own answer, its rows repeated past one slice. */
  async function largo(path: string, field: string) {
    const r = await fetch(`http://localhost${path}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` },
    });
    const body = (await r.json()) as Record<string, unknown[]>;
    const propias = body[field]!;
    expect(propias.length).toBeGreaterThan(0);
    const big = { ...body, [field]: Array.from({ length: 600 }, (_, i) => propias[i % propias.length]) };
    server.use(mswHttp.get(`*${path.split('?')[0]}`, () => HttpResponse.json(big)));
    return big;
  }

  it('Listado Facturas: the rows parsed in slices are the whole answer parsed', async () => {
    const query = {
      clienteId: 0,
      estado: 'TODOS',
      estadoPago: 'TODOS',
      enviadas: -1,
      fechaInicio: '',
      fechaFinal: '',
      pageNumber: 0,
      pageSize: 1000,
      cargados: true,
    };
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const big = await largo(`${facturasApi.lista.path}?${params}`, 'facturas');
    expect(await callApi(facturasApi.lista, { query })).toEqual(z.parse(facturasApi.lista.answer, big));
  });

  it("the Panel's figures: the pending receipts parsed in slices are the whole answer parsed", async () => {
    const big = await largo(dashboardApi.estadistica.path, 'pendientesFacturar');
    expect(await callApi(dashboardApi.estadistica, {})).toEqual(
      z.parse(dashboardApi.estadistica.answer, big),
    );
  });

  it('the received documents: the rows parsed in slices are the whole answer parsed', async () => {
    const query = { filter: '', fechaInicio: '', fechaFinal: '' };
    const big = await largo(`${confirmacionApi.lista.path}?${new URLSearchParams(query)}`, 'confirmRechazos');
    expect(await callApi(confirmacionApi.lista, { query })).toEqual(
      z.parse(confirmacionApi.lista.answer, big),
    );
  });
});
