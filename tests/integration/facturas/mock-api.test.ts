import { format } from 'date-fns';
import { getDb } from '@mocks/db';
import type { ClienteRow, FacturaRecord } from '@mocks/db/types';
import { DECISION_MS, LOTE_MS } from '@mocks/lib/facturas';
import { NOMBRE_SERVICIO } from '@mocks/lib/hacienda';
import { CABYS_TARIFA_DISTINTA } from '@mocks/lib/registro-hacienda';
import { runtime } from '@mocks/lib/runtime';
import { toQueryDate } from '@/lib/dates';
import { formatMoney, productToCentimos, toCentimos } from '@/lib/money';
import { esEditable } from '@/features/facturas/rules';
import { calcularTotales } from '@/features/facturas/calculo-factura';
import {
  consultaResultadoSchema,
  envioResultadoSchema,
  enviosSchema,
  facturaDataSchema,
  facturaPageSchema,
  resumenPageSchema,
} from '@/features/facturas/contract';
import * as es from '@/messages/es';
import { payload, type Spec } from '../../factura-payload';
import { validarFacturaXml } from '../../hacienda-xsd';
import { leerPdf } from '../../pdf-text';
import { tokenFor, type Role } from '../../render-app';

/** The invoices mock backend (API.md 'Invoices'): every call, rule, role and transition. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: string,
  path: string,
  { role = 'usuario' as Role, body = undefined as unknown } = {},
) {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await tokenFor(role)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const json = (type.includes('json') && text ? JSON.parse(text) : null) as Json;
  return { status: res.status, type, json, text, bytes };
}
const get = (path: string, role: Role = 'usuario') => call('GET', path, { role });
const qs = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const db = () => getDb();
const getNombre = (codigo: string) => NOMBRE_SERVICIO[codigo] ?? null;
const factura = (id: number) => db().facturas.get(id)!;
const hoy = () => new Date();
/** The D-M-YYYY of an invoice's emission day. */
const dia = (f: FacturaRecord) => toQueryDate(new Date(`${f.fechaFacturacion.slice(0, 10)}T12:00:00`));

let reloj = 0;
/** Moves the mock's clock (Hacienda's delays read it). */
const avanzar = (ms: number) => {
  reloj += ms;
};
beforeEach(() => {
  reloj = 0;
  runtime.now = () => new Date(Date.now() + reloj);
});
afterEach(() => {
  runtime.now = () => new Date();
});

const lista = (params: Record<string, string | number | boolean> = {}) =>
  get(
    `/api/factura/get?${qs({ clienteId: 0, estado: 'TODOS', estadoPago: 'TODOS', fechaInicio: '', fechaFinal: '', pageNumber: 0, pageSize: 10, cargados: true, enviadas: -1, ...params })}`,
  );

/** An active national client that is not exonerated, with its activity codes. */
function clienteNormal(pred: (c: ClienteRow) => boolean = () => true) {
  const c = db().clientes.find(
    (x) =>
      x.estado === 'ACTIVO' &&
      !x.esExonerado &&
      !x.esInternacional &&
      db().clienteCodigos.filter((k) => k.clienteId === x.id).length > 0 &&
      pred(x),
  )!;
  return { cliente: c, codigo: db().clienteCodigos.find((k) => k.clienteId === c.id)!.codigoActividadDgt };
}

async function datos(query = 'id=0', role: Role = 'usuario') {
  const r = await get(`/api/factura/data?${query}`, role);
  expect(r.status).toBe(200);
  return facturaDataSchema.parse(r.json);
}

async function crear(spec: Partial<Spec> = {}, role: Role = 'usuario') {
  const { cliente, codigo } = clienteNormal();
  const data = await datos('id=0', role);
  const body = payload(data, {
    clienteId: cliente.id,
    codigoActividad: codigo,
    lineas: [
      { servicio: 'NACIONALIZACION', monto: 150_000 },
      { servicio: 'ALMACENAJE', cantidad: 3, monto: 12_500 },
    ],
    ...spec,
  });
  const r = await call('POST', '/api/factura/nueva-factura', { role, body });
  return { ...r, body, data };
}

const enviar = async (id: number) =>
  envioResultadoSchema.parse((await get(`/api/factura/send-factura-hacienda?id=${id}`)).json);
const consultar = async (id: number) =>
  consultaResultadoSchema.parse((await get(`/api/factura/check-status-hacienda?id=${id}`)).json);

// ---------------------------------------------------------------------------------------------

describe('the seed: invoices as a real store', () => {
  it('every invoice has lines whose totals are calcularTotales of them', () => {
    // But one: the registry's CABYS case is cargo insurance saved at 13 %, which the app's
    // math never gives it (tests/unit/registro-hacienda-demo.test.ts).
    const seguroAl13 = (f: FacturaRecord) =>
      f.detalles.some(
        (d) =>
          db().serviciosCabys.get(d.servicioCabysId)!.codigoCabys === CABYS_TARIFA_DISTINTA &&
          d.impuestos > 0,
      );
    expect(db().facturas.filter(seguroAl13)).toHaveLength(1);
    for (const f of db().facturas.filter((x) => !seguroAl13(x))) {
      expect(f.detalles.length).toBeGreaterThan(0);
      const moneda = (id: number) => db().tiposCambio.get(id)!;
      const t = calcularTotales(
        f.detalles.map((d) => {
          const s = db().serviciosCabys.get(d.servicioCabysId)!;
          return {
            cantidad: d.cantidad,
            monto: d.monto,
            tipoCambio: moneda(d.tipoCambioId),
            servicio: { descripcion: s.descripcion, nombre: getNombre(s.codigoCabys) },
          };
        }),
        {
          esExonerado: !!db().clientes.get(f.clienteId)!.esExonerado,
          tipoCambioFactura: moneda(f.tipoCambioId),
          credito: f.credito,
          montoAnticipado: f.montoAnticipado,
        },
      );
      expect({ s: f.subtotal, i: f.impuestoVentas, e: f.exonerado, t: f.total, a: f.saldoPendiente }).toEqual(
        {
          s: t.subtotal,
          i: t.impuestoVentas,
          e: t.exonerado,
          t: t.total,
          a: t.saldoPendiente,
        },
      );
      f.detalles.forEach((d, i) => expect(d.montoNeto).toBe(t.lineas[i]!.montoNeto));
    }
  });

  it('states follow seed 2 §4, every Hacienda state is on show, and sent invoices carry real numbers', () => {
    const fs = db().facturas.all();
    const estados = new Set(fs.map((f) => `${f.estado}|${f.enviadaHacienda}|${f.estadoHacienda}`));
    expect([...estados].sort()).toEqual(
      [
        'Anulada|2|',
        'Anulada|2|aceptado',
        'Finalizada|1|aceptado',
        'Finalizada|1|no_aceptado_rechazado',
        'Ingresada|0|',
        'Ingresada|0|rechazado',
      ].sort(),
    );
    for (const f of fs) {
      expect(f.updatable).toBe(esEditable(f));
      expect(f.anulable).toBe(f.estado !== 'Anulada');
      if (f.enviadaHacienda === 1) expect(f.clave).toMatch(/^506\d{47}$/);
      for (const e of f.envios) {
        expect(e.clave).toMatch(/^506\d{47}$/);
        expect(e.consecutivo).toMatch(/^00100001(01|03)\d{10}$/);
        expect(e.clave.slice(21, 41)).toBe(e.consecutivo);
      }
    }
    const consecutivos = fs.flatMap((f) => [...new Set(f.envios.map((e) => e.consecutivo))]);
    expect(new Set(consecutivos).size).toBe(consecutivos.length);
    expect(fs.some((f) => f.envios.some((e) => e.estado === 'Error'))).toBe(true);
    expect(fs.some((f) => f.envios.some((e) => e.estado === 'Rechazado'))).toBe(true);
    expect(fs.some((f) => f.notaCredito)).toBe(true);
    expect(new Set(fs.map((f) => f.estadoPago))).toEqual(new Set(['Pendiente Pago', 'Vencida', 'Pagada']));
    expect(fs.some((f) => f.tipoCambioId === 2)).toBe(true);
    expect(fs.some((f) => f.exonerado > 0)).toBe(true);
    expect(fs.some((f) => f.detalles.some((d) => d.tipoCambioId !== f.tipoCambioId))).toBe(true);
  });

  it('the dashboard counts the seeded invoices of today and this month', async () => {
    const r = await get('/api/usuario/estadistica');
    const vivas = db().facturas.filter((f) => f.estado !== 'Anulada');
    const dia = format(hoy(), 'yyyy-MM-dd');
    expect(r.json.totalFacturasHoy).toBe(vivas.filter((f) => f.fechaFacturacion.startsWith(dia)).length);
    expect(r.json.totalFacturasHoy).toBeGreaterThanOrEqual(3);
    // The month so far, today included: on its first day, today's invoices only.
    const mes = format(hoy(), 'yyyy-MM-');
    expect(r.json.totalFacturasMes).toBe(vivas.filter((f) => f.fechaFacturacion.startsWith(mes)).length);
    expect(r.json.totalFacturasMes).toBeGreaterThanOrEqual(r.json.totalFacturasHoy);
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/factura/get (Listado Facturas)', () => {
  it('pages by 10, newest first, zero-based, pagesTotal = last index; rows as API.md FacturaRow', async () => {
    const todas = db().facturas.all();
    const r = await lista();
    expect(r.status).toBe(200);
    const page = facturaPageSchema.parse(r.json);
    expect(page.total).toBe(todas.length);
    expect(page.pagesTotal).toBe(Math.ceil(todas.length / 10) - 1);
    expect(page.facturas).toHaveLength(10);
    const orden = [...todas].sort(
      (a, b) => b.fechaFacturacion.localeCompare(a.fechaFacturacion) || b.id - a.id,
    );
    expect(page.facturas.map((f) => f.facturaId)).toEqual(orden.slice(0, 10).map((f) => f.id));
    expect(Object.keys(r.json.facturas[0]).sort()).toEqual(
      [
        'facturaId',
        'estadoPago',
        'subtotal',
        'impuestoVentas',
        'total',
        'fecha',
        'cliente',
        'estado',
        'hacienda',
        'enviadaHacienda',
        'estadoHacienda',
        'enviando',
        'updatable',
        'anulable',
        'simbol',
        // docs/api.md's extension: since when the send has waited for a verdict.
        'pendienteDesde',
      ].sort(),
    );
    const ultima = facturaPageSchema.parse((await lista({ pageNumber: page.pagesTotal })).json);
    expect(ultima.facturas.map((f) => f.facturaId)).toEqual(
      orden.slice(page.pagesTotal * 10).map((f) => f.id),
    );
    expect(r.json.clientes).toBeUndefined();
  });

  it('cargados=false adds the clients that have invoices, by name', async () => {
    const r = await lista({ cargados: false });
    const ids = new Set(
      db()
        .facturas.all()
        .map((f) => f.clienteId),
    );
    expect(r.json.clientes).toHaveLength(ids.size);
    const nombres = r.json.clientes.map((c: { nombre: string }) => c.nombre);
    expect(nombres).toEqual([...nombres].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    expect(Object.keys(r.json.clientes[0]).sort()).toEqual(['id', 'nombre']);
  });

  it('filters estado, estadoPago, clienteId and enviadas; montoTotal sums every filtered row in colones', async () => {
    const f0 = db().facturas.find((f) => f.estado === 'Finalizada' && f.estadoPago === 'Vencida')!;
    const cases: Array<[Record<string, string | number>, (f: FacturaRecord) => boolean]> = [
      [{ estado: 'Finalizada' }, (f) => f.estado === 'Finalizada'],
      [{ estado: 'Anulada' }, (f) => f.estado === 'Anulada'],
      [{ estadoPago: 'Vencida' }, (f) => f.estadoPago === 'Vencida'],
      [{ clienteId: f0.clienteId }, (f) => f.clienteId === f0.clienteId],
      [{ enviadas: 1 }, (f) => f.enviadaHacienda === 1],
      [{ enviadas: 0 }, (f) => f.enviadaHacienda === 0],
      [
        { estado: 'Finalizada', estadoPago: 'Vencida', clienteId: f0.clienteId, enviadas: 1 },
        (f) => f.estado === 'Finalizada' && f.estadoPago === 'Vencida' && f.clienteId === f0.clienteId,
      ],
    ];
    for (const [params, pred] of cases) {
      const esperadas = db().facturas.filter(pred);
      const page = facturaPageSchema.parse((await lista(params)).json);
      expect(page.total, JSON.stringify(params)).toBe(esperadas.length);
      const enColones = (f: FacturaRecord) =>
        productToCentimos([f.total, db().tiposCambio.get(f.tipoCambioId)!.venta]);
      expect(toCentimos(page.montoTotal)).toBe(esperadas.reduce((a, f) => a + enColones(f), 0));
      expect(page.facturas.every((row) => esperadas.some((f) => f.id === row.facturaId))).toBe(true);
    }
  });

  it('dates: D-M-YYYY unpadded, inclusive whole days, echoed; empty means no bound', async () => {
    const f = factura(db().facturas.all()[100]!.id);
    const dia = new Date(`${f.fechaFacturacion.slice(0, 10)}T12:00:00`);
    const r = await lista({ fechaInicio: toQueryDate(dia), fechaFinal: toQueryDate(dia) });
    const page = facturaPageSchema.parse(r.json);
    const delDia = db().facturas.filter((x) =>
      x.fechaFacturacion.startsWith(f.fechaFacturacion.slice(0, 10)),
    );
    expect(page.total).toBe(delDia.length);
    expect(page.fechaInicio).toBe(toQueryDate(dia));
    expect(page.fechaFinal).toBe(toQueryDate(dia));
    expect(page.fechaInicio).not.toMatch(/^0/);
    const padded = await lista({ fechaInicio: format(dia, 'dd-MM-yyyy'), fechaFinal: '' });
    expect(padded.json.fechaInicio).toBe(toQueryDate(dia));
    expect(padded.json.fechaFinal).toBe('');
    expect(padded.json.total).toBe(
      db().facturas.filter((x) => x.fechaFacturacion >= f.fechaFacturacion.slice(0, 10)).length,
    );
  });

  it.each([
    [
      { estado: 'Pagada' },
      'El valor Pagada de estado no es válido: use Ingresada, Finalizada, Anulada, TODOS',
    ],
    [{ enviadas: 2 }, 'El parámetro enviadas debe ser 1, 0 o -1'],
    [{ fechaInicio: '31-2-2026' }, 'La fecha 31-2-2026 de fechaInicio no es válida (use D-M-YYYY)'],
  ])('refuses %o with 400 { message: %j }', async (params, message) => {
    expect(await lista(params)).toMatchObject({ status: 400, json: { message } });
  });

  it('needs a session (401)', async () => {
    const r = await fetch('http://localhost/api/factura/get');
    expect(r.status).toBe(401);
  });
});

describe('Resumen Ingresos: GET /api/factura/data/list and GET /api/export/facturas', () => {
  it('admin or coordinator only (403 for a user)', async () => {
    expect((await get('/api/factura/data/list?pageNumber=0&pageSize=25')).status).toBe(403);
    expect((await get('/api/export/facturas?fechaInicio=&fechaFinal=')).status).toBe(403);
    expect((await get('/api/factura/data/list?pageNumber=0&pageSize=25', 'coordinador')).status).toBe(200);
  });

  it('pages by 25 over the range, facturaId 0 = any, rows as API.md ResumenRow', async () => {
    const desde = new Date(hoy().getFullYear(), hoy().getMonth(), 1);
    const q = {
      facturaId: 0,
      fechaInicio: toQueryDate(desde),
      fechaFinal: toQueryDate(hoy()),
      pageNumber: 0,
      pageSize: 25,
      cargados: false,
    };
    const r = await get(`/api/factura/data/list?${qs(q)}`, 'admin');
    const page = resumenPageSchema.parse(r.json);
    const mes = db().facturas.filter((f) => f.fechaFacturacion >= format(desde, 'yyyy-MM-dd'));
    expect(page.total).toBe(mes.length);
    expect(page.facturas).toHaveLength(Math.min(25, mes.length));
    expect(page.pagesTotal).toBe(Math.max(0, Math.ceil(mes.length / 25) - 1));
    expect(page.fechaInicio).toBe(q.fechaInicio);
    expect(Object.keys(r.json.facturas[0]).sort()).toEqual(
      [
        'facturaId',
        'fechaFacturacion',
        'cliente',
        'cedula',
        'subtotal',
        'impuestoVentas',
        'total',
        'hacienda',
      ].sort(),
    );
    const f = mes[0]!;
    const una = resumenPageSchema.parse(
      (await get(`/api/factura/data/list?${qs({ ...q, facturaId: f.id })}`, 'admin')).json,
    );
    expect(una.facturas).toEqual([
      expect.objectContaining({
        facturaId: f.id,
        cedula: db().clientes.get(f.clienteId)!.cedulaJuridica,
        total: f.total,
      }),
    ]);
  });

  it('exports a real BIFF8 .xls', async () => {
    const r = await get(
      `/api/export/facturas?fechaInicio=1-1-2020&fechaFinal=${toQueryDate(hoy())}`,
      'coordinador',
    );
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/vnd.ms-excel');
    expect([...r.bytes.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/factura/data', () => {
  it('a new invoice: every reference list of FacturaData, the 13 % services, Hacienda codes', async () => {
    const r = await get('/api/factura/data?id=0');
    const d = facturaDataSchema.parse(r.json);
    expect(d.factura).toMatchObject({ id: 0, estado: 'Ingresada', detallesDTO: [], cliente: null });
    expect(d.monedas.map((m) => m.simbol)).toEqual(['¢', '$', '€']);
    expect(d.clientes.length).toBe(db().clientes.filter((c) => c.estado === 'ACTIVO').length);
    expect(d.clientes.some((c) => c.esExonerado === 1)).toBe(true);
    expect(d.clientes.some((c) => c.esInternacional === 1)).toBe(true);
    expect(Object.keys(r.json.clientes[0]).sort()).toEqual(
      [
        'id',
        'nombre',
        'telefono',
        'correo',
        'contacto1',
        'direccion',
        'esJuridico',
        'cedulaJuridica',
        'esInternacional',
        'esExonerado',
        'exoneracion',
      ].sort(),
    );
    expect(d.tipoActividadEconomicas.every((t) => t.empresaId === 1)).toBe(true);
    const nombres = d.servicios.map((s) => s.nombre);
    expect(nombres).toContain('NACIONALIZACION');
    expect(nombres).toContain('DUA VENTA LOCAL ZONA FRANCA');
    expect(d.servicios.every((s) => s.status === 'ACTIVO' && s.empresaId === 1)).toBe(true);
    expect(d.tarifaIvas.map((t) => t.porcentaje)).toEqual([0, 1, 2, 4, 0, 4, 8, 13, 0.5, 0, 0]);
    expect(d.tarifaIvas[7]).toEqual({ id: 8, descripcion: 'Tarifa general 13%', porcentaje: 13 });
    expect(d.medidas.map((m) => m.simbolo)).toEqual(expect.arrayContaining(['Sp', 'Unid', 'h', 'Os', 'Al']));
    expect(d.medidas.find((m) => m.simbolo === 'Sp')!.descripcion).toBe('Servicios Profesionales');
    expect(r.json.terceros).toEqual([]);
    expect(r.json.impuestos).toEqual([]);
    expect(d.errorTarifa).toBe(false);
    expect(d.soporte.correo).toMatch(/@/);
    expect(d.recibo).toBeNull();
  });

  it('an invoice: its lines, client, currency and states', async () => {
    const f = db().facturas.find(
      (x) => x.tipoCambioId === 2 && x.detalles.length >= 2 && x.estado === 'Ingresada',
    )!;
    const d = await datos(`id=${f.id}`);
    const fa = d.factura!;
    expect(fa).toMatchObject({
      id: f.id,
      facturaId: f.id,
      subtotal: f.subtotal,
      total: f.total,
      estado: 'Ingresada',
      credito: f.credito,
      codigoActividad: f.codigoActividad,
      tipoCambio: expect.objectContaining({ id: 2, simbol: '$' }),
      cliente: expect.objectContaining({ id: f.clienteId }),
    });
    expect(fa.detallesDTO.map((l) => [l.id, l.detalle, l.cantidad, l.monto, l.montoNeto])).toEqual(
      f.detalles.map((l) => [l.id, l.detalle, l.cantidad, l.monto, l.montoNeto]),
    );
    expect(fa.detallesDTO[0]!.servicio?.codigoCabys).toMatch(/^\d{13}$/);
    expect(fa.detallesDTO[0]!.medida?.simbolo).toBeTruthy();
  });

  it('404 with a Spanish message for a missing invoice or one of another account', async () => {
    expect(await get('/api/factura/data?id=999999')).toMatchObject({
      status: 404,
      json: { message: 'La factura 999999 no existe' },
    });
    const f = db().facturas.all()[0]!;
    db().facturas.update(f.id, { empresaId: 2 });
    expect((await get(`/api/factura/data?id=${f.id}`)).status).toBe(404);
    expect((await get(`/api/factura/send-factura-hacienda?id=${f.id}`)).status).toBe(404);
  });

  it("receipt mode: the receipt's reminder flags and client; a user only for their own receipts", async () => {
    const r = db().recibos.find(
      (x) => x.estado === 'PENDIENTE' && x.encargadoId === 4 && x.aforoFisico === 1,
    )!;
    const d = await datos(`id=0&reciboId=${r.id}`);
    expect(d.recibo).toEqual({
      id: r.id,
      recibo: r.recibo,
      aforoFisico: 1,
      permisos: r.permisos,
      previoExamen: r.previoExamen,
    });
    expect(d.factura).toMatchObject({
      id: 0,
      cliente: expect.objectContaining({ id: r.clienteId }),
      aforoFisico: 1,
    });
    const otro = db().recibos.find((x) => x.encargadoId === 7)!;
    expect((await get(`/api/factura/data?id=0&reciboId=${otro.id}`)).status).toBe(403);
  });

  it("errorTarifa: a new invoice past the account's monthly cap ('Cantidad de facturas por mes')", async () => {
    const mes = format(hoy(), 'yyyy-MM');
    const emitidas = db().facturas.filter((f) => f.fechaFacturacion.startsWith(mes)).length;
    db().empresas.update(1, { cantidad: emitidas });
    expect((await datos('id=0')).errorTarifa).toBe(true);
    expect((await datos(`id=${db().facturas.all()[0]!.id}`)).errorTarifa).toBe(false);
    const r = await crear();
    expect(r).toMatchObject({
      status: 409,
      json: { message: es.facturaForm.errorTarifa('soporte@facturacion-aduanas.cr', '4001-2250') },
    });
    db().empresas.update(1, { cantidad: emitidas + 1 });
    expect((await crear()).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------

describe('POST /api/factura/nueva-factura', () => {
  it('saves a new invoice with the totals recomputed; Ingresada, the user as encargado', async () => {
    const r = await crear();
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ facturaId: expect.any(Number) });
    const f = factura(r.json.facturaId);
    expect(f).toMatchObject({
      estado: 'Ingresada',
      enviadaHacienda: 0,
      estadoHacienda: '',
      encargadoId: 4,
      empresaId: 1,
      subtotal: 187_500,
      impuestoVentas: 19_500,
      total: 207_000,
      saldoPendiente: 0,
      montoAnticipado: 207_000,
      updatable: true,
      anulable: true,
      reciboId: null,
    });
    expect(f.detalles.map((d) => [d.cantidad, d.monto, d.impuestos, d.impuestosMonto, d.montoNeto])).toEqual([
      [1, 150_000, 13, 19_500, 169_500],
      [3, 12_500, 0, 0, 37_500],
    ]);
    // Stamped with the time of the save: among the newest (the seed's day ends at 7 a.m., so before
    // then a seeded invoice of this morning can still sort above it).
    const rows = facturaPageSchema.parse((await lista()).json).facturas;
    expect(rows.find((x) => x.facturaId === f.id)).toMatchObject({
      hacienda: 'No Enviada',
      simbol: '¢',
      updatable: true,
    });
  });

  it('a dollar invoice with a line in colones: the ratio of sale rates; on credit with an advance', async () => {
    const r = await crear({
      moneda: 2,
      credito: 1,
      diasCredito: 30,
      montoAnticipado: 100,
      lineas: [
        { servicio: 'NACIONALIZACION', monto: '250.50' },
        { servicio: 'TRANSPORTE TERRESTRE', monto: 51_285, moneda: 1 },
      ],
    });
    expect(r.status).toBe(200);
    const f = factura(r.json.facturaId);
    expect(f.detalles[1]!.montoColones).toBe(100);
    expect(f).toMatchObject({
      subtotal: 350.5,
      impuestoVentas: 32.565,
      total: 383.065,
      montoAnticipado: 100,
      saldoPendiente: 283.065,
      credito: 1,
      diasCredito: 30,
    });
    expect(f.fechaVencimiento!.slice(0, 10)).toBe(
      format(new Date(hoy().getTime() + 30 * 86_400_000), 'yyyy-MM-dd'),
    );
  });

  it('an exonerated client: the tax goes to exonerado, total = subtotal', async () => {
    const c = db().clientes.find((x) => x.esExonerado === 1 && x.estado === 'ACTIVO')!;
    const codigo = db().clienteCodigos.find((k) => k.clienteId === c.id)!.codigoActividadDgt;
    const r = await crear({
      clienteId: c.id,
      codigoActividad: codigo,
      esExonerado: true,
      lineas: [{ servicio: 'DUA VENTA LOCAL ZONA FRANCA', monto: 80_000 }],
    });
    expect(r.status).toBe(200);
    expect(factura(r.json.facturaId)).toMatchObject({
      subtotal: 80_000,
      impuestoVentas: 0,
      exonerado: 10_400,
      total: 80_000,
    });
  });

  it('refuses totals off by more than 0.01 with the field named; accepts 0.01', async () => {
    const { body, data } = await crear();
    const off = await call('POST', '/api/factura/nueva-factura', {
      body: { ...body, total: body.total + 0.02 },
    });
    expect(off).toMatchObject({ status: 400, json: { message: es.facturaForm.totalesNoCoinciden('total') } });
    const sub = await call('POST', '/api/factura/nueva-factura', {
      body: { ...body, subtotal: body.subtotal - 1 },
    });
    expect(sub.json.message).toBe(
      'Los totales de la factura no coinciden con sus detalles (subtotal). Revise los montos e intente de nuevo.',
    );
    const ok = await call('POST', '/api/factura/nueva-factura', {
      body: { ...body, total: body.total + 0.01, montoAnticipado: body.montoAnticipado + 0.01 },
    });
    expect(ok.status).toBe(200);
    expect(data).toBeTruthy();
  });

  it.each([
    [{ detallesDTO: [] }, 'La factura debe tener al menos un detalle'],
    [
      { codigoActividad: '' },
      'Debe seleccionar un Código de Actividad para el cliente antes de guardar la factura.',
    ],
    [
      { codigoActividad: '999999' },
      'Debe seleccionar un Código de Actividad para el cliente antes de guardar la factura.',
    ],
    [
      { esClienteNuevo: 1, cliente: { id: 0, nombre: 'Nuevo S.A.' } },
      'El cliente nuevo, requiere que se agregue todos los campos',
    ],
    [{ fechaFacturacion: null }, 'La fecha de emisión es requerida'],
    [{ fechaFacturacion: 'ayer' }, 'Fecha de Emisión: Ingrese una fecha válida (dd/mm/aaaa)'],
    [{ tipoActividadEconomica: null }, 'Seleccione el tipo de actividad económica'],
    [{ tipoCambio: { id: 99 } }, 'Seleccione la moneda'],
    [{ cliente: { id: 99999, nombre: 'x' } }, 'Seleccione el cliente'],
    [{ observaciones: 'x'.repeat(128) }, 'Debe ingresar un máximo de 127 caracteres'],
    [{ credito: 1, diasCredito: 0 }, 'Los días de crédito deben ser un número entero'],
  ])('refuses %o with 400 { message: %j }', async (over, message) => {
    const antes = db().facturas.size;
    const { body } = await crear();
    const r = await call('POST', '/api/factura/nueva-factura', { body: { ...body, ...over } });
    expect(r).toMatchObject({ status: 400, json: { message } });
    expect(db().facturas.size).toBe(antes + 1);
  });

  it.each([
    [
      { detalle: 'ab' },
      'Los detalles de la factura deben tener al menos 3 caracteres antes de ser guardada la factura',
    ],
    [
      { servicio: null },
      'Los detalles de la factura deben tener asignado un Servicio Cabys antes de ser guardada la factura',
    ],
    [{ detalle: 'x'.repeat(161) }, 'Detalle 2: El detalle debe tener un máximo de 160 caracteres'],
    [{ cantidad: 'tres' }, 'Detalle 2: Cantidad debe ser un valor numérico válido'],
    [{ cantidad: 0 }, 'Detalle 2: Cantidad debe ser un valor numérico válido'],
    [{ monto: '12a' }, 'Detalle 2: El monto debe ser un valor numérico válido'],
  ])('refuses a line %o with 400 { message: %j } (§5 order)', async (over, message) => {
    const { body } = await crear();
    body.detallesDTO[1] = { ...body.detallesDTO[1], ...over };
    const r = await call('POST', '/api/factura/nueva-factura', { body });
    expect(r).toMatchObject({ status: 400, json: { message } });
  });

  it('an empty cantidad counts as 1', async () => {
    const { body } = await crear({ lineas: [{ servicio: 'ALMACENAJE', cantidad: '', monto: 5000 }] });
    const r = await call('POST', '/api/factura/nueva-factura', { body });
    expect(r.status).toBe(200);
    expect(factura(r.json.facturaId).detalles[0]!.cantidad).toBe(1);
    expect(body.total).toBe(5000);
  });

  it('a new client (F7) is created in the clients table with its activity code', async () => {
    const clientes = db().clientes.size;
    const { body } = await crear();
    const nuevo = {
      ...body,
      esClienteNuevo: 1,
      cliente: { id: 0, nombre: 'Comercializadora Nueva del Sur S.A.' },
      telefono: '2222-3344',
      cedulaJuridica: '3101999888',
      contacto: 'Laura Vargas',
      correoCliente: 'compras@nuevadelsur.cr',
      direccion: 'San Pedro de Montes de Oca',
      codigoActividad: '523901',
    };
    const r = await call('POST', '/api/factura/nueva-factura', { body: nuevo });
    expect(r.status).toBe(200);
    expect(db().clientes.size).toBe(clientes + 1);
    const f = factura(r.json.facturaId);
    expect(db().clientes.get(f.clienteId)).toMatchObject({
      nombre: 'Comercializadora Nueva del Sur S.A.',
      cedulaJuridica: '3101999888',
      esJuridico: 1,
      correo: 'compras@nuevadelsur.cr',
      contacto1: 'Laura Vargas',
      estado: 'ACTIVO',
      esExonerado: 0,
    });
    expect(
      db()
        .clienteCodigos.filter((k) => k.clienteId === f.clienteId)
        .map((k) => k.codigoActividadDgt),
    ).toEqual(['523901']);
    const bad = await call('POST', '/api/factura/nueva-factura', {
      body: { ...nuevo, cedulaJuridica: '31019998', cliente: { id: 0, nombre: 'Otro S.A.' } },
    });
    expect(bad.status).toBe(400);
    expect(db().clientes.size).toBe(clientes + 1);
  });

  it('edits an Ingresada invoice (line ids kept); a Finalizada one is refused with 409', async () => {
    const { json } = await crear();
    const d = await datos(`id=${json.facturaId}`);
    const { cliente, codigo } = clienteNormal();
    const body = payload(d, {
      id: json.facturaId,
      clienteId: cliente.id,
      codigoActividad: codigo,
      lineas: [{ servicio: 'NACIONALIZACION', monto: 99_000 }],
    });
    body.detallesDTO[0].id = d.factura!.detallesDTO[0]!.id;
    const r = await call('POST', '/api/factura/nueva-factura', { body });
    expect(r).toMatchObject({ status: 200, json: { facturaId: json.facturaId } });
    expect(factura(json.facturaId)).toMatchObject({
      total: 111_870,
      detalles: [expect.objectContaining({ id: d.factura!.detallesDTO[0]!.id })],
    });
    const fin = db().facturas.find((f) => f.estado === 'Finalizada')!;
    const no = await call('POST', '/api/factura/nueva-factura', { body: { ...body, id: fin.id } });
    expect(no.status).toBe(409);
    expect(no.json.message).toBe(`La factura ${fin.id} ya no se puede modificar: está Finalizada (Aceptado)`);
  });

  it('receipt mode links the invoice like PUT /api/recibo/facturado: receipt FINALIZADO, estaFacturado 1', async () => {
    const r = db().recibos.find(
      (x) =>
        x.estado === 'PENDIENTE' &&
        x.encargadoId === 4 &&
        !!db().clienteCodigos.find((k) => k.clienteId === x.clienteId) &&
        !db().clientes.get(x.clienteId)!.esExonerado,
    )!;
    const codigo = db().clienteCodigos.find((k) => k.clienteId === r.clienteId)!.codigoActividadDgt;
    const res = await crear({ clienteId: r.clienteId, codigoActividad: codigo, reciboId: r.id });
    expect(res.status).toBe(200);
    expect(factura(res.json.facturaId).reciboId).toBe(r.id);
    expect(db().recibos.get(r.id)).toMatchObject({ estado: 'FINALIZADO', estaFacturado: 1 });
    const detalle = await get(`/api/recibo/data?id=${r.id}`);
    expect(detalle.json.facturas.map((x: { facturaId: number }) => x.facturaId)).toContain(
      res.json.facturaId,
    );
    const otro = db().recibos.find(
      (x) => x.estado === 'PENDIENTE' && x.encargadoId === 4 && x.clienteId !== r.clienteId,
    )!;
    const mal = await crear({ clienteId: r.clienteId, codigoActividad: codigo, reciboId: otro.id });
    expect(mal).toMatchObject({
      status: 409,
      json: { message: `La factura debe ser del cliente del recibo ${otro.recibo}` },
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('Hacienda: send, check, history (decisions F13, F14)', () => {
  it('a colones invoice is accepted: 1, Finalizada, aceptado, a history entry with a real clave and the next consecutivo', async () => {
    const antes = Math.max(
      ...db()
        .facturas.all()
        .flatMap((f) =>
          f.envios
            .filter((e) => e.consecutivo.slice(8, 10) === '01')
            .map((e) => Number(e.consecutivo.slice(10))),
        ),
    );
    const { json } = await crear();
    const r = await enviar(json.facturaId);
    expect(r).toEqual({ result: 1, resultStr: 'Comprobante aceptado por Hacienda', estado: 'aceptado' });
    const f = factura(json.facturaId);
    expect(f).toMatchObject({
      estado: 'Finalizada',
      enviadaHacienda: 1,
      estadoHacienda: 'aceptado',
      updatable: false,
      anulable: true,
    });
    expect(f.consecutivo).toBe(`0010000101${String(antes + 1).padStart(10, '0')}`);
    const ddmmyy = format(hoy(), 'ddMMyy');
    expect(f.clave).toEqual(
      expect.stringMatching(new RegExp(`^506${ddmmyy}003101704425${f.consecutivo}1\\d{8}$`)),
    );
    const h = enviosSchema.parse((await get(`/api/factura/respuestas-factura?id=${f.id}`)).json);
    expect(h.envios).toEqual([
      {
        id: expect.any(Number),
        clave: f.clave,
        consecutivo: f.consecutivo,
        estado: 'Aceptado',
        detalle: 'Comprobante aceptado por Hacienda',
      },
    ]);
    expect(await get(`/api/factura/send-factura-hacienda?id=${f.id}`)).toMatchObject({
      status: 409,
      json: { message: `La factura ${f.id} ya fue enviada a Hacienda` },
    });
    const row = facturaPageSchema.parse((await lista()).json).facturas.find((x) => x.facturaId === f.id)!;
    expect(row).toMatchObject({ hacienda: 'Aceptado', estado: 'Finalizada', enviadaHacienda: 1 });
  });

  it('a dollar invoice is pending (-1) until its second check, then accepted', async () => {
    const { json } = await crear({ moneda: 2, lineas: [{ servicio: 'NACIONALIZACION', monto: 300 }] });
    const id = json.facturaId;
    expect(await enviar(id)).toMatchObject({ result: -1, estado: 'no_aceptado_rechazado' });
    expect(factura(id)).toMatchObject({
      estado: 'Finalizada',
      enviadaHacienda: 1,
      estadoHacienda: 'no_aceptado_rechazado',
      enviando: false,
    });
    const row = facturaPageSchema.parse((await lista()).json).facturas.find((x) => x.facturaId === id)!;
    expect(row.hacienda).toBe('Pendiente Respuesta');
    avanzar(60_000);
    expect(await consultar(id)).toEqual({ result: -1, resultStr: 'procesando' });
    expect(factura(id).estadoHacienda).toBe('no_aceptado_rechazado');
    avanzar(10_000);
    expect(await consultar(id)).toEqual({ result: 1, resultStr: 'aceptado' });
    expect(factura(id)).toMatchObject({
      estadoHacienda: 'aceptado',
      estado: 'Finalizada',
      enviadaHacienda: 1,
    });
    const h = enviosSchema.parse((await get(`/api/factura/respuestas-factura?id=${id}`)).json).envios;
    expect(h.map((e) => e.estado)).toEqual(['Aceptado', 'Procesando', 'Procesando']);
    expect(new Set(h.map((e) => e.consecutivo)).size).toBe(1);
    expect(await consultar(id)).toEqual({ result: 1, resultStr: 'aceptado' });
    // Its document: Hacienda's v4.4 FacturaElectronica in dollars, valid against the official XSD.
    const xml = await get(`/api/factura/download-xml?id=${id}`);
    expect(xml.status).toBe(200);
    expect(xml.text).toContain(
      '<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica"',
    );
    expect(xml.text).toContain('<CodigoMoneda>USD</CodigoMoneda>');
    expect(xml.text).toContain(`<TotalComprobante>${factura(id).total.toFixed(5)}</TotalComprobante>`);
    expect((await validarFacturaXml(xml.text)).errors).toEqual([]);
  });

  it('a pending answer is decided at the first check 10 minutes after the send', async () => {
    const { json } = await crear({ moneda: 2, lineas: [{ servicio: 'ALMACENAJE', monto: 300 }] });
    await enviar(json.facturaId);
    avanzar(DECISION_MS);
    expect((await consultar(json.facturaId)).result).toBe(1);
  });

  it("a foreign client's pending invoice is rejected (3: Ingresada, not sent, editable); the resend takes a new consecutivo and is accepted", async () => {
    const c = db().clientes.find((x) => x.esInternacional === 1 && x.estado === 'ACTIVO')!;
    const codigo = db().clienteCodigos.find((k) => k.clienteId === c.id)!.codigoActividadDgt;
    const { json } = await crear({
      clienteId: c.id,
      codigoActividad: codigo,
      moneda: 2,
      lineas: [{ servicio: 'FLETE AEREO', monto: 420 }],
    });
    const id = json.facturaId;
    expect((await enviar(id)).result).toBe(-1);
    const primero = factura(id).consecutivo;
    avanzar(DECISION_MS);
    expect(await consultar(id)).toEqual({ result: 3, resultStr: 'rechazado' });
    expect(factura(id)).toMatchObject({
      estado: 'Ingresada',
      enviadaHacienda: 0,
      estadoHacienda: 'rechazado',
      updatable: true,
    });
    expect(factura(id).envios.at(-1)).toMatchObject({ estado: 'Rechazado', consecutivo: primero });
    expect((await enviar(id)).result).toBe(-1);
    expect(factura(id).consecutivo).not.toBe(primero);
    avanzar(DECISION_MS);
    expect((await consultar(id)).result).toBe(1);
  });

  it('send errors (0 with a Spanish resultStr) leave the invoice unsent; the resend keeps the number', async () => {
    const { json } = await crear();
    const id = json.facturaId;
    const c = db().clientes.get(factura(id).clienteId)!;
    db().clientes.update(c.id, { estado: 'INACTIVO' });
    const r = await enviar(id);
    expect(r).toEqual({
      result: 0,
      resultStr: `El receptor ${c.nombre} está inactivo: actívelo en Clientes antes de enviar la factura`,
      estado: 'no_enviada',
    });
    expect(factura(id)).toMatchObject({ estado: 'Ingresada', enviadaHacienda: 0, estadoHacienda: '' });
    expect(factura(id).envios).toEqual([expect.objectContaining({ estado: 'Error', detalle: r.resultStr })]);
    const numero = factura(id).consecutivo;
    db().clientes.update(c.id, { estado: 'ACTIVO', correo: 'sin-correo' });
    expect((await enviar(id)).resultStr).toBe(
      `El receptor ${c.nombre} no tiene un correo electrónico válido para recibir el comprobante`,
    );
    db().clientes.update(c.id, { correo: c.correo });
    expect((await enviar(id)).result).toBe(1);
    expect(factura(id).consecutivo).toBe(numero);
  });

  it('an emission date after today is a send error', async () => {
    const { body } = await crear();
    const manana = format(new Date(hoy().getTime() + 86_400_000), 'yyyy-MM-dd');
    const r = await call('POST', '/api/factura/nueva-factura', {
      body: { ...body, fechaFacturacion: manana },
    });
    const envio = await enviar(r.json.facturaId);
    expect(envio.result).toBe(0);
    expect(envio.resultStr).toMatch(/^La fecha de emisión \d\d\/\d\d\/\d{4} es posterior a la fecha actual/);
  });

  it('check-status of an invoice Hacienda never received answers 0 and adds nothing', async () => {
    const { json } = await crear();
    expect(await consultar(json.facturaId)).toEqual({
      result: 0,
      resultStr: `La factura ${json.facturaId} no ha sido recibida por Hacienda`,
    });
    expect(factura(json.facturaId).envios).toEqual([]);
  });

  it('batch send: both dates required; unsent Ingresada invoices of the range go out and settle 5 s later', async () => {
    expect(await get('/api/factura/enviar-factura-hacienda?fechaInicio=&fechaFinal=1-1-2026')).toMatchObject({
      status: 400,
      json: {
        message: 'Debe ingresar la fecha inicio y la fecha final para poder enviar facturas a hacienda',
      },
    });
    const dia = toQueryDate(hoy());
    const candidatas = db().facturas.filter(
      (f) =>
        f.estado === 'Ingresada' &&
        f.enviadaHacienda === 0 &&
        f.fechaFacturacion.startsWith(format(hoy(), 'yyyy-MM-dd')),
    );
    expect(candidatas.length).toBeGreaterThan(0);
    const r = await get(`/api/factura/enviar-factura-hacienda?fechaInicio=${dia}&fechaFinal=${dia}`);
    expect(r.status).toBe(200);
    for (const f of candidatas)
      expect(factura(f.id)).toMatchObject({
        enviando: true,
        estadoHacienda: 'enviando',
        updatable: false,
        anulable: false,
      });
    const filas = facturaPageSchema.parse((await lista({ fechaInicio: dia, fechaFinal: dia })).json).facturas;
    expect(filas.filter((x) => x.enviando).map((x) => x.hacienda)).toEqual(candidatas.map(() => 'Enviando'));
    avanzar(LOTE_MS);
    await lista();
    for (const f of candidatas) {
      const ahora = factura(f.id);
      expect(ahora.enviando).toBe(false);
      expect(ahora.envios.length).toBeGreaterThan(f.envios.length);
      expect(ahora.estadoHacienda).toBe(f.tipoCambioId === 1 ? 'aceptado' : 'no_aceptado_rechazado');
    }
  });
});

describe('credit note, payment, files', () => {
  it('Nota Credito is admin only (403 with a Spanish message)', async () => {
    const f = db().facturas.find((x) => x.enviadaHacienda === 1)!;
    const r = await get(`/api/factura/nota-credito-hacienda?id=${f.id}`, 'coordinador');
    expect(r).toMatchObject({
      status: 403,
      json: { message: 'No tiene permisos para realizar esta acción' },
    });
    expect(factura(f.id).estado).toBe('Finalizada');
  });

  it('a sent invoice gets a credit note (tipo 03) and is annulled; its check decides at the second call; enviadaHacienda stays 2', async () => {
    const f = db().facturas.find((x) => x.enviadaHacienda === 1 && x.estadoHacienda === 'aceptado')!;
    expect((await get(`/api/factura/nota-credito-hacienda?id=${f.id}`, 'admin')).status).toBe(200);
    const a = factura(f.id);
    expect(a).toMatchObject({
      enviadaHacienda: 2,
      estado: 'Anulada',
      updatable: false,
      anulable: false,
      reversible: false,
    });
    expect(a.notaCredito!.consecutivo).toMatch(/^0010000103\d{10}$/);
    expect(a.envios.at(-1)).toMatchObject({ estado: 'Procesando', consecutivo: a.notaCredito!.consecutivo });
    const row = facturaPageSchema
      .parse((await lista({ estado: 'Anulada', fechaInicio: dia(f), fechaFinal: dia(f) })).json)
      .facturas.find((x) => x.facturaId === f.id)!;
    expect(row).toMatchObject({ hacienda: 'Anulada', anulable: false, updatable: false });
    const nc = (id: number) => get(`/api/factura/check-status-nc-hacienda?id=${id}`);
    expect((await nc(f.id)).json).toEqual({ result: -1, resultStr: 'procesando' });
    expect((await nc(f.id)).json).toEqual({ result: 1, resultStr: 'aceptado' });
    expect(factura(f.id)).toMatchObject({
      enviadaHacienda: 2,
      notaCredito: expect.objectContaining({ estado: 'aceptado' }),
    });
    expect(await get(`/api/factura/nota-credito-hacienda?id=${f.id}`, 'admin')).toMatchObject({
      status: 409,
      json: { message: `La factura ${f.id} ya está anulada` },
    });
    expect((await get(`/api/factura/send-factura-hacienda?id=${f.id}`)).status).toBe(409);
  });

  it('an unsent invoice is annulled without a credit note', async () => {
    const { json } = await crear();
    await get(`/api/factura/nota-credito-hacienda?id=${json.facturaId}`, 'admin');
    expect(factura(json.facturaId)).toMatchObject({
      estado: 'Anulada',
      enviadaHacienda: 2,
      notaCredito: null,
      envios: [],
    });
    expect((await get(`/api/factura/check-status-nc-hacienda?id=${json.facturaId}`)).json.result).toBe(1);
    const viva = db().facturas.find((x) => x.estado === 'Finalizada')!;
    expect((await get(`/api/factura/check-status-nc-hacienda?id=${viva.id}`)).status).toBe(409);
  });

  it('cambiar-estado-pago: only Finalizada invoices (409 otherwise), only the three states (400)', async () => {
    const f = db().facturas.find((x) => x.estado === 'Finalizada' && x.estadoPago === 'Pendiente Pago')!;
    expect((await get(`/api/factura/cambiar-estado-pago?id=${f.id}&estadoPago=Pagada`)).status).toBe(200);
    expect(factura(f.id).estadoPago).toBe('Pagada');
    expect((await get(`/api/factura/cambiar-estado-pago?id=${f.id}&estadoPago=Cobrada`)).status).toBe(400);
    const ing = db().facturas.find((x) => x.estado === 'Ingresada')!;
    expect(await get(`/api/factura/cambiar-estado-pago?id=${ing.id}&estadoPago=Pagada`)).toMatchObject({
      status: 409,
      json: {
        message: `Solo se puede cambiar el estado de pago de una factura Finalizada (la factura ${ing.id} está Ingresada)`,
      },
    });
  });

  it("download-xml: 'factura {id}.xml' of an accepted invoice; 409 otherwise", async () => {
    const f = db().facturas.find((x) => x.enviadaHacienda === 1 && x.estadoHacienda === 'aceptado')!;
    const r = await get(`/api/factura/download-xml?id=${f.id}`);
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/xml');
    expect(r.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
    expect(r.text).toContain(
      '<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica"',
    );
    expect(r.text).toContain(`<Clave>${f.clave}</Clave>`);
    const pendiente = db().facturas.find((x) => x.estadoHacienda === 'no_aceptado_rechazado')!;
    expect(await get(`/api/factura/download-xml?id=${pendiente.id}`)).toMatchObject({
      status: 409,
      json: {
        message: `El XML de la factura ${pendiente.id} solo está disponible cuando Hacienda la aceptó`,
      },
    });
  });

  it("download-xml: a new invoice of the exonerated 'Tecnología Médica Coyol S.A.', once accepted, carries its Exoneracion and validates against the v4.4 XSD", async () => {
    const c = db().clientes.find((x) => x.nombre === 'Tecnología Médica Coyol S.A.')!;
    expect(c.esExonerado).toBe(1);
    const codigo = db().clienteCodigos.find((k) => k.clienteId === c.id)!.codigoActividadDgt;
    const { json } = await crear({
      clienteId: c.id,
      codigoActividad: codigo,
      esExonerado: true,
      lineas: [{ servicio: 'NACIONALIZACION', monto: 176.5 }],
    });
    expect((await enviar(json.facturaId)).estado).toBe('aceptado');
    const r = await get(`/api/factura/download-xml?id=${json.facturaId}`);
    expect(r.status).toBe(200);
    expect((await validarFacturaXml(r.text)).errors).toEqual([]);
    // 13 % of 176.50 at Hacienda's 5 decimals, wholly exonerated by the client's Zona Franca document.
    expect(r.text).toMatch(
      /<Monto>22\.94500<\/Monto>\s*<Exoneracion>\s*<TipoDocumentoEX1>08<\/TipoDocumentoEX1>\s*<NumeroDocumento>7210<\/NumeroDocumento>\s*<Articulo>20<\/Articulo>/,
    );
    expect(r.text).toContain('<MontoExoneracion>22.94500</MontoExoneracion>');
    expect(r.text).toContain('<ImpuestoNeto>0.00000</ImpuestoNeto>');
    expect(r.text).toContain('<TotalServExonerado>176.50000</TotalServExonerado>');
    expect(r.text).toContain('<TotalComprobante>176.50000</TotalComprobante>');
  });

  it('download-xml: an accepted invoice annulled since still gives its document; one annulled before it was sent does not', async () => {
    const anulada = db().facturas.find((x) => x.estado === 'Anulada' && x.notaCredito !== null)!;
    expect(anulada).toMatchObject({ enviadaHacienda: 2, estadoHacienda: 'aceptado' });
    const r = await get(`/api/factura/download-xml?id=${anulada.id}`);
    expect(r.status).toBe(200);
    expect(r.text).toContain(`<Clave>${anulada.clave}</Clave>`);
    expect(r.text).toContain(`<NumeroConsecutivo>${anulada.consecutivo}</NumeroConsecutivo>`);
    const sinEnviar = db().facturas.find((x) => x.estado === 'Anulada' && x.notaCredito === null)!;
    expect(await get(`/api/factura/download-xml?id=${sinEnviar.id}`)).toMatchObject({
      status: 409,
      json: {
        message: `El XML de la factura ${sinEnviar.id} solo está disponible cuando Hacienda la aceptó`,
      },
    });
  });

  it("the PDF (jsPDF) shows the account, client, clave, lines and totals; the list's PDF (no receipt) is admin only", async () => {
    const suelta = db().facturas.find((x) => x.reciboId === null && x.tipoCambioId === 1)!;
    expect(await get(`/api/export/pdf/factura?facturaId=${suelta.id}`)).toMatchObject({
      status: 403,
      json: { message: 'Solo un administrador puede descargar el PDF de la factura' },
    });
    const r = await get(`/api/export/pdf/factura?facturaId=${suelta.id}`, 'admin');
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/pdf');
    const pdf = leerPdf(r.bytes);
    expect(pdf.version).toMatch(/^1\.\d$/);
    expect(pdf.paginas).toBe(1);
    const textos = pdf.textos.flat();
    expect(textos).toEqual(
      expect.arrayContaining([
        db().empresas.get(suelta.empresaId)!.nombre,
        db().clientes.get(suelta.clienteId)!.nombre,
        'Clave numérica',
        suelta.clave || 'Se asigna al enviar la factura a Hacienda',
        ...['Detalle', 'Cantidad', 'Precio', 'IVA', 'Total'],
        ...['Sub Total', 'Exonerado', 'Anticipado', 'Saldo'],
      ]),
    );
    for (const d of suelta.detalles) {
      expect(textos.some((t) => d.detalle.startsWith(t))).toBe(true);
      expect(textos).toContain(formatMoney(d.montoNeto, '¢'));
    }
    // Sub Total, IVA, Exonerado, Total, Anticipado, Saldo: in this order, 2 decimals, the invoice's currency.
    const i = textos.indexOf('Sub Total');
    expect(textos.slice(i, i + 12)).toEqual([
      'Sub Total',
      formatMoney(suelta.subtotal, '¢'),
      'IVA',
      formatMoney(suelta.impuestoVentas, '¢'),
      'Exonerado',
      formatMoney(suelta.exonerado, '¢'),
      'Total',
      formatMoney(suelta.total, '¢'),
      'Anticipado',
      formatMoney(suelta.montoAnticipado, '¢'),
      'Saldo',
      formatMoney(suelta.saldoPendiente, '¢'),
    ]);
    const conRecibo = db().facturas.find((x) => x.reciboId !== null)!;
    expect((await get(`/api/export/pdf/factura?facturaId=${conRecibo.id}`)).status).toBe(200);
  });
});
