import { describe, expect, it } from 'vitest';
import {
  comprasDelMes,
  compraDeFila,
  leerDias,
  notaCreditoDeFactura,
  ventaDeFactura,
  type EnvioFactura,
  type FilaConfirmRechazo,
  type FilaFactura,
} from '@/features/cierre-iva/entradas';
import type { DocumentoIva } from '@/features/cierre-iva/xml-iva';
import { toExacto as x } from '@/lib/money';

/*
 * The worksheet's documents from API.md's answers: an invoice row and its XML, its credit
 * note from the submission history (its day from its clave), a received document's row with or without
 * its file, and a file no row has (not answered).
 */

const CLAVE_FE = '50615102600310123456700100001010000000042100000001';
const CLAVE_NC = '50603112600310123456700100001030000000007100000001';

const fila: FilaFactura = {
  facturaId: 42,
  fecha: '2026-10-15T09:30:00',
  cliente: 'Cliente',
  estadoHacienda: 'aceptado',
};
const envio = (clave: string, estado: string, detalle = ''): EnvioFactura => ({
  clave,
  consecutivo: clave.slice(21, 41),
  estado,
  detalle,
});

function doc(over: Partial<DocumentoIva> = {}): DocumentoIva {
  return {
    tipo: 'FacturaElectronica',
    version: '4.4',
    clave: CLAVE_FE,
    consecutivo: '00100001010000000042',
    fechaEmision: '2026-10-14T23:30:00-06:00',
    dia: '2026-10-14',
    emisor: { nombre: 'Proveedor S.A.', identificacion: '3101234567' },
    receptor: { nombre: 'Cliente del XML', identificacion: '112340567' },
    moneda: 'CRC',
    tipoCambio: '1',
    tarifas: { '08': { base: x(100), impuesto: x(13), baseExonerada: 0, exonerado: 0 } },
    noSujeto: 0,
    totalImpuesto: x(13),
    totalVentaNeta: x(100),
    totalComprobante: x(113),
    desglose: {},
    referencias: [],
    avisos: [],
    ...over,
  };
}

describe('an invoice as a sale', () => {
  it('takes its XML’s day, clave, consecutivo and client when read', () => {
    expect(ventaDeFactura(fila, doc())).toMatchObject({
      facturaId: 42,
      tipo: 'factura',
      estado: 'aceptado',
      dia: '2026-10-14',
      clave: CLAVE_FE,
      consecutivo: '00100001010000000042',
      contraparte: 'Cliente del XML',
    });
  });

  it('without its XML: the list’s day and client, the history’s clave, the rejection’s reason', () => {
    const v = ventaDeFactura({ ...fila, estadoHacienda: 'rechazado' }, null, [
      envio(CLAVE_FE, 'Rechazado', 'El receptor no existe'),
      envio(CLAVE_FE, 'Error', 'Sin conexión'),
    ]);
    expect(v).toMatchObject({
      estado: 'rechazado',
      dia: '2026-10-15',
      clave: CLAVE_FE,
      contraparte: 'Cliente',
      motivo: 'El receptor no existe',
    });
  });
});

describe('a credit note from the submission history', () => {
  it.each([
    { envios: [envio(CLAVE_FE, 'Aceptado')], esperado: null },
    { envios: [envio(CLAVE_FE, 'Aceptado'), envio(CLAVE_NC, 'Procesando')], esperado: 'pendiente' },
    {
      envios: [envio(CLAVE_FE, 'Aceptado'), envio(CLAVE_NC, 'Procesando'), envio(CLAVE_NC, 'Aceptado')],
      esperado: 'aceptado',
    },
    { envios: [envio(CLAVE_NC, 'Aceptado'), envio(CLAVE_NC, 'Error')], esperado: 'aceptado' },
    { envios: [envio(CLAVE_NC, 'Rechazado', 'Clave duplicada')], esperado: 'rechazado' },
  ])('$esperado', ({ envios, esperado }) => {
    const nc = notaCreditoDeFactura(fila, envios, doc());
    expect(nc?.estado ?? null).toBe(esperado);
    if (nc) {
      // Its day is its clave's (3 November 2026), its figures the invoice's, its reference the invoice's day.
      expect(nc).toMatchObject({
        tipo: 'notaCredito',
        dia: '2026-11-03',
        clave: CLAVE_NC,
        consecutivo: '00100001030000000007',
        diaReferencia: '2026-10-14',
      });
      expect(nc.documento?.tarifas).toEqual(doc().tarifas);
    }
  });

  it('a note whose clave has no day is not guessed', () => {
    const rota = `50631022600310123456700100001030000000007100000001`;
    expect(notaCreditoDeFactura(fila, [envio(rota, 'Aceptado')], doc())).toBeNull();
  });
});

describe('purchases', () => {
  const filaCompra: FilaConfirmRechazo = {
    clave: CLAVE_FE,
    consecutivo: '00100001010000000042',
    emisor: 'Proveedor S.A.',
    moneda: 'usd',
    totalVenta: 100.5,
    totalImpuesto: 13.07,
    estado: 'CONFIRMADO',
    estadoEnviadoHacienda: 'Aceptado',
    fechaEmision: '2026-10-14T23:30:00',
  };

  it('a list row alone: its totals in its currency, its day', () => {
    expect(compraDeFila(filaCompra, null)).toEqual({
      clave: CLAVE_FE,
      consecutivo: '00100001010000000042',
      emisor: 'Proveedor S.A.',
      dia: '2026-10-14',
      moneda: 'USD',
      respuesta: 'aceptada',
      totalVenta: x('100.5'),
      totalImpuesto: x('13.07'),
      documento: null,
    });
  });

  it('a file is matched to its row by clave; a file of another clave is never attached', () => {
    expect(compraDeFila(filaCompra, doc()).documento).toEqual(doc());
    expect(compraDeFila(filaCompra, doc({ clave: CLAVE_NC })).documento).toBeNull();
  });

  it('the month: every row, then the files no row has as unanswered', () => {
    const suelto = doc({ clave: CLAVE_NC, consecutivo: '00100001030000000007', dia: '2026-10-20' });
    const compras = comprasDelMes([filaCompra], [doc(), suelto]);
    expect(compras.map((c) => [c.clave, c.respuesta, c.documento !== null])).toEqual([
      [CLAVE_FE, 'aceptada', true],
      [CLAVE_NC, 'sinResponder', true],
    ]);
    expect(compras[1]).toMatchObject({ emisor: 'Proveedor S.A.', dia: '2026-10-20', totalImpuesto: x(13) });
  });
});

describe('days read ahead', () => {
  it('a day read ahead is the one a sale reads: its day in Costa Rica', async () => {
    const fila = { facturaId: 9, fecha: '2031-01-06T03:30:00Z', cliente: 'X', estadoHacienda: 'aceptado' };
    await leerDias([fila.fecha]);
    expect(ventaDeFactura(fila, null).dia).toBe('2031-01-05');
  });
});
