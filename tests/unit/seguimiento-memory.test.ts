import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ENTRADAS, readMemory, recordarNcResuelta } from '@/features/facturas/seguimiento/memory';

/*
 * What only this browser keeps (D37, D41): the credit notes its checks saw answered. How long an
 * invoice has waited is the server's to say, so an older entry's waits are dropped.
 */

const CLAVE = 'fe.hacienda:admin';

beforeEach(() => localStorage.clear());

describe("the browser's memory of Hacienda's answers", () => {
  it('keeps an answered credit note once, per user', () => {
    recordarNcResuelta('admin', 7);
    recordarNcResuelta('admin', 7);
    recordarNcResuelta('admin', 9);
    expect(readMemory('admin')).toEqual({ ncResueltas: [7, 9] });
    expect(readMemory('usuario')).toEqual({ ncResueltas: [] });
  });

  it("an older entry's waits are not read, and go at the next write", () => {
    localStorage.setItem(CLAVE, JSON.stringify({ pendienteDesde: { 5: 1 }, ncResueltas: [3] }));
    expect(readMemory('admin')).toEqual({ ncResueltas: [3] });
    recordarNcResuelta('admin', 4);
    expect(JSON.parse(localStorage.getItem(CLAVE)!)).toEqual({ ncResueltas: [3, 4] });
  });

  it('holds the newest MAX_ENTRADAS; anything unreadable reads as empty', () => {
    for (let id = 1; id <= MAX_ENTRADAS + 1; id++) recordarNcResuelta('admin', id);
    const { ncResueltas } = readMemory('admin');
    expect(ncResueltas).toHaveLength(MAX_ENTRADAS);
    expect(ncResueltas[0]).toBe(2);
    localStorage.setItem(CLAVE, '{not json');
    expect(readMemory('admin')).toEqual({ ncResueltas: [] });
  });
});
