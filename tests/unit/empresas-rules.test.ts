import {
  mensajeErrores,
  territorio,
  tipoEmpresaLabel,
  validarCorreos,
  validarEmpresa,
  validarLlave,
  type EmpresaCampos,
} from '@/features/empresas/rules';
import { empresaDefaults, toForm, toPayload } from '@/features/empresas/form-model';

const valida: EmpresaCampos = {
  nombre: 'Depósito Fiscal Santa Ana S.A.',
  iniciales: 'DFS',
  correo1: 'fe@dfsantaana.cr',
  correo2: '',
  telefono: '2203-4455',
  direccion: 'Pozos de Santa Ana, Centro Empresarial Forum 1',
  usuario: 'cpj-3-101-123456@prod.comprobanteselectronicos.go.cr',
  clave: 'Forum#2026',
  pin: '2468',
  keyPath: '3101123456.p12',
  logoPath: '',
  estado: 'ACTIVO',
  cedula: '3101123456',
  tipo: '02',
  provincia: '1',
  canton: '09',
  distrito: '03',
  cantidad: '25',
  recepcionCorreos: 'recepcion@dfsantaana.cr',
  tipoMedida: 'Sp',
};

describe('tipoEmpresaLabel (list column Tipo)', () => {
  it.each([
    ['01', 'Físico'],
    ['02', 'Jurídico'],
    ['03', 'N/A'],
    ['04', 'N/A'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['1', 'N/A'],
  ])('%s → %s', (tipo, label) => expect(tipoEmpresaLabel(tipo)).toBe(label));
});

describe('validarEmpresa (seed 1 §5 with V1, V4, V5)', () => {
  it('accepts a complete account', () => expect(validarEmpresa(valida)).toEqual([]));

  it.each<[string, Partial<EmpresaCampos>, string, string, boolean]>([
    // [what, patch, campo, message under the field, required]
    ['blank nombre', { nombre: '  ' }, 'nombre', 'El nombre es requerido', true],
    ['1-letter nombre', { nombre: 'X' }, 'nombre', 'Debe ingresar al menos 2 caracteres', false],
    ['blank iniciales', { iniciales: '' }, 'iniciales', 'Las iniciales son requeridas', true],
    ['blank cédula', { cedula: '' }, 'cedula', 'La cédula es requerida', true],
    [
      'física with 10 digits',
      { tipo: '01', cedula: '1123405670' },
      'cedula',
      'Cédula: # de cédula es invalida.',
      false,
    ],
    [
      'física starting with 0',
      { tipo: '01', cedula: '012340567' },
      'cedula',
      'Cédula: # de cédula es invalida.',
      false,
    ],
    ['jurídica with 9 digits', { cedula: '310112345' }, 'cedula', 'Cédula: # de cédula es invalida.', false],
    ['jurídica with dashes', { cedula: '3-101-123456' }, 'cedula', 'Cédula: # de cédula es invalida.', false],
    [
      'DIMEX with 10 digits',
      { tipo: '03', cedula: '1840001234' },
      'cedula',
      'Cédula: # de cédula es invalida.',
      false,
    ],
    [
      'NITE with 11 digits',
      { tipo: '04', cedula: '30012345678' },
      'cedula',
      'Cédula: # de cédula es invalida.',
      false,
    ],
    ['unknown tipo', { tipo: '05' }, 'tipo', 'Debe seleccionar un tipo de identificación válido', false],
    ['unknown estado', { estado: 'BORRADO' }, 'estado', 'El estado debe ser ACTIVO o INACTIVO', false],
    ['blank teléfono', { telefono: ' ' }, 'telefono', 'El teléfono es requerido', true],
    [
      '7-character teléfono (V1)',
      { telefono: '2203-44' },
      'telefono',
      'Debe ingresar al menos 8 caracteres',
      false,
    ],
    [
      '65-character teléfono (V1)',
      { telefono: '2'.repeat(65) },
      'telefono',
      'Debe ingresar un máximo de 64 caracteres',
      false,
    ],
    ['blank correo 1', { correo1: '' }, 'correo1', 'El correo 1 es requerido', true],
    ['bad correo 1', { correo1: 'fe@' }, 'correo1', 'Debe ingresar un correo válido', false],
    ['bad optional correo 2', { correo2: 'conta' }, 'correo2', 'Debe ingresar un correo válido', false],
    [
      'blank recepción',
      { recepcionCorreos: '' },
      'recepcionCorreos',
      'El correo de recepción es requerido',
      true,
    ],
    [
      'bad recepción',
      { recepcionCorreos: 'recepcion' },
      'recepcionCorreos',
      'Debe ingresar un correo válido',
      false,
    ],
    ['no provincia', { provincia: '' }, 'provincia', 'La provincia es requerida', true],
    ['no cantón', { canton: '' }, 'canton', 'El cantón es requerido', true],
    ['no distrito', { distrito: '' }, 'distrito', 'El distrito es requerido', true],
    ['blank dirección', { direccion: '' }, 'direccion', 'La dirección es requerida', true],
    [
      '128-character dirección',
      { direccion: 'a'.repeat(128) },
      'direccion',
      'Debe ingresar un máximo de 127 caracteres',
      false,
    ],
    ['blank usuario', { usuario: '' }, 'usuario', 'El usuario es requerido', true],
    [
      'usuario not e-mail shaped (V5)',
      { usuario: 'cpj-3-101-123456' },
      'usuario',
      'Debe ingresar un correo válido',
      false,
    ],
    ['blank clave of a new account', { clave: '   ' }, 'clave', 'La clave es requerida', true],
    ['blank pin of a new account', { pin: '' }, 'pin', 'El pin es requerido', true],
    ['blank keyPath', { keyPath: '' }, 'keyPath', 'El archivo de llave criptográfica es requerido', true],
    [
      'empty cantidad',
      { cantidad: '' },
      'cantidad',
      'La cantidad de facturas mes es requerida y debe ser mayor o igual a uno',
      true,
    ],
    [
      'non-numeric cantidad',
      { cantidad: 'diez' },
      'cantidad',
      'La cantidad de facturas mes es requerida y debe ser mayor o igual a uno',
      true,
    ],
    ['cantidad 0', { cantidad: 0 }, 'cantidad', 'La cantidad debe ser mayor o igual a 1', false],
    ['cantidad 101', { cantidad: '101' }, 'cantidad', 'La cantidad debe ser menor o igual a 100', false],
    ['cantidad 2.5', { cantidad: '2.5' }, 'cantidad', 'La cantidad debe ser un número entero', false],
    ['unknown tipoMedida', { tipoMedida: 'Kg' }, 'tipoMedida', 'El tipo de medida debe ser Unid o Sp', false],
  ])('%s', (_what, patch, campo, mensaje, requerido) => {
    expect(validarEmpresa({ ...valida, ...patch })).toEqual([
      expect.objectContaining({ campo, mensaje, requerido }),
    ]);
  });

  it.each<[Partial<EmpresaCampos>]>([
    [{ tipo: '01', cedula: '112340567' }],
    [{ tipo: '03', cedula: '18400012345' }],
    [{ tipo: '03', cedula: '184000123456' }],
    [{ tipo: '04', cedula: '3001234567' }],
    [{ cantidad: 1 }],
    [{ cantidad: '100' }],
    [{ telefono: '22034455' }],
    [{ telefono: '2'.repeat(64) }],
    [{ direccion: 'a'.repeat(127) }],
    [{ correo2: 'conta@dfsantaana.cr' }],
    [{ estado: 'INACTIVO', tipoMedida: 'Unid' }],
  ])('accepts %o', (patch) => expect(validarEmpresa({ ...valida, ...patch })).toEqual([]));

  it('names the field in the joined line unless the message already does', () => {
    const lineas = validarEmpresa({ ...valida, nombre: 'X', cedula: '1', cantidad: '0', pin: '' }).map(
      (p) => p.linea,
    );
    expect(lineas).toEqual([
      'Nombre: Debe ingresar al menos 2 caracteres',
      'Cédula: # de cédula es invalida.',
      'El pin es requerido',
      'La cantidad debe ser mayor o igual a 1',
    ]);
  });
});

describe('mensajeErrores (the flash of an invalid company form)', () => {
  const req = (linea: string) => ({ linea, requerido: true });
  const regla = (linea: string) => ({ linea, requerido: false });
  it.each([
    [
      'only blank required fields',
      [req('El nombre es requerido'), req('El pin es requerido')],
      'Por favor completar todos los campos requeridos',
    ],
    ['nothing at all', [], 'Por favor completar todos los campos requeridos'],
    [
      'one broken rule',
      [regla('Cédula: # de cédula es invalida.')],
      'Favor corregir los siguientes errores:\n• Cédula: # de cédula es invalida.',
    ],
    [
      'several broken rules and blank fields',
      [
        regla('Nombre: Debe ingresar al menos 2 caracteres'),
        req('El pin es requerido'),
        regla('La cantidad debe ser mayor o igual a 1'),
      ],
      'Favor corregir los siguientes errores:\n• Nombre: Debe ingresar al menos 2 caracteres\n• La cantidad debe ser mayor o igual a 1\n• Por favor completar todos los campos requeridos',
    ],
  ])('%s', (_what, problemas, mensaje) => expect(mensajeErrores(problemas)).toBe(mensaje));
});

describe('validarCorreos (editEmpresa, V5)', () => {
  const ok = {
    correo1: 'fe@aduanaspacifico.co.cr',
    recepcionCorreos: 'recepcion@aduanaspacifico.co.cr',
    usuario: 'cpj-3-101-704425@prod.comprobanteselectronicos.go.cr',
    clave: 'no es un correo',
  };
  it('accepts any non-blank clave', () => expect(validarCorreos(ok)).toEqual([]));
  it.each([
    [{ correo1: '  ' }, 'correo1', 'Correo 1 es requerido'],
    [{ correo1: 'fe' }, 'correo1', 'Debe ingresar un correo válido'],
    [{ recepcionCorreos: '' }, 'recepcionCorreos', 'Correo de recepción es requerido'],
    [{ recepcionCorreos: 'a@' }, 'recepcionCorreos', 'Debe ingresar un correo válido'],
    [{ usuario: '' }, 'usuario', 'El usuario es requerido'],
    [{ usuario: 'cpj-3-101-704425' }, 'usuario', 'Debe ingresar un correo válido'],
  ])('%o → %s: %s', (patch, campo, mensaje) => {
    expect(validarCorreos({ ...ok, ...patch })).toEqual([expect.objectContaining({ campo, mensaje })]);
  });
  it('a blank clave keeps the stored one: the password is never sent back (D27)', () =>
    expect(validarCorreos({ ...ok, clave: ' ' })).toEqual([]));
});

describe('validarLlave (key file, V6)', () => {
  const file = (name: string, size = 2048) => ({ name, size });
  it.each([
    ['no file', '1234', null, 'Primero debe seleccionar un archivo antes de seleccionar el botón cargar '],
    [
      'no file and no pin',
      '',
      null,
      'Primero debe seleccionar un archivo antes de seleccionar el botón cargar ',
    ],
    ['null pin', null, file('a.p12'), 'Debe indicar un pin valido antes de subir el archivo '],
    ['blank pin', '   ', file('a.p12'), 'Debe indicar un pin valido antes de subir el archivo '],
    ['a .pem', '1234', file('a.pem'), 'El archivo debe ser una llave criptográfica .p12'],
    ['.p12 in the middle', '1234', file('a.p12.txt'), 'El archivo debe ser una llave criptográfica .p12'],
    ['an empty file', '1234', file('a.p12', 0), 'El archivo está vacío'],
    ['a .p12', '1234', file('3101704425.p12'), null],
    ['a .P12 in capitals', '1234', file('LLAVE.P12'), null],
  ])('%s', (_what, pin, archivo, mensaje) => expect(validarLlave(pin, archivo)).toBe(mensaje));
});

describe('territorio (ids of the territorial lists)', () => {
  it.each([
    ['1', '01', '07', 1, 101, 10107],
    ['7', '02', '01', 7, 702, 70201],
    ['1', '20', '05', 1, 120, 12005],
  ])('%s/%s/%s ↔ %i, %i, %i', (p, c, d, provinciaId, cantonId, distritoId) => {
    expect(territorio.provinciaId(p)).toBe(provinciaId);
    expect(territorio.cantonId(p, c)).toBe(cantonId);
    expect(territorio.distritoId(p, c, d)).toBe(distritoId);
    expect(territorio.provinciaCodigo(provinciaId)).toBe(p);
    expect(territorio.cantonCodigo(cantonId)).toBe(c);
    expect(territorio.distritoCodigo(distritoId)).toBe(d);
  });
  it('nothing chosen is id 0 and code empty', () => {
    expect(territorio.cantonId('1', '')).toBe(0);
    expect(territorio.distritoId('', '01', '01')).toBe(0);
    expect(territorio.provinciaCodigo(0)).toBe('');
    expect(territorio.cantonCodigo(0)).toBe('');
  });
});

describe('toPayload / toForm', () => {
  it('sends the defaults with no place chosen (the new form asks filter-data with them)', () => {
    expect(toPayload(empresaDefaults)).toMatchObject({
      id: 0,
      cantidad: 1,
      tipo: '01',
      tipoMedida: 'Unid',
      estado: 'ACTIVO',
      provincia: '',
      provinciaCr: null,
      cantonCr: null,
      distritoCr: null,
    });
  });

  it('sends trimmed texts, cantidad as a number and the chosen objects with their names', () => {
    const payload = toPayload(
      { ...empresaDefaults, ...valida, id: 9, nombre: '  Depósito  ', cantidad: '25', clave: ' x ' },
      {
        provinciaCrList: [{ id: 1, nombreProvincia: 'San José' }],
        cantonCrList: [{ id: 109, nombreCanton: 'Santa Ana' }],
        distritoCrList: [{ id: 10903, nombreDistrito: 'Pozos' }],
      },
    );
    expect(payload).toMatchObject({
      id: 9,
      nombre: 'Depósito',
      cantidad: 25,
      clave: ' x ',
      provincia: '1',
      canton: '09',
      distrito: '03',
      provinciaCr: { id: 1, nombreProvincia: 'San José' },
      cantonCr: { id: 109, nombreCanton: 'Santa Ana' },
      distritoCr: { id: 10903, nombreDistrito: 'Pozos' },
    });
  });

  it('reads the codes from the chosen objects when the backend sends only those', () => {
    const form = toForm({
      ...valida,
      id: 3,
      cantidad: 40,
      provincia: '',
      canton: '',
      distrito: '',
      provinciaCr: { id: 7, nombreProvincia: 'Limón' },
      cantonCr: { id: 702, nombreCanton: 'Pococí' },
      distritoCr: { id: 70205, nombreDistrito: 'Cariari' },
    });
    expect(form).toMatchObject({ id: 3, provincia: '7', canton: '02', distrito: '05', cantidad: '40' });
  });
});
