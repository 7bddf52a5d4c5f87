import { writeFileSync } from 'node:fs';
import { cfbWithStream } from '@mocks/files/cfb';
import { writeXls } from '@mocks/files/xls';

/** Reads the one stream back out of a compound file, following the FAT chain (MS-CFB). */
function readCfbStream(file: Uint8Array): { name: string; data: Uint8Array } {
  const v = new DataView(file.buffer, file.byteOffset, file.byteLength);
  expect([...file.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const sector = (s: number) => 512 * (1 + s);
  const fatSectors: number[] = [];
  const nFat = v.getUint32(44, true);
  for (let i = 0; i < Math.min(nFat, 109); i++) fatSectors.push(v.getUint32(76 + i * 4, true));
  let difat = v.getUint32(68, true);
  while (fatSectors.length < nFat) {
    for (let j = 0; j < 127 && fatSectors.length < nFat; j++)
      fatSectors.push(v.getUint32(sector(difat) + j * 4, true));
    difat = v.getUint32(sector(difat) + 127 * 4, true);
  }
  const fat = (s: number) => {
    const fs = fatSectors[Math.floor(s / 128)]!;
    return v.getUint32(sector(fs) + (s % 128) * 4, true);
  };
  const dir = sector(v.getUint32(48, true));
  const entry = dir + 128;
  const nameLen = v.getUint16(entry + 64, true) / 2 - 1;
  let name = '';
  for (let i = 0; i < nameLen; i++) name += String.fromCharCode(v.getUint16(entry + i * 2, true));
  const size = v.getUint32(entry + 120, true);
  const out = new Uint8Array(size);
  let s = v.getUint32(entry + 116, true);
  let o = 0;
  while (o < size) {
    out.set(file.slice(sector(s), sector(s) + Math.min(512, size - o)), o);
    o += 512;
    s = fat(s);
  }
  return { name, data: out };
}

type Rec = { type: number; data: Uint8Array };
function records(stream: Uint8Array): Rec[] {
  const v = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const out: Rec[] = [];
  let o = 0;
  while (o + 4 <= stream.length) {
    const type = v.getUint16(o, true);
    const len = v.getUint16(o + 2, true);
    if (type === 0 && len === 0) break; // padding after the last EOF
    out.push({ type, data: stream.slice(o + 4, o + 4 + len) });
    o += 4 + len;
  }
  return out;
}

function labelText(data: Uint8Array): string {
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const cch = v.getUint16(6, true);
  const wide = data[8] === 1;
  let s = '';
  for (let i = 0; i < cch; i++) s += String.fromCharCode(wide ? v.getUint16(9 + i * 2, true) : data[9 + i]!);
  return s;
}

describe('BIFF8 spreadsheet writer', () => {
  const hoja = {
    nombre: 'Recibos',
    columnas: [
      { titulo: 'Recibo', tipo: 'entero' as const },
      { titulo: 'Fecha', tipo: 'fecha' as const },
      { titulo: 'Cliente' },
      { titulo: 'Monto', tipo: 'moneda' as const },
    ],
    filas: [
      [24001, new Date(2026, 2, 5), 'Café Tarrazú Export S.A.', 1234.5],
      [24002, new Date(2026, 2, 6), 'Li Wei Chen 陈', null],
    ],
  };

  it('writes a compound file whose Workbook stream holds BOF … EOF with the typed cells', () => {
    const file = writeXls(hoja);
    if (process.env.DUMP_FILES) writeFileSync('/tmp/recibos-test.xls', file);
    const { name, data } = readCfbStream(file);
    expect(name).toBe('Workbook');
    const recs = records(data);
    expect(recs[0]!.type).toBe(0x0809);
    const eofs = recs.filter((r) => r.type === 0x000a);
    expect(eofs).toHaveLength(2);
    const sheet = recs.find((r) => r.type === 0x0085)!;
    const offset = new DataView(sheet.data.buffer, sheet.data.byteOffset).getUint32(0, true);
    expect(new DataView(data.buffer).getUint16(offset, true)).toBe(0x0809);
    const labels = recs.filter((r) => r.type === 0x0204).map((r) => labelText(r.data));
    expect(labels).toEqual([
      'Recibo',
      'Fecha',
      'Cliente',
      'Monto',
      'Café Tarrazú Export S.A.',
      'Li Wei Chen 陈',
    ]);
    const numbers = recs
      .filter((r) => r.type === 0x0203)
      .map((r) => new DataView(r.data.buffer, r.data.byteOffset).getFloat64(6, true));
    // 5 March 2026 is Excel serial 46086.
    expect(numbers).toEqual([24001, 46086, 1234.5, 24002, 46087]);
    expect(recs.filter((r) => r.type === 0x00e0).length).toBeGreaterThanOrEqual(16);
  });

  it('chains FAT sectors through DIFAT when the stream is large', () => {
    const big = new Uint8Array(8 * 1024 * 1024).map((_, i) => i % 251);
    const { data } = readCfbStream(cfbWithStream('Workbook', big));
    expect(data.length).toBe(big.length);
    expect(data[7_654_321]).toBe(big[7_654_321]);
  });
});
