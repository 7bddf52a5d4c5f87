import { contentHeight } from '@/components/data-table/box-height';

// The header (44 × 0.7, floored: 30 px), rows of 40 × 0.7 = 28 px, and 4 px of border.
const alto = (filas: number) => 30 + filas * 28 + 4;

describe("a data table's box height", () => {
  it.each([
    ['its rows', { rows: 12, rowHeight: 40 }, alto(12)],
    ['at least three rows', { rows: 1, rowHeight: 40 }, alto(3)],
    ['empty: three rows', { rows: 0, rowHeight: 40 }, alto(3)],
    [
      'empty, a server page first asked for: a full page',
      { rows: 0, rowHeight: 40, loading: true, pageSize: 10 },
      alto(10),
    ],
    ['empty and loading, unpaged: three rows', { rows: 0, rowHeight: 40, loading: true }, alto(3)],
    ['loading with its rows: its rows', { rows: 5, rowHeight: 40, loading: true, pageSize: 50 }, alto(5)],
    ['taller rows', { rows: 4, rowHeight: 52 }, 30 + 4 * 36 + 4],
  ])('%s', (_, entrada, esperado) => {
    expect(contentHeight(entrada)).toBe(esperado);
  });
});
