import { foldText, includesFolded } from '@/lib/text';

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
