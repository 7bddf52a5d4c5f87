import { describe, expect, it } from 'vitest';
import {
  agregar,
  esElegible,
  estadoDe,
  rangoDeEmision,
  resumenLote,
  vistas,
  type Envio,
  type Fila,
} from '@/features/confirmacion/recepcion/rows';
import type { ExamenComprobante } from '@/features/confirmacion/revisar-comprobante';

const archivo = (nombre: string) => new File(['<x/>'], nombre, { type: 'text/xml' });

const leido = (clave: string, fechaEmision = '2026-11-20T10:00:00-06:00'): ExamenComprobante => ({
  motivo: null,
  resumen: {
    clave,
    tipo: 'FacturaElectronica',
    consecutivo: `0010000101${clave.slice(-10)}`,
    fechaEmision,
    emisor: { nombre: 'Proveedor S.A.', numero: '3101284517' },
    moneda: 'CRC',
    total: 1130,
  },
});

const clave = (n: number) => `506201126003101284517${String(n).padStart(29, '0')}`;

function fila(id: number, examen: ExamenComprobante | null, envio: Envio = { tipo: 'ninguno' }): Fila {
  return { id, archivo: archivo(`f${id}.xml`), examen, envio };
}

const ninguna = new Map<string, 'CONFIRMADO' | 'RECHAZADO'>();

describe('estadoDe: what a row shows, and whether it can be chosen', () => {
  const a = fila(1, leido(clave(1)));
  const primero = new Map([[clave(1), a]]);
  const casos: Array<
    [string, Fila, ReadonlyMap<string, 'CONFIRMADO' | 'RECHAZADO'> | null, string, boolean]
  > = [
    ['still being checked', fila(1, null), ninguna, 'revisando', false],
    [
      'refused by the browser check',
      fila(1, { motivo: 'No es XML', resumen: null }),
      ninguna,
      'noAdmitido',
      false,
    ],
    ['the answered list not read yet', a, null, 'consultando', false],
    ['ready', a, ninguna, 'listo', true],
    ['answered before (confirmed)', a, new Map([[clave(1), 'CONFIRMADO' as const]]), 'respondido', false],
    ['answered before (rejected)', a, new Map([[clave(1), 'RECHAZADO' as const]]), 'respondido', false],
    ['a second file of the same clave', fila(2, leido(clave(1))), ninguna, 'duplicado', false],
    ['being sent', fila(1, leido(clave(1)), { tipo: 'enviando' }), ninguna, 'enviando', false],
    [
      'answered now, even once the list has it',
      fila(1, leido(clave(1)), { tipo: 'hecho', accion: 'confirmar' }),
      new Map([[clave(1), 'CONFIRMADO' as const]]),
      'hecho',
      false,
    ],
    [
      'failed: may be tried again',
      fila(1, leido(clave(1)), { tipo: 'fallido', mensaje: 'x' }),
      ninguna,
      'fallido',
      true,
    ],
    [
      'failed, then found answered in the list: never again',
      fila(1, leido(clave(1)), { tipo: 'fallido', mensaje: 'x' }),
      new Map([[clave(1), 'RECHAZADO' as const]]),
      'respondido',
      false,
    ],
  ];
  it.each(casos)('%s', (_caso, f, respondidas, tipo, elegible) => {
    const e = estadoDe(f, primero, respondidas);
    expect(e.tipo).toBe(tipo);
    expect(esElegible(e)).toBe(elegible);
  });

  it('a duplicate names the file kept', () => {
    expect(estadoDe(fila(2, leido(clave(1))), primero, ninguna)).toEqual({ tipo: 'duplicado', de: 'f1.xml' });
  });
});

describe('vistas', () => {
  const ahora = new Date('2026-11-26T12:00:00-06:00');
  it('sorts overdue first, then the nearest deadline, unread files last; the first file of a clave is kept', () => {
    const filas = [
      fila(1, { motivo: 'No es XML', resumen: null }),
      fila(2, leido(clave(2), '2026-11-20T10:00:00-06:00')), // limit in December
      fila(3, leido(clave(3), '2026-09-15T10:00:00-06:00')), // overdue since October
      fila(4, leido(clave(4), '2026-10-30T10:00:00-06:00')), // overdue since November
      fila(5, leido(clave(2), '2026-11-20T10:00:00-06:00')), // duplicate of 2
    ];
    const v = vistas(filas, ninguna, ahora);
    expect(v.map((x) => x.fila.id)).toEqual([3, 4, 2, 5, 1]);
    expect(v.map((x) => x.estado.tipo)).toEqual(['listo', 'listo', 'listo', 'duplicado', 'noAdmitido']);
    expect(v[0]!.plazo?.vencido).toBe(true);
    expect(v[2]!.plazo?.vencido).toBe(false);
  });

  it('the kept file of a clave is the one that came first, whatever the order the checks ended in', () => {
    const filas = [fila(7, leido(clave(9))), fila(3, leido(clave(9)))];
    const v = vistas(filas, ninguna, ahora);
    expect(v.find((x) => x.fila.id === 7)!.estado.tipo).toBe('listo');
    expect(v.find((x) => x.fila.id === 3)!.estado).toEqual({ tipo: 'duplicado', de: 'f7.xml' });
  });
});

describe('agregar', () => {
  it.each([
    [0, 3, 100, 3, 0],
    [98, 5, 100, 2, 3],
    [100, 2, 100, 0, 2],
    [0, 120, 100, 100, 20],
  ])('%i rows + %i files, at most %i: %i added, %i left out', (antes, nuevos, maximo, agregadas, fuera) => {
    const previas = Array.from({ length: antes }, (_, i) => fila(i + 1, null));
    const r = agregar(
      previas,
      Array.from({ length: nuevos }, (_, i) => archivo(`n${i}.xml`)),
      maximo,
    );
    expect(r.nuevas).toHaveLength(agregadas);
    expect(r.fuera).toBe(fuera);
    expect(r.filas).toHaveLength(antes + agregadas);
    expect(new Set(r.filas.map((f) => f.id)).size).toBe(r.filas.length);
  });
});

describe('rangoDeEmision', () => {
  it('covers every read row a day either way; null without any', () => {
    expect(rangoDeEmision([fila(1, null), fila(2, { motivo: 'x', resumen: null })])).toBeNull();
    expect(
      rangoDeEmision([
        fila(1, leido(clave(1), '2026-11-20T10:00:00-06:00')),
        fila(2, leido(clave(2), '2026-10-31T23:59:00-06:00')),
        fila(3, leido(clave(3), '2027-01-01T08:00:00-06:00')),
      ]),
    ).toEqual({ desde: '2026-10-30', hasta: '2027-01-02' });
  });
});

describe('resumenLote', () => {
  it('counts only the batch rows: confirmed, rejected, failed, not done', () => {
    const filas = [
      fila(1, leido(clave(1)), { tipo: 'hecho', accion: 'confirmar' }),
      fila(2, leido(clave(2)), { tipo: 'hecho', accion: 'rechazar' }),
      fila(3, leido(clave(3)), { tipo: 'fallido', mensaje: 'x' }),
      fila(4, leido(clave(4))),
      fila(5, leido(clave(5)), { tipo: 'hecho', accion: 'confirmar' }),
    ];
    expect(resumenLote(filas, new Set([1, 2, 3, 4]))).toEqual({
      confirmados: 1,
      rechazados: 1,
      fallidos: 1,
      sinHacer: 1,
    });
  });
});
