import {
  catalogos,
  facturaFormSchema,
  lineaCalculo,
  problemaCampo,
  totalesForm,
  valoresIniciales,
  type FacturaForm,
  type LineaForm,
  buildFacturaPayload,
} from '@/features/facturas/form-model';
import { calcularTotales } from '@/features/facturas/calculo-factura';
import { facturaDataSchema, type FacturaData } from '@/features/facturas/contract';
import * as es from '@/messages/es';

/*
 * The invoice payload builder (POST /api/factura/nueva-factura) and the form model around it: what
 * the page sends for each way an invoice can be made, with the amounts the server recomputes.
 */

const CRC = {
  id: 1,
  nombre: 'Colones',
  descripcion: 'Colón costarricense',
  venta: 1,
  compra: 1,
  simbol: '¢',
  esDefault: 1,
};
const USD = {
  id: 2,
  nombre: 'Dólares',
  descripcion: 'Dólar estadounidense',
  venta: 512.35,
  compra: 505.1,
  simbol: '$',
  esDefault: 0,
};
const AGENCIA = {
  id: 10,
  empresaId: 1,
  codigoCabys: '6791000000000',
  descripcion: 'Servicios de agencias de transporte de carga y otros relacionados, n.c.p.',
};
const NACIONALIZACION = {
  id: 11,
  empresaId: 1,
  codigoCabys: '6791000000100',
  descripcion: 'NACIONALIZACION',
};
const EXENTO = { id: 1, descripcion: 'Exento', porcentaje: 0 };
const GENERAL = { id: 8, descripcion: 'Tarifa general 13%', porcentaje: 13 };
const SP = { id: 1, simbolo: 'Sp', descripcion: 'Servicios Profesionales' };
const UNID = { id: 2, simbolo: 'Unid', descripcion: 'Unidad' };

const cliente = (id: number, nombre: string, esExonerado = 0) => ({
  id,
  nombre,
  telefono: '2222-3333',
  correo: 'facturas@cliente.cr',
  contacto1: 'Ana Mora',
  direccion: 'San José',
  esJuridico: 1,
  cedulaJuridica: '3101123456',
  esInternacional: 0,
  esExonerado,
});

function datos(extra: Record<string, unknown> = {}): FacturaData {
  return facturaDataSchema.parse({
    factura: null,
    monedas: [CRC, USD],
    clientes: [cliente(7, 'Importadora Tica S.A.'), cliente(8, 'Zona Franca Exonerada S.A.', 1)],
    tipoActividadEconomicas: [{ id: 3, empresaId: 1, codigo: '522901', descripcion: 'Agencias de aduanas' }],
    servicios: [AGENCIA, NACIONALIZACION],
    tarifaIvas: [EXENTO, GENERAL],
    medidas: [SP, UNID],
    terceros: [],
    tarifas: [],
    impuestos: [],
    errorTarifa: false,
    soporte: { correo: 'soporte@fe.cr', telefono: '4000-0000' },
    ...extra,
  });
}

const linea = (key: number, patch: Partial<LineaForm>): LineaForm => ({
  key,
  id: 0,
  detalle: 'Servicio de agencia',
  servicioId: AGENCIA.id,
  cantidad: '1',
  monto: '0',
  tipoCambioId: CRC.id,
  medidaId: SP.id,
  tarifaIvaId: EXENTO.id,
  ...patch,
});

function form(data: FacturaData, patch: Partial<FacturaForm>): FacturaForm {
  return { ...valoresIniciales(data, new Date(2026, 2, 5, 15, 30)), ...patch };
}

describe('buildFacturaPayload', () => {
  it('an existing client with two lines, one NACIONALIZACION at 13 %, cash: the whole Factura with its totals', () => {
    const data = datos();
    const cat = catalogos(data);
    const f = form(data, {
      clienteId: 7,
      codigoActividad: '522901',
      tipoActividadId: 3,
      observaciones: '  DUA 005-2026-012345  ',
      detalles: [
        linea(4711, { detalle: ' Agenciamiento aduanal ', cantidad: '2', monto: '25000' }),
        linea(815, {
          detalle: 'Nacionalización',
          servicioId: NACIONALIZACION.id,
          cantidad: '1',
          monto: '1,250.50',
          tarifaIvaId: GENERAL.id,
          medidaId: UNID.id,
        }),
      ],
    });
    const p = buildFacturaPayload(f, cat, { original: null });
    expect(p).toMatchObject({
      id: 0,
      facturaId: 0,
      estado: 'Ingresada',
      estadoPago: 'Pendiente Pago',
      cliente: { id: 7, nombre: 'Importadora Tica S.A.', esExonerado: 0 },
      esClienteNuevo: 0,
      telefono: '',
      cedulaJuridica: '',
      contacto: '',
      correoCliente: '',
      codigoActividad: '522901',
      tipoActividadEconomica: { id: 3, codigo: '522901' },
      tipoCambio: { id: 1, simbol: '¢', venta: 1 },
      tipoCambioMonto: 1,
      credito: 0,
      diasCredito: 0,
      fechaFacturacion: '2026-03-05',
      fechaVencimiento: null,
      observaciones: 'DUA 005-2026-012345',
      subtotal: 51250.5,
      impuestoVentas: 162.565, // 13 % of 1,250.50, kept at 5 decimals (F42)
      exonerado: 0,
      total: 51413.065,
      montoAnticipado: 51413.065,
      saldoPendiente: 0,
      saldoPendienteMoneda: 0,
      totalServicios: 51250.5,
      totalTerceros: 0,
      facturaTercerosDTO: [],
      facturaServiciosDTO: [],
      aforoFisico: 0,
      permisos: 0,
      previoExamen: 0,
    });
    expect(p).not.toHaveProperty('reciboId');
    expect(p.detallesDTO).toEqual([
      {
        id: 0,
        detalle: 'Agenciamiento aduanal',
        cantidad: 2,
        monto: 25000,
        montoColones: 50000,
        montoNeto: 50000,
        impuestosMonto: 0,
        impuestos: 0,
        tipoCambio: expect.objectContaining({ id: 1 }),
        tarifaIva: expect.objectContaining({ id: EXENTO.id }),
        medida: expect.objectContaining({ simbolo: 'Sp' }),
        servicio: expect.objectContaining({ id: AGENCIA.id, codigoCabys: AGENCIA.codigoCabys }),
      },
      expect.objectContaining({
        id: 0,
        cantidad: 1,
        monto: 1250.5,
        montoColones: 1250.5,
        impuestos: 13,
        impuestosMonto: 162.565,
        montoNeto: 1413.065,
        tarifaIva: expect.objectContaining({ porcentaje: 13 }),
        medida: expect.objectContaining({ simbolo: 'Unid' }),
      }),
    ]);
    // What the server gets is JSON: real ISO dates, no Date objects.
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  it('a new client travels as { id: 0, nombre } with its other fields at the top level (F7)', () => {
    const data = datos();
    const p = buildFacturaPayload(
      form(data, {
        esClienteNuevo: 1,
        clienteId: 7, // left over from an earlier choice: ignored
        nombre: '  Café Tarrazú Export S.A. ',
        telefono: ' 2460-1234 ',
        cedulaJuridica: '3101654321',
        contacto: 'Luis Rojas',
        correoCliente: ' luis@tarrazu.cr ',
        direccion: 'Tarrazú, San José',
        codigoActividad: '011102',
        tipoActividadId: 3,
        detalles: [linea(1, { monto: '1000' })],
      }),
      catalogos(data),
      { original: null },
    );
    expect(p).toMatchObject({
      cliente: { id: 0, nombre: 'Café Tarrazú Export S.A.' },
      esClienteNuevo: 1,
      telefono: '2460-1234',
      cedulaJuridica: '3101654321',
      contacto: 'Luis Rojas',
      correoCliente: 'luis@tarrazu.cr',
      direccion: 'Tarrazú, San José',
      codigoActividad: '011102',
    });
  });

  it('on credit: days, the due date they give, the advance as typed and what is left pending', () => {
    const data = datos();
    const p = buildFacturaPayload(
      form(data, {
        clienteId: 7,
        codigoActividad: '522901',
        tipoActividadId: 3,
        credito: 1,
        diasCredito: '30',
        montoAnticipado: '400.25',
        estadoPago: 'Pendiente Pago',
        detalles: [linea(1, { monto: '1000' })],
      }),
      catalogos(data),
      { original: null },
    );
    expect(p).toMatchObject({
      credito: 1,
      diasCredito: 30,
      fechaFacturacion: '2026-03-05',
      fechaVencimiento: '2026-04-04',
      total: 1000,
      montoAnticipado: 400.25,
      saldoPendiente: 599.75,
      saldoPendienteMoneda: 599.75,
    });
  });

  it.each([
    // [invoice currency, line currency, cantidad, monto, montoColones]
    ['a dollar line on a colón invoice', CRC.id, USD.id, '3', '100', 153705],
    ['a colón line on a dollar invoice', USD.id, CRC.id, '1', '51235', 100],
    ['a dollar line on a dollar invoice', USD.id, USD.id, '1', '99.99', 99.99],
  ])('%s is converted by the ratio of sale rates', (_, factura, moneda, cantidad, monto, esperado) => {
    const data = datos();
    const p = buildFacturaPayload(
      form(data, {
        clienteId: 7,
        codigoActividad: '522901',
        tipoActividadId: 3,
        tipoCambioId: factura,
        detalles: [linea(1, { tipoCambioId: moneda, cantidad, monto })],
      }),
      catalogos(data),
      { original: null },
    );
    expect(p.detallesDTO[0]).toMatchObject({ montoColones: esperado, tipoCambio: { id: moneda } });
    expect(p).toMatchObject({ subtotal: esperado, total: esperado, tipoCambio: { id: factura } });
    expect(p.tipoCambioMonto).toBe(factura === USD.id ? 512.35 : 1);
  });

  it('an exonerated client: the tax goes to exonerado and the line total leaves it out', () => {
    const data = datos();
    const p = buildFacturaPayload(
      form(data, {
        clienteId: 8,
        codigoActividad: '522901',
        tipoActividadId: 3,
        detalles: [linea(1, { servicioId: NACIONALIZACION.id, monto: '10000' })],
      }),
      catalogos(data),
      { original: null },
    );
    expect(p).toMatchObject({ subtotal: 10000, impuestoVentas: 0, exonerado: 1300, total: 10000 });
    expect(p.detallesDTO[0]).toMatchObject({ impuestos: 13, impuestosMonto: 1300, montoNeto: 10000 });
  });

  it('receipt mode sends reciboId and the receipt expense flags', () => {
    const data = datos({ recibo: { id: 42, recibo: 1042, aforoFisico: 1, permisos: 0, previoExamen: 1 } });
    const p = buildFacturaPayload(
      form(data, {
        clienteId: 7,
        codigoActividad: '522901',
        tipoActividadId: 3,
        detalles: [linea(1, { monto: '5' })],
      }),
      catalogos(data),
      { original: null, reciboId: 42, recibo: data.recibo },
    );
    expect(p).toMatchObject({ reciboId: 42, aforoFisico: 1, permisos: 0, previoExamen: 1 });
  });

  it('editing keeps the number, state, stored line ids and pass-through lists; an empty cantidad is 1', () => {
    const data = datos({
      factura: {
        id: 1203,
        facturaId: 1203,
        estado: 'Ingresada',
        estadoPago: 'Vencida',
        cliente: cliente(7, 'Importadora Tica S.A.'),
        esClienteNuevo: 0,
        codigoActividad: '522901',
        tipoActividadEconomica: { id: 3, codigo: '522901', descripcion: 'Agencias de aduanas' },
        tipoCambio: USD,
        credito: 1,
        diasCredito: 15,
        fechaFacturacion: '2026-02-10T09:15:00',
        montoAnticipado: 10,
        totalTerceros: 0,
        facturaTercerosDTO: [{ id: 5, nombre: 'Tercero' }],
        facturaServiciosDTO: [],
        observaciones: 'Editada',
        detallesDTO: [
          {
            id: 9001,
            detalle: 'Transporte',
            cantidad: 2,
            monto: 50,
            tipoCambio: USD,
            servicio: AGENCIA,
            medida: SP,
            tarifaIva: EXENTO,
          },
        ],
      },
    });
    const inicial = valoresIniciales(data);
    expect(inicial).toMatchObject({
      clienteId: 7,
      esClienteNuevo: 0,
      tipoCambioId: USD.id,
      credito: 1,
      diasCredito: '15',
      montoAnticipado: '10',
      estadoPago: 'Vencida',
      observaciones: 'Editada',
      detalles: [{ key: 9001, id: 9001, cantidad: '2', monto: '50', tipoCambioId: USD.id }],
    });
    expect(inicial.fechaFacturacion).toEqual(new Date(2026, 1, 10, 9, 15));
    const p = buildFacturaPayload(
      {
        ...inicial,
        detalles: [...inicial.detalles, linea(77, { cantidad: '', monto: '20', tipoCambioId: USD.id })],
      },
      catalogos(data),
      { original: data.factura },
    );
    expect(p).toMatchObject({
      id: 1203,
      facturaId: 1203,
      estado: 'Ingresada',
      estadoPago: 'Vencida',
      fechaFacturacion: '2026-02-10',
      fechaVencimiento: '2026-02-25',
      facturaTercerosDTO: [{ id: 5, nombre: 'Tercero' }],
      subtotal: 120,
      montoAnticipado: 10,
      saldoPendiente: 110,
      saldoPendienteMoneda: 56358.5, // 110 × 512.35
    });
    expect(p.detallesDTO.map((d) => (d as { id: number; cantidad: number }).id)).toEqual([9001, 0]);
    expect((p.detallesDTO[1] as { cantidad: number }).cantidad).toBe(1);
  });
});

describe('the form model', () => {
  const data = datos();
  const cat = catalogos(data);

  it('a new invoice starts in the default currency, today, cash, Pendiente Pago, with the first activity type', () => {
    const f = valoresIniciales(data, new Date(2026, 2, 5, 15, 30));
    expect(f).toMatchObject({
      esClienteNuevo: 0,
      clienteId: 0,
      tipoCambioId: CRC.id,
      tipoActividadId: 3,
      credito: 0,
      estadoPago: 'Pendiente Pago',
      montoAnticipado: '0',
      detalles: [],
    });
    expect(f.fechaFacturacion).toEqual(new Date(2026, 2, 5));
  });

  const v = es.facturaForm.v;
  const valida = (): FacturaForm => ({
    ...valoresIniciales(data),
    clienteId: 7,
    codigoActividad: '522901',
    detalles: [linea(1, { monto: '100' })],
  });
  const mensajes = (f: FacturaForm) => {
    const r = facturaFormSchema(cat).safeParse(f);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it.each<[string, Partial<FacturaForm>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no client', { clienteId: 0 }, { clienteId: v.clienteRequerido }],
    [
      'no currency nor activity type',
      { tipoCambioId: 0, tipoActividadId: 0 },
      { tipoCambioId: v.monedaRequerida, tipoActividadId: v.tipoActividadRequerido },
    ],
    ['no emission date', { fechaFacturacion: null }, { fechaFacturacion: v.fechaFacturacion }],
    ['an impossible date', { fechaFacturacion: new Date('x') }, { fechaFacturacion: v.fechaInvalida }],
    ['observaciones of 128', { observaciones: 'x'.repeat(128) }, { observaciones: v.observacionesMax }],
    ['observaciones of 127', { observaciones: 'x'.repeat(127) }, {}],
    [
      'an empty new client',
      { esClienteNuevo: 1 },
      {
        nombre: es.common.requerido,
        telefono: es.common.requerido,
        cedulaJuridica: es.common.requerido,
        contacto: es.common.requerido,
        correoCliente: es.common.requerido,
      },
    ],
    [
      'a new client with a long phone and a bad e-mail',
      {
        esClienteNuevo: 1,
        nombre: 'A',
        telefono: '1'.repeat(65),
        cedulaJuridica: '3101123456',
        contacto: 'B',
        correoCliente: 'no-es-correo',
      },
      { telefono: v.telefonoMax, correoCliente: v.correoInvalido },
    ],
    [
      'a new client with a short phone and a cédula of 8 digits',
      {
        esClienteNuevo: 1,
        nombre: 'A',
        telefono: '2222',
        cedulaJuridica: '10203040',
        contacto: 'B',
        correoCliente: 'a@b.cr',
      },
      { telefono: v.telefonoMin, cedulaJuridica: v.cedula },
    ],
    [
      'a cédula written with dashes',
      {
        esClienteNuevo: 1,
        nombre: 'A',
        telefono: '2222-3333',
        cedulaJuridica: '0-1020-0304',
        contacto: 'B',
        correoCliente: 'a@b.cr',
      },
      { cedulaJuridica: v.cedula },
    ],
    ['credit without days', { credito: 1, diasCredito: '' }, { diasCredito: v.diasCredito }],
    ['credit of 0 days', { credito: 1, diasCredito: '0' }, { diasCredito: v.diasCreditoMin }],
    ['credit with 1.5 days', { credito: 1, diasCredito: '1.5' }, { diasCredito: v.diasCredito }],
    [
      'credit, advance not numeric',
      { credito: 1, diasCredito: '30', montoAnticipado: 'abc' },
      { montoAnticipado: v.montoAnticipado },
    ],
    [
      'credit, advance over the total',
      { credito: 1, diasCredito: '30', montoAnticipado: '100.01' },
      { montoAnticipado: v.anticipoMayor },
    ],
    ['credit, advance of the whole total', { credito: 1, diasCredito: '30', montoAnticipado: '100' }, {}],
    ['cash: the advance is not read', { credito: 0, montoAnticipado: 'abc' }, {}],
  ])('%s', (_, patch, esperado) => {
    expect(mensajes({ ...valida(), ...patch })).toEqual(esperado);
  });

  it.each(['101230456', '3101123456', '155812345678'])(
    'the cédula %s is taken (física, jurídica, DIMEX)',
    (cedula) => {
      const f = {
        ...valida(),
        esClienteNuevo: 1 as const,
        nombre: 'A',
        telefono: '2222-3333',
        contacto: 'B',
        correoCliente: 'a@b.cr',
      };
      expect(mensajes({ ...f, cedulaJuridica: cedula })).toEqual({});
    },
  );

  it.each<[string, Partial<LineaForm>, 'detalle' | 'servicio' | 'cantidad' | 'monto', string | null]>([
    ['detalle of 2', { detalle: 'ab' }, 'detalle', v.detalleMin],
    ['detalle of 161', { detalle: 'x'.repeat(161) }, 'detalle', v.detalleMax],
    ['no service (the detalle being short too)', { detalle: '', servicioId: 0 }, 'servicio', v.servicioLinea],
    ['cantidad not numeric', { cantidad: 'dos' }, 'cantidad', v.cantidad],
    ['cantidad empty', { cantidad: '' }, 'cantidad', null],
    ['monto not numeric', { monto: '12a' }, 'monto', v.monto],
    ['monto with thousands', { monto: '1,250.50' }, 'monto', null],
  ])("a line's own field: %s", (_, patch, campo, esperado) => {
    expect(problemaCampo(campo, linea(1, patch))).toBe(esperado);
  });
});

describe('totalesForm', () => {
  // It keeps each line's amounts between calls (a line's Listo computes that line only, F44): every
  // call must still give what a computation from scratch gives.
  it('gives the amounts computed from scratch after a line, the client or the currency changes', () => {
    const data = datos();
    const cat = catalogos(data);
    const desdeCero = (f: FacturaForm) =>
      calcularTotales(
        f.detalles.map((l) => lineaCalculo(l, cat)),
        {
          esExonerado: f.clienteId === 8,
          tarifaExonerada: null,
          tipoCambioFactura: cat.monedas.get(f.tipoCambioId) ?? null,
          credito: f.credito,
          montoAnticipado: f.montoAnticipado,
        },
      );
    const lineas = Array.from({ length: 30 }, (_, i) =>
      linea(i + 1, {
        servicioId: i % 2 ? NACIONALIZACION.id : AGENCIA.id,
        cantidad: String(1 + (i % 3)),
        monto: i % 3 ? '1250.50' : '86000',
        tipoCambioId: i % 5 ? CRC.id : USD.id,
      }),
    );
    let f = form(data, { clienteId: 7, detalles: lineas });
    const pasos: Array<(f: FacturaForm) => FacturaForm> = [
      (x) => x,
      (x) => ({ ...x, detalles: x.detalles.map((l, i) => (i === 4 ? { ...l, monto: '99.99' } : { ...l })) }),
      (x) => ({ ...x, detalles: x.detalles.map((l, i) => (i === 7 ? { ...l, servicioId: AGENCIA.id } : l)) }),
      (x) => ({ ...x, clienteId: 8 }),
      (x) => ({ ...x, tipoCambioId: USD.id }),
      (x) => ({ ...x, detalles: x.detalles.slice(3) }),
      (x) => ({ ...x, clienteId: 7, tipoCambioId: CRC.id }),
    ];
    for (const paso of pasos) {
      f = paso(f);
      expect(totalesForm(f, cat)).toEqual(desdeCero(f));
    }
  });
});
