import { http as mswHttp, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { confirmacionApi } from '@/features/confirmacion/contract';
import { facturasApi } from '@/features/facturas/contract';
import { callApi } from '@/lib/call-api';
import { ApiError } from '@/lib/errors';
import { request } from '@/lib/http';
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
  it.each([10, 250, 251, 600])('%i rows: the same as the whole answer parsed at once', async (n) => {
    const body = { filas: filas(n), total: n };
    sirve(body);
    const leida = await request(respuesta, { url: RUTA }, { field: 'filas', item: fila });
    expect(leida).toEqual(respuesta.parse(body));
    // Unknown keys are dropped row by row as the whole parse drops them.
    expect(leida.filas[n - 1]).toEqual({ id: n - 1, nombre: `Fila ${n - 1}` });
  });

  it('takes a turn of the thread between slices: a timer set before runs before the later rows', async () => {
    let turno = false;
    const vistas: boolean[] = [];
    const observada = z.pipe(
      fila,
      z.transform((f) => {
        vistas.push(turno);
        return f;
      }),
    );
    sirve({ filas: filas(600), total: 600 });
    const hecha = request(
      z.object({ filas: z.array(observada), total: z.number() }),
      { url: RUTA },
      { field: 'filas', item: observada },
    );
    setTimeout(() => (turno = true), 0);
    await hecha;
    expect(vistas).toHaveLength(600);
    // The first slice runs in the answer's task; a later slice after the timer.
    expect(vistas[0]).toBe(false);
    expect(vistas[599]).toBe(true);
  });

  it('refuses a row that does not match, naming its place, as the whole answer would be refused', async () => {
    const body = { filas: filas(600), total: 600 };
    body.filas[412] = { id: 412, nombre: 7 as unknown as string, extra: 1 };
    sirve(body);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request(respuesta, { url: RUTA }, { field: 'filas', item: fila })).rejects.toBeInstanceOf(
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
    await expect(request(respuesta, { url: RUTA }, { field: 'filas', item: fila })).rejects.toBeInstanceOf(
      ApiError,
    );
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

  it('the received documents: the rows parsed in slices are the whole answer parsed', async () => {
    const query = { filter: '', fechaInicio: '', fechaFinal: '' };
    const big = await largo(`${confirmacionApi.lista.path}?${new URLSearchParams(query)}`, 'confirmRechazos');
    expect(await callApi(confirmacionApi.lista, { query })).toEqual(
      z.parse(confirmacionApi.lista.answer, big),
    );
  });
});
