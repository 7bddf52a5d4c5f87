import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable, type TableQuery } from '@/components/data-table/data-table';
import { TestStyles } from '../../render-app';

type Row = { id: number; nombre: string };
const columns: GridColDef<Row>[] = [{ field: 'nombre', headerName: 'Nombre', flex: 1 }];
const fetching: TableQuery = { isFetching: true, error: null, refetch: () => undefined };

async function seriousFindings(container: HTMLElement) {
  const { violations } = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    resultTypes: ['violations'],
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`);
}

describe('a list while it is asked again (issue 24 §3: audited before it settles)', () => {
  it('keeps its rows under a named loading bar, and axe finds nothing serious', async () => {
    const rows = [
      { id: 1, nombre: 'Transportes del Caribe' },
      { id: 2, nombre: 'Almacenes Fiscales' },
    ];
    const { container } = render(
      <DataTable rows={rows} columns={columns} label="Clientes" query={fetching} />,
      { wrapper: TestStyles },
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Transportes del Caribe' })).toBeInTheDocument();
    expect(await seriousFindings(container)).toEqual([]);
  });

  it('shows its first load as skeleton rows, and axe finds nothing serious', async () => {
    const { container } = render(
      <DataTable rows={[]} columns={columns} label="Clientes" query={fetching} />,
      { wrapper: TestStyles },
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await seriousFindings(container)).toEqual([]);
  });
});
