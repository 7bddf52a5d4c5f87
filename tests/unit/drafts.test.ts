// @vitest-environment jsdom
// (localStorage: the mutation config, vitest.mutation.config.ts, runs the other unit tests in node)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_DAYS, deleteDraft, saveDraft, readDraft, dropOldDrafts } from '@/lib/drafts';

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
    expect(saveDraft('usuario', RUTA, 'factura@1', valores, T0)).toBe(true);
    const b = readDraft<typeof valores>('usuario', RUTA, 'factura@1', T0 + 1000);
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
    saveDraft('usuario', RUTA, 'factura@1', { a: 1 }, T0);
    expect(readDraft(usuario, ruta, forma, T0)).toBeNull();
  });

  it.each([
    [DRAFT_DAYS * DIA - 1, true],
    [DRAFT_DAYS * DIA, true],
    [DRAFT_DAYS * DIA + 1, false],
  ])('%d ms after it was written, it is kept: %s', (edad, queda) => {
    saveDraft('usuario', RUTA, 'factura@1', { a: 1 }, T0);
    expect(readDraft('usuario', RUTA, 'factura@1', T0 + edad) !== null).toBe(queda);
    expect(localStorage.length).toBe(queda ? 1 : 0);
  });

  it('any read drops every old draft and every entry that does not parse, and nothing else', () => {
    saveDraft('a', '/x', 'f@1', 1, T0 - (DRAFT_DAYS + 1) * DIA);
    saveDraft('b', '/y', 'f@1', 2, T0 - DIA);
    localStorage.setItem('fe-borrador:c:/z', '{roto');
    localStorage.setItem('otra-cosa', 'queda');
    dropOldDrafts(T0);
    expect(Object.keys(localStorage).sort()).toEqual(['fe-borrador:b:/y', 'otra-cosa']);
  });

  it('is removed, and a user name with a colon cannot reach another user’s draft', () => {
    saveDraft('ana', 'x:/r', 'f@1', 1, T0);
    expect(readDraft('ana:x', '/r', 'f@1', T0)).toBeNull();
    deleteDraft('ana', 'x:/r');
    expect(readDraft('ana', 'x:/r', 'f@1', T0)).toBeNull();
  });

  it.each([
    ['of another version', { v: 2, forma: 'f@1', guardado: T0, valores: 1 }],
    ['without its date', { v: 1, forma: 'f@1', guardado: String(T0), valores: 1 }],
    ['without its shape', { v: 1, guardado: T0, valores: 1 }],
  ])('an entry %s is not a draft, and is dropped', (_caso, entrada) => {
    localStorage.setItem('fe-borrador:ana:/r', JSON.stringify(entrada));
    expect(readDraft('ana', '/r', 'f@1', T0)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps an object that only looks like a date', () => {
    const valores = { a: { $fecha: 5, otro: 1 }, b: { $fecha: 'x' } };
    saveDraft('ana', '/r', 'f@1', valores, T0);
    expect(readDraft('ana', '/r', 'f@1', T0)?.valores).toEqual({
      a: { $fecha: 5, otro: 1 },
      b: new Date(Number.NaN),
    });
  });

  it('says so when the browser refuses to write (storage full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft('ana', '/r', 'f@1', { a: 1 }, T0)).toBe(false);
  });

  it('does nothing, and never throws, where storage is disabled', () => {
    saveDraft('ana', '/r', 'f@1', { a: 1 }, T0);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    expect(saveDraft('ana', '/r', 'f@1', { a: 2 }, T0)).toBe(false);
    expect(readDraft('ana', '/r', 'f@1', T0)).toBeNull();
    expect(() => deleteDraft('ana', '/r')).not.toThrow();
    expect(() => dropOldDrafts(T0 + 30 * DIA)).not.toThrow();
    vi.restoreAllMocks();
    expect(readDraft<{ a: number }>('ana', '/r', 'f@1', T0)?.valores).toEqual({ a: 1 });
  });
});
