import { getDb } from '@mocks/db';
import { problemaCodigoCabys } from '@/features/cabys/rules';
import { problemaDescripcion } from '@/lib/codigo-catalogo';
import { callApi } from '../../mock-api';

const valid = {
  id: 0,
  empresaId: 1,
  codigoCabys: '6799000000000',
  descripcion: 'Apoyo al transporte',
  status: 'ACTIVO',
};

describe('Mock /api/servicio-cabys (validates like the form)', () => {
  it('seeds services that the form itself would accept, some INACTIVO, for every account', () => {
    const rows = getDb().serviciosCabys.all();
    expect(
      rows.filter((s) => problemaCodigoCabys(s.codigoCabys) || problemaDescripcion(s.descripcion)),
    ).toEqual([]);
    expect(rows.filter((s) => s.empresaId === 1)).toHaveLength(16);
    expect(rows.filter((s) => s.empresaId === 1 && s.status === 'INACTIVO')).toHaveLength(2);
    expect(new Set(rows.map((s) => s.empresaId))).toEqual(
      new Set(
        getDb()
          .empresas.all()
          .map((e) => e.id),
      ),
    );
  });

  it("lists only the user's company's services", async () => {
    const { status, json } = await callApi('GET', '/api/servicio-cabys/data/list');
    expect(status).toBe(200);
    const rows = json as Array<{ empresaId: number }>;
    expect(rows.length).toBe(getDb().serviciosCabys.filter((s) => s.empresaId === 1).length);
    expect(rows.every((r) => r.empresaId === 1)).toBe(true);
  });

  it.each([
    ['a 12-digit code', { codigoCabys: '679900000000' }, 'El codigo debe contener 13 caracteres'],
    ['a code with letters', { codigoCabys: '67990000000AB' }, 'El código Cabys solo puede contener números'],
    ['no code', { codigoCabys: '' }, 'El código Cabys es requerido'],
    ['a 4-character description', { descripcion: 'Flet' }, 'La descripción debe tener al menos 5 caracteres'],
    [
      'an 81-character description',
      { descripcion: 'x'.repeat(81) },
      'La descripción debe tener como máximo 80 caracteres',
    ],
    ['an unknown status', { status: 'SUSPENDIDO' }, 'El estado debe ser ACTIVO o INACTIVO'],
    ['no company', { empresaId: 0 }, 'La empresa del servicio cabys es requerida'],
    [
      'a code the company already has',
      { codigoCabys: '6729000000000' },
      'Ya existe un servicio cabys con el código 6729000000000',
    ],
  ])('refuses %s with 400 and a message', async (_, patch, message) => {
    const antes = getDb().serviciosCabys.size;
    const { status, json } = await callApi('POST', '/api/servicio-cabys/create', {
      body: { ...valid, ...patch },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ message });
    expect(getDb().serviciosCabys.size).toBe(antes);
  });

  it("refuses to write into another company's list (403)", async () => {
    const { status } = await callApi('POST', '/api/servicio-cabys/create', {
      body: { ...valid, empresaId: 2 },
    });
    expect(status).toBe(403);
  });

  it('checks duplicates within the company only', async () => {
    getDb().serviciosCabys.insert({
      empresaId: 2,
      codigoCabys: valid.codigoCabys,
      descripcion: 'Apoyo',
      status: 'ACTIVO',
    });
    const { status } = await callApi('POST', '/api/servicio-cabys/create', { body: valid });
    expect(status).toBe(200);
    expect(getDb().serviciosCabys.filter((s) => s.codigoCabys === valid.codigoCabys)).toHaveLength(2);
  });

  it('creates with trimmed texts, and an edit keeps the company and may keep its own code', async () => {
    const created = await callApi('POST', '/api/servicio-cabys/create', {
      body: { ...valid, codigoCabys: ' 6799000000000 ', descripcion: '  Apoyo al transporte  ' },
    });
    expect(created.status).toBe(200);
    const row = created.json as { id: number };
    expect(getDb().serviciosCabys.get(row.id)).toEqual({ ...valid, id: row.id });

    const edited = await callApi('POST', '/api/servicio-cabys/create', {
      body: { ...valid, id: row.id, empresaId: undefined, status: 'INACTIVO' },
    });
    expect(edited.status).toBe(200);
    expect(getDb().serviciosCabys.get(row.id)).toMatchObject({ empresaId: 1, status: 'INACTIVO' });
  });

  it("answers 404 for an unknown id or another company's service", async () => {
    const ajeno = getDb().serviciosCabys.find((s) => s.empresaId !== 1)!;
    for (const id of [9999, ajeno.id]) {
      const { status, json } = await callApi('GET', `/api/servicio-cabys/data?id=${id}`);
      expect(status).toBe(404);
      expect(json).toEqual({ message: `El servicio cabys ${id} no existe` });
    }
    const edit = await callApi('POST', '/api/servicio-cabys/create', { body: { ...valid, id: ajeno.id } });
    expect(edit.status).toBe(404);
  });
});
