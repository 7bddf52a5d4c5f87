import { render, screen } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable, type TableQuery } from '@/components/data-table/data-table';
import { TestStyles } from '../../render-app';
import { seriousFindings } from '@tests/axe-findings';

type Row = { id: number; nombre: string };
const columns: GridColDef<Row>[] = [{ field: 'nombre', headerName: 'Nombre', flex: 1 }];
const fetching: TableQuery = { isFetching: true, error: null, refetch: () => undefined };

describe('a list while it is asked again (audited before it settles)', () => {
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
