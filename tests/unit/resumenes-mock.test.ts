import * as z from 'zod/mini';
import { endOfMonth, format, startOfMonth, subMonths } from 'date-fns';
import { getDb } from '@mocks/db';
import { SIN_TRAMITE, calcularResumen } from '@mocks/handlers/resumenes';
import { fold } from '@mocks/lib/route';
import { toQueryDate } from '@/lib/dates';
import { productToCentimos, toCentimos } from '@/lib/money';
import { resumenesApi } from '@/features/resumenes/contract';
import { RESUMENES, agrupar, resumenParams } from '@/features/resumenes/rules';
import { filasPaginadas } from '@/lib/paging';
import { callApi } from '../mock-api';
import { demoUser } from '../render-app';

/*
 * The summaries of the mock (decisions S1–S6) are computed from the store the lists read:
 * every total is the sum of the invoices, receipts or TICA rows behind it.
 */

const admin = () => demoUser('admin');
/** A summary's query as the mock's handler reads it: through the call's contract. */
const q = (params: Record<string, string | number>) => z.parse(resumenesApi.clientes.query, params);

/** A wide range: the last 12 months up to the end of this one (the seed's whole life). */
const ahora = new Date();
const anio = {
  fechaInicio: toQueryDate(startOfMonth(subMonths(ahora, 12))),
  fechaFinal: toQueryDate(endOfMonth(ahora)),
};
const dia = (d: string) => {
  const [dd, mm, yyyy] = d.split('-').map(Number) as [number, number, number];
  return format(new Date(yyyy, mm - 1, dd), 'yyyy-MM-dd');
};
const dentro = (iso: string, r: { fechaInicio: string; fechaFinal: string }) =>
  iso.slice(0, 10) >= dia(r.fechaInicio) && iso.slice(0, 10) <= dia(r.fechaFinal);

const sumaCentimos = (values: number[]) => values.reduce((a, v) => a + toCentimos(v), 0);

describe('summaries of the mock: totals are sums over the store', () => {
  it('client summary: amount and count per (client, procedure type) are the sums of the invoices behind them; monto is their sum', () => {
    const db = getDb();
    const user = admin();
    const { filas, monto } = calcularResumen(db, user, 'clientes', q(anio));
    const facturas = db.facturas.filter(
      (f) => f.empresaId === user.empresaId && f.estado !== 'Anulada' && dentro(f.fechaFacturacion, anio),
    );
    expect(facturas.length).toBeGreaterThan(20);
    const colones = (f: (typeof facturas)[number]) =>
      productToCentimos([f.total, db.tiposCambio.get(f.tipoCambioId)!.venta]);

    expect(filas.reduce((a, f) => a + f.cantidad, 0)).toBe(facturas.length);
    const esperado = facturas.reduce((a, f) => a + colones(f), 0);
    expect(toCentimos(monto)).toBe(esperado);
    expect(sumaCentimos(filas.map((f) => f.total ?? 0))).toBe(esperado);

    // Each row against its own invoices.
    for (const fila of filas.slice(0, 8)) {
      const suyas = facturas.filter((f) => {
        const tipoId = f.reciboId ? db.recibos.get(f.reciboId)!.tipoId : 0;
        const tipo = tipoId ? db.tiposTramite.get(tipoId)!.nombre : SIN_TRAMITE;
        return db.clientes.get(f.clienteId)!.nombre === fila.cliente && tipo === fila.tipo;
      });
      expect(fila.cantidad).toBe(suyas.length);
      expect(toCentimos(fila.total)).toBe(suyas.reduce((a, f) => a + colones(f), 0));
    }
    // Largest amount first.
    const totales = filas.map((f) => f.total ?? 0);
    expect(totales).toEqual([...totales].sort((a, b) => b - a));
  });

  it('client summary filters by client and procedure type', () => {
    const db = getDb();
    const user = admin();
    const { filas: todas } = calcularResumen(db, user, 'clientes', q(anio));
    const fila = todas.find((f) => f.tipo !== SIN_TRAMITE)!;
    const clienteId = db.clientes.find((c) => c.nombre === fila.cliente)!.id;
    const tipoId = db.tiposTramite.find((t) => t.nombre === fila.tipo)!.id;
    const { filas, monto } = calcularResumen(db, user, 'clientes', q({ ...anio, clienteId, tipoId }));
    expect(filas).toEqual([fila]);
    expect(monto).toBe(fila.total);
  });

  it('handler summary: counts per (handler, procedure type, client) add up to the receipts of the range', () => {
    const db = getDb();
    const user = admin();
    const { filas, monto } = calcularResumen(db, user, 'encargado', q(anio));
    const recibos = db.recibos.filter((r) => dentro(r.fecha, anio));
    expect(filas.reduce((a, f) => a + f.cantidad, 0)).toBe(recibos.length);
    expect(monto).toBe(0);
    const encargado = db.usuarios.get(recibos[0]!.encargadoId)!;
    const suyas = calcularResumen(db, user, 'encargado', q({ ...anio, encargadoId: encargado.id })).filas;
    expect(new Set(suyas.map((f) => f.encargado))).toEqual(new Set([encargado.nombre]));
    expect(suyas.reduce((a, f) => a + f.cantidad, 0)).toBe(
      recibos.filter((r) => r.encargadoId === encargado.id).length,
    );
    const cantidades = filas.map((f) => f.cantidad);
    expect(cantidades).toEqual([...cantidades].sort((a, b) => b - a));
  });

  it('TICA summary: counts per (handler, regime, office) add up to the TICA rows of the range; the handler is the user named responsable', () => {
    const db = getDb();
    const user = admin();
    const { filas } = calcularResumen(db, user, 'tica', q(anio));
    const ticas = db.ticas.filter((t) => dentro(t.fecha, anio));
    expect(ticas.length).toBeGreaterThan(0);
    expect(filas.reduce((a, f) => a + f.cantidad, 0)).toBe(ticas.length);

    const u = db.usuarios.find((x) => ticas.some((t) => fold(t.responsable) === fold(x.nombre)))!;
    const regimenId = ticas.find((t) => fold(t.responsable) === fold(u.nombre))!.regimenId;
    const { filas: suyas } = calcularResumen(db, user, 'tica', q({ ...anio, encargadoId: u.id, regimenId }));
    expect(suyas.reduce((a, f) => a + f.cantidad, 0)).toBe(
      ticas.filter((t) => fold(t.responsable) === fold(u.nombre) && t.regimenId === regimenId).length,
    );
    expect(new Set(suyas.map((f) => f.regimen))).toEqual(new Set([db.regimenes.get(regimenId)!.nombre]));
  });

  it.each(['clientes', 'encargado', 'tica'] as const)(
    '%s: no dates sent → the current month of the server clock, echoed D-M-YYYY',
    (id) => {
      const db = getDb();
      const now = new Date(2026, 1, 14, 10, 0, 0);
      const { rango, filas } = calcularResumen(db, admin(), id, q({}), now);
      expect([rango.fechaInicio, rango.fechaFinal]).toEqual(['1-2-2026', '28-2-2026']);
      const explicito = calcularResumen(
        db,
        admin(),
        id,
        q({ fechaInicio: '1-2-2026', fechaFinal: '28-2-2026' }),
        now,
      );
      expect(filas).toEqual(explicito.filas);
    },
  );
});

describe('summary endpoints (API.md Summaries)', () => {
  it('page by the page size, with total and pagesTotal; the pages together are the whole summary', async () => {
    const params = new URLSearchParams({
      ...anio,
      encargadoId: '0',
      clienteId: '0',
      cargados: 'true',
      pageSize: '25',
    });
    const first = await callApi('GET', `/api/resumen/tramite-encargados/list?${params}&pageNumber=0`, {
      role: 'admin',
    });
    const body = first.json as {
      tramites: unknown[];
      total: number;
      pagesTotal: number;
      fechaInicio: string;
    };
    expect(first.status).toBe(200);
    expect(body.tramites).toHaveLength(25);
    expect(body.pagesTotal).toBe(Math.ceil(body.total / 25) - 1);
    expect(body.fechaInicio).toBe(anio.fechaInicio);
    const all: unknown[] = [];
    for (let p = 0; p <= body.pagesTotal; p++) {
      const page = await callApi('GET', `/api/resumen/tramite-encargados/list?${params}&pageNumber=${p}`, {
        role: 'admin',
      });
      all.push(...(page.json as { tramites: unknown[] }).tramites);
    }
    expect(all).toEqual(calcularResumen(getDb(), admin(), 'encargado', q(anio)).filas);
  });

  it('cargados=false brings the option lists of that summary only; cargados=true leaves them out', async () => {
    const db = getDb();
    const lists = async (path: string, cargados: boolean) =>
      Object.keys((await callApi('GET', `${path}?cargados=${cargados}`, { role: 'admin' })).json as object)
        .filter((k) => ['tipos', 'clientes', 'encargados', 'regimenAduaneros'].includes(k))
        .sort();
    expect(await lists('/api/resumen/factura/list', false)).toEqual(['clientes', 'tipos']);
    expect(await lists('/api/resumen/tramite-encargados/list', false)).toEqual(['clientes', 'encargados']);
    expect(await lists('/api/resumen/tica-encargados/list', false)).toEqual([
      'encargados',
      'regimenAduaneros',
    ]);
    for (const path of Object.values(resumenesApi).map((c) => c.path))
      expect(await lists(path, true)).toEqual([]);
    const body = (await callApi('GET', '/api/resumen/tica-encargados/list?cargados=false', { role: 'admin' }))
      .json as { regimenAduaneros: unknown[]; encargados: unknown[] };
    expect(body.regimenAduaneros).toHaveLength(db.regimenes.size);
    expect(body.encargados).toHaveLength(db.usuarios.filter((u) => u.empresaId === admin().empresaId).length);
  });

  it('a query its contract refuses is 400 with the zod issue in Spanish', async () => {
    const { status, json } = await callApi('GET', '/api/resumen/factura/list?pageNumber=uno&pageSize=10', {
      role: 'admin',
    });
    expect(status).toBe(400);
    expect(json).toEqual({ message: "Petición inválida: pageNumber: Se esperaba un número, recibido 'uno'" });
  });

  it('admin only (403 for a coordinator); a bad date is 400', async () => {
    expect((await callApi('GET', '/api/resumen/factura/list', { role: 'coordinador' })).status).toBe(403);
    expect(
      (await callApi('GET', '/api/resumen/factura/list?fechaInicio=31-2-2026', { role: 'admin' })).status,
    ).toBe(400);
  });
});

describe('summaries agree with the lists (consistency)', () => {
  it("client summary's Monto Total = the Monto Total of 'Listado Facturas' (Ingresada + Finalizada) for the same range and client", async () => {
    const rango = {
      fechaInicio: toQueryDate(startOfMonth(subMonths(ahora, 2))),
      fechaFinal: toQueryDate(ahora),
    };
    const montoLista = async (extra: Record<string, string>) => {
      let centimos = 0;
      for (const estado of ['Ingresada', 'Finalizada']) {
        const params = new URLSearchParams({ ...rango, ...extra, estado, cargados: 'true', pageSize: '10' });
        const r = await callApi('GET', `/api/factura/get?${params}`, { role: 'admin' });
        centimos += toCentimos((r.json as { montoTotal: number }).montoTotal);
      }
      return centimos;
    };
    const resumen = async (extra: Record<string, string>) => {
      const params = new URLSearchParams({ ...rango, ...extra, cargados: 'true' });
      const r = await callApi('GET', `/api/resumen/factura/list?${params}`, { role: 'admin' });
      return r.json as { monto: number; tramites: Array<{ cliente: string }> };
    };
    const todo = await resumen({});
    expect(todo.monto).toBeGreaterThan(0);
    expect(toCentimos(todo.monto)).toBe(await montoLista({}));

    const clienteId = getDb().clientes.find((c) => c.nombre === todo.tramites[0]!.cliente)!.id;
    const uno = await resumen({ clienteId: String(clienteId) });
    expect(toCentimos(uno.monto)).toBe(await montoLista({ clienteId: String(clienteId) }));
  });

  it("handler summary's count for a handler = the receipts 'Consultas Recibos' lists for that handler and range", async () => {
    const db = getDb();
    const encargadoId = db.recibos.all()[0]!.encargadoId;
    const params = new URLSearchParams({ ...anio, encargadoId: String(encargadoId), clienteId: '0' });
    const resumen = await callApi(
      'GET',
      `/api/resumen/tramite-encargados/list?${params}&pageSize=1000&cargados=true`,
      {
        role: 'admin',
      },
    );
    const consultas = await callApi(
      'GET',
      `/api/recibo/data/consultas?${params}&estado=TODOS&pageNumber=0&pageSize=25&encargadosCargado=true`,
      { role: 'admin' },
    );
    const cantidad = (resumen.json as { tramites: Array<{ cantidad: number }> }).tramites.reduce(
      (a, t) => a + t.cantidad,
      0,
    );
    expect(cantidad).toBeGreaterThan(0);
    expect(cantidad).toBe((consultas.json as { total: number }).total);
  });
});

describe('summary rules of the screen', () => {
  it('sends every filter of the summary, 0 for TODOS, dates as given', () => {
    expect(
      resumenParams(RESUMENES.clientes, { fechaInicio: '1-3-2026', fechaFinal: '', ids: { clienteId: 4 } }),
    ).toEqual({
      clienteId: 4,
      tipoId: 0,
      fechaInicio: '1-3-2026',
      fechaFinal: '',
    });
    expect(Object.keys(resumenParams(RESUMENES.tica, { fechaInicio: '', fechaFinal: '', ids: {} }))).toEqual([
      'encargadoId',
      'regimenId',
      'fechaInicio',
      'fechaFinal',
    ]);
  });

  it.each([
    [0, 0, 10, 0],
    [7, 0, 10, 7],
    [23, 2, 10, 23],
    [0, 2, 10, 21],
  ])('total %i, pagesTotal %i, size %i → %i rows for the pager', (total, pagesTotal, size, rows) => {
    expect(filasPaginadas(total, pagesTotal, size)).toBe(rows);
  });

  it('the chart adds rows up by name, largest first, the tail in one Otros bar, money exactly', () => {
    const fila = (cliente: string, total: number, cantidad = 1) => ({
      cliente,
      total,
      cantidad,
      tipo: '',
      encargado: '',
      regimen: '',
      aduana: '',
    });
    const rows = [fila('A', 0.1), fila('B', 5), fila('A', 0.2), fila('C', 1), fila('D', 0.5)];
    expect(agrupar(rows, 'cliente', 'total', 10, 'Otros')).toEqual({
      labels: ['B', 'C', 'D', 'A'],
      data: [5, 1, 0.5, 0.3],
    });
    expect(agrupar(rows, 'cliente', 'total', 3, 'Otros')).toEqual({
      labels: ['B', 'C', 'Otros'],
      data: [5, 1, 0.8],
    });
    expect(agrupar(rows, 'cliente', 'cantidad', 10, 'Otros').data).toEqual([2, 1, 1, 1]);
  });
});
