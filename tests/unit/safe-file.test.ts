import { describe, expect, it } from 'vitest';
import {
  esUtf16,
  extensionDe,
  leerUtf8,
  MB,
  primerByte,
  tamanoTexto,
  tieneBytesDeControl,
} from '@/lib/safe-file';

/* The byte checks every upload makes before sending (D30), each at its edges. */

const b = (...bytes: number[]) => new Uint8Array(bytes);
const texto = (s: string) => new TextEncoder().encode(s);

describe('extensionDe', () => {
  it.each([
    ['Factura 12.XML', '.xml'],
    ['c:\\docs\\recibo.csv', '.csv'],
    ['a/b.tar/archivo', ''],
    ['.xml', ''],
    ['sin-extension', ''],
    ['doble.punto.Csv', '.csv'],
  ])('%j → %j', (nombre, ext) => expect(extensionDe(nombre)).toBe(ext));
});

describe('tamanoTexto', () => {
  it.each([
    [7, '7 B'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [1025, '2 KB'],
    [64 * 1024 + 1, '65 KB'],
    [850 * 1024, '850 KB'],
    [MB - 1, '1,024 KB'],
    [MB, '1 MB'],
    [2 * MB, '2 MB'],
    [10.5 * MB, '10.5 MB'],
    [10.55 * MB, '10.6 MB'],
    [2 * MB + 1, '2.1 MB'],
  ])('%i bytes → %j', (bytes, esperado) => expect(tamanoTexto(bytes)).toBe(esperado));
});

describe('primerByte: past the UTF-8 mark and white space', () => {
  it.each([
    [b(0x3c), 0x3c],
    [b(0xef, 0xbb, 0xbf, 0x3c), 0x3c],
    [b(0xef, 0xbb, 0x3c), 0xef],
    [b(0xef, 0x3c), 0xef],
    [b(0x20, 0x09, 0x0a, 0x0d, 0x3c), 0x3c],
    [b(0xef, 0xbb, 0xbf, 0x20, 0x0a, 0x41), 0x41],
    [b(0x0c, 0x3c), 0x0c],
    [b(0x20, 0x20), undefined],
    [b(), undefined],
  ])('%j → %j', (bytes, esperado) => expect(primerByte(bytes)).toBe(esperado));
});

describe('esUtf16: a UTF-16 byte order mark', () => {
  it.each([
    [b(0xff, 0xfe, 0x3c, 0), true],
    [b(0xfe, 0xff, 0, 0x3c), true],
    [b(0xff, 0xff), false],
    [b(0xfe, 0xfe), false],
    [b(0xff, 0x3c), false],
    [b(0xfe, 0x3c), false],
    [b(0x3c, 0xfe), false],
    [b(0x3c, 0xff), false],
    [b(), false],
  ])('%j → %s', (bytes, esperado) => expect(esUtf16(bytes)).toBe(esperado));
});

describe('tieneBytesDeControl', () => {
  it.each([
    [texto('a,b\r\n\tc\f'), false],
    [b(0x41, 0x00), true],
    [b(0x41, 0x1f), true],
    [b(0x0b), true],
    [b(0x20, 0x7e), false],
  ])('%j → %s', (bytes, esperado) => expect(tieneBytesDeControl(bytes)).toBe(esperado));
});

describe('leerUtf8: the text, or the first line that is not UTF-8', () => {
  it('reads UTF-8, dropping the mark', () => {
    expect(leerUtf8(b(0xef, 0xbb, 0xbf, ...texto('Año\n')))).toEqual({ ok: true, texto: 'Año\n' });
  });

  it.each([
    [b(0xff), 1],
    [b(...texto('uno\ndos\n'), 0xe9, ...texto('s\n')), 3],
    [b(...texto('uno\n'), 0xc3), 2],
    [b(...texto('año\nsí\n'), 0xff), 3],
    [b(...texto('a\nb\nc'), 0xc3, 0x0a, 0x41), 3],
  ])('%j → line %i', (bytes, linea) => expect(leerUtf8(bytes)).toEqual({ ok: false, linea }));
});
