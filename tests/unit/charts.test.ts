import { chartSummary, formatChartValue } from '@/components/charts';

describe('formatChartValue', () => {
  it.each([
    [1234, 'count', undefined, '1,234'],
    [0, 'count', undefined, '0'],
    [1234.5, 'money', undefined, '¢1,234.50'],
    [99.999, 'money', '$', '$100.00'],
    [-5, 'money', undefined, '-¢5.00'],
  ] as const)('%s as %s (%s) → %s', (value, format, simbol, text) => {
    expect(formatChartValue(value, format, simbol)).toBe(text);
  });
});

describe('chartSummary', () => {
  it('names every value of one series after the title', () => {
    expect(
      chartSummary({
        title: 'Recibos por estado TICA',
        labels: ['NA', 'DUA ANTICIPADO'],
        datasets: [{ label: 'Recibos', data: [3, 1200] }],
      }),
    ).toBe('Recibos por estado TICA: NA 3, DUA ANTICIPADO 1,200');
  });

  it('names each series when there are several, with money', () => {
    expect(
      chartSummary({
        title: 'Monto por cliente',
        labels: ['A', 'B'],
        format: 'money',
        datasets: [
          { label: 'Colones', data: [1, 2.5] },
          { label: 'Dólares', data: [0, 10] },
        ],
      }),
    ).toBe('Monto por cliente. Colones: A ¢1.00, B ¢2.50; Dólares: A ¢0.00, B ¢10.00');
  });

  it('says there is no data when every value is zero or there are no labels', () => {
    expect(chartSummary({ title: 'T', labels: ['A'], datasets: [{ label: 'x', data: [0] }] })).toBe(
      'T: sin datos',
    );
    expect(chartSummary({ title: 'T', labels: [], datasets: [] })).toBe('T: sin datos');
  });
});
