import {
  accionesFactura,
  bloqueosTrasConsulta,
  bloqueosTrasEnvio,
  esEditable,
  etiquetaHacienda,
  filaTrasCambioPago,
  filaTrasConsulta,
  filaTrasConsultaNc,
  filaTrasEnvio,
  filaTrasNotaCredito,
  resultadoConsulta,
  resultadoEnvio,
  segundosRestantes,
  ACCIONES_FACTURA,
  BLOQUEO_CONSULTA_MS,
  BLOQUEO_PENDIENTE_MS,
  BLOQUEO_REENVIO_MS,
  type AccionFactura,
  type ContextoAcciones,
} from '@/features/facturas/rules';
import {
  calcularLinea,
  calcularTotales,
  llevaIva,
  totalDiferente,
  tarifaExoneradaLinea,
  type LineaCalculo,
} from '@/features/facturas/calculo-factura';
import {
  normalizarCantidad,
  recordatorioGastos,
  validarFactura,
  validarLinea,
} from '@/features/facturas/validacion-factura';
import type { FacturaRow } from '@/features/facturas/contract';
import * as es from '@/messages/es';

const CRC = { id: 1, venta: 1 };
const USD = { id: 2, venta: 512.35 };
const NAC = { nombre: 'NACIONALIZACION', descripcion: 'Servicios de agencias de aduana' };
const DUA = { descripcion: 'DUA VENTA LOCAL ZONA FRANCA' };
const OTRO = { nombre: 'Transporte', descripcion: 'Servicios de transporte terrestre de carga, n.c.p.' };

const linea = (
  cantidad: LineaCalculo['cantidad'],
  monto: LineaCalculo['monto'],
  servicio: LineaCalculo['servicio'],
  tipoCambio = CRC,
): LineaCalculo => ({
  cantidad,
  monto,
  servicio,
  tipoCambio,
});

describe('calcularLinea: amount = cantidad × monto × sale-rate ratio at 5 decimals, tax 13 % only on the two services (F1–F3, F42)', () => {
  it.each<
    [
      string,
      LineaCalculo,
      { esExonerado: boolean; tarifaExonerada?: number; tipoCambioFactura: typeof CRC },
      [number, number, number, number],
    ]
  >([
    // [impuestos, montoColones, impuestosMonto, montoNeto]
    [
      '3 × 33.335 = 100.005, kept at 5 decimals (v4.4 DecimalDinero)',
      linea(3, 33.335, OTRO),
      { esExonerado: false, tipoCambioFactura: CRC },
      [0, 100.005, 0, 100.005],
    ],
    [
      '3 × 33.335 as typed text',
      linea('3', '33.335', OTRO),
      { esExonerado: false, tipoCambioFactura: CRC },
      [0, 100.005, 0, 100.005],
    ],
    [
      'NACIONALIZACION: 13 % of 100.005 = 13.00065',
      linea(3, 33.335, NAC),
      { esExonerado: false, tipoCambioFactura: CRC },
      [13, 100.005, 13.00065, 113.00565],
    ],
    [
      '13 % of 0.50 = 0.065 (no longer 0.07)',
      linea(1, 0.5, NAC),
      { esExonerado: false, tipoCambioFactura: CRC },
      [13, 0.5, 0.065, 0.565],
    ],
    [
      "the issue's case: 13 % of 176.50 = 22.945 (a document written 22.95)",
      linea(1, 176.5, NAC),
      { esExonerado: false, tipoCambioFactura: CRC },
      [13, 176.5, 22.945, 199.445],
    ],
    [
      '13 % of 10.50 = 1.365',
      linea(1, 10.5, DUA),
      { esExonerado: false, tipoCambioFactura: CRC },
      [13, 10.5, 1.365, 11.865],
    ],
    [
      'any other service has no tax, whatever its name says',
      linea(2, 1500, OTRO),
      { esExonerado: false, tipoCambioFactura: CRC },
      [0, 3000, 0, 3000],
    ],
    [
      'no service yet: no tax',
      linea(1, 100, null),
      { esExonerado: false, tipoCambioFactura: CRC },
      [0, 100, 0, 100],
    ],
    [
      'USD line on a colón invoice: × 512.35',
      linea(1, 100, NAC, USD),
      { esExonerado: false, tipoCambioFactura: CRC },
      [13, 51235, 6660.55, 57895.55],
    ],
    [
      'USD 2.5 × 19.99: PrecioUnitario 19.99 × 512.35 = 10,241.8765, × 2.5 = 25,604.69125',
      linea(2.5, 19.99, OTRO, USD),
      { esExonerado: false, tipoCambioFactura: CRC },
      [0, 25604.69125, 0, 25604.69125],
    ],
    [
      'colón line on a dollar invoice: ÷ 512.35 (19.517907… → 19.51791, half up on the sixth decimal)',
      linea(1, 10000, OTRO, CRC),
      { esExonerado: false, tipoCambioFactura: USD },
      [0, 19.51791, 0, 19.51791],
    ],
    [
      'exonerated: the tax is computed, the line total leaves it out',
      linea(1, 1000, NAC),
      { esExonerado: true, tipoCambioFactura: CRC },
      [13, 1000, 130, 1000],
    ],
    [
      'exonerated with TarifaExonerada 4: 40 waived, 90 paid (Anexos p. 46)',
      linea(1, 1000, NAC),
      { esExonerado: true, tarifaExonerada: 4, tipoCambioFactura: CRC },
      [13, 1000, 130, 1090],
    ],
    [
      'a TarifaExonerada above the tax waives only the tax',
      linea(1, 1000, NAC),
      { esExonerado: true, tarifaExonerada: 20, tipoCambioFactura: CRC },
      [13, 1000, 130, 1000],
    ],
    [
      'a TarifaExonerada on an untaxed line waives nothing',
      linea(1, 1000, OTRO),
      { esExonerado: true, tarifaExonerada: 13, tipoCambioFactura: CRC },
      [0, 1000, 0, 1000],
    ],
    [
      'empty cantidad counts as 1',
      linea('', 250, OTRO),
      { esExonerado: false, tipoCambioFactura: CRC },
      [0, 250, 0, 250],
    ],
    [
      'cantidad with decimals: 1.5 × 3,333.33 = 4,999.995',
      linea(1.5, 3333.33, OTRO),
      { esExonerado: false, tipoCambioFactura: CRC },
      [0, 4999.995, 0, 4999.995],
    ],
  ])('%s', (_, l, ctx, [impuestos, montoColones, impuestosMonto, montoNeto]) => {
    const r = calcularLinea(l, ctx);
    expect([r.impuestos, r.montoColones, r.impuestosMonto, r.montoNeto]).toEqual([
      impuestos,
      montoColones,
      impuestosMonto,
      montoNeto,
    ]);
    expect(r.exactos.montoColones).toBe(Math.round(montoColones * 100_000));
    expect(r.montoColones).toBe(Math.round(Number(l.cantidad || 1) * r.precioUnitario * 100_000) / 100_000);
  });

  it('an exonerated line carries MontoExoneracion and ImpuestoNeto (tax − exoneración)', () => {
    const r = calcularLinea(linea(1, 176.5, NAC), { esExonerado: 1, tarifaExonerada: 13 });
    expect([r.tarifaExonerada, r.impuestosMonto, r.montoExoneracion, r.impuestoNeto, r.montoNeto]).toEqual([
      13, 22.945, 22.945, 0, 176.5,
    ]);
    const parcial = calcularLinea(linea(1, 176.5, NAC), { esExonerado: 1, tarifaExonerada: 0.5 });
    // 0.5 % of 176.50 = 0.8825; 22.945 − 0.8825 = 22.0625.
    expect([parcial.montoExoneracion, parcial.impuestoNeto]).toEqual([0.8825, 22.0625]);
  });

  it('the same currency id needs no rate, even if the line carries an old one', () => {
    expect(
      calcularLinea(linea(1, 100, OTRO, { id: 2, venta: 500 }), {
        esExonerado: false,
        tipoCambioFactura: USD,
      }).montoColones,
    ).toBe(100);
  });

  it('a missing or zero rate counts as 1', () => {
    expect(
      calcularLinea(linea(1, 100, OTRO, { id: 3, venta: 0 }), { esExonerado: false, tipoCambioFactura: CRC })
        .montoColones,
    ).toBe(100);
    expect(calcularLinea({ cantidad: 1, monto: 100 }, { esExonerado: false }).montoColones).toBe(100);
  });
});

describe('llevaIva: the service name or description, case, accents and spaces ignored', () => {
  it.each([
    [{ nombre: 'NACIONALIZACION' }, true],
    [{ nombre: 'Nacionalización' }, true],
    [{ descripcion: '  dua  venta local zona franca ' }, true],
    [{ nombre: 'OTRO', descripcion: 'NACIONALIZACION' }, true],
    [{ nombre: 'NACIONALIZACION EXPRESS' }, false],
    [{ descripcion: 'Servicios de agencias de transporte de carga' }, false],
    [null, false],
  ])('%j → %s', (servicio, expected) => expect(llevaIva(servicio)).toBe(expected));
});

describe('calcularTotales (seed 2 §9)', () => {
  const mixtas = [linea(2, 1500, NAC), linea(1, 25000, OTRO), linea(1, 50, DUA, USD)];
  it.each<[string, LineaCalculo[], Parameters<typeof calcularTotales>[1], Record<string, number>]>([
    [
      'mixed lines, cash: advance = total, saldo 0 (13 % of 25,617.50 = 3,330.275)',
      mixtas,
      { esExonerado: false, tipoCambioFactura: CRC, credito: 0 },
      {
        subtotal: 53617.5,
        impuestoVentas: 3720.275,
        exonerado: 0,
        total: 57337.775,
        montoAnticipado: 57337.775,
        saldoPendiente: 0,
      },
    ],
    [
      'mixed lines on credit with an advance',
      mixtas,
      { esExonerado: false, tipoCambioFactura: CRC, credito: 1, montoAnticipado: '10,000.00' },
      {
        subtotal: 53617.5,
        impuestoVentas: 3720.275,
        exonerado: 0,
        total: 57337.775,
        montoAnticipado: 10000,
        saldoPendiente: 47337.775,
      },
    ],
    [
      'exonerated client: the tax goes to exonerado, total = subtotal',
      mixtas,
      { esExonerado: true, tipoCambioFactura: CRC, credito: 0 },
      {
        subtotal: 53617.5,
        impuestoVentas: 0,
        exonerado: 3720.275,
        total: 53617.5,
        montoAnticipado: 53617.5,
        saldoPendiente: 0,
      },
    ],
    [
      'partly exonerated (TarifaExonerada 4): exonerado = Σ MontoExoneracion, impuestoVentas = Σ ImpuestoNeto',
      mixtas,
      { esExonerado: true, tarifaExonerada: 4, tipoCambioFactura: CRC, credito: 0 },
      {
        // 4 % of 3,000 = 120 and of 25,617.50 = 1,024.70; the 13 % tax 3,720.275 less 1,144.70.
        subtotal: 53617.5,
        impuestoVentas: 2575.575,
        exonerado: 1144.7,
        total: 56193.075,
        montoAnticipado: 56193.075,
        saldoPendiente: 0,
      },
    ],
    [
      'no lines',
      [],
      { esExonerado: false, tipoCambioFactura: CRC, credito: 0 },
      { subtotal: 0, impuestoVentas: 0, exonerado: 0, total: 0, montoAnticipado: 0, saldoPendiente: 0 },
    ],
    [
      'no lines on credit: an advance leaves a negative balance (nothing clamps it)',
      [],
      { esExonerado: false, tipoCambioFactura: CRC, credito: true, montoAnticipado: 5 },
      { subtotal: 0, impuestoVentas: 0, exonerado: 0, total: 0, montoAnticipado: 5, saldoPendiente: -5 },
    ],
    [
      'nothing rounded to céntimos on the way: 0.005 + 0.005 = 0.01',
      [linea(1, 0.005, OTRO), linea(1, 0.005, OTRO)],
      { esExonerado: false, tipoCambioFactura: CRC, credito: 0 },
      {
        subtotal: 0.01,
        impuestoVentas: 0,
        exonerado: 0,
        total: 0.01,
        montoAnticipado: 0.01,
        saldoPendiente: 0,
      },
    ],
    [
      'line taxes rounded, then summed: 3 × 13 % of 0.50',
      [linea(1, 0.5, NAC), linea(1, 0.5, NAC), linea(1, 0.5, NAC)],
      { esExonerado: false, tipoCambioFactura: CRC, credito: 0 },
      {
        subtotal: 1.5,
        impuestoVentas: 0.195,
        exonerado: 0,
        total: 1.695,
        montoAnticipado: 1.695,
        saldoPendiente: 0,
      },
    ],
    [
      'no float drift: ten lines of 0.10 and 0.20',
      [...Array.from({ length: 10 }, () => linea(1, 0.1, OTRO)), linea(1, 0.2, OTRO)],
      { esExonerado: false, tipoCambioFactura: CRC, credito: 0 },
      { subtotal: 1.2, impuestoVentas: 0, exonerado: 0, total: 1.2, montoAnticipado: 1.2, saldoPendiente: 0 },
    ],
  ])('%s', (_, lineas, ctx, esperado) => {
    const t = calcularTotales(lineas, ctx);
    expect({
      subtotal: t.subtotal,
      impuestoVentas: t.impuestoVentas,
      exonerado: t.exonerado,
      total: t.total,
      montoAnticipado: t.montoAnticipado,
      saldoPendiente: t.saldoPendiente,
    }).toEqual(esperado);
    expect(t.totalServicios).toBe(t.subtotal);
    expect(t.lineas).toHaveLength(lineas.length);
  });

  it('a dollar invoice: lines converted to dollars, saldoPendienteMoneda in colones', () => {
    const t = calcularTotales([linea(1, 10, OTRO, USD), linea(1, 5123.5, NAC, CRC)], {
      esExonerado: false,
      tipoCambioFactura: USD,
      credito: 1,
      montoAnticipado: 0,
    });
    expect([t.subtotal, t.impuestoVentas, t.total, t.saldoPendiente]).toEqual([20, 1.3, 21.3, 21.3]);
    expect(t.saldoPendienteMoneda).toBe(10913.055); // 21.30 × 512.35
  });
});

describe('totalDiferente: the server tolerates 0.01', () => {
  // Computed in each test, not while collecting them: code run outside a test is a "static" mutant
  // for Stryker (docs/testing.md), retested with every test from a fresh environment.
  const calc = () =>
    calcularTotales([linea(1, 100, NAC)], {
      esExonerado: false,
      tipoCambioFactura: CRC,
      credito: 0,
    });
  const base = {
    subtotal: 100,
    impuestoVentas: 13,
    exonerado: 0,
    total: 113,
    montoAnticipado: 113,
    saldoPendiente: 0,
  };
  it.each<[string, Partial<typeof base>, string | null]>([
    ['equal', {}, null],
    ['0.01 off is accepted', { total: 113.01 }, null],
    ['0.02 off is refused', { total: 113.02 }, 'total'],
    ['the first field in order', { impuestoVentas: 12, total: 112 }, 'impuestoVentas'],
    ['numeric text', { subtotal: '100.00' as unknown as number }, null],
  ])('%s', (_, cambio, esperado) => expect(totalDiferente({ ...base, ...cambio }, calc())).toBe(esperado));
});

// ---------------------------------------------------------------------------------------------

const v = es.facturaForm.v;
const SERV = { id: 7 };

describe('tarifaExoneradaLinea: the points waived on a line, never more than its tax', () => {
  it.each<[string, number, boolean, number | string | null, number]>([
    ['a client not exonerated', 13, false, 13, 0],
    ['a line without tax', 0, true, 13, 0],
    ['a document without its rate waives the whole tax', 13, true, null, 13],
    ['an empty rate too', 13, true, '', 13],
    ['4 points', 13, true, 4, 4],
    ['more points than the tax', 13, true, 15, 13],
  ])('%s', (_, impuestos, esExonerado, tarifaExonerada, puntos) => {
    expect(tarifaExoneradaLinea(impuestos, { esExonerado, tarifaExonerada })).toBe(puntos);
  });
});

describe('validarLinea: first problem in order detalle, servicio, cantidad, monto (seed 2 §5)', () => {
  const ok = { detalle: 'Nacionalización DUA 005-2026', servicio: SERV, cantidad: 1, monto: 100 };
  it.each<[string, Partial<typeof ok> | Record<string, unknown>, ReturnType<typeof validarLinea>]>([
    ['a good line', {}, null],
    ['detalle of 2', { detalle: 'ab' }, { campo: 'detalle', mensaje: v.detalleMin }],
    ['detalle of spaces', { detalle: '     ' }, { campo: 'detalle', mensaje: v.detalleMin }],
    ['detalle of 3 (trimmed)', { detalle: '  abc  ' }, null],
    ['detalle of 160', { detalle: 'a'.repeat(160) }, null],
    ['detalle of 161', { detalle: 'a'.repeat(161) }, { campo: 'detalle', mensaje: v.detalleMax }],
    ['no service', { servicio: null }, { campo: 'servicio', mensaje: v.servicioLinea }],
    ['service id 0', { servicio: { id: 0 } }, { campo: 'servicio', mensaje: v.servicioLinea }],
    ['detalle before service', { detalle: 'x', servicio: null }, { campo: 'detalle', mensaje: v.detalleMin }],
    [
      'cantidad text',
      { cantidad: 'dos' },
      { campo: 'cantidad', mensaje: v.cantidad, reset: { cantidad: 1 } },
    ],
    ['cantidad 0', { cantidad: 0 }, { campo: 'cantidad', mensaje: v.cantidad, reset: { cantidad: 1 } }],
    [
      'cantidad negative',
      { cantidad: '-2' },
      { campo: 'cantidad', mensaje: v.cantidad, reset: { cantidad: 1 } },
    ],
    ['empty cantidad is 1, not a problem', { cantidad: '' }, null],
    ['cantidad with thousands', { cantidad: '1,000' }, null],
    ['cantidad 2.5', { cantidad: '2.5' }, null],
    ['monto text', { monto: '12,5a' }, { campo: 'monto', mensaje: v.monto, reset: { monto: 0 } }],
    ['empty monto', { monto: '' }, { campo: 'monto', mensaje: v.monto, reset: { monto: 0 } }],
    // Edges found by mutation testing (D35).
    ['monto a negative number', { monto: -5 }, { campo: 'monto', mensaje: v.monto, reset: { monto: 0 } }],
    ['monto infinite', { monto: Infinity }, { campo: 'monto', mensaje: v.monto, reset: { monto: 0 } }],
    ['monto between spaces', { monto: ' 100 ' }, null],
    ['monto NaN', { monto: Number.NaN }, { campo: 'monto', mensaje: v.monto, reset: { monto: 0 } }],
    ['monto 0', { monto: 0 }, null],
    ['monto 1,250.50', { monto: '1,250.50' }, null],
    [
      'cantidad before monto',
      { cantidad: 'x', monto: 'y' },
      { campo: 'cantidad', mensaje: v.cantidad, reset: { cantidad: 1 } },
    ],
  ])('%s', (_, cambio, esperado) =>
    expect(validarLinea({ ...ok, ...cambio } as typeof ok)).toEqual(esperado),
  );

  it.each([
    ['', 1],
    ['  ', 1],
    [null, 1],
    [undefined, 1],
    ['3', '3'],
    [0, 0],
  ])('normalizarCantidad(%j) → %j', (c, esperado) => expect(normalizarCantidad(c)).toBe(esperado));
});

describe('validarFactura: the §5 order', () => {
  const nuevo = {
    nombre: 'Importadora Sol S.A.',
    telefono: '22223333',
    cedulaJuridica: '3101123456',
    contacto: 'Ana',
    correo: 'ana@sol.cr',
  };
  const linea1 = { detalle: 'Nacionalización', servicio: SERV };
  const ok = { esClienteNuevo: 0, clienteNuevo: null, codigoActividad: '522901', detalles: [linea1] };
  it.each<[string, Record<string, unknown>, string | null]>([
    ['ready', {}, null],
    ['new client with all five fields', { esClienteNuevo: 1, clienteNuevo: nuevo }, null],
    ...(['nombre', 'telefono', 'cedulaJuridica', 'contacto', 'correo'] as const).map(
      (campo): [string, Record<string, unknown>, string] => [
        `new client without ${campo}`,
        { esClienteNuevo: true, clienteNuevo: { ...nuevo, [campo]: '  ' } },
        v.clienteNuevo,
      ],
    ),
    [
      'an existing client ignores the new-client fields',
      { esClienteNuevo: 0, clienteNuevo: { nombre: '' } },
      null,
    ],
    [
      'new client checked before the activity code',
      { esClienteNuevo: 1, clienteNuevo: {}, codigoActividad: '', detalles: [] },
      v.clienteNuevo,
    ],
    ['no activity code', { codigoActividad: '' }, v.codigoActividad],
    ['activity code before lines', { codigoActividad: null, detalles: [] }, v.codigoActividad],
    ['no lines', { detalles: [] }, v.sinDetalles],
    ['a short detalle', { detalles: [linea1, { detalle: 'ab', servicio: SERV }] }, v.detallesMin],
    [
      'a line without service',
      { detalles: [linea1, { detalle: 'Bodegaje', servicio: null }] },
      v.detallesServicio,
    ],
    [
      'detalle checked on every line before any service',
      {
        detalles: [
          { detalle: 'Bodegaje', servicio: null },
          { detalle: 'x', servicio: SERV },
        ],
      },
      v.detallesMin,
    ],
  ])('%s', (_, cambio, esperado) =>
    expect(validarFactura({ ...ok, ...cambio } as Parameters<typeof validarFactura>[0])).toBe(esperado),
  );

  it('the caller prefixes the not-ready text', () => {
    expect(`${v.noLista}${validarFactura({ ...ok, detalles: [] })}`).toBe(
      'La factura no esta lista para ser guardada. La factura debe tener al menos un detalle',
    );
  });
});

// ---------------------------------------------------------------------------------------------

const fila = (cambio: Partial<FacturaRow> = {}): FacturaRow => ({
  facturaId: 1203,
  estadoPago: 'Pendiente Pago',
  subtotal: 100,
  impuestoVentas: 13,
  total: 113,
  fecha: '2026-03-05T10:00:00',
  cliente: 'Importadora Sol S.A.',
  estado: 'Ingresada',
  hacienda: 'No Enviada',
  enviadaHacienda: 0,
  estadoHacienda: 'no_enviada',
  enviando: false,
  updatable: true,
  anulable: true,
  simbol: '¢',
  ...cambio,
});

const AHORA = 1_700_000_000_000;
const ctx = (cambio: Partial<ContextoAcciones> = {}): ContextoAcciones => ({
  esAdmin: false,
  filtroEstado: 'TODOS',
  ocupada: false,
  ahora: AHORA,
  ...cambio,
});
const visibles = (acciones: ReturnType<typeof accionesFactura>): AccionFactura[] =>
  ACCIONES_FACTURA.filter((a) => acciones[a].visible);

describe('accionesFactura: seed 2 §2 row actions', () => {
  const enviada = { estado: 'Finalizada', enviadaHacienda: 1, updatable: false } as const;
  const pendiente = { ...enviada, estadoHacienda: 'no_aceptado_rechazado' } as const;
  const aceptada = { ...enviada, estadoHacienda: 'aceptado' } as const;
  const anulada = {
    estado: 'Anulada',
    enviadaHacienda: 2,
    estadoHacienda: 'aceptado',
    anulable: false,
    updatable: false,
  } as const;
  it.each<[string, Partial<FacturaRow>, Partial<ContextoAcciones>, AccionFactura[]]>([
    ['unsent Ingresada, user', {}, {}, ['enviar', 'verRespuestas', 'editar']],
    [
      'unsent Ingresada, admin',
      {},
      { esAdmin: true },
      ['enviar', 'notaCredito', 'verRespuestas', 'editar', 'pdf'],
    ],
    [
      "'' status counts as not sent",
      { estadoHacienda: 'no_enviada' },
      {},
      ['enviar', 'verRespuestas', 'editar'],
    ],
    ['busy row: no Enviar', {}, { ocupada: true }, ['verRespuestas', 'editar']],
    ['the server says it is being sent: no Enviar', { enviando: true }, {}, ['verRespuestas', 'editar']],
    [
      'status enviando: no Enviar, no Editar',
      { estadoHacienda: 'enviando' },
      { esAdmin: true },
      ['notaCredito', 'verRespuestas', 'pdf'],
    ],
    [
      'enviadaHacienda 1 and not accepted: no Enviar',
      { enviadaHacienda: 1, estadoHacienda: 'rechazado' },
      {},
      ['verRespuestas', 'editar'],
    ],
    ['pending answer, admin', pendiente, { esAdmin: true }, ['obtenerRespuesta', 'verRespuestas', 'pdf']],
    ['pending answer, busy', pendiente, { ocupada: true }, ['verRespuestas']],
    [
      'pending and Anulada: only the credit-note check',
      { ...pendiente, estado: 'Anulada' },
      { esAdmin: true },
      ['obtenerRespuestaNc', 'verRespuestas', 'pdf'],
    ],
    [
      'pending on an unsent Ingresada: no Enviar, no Editar',
      { estadoHacienda: 'no_aceptado_rechazado' },
      {},
      ['obtenerRespuesta', 'verRespuestas'],
    ],
    ['accepted, admin', aceptada, { esAdmin: true }, ['notaCredito', 'verRespuestas', 'pdf', 'xml']],
    [
      'accepted, user, Finalizada filter',
      aceptada,
      { filtroEstado: 'Finalizada' },
      ['verRespuestas', 'cambiar', 'xml'],
    ],
    [
      'accepted but not annulable: no Nota Credito',
      { ...aceptada, anulable: false },
      { esAdmin: true },
      ['verRespuestas', 'pdf', 'xml'],
    ],
    [
      'Cambiar only with the Finalizada filter',
      aceptada,
      { filtroEstado: 'Ingresada' },
      ['verRespuestas', 'xml'],
    ],
    [
      'Cambiar on any row while Finalizada is filtered',
      {},
      { filtroEstado: 'Finalizada' },
      ['enviar', 'verRespuestas', 'editar', 'cambiar'],
    ],
    ['annulled (2), admin', anulada, { esAdmin: true }, ['obtenerRespuestaNc', 'verRespuestas', 'pdf']],
    [
      'annulled and credit note checked (1, aceptado)',
      { ...anulada, enviadaHacienda: 1 },
      {},
      ['obtenerRespuestaNc', 'verRespuestas', 'xml'],
    ],
    [
      'enviadaHacienda 2 alone is annulled',
      { enviadaHacienda: 2 },
      { esAdmin: true },
      ['obtenerRespuestaNc', 'verRespuestas', 'editar', 'pdf'],
    ],
    [
      'rejected (back to Ingresada, 0)',
      { estadoHacienda: 'rechazado' },
      {},
      ['enviar', 'verRespuestas', 'editar'],
    ],
    [
      'XML needs enviadaHacienda 1 (Enviar follows its own rule)',
      { estadoHacienda: 'aceptado', enviadaHacienda: 0, estado: 'Finalizada' },
      {},
      ['enviar', 'verRespuestas'],
    ],
    [
      'Finalizada is never editable',
      { estado: 'Finalizada', estadoHacienda: 'rechazado' },
      {},
      ['enviar', 'verRespuestas'],
    ],
  ])('%s', (_, cambio, c, esperado) =>
    expect(visibles(accionesFactura(fila(cambio), ctx(c)))).toEqual(esperado),
  );

  it('the re-send block keeps Enviar visible and disabled until it ends', () => {
    const hasta = AHORA + BLOQUEO_REENVIO_MS;
    expect(accionesFactura(fila(), ctx({ bloqueoEnvioHasta: hasta })).enviar).toEqual({
      visible: true,
      bloqueadoHasta: hasta,
    });
    expect(accionesFactura(fila(), ctx({ bloqueoEnvioHasta: AHORA })).enviar).toEqual({
      visible: true,
      bloqueadoHasta: null,
    });
    expect(accionesFactura(fila(), ctx({ bloqueoEnvioHasta: null })).enviar.bloqueadoHasta).toBeNull();
  });

  it('the check block applies to both status checks; hidden actions carry no block', () => {
    const hasta = AHORA + BLOQUEO_PENDIENTE_MS;
    const pend = accionesFactura(fila(pendiente), ctx({ bloqueoConsultaHasta: hasta }));
    expect(pend.obtenerRespuesta).toEqual({ visible: true, bloqueadoHasta: hasta });
    expect(pend.obtenerRespuestaNc).toEqual({ visible: false, bloqueadoHasta: null });
    const anul = accionesFactura(fila(anulada), ctx({ bloqueoConsultaHasta: hasta }));
    expect(anul.obtenerRespuestaNc).toEqual({ visible: true, bloqueadoHasta: hasta });
    expect(accionesFactura(fila(), ctx({ bloqueoEnvioHasta: hasta, ocupada: true })).enviar).toEqual({
      visible: false,
      bloqueadoHasta: null,
    });
  });
});

describe('blocks and countdown (seed 2 §4, §9)', () => {
  it.each([
    [AHORA + 10_000, 10],
    [AHORA + 9_001, 10],
    [AHORA + 1, 1],
    [AHORA, 0],
    [AHORA - 5, 0],
    [null, 0],
  ])('segundosRestantes(%j) → %j', (hasta, s) => expect(segundosRestantes(hasta, AHORA)).toBe(s));

  it.each([
    [1, {}],
    [-1, { consultaHasta: AHORA + BLOQUEO_PENDIENTE_MS }],
    [0, { envioHasta: AHORA + BLOQUEO_REENVIO_MS }],
    [2, { envioHasta: AHORA + BLOQUEO_REENVIO_MS }],
    [-2, { envioHasta: AHORA + BLOQUEO_REENVIO_MS }],
  ])('after a send with result %j', (result, esperado) =>
    expect(bloqueosTrasEnvio(result, AHORA)).toEqual(esperado),
  );

  it('every check blocks checking for 10 s', () =>
    expect(bloqueosTrasConsulta(AHORA)).toEqual({ consultaHasta: AHORA + BLOQUEO_CONSULTA_MS }));

  it.each([
    [1, 'aceptado'],
    [-1, 'pendiente'],
    [0, 'error'],
    [3, 'error'],
  ])('resultadoEnvio(%j) → %s', (r, e) => expect(resultadoEnvio(r)).toBe(e));
  it.each([
    [1, 'aceptado'],
    [3, 'rechazado'],
    [-1, 'noVerificado'],
    [0, 'noVerificado'],
  ])('resultadoConsulta(%j) → %s', (r, e) => expect(resultadoConsulta(r)).toBe(e));
});

describe('states (seed 2 §4)', () => {
  it.each([
    ['Ingresada', 'no_enviada', true],
    ['Ingresada', 'rechazado', true],
    ['Ingresada', 'procesando', true],
    ['Ingresada', 'no_aceptado_rechazado', false],
    ['Ingresada', 'enviando', false],
    ['Ingresada', 'aceptado', false],
    ['Finalizada', 'no_enviada', false],
    ['Anulada', 'no_enviada', false],
  ])('esEditable(%s, %s) → %s', (estado, estadoHacienda, e) =>
    expect(esEditable({ estado, estadoHacienda })).toBe(e),
  );

  it.each([
    [0, 'no_enviada', 'No Enviada'],
    [0, '', 'No Enviada'],
    [1, 'enviando', 'Enviando'],
    [1, 'no_aceptado_rechazado', 'Pendiente Respuesta'],
    [1, 'procesando', 'Pendiente Respuesta'],
    [1, 'aceptado', 'Aceptado'],
    [0, 'rechazado', 'Rechazado'],
    [2, 'aceptado', 'Anulada'],
  ] as const)('etiquetaHacienda(%j, %j) → %s', (enviadaHacienda, estadoHacienda, e) =>
    expect(etiquetaHacienda({ enviadaHacienda, estadoHacienda })).toBe(e),
  );

  it('send accepted / pending / error', () => {
    expect(filaTrasEnvio(fila(), { result: 1, estado: 'aceptado' })).toMatchObject({
      enviadaHacienda: 1,
      estado: 'Finalizada',
      estadoHacienda: 'aceptado',
      hacienda: 'Aceptado',
      updatable: false,
    });
    expect(filaTrasEnvio(fila(), { result: -1, estado: 'no_enviada' })).toMatchObject({
      enviadaHacienda: 1,
      estado: 'Finalizada',
      estadoHacienda: 'no_aceptado_rechazado',
      hacienda: 'Pendiente Respuesta',
    });
    expect(filaTrasEnvio(fila(), { result: -1, estado: 'procesando' }).estadoHacienda).toBe('procesando');
    expect(filaTrasEnvio(fila(), { result: 0, estado: 'no_enviada' })).toEqual(fila());
  });

  it('check accepted / rejected / not verified', () => {
    const p = fila({ estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'no_aceptado_rechazado' });
    expect(filaTrasConsulta(p, 1)).toMatchObject({
      estadoHacienda: 'aceptado',
      estado: 'Finalizada',
      enviadaHacienda: 1,
      hacienda: 'Aceptado',
    });
    expect(filaTrasConsulta(p, 3)).toMatchObject({
      estadoHacienda: 'rechazado',
      estado: 'Ingresada',
      enviadaHacienda: 0,
      hacienda: 'Rechazado',
    });
    expect(filaTrasConsulta(p, -1)).toBe(p);
  });

  it('credit note, its check, payment change', () => {
    expect(filaTrasNotaCredito(fila())).toMatchObject({
      enviadaHacienda: 2,
      estado: 'Anulada',
      updatable: false,
      anulable: false,
      hacienda: 'Anulada',
    });
    expect(filaTrasConsultaNc(fila({ enviadaHacienda: 2, estado: 'Anulada' }))).toMatchObject({
      enviadaHacienda: 1,
      estado: 'Anulada',
    });
    expect(filaTrasCambioPago(fila(), 'Pagada').estadoPago).toBe('Pagada');
  });
});

describe('recordatorioGastos (F9)', () => {
  it.each([
    [
      { aforoFisico: 1, permisos: 1, previoExamen: 1 },
      'No olvidar facturar Gastos por: Aforo, Permisos, Examen Previo',
    ],
    [{ aforoFisico: 0, permisos: 1, previoExamen: 0 }, 'No olvidar facturar Gastos por: Permisos'],
    [
      { aforoFisico: 1, permisos: 0, previoExamen: 1 },
      'No olvidar facturar Gastos por: Aforo, Examen Previo',
    ],
    [{ aforoFisico: true, permisos: false, previoExamen: 0 }, 'No olvidar facturar Gastos por: Aforo'],
    [{ aforoFisico: 0, permisos: 0, previoExamen: 0 }, null],
    [null, null],
  ])('%j → %j', (recibo, esperado) => expect(recordatorioGastos(recibo)).toBe(esperado));
});
