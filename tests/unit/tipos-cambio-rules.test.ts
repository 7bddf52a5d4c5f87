import {
  aFlag,
  montoValido,
  problemaNombre,
  problemaSimbol,
  quitaElDelSistema,
} from '@/features/tipos-cambio/rules';
import {
  tipoCambioDefaults,
  tipoCambioFormSchema,
  toPayload,
  type TipoCambioForm,
} from '@/features/tipos-cambio/form-model';
import { tipoCambio as tipoCambioSchema } from '@/features/tipos-cambio/contract';

describe('problemaNombre (required, minlength 2, trimmed)', () => {
  it.each([
    ['', 'requerido'],
    ['   ', 'requerido'],
    [null, 'requerido'],
    ['Y', 'min'],
    [' Y ', 'min'],
    ['Yenes', null],
    ['$ ', 'min'],
    ['US', null],
  ])('%j → %s', (value, expected) => expect(problemaNombre(value)).toBe(expected));
});

describe('montoValido (a zero or empty amount counts as missing)', () => {
  it.each([
    ['512.85', true],
    [512.85, true],
    [' 1 ', true],
    ['0.01', true],
    ['0', false],
    [0, false],
    ['', false],
    ['  ', false],
    ['-3', false],
    ['abc', false],
    ['Infinity', false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
    [true, false],
  ])('%j → %s', (value, expected) => expect(montoValido(value)).toBe(expected));
});

describe('problemaSimbol (required, at most 3 characters)', () => {
  it.each([
    ['', 'requerido'],
    [' ', 'requerido'],
    ['¢', null],
    ['US$', null],
    [' € ', null],
    ['JPY¥', 'max'],
  ])('%j → %s', (value, expected) => expect(problemaSimbol(value)).toBe(expected));
});

describe('aFlag (esDefault forced to 0 or 1)', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [true, 1],
    [0, 0],
    [2, 0],
    [null, 0],
    [undefined, 0],
    ['si', 0],
  ])('%j → %s', (value, expected) => expect(aFlag(value)).toBe(expected));
});

describe('quitaElDelSistema (exactly one system rate)', () => {
  it.each([
    ['unticking the system rate', 1, 0, 1, true],
    ['keeping the system rate ticked', 1, 1, 1, false],
    ['unticking another rate', 2, 0, 1, false],
    ['ticking another rate (it moves the flag)', 2, 1, 1, false],
    ['a new rate without the flag', 0, 0, 1, false],
    ['no system rate yet', 2, 0, undefined, false],
  ] as const)('%s → %s', (_, id, esDefault, actual, expected) =>
    expect(quitaElDelSistema(id, esDefault, actual)).toBe(expected),
  );
});

describe('tipoCambioFormSchema', () => {
  const valido: TipoCambioForm = {
    id: 0,
    nombre: 'Yenes',
    venta: '3.41',
    compra: '3.30',
    simbol: '¥',
    esDefault: 0,
    descripcion: '',
  };
  const mensajes = (form: TipoCambioForm) => {
    const result = tipoCambioFormSchema.safeParse(form);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('accepts a complete rate, with an empty description', () => expect(mensajes(valido)).toEqual({}));

  it('gives every field its text; the defaults (amounts 0) count as missing', () => {
    expect(mensajes({ ...tipoCambioDefaults, simbol: '' })).toEqual({
      nombre: 'El nombre es requerido',
      venta: 'La venta es requerida y debe ser mayor a 0',
      compra: 'La compra es requerida y debe ser mayor a 0',
      simbol: 'El símbolo es requerido',
    });
    expect(mensajes({ ...valido, nombre: 'Y', simbol: 'JPY¥' })).toEqual({
      nombre: 'Debe ingresar al menos 2 caracteres',
      simbol: 'Debe ingresar un máximo de 3 caracteres',
    });
  });

  it('starts with id 0, empty texts, amounts 0 and the symbol ¢ (seed 1 §3)', () => {
    expect(tipoCambioDefaults).toEqual({
      id: 0,
      nombre: '',
      venta: '0',
      compra: '0',
      simbol: '¢',
      esDefault: 0,
      descripcion: '',
    });
  });
});

describe('toPayload / tipoCambioSchema', () => {
  it('sends { id, nombre, descripcion, venta, compra, simbol, esDefault } trimmed, amounts as numbers', () => {
    expect(
      toPayload({ ...tipoCambioDefaults, nombre: ' Yenes ', venta: '3.41', compra: ' 3.3', simbol: ' ¥ ' }),
    ).toEqual({
      id: 0,
      nombre: 'Yenes',
      descripcion: '',
      venta: 3.41,
      compra: 3.3,
      simbol: '¥',
      esDefault: 0,
    });
  });

  it('reads an answer defensively: symbol ¢ when missing, esDefault 0/1, amounts as numbers', () => {
    expect(
      tipoCambioSchema.parse({
        id: 4,
        nombre: 'Yenes',
        descripcion: null,
        venta: '3.41',
        compra: 3.3,
        simbol: null,
        esDefault: true,
        fechaUltimoCambio: '2026-03-05T14:30:00',
      }),
    ).toEqual({
      id: 4,
      nombre: 'Yenes',
      descripcion: '',
      venta: 3.41,
      compra: 3.3,
      simbol: '¢',
      esDefault: 1,
      fechaUltimoCambio: '2026-03-05T14:30:00',
    });
  });
});
