import { getDb } from '@mocks/db';
import { formatMoney } from '@/lib/money';
import { leerPdf } from '../../pdf-text';
import { tokenFor, type Role } from '../../render-app';
import { facturasDe, recibo } from './helpers';

/** The mock backend itself (API.md 'Receipts'): transitions, validation, roles, filtering, files. */
async function call(role: Role, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await tokenFor(role)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  const data = type.includes('json') ? await res.json() : new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type, data };
}

const payload = (over: Record<string, unknown> = {}) => ({
  id: 0,
  aduana: { id: 2, nombre: '' },
  tipo: { id: 1, nombre: '' },
  cliente: { id: 6, nombre: '' },
  encargado: { id: 7, nombre: '' },
  consignatario: 'Café Tarrazú Export S.A.',
  proveedor: 'Grainger International Inc.',
  bl: '230-12345678',
  factura: 'INV-2026-00451',
  dua: '',
  fechaDua: null,
  observaciones: 'NA',
  corelacionId: 0,
  previoExamen: 1,
  aforoFisico: 1,
  permisos: 0,
  pedimentados: 0,
  ...over,
});

describe('receipts mock: create and edit', () => {
  it('a new receipt is PENDIENTE, not invoiced, with the next number; the answer is { id, recibo }', async () => {
    const max = Math.max(
      ...getDb()
        .recibos.all()
        .map((r) => r.recibo),
    );
    const { status, data } = await call(
      'admin',
      'POST',
      '/api/recibo/create',
      payload({ estado: 'FINALIZADO' }),
    );
    expect(status).toBe(200);
    expect(data).toEqual({ id: expect.any(Number), recibo: max + 1 });
    expect(getDb().recibos.get(data.id)).toMatchObject({
      estado: 'PENDIENTE',
      estaFacturado: 0,
      encargadoId: 7,
      previoExamen: 1,
      ticaEstado: 'NA',
    });
  });

  it('a USER is always their own encargado and cannot set the flags', async () => {
    const { data } = await call('usuario', 'POST', '/api/recibo/create', payload());
    expect(getDb().recibos.get(data.id)).toMatchObject({ encargadoId: 4, previoExamen: 0, aforoFisico: 0 });
  });

  it.each([
    [{ consignatario: '' }, 'El consignatario es requerido o NA si no aplica'],
    [{ consignatario: 'x' }, 'Consignatario: Debe ingresar al menos 2 caracteres'],
    [{ consignatario: 'x'.repeat(129) }, 'Consignatario: Debe ingresar un máximo de 128 caracteres'],
    [{ proveedor: ' ' }, 'El proveedor es requerido o NA si no aplica'],
    [{ bl: 'x'.repeat(33) }, 'BL: Debe ingresar un máximo de 32 caracteres'],
    [{ factura: '' }, 'La factura es requerida'],
    [{ dua: 'x' }, 'DUA: Debe ingresar al menos 2 caracteres'],
    [{ dua: 'x'.repeat(17) }, 'DUA: Debe ingresar un máximo de 16 caracteres'],
    [{ observaciones: 'x'.repeat(161) }, 'Observaciones: Debe ingresar un máximo de 160 caracteres'],
    [{ aduana: { id: 99 } }, 'Seleccione la aduana'],
    [{ tipo: null }, 'Seleccione el tipo de trámite'],
    [{ cliente: { id: 0 } }, 'Seleccione el cliente'],
    [{ encargado: { id: 999 } }, 'Seleccione el encargado'],
    [{ fechaDua: 'ayer' }, 'Fecha DUA: Ingrese una fecha válida (dd/mm/aaaa)'],
    [{ corelacionId: 24001 }, 'La correlación debe ser otro recibo del mismo cliente'],
  ])('refuses %o with 400 { message: %j }', async (over, message) => {
    const antes = getDb().recibos.size;
    const { status, data } = await call('admin', 'POST', '/api/recibo/create', payload(over));
    expect(status).toBe(400);
    expect(data).toEqual({ message });
    expect(getDb().recibos.size).toBe(antes);
  });

  it('refuses a new receipt for an inactive client', async () => {
    const inactivo = getDb().clientes.find((c) => c.estado === 'INACTIVO')!;
    const { status, data } = await call(
      'admin',
      'POST',
      '/api/recibo/create',
      payload({ cliente: { id: inactivo.id } }),
    );
    expect(status).toBe(400);
    expect(data.message).toBe(`El cliente ${inactivo.nombre} está inactivo`);
  });

  it('an edit keeps the state, the number and the dates', async () => {
    const r = recibo((x) => x.estado === 'FINALIZADO');
    const { status, data } = await call(
      'admin',
      'POST',
      '/api/recibo/create',
      payload({ id: r.id, cliente: { id: r.clienteId }, estado: 'PENDIENTE', observaciones: 'Editado' }),
    );
    expect(status).toBe(200);
    expect(data).toEqual({ id: r.id, recibo: r.recibo });
    expect(getDb().recibos.get(r.id)).toMatchObject({
      estado: 'FINALIZADO',
      estaFacturado: 1,
      fecha: r.fecha,
      fechaFin: r.fechaFin,
      observaciones: 'Editado',
    });
  });

  it("a USER cannot read or edit another handler's receipt (403)", async () => {
    const r = recibo((x) => x.encargadoId === 7);
    expect((await call('usuario', 'GET', `/api/recibo/data?id=${r.id}`)).status).toBe(403);
    const edit = await call('usuario', 'POST', '/api/recibo/create', payload({ id: r.id }));
    expect(edit.status).toBe(403);
    expect((await call('coordinador', 'GET', `/api/recibo/data?id=${r.id}`)).status).toBe(200);
  });

  it('GET /api/recibo/data answers the lookups, the TICA states and the receipt with its invoices', async () => {
    const r = recibo((x) => x.estado === 'FINALIZADO' && facturasDe(x.id).length === 2);
    const { data } = await call('admin', 'GET', `/api/recibo/data?id=${r.id}`);
    expect(data.aduanas).toHaveLength(9);
    expect(data.tiposTramites).toHaveLength(9);
    expect(data.estados).toEqual([
      { id: 1, estado: 'NA' },
      { id: 2, estado: 'EN PROCESO DE AFORO' },
      { id: 3, estado: 'FACTURAR INMEDIATO' },
      { id: 4, estado: 'DUA ANTICIPADO' },
    ]);
    expect(data.usuarios).toHaveLength(10);
    expect(data.recibo).toMatchObject({ id: r.id, recibo: r.recibo, cliente: { id: r.clienteId } });
    expect(data.facturas.map((f: { facturaId: number }) => f.facturaId)).toEqual(
      facturasDe(r.id).map((f) => f.id),
    );
    expect(Object.keys(data.facturas[0]).sort()).toEqual(
      ['encargado', 'enviadaHacienda', 'facturaId', 'fechaFacturacion', 'reversible'].sort(),
    );
    const nuevo = await call('usuario', 'GET', '/api/recibo/data');
    expect(nuevo.data.recibo).toBeNull();
    expect(nuevo.data.facturas).toEqual([]);
  });
});

describe('receipts mock: lists', () => {
  it('/list/admin is for admins only; /list is scoped to the USER asking', async () => {
    expect((await call('coordinador', 'GET', '/api/recibo/data/list/admin?estado=PENDIENTE')).status).toBe(
      403,
    );
    expect((await call('usuario', 'GET', '/api/recibo/data/list/admin?estado=PENDIENTE')).status).toBe(403);
    expect(
      (await call('usuario', 'GET', '/api/recibo/data/list?encargadoId=7&estado=PENDIENTE')).status,
    ).toBe(403);
    const own = await call('usuario', 'GET', '/api/recibo/data/list?encargadoId=4&estado=PENDIENTE');
    expect(own.status).toBe(200);
    expect(own.data.recibos.every((r: { encargado: string }) => r.encargado === 'Jorge Arias Navarro')).toBe(
      true,
    );
    expect(
      (await call('coordinador', 'GET', '/api/recibo/data/list?encargadoId=7&estado=PENDIENTE')).status,
    ).toBe(200);
  });

  it('pages by 200, newest first, pagesTotal being the last page index', async () => {
    const todos = getDb()
      .recibos.filter((r) => r.estado === 'FINALIZADO')
      .sort((a, b) => b.id - a.id);
    const p0 = await call(
      'admin',
      'GET',
      '/api/recibo/data/list/admin?estado=FINALIZADO&pageNumber=0&pageSize=200',
    );
    const p2 = await call(
      'admin',
      'GET',
      '/api/recibo/data/list/admin?estado=FINALIZADO&pageNumber=2&pageSize=200',
    );
    expect(p0.data.total).toBe(todos.length);
    expect(p0.data.pagesTotal).toBe(Math.ceil(todos.length / 200) - 1);
    expect(p0.data.recibos).toHaveLength(200);
    expect(p0.data.recibos[0].id).toBe(todos[0]!.id);
    expect(p2.data.recibos.map((r: { id: number }) => r.id)).toEqual(todos.slice(400, 600).map((r) => r.id));
  });

  it('filters accent- and case-insensitively on number, consignatario, BL, client and DUA', async () => {
    const db = getDb();
    const q = async (filter: string) =>
      (
        await call(
          'admin',
          'GET',
          `/api/recibo/data/list/admin?estado=FINALIZADO&pageSize=1000&filter=${encodeURIComponent(filter)}`,
        )
      ).data.recibos as Array<{ id: number }>;
    const tarrazu = (await q('CAFE TARRAZU')).map((r) => r.id).sort();
    const esperados = db.recibos
      .filter(
        (r) =>
          r.estado === 'FINALIZADO' &&
          (db.clientes.get(r.clienteId)!.nombre === 'Café Tarrazú Export S.A.' ||
            r.consignatario === 'Café Tarrazú Export S.A.'),
      )
      .map((r) => r.id)
      .sort();
    expect(tarrazu).toEqual(esperados);
    const r = recibo((x) => x.estado === 'FINALIZADO' && x.dua !== '');
    expect((await q(r.dua)).map((x) => x.id)).toEqual([r.id]);
    expect((await q(r.bl.toLowerCase())).map((x) => x.id)).toContain(r.id);
    expect((await q(String(r.recibo))).map((x) => x.id)).toContain(r.id);
  });

  it('rows carry names, antigüedad in whole days since fecha and the invoice ids', async () => {
    const r = recibo((x) => x.estado === 'FINALIZADO' && facturasDe(x.id).length === 2);
    const { data } = await call(
      'admin',
      'GET',
      `/api/recibo/data/list/admin?estado=FINALIZADO&filter=${r.recibo}`,
    );
    const row = data.recibos.find((x: { id: number }) => x.id === r.id);
    const db = getDb();
    const dias = Math.round(
      (new Date(new Date().toDateString()).getTime() - new Date(new Date(r.fecha).toDateString()).getTime()) /
        86_400_000,
    );
    expect(row).toEqual({
      id: r.id,
      recibo: r.recibo,
      fecha: r.fecha,
      aduana: db.aduanas.get(r.aduanaId)!.nombre,
      tipo: db.tiposTramite.get(r.tipoId)!.nombre,
      cliente: db.clientes.get(r.clienteId)!.nombre,
      consignatario: r.consignatario,
      dua: r.dua,
      bl: r.bl,
      encargado: db.usuarios.get(r.encargadoId)!.nombre,
      estado: 'FINALIZADO',
      antiguedad: dias,
      corelacionId: r.corelacionId,
      facturas: facturasDe(r.id)
        .map((f) => f.id)
        .join(', '),
    });
  });

  it('refuses an unknown state', async () => {
    const { status, data } = await call('admin', 'GET', '/api/recibo/data/list/admin?estado=ABIERTO');
    expect(status).toBe(400);
    expect(data.message).toMatch(/PENDIENTE o FINALIZADO/);
  });

  it('consultas: admin or coordinator, dates D-M-YYYY inclusive, option lists only until loaded', async () => {
    expect((await call('usuario', 'GET', '/api/recibo/data/consultas?estado=TODOS')).status).toBe(403);
    const r = recibo((x) => x.estado === 'FINALIZADO');
    const [y, m, d] = r.fecha.slice(0, 10).split('-').map(Number);
    const dia = `${d}-${m}-${y}`;
    const first = await call(
      'coordinador',
      'GET',
      `/api/recibo/data/consultas?estado=TODOS&fechaInicio=${dia}&fechaFinal=${dia}&encargadoId=0&clienteId=0&pageNumber=0&pageSize=25&encargadosCargado=false`,
    );
    const mismoDia = getDb().recibos.filter((x) => x.fecha.startsWith(r.fecha.slice(0, 10)));
    expect(first.data.total).toBe(mismoDia.length);
    expect(first.data.encargados).toHaveLength(10);
    expect(first.data.clientes).toHaveLength(getDb().clientes.size);
    const again = await call(
      'coordinador',
      'GET',
      `/api/recibo/data/consultas?estado=TODOS&encargadosCargado=true`,
    );
    expect(again.data.encargados).toBeUndefined();
    expect(again.data.clientes).toBeUndefined();
    expect(again.data.total).toBe(getDb().recibos.size);
    const padded = await call(
      'admin',
      'GET',
      `/api/recibo/data/consultas?estado=TODOS&fechaInicio=${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`,
    );
    expect(padded.status).toBe(200);
    expect((await call('admin', 'GET', '/api/recibo/data/consultas?fechaInicio=2026-03-05')).status).toBe(
      400,
    );
  });
});

describe('receipts mock: transitions', () => {
  it('PUT /api/recibo/facturado links the invoice and finalises the receipt', async () => {
    const r = recibo(
      (x) =>
        x.estado === 'PENDIENTE' &&
        getDb().facturas.find((f) => f.reciboId === null && f.clienteId === x.clienteId) !== undefined,
    );
    const f = getDb().facturas.find((x) => x.reciboId === null && x.clienteId === r.clienteId)!;
    const { status, data } = await call('admin', 'PUT', '/api/recibo/facturado', {
      id: r.id,
      facturaId: f.id,
    });
    expect(status).toBe(200);
    expect(data.facturaId).toBe(f.id);
    expect(data.facturas.map((x: { facturaId: number }) => x.facturaId)).toEqual([f.id]);
    expect(getDb().recibos.get(r.id)).toMatchObject({ estado: 'FINALIZADO', estaFacturado: 1 });
  });

  it('Liberar (admin only) removes the invoice; with none left the receipt is PENDIENTE', async () => {
    const r = recibo(
      (x) => x.estado === 'FINALIZADO' && facturasDe(x.id).length === 1 && facturasDe(x.id)[0]!.reversible,
    );
    const f = facturasDe(r.id)[0]!;
    expect((await call('coordinador', 'GET', `/api/factura/revertir?id=${f.id}`)).status).toBe(403);
    const { status, data } = await call('admin', 'GET', `/api/factura/revertir?id=${f.id}`);
    expect(status).toBe(200);
    expect(data).toEqual({ facturaId: f.id, facturas: [] });
    expect(getDb().recibos.get(r.id)).toMatchObject({
      estado: 'PENDIENTE',
      estaFacturado: 0,
      fechaFin: null,
    });
    expect(getDb().facturas.get(f.id)!.reciboId).toBeNull();
    expect((await call('admin', 'GET', `/api/factura/revertir?id=${f.id}`)).status).toBe(409);
  });

  it('refuses to release an invoice that is not reversible', async () => {
    const f = getDb().facturas.find((x) => x.reciboId !== null && !x.reversible)!;
    const { status, data } = await call('admin', 'GET', `/api/factura/revertir?id=${f.id}`);
    expect(status).toBe(409);
    expect(data.message).toBe(`La factura ${f.id} no se puede liberar`);
  });

  it('Anular (admin only) marks the invoice sent-and-annulled; twice is a conflict', async () => {
    const f = getDb().facturas.find((x) => x.enviadaHacienda === 1)!;
    expect((await call('coordinador', 'GET', `/api/factura/nota-credito-hacienda?id=${f.id}`)).status).toBe(
      403,
    );
    expect((await call('admin', 'GET', `/api/factura/nota-credito-hacienda?id=${f.id}`)).status).toBe(200);
    expect(getDb().facturas.get(f.id)).toMatchObject({
      enviadaHacienda: 2,
      estado: 'Anulada',
      reversible: false,
    });
    expect((await call('admin', 'GET', `/api/factura/nota-credito-hacienda?id=${f.id}`)).status).toBe(409);
  });

  it('clonar copies the receipt as PENDIENTE correlated to the original; a correlated one gives 409', async () => {
    const r = recibo((x) => x.estado === 'FINALIZADO' && !x.corelacionId);
    const { status, data } = await call('admin', 'POST', '/api/recibo/clonar', {
      id: r.id,
      recibo: r.recibo,
    });
    expect(status).toBe(200);
    const clon = getDb().recibos.get(data.id)!;
    const {
      id: _a,
      recibo: _b,
      fecha: _c,
      actualizado: _d,
      estado: _e,
      estaFacturado: _f,
      fechaFin: _g,
      corelacionId: _h,
      ...igual
    } = r;
    expect(clon).toMatchObject({
      ...igual,
      estado: 'PENDIENTE',
      estaFacturado: 0,
      fechaFin: null,
      corelacionId: r.id,
    });
    expect(clon.recibo).toBeGreaterThan(r.recibo);
    // A list row (relations as names) is not a Recibo.
    const fila = await call('admin', 'POST', '/api/recibo/clonar', { id: r.id, cliente: 'Café Tarrazú' });
    expect(fila.status).toBe(400);
    // The contract refuses the body: a list row's name where the Recibo names a relation.
    expect(fila.data.message).toBe('Petición inválida: cliente: debe ser { id, nombre }');
    const again = await call('admin', 'POST', '/api/recibo/clonar', { id: clon.id });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe(
      'No se puede clonar un recibo que esta actualmente correlacionado con otro recibo',
    );
  });

  it('facturación manual: candidates are the client unassigned invoices; assigning finalises', async () => {
    const r = recibo(
      (x) =>
        x.estado === 'PENDIENTE' &&
        x.corelacionId > 0 &&
        getDb().facturas.find((f) => f.reciboId === null && f.clienteId === x.clienteId) !== undefined,
    );
    expect((await call('usuario', 'GET', `/api/recibo/facturacion?id=${r.id}`)).status).toBe(403);
    const { data } = await call('coordinador', 'GET', `/api/recibo/facturacion?id=${r.id}`);
    const libres = getDb()
      .facturas.filter((f) => f.reciboId === null && f.clienteId === r.clienteId && f.estado !== 'Anulada')
      .map((f) => f.id)
      .sort((a, b) => b - a);
    expect(data).toEqual({
      id: r.id,
      recibo: r.recibo,
      facturaId: 0,
      facturas: libres,
      corelacionId: r.corelacionId,
    });
    const otra = getDb().facturas.find((f) => f.reciboId === null && f.clienteId !== r.clienteId)!;
    const body = { id: r.id, recibo: r.recibo, corelacionId: r.corelacionId };
    expect(
      (await call('coordinador', 'PUT', '/api/recibo/data/facturacion', { ...body, facturaId: 0 })).data,
    ).toEqual({
      message: 'Por favor seleccionar una factura',
    });
    expect(
      (await call('coordinador', 'PUT', '/api/recibo/data/facturacion', { ...body, facturaId: otra.id }))
        .status,
    ).toBe(409);
    expect(
      (await call('coordinador', 'PUT', '/api/recibo/data/facturacion', { ...body, facturaId: libres[0] }))
        .status,
    ).toBe(200);
    expect(getDb().recibos.get(r.id)).toMatchObject({ estado: 'FINALIZADO', estaFacturado: 1 });
    const after = await call('coordinador', 'GET', `/api/recibo/facturacion?id=${r.id}`);
    expect(after.data.facturaId).toBe(libres[0]);
    expect(
      (await call('coordinador', 'PUT', '/api/recibo/data/facturacion', { ...body, facturaId: libres[1] }))
        .status,
    ).toBe(409);
  });

  it('refuses manual invoicing on a receipt that is not correlated', async () => {
    const r = recibo((x) => x.estado === 'PENDIENTE' && !x.corelacionId);
    const { status, data } = await call('admin', 'PUT', '/api/recibo/data/facturacion', {
      id: r.id,
      facturaId: 1,
    });
    expect(status).toBe(409);
    expect(data.message).toMatch(/^El recibo no esta correlacionado/);
  });

  it('update-justificacion accepts only the four TICA states', async () => {
    const r = recibo((x) => x.encargadoId === 4);
    const ok = await call(
      'usuario',
      'PUT',
      `/api/recibo/update-justificacion?id=${r.id}&estado=DUA%20ANTICIPADO`,
    );
    expect(ok.data).toEqual({ id: r.id, estado: 'DUA ANTICIPADO' });
    expect(getDb().recibos.get(r.id)!.ticaEstado).toBe('DUA ANTICIPADO');
    expect(
      (await call('usuario', 'PUT', `/api/recibo/update-justificacion?id=${r.id}&estado=OTRO`)).status,
    ).toBe(400);
  });

  it('the corelacionados list is the client PENDIENTE receipts, newest first', async () => {
    const r = recibo((x) => x.estado === 'PENDIENTE');
    const { data } = await call(
      'usuario',
      'GET',
      `/api/recibo/data/corelacionados?clienteId=${r.clienteId}&estado=PENDIENTE`,
    );
    const esperados = getDb()
      .recibos.filter((x) => x.clienteId === r.clienteId && x.estado === 'PENDIENTE')
      .sort((a, b) => b.id - a.id)
      .map((x) => ({ id: x.id, recibo: x.recibo }));
    expect(data).toEqual(esperados);
  });
});

describe('receipts mock: files', () => {
  it('exports receipts as an Excel 97-2003 workbook, for admins and coordinators', async () => {
    expect((await call('usuario', 'GET', '/api/export/recibos?estado=TODOS')).status).toBe(403);
    const { status, type, data } = await call(
      'coordinador',
      'GET',
      '/api/export/recibos?estado=PENDIENTE&encargadoId=4',
    );
    expect(status).toBe(200);
    expect(type).toBe('application/vnd.ms-excel');
    expect([...(data as Uint8Array).slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  });

  it('exports the unbilled receipts too', async () => {
    const { status, type } = await call('usuario', 'GET', '/api/export/recibos/nofacturados');
    expect(status).toBe(200);
    expect(type).toBe('application/vnd.ms-excel');
  });

  it("renders an invoice's PDF with its number, client and totals", async () => {
    const f = getDb().facturas.find((x) => x.reciboId !== null && x.tipoCambioId === 1)!;
    const { status, type, data } = await call('usuario', 'GET', `/api/export/pdf/factura?facturaId=${f.id}`);
    expect(status).toBe(200);
    expect(type).toBe('application/pdf');
    const textos = leerPdf(data as Uint8Array).textos.flat();
    expect(textos).toContain(`N.º ${f.id}`);
    expect(textos).toContain(getDb().clientes.get(f.clienteId)!.nombre);
    expect(textos).toContain(`Recibo ${getDb().recibos.get(f.reciboId!)!.recibo}`);
    expect(textos).toContain(formatMoney(f.total, '¢'));
    expect((await call('usuario', 'GET', '/api/export/pdf/factura?facturaId=999999')).status).toBe(404);
  });
});

describe('dashboard statistics over the receipts', () => {
  it('counts the seeded receipts and follows a new one', async () => {
    const db = getDb();
    const pendientes = db.recibos.filter((r) => r.estado === 'PENDIENTE').length;
    // An admin's figures cover every receipt (decision P2).
    const before = await call('admin', 'GET', '/api/usuario/estadistica');
    expect(before.data.totalRecibosPendientes).toBe(pendientes);
    expect(before.data.totalRecibosFinalizados).toBe(db.recibos.size - pendientes);
    expect(before.data.ticaEstados.reduce((s: number, t: { cantidad: number }) => s + t.cantidad, 0)).toBe(
      pendientes,
    );
    expect(before.data.pendientesFacturarInmediata.length).toBeGreaterThan(0);
    await call('usuario', 'POST', '/api/recibo/create', payload());
    const after = await call('admin', 'GET', '/api/usuario/estadistica');
    expect(after.data.totalRecibosPendientes).toBe(pendientes + 1);
    expect(after.data.totalRecibosHoy).toBe(before.data.totalRecibosHoy + 1);
  });
});
