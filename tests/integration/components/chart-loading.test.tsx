import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { TestStyles } from '../../render-app';

// The drawing's module never arrives: the chart stays on its loading placeholder, as on a slow line.
vi.mock('@/components/charts/chart-canvas', () => new Promise(() => {}));

describe('a chart while chart.js loads', () => {
  // …and leave none of these modules, which believe this browser draws, to the files after it.
  afterAll(() => vi.resetModules());

  beforeEach(() => {
    // A browser that can draw: the frame then waits for chart.js instead of showing its table.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
  });

  it('shows its placeholder, is named by its values, and axe finds nothing serious', async () => {
    // The suite shares modules between files: load the charts afresh, so that they ask this browser
    // whether it can draw (the answer is kept once asked).
    vi.resetModules();
    const { BarChart } = await import('@/components/charts');
    const { container } = render(
      <BarChart
        title="Recibos por estado TICA"
        labels={['NA', 'DUA']}
        datasets={[{ label: 'Recibos', data: [3, 1] }]}
      />,
      { wrapper: TestStyles },
    );
    expect(screen.getByRole('img', { name: 'Recibos por estado TICA: NA 3, DUA 1' })).toBeInTheDocument();
    expect(container.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const { violations } = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      resultTypes: ['violations'],
    });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    // Still loading when audited: the audit saw the placeholder, not the drawing.
    expect(container.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
  });
});
