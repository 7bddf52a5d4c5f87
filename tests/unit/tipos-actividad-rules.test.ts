import { problemaCodigoActividad } from '@/features/tipos-actividad/rules';
import { problemaDescripcion } from '@/lib/codigo-catalogo';
import { tipoActividad as tipoActividadSchema } from '@/features/tipos-actividad/contract';

describe('problemaCodigoActividad (V2: exactly 6 characters, six digits or CIIU 4, after trimming)', () => {
  it.each([
    ['6 digits', '630904', null],
    ['6 digits with a leading zero', '011102', null],
    ['6 digits with spaces around', '  630904 ', null],
    ['empty', '', 'requerido'],
    ['blank', '      ', 'requerido'],
    ['undefined', undefined, 'requerido'],
    ['5 digits', '63090', 'longitud'],
    ['7 digits (the seed message said 7)', '6309041', 'longitud'],
    ['6 characters with letters', '63O9O4', 'digitos'],
    ['CIIU 4 as Hacienda writes it since 2025', '5229.0', null],
    ['CIIU 4 with a leading zero', '0144.0', null],
    ['a dot out of the CIIU 4 place', '52290.', 'digitos'],
    ['CIIU 4 with two decimals (7 characters)', '5229.00', 'longitud'],
  ] as const)('%s → %s', (_, value, expected) => {
    expect(problemaCodigoActividad(value)).toBe(expected);
  });
});

describe('problemaDescripcion (5 to 80 characters, trimmed)', () => {
  it.each([
    ['5 characters', 'ADUAN', null],
    ['80 characters', 'A'.repeat(80), null],
    ['blank', '   ', 'requerida'],
    ['4 characters', 'ADUA', 'min'],
    ['81 characters', 'A'.repeat(81), 'max'],
  ] as const)('%s → %s', (_, value, expected) => {
    expect(problemaDescripcion(value)).toBe(expected);
  });
});

describe('tipoActividadSchema (API answer)', () => {
  it('keeps codes as 6-character strings, even when sent as numbers', () => {
    expect(tipoActividadSchema.parse({ id: 1, empresaId: 2, codigo: 11102, descripcion: 'x' }).codigo).toBe(
      '011102',
    );
    expect(
      tipoActividadSchema.parse({ id: 1, empresaId: 2, codigo: '630904', descripcion: 'x' }).codigo,
    ).toBe('630904');
  });
});
