import { getDb, createDb, resetDb, setDb } from '@mocks/db';
import { saveAfterChanges, STORAGE_KEY, writePersisted } from '@mocks/db/page-storage';
import { parsePersisted, restoreDb, serializeDb } from '@mocks/db/persist';
import { collectChanges } from '@mocks/db/store';
import { verifyJwt } from '@mocks/lib/jwt';
import { createRandom } from '@mocks/seed/prng';
import { callApi } from '../../mock-api';
import { tokenFor } from '../../render-app';

/** What the page stored, as the demo's worker gets it. */
const stored = () => parsePersisted(localStorage.getItem(STORAGE_KEY));

const BASIC = `Basic ${btoa('frontendapp:secreto')}`;

async function passwordGrant(username: string, password: string, authorization = BASIC) {
  const response = await fetch('http://localhost/oauth/token', {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const decode = (segment: string) =>
  JSON.parse(atob(segment.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

describe('POST /oauth/token: the demo users of API.md get real JWTs', () => {
  it.each([
    ['superadmin', ['SUPER_ADMIN', 'ADMIN']],
    ['admin', ['ADMIN']],
    ['coordinador', ['COORDINADOR']],
    ['usuario', ['USER']],
  ])('%s → header.payload.signature with authorities %j and a 12-hour exp', async (user, authorities) => {
    const before = Math.floor(Date.now() / 1000);
    const { status, json } = await passwordGrant(user, user);
    expect(status).toBe(200);
    expect(json.token_type).toBe('bearer');
    const token = json.access_token as string;
    const parts = token.split('.');
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decode(parts[0]!)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decode(parts[1]!);
    expect(payload).toMatchObject({ user_name: user, authorities, client_id: 'frontendapp' });
    expect(payload.exp).toBeGreaterThanOrEqual(before + 12 * 3600);
    expect(payload.exp).toBeLessThanOrEqual(before + 12 * 3600 + 5);
    expect(await verifyJwt(token)).not.toBeNull();
  });

  it("bad credentials: 400 invalid_grant 'Bad credentials'", async () => {
    expect(await passwordGrant('admin', 'otra')).toEqual({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Bad credentials' },
    });
    expect((await passwordGrant('nadie', 'nadie')).status).toBe(400);
  });

  it('needs the HTTP Basic client credentials', async () => {
    expect((await passwordGrant('admin', 'admin', '')).status).toBe(401);
  });

  it('a tampered or expired token is refused with 401', async () => {
    const token = await tokenFor('usuario');
    const [h, p, s] = token.split('.');
    const forged = `${h}.${btoa(JSON.stringify({ ...decode(p!), authorities: ['ADMIN'] })).replace(/=+$/, '')}.${s}`;
    expect(await verifyJwt(forged)).toBeNull();
    expect(await verifyJwt(await tokenFor('usuario', -1))).toBeNull();
    const response = await fetch('http://localhost/api/usuario/data', {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('user endpoints', () => {
  it('GET /api/usuario/data answers the signed-in user with the company', async () => {
    const { status, json } = await callApi('GET', '/api/usuario/data', { role: 'coordinador' });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      usuario: 'coordinador',
      nombre: 'Silvia Porras Herrera',
      empresa: { id: expect.any(Number), nombre: expect.any(String) },
    });
  });

  it('PUT /api/usuario/update/npw checks the current password', async () => {
    const wrong = await callApi('PUT', '/api/usuario/update/npw', {
      body: { clave: 'mala', claveNueva: 'nueva1', nombre: 'Jorge' },
    });
    expect(wrong).toMatchObject({ status: 200, json: { status: 'CLAVE_IVALID' } });
    const ok = await callApi('PUT', '/api/usuario/update/npw', {
      body: { clave: 'usuario', claveNueva: 'nueva1', nombre: ' Jorge A. ' },
    });
    expect(ok).toMatchObject({ status: 200, json: { status: 'OK' } });
    expect((await passwordGrant('usuario', 'nueva1')).status).toBe(200);
    expect((await passwordGrant('usuario', 'usuario')).status).toBe(400);
    expect(getDb().usuarios.find((u) => u.usuario === 'usuario')?.nombre).toBe('Jorge A.');
  });

  it('PUT /api/usuario/update/npw refuses missing fields with 400 and a message', async () => {
    const { status, json } = await callApi('PUT', '/api/usuario/update/npw', { body: { clave: 'usuario' } });
    expect(status).toBe(400);
    expect(json).toMatchObject({ message: expect.any(String) });
  });

  it('GET /api/usuario/estadistica is computed from the store', async () => {
    // An admin's figures cover every receipt (a usuario's, the ones they handle: decision P2).
    const { json } = (await callApi('GET', '/api/usuario/estadistica', { role: 'admin' })) as {
      json: Record<string, unknown> & { ticaEstados: Array<{ cantidad: number }> };
    };
    const recibos = getDb().recibos.all();
    const pendientes = recibos.filter((r) => r.estado === 'PENDIENTE').length;
    expect(json.totalRecibosPendientes).toBe(pendientes);
    expect(json.totalRecibosFinalizados).toBe(recibos.length - pendientes);
    expect(json.ticaEstados.reduce((a, t) => a + t.cantidad, 0)).toBe(pendientes);
  });
});

describe('roles are enforced by the server (403)', () => {
  it.each([
    ['usuario', 403],
    ['coordinador', 403],
    ['admin', 403],
    ['superadmin', 200],
  ] as const)('GET /api/empresa/data/list as %s → %i', async (role, expected) => {
    const { status } = await callApi(
      'GET',
      '/api/empresa/data/list?estado=TODAS&filter=&pageNumber=0&pageSize=200',
      {
        role,
      },
    );
    expect(status).toBe(expected);
  });
});

describe('store: deterministic seed, persistence and reset', () => {
  it('the PRNG gives the same stream for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const take = (r: ReturnType<typeof createRandom>) => Array.from({ length: 5 }, () => r.next());
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
  });

  it('the same options seed the same rows', () => {
    const options = { seedDate: '2026-11-22', scale: 1 };
    const one = createDb(options);
    const two = createDb(options);
    expect(two.clientes.all()).toEqual(one.clientes.all());
    expect(two.recibos.all()).toEqual(one.recibos.all());
    expect(one.clientes.size).toBeGreaterThanOrEqual(40);
    expect(one.empresas.size).toBe(6);
    expect(one.recibos.size).toBe(600);
  });

  it('keeps only the changes under a versioned key and rebuilds the store from them', async () => {
    setDb(createDb({ seedDate: '2026-11-22', scale: 1 }));
    expect(collectChanges(getDb())).toEqual({});
    await callApi('PUT', '/api/usuario/update/npw', {
      body: { clave: 'usuario', claveNueva: 'guardada', nombre: 'Jorge Persistido' },
    });
    writePersisted(serializeDb(getDb()));
    expect(STORAGE_KEY).toMatch(/-v\d+$/);
    expect(stored()).toMatchObject({ v: 1, meta: { seedDate: '2026-11-22', scale: 1 } });

    const restored = restoreDb(null, null, stored());
    expect(restored.usuarios.find((u) => u.usuario === 'usuario')).toMatchObject({
      nombre: 'Jorge Persistido',
      clave: 'guardada',
    });
    expect(restored.recibos.size).toBe(600);
    // A day asked for (?mockDay) that the stored data was not made with starts afresh on that day.
    expect(
      restoreDb(null, '2026-11-22', stored()).usuarios.find((u) => u.usuario === 'usuario')?.nombre,
    ).toBe('Jorge Persistido');
    const otroDia = restoreDb(null, '2026-11-20', stored());
    expect(otroDia.meta).toEqual({ seedDate: '2026-11-20', scale: 1 });
    expect(otroDia.usuarios.find((u) => u.usuario === 'usuario')?.nombre).not.toBe('Jorge Persistido');
  });

  it('saves once a moment after a burst of changes, and at once when the page goes (a reload)', () => {
    vi.useFakeTimers();
    const page = new EventTarget() as unknown as Window;
    const save = vi.fn();
    const guardado = saveAfterChanges(save, page);
    guardado.changed();
    vi.advanceTimersByTime(200);
    guardado.changed();
    vi.advanceTimersByTime(249);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);

    guardado.changed();
    page.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    page.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(2);

    guardado.changed();
    guardado.drop();
    vi.advanceTimersByTime(1000);
    page.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('ignores stored data of another version', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ v: 0, meta: { seedDate: '2026-01-01', scale: 1 }, changes: {} }),
    );
    expect(stored()).toBeNull();
    localStorage.setItem(STORAGE_KEY, '{no es json');
    expect(stored()).toBeNull();
  });

  it('reset drops every change', async () => {
    await callApi('PUT', '/api/usuario/update/npw', {
      body: { clave: 'usuario', claveNueva: 'otra', nombre: 'Cambiado' },
    });
    expect(getDb().usuarios.find((u) => u.usuario === 'usuario')?.nombre).toBe('Cambiado');
    resetDb();
    expect(getDb().usuarios.find((u) => u.usuario === 'usuario')?.nombre).toBe('Jorge Arias Navarro');
    expect(collectChanges(getDb())).toEqual({});
  });
});
