import { getDb } from '@mocks/db';
import { enlaces } from '@/features/dashboard/rules';
import { callApi } from '../mock-api';
import { demoUser, type Role } from '../render-app';

/*
 * The Panel's figures equal the row counts of the lists their cards open (decision P2): each card's
 * link is turned into the call that list makes, and the list's `total` is compared with the figure.
 */

const TOTALES = [
  'totalFacturasPendientes',
  'totalFacturasVencidas',
  'totalFacturasMes',
  'totalFacturasHoy',
  'totalRecibosPendientes',
  'totalRecibosFinalizados',
  'totalRecibosPendientesConDua',
  'totalRecibosHoy',
] as const;

type Stats = Record<(typeof TOTALES)[number], number> & {
  encargados: Array<{ cantidad: number; pendientes: unknown[] }>;
  ticaEstados: Array<{ cantidad: number }>;
  pendientesFacturar: unknown[];
  recibosHoy: unknown[];
  pendientesPormes: Record<string, number>;
};

async function get<T>(role: Role, path: string): Promise<T> {
  const r = await callApi('GET', path, { role });
  expect(r.status, path).toBe(200);
  return r.json as T;
}

const estadistica = (role: Role) => get<Stats>(role, '/api/usuario/estadistica');

/** The query of a card's link (the list's URL state). */
const query = (link: string) => new URLSearchParams(link.split('?')[1]);

/** Listado Facturas: what its page sends for that URL state (facturas-list-page + api.ts). */
async function facturasTotal(role: Role, link: string): Promise<number> {
  const q = query(link);
  const params = new URLSearchParams({
    clienteId: q.get('cliente') ?? '0',
    estado: q.get('estado') ?? 'TODOS',
    estadoPago: q.get('estadoPago') ?? 'TODOS',
    fechaInicio: q.get('fechaInicio') ?? '',
    fechaFinal: q.get('fechaFinal') ?? '',
    enviadas: q.get('enviadas') ?? '-1',
    pageNumber: '0',
    pageSize: '10',
    cargados: 'true',
  });
  return (await get<{ total: number }>(role, `/api/factura/get?${params}`)).total;
}

/** Listado Recibos: an admin's list is every receipt; anyone else's, their own (usaListaAdmin). */
async function recibosTotal(role: Role, link: string): Promise<number> {
  const q = query(link);
  const admin = role === 'admin' || role === 'superadmin';
  const params = new URLSearchParams({
    ...(admin ? {} : { encargadoId: String(demoUser(role).id) }),
    estado: q.get('estado') ?? 'PENDIENTE',
    pageNumber: '0',
    pageSize: '200',
    filter: '',
  });
  const path = admin ? '/api/recibo/data/list/admin' : '/api/recibo/data/list';
  return (await get<{ total: number }>(role, `${path}?${params}`)).total;
}

/** Consultas Recibos (admin or coordinator). */
async function consultasTotal(role: Role, link: string): Promise<number> {
  const q = query(link);
  const params = new URLSearchParams({
    encargadoId: q.get('encargado') ?? '0',
    clienteId: q.get('cliente') ?? '0',
    estado: q.get('estado') ?? 'FINALIZADO',
    fechaInicio: q.get('fechaInicio') ?? '',
    fechaFinal: q.get('fechaFinal') ?? '',
    pageNumber: '0',
    pageSize: '25',
    encargadosCargado: 'true',
  });
  return (await get<{ total: number }>(role, `/api/recibo/data/consultas?${params}`)).total;
}

const sum = (xs: Array<{ cantidad: number }>) => xs.reduce((a, x) => a + x.cantidad, 0);

describe('Panel figures = the counts of the lists they link to', () => {
  it.each(['admin', 'coordinador', 'usuario'] as const)('as %s', async (role) => {
    const now = new Date();
    const s = await estadistica(role);

    expect(s.totalFacturasPendientes).toBe(await facturasTotal(role, enlaces.facturasPendientes()));
    expect(s.totalFacturasVencidas).toBe(await facturasTotal(role, enlaces.facturasVencidas()));
    expect(s.totalFacturasMes).toBe(await facturasTotal(role, enlaces.facturasMes(now)));
    expect(s.totalFacturasHoy).toBe(await facturasTotal(role, enlaces.facturasHoy(now)));
    expect(s.totalRecibosPendientes).toBe(await recibosTotal(role, enlaces.recibosPendientes()));
    expect(s.totalRecibosFinalizados).toBe(await recibosTotal(role, enlaces.recibosFinalizados()));
    if (role === 'admin') expect(s.totalRecibosHoy).toBe(await consultasTotal(role, enlaces.recibosHoy(now)));

    // The seed gives every figure something to show.
    for (const key of TOTALES.slice(0, 4)) expect(s[key], key).toBeGreaterThan(0);

    // The breakdowns add up to the totals they break down.
    expect(sum(s.ticaEstados)).toBe(s.totalRecibosPendientes);
    expect(sum(s.encargados)).toBe(s.totalRecibosPendientes);
    for (const e of s.encargados) expect(e.pendientes).toHaveLength(e.cantidad);
    expect(s.pendientesFacturar).toHaveLength(s.totalRecibosPendientes);
    expect(s.recibosHoy).toHaveLength(s.totalRecibosHoy);
    const { ano: _ano, ...meses } = s.pendientesPormes;
    expect(Object.values(meses).reduce((a, n) => a + n, 0)).toBeLessThanOrEqual(s.totalRecibosPendientes);
    expect(s.totalRecibosPendientesConDua).toBeLessThanOrEqual(s.totalRecibosPendientes);
  });

  it('a usuario counts only the receipts they handle; an admin every receipt', async () => {
    const db = getDb();
    const me = demoUser('usuario');
    const propios = db.recibos.filter((r) => r.encargadoId === me.id && r.estado === 'PENDIENTE').length;
    expect((await estadistica('usuario')).totalRecibosPendientes).toBe(propios);
    expect((await estadistica('admin')).totalRecibosPendientes).toBe(
      db.recibos.filter((r) => r.estado === 'PENDIENTE').length,
    );
  });

  it('follows the store: a pending invoice marked paid leaves the pending figure and the list alike', async () => {
    const before = await estadistica('admin');
    const f = getDb().facturas.find((x) => x.estado === 'Finalizada' && x.estadoPago === 'Pendiente Pago')!;
    const r = await callApi('GET', `/api/factura/cambiar-estado-pago?id=${f.id}&estadoPago=Pagada`, {
      role: 'admin',
    });
    expect(r.status).toBe(200);
    const after = await estadistica('admin');
    expect(after.totalFacturasPendientes).toBe(before.totalFacturasPendientes - 1);
    expect(after.totalFacturasPendientes).toBe(await facturasTotal('admin', enlaces.facturasPendientes()));
  });
});
