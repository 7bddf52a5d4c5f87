import { describe, expect, it } from 'vitest';
import { entradaRegistro } from '@/features/facturas/revision/entrada-registro';
import { sinComprobarAgrupadas } from '@/features/facturas/revision/notas-registro';
import { presupuestoLote, PRESUPUESTO_MS, snapshotDe } from '@/features/facturas/revision/registro-consultas';
import type { FacturaRevisable } from '@/features/facturas/revision/revision';
import type { Consulta, SinComprobar, TipoConsulta } from '@/features/facturas/revision/revision-registro';
import * as es from '@/messages/es';

/*
 * The checks the registry could not make, as the notice at Enviar and the batch say them:
 * each reason once, with every check it stopped.
 */

const r = es.revisionHacienda.registro;
const TIEMPO = 'no respondió en 5 segundos';
const SERVIDOR = 'su servicio respondió con un error (HTTP 500)';

const fallo = (motivo: string): Consulta<never> => ({ estado: 'fallo', motivo });
/** A snapshot where each listed value failed with its reason; the account's own id answered 'none'. */
const snapshot = (fallos: Partial<Record<TipoConsulta, Record<string, string>>>) =>
  snapshotDe(true, {
    contribuyente: new Map([
      ...Object.entries(fallos.contribuyente ?? {}).map(([v, m]) => [v, fallo(m)] as const),
      ['3101999999', { estado: 'hecha', valor: null }] as const,
    ]),
    exoneracion: new Map(Object.entries(fallos.exoneracion ?? {}).map(([v, m]) => [v, fallo(m)] as const)),
    cabys: new Map(Object.entries(fallos.cabys ?? {}).map(([v, m]) => [v, fallo(m)] as const)),
  });
const linea = (tipo: TipoConsulta, valor: string, que: string, motivo: string): SinComprobar => ({
  tipo,
  valor,
  mensaje: r.sinComprobar(que, motivo),
});

const ACT = r.que.actividad('630904');
const REC = r.que.receptor('3101123456');
const CAB1 = r.que.cabys('6791000000000');
const CAB2 = r.que.cabys('6729000000000');
const DOC = r.que.exoneracion('AL-00123456-25');

describe('sinComprobarAgrupadas', () => {
  it.each([
    ['nothing not made', {}, [], []],
    [
      'one check: its own sentence',
      { cabys: { '6791000000000': TIEMPO } },
      [linea('cabys', '6791000000000', CAB1, TIEMPO)],
      [r.sinComprobar(CAB1, TIEMPO)],
    ],
    [
      'two checks of one reason: the reason once',
      { contribuyente: { '3101123456': TIEMPO } },
      [linea('contribuyente', '3101123456', ACT, TIEMPO), linea('contribuyente', '3101123456', REC, TIEMPO)],
      [`No se comprobó ${ACT} ni ${REC}: ${TIEMPO}.`],
    ],
    [
      'four checks of one reason: a list, the reason once',
      {
        contribuyente: { '3101123456': TIEMPO },
        cabys: { '6791000000000': TIEMPO, '6729000000000': TIEMPO },
      },
      [
        linea('contribuyente', '3101123456', ACT, TIEMPO),
        linea('contribuyente', '3101123456', REC, TIEMPO),
        linea('cabys', '6791000000000', CAB1, TIEMPO),
        linea('cabys', '6729000000000', CAB2, TIEMPO),
      ],
      [`No se comprobó ${ACT}, ${REC}, ${CAB1} ni ${CAB2}: ${TIEMPO}.`],
    ],
    [
      'two reasons: one line each, in the order first met',
      {
        exoneracion: { 'AL-00123456-25': SERVIDOR },
        cabys: { '6791000000000': TIEMPO, '6729000000000': TIEMPO },
      },
      [
        linea('cabys', '6791000000000', CAB1, TIEMPO),
        linea('exoneracion', 'AL-00123456-25', DOC, SERVIDOR),
        linea('cabys', '6729000000000', CAB2, TIEMPO),
      ],
      [`No se comprobó ${CAB1} ni ${CAB2}: ${TIEMPO}.`, r.sinComprobar(DOC, SERVIDOR)],
    ],
    [
      'the same check twice (two invoices of a batch): once',
      { cabys: { '6791000000000': TIEMPO } },
      [linea('cabys', '6791000000000', CAB1, TIEMPO), linea('cabys', '6791000000000', CAB1, TIEMPO)],
      [r.sinComprobar(CAB1, TIEMPO)],
    ],
    [
      'a line not due to a failed lookup keeps its own sentence, after the grouped ones',
      { cabys: { '6791000000000': TIEMPO } },
      [
        linea('contribuyente', '3101999999', ACT, r.emisorNoRegistrado('3101999999')),
        linea('contribuyente', '', ACT, r.sinIdentificacionEmisor),
        linea('cabys', '6791000000000', CAB1, TIEMPO),
      ],
      [
        r.sinComprobar(CAB1, TIEMPO),
        r.sinComprobar(ACT, r.emisorNoRegistrado('3101999999')),
        r.sinComprobar(ACT, r.sinIdentificacionEmisor),
      ],
    ],
  ] as const)('%s', (_, fallos, lista, esperado) => {
    expect(sinComprobarAgrupadas(lista, snapshot(fallos))).toEqual(esperado);
  });
});

describe('the budget of the check before sending', () => {
  it.each([
    [0, 5_000],
    [4, 5_400],
    [100, 15_000],
  ])('a batch of %i lookups waits at most %i ms', (n, ms) => {
    expect(PRESUPUESTO_MS).toBe(5_000);
    expect(presupuestoLote(n)).toBe(ms);
  });
});

describe('entradaRegistro', () => {
  const factura = (detalle: string, cantidad: number, cabys: string): FacturaRevisable => ({
    receptor: {
      nombre: 'Sol S.A.',
      tipo: 'JURIDICA',
      extranjero: false,
      numero: '3101123456',
      correo: '',
      exonerado: false,
      exoneracion: null,
    },
    fecha: '2026-11-20',
    codigoActividad: '522901',
    emisor: { identificacion: '3101999999', actividad: '630904' },
    moneda: null,
    lineas: [{ detalle, cantidad, unidad: 'Sp', cabys, impuesto: 13 }],
  });

  it("a line's text, quantity and unit leave it the same; its CABYS code does not", () => {
    const a = JSON.stringify(entradaRegistro(factura('Nacionalización', 1, '6791000000000')));
    expect(JSON.stringify(entradaRegistro(factura('Nacionalización de carga', 3, '6791000000000')))).toBe(a);
    expect(JSON.stringify(entradaRegistro(factura('Nacionalización', 1, '6729000000000')))).not.toBe(a);
  });
});
