import {
  cabysBusquedaSchema,
  cabysPorCodigoSchema,
  contribuyenteSchema,
  dolarSchema,
  euroSchema,
  exoneracionRegistroSchema,
} from '@/features/registro-hacienda/contract';

/*
 * The registry's answers as public code and Hacienda's own documents show them
 * (docs/hacienda-registry-research.md): each real body reads as what the app uses, and a body that
 * is not one of them is refused (the client turns that into its 'respuesta' failure).
 */

/** VERIF's /fe/ae body of 2026-07-29 (research §1). */
const AE_2026 = {
  nombre: 'BANCO NACIONAL DE COSTA RICA',
  tipoIdentificacion: '02',
  regimen: { codigo: 1, descripcion: 'Régimen general' },
  situacion: {
    moroso: 'NO',
    omiso: 'NO',
    estado: 'Inscrito',
    administracionTributaria: 'Dirección de Grandes Contribuyentes Nacionales',
  },
  actividades: [{ estado: 'A', tipo: 'P', codigo: '6492.0', descripcion: 'Otros tipos de crédito' }],
};

/** OLD-DOCS' /fe/ae example: the activity code as a number, a moroso taxpayer (research §1). */
const AE_OLD_DOCS = {
  nombre: 'ESTADO-MINISTERIO DE HACIENDA',
  tipoIdentificacion: '02',
  regimen: { codigo: 1, descripcion: 'Régimen Tradicional' },
  situacion: { moroso: 'SI', omiso: 'NO', estado: 'Inscrito', administracionTributaria: 'San Jose' },
  actividades: [
    {
      estado: 'I',
      tipo: 'P',
      codigo: 751101,
      descripcion: 'ACTIVIDADES DE LA ADMINISTRACION PUBLICA EN GENERAL',
    },
  ],
};

/** VERIF's run against 3101012386: another state, with Hacienda's own sentence (research §1). */
const AE_MENSAJE = {
  ...AE_2026,
  situacion: {
    moroso: 'NO',
    omiso: 'NO',
    estado: 'Desinscrito oficio',
    administracionTributaria: 'San José Oeste',
    mensaje: 'El emisor tiene condición diferente a "Inscrito"',
  },
};

/** LARAVEL's 'No inscrito' taxpayer, without any activities key. */
const { actividades: _sinActividades, ...AE_SIN_ACTIVIDADES } = {
  ...AE_2026,
  situacion: { ...AE_2026.situacion, estado: 'No inscrito' },
};

/** VERIF's /fe/ex body of 2026-07-29 (research §2). */
const EX_CON_CABYS = {
  numeroDocumento: 'AL-00460853-20',
  identificacion: '401760738',
  codigoProyectoCFIA: 0,
  porcentajeExoneracion: 13,
  autorizacion: 460853,
  fechaEmision: '2020-12-15T00:00:00',
  fechaVencimiento: '2021-12-15T00:00:00',
  ano: 2020,
  cabys: ['7211200000100'],
  tipoAutorizacion: 'exoneracion',
  tipoDocumento: { codigo: '04', descripcion: 'Exenciones Dirección General de Hacienda' },
  CodigoInstitucion: '01',
  nombreInstitucion: 'Ministerio de Hacienda',
  poseeCabys: true,
};
/** OLD-DOCS: "Si el valor de poseeCabys es false, la respuesta no incluye el arreglo de códigos". */
const { cabys: _cabys, ...EX_SIN_CABYS } = { ...EX_CON_CABYS, poseeCabys: false };

/** /fe/cabys?codigo=: a bare array (research §3). */
const CABYS_CODIGO = [
  {
    codigo: '2132100000100',
    categorias: ['Productos alimenticios, bebidas y tabaco', 'Jugo de tomate concentrado'],
    descripcion: 'Jugo de tomate concentrado',
    impuesto: 13,
  },
];
/** /fe/cabys?q=&top=: an object whose items also carry uri and estado (VERIF, research §3). */
const CABYS_Q = {
  total: 73,
  cantidad: 1,
  cabys: [
    {
      ...CABYS_CODIGO[0],
      uri: 'https://api.hacienda.go.cr/fe/cabys?codigo=2132100000100',
      estado: '',
    },
  ],
};

const dolar = (fecha: string) => ({
  venta: { fecha, valor: 454.55 },
  compra: { fecha, valor: 449.94 },
});

describe('the registry answers the app reads (contract.ts)', () => {
  it.each([
    [
      "VERIF's 2026 body, activity code as dotted text",
      AE_2026,
      {
        nombre: 'BANCO NACIONAL DE COSTA RICA',
        regimen: { codigo: 1, descripcion: 'Régimen general' },
        situacion: {
          moroso: false,
          omiso: false,
          estado: 'Inscrito',
          administracionTributaria: 'Dirección de Grandes Contribuyentes Nacionales',
          mensaje: '',
        },
        actividades: [{ estado: 'A', tipo: 'P', codigo: '6492.0', descripcion: 'Otros tipos de crédito' }],
      },
    ],
    [
      "OLD-DOCS' body, a numeric activity code read as text, moroso 'SI'",
      AE_OLD_DOCS,
      {
        nombre: 'ESTADO-MINISTERIO DE HACIENDA',
        regimen: { codigo: 1, descripcion: 'Régimen Tradicional' },
        situacion: expect.objectContaining({ moroso: true, omiso: false }),
        actividades: [expect.objectContaining({ estado: 'I', codigo: '751101' })],
      },
    ],
    [
      'a taxpayer in another state, with mensaje',
      AE_MENSAJE,
      {
        situacion: expect.objectContaining({
          estado: 'Desinscrito oficio',
          mensaje: 'El emisor tiene condición diferente a "Inscrito"',
        }),
      },
    ],
    ['a body without actividades', AE_SIN_ACTIVIDADES, { actividades: [] }],
  ])('/fe/ae: %s', (_, body, esperado) => {
    expect(contribuyenteSchema.parse(body)).toMatchObject(esperado);
  });

  it('/fe/ae: a regimen sent as text and a situacion left out read as a number and as nothing to warn of', () => {
    const { situacion: _s, ...sinSituacion } = AE_2026;
    const r = contribuyenteSchema.parse({ ...sinSituacion, regimen: { codigo: '2', descripcion: 'x' } });
    expect(r.regimen.codigo).toBe(2);
    expect(r.situacion).toEqual({
      moroso: false,
      omiso: false,
      estado: '',
      administracionTributaria: '',
      mensaje: '',
    });
  });

  it.each([
    [
      'with cabys',
      EX_CON_CABYS,
      {
        numeroDocumento: 'AL-00460853-20',
        identificacion: '401760738',
        porcentajeExoneracion: 13,
        fechaEmision: '2020-12-15',
        fechaVencimiento: '2021-12-15',
        nombreInstitucion: 'Ministerio de Hacienda',
        tipoDocumento: { codigo: '04', descripcion: 'Exenciones Dirección General de Hacienda' },
        poseeCabys: true,
        cabys: ['7211200000100'],
      },
    ],
    ['without cabys (poseeCabys false)', EX_SIN_CABYS, { poseeCabys: false, cabys: [] }],
  ])('/fe/ex: %s', (_, body, esperado) => {
    expect(exoneracionRegistroSchema.parse(body)).toMatchObject(esperado);
  });

  it('/fe/cabys?codigo=: a bare array; an unknown code is []', () => {
    expect(cabysPorCodigoSchema.parse(CABYS_CODIGO)).toEqual([
      {
        codigo: '2132100000100',
        descripcion: 'Jugo de tomate concentrado',
        impuesto: 13,
        categorias: ['Productos alimenticios, bebidas y tabaco', 'Jugo de tomate concentrado'],
      },
    ]);
    expect(cabysPorCodigoSchema.parse([])).toEqual([]);
  });

  it('/fe/cabys?q=: the object with total and cantidad, its items read with their uri and estado left aside', () => {
    const r = cabysBusquedaSchema.parse(CABYS_Q);
    expect(r.total).toBe(73);
    expect(r.cantidad).toBe(1);
    expect(r.cabys).toEqual([
      expect.objectContaining({
        codigo: '2132100000100',
        impuesto: 13,
        descripcion: 'Jugo de tomate concentrado',
      }),
    ]);
  });

  it.each([
    ['OLD-DOCS, ISO with offset', '2019-10-24T00:00:00-06:00', '2019-10-24'],
    ['ODOO-TC, date and time', '2020-06-17 00:00:00', '2020-06-17'],
    ['MOJITO, date and time', '2023-02-28 00:00:00', '2023-02-28'],
    ['a C# comment, date only', '2025-11-30', '2025-11-30'],
    ['VERIF, date only', '2026-07-29', '2026-07-29'],
  ])('/indicadores/tc/dolar, fecha as in %s', (_, fecha, dia) => {
    expect(dolarSchema.parse(dolar(fecha))).toEqual({
      venta: { fecha: dia, valor: 454.55 },
      compra: { fecha: dia, valor: 449.94 },
    });
  });

  it.each([
    ['CONTIKOS 2026', { fecha: '2026-08-27', dolares: 1.1653, colones: 527.74 }, '2026-08-27'],
    ['MOJITO 2023', { fecha: '2023-02-28T00:00:00-06:00', dolares: 1.07, colones: 590.1 }, '2023-02-28'],
  ])('/indicadores/tc/euro: the flat object of %s', (_, body, dia) => {
    expect(euroSchema.parse(body)).toEqual({ fecha: dia, dolares: body.dolares, colones: body.colones });
  });

  it.each([
    ['/fe/ae without nombre', contribuyenteSchema, { ...AE_2026, nombre: '' }],
    [
      '/fe/ae: Akamai’s not-found body',
      contribuyenteSchema,
      { code: 404, status: 'Information no available' },
    ],
    ['/fe/ae: actividades not a list', contribuyenteSchema, { ...AE_2026, actividades: 'A' }],
    ['/fe/ae: an HTML page', contribuyenteSchema, '<html>Access Denied</html>'],
    [
      '/fe/ex without numeroDocumento',
      exoneracionRegistroSchema,
      { ...EX_CON_CABYS, numeroDocumento: undefined },
    ],
    [
      '/fe/ex: a date that is not one',
      exoneracionRegistroSchema,
      { ...EX_CON_CABYS, fechaVencimiento: '15/12/2021' },
    ],
    [
      '/fe/ex: a percentage that is not a number',
      exoneracionRegistroSchema,
      { ...EX_CON_CABYS, porcentajeExoneracion: 'trece' },
    ],
    ['/fe/ex: cabys not a list', exoneracionRegistroSchema, { ...EX_CON_CABYS, cabys: '7211200000100' }],
    ['/fe/cabys?codigo=: the q= object', cabysPorCodigoSchema, CABYS_Q],
    [
      '/fe/cabys?codigo=: a rate that is not a number',
      cabysPorCodigoSchema,
      [{ ...CABYS_CODIGO[0], impuesto: 'IVA' }],
    ],
    ['/fe/cabys?q=: a bare array', cabysBusquedaSchema, CABYS_CODIGO],
    ['/tc/dolar without compra', dolarSchema, { venta: { fecha: '2026-07-29', valor: 454.55 } }],
    [
      '/tc/dolar: valor as null',
      dolarSchema,
      { ...dolar('2026-07-29'), venta: { fecha: '2026-07-29', valor: null } },
    ],
    ['/tc/dolar: a fecha that is not a date', dolarSchema, dolar('29/07/2026')],
    ['/tc/euro: the dollar’s shape', euroSchema, dolar('2026-07-29')],
    ['/tc/euro: a fecha that is not a date', euroSchema, { fecha: 'hoy', dolares: 1.16, colones: 527.74 }],
  ])('refuses %s', (_, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});
