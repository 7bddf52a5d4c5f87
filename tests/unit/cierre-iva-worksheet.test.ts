import { describe, expect, it } from 'vitest';
import { plazoRespuesta } from '@/lib/plazo-respuesta';
import { filasDocumentos, filasHoja } from '@/features/cierre-iva/exportar-filas';
import { compararPrellenado, leerMonto } from '@/features/cierre-iva/prellenado';
import { motivosNoListo } from '@/features/cierre-iva/textos-hoja';
import {
  aColones,
  diaDeClave,
  estadoVenta,
  mesAnterior,
  respuestaCompra,
  textoCentimos,
  tipoDeConsecutivo,
} from '@/features/cierre-iva/rules';
import {
  hojaCompras,
  hojaIva,
  type Compra,
  type EntradaHoja,
  type HojaIva,
  type Venta,
} from '@/features/cierre-iva/worksheet';
import { toExacto as x } from '@/lib/money';
import { doc } from '../cierre-iva-documentos';

/*
 * The month's worksheet, table by table: the conversion to colones, what counts and what is
 * listed apart, the result and the proration, every figure equal to the sum of its documents, and the
 * typed pre-fill's differences with the documents that can explain them.
 */

const MES = '2026-10';

let n = 0;
function venta(over: Partial<Venta> = {}): Venta {
  n++;
  return {
    facturaId: n,
    tipo: 'factura',
    estado: 'aceptado',
    dia: `${MES}-15`,
    clave: `clave-${n}`,
    consecutivo: `0010000101${String(n).padStart(10, '0')}`,
    contraparte: `Cliente ${n}`,
    documento: doc({ tarifas: { '08': { base: x(100_000), impuesto: x(13_000) } } }),
    ...over,
  };
}
function compra(over: Partial<Compra> = {}): Compra {
  n++;
  return {
    clave: `clave-${n}`,
    consecutivo: `0010000101${String(n).padStart(10, '0')}`,
    emisor: `Proveedor ${n}`,
    dia: `${MES}-10`,
    moneda: 'CRC',
    respuesta: 'aceptada',
    totalVenta: x(10_000),
    totalImpuesto: x(1_300),
    documento: null,
    ...over,
  };
}

const AHORA = new Date('2026-11-03T15:00:00-06:00');
const entrada = (over: Partial<EntradaHoja>): EntradaHoja => ({
  mes: MES,
  ventas: [],
  compras: [],
  plazoDe: (dia) => plazoRespuesta(dia, AHORA),
  ...over,
});

/** Every line's figures are exactly the sums of its documents' parts. */
function cuadra(hoja: HojaIva) {
  for (const l of [...hoja.ventas, ...hoja.compras]) {
    expect(
      l.aportes.reduce((s, a) => s + a.base, 0),
      l.id,
    ).toBe(l.base);
    expect(
      l.aportes.reduce((s, a) => s + a.impuesto, 0),
      l.id,
    ).toBe(l.impuesto);
  }
}
const figuras = (hoja: HojaIva) =>
  Object.fromEntries([...hoja.ventas, ...hoja.compras].map((l) => [l.id, [l.base, l.impuesto]]));

describe('rules', () => {
  it.each([
    { exacto: x('0.005'), tipoCambio: '1', centimos: 1 },
    { exacto: x('0.00499'), tipoCambio: '1', centimos: 0 },
    { exacto: x('-0.005'), tipoCambio: '1', centimos: -1 },
    { exacto: x(130), tipoCambio: '506.45', centimos: 6_583_850 },
    // 0.33333 × 506.45 = 168.8149785: ₡168.81.
    { exacto: x('0.33333'), tipoCambio: '506.45000', centimos: 16_881 },
    // 1.23455 × 1 rounds half up at the céntimo only once: ₡1.23 (not 1.2346 → 1.24).
    { exacto: x('1.23455'), tipoCambio: '1', centimos: 123 },
    { exacto: x('99999999.99999'), tipoCambio: '650.12345', centimos: 6_501_234_499_999 },
  ])('aColones($exacto, $tipoCambio) = $centimos', ({ exacto, tipoCambio, centimos }) => {
    expect(aColones(exacto, tipoCambio)).toBe(centimos);
  });

  it.each([
    { c: 0, t: '0.00' },
    { c: 5, t: '0.05' },
    { c: -123_405, t: '-1234.05' },
  ])('textoCentimos($c) = $t', ({ c, t }) => expect(textoCentimos(c)).toBe(t));

  it.each([
    { clave: '50631102600310123456700100001030000000001100000001', dia: '2026-10-31' },
    { clave: '50601042400020692014200100001010000000002100000001', dia: '2024-04-01' },
    { clave: '50631022600310123456700100001030000000001100000001', dia: null },
    { clave: '5063110260031012345670010000103000000000110000000', dia: null },
  ])('diaDeClave → $dia', ({ clave, dia }) => expect(diaDeClave(clave)).toBe(dia));

  it.each([
    { consecutivo: '00100001030000000007', tipo: '03' },
    { consecutivo: '00100001010000000007', tipo: '01' },
    { consecutivo: '0010000103', tipo: '' },
  ])('tipoDeConsecutivo($consecutivo) = "$tipo"', ({ consecutivo, tipo }) =>
    expect(tipoDeConsecutivo(consecutivo)).toBe(tipo),
  );

  it.each([
    { dia: '2026-11-29', mes: '2026-10' },
    { dia: '2026-01-05', mes: '2025-12' },
  ])('mesAnterior($dia) = $mes', ({ dia, mes }) => expect(mesAnterior(dia)).toBe(mes));

  it.each([
    ['aceptado', 'aceptado'],
    ['rechazado', 'rechazado'],
    ['enviando', 'pendiente'],
    ['procesando', 'pendiente'],
    ['no_aceptado_rechazado', 'pendiente'],
    ['no_enviada', 'noEnviado'],
    ['', 'noEnviado'],
  ])('estadoVenta(%j) = %s', (estadoHacienda, estado) => expect(estadoVenta(estadoHacienda)).toBe(estado));

  it.each([
    ['CONFIRMADO', 'Aceptado', 'aceptada'],
    ['CONFIRMADO', 'Rechazado', 'respuestaRechazada'],
    ['CONFIRMADO', 'Procesando', 'respuestaPendiente'],
    ['CONFIRMADO', '', 'respuestaPendiente'],
    ['RECHAZADO', 'Aceptado', 'rechazada'],
    ['RECHAZADO', 'Procesando', 'rechazada'],
  ])('respuestaCompra(%s, %j) = %s', (estado, hacienda, respuesta) =>
    expect(respuestaCompra(estado, hacienda)).toBe(respuesta),
  );
});

describe('sales', () => {
  it('accepted invoices per rate, a dollar one at its own rate, the exonerated part apart, a credit note subtracting', () => {
    const hoja = hojaIva(
      entrada({
        ventas: [
          venta(),
          venta({ documento: doc({ tarifas: { '01': { base: x('2500.50') } } }) }),
          venta({
            documento: doc({
              moneda: 'USD',
              tipoCambio: '506.45000',
              tarifas: { '08': { base: x('1000.10'), impuesto: x('130.013') } },
            }),
          }),
          venta({
            documento: doc({
              tarifas: { '08': { base: x(600), impuesto: x(78), baseExonerada: x(400), exonerado: x(52) } },
            }),
          }),
          venta({ tipo: 'notaCredito', dia: `${MES}-20`, diaReferencia: '2026-09-28' }),
        ],
      }),
    );
    cuadra(hoja);
    // 1000.10 × 506.45 = 506,500.645 → 506,500.65; 130.013 × 506.45 = 65,845.08385 → 65,845.08.
    expect(figuras(hoja)).toEqual({
      'ventas.08': [10_000_000 + 50_650_065 + 60_000 - 10_000_000, 1_300_000 + 6_584_508 + 7_800 - 1_300_000],
      'ventas.01': [250_050, 0],
      'ventas.exonerado': [40_000, 5_200],
    });
    expect(hoja.resultado).toMatchObject({
      devengado: 6_592_308,
      soportado: 0,
      neto: 6_592_308,
      tipo: 'aPagar',
    });
    expect(hoja.ventas.find((l) => l.id === 'ventas.08')!.aportes.map((a) => a.ref)).toEqual([
      { tipo: 'venta', facturaId: n - 4, documento: 'factura' },
      { tipo: 'venta', facturaId: n - 2, documento: 'factura' },
      { tipo: 'venta', facturaId: n - 1, documento: 'factura' },
      { tipo: 'venta', facturaId: n, documento: 'notaCredito' },
    ]);
    expect(hoja.listo).toBe(true);
  });

  it("a credit note's zero stays 0, never -0 (an export would print '-0.00')", () => {
    const nc = venta({ tipo: 'notaCredito', documento: doc({ tarifas: { '01': { base: x(100) } } }) });
    const linea = hojaIva(entrada({ ventas: [nc] })).ventas[0]!;
    expect(linea.base).toBe(-10_000);
    expect(Object.is(linea.impuesto, 0)).toBe(true);
    expect(Object.is(linea.aportes[0]!.impuesto, 0)).toBe(true);
  });

  it.each([
    { estado: 'rechazado' as const, listo: true, noListo: [] },
    { estado: 'noEnviado' as const, listo: true, noListo: [] },
    { estado: 'pendiente' as const, listo: false, noListo: ['pendientes'] },
  ])('a $estado invoice is listed apart, not counted', ({ estado, listo, noListo }) => {
    const v = venta({ estado, motivo: 'El receptor no existe' });
    const hoja = hojaIva(entrada({ ventas: [venta(), v] }));
    expect(hoja.ventasApartadas).toEqual([{ venta: v, motivo: estado }]);
    expect(figuras(hoja)).toEqual({ 'ventas.08': [10_000_000, 1_300_000] });
    expect({ listo: hoja.listo, noListo: hoja.noListo }).toEqual({ listo, noListo });
  });

  it('an accepted invoice whose XML could not be read is listed apart and keeps the month from being ready', () => {
    const v = venta({ documento: null });
    const hoja = hojaIva(entrada({ ventas: [v] }));
    expect(hoja.ventasApartadas).toEqual([{ venta: v, motivo: 'sinLeer' }]);
    expect(hoja.noListo).toEqual(['sinLeer']);
  });

  it.each([
    { completo: true, texto: 'Hay 2 documentos aceptados cuyo XML no se pudo leer.' },
    { completo: false, texto: 'Hay 2 documentos aceptados cuyo XML aún no se ha leído.' },
  ])(
    'says two accepted invoices without their XML as not readable, or not read yet while the load goes on (completo: $completo)',
    ({ completo, texto }) => {
      const hoja = hojaIva(entrada({ ventas: [venta({ documento: null }), venta({ documento: null })] }));
      expect(motivosNoListo(hoja, completo)).toEqual([texto]);
    },
  );

  it("documents of other months are left out; a credit note counts in its own date's month", () => {
    const hoja = hojaIva(
      entrada({
        ventas: [
          venta({ dia: '2026-09-30' }),
          venta({ dia: '2026-11-01', estado: 'pendiente' }),
          venta({ tipo: 'notaCredito', dia: '2026-10-01', diaReferencia: '2026-09-30' }),
        ],
      }),
    );
    expect(figuras(hoja)).toEqual({ 'ventas.08': [-10_000_000, -1_300_000] });
    expect(hoja.resultado).toMatchObject({ devengado: -1_300_000, neto: -1_300_000, tipo: 'saldoAFavor' });
    expect(hoja.listo).toBe(true);
  });
});

describe('purchases', () => {
  it('counts what the company accepted and Hacienda accepted its answer; the rest apart or at risk', () => {
    const a13 = compra({ documento: doc({ tarifas: { '08': { base: x(20_000), impuesto: x(2_600) } } }) });
    const a4 = compra({ documento: doc({ tarifas: { '04': { base: x(5_000), impuesto: x(200) } } }) });
    const nc = compra({
      consecutivo: '00100001030000000099',
      documento: doc({
        tipo: 'NotaCreditoElectronica',
        tarifas: { '08': { base: x(1_000), impuesto: x(130) } },
      }),
    });
    const sinLeer = compra();
    const dolaresSinLeer = compra({ moneda: 'USD', totalVenta: x(100), totalImpuesto: x(13) });
    const rechazada = compra({ respuesta: 'rechazada' });
    const respuestaRechazada = compra({ respuesta: 'respuestaRechazada' });
    const sinResponder = compra({
      respuesta: 'sinResponder',
      dia: '2026-10-30',
      totalImpuesto: x('1300.45'),
    });
    const pendiente = compra({ respuesta: 'respuestaPendiente', moneda: 'USD' });
    const otroMes = compra({ dia: '2026-11-02' });
    const hoja = hojaIva(
      entrada({
        compras: [
          a13,
          a4,
          nc,
          sinLeer,
          dolaresSinLeer,
          rechazada,
          respuestaRechazada,
          sinResponder,
          pendiente,
          otroMes,
        ],
      }),
    );
    cuadra(hoja);
    expect(figuras(hoja)).toEqual({
      'compras.04': [500_000, 20_000],
      'compras.08': [2_000_000 - 100_000, 260_000 - 13_000],
      'compras.sinDesglose': [1_000_000, 130_000],
    });
    expect(hoja.comprasApartadas).toEqual([
      { compra: dolaresSinLeer, motivo: 'sinTipoCambio' },
      { compra: rechazada, motivo: 'rechazada' },
      { compra: respuestaRechazada, motivo: 'respuestaRechazada' },
    ]);
    // The receiver's term as confirmacion's plazo.ts computes it (eight business days into November).
    expect(hoja.creditoEnRiesgo).toEqual([
      { compra: sinResponder, plazo: plazoRespuesta('2026-10-30', AHORA), impuesto: 130_045 },
      { compra: pendiente, plazo: plazoRespuesta(`${MES}-10`, AHORA), impuesto: null },
    ]);
    expect(hoja.creditoEnRiesgo[0]!.plazo).toMatchObject({ vencido: false });
    expect(hoja.resultado).toMatchObject({
      devengado: 0,
      soportado: 20_000 + 247_000 + 130_000,
      tipo: 'saldoAFavor',
    });
    expect(hoja.noListo).toEqual(['sinTipoCambio']);
  });
});

describe('the result and the proration', () => {
  const compras13 = [
    compra({ documento: doc({ tarifas: { '08': { base: x(10_000), impuesto: x(1_300) } } }) }),
  ];
  const exenta = venta({ documento: doc({ tarifas: { '10': { base: x(50_000) } } }) });

  it.each([
    {
      caso: 'no sale without right to credit: the whole tax borne',
      ventas: [venta()],
      proporcion: null,
      prorrata: { estado: 'noAplica' },
      credito: 130_000,
    },
    {
      caso: 'an exempt sale and no proportion: the month is not ready',
      ventas: [venta(), exenta],
      proporcion: null,
      prorrata: { estado: 'faltaProporcion' },
      credito: 130_000,
    },
    {
      caso: 'an exempt sale: the tax borne times the year’s proportion',
      ventas: [venta(), exenta],
      proporcion: { anio: 2025, conDerecho: 75_000_000, total: 100_000_000 },
      prorrata: { estado: 'aplicada', creditoPleno: 130_000, creditoAplicable: 97_500 },
      credito: 97_500,
    },
    {
      // 1,300.00 × 2/3 = 866.666… → ₡866.67.
      caso: 'the prorated credit is rounded once, half up',
      ventas: [venta({ documento: doc({ tarifas: { '11': { base: x(1) } } }) })],
      proporcion: { anio: 2025, conDerecho: 200, total: 300 },
      prorrata: { estado: 'aplicada', creditoPleno: 130_000, creditoAplicable: 86_667 },
      credito: 86_667,
    },
    {
      caso: 'an export at the exempt code keeps the right to credit',
      ventas: [
        venta({
          documento: doc({ tipo: 'FacturaElectronicaExportacion', tarifas: { '10': { base: x(9) } } }),
        }),
      ],
      proporcion: null,
      prorrata: { estado: 'noAplica' },
      credito: 130_000,
    },
  ])('$caso', ({ ventas, proporcion, prorrata, credito }) => {
    const hoja = hojaIva(entrada({ ventas, compras: compras13, proporcion }));
    expect(hoja.resultado.prorrata).toMatchObject(prorrata);
    expect(hoja.resultado.credito).toBe(credito);
    expect(hoja.resultado.neto).toBe(hoja.resultado.devengado - credito);
    expect(hoja.noListo.includes('faltaProporcion')).toBe(prorrata.estado === 'faltaProporcion');
  });

  it.each([
    { ventas: [venta()], compras: [], tipo: 'aPagar', neto: 1_300_000 },
    { ventas: [], compras: compras13, tipo: 'saldoAFavor', neto: -130_000 },
    { ventas: [], compras: [], tipo: 'cero', neto: 0 },
  ])('$tipo', ({ ventas, compras, tipo, neto }) => {
    expect(hojaIva(entrada({ ventas, compras })).resultado).toMatchObject({ tipo, neto });
  });

  it('the same worksheet with the purchases computed apart, and their part kept as it is', () => {
    const e = entrada({ ventas: [venta()], compras: [...compras13, compra({ respuesta: 'sinResponder' })] });
    const parte = hojaCompras(e.mes, e.compras, e.plazoDe);
    const hoja = hojaIva(e, parte);
    expect(hoja).toEqual(hojaIva(e));
    expect(hoja.compras).toBe(parte.lineas);
    expect(hoja.creditoEnRiesgo).toBe(parte.creditoEnRiesgo);
  });
});

describe('against the pre-fill', () => {
  it('gives each typed field its difference and the documents that can explain it', () => {
    const dolares = venta({
      documento: doc({
        moneda: 'USD',
        tipoCambio: '500',
        tarifas: { '08': { base: x(10), impuesto: x('1.3') } },
      }),
    });
    const tardia = venta({ diaAceptacion: '2026-11-02' });
    const nc = venta({ tipo: 'notaCredito', diaReferencia: '2026-09-30' });
    const enRiesgo = compra({
      respuesta: 'sinResponder',
      documento: doc({
        tarifas: { '08': { base: x(1_000), impuesto: x(130) }, '04': { base: x(100), impuesto: x(4) } },
      }),
    });
    const sinLeer = compra({ respuesta: 'sinResponder', totalImpuesto: x(26) });
    const hoja = hojaIva(entrada({ ventas: [venta(), dolares, tardia, nc], compras: [enRiesgo, sinLeer] }));
    // ventas.08 impuesto: 13,000 + 650 + 13,000 − 13,000 = ₡13,650.00.
    expect(hoja.ventas[0]!.impuesto).toBe(1_365_000);

    const c = compararPrellenado(hoja, {
      'ventas.08.impuesto': 1_365_000 - 65_000,
      'ventas.08.base': hoja.ventas[0]!.base,
      'compras.08.impuesto': 13_000,
      'compras.02.base': 0,
    });
    expect(
      c.map(({ campo, calculado, tecleado, diferencia }) => ({ campo, calculado, tecleado, diferencia })),
    ).toEqual([
      { campo: 'ventas.08.impuesto', calculado: 1_365_000, tecleado: 1_300_000, diferencia: -65_000 },
      {
        campo: 'ventas.08.base',
        calculado: hoja.ventas[0]!.base,
        tecleado: hoja.ventas[0]!.base,
        diferencia: 0,
      },
      { campo: 'compras.08.impuesto', calculado: 0, tecleado: 13_000, diferencia: 13_000 },
      { campo: 'compras.02.base', calculado: 0, tecleado: 0, diferencia: 0 },
    ]);
    expect(
      c[0]!.candidatos.map(({ motivo, clave, monto, explicaExacto }) => ({
        motivo,
        clave,
        monto,
        explicaExacto,
      })),
    ).toEqual([
      { motivo: 'otraMoneda', clave: dolares.clave, monto: 65_000, explicaExacto: true },
      { motivo: 'aceptadoMesSiguiente', clave: tardia.clave, monto: 1_300_000, explicaExacto: false },
      { motivo: 'notaCreditoMesAnterior', clave: nc.clave, monto: -1_300_000, explicaExacto: false },
    ]);
    expect(c[1]!.candidatos).toEqual([]);
    expect(
      c[2]!.candidatos.map(({ motivo, clave, monto, explicaExacto }) => ({
        motivo,
        clave,
        monto,
        explicaExacto,
      })),
    ).toEqual([
      { motivo: 'compraSinResponder', clave: enRiesgo.clave, monto: 13_000, explicaExacto: true },
      { motivo: 'compraSinResponder', clave: sinLeer.clave, monto: 2_600, explicaExacto: false },
    ]);
  });
});

describe('a typed or pasted pre-fill figure', () => {
  it.each([
    ['1,234,567.89', 123_456_789],
    ['1.234.567,89', 123_456_789],
    ['₡1 234 567,89', 123_456_789],
    ['¢ 1\u00a0234\u00a0567,89', 123_456_789],
    ['CRC 1234567.89', 123_456_789],
    ['1234567', 123_456_700],
    ['1.234', 123_400],
    ['1,234', 123_400],
    ['12.345.678', 1_234_567_800],
    ['1234,5', 123_450],
    ['1.5', 150],
    ['.5', 50],
    ['-1.234,50', -123_450],
    ['(1.000,00)', -100_000],
    ['0', 0],
    ['-0', 0],
    ['1.2345', null],
    ['0.125', null],
    ['1.23.4', null],
    ['12,34,567.00', null],
    ['1.234,567', null],
    ['12.3.45,6', null],
    ['', null],
    ['abc', null],
    ['1e5', null],
    ['99999999999999999999', null],
  ])('%j → %s', (texto, centimos) => {
    const leido = leerMonto(texto);
    expect(leido).toBe(centimos);
    if (leido === 0) expect(Object.is(leido, 0)).toBe(true);
  });
});

describe('the export rows', () => {
  it('carry the worksheet’s céntimos exactly; a figure’s documents add up to its row', () => {
    const hoja = hojaIva(
      entrada({
        ventas: [
          venta(),
          venta({
            documento: doc({
              moneda: 'USD',
              tipoCambio: '506.45',
              tarifas: { '08': { base: x('0.33'), impuesto: x('0.04') } },
            }),
          }),
        ],
        compras: [compra()],
      }),
    );
    const comparaciones = compararPrellenado(hoja, { 'ventas.08.impuesto': 1_302_000 });
    const filas = filasHoja(hoja, comparaciones);
    expect(filas).toEqual([
      [
        'Sección',
        'Línea',
        'Base',
        'Base prellenada',
        'Diferencia base',
        'IVA',
        'IVA prellenado',
        'Diferencia IVA',
      ],
      // 0.33 × 506.45 = 167.1285 → 167.13; 0.04 × 506.45 = 20.258 → 20.26.
      ['Ventas, IVA devengado', 'Tarifa general 13 %', '100167.13', '', '', '13020.26', '13020.00', '-0.26'],
      [
        'Compras, IVA soportado',
        'Sin desglose por tarifa (total del listado)',
        '10000.00',
        '',
        '',
        '1300.00',
        '',
        '',
      ],
      ['Resultado', 'IVA devengado', '', '', '', '13020.26', '', ''],
      ['Resultado', 'IVA soportado', '', '', '', '1300.00', '', ''],
      ['Resultado', 'Crédito aplicable', '', '', '', '1300.00', '', ''],
      ['Resultado', 'A pagar', '', '', '', '11720.26', '', ''],
    ]);
    const docs = filasDocumentos(hoja.ventas[0]!);
    expect(docs[0]).toEqual([
      'Clave',
      'Consecutivo',
      'Fecha',
      'Contraparte',
      'Moneda',
      'Tipo de cambio',
      'Base',
      'IVA',
    ]);
    const suma = (i: number) => docs.slice(1).reduce((s, f) => s + Math.round(Number(f[i]) * 100), 0);
    expect([suma(6), suma(7)]).toEqual([hoja.ventas[0]!.base, hoja.ventas[0]!.impuesto]);
  });
});
