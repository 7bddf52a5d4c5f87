import { describe, expect, it } from 'vitest';
import {
  nombreInstitucion,
  nombreTipoDocumento,
  revisarExoneracion,
  type Exoneracion,
  type ProblemaExoneracion,
} from '@/lib/exoneracion';
import * as es from '@/messages/es';
// The demo's Zona Franca document (Ley 7210, art. 20, PROCOMER, 13 %): a valid one.
import { ZONA_FRANCA } from '@mocks/seed/clientes';

/*
 * The exoneration document's own check (Anexos y Estructuras v4.4, p. 44–46), at each limit: one
 * change to a valid document, exactly the problems it gives — field, sentence and source.
 */

const v = es.exoneracion.v;
const HOY = '2026-11-20';

const TIPO = 'Anexos p. 44, TipoDocumentoEX1; Nota 10.1';
const FECHA = 'Anexos p. 45, FechaEmisionEX';
const TARIFA = 'Anexos p. 45, TarifaExonerada (Decimal 4,2)';

type Caso = [string, Partial<Exoneracion>, ProblemaExoneracion[]];

describe('revisarExoneracion: every reason Hacienda would refuse the document', () => {
  it.each<Caso>([
    ['the Zona Franca document', {}, []],
    // TipoDocumentoEX1 (Nota 10.1).
    ['no type', { tipoDocumento: '  ' }, [{ campo: 'tipoDocumento', mensaje: v.tipoFalta, fuente: TIPO }]],
    [
      'a type outside Nota 10.1',
      { tipoDocumento: '12' },
      [{ campo: 'tipoDocumento', mensaje: v.tipoInvalido('12'), fuente: TIPO }],
    ],
    [
      'a type for credit notes only (05)',
      { tipoDocumento: '05' },
      [
        {
          campo: 'tipoDocumento',
          mensaje: v.tipoSoloNotas('Exenciones Dirección General de Hacienda Transitorio V'),
          fuente: 'Anexos p. 74, Nota 10.1 (notas 38–41)',
        },
      ],
    ],
    ['a type that needs no article (04), without one', { tipoDocumento: '04', articulo: null }, []],
    // TipoDocumentoOTRO: 5 to 100 characters, only for 'Otros'.
    ...(
      [
        ['Otros described in 4', 'a'.repeat(4), false],
        ['Otros described in 5', 'a'.repeat(5), true],
        ['Otros described in 100', 'a'.repeat(100), true],
        ['Otros described in 101', 'a'.repeat(101), false],
      ] as const
    ).map(([que, otro, ok]): Caso => [
      que,
      { tipoDocumento: '99', tipoDocumentoOtro: ` ${otro} `, articulo: null },
      ok
        ? []
        : [{ campo: 'tipoDocumentoOtro', mensaje: v.tipoOtro, fuente: 'Anexos p. 44, TipoDocumentoOTRO' }],
    ]),
    ['a description without Otros is not read', { tipoDocumentoOtro: 'ab' }, []],
    // NumeroDocumento: 3 to 40.
    ...[3, 40].map((n): Caso => [`a number of ${n}`, { numeroDocumento: '7'.repeat(n) }, []]),
    ...[2, 41].map((n): Caso => [
      `a number of ${n}`,
      { numeroDocumento: ` ${'7'.repeat(n)} ` },
      [{ campo: 'numeroDocumento', mensaje: v.numero, fuente: 'Anexos p. 44, NumeroDocumento (String 40)' }],
    ]),
    // Articulo and Inciso: integers of up to 6 digits; the article required by some types.
    ['an article of 6 digits', { articulo: 123456 }, []],
    [
      'an article of 7 digits',
      { articulo: 1234567 },
      [{ campo: 'articulo', mensaje: v.articulo, fuente: 'Anexos p. 45, Articulo (Integer 6)' }],
    ],
    [
      'a decimal article',
      { articulo: 20.5 },
      [{ campo: 'articulo', mensaje: v.articulo, fuente: 'Anexos p. 45, Articulo (Integer 6)' }],
    ],
    [
      'a type that needs the article (02), without it',
      { tipoDocumento: '02', articulo: null },
      [{ campo: 'articulo', mensaje: v.articuloFalta, fuente: 'Anexos p. 45, Articulo' }],
    ],
    ['an inciso of 6 digits', { inciso: 654321 }, []],
    [
      'an inciso of 7 digits',
      { inciso: 7654321 },
      [{ campo: 'inciso', mensaje: v.inciso, fuente: 'Anexos p. 45, Inciso (Integer 6)' }],
    ],
    // NombreInstitucion (Nota 23) and NombreInstitucionOtros: 5 to 160, only for 'Otros'.
    [
      'no institution',
      { nombreInstitucion: '' },
      [
        {
          campo: 'nombreInstitucion',
          mensaje: v.institucion,
          fuente: 'Anexos p. 45, NombreInstitucion; Nota 23',
        },
      ],
    ],
    [
      'a named institution without a description',
      { nombreInstitucion: '01', nombreInstitucionOtros: '' },
      [],
    ],
    ['an institution code with spaces around', { nombreInstitucion: ' 01 ', nombreInstitucionOtros: '' }, []],
    ...(
      [
        [4, false],
        [5, true],
        [160, true],
        [161, false],
      ] as const
    ).map(([n, ok]): Caso => [
      `another institution named in ${n}`,
      { nombreInstitucionOtros: ` ${'P'.repeat(n)} ` },
      ok
        ? []
        : [
            {
              campo: 'nombreInstitucionOtros',
              mensaje: v.institucionOtra,
              fuente: 'Anexos p. 45, NombreInstitucionOtros',
            },
          ],
    ]),
    // FechaEmisionEX: not after the limit (the invoice's date, or today).
    ['issued on the limit day, at night', { fechaEmision: `${HOY}T23:59:59` }, []],
    [
      'issued the day after',
      { fechaEmision: '2026-11-21T00:00:00' },
      [{ campo: 'fechaEmision', mensaje: v.fechaFutura('20/11/2026'), fuente: FECHA }],
    ],
    ['no date', { fechaEmision: '' }, [{ campo: 'fechaEmision', mensaje: v.fechaFalta, fuente: FECHA }]],
    // TarifaExonerada: more than 0, at most 13, up to 2 decimals.
    ...[13, 0.01, 4.25, 10].map((tarifa): Caso => [`a rate of ${tarifa}`, { tarifaExonerada: tarifa }, []]),
    ...[0, -1, 13.01, 100, 4.125].map((tarifa): Caso => [
      `a rate of ${tarifa}`,
      { tarifaExonerada: tarifa },
      [{ campo: 'tarifaExonerada', mensaje: v.tarifa, fuente: TARIFA }],
    ]),
  ])('%s', (_, cambio, esperado) => {
    expect(revisarExoneracion({ ...ZONA_FRANCA, ...cambio }, HOY)).toEqual(esperado);
  });

  it('lists every problem, in the form’s order', () => {
    const todo = revisarExoneracion(
      {
        tipoDocumento: '99',
        tipoDocumentoOtro: '',
        numeroDocumento: '',
        articulo: 1234567,
        inciso: 1234567,
        nombreInstitucion: '99',
        nombreInstitucionOtros: '',
        fechaEmision: null,
        tarifaExonerada: 0,
      },
      HOY,
    );
    expect(todo.map((p) => p.campo)).toEqual([
      'tipoDocumentoOtro',
      'numeroDocumento',
      'articulo',
      'inciso',
      'nombreInstitucionOtros',
      'fechaEmision',
      'tarifaExonerada',
    ]);
  });
});

describe('the names of the codes (Notas 10.1 and 23)', () => {
  it.each([
    ['08', 'Exoneración a Zona Franca'],
    ['99', 'Otros'],
    ['12', ''],
    ['', ''],
  ])('document type %j → %j', (codigo, nombre) => expect(nombreTipoDocumento(codigo)).toBe(nombre));

  it.each([
    ['01', 'Ministerio de Hacienda'],
    ['12', 'Autoridad Reguladora de los Servicios Públicos (Aresep)'],
    ['13', ''],
  ])('institution %j → %j', (codigo, nombre) => expect(nombreInstitucion(codigo)).toBe(nombre));
});
