import { getDb } from '@mocks/db';
import { problemaCodigoActividad } from '@/features/tipos-actividad/rules';
import { problemaDescripcion } from '@/lib/codigo-catalogo';
import { callApi } from '../../mock-api';

const valid = { id: 0, empresaId: 1, codigo: '611001', descripcion: 'TRANSPORTE ACUATICO' };

describe('Mock /api/tipo-actividad-economica (validates like the form)', () => {
  it('seeds activity types that the form itself would accept, for every account', () => {
    const rows = getDb().tiposActividad.all();
    expect(
      rows.filter((a) => problemaCodigoActividad(a.codigo) || problemaDescripcion(a.descripcion)),
    ).toEqual([]);
    expect(new Set(rows.map((a) => a.empresaId))).toEqual(
      new Set(
        getDb()
          .empresas.all()
          .map((e) => e.id),
      ),
    );
  });

  it("lists only the user's company's activity types", async () => {
    const { status, json } = await callApi('GET', '/api/tipo-actividad-economica/data/list');
    expect(status).toBe(200);
    const rows = json as Array<{ empresaId: number; codigo: string }>;
    expect(rows.length).toBe(getDb().tiposActividad.filter((a) => a.empresaId === 1).length);
    expect(rows.every((r) => r.empresaId === 1)).toBe(true);
    expect(rows.map((r) => r.codigo)).toEqual(
      expect.arrayContaining(['630901', '630903', '630904', '741407']),
    );
  });

  it.each([
    ['a 5-digit code', { codigo: '63090' }, 'El codigo debe contener 6 caracteres'],
    ['a 7-digit code', { codigo: '6309041' }, 'El codigo debe contener 6 caracteres'],
    ['a code with letters', { codigo: '63O9O4' }, 'El código solo puede contener números'],
    ['a dot out of the CIIU 4 place', { codigo: '52290.' }, 'El código solo puede contener números'],
    ['a blank code', { codigo: '   ' }, 'El código es requerido'],
    ['a blank description', { descripcion: '  ' }, 'La descripción es requerida'],
    ['a 4-character description', { descripcion: 'ADUA' }, 'La descripción debe tener al menos 5 caracteres'],
    [
      'an 81-character description',
      { descripcion: 'A'.repeat(81) },
      'La descripción debe tener como máximo 80 caracteres',
    ],
    ['no company', { empresaId: 0 }, 'La empresa del tipo de actividad economica es requerida'],
    [
      'a code the company already has',
      { codigo: '630904' },
      'Ya existe un tipo de actividad economica con el código 630904',
    ],
  ])('refuses %s with 400 and a message', async (_, patch, message) => {
    const antes = getDb().tiposActividad.size;
    const { status, json } = await callApi('POST', '/api/tipo-actividad-economica/create', {
      body: { ...valid, ...patch },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ message });
    expect(getDb().tiposActividad.size).toBe(antes);
  });

  it('takes a CIIU 4 code as Hacienda writes it since 2025 (six characters, with the dot)', async () => {
    const { status, json } = await callApi('POST', '/api/tipo-actividad-economica/create', {
      body: { ...valid, codigo: '5229.0' },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ codigo: '5229.0' });
  });

  it("refuses to write into another company's list (403)", async () => {
    const { status } = await callApi('POST', '/api/tipo-actividad-economica/create', {
      body: { ...valid, empresaId: 3 },
    });
    expect(status).toBe(403);
  });

  it('creates with a trimmed code, and an edit keeps the company and its own code', async () => {
    const created = await callApi('POST', '/api/tipo-actividad-economica/create', {
      body: { ...valid, codigo: ' 611001 ' },
    });
    expect(created.status).toBe(200);
    const { id } = created.json as { id: number };
    expect(getDb().tiposActividad.get(id)).toEqual({ ...valid, id });
    const edited = await callApi('POST', '/api/tipo-actividad-economica/create', {
      body: { id, codigo: '611001', descripcion: 'TRANSPORTE DE CARGA ACUATICO' },
    });
    expect(edited.status).toBe(200);
    expect(getDb().tiposActividad.get(id)).toEqual({
      id,
      empresaId: 1,
      codigo: '611001',
      descripcion: 'TRANSPORTE DE CARGA ACUATICO',
    });
  });

  it("answers 404 for an unknown id or another company's activity type", async () => {
    const ajeno = getDb().tiposActividad.find((a) => a.empresaId !== 1)!;
    for (const id of [9999, ajeno.id]) {
      const { status, json } = await callApi('GET', `/api/tipo-actividad-economica/data?id=${id}`);
      expect(status).toBe(404);
      expect(json).toEqual({ message: `El tipo de actividad economica ${id} no existe` });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await fetch('http://localhost/api/tipo-actividad-economica/data/list');
    expect(response.status).toBe(401);
  });
});
