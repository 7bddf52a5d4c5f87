import {
  codigoAFila,
  codigoPayload,
  copiaContacto1,
  dialogoIdentificacion,
  erroresTarifa,
  filtrarClientes,
  ID_TEMPORAL_MAX,
  idTemporal,
  nuevaTarifa,
  tarifaAFila,
  tarifaPayload,
} from '@/features/clientes/rules';
import {
  clienteDefaults,
  clienteFormSchema,
  toForm,
  toPayload,
  type ClienteForm,
} from '@/features/clientes/form-model';
import { clienteSchema } from '@/features/clientes/contract';

const valid: ClienteForm = {
  ...clienteDefaults,
  nombre: 'Textiles Orosi S.A.',
  telefono: '2551-1234',
  correo: 'facturacion@textilesorosi.co.cr',
  esJuridico: 1,
  cedulaJuridica: '3101704425',
  contacto1: 'Ana Vega',
  contacto1Correo: 'ana.vega@textilesorosi.co.cr',
  contacto1Telefono: '8888-1234',
};

describe('filtrarClientes', () => {
  const rows = [
    { nombre: 'Ópticas Visión Clara S.A.' },
    { nombre: 'Café Tarrazú Export S.A.' },
    { nombre: 'Li Wei Chen' },
  ];
  it.each([
    ['', 3],
    ['optica', 1],
    ['ÓPTICAS', 1],
    ['cafe', 1],
    ['TARRAZU', 1],
    ['s.a.', 2],
    ['  wei ', 1],
    ['zzz', 0],
  ] as const)('%j → %i rows', (filtro, n) => {
    expect(filtrarClientes(rows, filtro)).toHaveLength(n);
  });
});

describe('client form schema (seed 1 §5, V1, V4)', () => {
  const messageFor = (patch: Partial<ClienteForm>, field: keyof ClienteForm) => {
    const r = clienteFormSchema.safeParse({ ...valid, ...patch });
    return r.success ? null : (r.error.issues.find((i) => i.path[0] === field)?.message ?? null);
  };

  it('accepts a complete client', () => {
    expect(clienteFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each<[string, Partial<ClienteForm>, keyof ClienteForm, string | null]>([
    ['nombre blank', { nombre: '  ' }, 'nombre', 'El nombre del cliente es requerido'],
    ['nombre 1 character', { nombre: 'A' }, 'nombre', 'Debe ingresar al menos 2 caracteres'],
    ['nombre 80 characters', { nombre: 'N'.repeat(80) }, 'nombre', null],
    [
      'nombre 81 characters',
      { nombre: 'N'.repeat(81) },
      'nombre',
      'Debe ingresar un maximo 80 caracteres para el nombre',
    ],
    ['telefono blank', { telefono: '' }, 'telefono', 'El teléfono es requerido'],
    ['telefono 7 characters', { telefono: '2551-12' }, 'telefono', 'Debe ingresar al menos 8 caracteres'],
    ['telefono 8 characters', { telefono: '25511234' }, 'telefono', null],
    ['telefono 64 characters', { telefono: '2'.repeat(64) }, 'telefono', null],
    [
      'telefono 65 characters',
      { telefono: '2'.repeat(65) },
      'telefono',
      'Debe ingresar un máximo de 64 caracteres',
    ],
    ['correo blank', { correo: '' }, 'correo', 'El correo es requerido'],
    ['correo not an e-mail', { correo: 'facturacion.co.cr' }, 'correo', 'Debe ingresar un correo válido'],
    ['direccion 127 characters', { direccion: 'd'.repeat(127) }, 'direccion', null],
    [
      'direccion 128 characters',
      { direccion: 'd'.repeat(128) },
      'direccion',
      'Debe ingresar un máximo de 127 caracteres',
    ],
    ['contacto1 blank', { contacto1: ' ' }, 'contacto1', 'El contacto 1 es requerido'],
    [
      'contacto1Correo blank',
      { contacto1Correo: '' },
      'contacto1Correo',
      'El correo del contacto 1 es requerido',
    ],
    [
      'contacto1Telefono blank',
      { contacto1Telefono: '' },
      'contacto1Telefono',
      'El teléfono del contacto 1 es requerido',
    ],
    ['contacto2 may stay empty', { contacto2: '', contacto2Correo: '' }, 'contacto2Correo', null],
    [
      'contacto3Correo must be an e-mail when given',
      { contacto3Correo: 'nope' },
      'contacto3Correo',
      'Debe ingresar un correo válido',
    ],
    [
      'identification blank',
      { cedulaJuridica: '' },
      'cedulaJuridica',
      'El número de identificación es requerido',
    ],
    ['jurídica with 9 digits', { cedulaJuridica: '310170442' }, 'cedulaJuridica', 'Debe tener 10 números'],
    ['física with 9 digits', { esJuridico: 0, cedulaJuridica: '112340567' }, 'cedulaJuridica', null],
    [
      'física starting with 0',
      { esJuridico: 0, cedulaJuridica: '012340567' },
      'cedulaJuridica',
      'Solo números, sin iniciar con 0',
    ],
    [
      'DIMEX with 10 digits',
      { esJuridico: 3, cedulaJuridica: '1840001234' },
      'cedulaJuridica',
      'Debe tener de 11 a 12 números',
    ],
    ['DIMEX with 12 digits', { esJuridico: 3, cedulaJuridica: '184000123456' }, 'cedulaJuridica', null],
    ['NITE with 10 digits', { esJuridico: 4, cedulaJuridica: '5123456789' }, 'cedulaJuridica', null],
    [
      'international letters and digits',
      { esInternacional: 1, cedulaJuridica: 'EIN471235896' },
      'cedulaJuridica',
      null,
    ],
    [
      'international with 19 characters',
      { esInternacional: 1, cedulaJuridica: 'A'.repeat(19) },
      'cedulaJuridica',
      'Debe tener de 1 a 18 letras o números',
    ],
    [
      'international with a dash',
      { esInternacional: 1, cedulaJuridica: 'US-1' },
      'cedulaJuridica',
      'Solo letras o números',
    ],
  ])('%s', (_what, patch, field, message) => {
    expect(messageFor(patch, field)).toBe(message);
  });

  it.each<[string, Partial<ClienteForm>, keyof ClienteForm, string | null]>([
    ['nombre trimmed to 1 character', { nombre: '  A  ' }, 'nombre', 'Debe ingresar al menos 2 caracteres'],
    ['nombre 2 characters', { nombre: 'AB' }, 'nombre', null],
    [
      'telefono 7 characters plus spaces',
      { telefono: ' 2551-12 ' },
      'telefono',
      'Debe ingresar al menos 8 caracteres',
    ],
    [
      'contacto1Correo not an e-mail',
      { contacto1Correo: 'ana@' },
      'contacto1Correo',
      'Debe ingresar un correo válido',
    ],
    [
      'contacto1Telefono 65 characters',
      { contacto1Telefono: '8'.repeat(65) },
      'contacto1Telefono',
      'Debe ingresar un máximo de 64 caracteres',
    ],
    ['contacto1Puesto may stay empty', { contacto1Puesto: '' }, 'contacto1Puesto', null],
    [
      'contacto2Telefono 65 characters',
      { contacto2Telefono: '8'.repeat(65) },
      'contacto2Telefono',
      'Debe ingresar un máximo de 64 caracteres',
    ],
    [
      'contacto4Correo must be an e-mail',
      { contacto4Correo: 'x@y' },
      'contacto4Correo',
      'Debe ingresar un correo válido',
    ],
    ['contacto4Correo valid', { contacto4Correo: 'x@y.cr' }, 'contacto4Correo', null],
    [
      'representante fields are optional',
      { representanteLegal: '', representanteCedula: '' },
      'representanteLegal',
      null,
    ],
    [
      'física of 10 digits',
      { esJuridico: 0, cedulaJuridica: '1123405678' },
      'cedulaJuridica',
      'Debe tener 9 números',
    ],
    ['DIMEX of 11 digits', { esJuridico: 3, cedulaJuridica: '18400012345' }, 'cedulaJuridica', null],
    [
      'DIMEX of 13 digits',
      { esJuridico: 3, cedulaJuridica: '1840001234567' },
      'cedulaJuridica',
      'Debe tener de 11 a 12 números',
    ],
    [
      'NITE of 9 digits',
      { esJuridico: 4, cedulaJuridica: '512345678' },
      'cedulaJuridica',
      'Debe tener 10 números',
    ],
    [
      'NITE starting with 0',
      { esJuridico: 4, cedulaJuridica: '0123456789' },
      'cedulaJuridica',
      'Solo números, sin iniciar con 0',
    ],
    [
      'international blank',
      { esInternacional: 1, cedulaJuridica: ' ' },
      'cedulaJuridica',
      'El número de identificación es requerido',
    ],
    [
      'international digits only',
      { esInternacional: 1, cedulaJuridica: '20512345678' },
      'cedulaJuridica',
      null,
    ],
    ['an unknown estado', { estado: 'BORRADO' as never }, 'estado', 'El estado debe ser ACTIVO o INACTIVO'],
    ['an unknown type', { esJuridico: 2 as never }, 'esJuridico', 'Seleccione el tipo de identificación'],
    [
      'a flag that is not 0 or 1',
      { esExonerado: 2 as never },
      'esExonerado',
      'Es Internacional y Es Exonerado deben ser 0 o 1',
    ],
    [
      'a flag as a boolean',
      { esInternacional: true as never },
      'esInternacional',
      'Es Internacional y Es Exonerado deben ser 0 o 1',
    ],
  ])('%s', (_what, patch, field, message) => {
    expect(messageFor(patch, field)).toBe(message);
  });

  it('hands back every text trimmed, the identification included', () => {
    const r = clienteFormSchema.parse({
      ...valid,
      nombre: '  Textiles Orosi S.A. ',
      cedulaJuridica: ' 3101704425 ',
      contacto2: ' Luis ',
    });
    expect(r).toMatchObject({
      nombre: 'Textiles Orosi S.A.',
      cedulaJuridica: '3101704425',
      contacto2: 'Luis',
    });
  });

  it('still checks the identification when other fields are missing', () => {
    expect(messageFor({ nombre: '', cedulaJuridica: '123' }, 'cedulaJuridica')).toBe('Debe tener 10 números');
  });
});

describe('the API client and the form (API.md Cliente)', () => {
  it('reads a client defensively: missing texts empty, a numeric identification as text, flags 0/1', () => {
    const c = clienteSchema.parse({
      id: 3,
      nombre: 'Ferretería',
      telefono: null,
      cedulaJuridica: 3101123456,
      esJuridico: '1',
      esInternacional: '1',
      esExonerado: 7,
      estado: 'OTRO',
    });
    expect(c).toMatchObject({
      id: 3,
      nombre: 'Ferretería',
      telefono: '',
      contacto4Telefono: '',
      cedulaJuridica: '3101123456',
      esJuridico: 1,
      esInternacional: 1,
      esExonerado: 0,
      estado: 'ACTIVO',
    });
    expect(clienteSchema.parse({ id: 1, esJuridico: 2, esInternacional: 0, esExonerado: 0 }).esJuridico).toBe(
      0,
    );
  });

  it('a new client: id 0, ACTIVO, física, national, not exonerated, every text empty', () => {
    expect(clienteDefaults).toMatchObject({
      id: 0,
      estado: 'ACTIVO',
      esJuridico: 0,
      esInternacional: 0,
      esExonerado: 0,
    });
    const texts = Object.entries(clienteDefaults).filter(([, v]) => typeof v === 'string' && v !== 'ACTIVO');
    expect(texts).toHaveLength(29);
    expect(texts.every(([, v]) => v === '')).toBe(true);
  });

  it('the payload carries every field trimmed and the flags as 0/1', () => {
    const form: ClienteForm = {
      ...valid,
      id: 5,
      nombre: ' Textiles Orosi S.A. ',
      contacto3Puesto: ' Bodega ',
      cedulaJuridica: ' 3101704425 ',
      esInternacional: 1,
      esExonerado: 0,
    };
    const payload = toPayload(form);
    expect(payload).toMatchObject({
      id: 5,
      nombre: 'Textiles Orosi S.A.',
      contacto3Puesto: 'Bodega',
      cedulaJuridica: '3101704425',
      esInternacional: 1,
      esExonerado: 0,
    });
    expect(Object.keys(payload).sort()).toEqual(Object.keys(clienteDefaults).sort());
  });

  it('toForm fills what the answer lacks from the defaults', () => {
    const c = clienteSchema.parse({ id: 9, nombre: 'X', esJuridico: 4, esInternacional: 0, esExonerado: 1 });
    expect(toForm(c)).toMatchObject({ id: 9, nombre: 'X', esJuridico: 4, esExonerado: 1, contacto2: '' });
  });
});

describe('dialogoIdentificacion', () => {
  const longitud = (min: number, max: number) => ({
    title: 'Campo Número Identificación',
    message: `Corregir el Número Identificación, debe tener como mínimo ${min} números y como máximo ${max} números y no debe iniciar con 0.`,
  });
  const formato = {
    title: 'Campo cédula',
    message: 'Corregir la cédula, solo puede contener números y no iniciar con 0',
  };
  it.each<[string, Pick<ClienteForm, 'cedulaJuridica' | 'esJuridico' | 'esInternacional'>, unknown]>([
    ['valid física', { esJuridico: 0, esInternacional: 0, cedulaJuridica: '112340567' }, null],
    ['blank is a missing field, no dialog', { esJuridico: 0, esInternacional: 0, cedulaJuridica: '' }, null],
    ['física too short', { esJuridico: 0, esInternacional: 0, cedulaJuridica: '1123' }, longitud(9, 9)],
    [
      'jurídica too long',
      { esJuridico: 1, esInternacional: 0, cedulaJuridica: '31017044251' },
      longitud(10, 10),
    ],
    [
      'DIMEX too short',
      { esJuridico: 3, esInternacional: 0, cedulaJuridica: '1840001234' },
      longitud(11, 12),
    ],
    ['NITE too long', { esJuridico: 4, esInternacional: 0, cedulaJuridica: '51234567890' }, longitud(10, 10)],
    ['letters', { esJuridico: 1, esInternacional: 0, cedulaJuridica: '3101ABC425' }, formato],
    ['leading zero', { esJuridico: 0, esInternacional: 0, cedulaJuridica: '012340567' }, formato],
    [
      'international, 19 characters',
      { esJuridico: 1, esInternacional: 1, cedulaJuridica: 'A'.repeat(19) },
      longitud(1, 18),
    ],
    ['DIMEX of 13', { esJuridico: 3, esInternacional: 0, cedulaJuridica: '1840001234567' }, longitud(11, 12)],
    ['NITE too short', { esJuridico: 4, esInternacional: 0, cedulaJuridica: '512345678' }, longitud(10, 10)],
    ['DIMEX with a letter', { esJuridico: 3, esInternacional: 0, cedulaJuridica: '1840001234A' }, formato],
    ['valid DIMEX of 12', { esJuridico: 3, esInternacional: 0, cedulaJuridica: '184000123456' }, null],
    ['international blank', { esJuridico: 1, esInternacional: 1, cedulaJuridica: '' }, null],
    ['international valid', { esJuridico: 0, esInternacional: 1, cedulaJuridica: 'RUC205' }, null],
    [
      'international, symbols',
      { esJuridico: 1, esInternacional: 1, cedulaJuridica: 'US-1234' },
      { title: 'Campo cédula', message: 'Corregir la cédula, solo puede contener letras o números' },
    ],
  ])('%s', (_what, values, expected) => {
    expect(dialogoIdentificacion(values)).toEqual(expected);
  });
});

describe('copiaContacto1', () => {
  const base = {
    nombre: 'Textiles Orosi S.A.',
    telefono: '2551-1234',
    correo: 'info@orosi.cr',
    contacto1: '',
    contacto1Telefono: '',
    contacto1Correo: '',
  };
  it.each<
    [string, Partial<typeof base>, 'contacto1' | 'contacto1Telefono' | 'contacto1Correo', string | null]
  >([
    ['name copied into an empty contact', {}, 'contacto1', 'Textiles Orosi S.A.'],
    ['phone copied', {}, 'contacto1Telefono', '2551-1234'],
    ['e-mail copied', {}, 'contacto1Correo', 'info@orosi.cr'],
    ['a blank contact counts as empty', { contacto1: '   ' }, 'contacto1', 'Textiles Orosi S.A.'],
    ['a filled contact is kept', { contacto1Correo: 'ana@orosi.cr' }, 'contacto1Correo', null],
    ['nothing to copy from', { telefono: ' ' }, 'contacto1Telefono', null],
  ])('%s', (_what, patch, campo, expected) => {
    expect(copiaContacto1({ ...base, ...patch }, campo)).toBe(expected);
  });
});

describe('erroresTarifa', () => {
  const ok = {
    servicioId: 1,
    nombre: 'Desalmacenaje 20 pies',
    monto: '45000',
    tipoCambioId: 1,
    observacion: '',
  };
  it.each<[string, Partial<typeof ok>, Record<string, string>]>([
    ['a complete tariff', {}, {}],
    ['thousands and decimals', { monto: '1,250.50' }, {}],
    ['no service', { servicioId: 0 }, { servicioId: 'Seleccione el servicio' }],
    ['blank detail', { nombre: '  ' }, { nombre: 'El detalle es requerido' }],
    ['detail over 160', { nombre: 'x'.repeat(161) }, { nombre: 'Debe ingresar un máximo de 160 caracteres' }],
    ['empty amount', { monto: '' }, { monto: 'El monto debe ser mayor a 0' }],
    ['zero amount', { monto: '0' }, { monto: 'El monto debe ser mayor a 0' }],
    ['0.00 amount', { monto: '0.00' }, { monto: 'El monto debe ser mayor a 0' }],
    ['negative amount', { monto: '-5' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['letters', { monto: '12a' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['three decimals', { monto: '1.005' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['no currency', { tipoCambioId: 0 }, { tipoCambioId: 'Seleccione la moneda' }],
    ['thousands without decimals', { monto: '1,250' }, {}],
    ['one decimal', { monto: '1250.5' }, {}],
    ['surrounding spaces', { monto: ' 45000 ' }, {}],
    ['smallest amount', { monto: '0.01' }, {}],
    ['a decimal comma', { monto: '1250,50' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['misplaced thousands', { monto: '12,50' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['a trailing point', { monto: '1250.' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['no integer part', { monto: '.5' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['a currency sign', { monto: '¢45000' }, { monto: 'El monto debe ser un valor numérico válido' }],
    ['detail of 160', { nombre: 'x'.repeat(160) }, {}],
    ['observación of 255', { observacion: 'o'.repeat(255) }, {}],
    [
      'several at once',
      { servicioId: 0, nombre: '', monto: 'x', tipoCambioId: 0 },
      {
        servicioId: 'Seleccione el servicio',
        nombre: 'El detalle es requerido',
        monto: 'El monto debe ser un valor numérico válido',
        tipoCambioId: 'Seleccione la moneda',
      },
    ],
    [
      'observación over 255',
      { observacion: 'o'.repeat(256) },
      { observacion: 'Debe ingresar un máximo de 255 caracteres' },
    ],
  ])('%s', (_what, patch, expected) => {
    expect(erroresTarifa({ ...ok, ...patch })).toEqual(expected);
  });
});

describe('new rows and payloads', () => {
  it('a temporary id is a whole number below 10,000,000 not already taken', () => {
    const sequence = [0.1234567, 0.1234567, 0.5];
    const random = () => sequence.shift() ?? 0.9;
    expect(idTemporal(new Set([1_234_567]), random)).toBe(5_000_000);
    for (let i = 0; i < 200; i++) {
      const id = idTemporal(new Set());
      expect(Number.isInteger(id) && id >= 0 && id < ID_TEMPORAL_MAX).toBe(true);
    }
  });

  it('a new tariff takes the first exchange rate and the first service', () => {
    const servicios = [
      { id: 4, nombre: 'Permisos' },
      { id: 1, nombre: 'Desalmacenaje' },
    ];
    const monedas = [
      { id: 1, nombre: 'Colones', simbol: '¢' },
      { id: 2, nombre: 'Dólares', simbol: '$' },
    ];
    expect(nuevaTarifa(77, servicios, monedas)).toEqual({
      id: 77,
      servicioId: 4,
      nombre: '',
      monto: '',
      tipoCambioId: 1,
      observacion: '',
    });
  });

  it('a new tariff is sent with id 0, an edited one with its id; amounts as numbers', () => {
    const fila = {
      id: 4_567_890,
      servicioId: 1,
      nombre: ' Bodegaje ',
      monto: '1,250.50',
      tipoCambioId: 2,
      observacion: '',
    };
    const lists = {
      clienteId: 9,
      servicios: [{ id: 1, nombre: 'Bodegaje' }],
      monedas: [{ id: 2, nombre: 'Dólares', simbol: '$' }],
    };
    expect(tarifaPayload(fila, { ...lists, isNew: true })).toEqual({
      id: 0,
      nombre: 'Bodegaje',
      monto: 1250.5,
      tipoCambio: { id: 2, nombre: 'Dólares', simbol: '$' },
      clienteId: 9,
      observacion: '',
      servicioCorreduriaAduanera: { id: 1, nombre: 'Bodegaje' },
    });
    expect(tarifaPayload({ ...fila, id: 12 }, { ...lists, isNew: false }).id).toBe(12);
  });

  it('a saved tariff becomes a row: relations as ids, the amount as text', () => {
    expect(
      tarifaAFila({
        id: 12,
        nombre: 'Bodegaje mensual',
        monto: 1250.5,
        tipoCambio: { id: 2, nombre: 'Dólares', simbol: '$' },
        clienteId: 3,
        observacion: '',
        servicioCorreduriaAduanera: { id: 6, nombre: 'Bodegaje' },
      }),
    ).toEqual({
      id: 12,
      servicioId: 6,
      nombre: 'Bodegaje mensual',
      monto: '1,250.50',
      tipoCambioId: 2,
      observacion: '',
    });
    expect(
      tarifaAFila({
        id: 1,
        nombre: 'x',
        monto: 5,
        tipoCambio: null,
        observacion: '',
        servicioCorreduriaAduanera: null,
      }),
    ).toMatchObject({ servicioId: 0, tipoCambioId: 0 });
  });

  it('a new tariff with empty lists has no service and no currency (the row then asks for them)', () => {
    const fila = nuevaTarifa(5, [], []);
    expect(fila).toMatchObject({ servicioId: 0, tipoCambioId: 0 });
    expect(erroresTarifa(fila)).toMatchObject({
      servicioId: 'Seleccione el servicio',
      tipoCambioId: 'Seleccione la moneda',
    });
  });

  it("an activity-code row takes its code's details, and survives an answer without them", () => {
    expect(
      codigoAFila({
        id: 31,
        codigoActividadDgt: '630904',
        detalleCodigo: {
          id: 500,
          nombreActividadDgt: 'AGENTE ADUANERO FISICO O JURIDICO',
          codigoSubclase: '6309',
          tituloSubclase: 'AGENTES ADUANEROS',
        },
      }),
    ).toEqual({
      id: 31,
      codigo: {
        id: 500,
        codigoActividadDgt: '630904',
        nombreActividadDgt: 'AGENTE ADUANERO FISICO O JURIDICO',
        codigoSubclase: '6309',
        tituloSubclase: 'AGENTES ADUANEROS',
      },
    });
    expect(codigoAFila({ id: 2, codigoActividadDgt: '630904', detalleCodigo: null })).toEqual({
      id: 2,
      codigo: {
        id: 0,
        codigoActividadDgt: '630904',
        nombreActividadDgt: '',
        codigoSubclase: '',
        tituloSubclase: '',
      },
    });
  });

  it('an activity code is sent as { id?, client: { id }, codigoActividadDgt, empresaId: 1 }', () => {
    const codigo = {
      id: 500,
      codigoActividadDgt: '630904',
      nombreActividadDgt: 'AGENTE ADUANERO FISICO O JURIDICO',
      codigoSubclase: '6309',
      tituloSubclase: 'AGENTES ADUANEROS',
    };
    expect(codigoPayload({ id: 1_234, codigo }, 7, true)).toEqual({
      client: { id: 7 },
      codigoActividadDgt: '630904',
      empresaId: 1,
    });
    expect(codigoPayload({ id: 31, codigo }, 7, false)).toEqual({
      id: 31,
      client: { id: 7 },
      codigoActividadDgt: '630904',
      empresaId: 1,
    });
  });
});
