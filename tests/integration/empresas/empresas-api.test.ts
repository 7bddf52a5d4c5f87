// @vitest-environment jsdom
// jsdom, not happy-dom: its uploads reach msw/node as multipart forms, which happy-dom's XMLHttpRequest
// loses.
import { createDb, getDb } from '@mocks/db';
import { validarEmpresa } from '@/features/empresas/rules';
import { EMPRESAS } from '@mocks/seed/empresas';
import { tokenFor, type Role } from '../../render-app';

/** The mock server's company endpoints, called as the app calls them (API.md 'Companies'). */
const BASE = 'http://localhost';

async function call(role: Role, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${await tokenFor(role)}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const res = await fetch(`${BASE}${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const post = (role: Role, path: string, body: unknown) =>
  call(role, path, { method: 'POST', body: JSON.stringify(body) });

type ListBody = { empresas: { content: Array<{ nombre: string }> }; total: number; pagesTotal: number };

const valida = () => ({
  ...EMPRESAS[1]!,
  id: 0,
  nombre: 'Depósito Fiscal Santa Ana S.A.',
  cedula: '3101123456',
  provinciaCr: null,
  cantonCr: null,
  distritoCr: null,
});

describe('GET /api/empresa/data/list', () => {
  it('filters by estado (ACTIVO, INACTIVO, TODAS), sorted by name', async () => {
    const activos = (
      await call('superadmin', '/api/empresa/data/list?estado=ACTIVO&filter=&pageNumber=0&pageSize=200')
    ).body as unknown as ListBody;
    expect(activos.total).toBe(5);
    expect(activos.empresas.content.map((e) => e.nombre)).toEqual([
      'Aduanas y Logística del Pacífico S.A.',
      'Agencia de Aduanas Caribe Sur S.R.L.',
      'Carlos Andrés Quesada Chaves',
      'Corporación Aduanera Centroamericana S.A.',
      'Servicios Logísticos Alajuela S.A.',
    ]);
    const inactivos = (
      await call('superadmin', '/api/empresa/data/list?estado=INACTIVO&pageNumber=0&pageSize=200')
    ).body as unknown as ListBody;
    expect(inactivos.empresas.content.map((e) => e.nombre)).toEqual([
      'Transportes y Aduanas Guanacaste Ltda.',
    ]);
    const todas = (await call('superadmin', '/api/empresa/data/list?estado=TODAS&pageNumber=0&pageSize=200'))
      .body as unknown as ListBody;
    expect(todas.total).toBe(6);
    expect((await call('superadmin', '/api/empresa/data/list?estado=OTRO')).status).toBe(400);
  });

  it.each([
    ['LOGISTIC', ['Aduanas y Logística del Pacífico S.A.', 'Servicios Logísticos Alajuela S.A.']],
    ['3101558201', ['Corporación Aduanera Centroamericana S.A.']],
    ['CARIBESUR.CR', ['Agencia de Aduanas Caribe Sur S.R.L.']],
    ['cqc', ['Carlos Andrés Quesada Chaves']],
    ['andres', ['Carlos Andrés Quesada Chaves']],
  ])(
    'filters %s accent- and case-insensitively on nombre, cédula, correo1 and iniciales',
    async (filter, nombres) => {
      const { body } = await call(
        'superadmin',
        `/api/empresa/data/list?estado=TODAS&filter=${encodeURIComponent(filter)}`,
      );
      expect((body as unknown as ListBody).empresas.content.map((e) => e.nombre)).toEqual(nombres);
    },
  );

  it('pages with pageNumber and pageSize; pagesTotal is the last page index', async () => {
    const { body } = await call('superadmin', '/api/empresa/data/list?estado=TODAS&pageNumber=1&pageSize=4');
    const page = body as unknown as ListBody;
    expect(page.total).toBe(6);
    expect(page.pagesTotal).toBe(1);
    expect(page.empresas.content.map((e) => e.nombre)).toEqual([
      'Servicios Logísticos Alajuela S.A.',
      'Transportes y Aduanas Guanacaste Ltda.',
    ]);
  });

  it('is for the super admin only', async () => {
    expect((await call('admin', '/api/empresa/data/list?estado=ACTIVO')).status).toBe(403);
  });
});

describe('GET /api/empresa/data', () => {
  it('answers the company with its place and the lists for it', async () => {
    const { status, body } = await call('superadmin', '/api/empresa/data?id=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      empresa: {
        id: 1,
        provincia: '1',
        canton: '01',
        distrito: '07',
        provinciaCr: { id: 1, nombreProvincia: 'San José' },
        cantonCr: { id: 101, nombreCanton: 'San José' },
        distritoCr: { id: 10107, nombreDistrito: 'Uruca' },
      },
    });
    const data = body as { provinciaCrList: unknown[]; cantonCrList: unknown[]; distritoCrList: unknown[] };
    expect(data.provinciaCrList).toHaveLength(7);
    expect(data.cantonCrList).toHaveLength(20);
    expect(data.distritoCrList).toHaveLength(11);
    expect(data.distritoCrList).toContainEqual({ id: 10109, nombreDistrito: 'Pavas' });
  });

  it('lets a user read only their own company; 404 for an unknown one', async () => {
    expect((await call('usuario', '/api/empresa/data?id=1')).status).toBe(200);
    expect((await call('usuario', '/api/empresa/data?id=2')).status).toBe(403);
    expect((await call('superadmin', '/api/empresa/data?id=99')).status).toBe(404);
  });
});

describe('POST /api/empresa/filter-data', () => {
  it('with nothing chosen answers only the provinces', async () => {
    const { body } = await post('usuario', '/api/empresa/filter-data', { id: 0, provinciaCr: null });
    expect(body).toMatchObject({ cantonCrList: [], distritoCrList: [] });
    expect((body as { provinciaCrList: unknown[] }).provinciaCrList).toEqual([
      { id: 1, nombreProvincia: 'San José' },
      { id: 2, nombreProvincia: 'Alajuela' },
      { id: 3, nombreProvincia: 'Cartago' },
      { id: 4, nombreProvincia: 'Heredia' },
      { id: 5, nombreProvincia: 'Guanacaste' },
      { id: 6, nombreProvincia: 'Puntarenas' },
      { id: 7, nombreProvincia: 'Limón' },
    ]);
  });

  it('answers the cantons of the chosen province and the districts of the chosen canton', async () => {
    const { body } = await post('usuario', '/api/empresa/filter-data', {
      id: 0,
      provinciaCr: { id: 7 },
      cantonCr: { id: 702 },
    });
    const data = body as {
      empresa: Record<string, unknown>;
      cantonCrList: Array<{ id: number; nombreCanton: string }>;
      distritoCrList: Array<{ id: number; nombreDistrito: string }>;
    };
    expect(data.cantonCrList.map((c) => c.nombreCanton)).toEqual([
      'Limón',
      'Pococí',
      'Siquirres',
      'Talamanca',
      'Matina',
      'Guácimo',
    ]);
    expect(data.cantonCrList[1]).toEqual({ id: 702, nombreCanton: 'Pococí' });
    expect(data.distritoCrList[0]).toEqual({ id: 70201, nombreDistrito: 'Guápiles' });
    expect(data.empresa).toMatchObject({ provincia: '7', canton: '02', distrito: '' });
  });

  it('drops a canton that is not in the chosen province', async () => {
    const { body } = await post('usuario', '/api/empresa/filter-data', {
      id: 0,
      provinciaCr: { id: 2 },
      cantonCr: { id: 101 },
    });
    expect(body).toMatchObject({ empresa: { provincia: '2', canton: '' }, distritoCrList: [] });
  });
});

describe('POST /api/empresa/create', () => {
  it('creates (id 0) and updates an account', async () => {
    const created = await post('superadmin', '/api/empresa/create', valida());
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    expect(getDb().empresas.get(id)).toMatchObject({
      nombre: 'Depósito Fiscal Santa Ana S.A.',
      cantidad: 60,
    });
    const updated = await post('superadmin', '/api/empresa/create', { ...valida(), id, cantidad: 90 });
    expect(updated.status).toBe(200);
    expect(getDb().empresas.get(id)?.cantidad).toBe(90);
    expect(getDb().empresas.size).toBe(7);
  });

  it.each([
    [
      'a física cédula of 10 digits',
      { tipo: '01', cedula: '1123405670' },
      'Cédula: # de cédula es invalida.',
    ],
    ['a DIMEX of 10 digits', { tipo: '03', cedula: '1840001234' }, 'Cédula: # de cédula es invalida.'],
    ['a short phone', { telefono: '2290-44' }, 'Teléfono: Debe ingresar al menos 8 caracteres'],
    ['cantidad 0', { cantidad: 0 }, 'La cantidad debe ser mayor o igual a 1'],
    ['cantidad 101', { cantidad: 101 }, 'La cantidad debe ser menor o igual a 100'],
    ['a blank pin', { pin: '  ' }, 'El pin es requerido'],
    ['a district outside its canton', { distrito: '99' }, 'El distrito es requerido'],
    ['a bad e-mail', { correo1: 'facturas@' }, 'Correo 1: Debe ingresar un correo válido'],
  ])('refuses %s with 400 and the reason', async (_what, patch, message) => {
    const { status, body } = await post('superadmin', '/api/empresa/create', { ...valida(), ...patch });
    expect(status).toBe(400);
    expect(body?.message).toContain(message);
    expect(getDb().empresas.size).toBe(6);
  });

  it('refuses a cédula another account already has', async () => {
    const { status, body } = await post('superadmin', '/api/empresa/create', {
      ...valida(),
      cedula: '3101704425',
    });
    expect(status).toBe(400);
    expect(body?.message).toBe(
      'Ya existe una cuenta con la cédula 3101704425: Aduanas y Logística del Pacífico S.A.',
    );
  });

  it('is for the super admin only', async () => {
    expect((await post('admin', '/api/empresa/create', valida())).status).toBe(403);
  });
});

describe('POST /api/empresa/update', () => {
  const correos = {
    id: 1,
    correo1: 'fe@aduanaspacifico.co.cr',
    recepcionCorreos: 'buzon@aduanaspacifico.co.cr',
    usuario: 'cpj-3-101-704425@prod.comprobanteselectronicos.go.cr',
    clave: 'Nueva#2026',
  };

  it("changes only the four fields of the user's company", async () => {
    const { status } = await post('usuario', '/api/empresa/update', correos);
    expect(status).toBe(200);
    expect(getDb().empresas.get(1)).toMatchObject({
      ...correos,
      nombre: 'Aduanas y Logística del Pacífico S.A.',
      pin: '4821',
    });
  });

  it.each([
    [{ correo1: ' ' }, 'Correo 1 es requerido'],
    [{ recepcionCorreos: 'buzon' }, 'Correo de recepción: Debe ingresar un correo válido'],
    [{ usuario: 'cpj-3-101-704425' }, 'Usuario: Debe ingresar un correo válido'],
  ])('refuses %o (V5)', async (patch, message) => {
    const { status, body } = await post('usuario', '/api/empresa/update', { ...correos, ...patch });
    expect(status).toBe(400);
    expect(body?.message).toBe(message);
  });

  it("refuses another company's e-mails to a non super admin", async () => {
    expect((await post('admin', '/api/empresa/update', { ...correos, id: 2 })).status).toBe(403);
  });
});

describe('POST /api/empresa/pem-data-upload/file', () => {
  const p12 = (name = 'llave.p12', bytes = [0x30, 0x82, 0x0a, 0x01]) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return form;
  };
  const upload = (pin: string | null, form: FormData) =>
    call(
      'usuario',
      `/api/empresa/pem-data-upload/file${pin === null ? '' : `?pin=${encodeURIComponent(pin)}`}`,
      {
        method: 'POST',
        body: form,
      },
    );

  it("stores the file name and the pin on the user's company", async () => {
    const { status, body } = await upload('9911', p12('310170442-2026.p12'));
    expect(status).toBe(200);
    expect(body?.message).toBe('Llave criptográfica de Aduanas y Logística del Pacífico S.A. actualizada');
    expect(getDb().empresas.get(1)).toMatchObject({ keyPath: '310170442-2026.p12', pin: '9911' });
  });

  it.each([
    ['no pin', null, p12(), 'Debe indicar un pin valido antes de subir el archivo'],
    ['a blank pin', '  ', p12(), 'Debe indicar un pin valido antes de subir el archivo'],
    [
      'no file',
      '1234',
      new FormData(),
      'Primero debe seleccionar un archivo antes de seleccionar el botón cargar',
    ],
    ['a .pem file', '1234', p12('llave.pem'), 'El archivo debe ser una llave criptográfica .p12'],
    ['an empty file', '1234', p12('llave.p12', []), 'El archivo está vacío'],
    [
      'a text file named .p12',
      '1234',
      p12('llave.p12', [0x68, 0x6f, 0x6c, 0x61]),
      'El archivo no es una llave criptográfica PKCS#12 válida',
    ],
  ])('refuses %s with 400', async (_what, pin, form, message) => {
    const { status, body } = await upload(pin, form);
    expect(status).toBe(400);
    expect(body?.message).toBe(message);
    expect(getDb().empresas.get(1)).toMatchObject({ keyPath: '310170442.p12', pin: '4821' });
  });
});

describe('seed', () => {
  it('every account, also at scale 10, passes the form rules and has a unique cédula', () => {
    const db = createDb({ seedDate: '2026-03-05', scale: 10 });
    const rows = db.empresas.all();
    expect(rows).toHaveLength(60);
    for (const row of rows) expect([row.nombre, validarEmpresa(row)]).toEqual([row.nombre, []]);
    expect(new Set(rows.map((r) => r.cedula)).size).toBe(60);
    expect(createDb({ seedDate: '2026-03-05', scale: 10 }).empresas.all()).toEqual(rows);
  });
});

describe('secrets stay secret (decision D27)', () => {
  it('no answer carries a Hacienda password or a PIN: the account, the list, a save', async () => {
    const { body: data } = await call('usuario', '/api/empresa/data?id=1');
    expect(data!.empresa).toMatchObject({ clave: '', pin: '' });
    const { body: lista } = await call(
      'superadmin',
      '/api/empresa/data/list?estado=TODAS&filter=&pageNumber=0&pageSize=50',
    );
    const cuentas = (lista as unknown as { empresas: { content: Array<{ clave: string; pin: string }> } })
      .empresas.content;
    expect(cuentas.length).toBeGreaterThan(1);
    expect(cuentas.every((c) => c.clave === '' && c.pin === '')).toBe(true);
    const { body: guardada } = await post('usuario', '/api/empresa/update', {
      id: 1,
      correo1: 'fe@aduanaspacifico.co.cr',
      recepcionCorreos: 'buzon@aduanaspacifico.co.cr',
      usuario: 'cpj-3-101-704425@prod.comprobanteselectronicos.go.cr',
      clave: 'Otra#2027',
    });
    expect(guardada).toMatchObject({ clave: '', pin: '' });
    expect(getDb().empresas.get(1)!.clave).toBe('Otra#2027');
  });

  it('a blank password or PIN keeps the stored one; a new account must give both', async () => {
    const antes = getDb().empresas.get(2)!;
    const { body: data } = await call('superadmin', '/api/empresa/data?id=2');
    const { status } = await post('superadmin', '/api/empresa/create', {
      ...(data!.empresa as object),
      telefono: '2222-1111',
    });
    expect(status).toBe(200);
    expect(getDb().empresas.get(2)).toMatchObject({
      clave: antes.clave,
      pin: antes.pin,
      telefono: '2222-1111',
    });
    const { status: s2 } = await post('usuario', '/api/empresa/update', {
      id: 1,
      correo1: 'fe@aduanaspacifico.co.cr',
      recepcionCorreos: 'buzon@aduanaspacifico.co.cr',
      usuario: 'cpj-3-101-704425@prod.comprobanteselectronicos.go.cr',
      clave: '',
    });
    expect(s2).toBe(200);
    expect(getDb().empresas.get(1)!.clave).not.toBe('');
    const nueva = await post('superadmin', '/api/empresa/create', { ...valida(), clave: '', pin: '' });
    expect(nueva.status).toBe(400);
    expect(nueva.body?.message).toMatch(/Por favor completar todos los campos requeridos|clave/);
  });
});
