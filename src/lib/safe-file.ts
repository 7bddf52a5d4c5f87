/*
 * The byte checks every upload makes before anything is sent (decision D30): the size, the
 * extension, the first byte, UTF-8. Pure: bytes in, an answer out, in a Web Worker or on the page.
 */

export const MB = 1024 * 1024;

/** '.xml' from 'Factura 12.XML' ('' without an extension). */
export function extensionDe(nombre: string): string {
  const base = nombre.split(/[\\/]/).pop() ?? '';
  const punto = base.lastIndexOf('.');
  return punto > 0 ? base.slice(punto).toLowerCase() : '';
}

/**
 * A file's size as the app shows it, in a refusal or beside a chosen file: '7 B', '850 KB', '2 MB',
 * '10.5 MB'. Rounded up, so that a file over a limit never reads as the limit itself ('pesa 2 MB y el
 * límite … es 2 MB').
 */
export function tamanoTexto(bytes: number): string {
  const formato = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${formato.format(Math.ceil(bytes / 1024))} KB`;
  return `${formato.format(Math.ceil((bytes / MB) * 10) / 10)} MB`;
}

const BOM = [0xef, 0xbb, 0xbf];
const ESPACIO = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** The first byte that is not the UTF-8 byte order mark or white space (undefined when none). */
export function primerByte(bytes: Uint8Array): number | undefined {
  let i = BOM.every((b, k) => bytes[k] === b) ? BOM.length : 0;
  while (i < bytes.length && ESPACIO.has(bytes[i]!)) i++;
  return bytes[i];
}

/** A UTF-16 byte order mark (what Windows calls 'Unicode' text): not UTF-8. */
export const esUtf16 = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/** Control bytes no text file holds (NUL and the like; tab, line feed, carriage return and form feed are text). */
export function tieneBytesDeControl(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) return true;
  return false;
}

export type LecturaUtf8 = { ok: true; texto: string } | { ok: false; linea: number };

/**
 * The bytes as UTF-8 text (the byte order mark dropped), or the first line that is not UTF-8. A line
 * break (0x0A) is never part of a multi-byte character, so each line can be decoded on its own.
 */
export function leerUtf8(bytes: Uint8Array): LecturaUtf8 {
  const decodificador = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  try {
    return { ok: true, texto: decodificador.decode(bytes) };
  } catch {
    let linea = 1;
    let inicio = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      try {
        decodificador.decode(bytes.subarray(inicio, i));
      } catch {
        return { ok: false, linea };
      }
      linea++;
      inicio = i + 1;
    }
    return { ok: false, linea };
  }
}
