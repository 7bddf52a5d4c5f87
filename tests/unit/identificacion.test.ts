import {
  esIdentificacionValida,
  LIMITE_INTERNACIONAL,
  LIMITES,
  TIPOS_CLIENTE,
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

describe('validarIdentificacion: more shapes (V4)', () => {
  it.each<[string, TipoIdentificacion, boolean, string | null | undefined, string]>([
    // [what, tipo, internacional, value, reason or 'ok']
    ['física, a letter at the end', 'FISICA', false, '11234056A', 'formato'],
    ['física, inner spaces', 'FISICA', false, '1 1234 0567', 'formato'],
    ['física, a decimal point', 'FISICA', false, '1123405.67', 'formato'],
    ['física, a minus sign', 'FISICA', false, '-112340567', 'formato'],
    ['física, all zeros', 'FISICA', false, '000000000', 'formato'],
    ['física, null', 'FISICA', false, null, 'requerido'],
    ['física, undefined', 'FISICA', false, undefined, 'requerido'],
    ['jurídica, leading zero', 'JURIDICA', false, '0101704425', 'formato'],
    ['jurídica, dashes as Hacienda prints them', 'JURIDICA', false, '3-101-704425', 'formato'],
    ['DIMEX, a letter', 'DIMEX', false, '18400O12345', 'formato'],
    ['NITE, leading zero', 'NITE', false, '0123456789', 'formato'],
    ['NITE, a letter', 'NITE', false, '512345678X', 'formato'],
    ['NITE, full-width digits', 'NITE', false, '５１２３４５６７８９', 'formato'],
    ['international, blank', 'FISICA', true, '  ', 'requerido'],
    ['international, lower case', 'JURIDICA', true, 'ein471235896', 'ok'],
    ['international, digits only with a leading zero', 'JURIDICA', true, '012345678901234567', 'ok'],
    ['international, an accented letter', 'JURIDICA', true, 'ÑU12345', 'formato'],
    ['international, an inner space', 'JURIDICA', true, 'RUC 20512345678', 'formato'],
    ['international, surrounding spaces are trimmed', 'JURIDICA', true, ' RUC20512345678 ', 'ok'],
    ['international ignores the national length of its type', 'FISICA', true, '12345678901234', 'ok'],
  ])('%s', (_what, tipo, internacional, value, expected) => {
    const check = validarIdentificacion(value, tipo, { internacional });
    expect(check.ok ? 'ok' : check.reason).toBe(expected);
    expect(esIdentificacionValida(value, tipo, { internacional })).toBe(expected === 'ok');
  });

  // Each type at its bounds: one digit short, the shortest, the longest, one digit over.
  it.each<[TipoIdentificacion, number, boolean]>([
    ['FISICA', 8, false],
    ['FISICA', 9, true],
    ['FISICA', 10, false],
    ['JURIDICA', 9, false],
    ['JURIDICA', 10, true],
    ['JURIDICA', 11, false],
    ['DIMEX', 10, false],
    ['DIMEX', 11, true],
    ['DIMEX', 12, true],
    ['DIMEX', 13, false],
    ['NITE', 9, false],
    ['NITE', 10, true],
    ['NITE', 11, false],
  ])('%s with %i digits: %s', (tipo, length, ok) => {
    const value = '7'.repeat(length);
    expect(esIdentificacionValida(value, tipo)).toBe(ok);
    // The same number is always fine for an international client (1 to 18 letters or digits).
    expect(esIdentificacionValida(value, tipo, { internacional: true })).toBe(true);
  });

  it.each<[number, boolean]>([
    [1, true],
    [17, true],
    [18, true],
    [19, false],
    [30, false],
  ])('international with %i characters: %s', (length, ok) => {
    expect(esIdentificacionValida('A1'.repeat(15).slice(0, length), 'FISICA', { internacional: true })).toBe(
      ok,
    );
  });

  it('the bounds named in the dialogs are the rule of each type', () => {
    expect(LIMITES).toEqual({
      FISICA: { min: 9, max: 9 },
      JURIDICA: { min: 10, max: 10 },
      DIMEX: { min: 11, max: 12 },
      NITE: { min: 10, max: 10 },
    });
    expect(LIMITE_INTERNACIONAL).toEqual({ min: 1, max: 18 });
  });
});

describe('identification types', () => {
  it.each([
    [0, 'FISICA'],
    [1, 'JURIDICA'],
    [3, 'DIMEX'],
    [4, 'NITE'],
    [2, 'FISICA'],
    [99, 'FISICA'],
  ] as const)('client esJuridico %i is %s (an unknown type is checked as física)', (esJuridico, tipo) => {
    expect(tipoDeCliente(esJuridico)).toBe(tipo);
  });

  it('the client form offers the four types with their esJuridico values', () => {
    expect(TIPOS_CLIENTE.map((t) => [t.value, t.label, t.tipo])).toEqual([
      [0, 'Física', 'FISICA'],
      [1, 'Jurídica', 'JURIDICA'],
      [3, 'DIMEX', 'DIMEX'],
      [4, 'NITE', 'NITE'],
    ]);
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
