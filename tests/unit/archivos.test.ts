import { writeFileSync } from 'node:fs';
import { cfbWithStream } from '@mocks/files/cfb';
import { writeXls } from '@mocks/files/xls';
import { labelText, readCfbStream, readSheet, records } from '../xls-reader';

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
    // The same cells as rows, as the e2e journeys read a downloaded export.
    expect(readSheet(file)).toEqual([
      ['Recibo', 'Fecha', 'Cliente', 'Monto'],
      [24001, 46086, 'Café Tarrazú Export S.A.', 1234.5],
      [24002, 46087, 'Li Wei Chen 陈'],
    ]);
  });

  it('chains FAT sectors through DIFAT when the stream is large', () => {
    const big = new Uint8Array(8 * 1024 * 1024).map((_, i) => i % 251);
    const { data } = readCfbStream(cfbWithStream('Workbook', big));
    expect(data.length).toBe(big.length);
    expect(data[7_654_321]).toBe(big[7_654_321]);
  });
});
