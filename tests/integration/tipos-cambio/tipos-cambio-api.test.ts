import { getDb } from '@mocks/db';
import { montoValido, problemaNombre, problemaSimbol } from '@/features/tipos-cambio/rules';
import { callApi } from '../../mock-api';

const nuevo = {
  id: 0,
  nombre: 'Yenes',
  descripcion: 'Yen japonés',
  venta: 3.41,
  compra: 3.3,
  simbol: '¥',
  esDefault: 0,
};

const delSistema = () => getDb().tiposCambio.filter((t) => t.esDefault === 1);

describe('Mock /api/tipo-cambio (API.md, validates like the form)', () => {
  it('seeds the colón (the system rate), the dollar and the euro, each one the form would accept', () => {
    const rows = getDb().tiposCambio.all();
    expect(rows.map((r) => [r.nombre, r.simbol, r.esDefault])).toEqual([
      ['Colones', '¢', 1],
      ['Dólares', '$', 0],
      ['Euros', '€', 0],
    ]);
    expect(
      rows.filter(
        (r) =>
          problemaNombre(r.nombre) ||
          problemaSimbol(r.simbol) ||
          !montoValido(r.venta) ||
          !montoValido(r.compra),
      ),
    ).toEqual([]);
  });

  it('lists every rate and answers one by id, 404 for an unknown one', async () => {
    const list = await callApi('GET', '/api/tipo-cambio/data/list');
    expect(list.status).toBe(200);
    expect((list.json as unknown[]).length).toBe(3);
    const one = await callApi('GET', '/api/tipo-cambio/data?id=2');
    expect(one.json).toMatchObject({ id: 2, nombre: 'Dólares', venta: 512.85, compra: 506.12, esDefault: 0 });
    const missing = await callApi('GET', '/api/tipo-cambio/data?id=99');
    expect(missing).toEqual({ status: 404, json: { message: 'El tipo de cambio 99 no existe' } });
  });

  it.each([
    ['no name', { nombre: '  ' }, 'El nombre es requerido'],
    ['a 1-character name', { nombre: 'Y' }, 'Debe ingresar al menos 2 caracteres'],
    ['a zero sale amount', { venta: 0 }, 'La venta es requerida y debe ser mayor a 0'],
    ['an empty sale amount', { venta: '' }, 'La venta es requerida y debe ser mayor a 0'],
    ['a negative purchase amount', { compra: -1 }, 'La compra es requerida y debe ser mayor a 0'],
    // The contract refuses it before the rules (the zod issue, in Spanish, with its field).
    [
      'a purchase amount that is not a number',
      { compra: 'abc' },
      "Petición inválida: compra: Se esperaba un número, recibido 'abc'",
    ],
    ['a flag that is an object', { esDefault: {} }, /^Petición inválida: esDefault: Entrada inválida/],
    ['no purchase amount', { compra: null }, 'La compra es requerida y debe ser mayor a 0'],
    ['no symbol', { simbol: ' ' }, 'El símbolo es requerido'],
    ['a 4-character symbol', { simbol: 'JPY¥' }, 'Debe ingresar un máximo de 3 caracteres'],
    ['a name another rate has', { nombre: 'euros' }, 'Ya existe un tipo de cambio llamado Euros'],
  ])('refuses %s with 400 and a message', async (_, patch, message) => {
    const { status, json } = await callApi('POST', '/api/tipo-cambio/create', {
      body: { ...nuevo, ...patch },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ message: expect.stringMatching(message) });
    expect(getDb().tiposCambio.size).toBe(3);
  });

  it('creates with trimmed texts, amounts as numbers, esDefault forced to 0/1 and the time of the change', async () => {
    const { status, json } = await callApi('POST', '/api/tipo-cambio/create', {
      body: { ...nuevo, nombre: '  Yenes ', simbol: ' ¥ ', venta: '3.41', esDefault: 7 },
    });
    expect(status).toBe(200);
    const saved = json as { id: number; fechaUltimoCambio: string };
    expect(getDb().tiposCambio.get(saved.id)).toMatchObject({
      nombre: 'Yenes',
      simbol: '¥',
      venta: 3.41,
      compra: 3.3,
      esDefault: 0,
    });
    expect(saved.fechaUltimoCambio).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(delSistema().map((t) => t.nombre)).toEqual(['Colones']);
  });

  it('keeps exactly one system rate: a new one with esDefault 1 clears the old one', async () => {
    const { json } = await callApi('POST', '/api/tipo-cambio/create', {
      body: { ...getDb().tiposCambio.get(2), esDefault: 1 },
    });
    expect(json).toMatchObject({ id: 2, esDefault: 1 });
    expect(delSistema().map((t) => t.nombre)).toEqual(['Dólares']);
  });

  it('refuses to untick the system rate itself, which would leave none', async () => {
    const { status, json } = await callApi('POST', '/api/tipo-cambio/create', {
      body: { ...getDb().tiposCambio.get(1), esDefault: 0 },
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      message: 'Debe existir un tipo de cambio del sistema: marque otro antes de desmarcar este',
    });
    expect(delSistema().map((t) => t.id)).toEqual([1]);
    // Saving it again as the system rate is fine.
    const again = await callApi('POST', '/api/tipo-cambio/create', {
      body: { ...getDb().tiposCambio.get(1), venta: 1 },
    });
    expect(again.status).toBe(200);
  });

  it('answers 404 when editing an unknown rate, and 401 without a session', async () => {
    const edit = await callApi('POST', '/api/tipo-cambio/create', { body: { ...nuevo, id: 99 } });
    expect(edit).toEqual({ status: 404, json: { message: 'El tipo de cambio 99 no existe' } });
    const response = await fetch('http://localhost/api/tipo-cambio/data/list');
    expect(response.status).toBe(401);
  });
});
