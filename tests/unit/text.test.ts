import { foldText, formatCount, includesFolded } from '@/lib/text';
import * as es from '@/messages/es';

describe('includesFolded', () => {
  it.each([
    ['Servicios de mensajería, locales', 'MENSAJERIA', true],
    ['SERVICIO DE CONSOLIDACION DE CARGA', 'consolidación', true],
    ['Servicios de almacenamiento', '  almacen ', true],
    ['Servicios de almacenamiento', '', true],
    ['Servicios de almacenamiento', 'transporte', false],
    [null, 'x', false],
  ] as const)('%s ∋ %s → %s', (text, needle, expected) => {
    expect(includesFolded(text, needle)).toBe(expected);
  });

  it('folds case and accents', () => expect(foldText(' Gestión Ñandú ')).toBe('gestion nandu'));
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [631, '631'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
  ] as const)('%s → %s', (n, expected) => expect(formatCount(n)).toBe(expected));

  it('writes the counts of the texts that show one', () => {
    expect(es.common.totalRegistros(1)).toBe('1 registro');
    expect(es.common.totalRegistros(12345)).toBe('12,345 registros');
  });
});
