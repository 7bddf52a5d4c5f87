import { getDb } from '@mocks/db';
import { ACTIVIDADES } from '@mocks/seed/actividades';
import { clienteDefaults, clienteFormSchema, formDeExoneracion } from '@/features/clientes/form-model';
import { tokenFor, type Role } from '../../render-app';

/** The mock backend as the app sees it: API.md paths, answers and refusals. */
async function call(role: Role, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenFor(role)}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const nuevoCliente = {
  ...clienteDefaults,
  nombre: 'Bananera del Caribe S.A.',
  telefono: '2758-1122',
  correo: 'facturas@bananeracaribe.co.cr',
  esJuridico: 1,
  cedulaJuridica: '3101999888',
  contacto1: 'Rosa Brenes',
  contacto1Correo: 'rosa@bananeracaribe.co.cr',
  contacto1Telefono: '8877-6655',
};

describe('activity codes data (mocks/data/actividades.json)', () => {
  it('holds the 708 real codes as 6-character strings with subclass code and title', () => {
    expect(ACTIVIDADES).toHaveLength(708);
    expect(new Set(ACTIVIDADES.map((a) => a.codigoActividadDgt)).size).toBe(708);
    for (const a of ACTIVIDADES) {
      expect(a.codigoActividadDgt).toMatch(/^\d{6}$/);
      expect(a.codigoSubclase).toBe(a.codigoActividadDgt.slice(0, 4));
      expect(a.nombreActividadDgt.length).toBeGreaterThan(2);
      expect(a.tituloSubclase.length).toBeGreaterThan(2);
    }
    const codes = ACTIVIDADES.map((a) => a.codigoActividadDgt);
    expect(codes).toEqual(expect.arrayContaining(['630901', '630903', '630904', '741407', '011102']));
  });
});

describe('GET /api/codigos-actividad[/search]', () => {
  it('lists every code', async () => {
    const { status, json } = await call('usuario', 'GET', '/api/codigos-actividad');
    expect(status).toBe(200);
    expect(json).toHaveLength(708);
  });

  it.each([
    ['aduanero', ['630904', '741407']],
    ['ADUANERO', ['630904', '741407']],
    ['aduanéro', ['630904', '741407']],
    ['63090', ['630901', '630903', '630904']],
    ['café', ['011401', '154904', '512214', '522015']],
  ])('filter %j: case- and accent-insensitive substring on code or names', async (filter, expected) => {
    const { json } = await call(
      'usuario',
      'GET',
      `/api/codigos-actividad/search?filter=${encodeURIComponent(filter)}`,
    );
    const codes = (json as Array<{ codigoActividadDgt: string }>).map((c) => c.codigoActividadDgt);
    expect(codes).toEqual(expect.arrayContaining(expected));
    for (const c of json as Array<Record<string, string>>) {
      expect(Object.keys(c).sort()).toEqual([
        'codigoActividadDgt',
        'codigoSubclase',
        'id',
        'nombreActividadDgt',
        'tituloSubclase',
      ]);
    }
  });

  it('answers codes that start with the text first, at most 50', async () => {
    const { json } = await call('usuario', 'GET', '/api/codigos-actividad/search?filter=venta');
    expect((json as unknown[]).length).toBe(50);
    const first = await call('usuario', 'GET', '/api/codigos-actividad/search?filter=5122');
    expect(
      (first.json as Array<{ codigoActividadDgt: string }>)[0]!.codigoActividadDgt.startsWith('5122'),
    ).toBe(true);
  });
});

describe('clients', () => {
  it('GET /api/cliente/data/list and /api/cliente/data?id', async () => {
    const list = await call('usuario', 'GET', '/api/cliente/data/list');
    expect(list.json).toHaveLength(40);
    const one = await call('usuario', 'GET', '/api/cliente/data?id=5');
    expect(one.json).toMatchObject({ id: 5, nombre: 'Textiles Orosi S.A.', esJuridico: 1 });
    expect((await call('usuario', 'GET', '/api/cliente/data?id=999')).status).toBe(404);
  });

  it('POST /api/cliente/create creates (id 0) and updates (id), answering the saved client', async () => {
    const created = await call('usuario', 'POST', '/api/cliente/create', nuevoCliente);
    expect(created.status).toBe(200);
    expect(created.json.id).toBe(41);
    expect(getDb().clientes.get(41)).toMatchObject({ nombre: 'Bananera del Caribe S.A.', estado: 'ACTIVO' });
    const updated = await call('usuario', 'POST', '/api/cliente/create', {
      ...created.json,
      estado: 'INACTIVO',
    });
    expect(updated.json).toMatchObject({ id: 41, estado: 'INACTIVO' });
    expect(getDb().clientes.size).toBe(41);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['nombre missing', { nombre: '' }, 400, 'El nombre del cliente es requerido'],
    ['telefono of 7', { telefono: '2758-11' }, 400, 'Debe ingresar al menos 8 caracteres'],
    ['correo invalid', { correo: 'facturas' }, 400, 'Debe ingresar un correo válido'],
    ['contacto1Correo missing', { contacto1Correo: ' ' }, 400, 'El correo del contacto 1 es requerido'],
    ['jurídica of 9 digits', { cedulaJuridica: '310199988' }, 400, 'Debe tener 10 números'],
    [
      'DIMEX starting with 0',
      { esJuridico: 3, cedulaJuridica: '01234567890' },
      400,
      'Solo números, sin iniciar con 0',
    ],
    ['unknown type', { esJuridico: 2 }, 400, 'Seleccione el tipo de identificación'],
    ['unknown id', { id: 777 }, 404, 'El cliente 777 no existe'],
    ['no nombre at all', { nombre: undefined }, 400, 'El nombre del cliente es requerido'],
    ['nombre of 81', { nombre: 'N'.repeat(81) }, 400, 'Debe ingresar un maximo 80 caracteres para el nombre'],
    ['telefono of 65', { telefono: '2'.repeat(65) }, 400, 'Debe ingresar un máximo de 64 caracteres'],
    ['direccion of 128', { direccion: 'd'.repeat(128) }, 400, 'Debe ingresar un máximo de 127 caracteres'],
    ['contacto1 missing', { contacto1: '' }, 400, 'El contacto 1 es requerido'],
    [
      'contacto1Telefono missing',
      { contacto1Telefono: null },
      400,
      'El teléfono del contacto 1 es requerido',
    ],
    ['contacto4Correo invalid', { contacto4Correo: 'sin-arroba' }, 400, 'Debe ingresar un correo válido'],
    ['identification missing', { cedulaJuridica: ' ' }, 400, 'El número de identificación es requerido'],
    ['física of 10', { esJuridico: 0, cedulaJuridica: '1123405678' }, 400, 'Debe tener 9 números'],
    ['NITE of 9', { esJuridico: 4, cedulaJuridica: '512345678' }, 400, 'Debe tener 10 números'],
    ['DIMEX of 13', { esJuridico: 3, cedulaJuridica: '1840001234567' }, 400, 'Debe tener de 11 a 12 números'],
    ['national with letters', { cedulaJuridica: '3101ABC425' }, 400, 'Solo números, sin iniciar con 0'],
    [
      'international of 19',
      { esInternacional: 1, cedulaJuridica: 'A'.repeat(19) },
      400,
      'Debe tener de 1 a 18 letras o números',
    ],
    [
      'international with a dash',
      { esInternacional: 1, cedulaJuridica: 'US-1' },
      400,
      'Solo letras o números',
    ],
    ['unknown estado', { estado: 'BORRADO' }, 400, 'El estado debe ser ACTIVO o INACTIVO'],
    ['flag 2', { esExonerado: 2 }, 400, 'Es Internacional y Es Exonerado deben ser 0 o 1'],
    ['flag as a boolean', { esInternacional: true }, 400, 'Es Internacional y Es Exonerado deben ser 0 o 1'],
    ['type as an empty text', { esJuridico: '' }, 400, 'Seleccione el tipo de identificación'],
    ['nombre as an object', { nombre: { texto: 'X' } }, 400, 'El nombre del cliente es requerido'],
  ])('refuses %s like the form', async (_what, patch, status, message) => {
    const res = await call('usuario', 'POST', '/api/cliente/create', { ...nuevoCliente, ...patch });
    expect(res).toEqual({ status, json: { message } });
    expect(getDb().clientes.size).toBe(40);
  });

  it('refuses an identification another client already has', async () => {
    const taken = getDb().clientes.get(5)!;
    const res = await call('usuario', 'POST', '/api/cliente/create', {
      ...nuevoCliente,
      cedulaJuridica: taken.cedulaJuridica,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      `Ya existe un cliente con la identificación ${taken.cedulaJuridica}: ${taken.nombre}`,
    );
  });

  it('stores the identification trimmed, so that a padded copy of a taken one is refused', async () => {
    const created = await call('usuario', 'POST', '/api/cliente/create', {
      ...nuevoCliente,
      cedulaJuridica: ' 3101999888 ',
    });
    expect(created.json.cedulaJuridica).toBe('3101999888');
    const taken = getDb().clientes.get(5)!;
    const res = await call('usuario', 'POST', '/api/cliente/create', {
      ...nuevoCliente,
      cedulaJuridica: ` ${taken.cedulaJuridica} `,
    });
    expect(res).toEqual({
      status: 400,
      json: {
        message: `Ya existe un cliente con la identificación ${taken.cedulaJuridica}: ${taken.nombre}`,
      },
    });
  });

  it('seeds about 40 clients that the form accepts, with every identification type', () => {
    const clientes = getDb().clientes.all();
    expect(clientes).toHaveLength(40);
    for (const c of clientes) {
      // The exoneration document as the form holds it: a seeded one passes its own rules.
      const parsed = clienteFormSchema.safeParse({ ...c, exoneracion: formDeExoneracion(c.exoneracion) });
      expect(parsed.success ? null : parsed.error.issues).toBeNull();
    }
    expect(new Set(clientes.map((c) => c.cedulaJuridica)).size).toBe(40);
    const national = clientes.filter((c) => c.esInternacional === 0);
    const lengths = (tipo: number) =>
      new Set(national.filter((c) => c.esJuridico === tipo).map((c) => c.cedulaJuridica.length));
    expect(lengths(0)).toEqual(new Set([9]));
    expect(lengths(1)).toEqual(new Set([10]));
    expect(lengths(3)).toEqual(new Set([11, 12]));
    expect(lengths(4)).toEqual(new Set([10]));
    const international = clientes.filter((c) => c.esInternacional === 1).map((c) => c.cedulaJuridica);
    expect(international.length).toBeGreaterThanOrEqual(2);
    expect(international.some((v) => /[A-Z]/.test(v))).toBe(true);
    expect(clientes.some((c) => c.esExonerado === 1)).toBe(true);
    expect(clientes.some((c) => c.estado === 'INACTIVO')).toBe(true);
  });

  it('takes flags and the type as numeric text, as the real server does', async () => {
    const res = await call('usuario', 'POST', '/api/cliente/create', {
      ...nuevoCliente,
      esJuridico: '1',
      esExonerado: '1',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ esJuridico: 1, esExonerado: 1, esInternacional: 0 });
  });

  it('accepts an international client with letters in its identification', async () => {
    const res = await call('usuario', 'POST', '/api/cliente/create', {
      ...nuevoCliente,
      esInternacional: 1,
      cedulaJuridica: 'RUC20512345',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ esInternacional: 1, cedulaJuridica: 'RUC20512345' });
  });
});

describe('client activity codes', () => {
  it('lists a client’s codes with their details', async () => {
    const { json } = await call('usuario', 'GET', '/api/client-codigos-actividad/client/6');
    expect(json[0]).toEqual({
      id: expect.any(Number),
      codigoActividadDgt: '512214',
      detalleCodigo: {
        id: expect.any(Number),
        nombreActividadDgt:
          'VENTA AL POR MAYOR DE CAFE (EXCEPTO EL ENVASADO, ENLATADO, SOLUBLE, DESCAFEINADO)',
        codigoSubclase: '5122',
        tituloSubclase: expect.any(String),
      },
    });
    expect((await call('usuario', 'GET', '/api/client-codigos-actividad/client/999')).status).toBe(404);
  });

  it('seeds every client with 1 to 3 codes', () => {
    const db = getDb();
    for (const c of db.clientes.all()) {
      const n = db.clienteCodigos.filter((r) => r.clienteId === c.id).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    }
  });

  it('saves, refuses unknown or repeated codes, and deletes', async () => {
    const body = { client: { id: 6 }, codigoActividadDgt: '630904', empresaId: 1 };
    const saved = await call('usuario', 'POST', '/api/client-codigos-actividad', body);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      codigoActividadDgt: '630904',
      detalleCodigo: { codigoSubclase: '6309' },
    });
    expect(await call('usuario', 'POST', '/api/client-codigos-actividad', body)).toEqual({
      status: 400,
      json: { message: 'El cliente ya tiene el código de actividad 630904' },
    });
    expect(
      await call('usuario', 'POST', '/api/client-codigos-actividad', {
        ...body,
        codigoActividadDgt: '999999',
      }),
    ).toEqual({ status: 400, json: { message: 'El código de actividad 999999 no existe' } });
    expect(
      await call('usuario', 'POST', '/api/client-codigos-actividad', { ...body, codigoActividadDgt: '' }),
    ).toEqual({ status: 400, json: { message: 'Debe ingresar un código válido' } });
    const del = await call('usuario', 'DELETE', `/api/client-codigos-actividad/${saved.json.id}`);
    expect(del.status).toBe(200);
    expect(getDb().clienteCodigos.get(saved.json.id)).toBeUndefined();
    expect(await call('usuario', 'DELETE', `/api/client-codigos-actividad/${saved.json.id}`)).toEqual({
      status: 404,
      json: { message: `El código de actividad ${saved.json.id} del cliente no existe` },
    });
  });

  it("refuses to edit another client's assignment", async () => {
    const ajena = getDb().clienteCodigos.find((r) => r.clienteId === 7)!;
    expect(
      await call('usuario', 'POST', '/api/client-codigos-actividad', {
        id: ajena.id,
        client: { id: 6 },
        codigoActividadDgt: '630904',
        empresaId: 1,
      }),
    ).toEqual({ status: 404, json: { message: `El código de actividad ${ajena.id} del cliente no existe` } });
    expect(getDb().clienteCodigos.get(ajena.id)).toEqual(ajena);
  });
});

describe('client tariffs', () => {
  it.each<[Role, number]>([
    ['usuario', 403],
    ['coordinador', 200],
    ['admin', 200],
    ['superadmin', 200],
  ])('%s → %i', async (role, status) => {
    expect((await call(role, 'GET', '/api/cliente/tarifa/data/list?clienteId=2')).status).toBe(status);
    const post = await call(role, 'POST', '/api/cliente/tarifa/create', {});
    expect(post.status).toBe(status === 403 ? 403 : 400);
    expect((await call(role, 'DELETE', '/api/cliente/tarifa/delete?id=99999')).status).toBe(
      status === 403 ? 403 : 404,
    );
  });

  it('answers { nombre, tarifas, tipoCambios, servicios }', async () => {
    const { json } = await call('admin', 'GET', '/api/cliente/tarifa/data/list?clienteId=2');
    expect(json.nombre).toBe('Importadora Centroamericana de Repuestos S.A.');
    expect(json.servicios.map((s: { nombre: string }) => s.nombre)).toEqual([
      'Desalmacenaje',
      'Trámite de DUA',
      'Aforo físico',
      'Permisos MAG/Ministerio de Salud',
      'Transporte local',
      'Bodegaje',
      'Nacionalización',
      'Asesoría aduanera',
    ]);
    expect(json.tipoCambios[0]).toMatchObject({ id: 1, nombre: 'Colones', simbol: '¢' });
    expect(json.tarifas[0]).toEqual({
      id: expect.any(Number),
      nombre: expect.any(String),
      monto: expect.any(Number),
      tipoCambio: { id: 2, nombre: 'Dólares', simbol: '$' },
      clienteId: 2,
      observacion: expect.any(String),
      servicioCorreduriaAduanera: { id: expect.any(Number), nombre: expect.any(String) },
    });
  });

  it('seeds tariffs for about half the clients, in colones and dollars', () => {
    const tarifas = getDb().tarifas.all();
    const clientes = new Set(tarifas.map((t) => t.clienteId));
    expect(clientes.size).toBeGreaterThanOrEqual(14);
    expect(clientes.size).toBeLessThanOrEqual(26);
    expect(new Set(tarifas.map((t) => t.tipoCambioId))).toEqual(new Set([1, 2]));
  });

  const tarifa = {
    id: 0,
    nombre: 'Desalmacenaje contenedor 40 pies',
    monto: 98500,
    tipoCambio: { id: 1, nombre: 'Colones', simbol: '¢' },
    clienteId: 1,
    observacion: 'Más IVA',
    servicioCorreduriaAduanera: { id: 1, nombre: 'Desalmacenaje' },
  };

  it.each<[string, Record<string, unknown>, string]>([
    ['no service', { servicioCorreduriaAduanera: null }, 'Seleccione el servicio'],
    ['blank detail', { nombre: ' ' }, 'El detalle es requerido'],
    ['zero amount', { monto: 0 }, 'El monto debe ser mayor a 0'],
    ['negative amount', { monto: -10 }, 'El monto debe ser un valor numérico válido'],
    ['no currency', { tipoCambio: null }, 'Seleccione la moneda'],
    ['unknown currency', { tipoCambio: { id: 99 } }, 'Seleccione la moneda'],
    ['unknown client', { clienteId: 999 }, 'El cliente 999 no existe'],
    ['unknown service', { servicioCorreduriaAduanera: { id: 99 } }, 'Seleccione el servicio'],
    ['detail over 160', { nombre: 'x'.repeat(161) }, 'Debe ingresar un máximo de 160 caracteres'],
    ['observación over 255', { observacion: 'o'.repeat(256) }, 'Debe ingresar un máximo de 255 caracteres'],
    ['no amount', { monto: null }, 'El monto debe ser mayor a 0'],
    ['three decimals', { monto: 12.345 }, 'El monto debe ser un valor numérico válido'],
    [
      'an amount as typed, with thousands',
      { monto: '1,250.50' },
      'El monto debe ser un valor numérico válido',
    ],
    ['an amount in words', { monto: 'mil' }, 'El monto debe ser un valor numérico válido'],
  ])('POST refuses %s', async (_what, patch, message) => {
    const before = getDb().tarifas.size;
    expect(await call('admin', 'POST', '/api/cliente/tarifa/create', { ...tarifa, ...patch })).toEqual({
      status: 400,
      json: { message },
    });
    expect(getDb().tarifas.size).toBe(before);
  });

  it('POST creates with a server id, updates by id; DELETE removes', async () => {
    const created = await call('coordinador', 'POST', '/api/cliente/tarifa/create', tarifa);
    expect(created.status).toBe(200);
    const id = created.json.id as number;
    expect(getDb().tarifas.get(id)).toMatchObject({
      clienteId: 1,
      monto: 98500,
      servicioId: 1,
      tipoCambioId: 1,
    });
    const updated = await call('coordinador', 'POST', '/api/cliente/tarifa/create', {
      ...created.json,
      monto: 99000,
    });
    expect(updated.json).toMatchObject({ id, monto: 99000 });
    expect((await call('coordinador', 'DELETE', `/api/cliente/tarifa/delete?id=${id}`)).status).toBe(200);
    expect(getDb().tarifas.get(id)).toBeUndefined();
    expect(await call('coordinador', 'DELETE', `/api/cliente/tarifa/delete?id=${id}`)).toEqual({
      status: 404,
      json: { message: `La tarifa ${id} no existe` },
    });
  });

  it("takes a plain numeric text as the amount, and refuses to move another client's tariff", async () => {
    const created = await call('admin', 'POST', '/api/cliente/tarifa/create', {
      ...tarifa,
      monto: '1250.50',
    });
    expect(created.json).toMatchObject({ monto: 1250.5 });
    const ajena = getDb().tarifas.find((t) => t.clienteId !== 1)!;
    expect(await call('admin', 'POST', '/api/cliente/tarifa/create', { ...tarifa, id: ajena.id })).toEqual({
      status: 404,
      json: { message: `La tarifa ${ajena.id} no existe` },
    });
    expect(getDb().tarifas.get(ajena.id)).toEqual(ajena);
  });
});
