import {
  tipoDeCliente,
  tipoDeEmpresa,
  validarIdentificacion,
  type TipoIdentificacion,
} from '@/lib/identificacion';

describe('validarIdentificacion (V4)', () => {
  const cases: Array<
    [
      string,
      TipoIdentificacion,
      boolean,
      string,
      { ok: boolean; reason?: string; min?: number; max?: number },
    ]
  > = [
    // [what, tipo, internacional, value, expected]
    ['física, 9 digits', 'FISICA', false, '112340567', { ok: true }],
    ['física, 8 digits', 'FISICA', false, '11234056', { ok: false, reason: 'longitud', min: 9, max: 9 }],
    ['física, 10 digits', 'FISICA', false, '1123405678', { ok: false, reason: 'longitud', min: 9, max: 9 }],
    ['física, leading zero', 'FISICA', false, '012340567', { ok: false, reason: 'formato' }],
    ['física, dashes', 'FISICA', false, '1-1234-0567', { ok: false, reason: 'formato' }],
    ['jurídica, 10 digits', 'JURIDICA', false, '3101704425', { ok: true }],
    [
      'jurídica, 9 digits',
      'JURIDICA',
      false,
      '310170442',
      { ok: false, reason: 'longitud', min: 10, max: 10 },
    ],
    [
      'jurídica, 11 digits',
      'JURIDICA',
      false,
      '31017044251',
      { ok: false, reason: 'longitud', min: 10, max: 10 },
    ],
    ['jurídica, letters', 'JURIDICA', false, '3101ABC425', { ok: false, reason: 'formato' }],
    ['DIMEX, 11 digits', 'DIMEX', false, '18400012345', { ok: true }],
    ['DIMEX, 12 digits', 'DIMEX', false, '184000123456', { ok: true }],
    ['DIMEX, 10 digits', 'DIMEX', false, '1840001234', { ok: false, reason: 'longitud', min: 11, max: 12 }],
    [
      'DIMEX, 13 digits',
      'DIMEX',
      false,
      '1840001234567',
      { ok: false, reason: 'longitud', min: 11, max: 12 },
    ],
    ['DIMEX, leading zero', 'DIMEX', false, '08400012345', { ok: false, reason: 'formato' }],
    ['NITE, 10 digits', 'NITE', false, '5123456789', { ok: true }],
    ['NITE, 11 digits', 'NITE', false, '51234567890', { ok: false, reason: 'longitud', min: 10, max: 10 }],
    ['empty', 'FISICA', false, '', { ok: false, reason: 'requerido' }],
    ['blank', 'JURIDICA', false, '   ', { ok: false, reason: 'requerido' }],
    ['surrounding spaces are trimmed', 'FISICA', false, ' 112340567 ', { ok: true }],
    ['international, letters and digits', 'JURIDICA', true, 'EIN471235896', { ok: true }],
    ['international, 1 character', 'FISICA', true, 'X', { ok: true }],
    ['international, 18 characters', 'DIMEX', true, 'ABCDEFGHIJ12345678', { ok: true }],
    [
      'international, 19 characters',
      'DIMEX',
      true,
      'ABCDEFGHIJ123456789',
      { ok: false, reason: 'longitud', min: 1, max: 18 },
    ],
    ['international, leading zero allowed', 'FISICA', true, '0123', { ok: true }],
    ['international, symbols', 'NITE', true, 'US-1234', { ok: false, reason: 'formato' }],
  ];

  it.each(cases)('%s', (_what, tipo, internacional, value, expected) => {
    expect(validarIdentificacion(value, tipo, { internacional })).toEqual(expected);
  });
});

describe('identification types', () => {
  it.each([
    [0, 'FISICA'],
    [1, 'JURIDICA'],
    [3, 'DIMEX'],
    [4, 'NITE'],
  ] as const)('client esJuridico %i is %s', (esJuridico, tipo) => {
    expect(tipoDeCliente(esJuridico)).toBe(tipo);
  });

  it.each([
    ['01', 'FISICA'],
    ['02', 'JURIDICA'],
    ['03', 'DIMEX'],
    ['04', 'NITE'],
    ['05', null],
  ] as const)('empresa tipo %s is %s', (tipo, expected) => {
    expect(tipoDeEmpresa(tipo)).toBe(expected);
  });
});
