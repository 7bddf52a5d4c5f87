import { problemaCodigoCabys } from '@/features/cabys/rules';
import { problemaDescripcion } from '@/lib/codigo-catalogo';
import { servicioCabysFormSchema } from '@/features/cabys/form-model';
import { servicioCabys as servicioCabysSchema } from '@/features/cabys/contract';

describe('problemaCodigoCabys (V3: exactly 13 digits)', () => {
  it.each([
    ['13 digits', '6791000000000', null],
    ['13 digits with a leading zero', '0111100000100', null],
    ['13 digits with spaces around', ' 6791000000000 ', null],
    ['empty', '', 'requerido'],
    ['blank', '   ', 'requerido'],
    ['null', null, 'requerido'],
    ['12 digits', '679100000000', 'longitud'],
    ['14 digits', '67910000000000', 'longitud'],
    ['13 characters with letters', '67910000000AB', 'digitos'],
    ['13 characters with a dash', '6791-00000000', 'digitos'],
  ] as const)('%s → %s', (_, value, expected) => {
    expect(problemaCodigoCabys(value)).toBe(expected);
  });
});

describe('problemaDescripcion (5 to 80 characters, trimmed)', () => {
  it.each([
    ['5 characters', 'Flete', null],
    ['80 characters', 'x'.repeat(80), null],
    ['empty', '', 'requerida'],
    ['blank', '    ', 'requerida'],
    ['4 characters', 'Flet', 'min'],
    ['4 characters padded', '  Flet  ', 'min'],
    ['81 characters', 'x'.repeat(81), 'max'],
  ] as const)('%s → %s', (_, value, expected) => {
    expect(problemaDescripcion(value)).toBe(expected);
  });
});

describe('servicioCabysFormSchema', () => {
  const valid = { id: 0, empresaId: 1, codigoCabys: '6791000000000', descripcion: 'Flete', status: 'ACTIVO' };
  const messages = (value: unknown) => {
    const result = servicioCabysFormSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts a valid service', () => expect(messages(valid)).toEqual([]));
  it("requires the status ('El estado es requerido')", () => {
    expect(messages({ ...valid, status: '' })).toEqual(['El estado es requerido']);
    expect(messages({ ...valid, status: 'SUSPENDIDO' })).toEqual(['El estado es requerido']);
  });
  it('gives the spec texts for the code and the description', () => {
    expect(messages({ ...valid, codigoCabys: '123', descripcion: '' })).toEqual([
      'El código Cabys debe tener al menos 13 caracteres',
      'La descripción es requerida',
    ]);
  });
});

describe('servicioCabysSchema (API answer)', () => {
  it('gives back the leading zeros of a code sent as a number and normalises the status', () => {
    expect(
      servicioCabysSchema.parse({
        id: 1,
        empresaId: 1,
        codigoCabys: 111100000100,
        descripcion: 'Trigo',
        status: ' inactivo ',
      }),
    ).toEqual({
      id: 1,
      empresaId: 1,
      codigoCabys: '0111100000100',
      descripcion: 'Trigo',
      status: 'INACTIVO',
    });
  });
});
