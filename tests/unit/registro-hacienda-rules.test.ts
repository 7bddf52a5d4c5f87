import { contribuyenteSchema, exoneracionRegistroSchema } from '@/features/registro-hacienda/contract';
import {
  actividadDe,
  avisosContribuyente,
  codigoHacienda,
  codigosAnteriores,
  cubreCabys,
  esActiva,
  esAutorizacionHacienda,
  esCiiu4,
  esCodigoActividad,
  esIdentificacionConsultable,
  estaInscrito,
  exoneracionVencida,
} from '@/features/registro-hacienda/rules';

const contribuyente = (situacion: Partial<Record<string, string>>, actividades: unknown[] = []) =>
  contribuyenteSchema.parse({
    nombre: 'TEXTILES OROSI SOCIEDAD ANONIMA',
    tipoIdentificacion: '02',
    regimen: { codigo: 1, descripcion: 'Régimen general' },
    situacion: {
      moroso: 'NO',
      omiso: 'NO',
      estado: 'Inscrito',
      administracionTributaria: 'Cartago',
      ...situacion,
    },
    actividades,
  });

const exoneracion = (o: Record<string, unknown>) =>
  exoneracionRegistroSchema.parse({
    numeroDocumento: 'AL-00460853-20',
    identificacion: '401760738',
    porcentajeExoneracion: 13,
    fechaEmision: '2020-12-15T00:00:00',
    fechaVencimiento: '2021-12-15T00:00:00',
    poseeCabys: false,
    ...o,
  });

describe('codigoHacienda: an activity code as Hacienda writes it, never padded into the other list', () => {
  it.each([
    ['"6492.0" (CIIU 4 text, since 2025) as is', '6492.0', '6492.0'],
    ['"0144.0" (a leading zero kept)', '0144.0', '0144.0'],
    ['"0141.1"', '0141.1', '0141.1'],
    ['751101 (a number, before 2025)', '751101', '751101'],
    ['"11102" (a number that lost its leading zero, odoocr#176)', '11102', '011102'],
    ['spaces around', ' 630904 ', '630904'],
    ['nothing', '', ''],
  ])('%s', (_, codigo, esperado) => {
    expect(codigoHacienda(codigo)).toBe(esperado);
  });

  it.each([
    ['six digits (pre-2025 list)', '630901', true, false],
    ['CIIU 4 as the registry writes it', '5229.0', true, true],
    ['CIIU 4 without its decimal', '5229', false, false],
    ['CIIU 4 with two decimals (7 characters)', '5229.00', false, false],
    ['five digits', '63090', false, false],
    ['letters', '63O9O1', false, false],
  ])('%s: a code of one of Hacienda’s lists = %s, CIIU 4 = %s', (_, codigo, valido, ciiu) => {
    expect([esCodigoActividad(codigo), esCiiu4(codigo)]).toEqual([valido, ciiu]);
  });

  it('reads a numeric 751101 from the registry as the app’s 751101 (contract and rule together)', () => {
    const c = contribuyente({}, [{ estado: 'I', tipo: 'P', codigo: 751101, descripcion: 'ADMINISTRACION' }]);
    const a = actividadDe(c, '751101');
    expect(a?.codigo).toBe('751101');
    expect(esActiva(a!)).toBe(false);
    expect(actividadDe(c, '649200')).toBeUndefined();
  });

  it('finds "6492.0" under "6492.0" only: the padded 649200 is another list’s code', () => {
    const c = contribuyente({}, [{ estado: 'A', tipo: 'P', codigo: '6492.0', descripcion: 'CREDITO' }]);
    expect(esActiva(actividadDe(c, '6492.0')!)).toBe(true);
    expect(actividadDe(c, '649200')).toBeUndefined();
  });

  it.each([
    ['every code old and the registry in CIIU 4', ['630901', '621001'], true],
    ['one code the registry knows', ['630901', '5229.0'], false],
    ['no codes at all', [], false],
  ])('codigosAnteriores: %s → %s', (_, codigos, esperado) => {
    const c = contribuyente({}, [
      { estado: 'A', tipo: 'P', codigo: '5229.0', descripcion: 'APOYO AL TRANSPORTE' },
      { estado: 'I', tipo: 'S', codigo: '5120.0', descripcion: 'CARGA AEREA' },
    ]);
    expect(codigosAnteriores(c, codigos)).toBe(esperado);
  });

  it('codigosAnteriores: no when the registry still answers the old list', () => {
    const c = contribuyente({}, [{ estado: 'A', tipo: 'P', codigo: 751101, descripcion: 'ADMINISTRACION' }]);
    expect(codigosAnteriores(c, ['630901'])).toBe(false);
  });
});

describe('avisosContribuyente: what the clerk should know before billing', () => {
  it('none for a registered taxpayer in good standing', () => {
    const c = contribuyente({});
    expect(estaInscrito(c)).toBe(true);
    expect(avisosContribuyente(c, '3101123456')).toEqual([]);
  });

  it('not registered, with the number', () => {
    expect(avisosContribuyente(null, '155812345678')).toEqual([
      'Hacienda no tiene registrada la identificación 155812345678.',
    ]);
  });

  it('another state than Inscrito, with Hacienda’s own sentence', () => {
    const c = contribuyente({ estado: 'Desinscrito oficio', mensaje: 'Condición diferente a "Inscrito".' });
    expect(estaInscrito(c)).toBe(false);
    expect(avisosContribuyente(c, '3101246810')).toEqual([
      "Su situación en Hacienda es 'Desinscrito oficio', no 'Inscrito'. Condición diferente a \"Inscrito\".",
    ]);
  });

  it('"Inscrito de Oficio" is not Inscrito; "INSCRITO" is', () => {
    expect(avisosContribuyente(contribuyente({ estado: 'Inscrito de Oficio' }), '1')).toEqual([
      "Su situación en Hacienda es 'Inscrito de Oficio', no 'Inscrito'.",
    ]);
    expect(avisosContribuyente(contribuyente({ estado: 'INSCRITO' }), '1')).toEqual([]);
  });

  it('moroso and omiso, each its own line', () => {
    expect(avisosContribuyente(contribuyente({ moroso: 'SI', omiso: 'SI' }), '1')).toEqual([
      'Hacienda lo reporta moroso.',
      'Hacienda lo reporta omiso: no ha presentado sus declaraciones.',
    ]);
  });

  it('a state left out reads as none, not as Inscrito', () => {
    expect(avisosContribuyente(contribuyente({ estado: '' }), '1')).toEqual([
      "Su situación en Hacienda es 'sin estado', no 'Inscrito'.",
    ]);
  });
});

describe('exoneracionVencida: past its end on the invoice’s day', () => {
  const e = exoneracion({ fechaVencimiento: '2021-12-15T00:00:00' });
  it.each([
    ['the day before its end', '2021-12-14', false],
    ['its last day', '2021-12-15', false],
    ['the day after', '2021-12-16', true],
  ])('%s', (_, dia, vencida) => {
    expect(exoneracionVencida(e, dia)).toBe(vencida);
  });

  it('a document without an end is not past it', () => {
    expect(exoneracionVencida(exoneracion({ fechaVencimiento: null }), '2030-01-01')).toBe(false);
  });
});

describe('cubreCabys: whether the document covers the line’s CABYS code', () => {
  it('every code when it lists none (poseeCabys false, no cabys key)', () => {
    expect(cubreCabys(exoneracion({}), '7133300000000')).toBe(true);
  });

  it('only the codes it lists', () => {
    const e = exoneracion({ poseeCabys: true, cabys: ['7211200000100', '8312900000000'] });
    expect(cubreCabys(e, '8312900000000')).toBe(true);
    expect(cubreCabys(e, '7133300000000')).toBe(false);
  });

  it('the list binds even when poseeCabys is left out', () => {
    const e = exoneracion({ poseeCabys: undefined, cabys: ['7211200000100'] });
    expect(cubreCabys(e, '7133300000000')).toBe(false);
    expect(cubreCabys(e, '7211200000100')).toBe(true);
  });
});

describe('what may be asked of the registry', () => {
  it.each([
    ['112345678', true],
    ['3101123456', true],
    ['155812345678', true],
    [' 3101123456 ', true],
    ['012345678', false],
    ['12345678', false],
    ['1558123456789', false],
    ['3-101-123456', false],
    ['', false],
  ])('identification %j → %s', (numero, esperado) => {
    expect(esIdentificacionConsultable(numero)).toBe(esperado);
  });

  it.each([
    ['AL-00460853-20', true],
    ['al-00460853-20', true],
    ['AL-0460853-20', false],
    ['7210', false],
    ['AL-00460853-2', false],
  ])('document %j → %s', (documento, esperado) => {
    expect(esAutorizacionHacienda(documento)).toBe(esperado);
  });
});
