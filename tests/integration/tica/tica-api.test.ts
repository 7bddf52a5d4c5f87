import { getDb } from '@mocks/db';
import type { TicaRecord } from '@mocks/db/types';
import { callApi } from '../../mock-api';
import { tokenFor, type Role } from '../../render-app';

/** The mock backend's TICA (API.md 'TICA'): seed, list filters and paging, update, CSV upload, export. */

type Page = {
  ticas: Array<{ id: number; reciboId: number; dua: string; fecha: string; estadoTica: { id: number } }>;
  total: number;
  pagesTotal: number;
  aduanas?: unknown[];
  estadosTica?: unknown[];
  estadosTicaAforo?: unknown[];
  regimenes?: unknown[];
};

const list = async (params: Record<string, string | number> = {}, role: Role = 'admin') => {
  const qs = new URLSearchParams(
    Object.entries({ pageNumber: 0, pageSize: 25, cargados: 'true', ...params }).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  return callApi('GET', `/api/tica/data/list?${qs}`, { role }) as Promise<{ status: number; json: Page }>;
};

/** The stored rows a query should return, newest DUA date first. */
const esperados = (keep: (t: TicaRecord) => boolean) =>
  getDb()
    .ticas.filter(keep)
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.reciboId - a.reciboId || b.id - a.id);

/**
 * A multipart body written by hand (field `file`), as a browser sends it: the test environment's
 * FormData and Blob need not be the ones fetch understands.
 */
async function upload(contenido: string | Uint8Array, name = 'tica.csv', role: Role = 'coordinador') {
  const boundary = '----tica-test-boundary';
  const enc = new TextEncoder();
  const archivo = typeof contenido === 'string' ? enc.encode(contenido) : contenido;
  const cabeza = enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const pie = enc.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array([...cabeza, ...archivo, ...pie]);
  const res = await fetch('http://localhost/api/tica/upload', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await tokenFor(role)}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  return { status: res.status, json: (await res.json()) as { message: string; filas?: number } };
}

const HEADER = 'recibo,aduana,ano,dua,regimen,fecha,estado,responsable,estadoAforo';

describe('TICA seed', () => {
  it('has one TICA row per receipt with a DUA: its number, office, DUA year and number, date and handler', () => {
    const db = getDb();
    const conDua = db.recibos.filter((r) => r.dua !== '');
    expect(db.ticas.size).toBe(conDua.length);
    expect(db.ticas.size).toBeGreaterThan(300);
    for (const r of conDua) {
      const [aduana, ano, numero] = r.dua.split('-');
      const t = db.ticas.find((x) => x.reciboId === r.recibo)!;
      expect(t).toMatchObject({
        aduanaId: Number(aduana),
        ano: Number(ano),
        dua: numero,
        fecha: r.fechaDua,
        responsable: db.usuarios.get(r.encargadoId)!.nombre,
      });
      expect(t.aduanaId).toBe(r.aduanaId);
      const estado = db.estadosTica.get(t.estadoTicaId)!.nombre;
      const aforo = db.estadosAforo.get(t.estadoAforoId)!.nombre;
      // Closed receipts are released; a DUA not yet inspected has its aforo pending.
      if (r.estado === 'FINALIZADO') expect(['LEVANTE', 'CANCELADO']).toContain(estado);
      if (estado === 'ACEPTADO') expect(aforo).toBe('PENDIENTE');
      if (estado === 'ASIGNADO' || estado === 'EN REVISION') {
        expect(['DOCUMENTAL', 'FISICO']).toContain(aforo);
      }
      if (r.ticaEstado === 'EN PROCESO DE AFORO' && r.estado === 'PENDIENTE') {
        expect(['ASIGNADO', 'EN REVISION']).toContain(estado);
      }
    }
    // Every state, aforo state and regime is in use.
    for (const table of [db.estadosTica, db.estadosAforo]) {
      for (const e of table.all()) {
        const campo = table === db.estadosTica ? 'estadoTicaId' : 'estadoAforoId';
        expect(
          db.ticas.find((t) => t[campo] === e.id),
          e.nombre,
        ).toBeDefined();
      }
    }
    expect(new Set(db.ticas.all().map((t) => t.regimenId)).size).toBe(db.regimenes.size);
  });
});

describe('GET /api/tica/data/list', () => {
  it('is for admins and coordinators', async () => {
    expect((await list({}, 'usuario')).status).toBe(403);
    expect((await list({}, 'coordinador')).status).toBe(200);
    expect((await list({}, 'superadmin')).status).toBe(200);
  });

  it('pages by 25, newest DUA first, and brings the option lists only while cargados is false', async () => {
    const todos = esperados(() => true);
    const first = await list({ cargados: 'false' });
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(todos.length);
    expect(first.json.pagesTotal).toBe(Math.ceil(todos.length / 25) - 1);
    expect(first.json.ticas.map((t) => t.id)).toEqual(todos.slice(0, 25).map((t) => t.id));
    expect(first.json.ticas[0]).toEqual({
      id: todos[0]!.id,
      reciboId: todos[0]!.reciboId,
      aduana: { id: todos[0]!.aduanaId, nombre: getDb().aduanas.get(todos[0]!.aduanaId)!.nombre },
      ano: todos[0]!.ano,
      dua: todos[0]!.dua,
      regimenAduanero: {
        id: todos[0]!.regimenId,
        nombre: getDb().regimenes.get(todos[0]!.regimenId)!.nombre,
      },
      fecha: todos[0]!.fecha,
      estadoTica: { id: todos[0]!.estadoTicaId, nombre: expect.any(String) },
      responsable: todos[0]!.responsable,
      estadoTicaAforo: { id: todos[0]!.estadoAforoId, nombre: expect.any(String) },
    });
    expect(first.json.aduanas).toHaveLength(9);
    expect(first.json.estadosTica).toEqual([
      { id: 1, nombre: 'ACEPTADO' },
      { id: 2, nombre: 'ASIGNADO' },
      { id: 3, nombre: 'EN REVISION' },
      { id: 4, nombre: 'LEVANTE' },
      { id: 5, nombre: 'CANCELADO' },
    ]);
    expect(first.json.estadosTicaAforo).toHaveLength(5);
    expect(first.json.regimenes).toContainEqual({ id: 7, nombre: 'Perfeccionamiento activo' });

    const last = await list({ pageNumber: first.json.pagesTotal });
    expect(last.json.aduanas).toBeUndefined();
    expect(last.json.ticas.map((t) => t.id)).toEqual(
      todos.slice(first.json.pagesTotal * 25).map((t) => t.id),
    );
  });

  it('filters by receipt, office, DUA digits, both states, inclusive dates and responsable', async () => {
    const db = getDb();
    const muestra = esperados(() => true)[40]!;
    const [y, m, d] = muestra.fecha.split('-').map(Number) as [number, number, number];
    const dia = `${d}-${m}-${y}`;
    const responsable = muestra.responsable
      .split(' ')[0]!
      .toUpperCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '');
    const casos: Array<[Record<string, string | number>, (t: TicaRecord) => boolean]> = [
      [{ reciboId: muestra.reciboId }, (t) => t.reciboId === muestra.reciboId],
      [{ aduanaId: 3 }, (t) => t.aduanaId === 3],
      [{ dua: muestra.dua.slice(1, 5) }, (t) => t.dua.includes(muestra.dua.slice(1, 5))],
      [{ estadoTica: 2 }, (t) => t.estadoTicaId === 2],
      [{ estadoAforo: 4 }, (t) => t.estadoAforoId === 4],
      [{ fechaInicio: dia, fechaFinal: dia }, (t) => t.fecha === muestra.fecha],
      [{ fechaInicio: dia }, (t) => t.fecha >= muestra.fecha],
      // Accents and case do not matter.
      [
        { responsable },
        (t) =>
          t.responsable === muestra.responsable ||
          t.responsable.startsWith(muestra.responsable.split(' ')[0]!),
      ],
      [
        {
          aduanaId: muestra.aduanaId,
          estadoTica: muestra.estadoTicaId,
          estadoAforo: muestra.estadoAforoId,
          reciboId: 0,
          dua: '',
        },
        (t) =>
          t.aduanaId === muestra.aduanaId &&
          t.estadoTicaId === muestra.estadoTicaId &&
          t.estadoAforoId === muestra.estadoAforoId,
      ],
    ];
    for (const [params, keep] of casos) {
      const lista = esperados(keep);
      expect(lista.length, JSON.stringify(params)).toBeGreaterThan(0);
      const { json } = await list({ ...params, pageSize: 1000 });
      expect(
        json.ticas.map((t) => t.id),
        JSON.stringify(params),
      ).toEqual(lista.map((t) => t.id));
    }
    expect(db.ticas.size).toBeGreaterThan(0);
  });

  it('refuses an impossible date or a DUA with letters (400)', async () => {
    const mala = await list({ fechaInicio: '31-2-2026' });
    expect(mala).toEqual({
      status: 400,
      json: { message: 'La fecha 31-2-2026 de fechaInicio no es válida (use D-M-YYYY)' },
    });
    expect((await list({ dua: '12a' })).json).toEqual({ message: 'El DUA 12a debe ser numérico' });
  });
});

describe('PUT /api/tica/actualizar', () => {
  it("changes a row's two states and answers them", async () => {
    const t = getDb().ticas.find((x) => x.estadoTicaId !== 5 && x.estadoAforoId !== 3)!;
    const { json: page } = await list({ reciboId: t.reciboId });
    const row = page.ticas.find((x) => x.id === t.id)!;
    const res = await callApi('PUT', '/api/tica/actualizar', {
      role: 'coordinador',
      body: { ...row, estadoTica: { id: 5, nombre: '' }, estadoTicaAforo: { id: 3, nombre: '' } },
    });
    expect(res).toEqual({
      status: 200,
      json: {
        estadoTica: { id: 5, nombre: 'CANCELADO' },
        estadoTicaAforo: { id: 3, nombre: 'DOCUMENTAL' },
      },
    });
    expect(getDb().ticas.get(t.id)).toMatchObject({ estadoTicaId: 5, estadoAforoId: 3, dua: t.dua });
  });

  it('refuses an unknown row (404), an unknown state (400) and a user (403)', async () => {
    const t = getDb().ticas.all()[0]!;
    const body = (over: object) => ({ id: t.id, estadoTica: { id: 1 }, estadoTicaAforo: { id: 1 }, ...over });
    expect(
      await callApi('PUT', '/api/tica/actualizar', { role: 'admin', body: body({ id: 999999 }) }),
    ).toEqual({
      status: 404,
      json: { message: 'El registro de TICA 999999 no existe' },
    });
    expect(
      await callApi('PUT', '/api/tica/actualizar', { role: 'admin', body: body({ estadoTica: { id: 0 } }) }),
    ).toEqual({ status: 400, json: { message: 'El estado TICA 0 no es válido' } });
    expect(
      await callApi('PUT', '/api/tica/actualizar', {
        role: 'admin',
        body: body({ estadoTicaAforo: { id: 9 } }),
      }),
    ).toEqual({ status: 400, json: { message: 'El estado aforo 9 no es válido' } });
    expect((await callApi('PUT', '/api/tica/actualizar', { role: 'usuario', body: body({}) })).status).toBe(
      403,
    );
  });
});

describe('POST /api/tica/upload', () => {
  it('adds the rows of a CSV, updates a DUA it already has, and answers { message, filas }', async () => {
    const db = getDb();
    const antes = db.ticas.size;
    const existente = db.ticas.all()[0]!;
    const codigo = db.aduanas.get(existente.aduanaId)!.codigo;
    const csv = [
      HEADER,
      '24600,Aduana de Limón,2026,777001,Depósito fiscal,2026-11-20,ACEPTADO,Jorge Arias Navarro,PENDIENTE',
      `24599,${codigo},${existente.ano},${existente.dua},Zona franca,${existente.fecha},LEVANTE,"Solís, María",REALIZADO`,
    ].join('\r\n');
    const res = await upload(csv, 'TICA noviembre.csv');
    expect(res).toEqual({
      status: 200,
      json: { message: 'Archivo TICA noviembre.csv: 2 filas leídas, 1 agregadas y 1 actualizadas', filas: 2 },
    });
    expect(db.ticas.size).toBe(antes + 1);
    expect(db.ticas.find((t) => t.dua === '777001')).toMatchObject({
      reciboId: 24600,
      aduanaId: 3,
      ano: 2026,
      regimenId: 5,
      fecha: '2026-11-20',
      estadoTicaId: 1,
      estadoAforoId: 1,
      responsable: 'Jorge Arias Navarro',
    });
    expect(db.ticas.get(existente.id)).toMatchObject({
      reciboId: 24599,
      regimenId: 6,
      estadoTicaId: 4,
      estadoAforoId: 5,
      responsable: 'Solís, María',
    });
    // The new row is on the list.
    const { json } = await list({ dua: '777001' });
    expect(json.ticas.map((t) => t.reciboId)).toEqual([24600]);
  });

  it('refuses a malformed file with 400 naming the first bad line, and adds nothing', async () => {
    const antes = getDb().ticas.size;
    const csv = [
      HEADER,
      '24600,Aduana de Limón,2026,777001,Depósito fiscal,2026-11-20,ACEPTADO,Jorge,PENDIENTE',
      '24601,Aduana de Limón,2026,777002,Depósito fiscal,2026-11-20,ACEPTADO,Jorge,PENDIENTE',
      '24602,Aduana de Golfito,2026,777003,Depósito fiscal,2026-11-20,ACEPTADO,Jorge,PENDIENTE',
    ].join('\n');
    expect(await upload(csv)).toEqual({
      status: 400,
      json: { message: "Línea 4: la aduana 'Aduana de Golfito' no existe" },
    });
    expect(getDb().ticas.size).toBe(antes);
  });

  it('refuses a file that is not UTF-8, a blank file, no file and a user', async () => {
    // 'Limón' saved as Windows-1252 by a Spanish Excel.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\n24600,Aduana de Lim`),
      0xf3,
      ...new TextEncoder().encode('n,2026,1,Zona franca,2026-11-20,ACEPTADO,Jorge,PENDIENTE\n'),
    ]);
    expect(await upload(latin1)).toEqual({
      status: 400,
      json: { message: "Línea 2: el archivo no está en UTF-8; guárdelo como 'CSV UTF-8' e intente de nuevo" },
    });
    expect(await upload('  ')).toEqual({ status: 400, json: { message: 'El archivo está vacío' } });
    const res = await fetch('http://localhost/api/tica/upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor('admin')}`, 'Content-Type': 'text/csv' },
      body: HEADER,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Debe enviar el archivo en el campo file (multipart/form-data)',
    );
    expect((await upload(`${HEADER}\n`, 'x.csv', 'usuario')).status).toBe(403);
  });
});

describe('GET /api/export/ticas', () => {
  it('is a real .xls of the rows the same filters list, without paging', async () => {
    const get = async (qs: string, role: Role = 'admin') => {
      const res = await fetch(`http://localhost/api/export/ticas?${qs}`, {
        headers: { Authorization: `Bearer ${await tokenFor(role)}` },
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        bytes: new Uint8Array(await res.arrayBuffer()),
      };
    };
    expect((await get('reciboId=0', 'usuario')).status).toBe(403);
    const dentro = esperados((t) => t.aduanaId === 5 && t.estadoTicaId === 4);
    const fuera = esperados((t) => t.aduanaId !== 5);
    expect(dentro.length).toBeGreaterThan(1);
    const { status, type, bytes } = await get(
      'reciboId=0&aduanaId=5&dua=&estadoTica=4&estadoAforo=0&fechaInicio=&fechaFinal=&responsable=',
    );
    expect(status).toBe(200);
    expect(type).toBe('application/vnd.ms-excel');
    expect([...bytes.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    // DUA numbers are text cells: each row's number is in the workbook, another office's is not.
    const texto = new TextDecoder('latin1').decode(bytes);
    for (const t of dentro) expect(texto).toContain(t.dua);
    expect(texto).toContain('Estado Aforo');
    const ajena = fuera.find((t) => !dentro.some((d) => d.dua.includes(t.dua) || t.dua.includes(d.dua)))!;
    expect(texto).not.toContain(ajena.dua);
  });
});
