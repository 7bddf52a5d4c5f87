import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart, DoughnutChart } from '@/components/charts';
import { TestStyles } from '../../render-app';

describe('shared charts under jsdom (no canvas)', () => {
  it('name the drawing by its values and show them as a table', () => {
    render(
      <BarChart
        title="Facturas pendientes por mes"
        categoryLabel="Mes"
        labels={['Ene', 'Feb']}
        datasets={[{ label: 'Monto', data: [1500, 0] }]}
        format="money"
      />,
      { wrapper: TestStyles },
    );
    expect(
      screen.getByRole('img', { name: 'Facturas pendientes por mes: Ene ¢1,500.00, Feb ¢0.00' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Facturas pendientes por mes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Mes', 'Monto']);
    expect(within(table).getByRole('row', { name: 'Ene ¢1,500.00' })).toBeInTheDocument();
  });

  it('offer a button per label when the chart leads somewhere', async () => {
    const onSelect = vi.fn();
    render(
      <DoughnutChart
        title="Recibos"
        labels={['Ana', 'Luis']}
        datasets={[{ label: 'Pendientes', data: [2, 5] }]}
        onSelect={onSelect}
        selectLabel={(l) => `Ver pendientes de ${l}`}
      />,
      { wrapper: TestStyles },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver pendientes de Luis' }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });
});
