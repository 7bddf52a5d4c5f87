// @vitest-environment jsdom
// (localStorage: the mutation config, vitest.mutation.config.ts, runs the other unit tests in node)
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BORRADOR_DIAS,
  borrarBorrador,
  guardarBorrador,
  leerBorrador,
  olvidarViejos,
} from '@/lib/borradores';

const DIA = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 26, 12, 0);
const RUTA = '/default-layout/new-edit-factura';

beforeEach(() => localStorage.clear());

describe('drafts (D29)', () => {
  it('gives back exactly what was written, dates included, to the same user on the same route', () => {
    const valores = {
      nombre: 'Café del Valle',
      lineas: [{ key: 3, detalle: 'Flete', monto: '1,250.50' }],
      fecha: new Date(2026, 10, 2),
      sinFecha: new Date(Number.NaN),
      nada: null,
    };
    expect(guardarBorrador('usuario', RUTA, 'factura@1', valores, T0)).toBe(true);
    const b = leerBorrador<typeof valores>('usuario', RUTA, 'factura@1', T0 + 1000);
    expect(b?.guardado).toBe(T0);
    expect(b?.valores.lineas).toEqual(valores.lineas);
    expect(b?.valores.fecha).toBeInstanceOf(Date);
    expect(b?.valores.fecha.getTime()).toBe(valores.fecha.getTime());
    expect(Number.isNaN(b?.valores.sinFecha.getTime())).toBe(true);
    expect(b?.valores.nada).toBeNull();
  });

  it.each([
    ['another user', 'admin', RUTA, 'factura@1'],
    ['another route', 'usuario', '/default-layout/new-edit-factura/12', 'factura@1'],
    ['another shape of the form', 'usuario', RUTA, 'factura@2'],
  ])('is not offered to %s', (_caso, usuario, ruta, forma) => {
    guardarBorrador('usuario', RUTA, 'factura@1', { a: 1 }, T0);
    expect(leerBorrador(usuario, ruta, forma, T0)).toBeNull();
  });

  it.each([
    [BORRADOR_DIAS * DIA - 1, true],
    [BORRADOR_DIAS * DIA, true],
    [BORRADOR_DIAS * DIA + 1, false],
  ])('%d ms after it was written, it is kept: %s', (edad, queda) => {
    guardarBorrador('usuario', RUTA, 'factura@1', { a: 1 }, T0);
    expect(leerBorrador('usuario', RUTA, 'factura@1', T0 + edad) !== null).toBe(queda);
    expect(localStorage.length).toBe(queda ? 1 : 0);
  });

  it('any read drops every old draft and every entry that does not parse, and nothing else', () => {
    guardarBorrador('a', '/x', 'f@1', 1, T0 - (BORRADOR_DIAS + 1) * DIA);
    guardarBorrador('b', '/y', 'f@1', 2, T0 - DIA);
    localStorage.setItem('fe-borrador:c:/z', '{roto');
    localStorage.setItem('otra-cosa', 'queda');
    olvidarViejos(T0);
    expect(Object.keys(localStorage).sort()).toEqual(['fe-borrador:b:/y', 'otra-cosa']);
  });

  it('is removed, and a user name with a colon cannot reach another user’s draft', () => {
    guardarBorrador('ana', 'x:/r', 'f@1', 1, T0);
    expect(leerBorrador('ana:x', '/r', 'f@1', T0)).toBeNull();
    borrarBorrador('ana', 'x:/r');
    expect(leerBorrador('ana', 'x:/r', 'f@1', T0)).toBeNull();
  });
});
