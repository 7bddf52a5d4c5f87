/**
 * A minimal Compound File Binary (OLE2, MS-CFB v3) writer holding one stream: enough for a BIFF8
 * `Workbook`. 512-byte sectors; the stream is padded to 4096 bytes so it never needs the mini stream
 * (as xlwt does); DIFAT sectors are written when the FAT outgrows the header's 109 slots.
 */
const SECTOR = 512;
const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const FATSECT = 0xfffffffd;
const DIFSECT = 0xfffffffc;
const NOSTREAM = 0xffffffff;
const MINI_CUTOFF = 4096;
const PER_SECTOR = SECTOR / 4;

export function cfbWithStream(streamName: string, data: Uint8Array): Uint8Array {
  const size = Math.max(data.length, MINI_CUTOFF);
  const w = Math.ceil(size / SECTOR);
  const d = 1;
  let f = 1;
  let x = 0;
  for (;;) {
    const total = w + d + f + x;
    const nf = Math.ceil(total / PER_SECTOR);
    const nx = nf > 109 ? Math.ceil((nf - 109) / (PER_SECTOR - 1)) : 0;
    if (nf === f && nx === x) break;
    f = nf;
    x = nx;
  }
  const dirSector = w;
  const fatStart = w + d;
  const difatStart = fatStart + f;
  const sectors = w + d + f + x;

  const out = new Uint8Array(SECTOR * (1 + sectors));
  const view = new DataView(out.buffer);
  const u16 = (o: number, v: number) => view.setUint16(o, v, true);
  const u32 = (o: number, v: number) => view.setUint32(o, v >>> 0, true);
  const sectorOffset = (s: number) => SECTOR * (1 + s);

  // Header
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  u16(24, 0x003e);
  u16(26, 0x0003);
  u16(28, 0xfffe);
  u16(30, 0x0009);
  u16(32, 0x0006);
  u32(40, 0);
  u32(44, f);
  u32(48, dirSector);
  u32(52, 0);
  u32(56, MINI_CUTOFF);
  u32(60, ENDOFCHAIN);
  u32(64, 0);
  u32(68, x ? difatStart : ENDOFCHAIN);
  u32(72, x);
  for (let i = 0; i < 109; i++) u32(76 + i * 4, i < f ? fatStart + i : FREESECT);

  // Stream
  out.set(data, sectorOffset(0));

  // Directory: root entry, the stream, two unused entries.
  const dir = sectorOffset(dirSector);
  const entry = (index: number, name: string, type: number, child: number, start: number, length: number) => {
    const o = dir + index * 128;
    for (let i = 0; i < name.length; i++) u16(o + i * 2, name.charCodeAt(i));
    u16(o + 64, name ? (name.length + 1) * 2 : 0);
    out[o + 66] = type;
    out[o + 67] = 1; // black
    u32(o + 68, NOSTREAM);
    u32(o + 72, NOSTREAM);
    u32(o + 76, child);
    u32(o + 116, start);
    u32(o + 120, length);
    u32(o + 124, 0);
  };
  entry(0, 'Root Entry', 5, 1, ENDOFCHAIN, 0);
  entry(1, streamName, 2, NOSTREAM, 0, size);
  entry(2, '', 0, NOSTREAM, 0, 0);
  entry(3, '', 0, NOSTREAM, 0, 0);

  // FAT
  const fat = new Uint32Array(f * PER_SECTOR).fill(FREESECT);
  for (let i = 0; i < w; i++) fat[i] = i === w - 1 ? ENDOFCHAIN : i + 1;
  fat[dirSector] = ENDOFCHAIN;
  for (let i = 0; i < f; i++) fat[fatStart + i] = FATSECT;
  for (let i = 0; i < x; i++) fat[difatStart + i] = DIFSECT;
  for (let i = 0; i < fat.length; i++) u32(sectorOffset(fatStart) + i * 4, fat[i]!);

  // DIFAT sectors: the FAT sectors past the first 109, 127 per sector plus the next link.
  for (let i = 0; i < x; i++) {
    const o = sectorOffset(difatStart + i);
    for (let j = 0; j < PER_SECTOR - 1; j++) {
      const k = 109 + i * (PER_SECTOR - 1) + j;
      u32(o + j * 4, k < f ? fatStart + k : FREESECT);
    }
    u32(o + (PER_SECTOR - 1) * 4, i === x - 1 ? ENDOFCHAIN : difatStart + i + 1);
  }
  return out;
}
