import { cfbWithStream } from './cfb';
import type { Celda, Hoja, SpreadsheetWriter } from './hoja';

/**
 * A true Excel 97–2003 workbook (BIFF8 in an OLE2 container), written by hand: one sheet, a bold
 * shaded header row frozen at the top, column widths, numbers, money and dates as real cells.
 * Excel, LibreOffice and Google Sheets open it without a format warning.
 */
const enc = (s: string) => {
  const wide = [...s].some((c) => c.charCodeAt(0) > 0xff);
  return { wide, chars: s };
};

class Bytes {
  private chunks: Uint8Array[] = [];
  length = 0;
  push(chunk: Uint8Array) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  concat(): Uint8Array {
    const out = new Uint8Array(this.length);
    let o = 0;
    for (const c of this.chunks) {
      out.set(c, o);
      o += c.length;
    }
    return out;
  }
}

/** A record: type, length, data. */
function record(type: number, data: Uint8Array = new Uint8Array()): Uint8Array {
  const out = new Uint8Array(4 + data.length);
  const v = new DataView(out.buffer);
  v.setUint16(0, type, true);
  v.setUint16(2, data.length, true);
  out.set(data, 4);
  return out;
}

function le(...parts: Array<[number, 1 | 2 | 4 | 8]>): Uint8Array {
  const size = parts.reduce((s, [, n]) => s + n, 0);
  const out = new Uint8Array(size);
  const v = new DataView(out.buffer);
  let o = 0;
  for (const [value, n] of parts) {
    if (n === 1) v.setUint8(o, value);
    else if (n === 2) v.setUint16(o, value, true);
    else if (n === 4) v.setUint32(o, value >>> 0, true);
    else v.setFloat64(o, value, true);
    o += n;
  }
  return out;
}

/** Unicode string body (flags byte + chars), compressed Latin-1 when possible. */
function chars(s: string): Uint8Array {
  const { wide } = enc(s);
  const out = new Uint8Array(1 + s.length * (wide ? 2 : 1));
  out[0] = wide ? 1 : 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (wide) {
      out[1 + i * 2] = c & 0xff;
      out[2 + i * 2] = c >> 8;
    } else out[1 + i] = c;
  }
  return out;
}
const join = (...parts: Uint8Array[]) => {
  const b = new Bytes();
  parts.forEach((p) => b.push(p));
  return b.concat();
};
/** XLUnicodeString: 16-bit length. */
const xlString = (s: string) => join(le([s.length, 2]), chars(s));
/** ShortXLUnicodeString: 8-bit length. */
const shortString = (s: string) => join(le([s.length, 1]), chars(s));

const BOF = (dt: number) =>
  record(0x0809, le([0x0600, 2], [dt, 2], [0x0dbb, 2], [0x07cc, 2], [0x41, 4], [0x06, 4]));
const EOF = () => record(0x000a);

function font(bold: boolean): Uint8Array {
  return record(
    0x0031,
    join(
      le([200, 2], [0, 2], [0x7fff, 2], [bold ? 700 : 400, 2], [0, 2], [0, 1], [0, 1], [0, 1], [0, 1]),
      shortString('Arial'),
    ),
  );
}

function xf(opts: {
  font?: number;
  format?: number;
  style?: boolean;
  fill?: number;
  align?: number;
}): Uint8Array {
  const style = !!opts.style;
  const prot = style ? 0xfff5 : 0x0001;
  const align = (opts.align ?? 0) | (2 << 4); // bottom
  const used = style ? 0xf4 : 0xf8;
  const border1 = (0x40 << 16) | (0x40 << 23);
  const pattern = opts.fill ? 1 : 0;
  const border2 = 0x40 | (0x40 << 7) | (pattern << 26);
  const colours = (opts.fill ?? 0x40) | (0x41 << 7);
  return record(
    0x00e0,
    le(
      [opts.font ?? 0, 2],
      [opts.format ?? 0, 2],
      [prot, 2],
      [align, 1],
      [0, 1],
      [0, 1],
      [used, 1],
      [border1, 4],
      [border2 >>> 0, 4],
      [colours, 2],
    ),
  );
}

const FMT_FECHA = 164;
const FMT_FECHA_HORA = 165;
const XF_DEFECTO = 15;
const XF_TITULO = 16;
const XF_FECHA = 17;
const XF_FECHA_HORA = 18;
const XF_MONEDA = 19;
const XF_ENTERO = 20;

/** Excel's serial date: days since 1899-12-30, with the time as the fraction (local wall clock). */
function serial(d: Date): number {
  const utc = Date.UTC(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
  );
  return utc / 86_400_000 + 25569;
}

function globals(sheetName: string): { bytes: Uint8Array; boundsheetPatch: number } {
  const b = new Bytes();
  b.push(BOF(0x0005));
  b.push(record(0x00e1, le([0x04b0, 2])));
  b.push(record(0x00c1, le([0, 2])));
  b.push(record(0x00e2));
  const user = 'Factura Electronica';
  const wa = new Uint8Array(112).fill(0x20);
  wa.set(xlString(user), 0);
  b.push(record(0x005c, wa));
  b.push(record(0x0042, le([0x04b0, 2])));
  b.push(record(0x0161, le([0, 2])));
  b.push(record(0x013d, le([1, 2])));
  b.push(record(0x0019, le([0, 2])));
  b.push(record(0x0012, le([0, 2])));
  b.push(record(0x0013, le([0, 2])));
  b.push(record(0x01af, le([0, 2])));
  b.push(record(0x01bc, le([0, 2])));
  b.push(
    record(
      0x003d,
      le(
        [0x0168, 2],
        [0x001e, 2],
        [0x3cf0, 2],
        [0x2328, 2],
        [0x0038, 2],
        [0, 2],
        [0, 2],
        [1, 2],
        [0x0258, 2],
      ),
    ),
  );
  b.push(record(0x0040, le([0, 2])));
  b.push(record(0x008d, le([0, 2])));
  b.push(record(0x0022, le([0, 2])));
  b.push(record(0x000e, le([1, 2])));
  b.push(record(0x01b7, le([0, 2])));
  b.push(record(0x00da, le([0, 2])));
  // Fonts 0–3 and 5 (index 4 does not exist in BIFF): 1 is the bold header font.
  [false, true, false, false, true].forEach((bold) => b.push(font(bold)));
  b.push(record(0x041e, join(le([FMT_FECHA, 2]), xlString('dd/mm/yyyy'))));
  b.push(record(0x041e, join(le([FMT_FECHA_HORA, 2]), xlString('dd/mm/yyyy hh:mm'))));
  for (let i = 0; i < 15; i++) b.push(xf({ style: true }));
  b.push(xf({})); // 15: default cell format
  b.push(xf({ font: 1, fill: 0x16 })); // 16: header (bold, grey 25 %)
  b.push(xf({ format: FMT_FECHA })); // 17
  b.push(xf({ format: FMT_FECHA_HORA })); // 18
  b.push(xf({ format: 4 })); // 19: #,##0.00
  b.push(xf({ format: 1 })); // 20: 0
  b.push(record(0x0293, le([0x8000, 2], [0, 1], [0xff, 1])));
  const boundsheetPatch = b.length + 4;
  b.push(record(0x0085, join(le([0, 4], [0, 1], [0, 1]), shortString(sheetName.slice(0, 31)))));
  b.push(record(0x008c, le([1, 2], [506, 2])));
  b.push(EOF());
  return { bytes: b.concat(), boundsheetPatch };
}

function cell(row: number, col: number, value: Celda, tipo: string | undefined): Uint8Array | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    const xfIndex = tipo === 'fechaHora' ? XF_FECHA_HORA : XF_FECHA;
    return record(0x0203, le([row, 2], [col, 2], [xfIndex, 2], [serial(value), 8]));
  }
  if (typeof value === 'number') {
    const xfIndex = tipo === 'moneda' ? XF_MONEDA : tipo === 'entero' ? XF_ENTERO : XF_DEFECTO;
    return record(0x0203, le([row, 2], [col, 2], [xfIndex, 2], [value, 8]));
  }
  const text = String(value).slice(0, 255);
  return record(0x0204, join(le([row, 2], [col, 2], [XF_DEFECTO, 2]), xlString(text)));
}

function sheet(hoja: Hoja): Uint8Array {
  const b = new Bytes();
  const cols = hoja.columnas.length;
  const rows = hoja.filas.length + 1;
  b.push(BOF(0x0010));
  b.push(record(0x0055, le([10, 2])));
  hoja.columnas.forEach((c, i) => {
    const width = Math.min(255, c.ancho ?? Math.max(10, c.titulo.length + 2)) * 256;
    b.push(record(0x007d, le([i, 2], [i, 2], [width, 2], [XF_DEFECTO, 2], [0, 2], [0, 2])));
  });
  b.push(record(0x0200, le([0, 4], [rows, 4], [0, 2], [cols, 2], [0, 2])));
  hoja.columnas.forEach((c, i) =>
    b.push(record(0x0204, join(le([0, 2], [i, 2], [XF_TITULO, 2]), xlString(c.titulo)))),
  );
  hoja.filas.forEach((fila, r) => {
    fila.forEach((value, c) => {
      const rec = cell(r + 1, c, value, hoja.columnas[c]?.tipo);
      if (rec) b.push(rec);
    });
  });
  // Frozen header row.
  b.push(
    record(
      0x023e,
      le([0x06b6 | 0x0008 | 0x0100, 2], [0, 2], [0, 2], [0x40, 2], [0, 2], [0, 2], [0, 2], [0, 4]),
    ),
  );
  b.push(record(0x0041, le([0, 2], [1, 2], [1, 2], [0, 2], [2, 2])));
  b.push(EOF());
  return b.concat();
}

export function writeXls(hoja: Hoja): Uint8Array {
  const g = globals(hoja.nombre);
  const s = sheet(hoja);
  const stream = new Uint8Array(g.bytes.length + s.length);
  stream.set(g.bytes, 0);
  stream.set(s, g.bytes.length);
  new DataView(stream.buffer).setUint32(g.boundsheetPatch, g.bytes.length, true);
  return cfbWithStream('Workbook', stream);
}

export const biff8Writer: SpreadsheetWriter = {
  contentType: 'application/vnd.ms-excel',
  write: writeXls,
};
