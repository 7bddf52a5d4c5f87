/**
 * Reading back the BIFF8 .xls files the mock writes (mocks/files/xls.ts), for tests: the one stream
 * of the compound file (MS-CFB), its records, and the cells a reader sees (LABEL text, NUMBER values).
 * Used by the writer's unit test and by the e2e journeys that check a downloaded export.
 */

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Reads the one stream back out of a compound file, following the FAT chain (MS-CFB). */
export function readCfbStream(file: Uint8Array): { name: string; data: Uint8Array } {
  if (!CFB_SIGNATURE.every((b, i) => file[i] === b))
    throw new Error('Not a compound file (no CFB signature)');
  const v = new DataView(file.buffer, file.byteOffset, file.byteLength);
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

export type BiffRecord = { type: number; data: Uint8Array };

/** The records of a Workbook stream, in order. */
export function records(stream: Uint8Array): BiffRecord[] {
  const v = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const out: BiffRecord[] = [];
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

/** The text of a LABEL record (0x0204). */
export function labelText(data: Uint8Array): string {
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const cch = v.getUint16(6, true);
  const wide = data[8] === 1;
  let s = '';
  for (let i = 0; i < cch; i++) s += String.fromCharCode(wide ? v.getUint16(9 + i * 2, true) : data[9 + i]!);
  return s;
}

export const BIFF = {
  BOF: 0x0809,
  EOF: 0x000a,
  BOUNDSHEET: 0x0085,
  LABEL: 0x0204,
  NUMBER: 0x0203,
  XF: 0x00e0,
};

/**
 * The sheet's text and number cells as rows of values (row 0 is the header): what a spreadsheet
 * program shows, dates as their Excel serial numbers.
 */
export function readSheet(file: Uint8Array): Array<Array<string | number | undefined>> {
  const { data } = readCfbStream(file);
  const rows: Array<Array<string | number | undefined>> = [];
  for (const r of records(data)) {
    if (r.type !== BIFF.LABEL && r.type !== BIFF.NUMBER) continue;
    const v = new DataView(r.data.buffer, r.data.byteOffset, r.data.byteLength);
    const row = v.getUint16(0, true);
    const col = v.getUint16(2, true);
    (rows[row] ??= [])[col] = r.type === BIFF.LABEL ? labelText(r.data) : v.getFloat64(6, true);
  }
  return rows;
}
