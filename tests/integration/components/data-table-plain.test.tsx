import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/components/theme';
import { DataTable, type TableQuery } from '@/components/data-table/data-table';
import { dateColumn, moneyColumn, textColumn, type TableColumn } from '@/components/data-table/columns';
import { TestStyles } from '../../render-app';
import { seriousFindings } from '@tests/axe-findings';

type Row = { id: number; nombre: string; total: number; simbol: string; fecha: string; tipo: string };

const columns: TableColumn<Row>[] = [
  textColumn<Row>({ field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 120 }),
  moneyColumn<Row>({ field: 'total', headerName: 'Total', simbol: (r) => r.simbol }),
  dateColumn<Row>({ field: 'fecha', headerName: 'Fecha' }),
  { field: 'clase', headerName: 'Clase', width: 90, valueGetter: (_, r) => r.tipo.toUpperCase() },
  {
    field: 'abrir',
    headerName: 'Abrir',
    width: 90,
    renderCell: ({ row, tabIndex }) => (
      <a href={`#/x/${row.id}`} tabIndex={tabIndex}>
        Abrir {row.nombre}
      </a>
    ),
  },
];

const rows: Row[] = [
  { id: 7, nombre: 'Transportes del Caribe', total: 1234.5, simbol: '$', fecha: '2026-10-31', tipo: 'fe' },
  { id: 9, nombre: 'Almacenes Fiscales', total: 80, simbol: '¢', fecha: '2026-10-02', tipo: 'nc' },
];
/** The app's theme, whose Spanish locale names the pager's buttons. */
const ConTema = ({ children }: { children: ReactNode }) => (
  <TestStyles>
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  </TestStyles>
);
const quieta: TableQuery = { isFetching: false, error: null, refetch: () => undefined };

describe('a plain table (read-only rows without the grid)', () => {
  it('draws every column as the grid would: formatted, aligned, a row per record with its id', async () => {
    const { container } = render(<DataTable plain rows={rows} columns={columns} label="Documentos" />, {
      wrapper: TestStyles,
    });
    const tabla = screen.getByRole('table', { name: 'Documentos' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Total', 'Fecha', 'Clase', 'Abrir']);
    const filas = within(tabla).getAllByRole('row').slice(1);
    expect(filas.map((f) => f.getAttribute('data-id'))).toEqual(['7', '9']);
    expect(
      within(filas[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Transportes del Caribe', '$1,234.50', '31/10/2026', 'FE', 'Abrir Transportes del Caribe']);
    expect(within(filas[1]!).getByRole('cell', { name: '¢80.00' })).toHaveClass('celda--derecha');
    expect(within(filas[1]!).getByRole('link', { name: 'Abrir Almacenes Fiscales' })).toHaveAttribute(
      'href',
      '#/x/9',
    );
    expect(screen.getByText('2 registros')).toBeInTheDocument();
    expect(await seriousFindings(container)).toEqual([]);
  });

  it("is one Tab stop per link, in the rows' order", async () => {
    const user = userEvent.setup();
    render(<DataTable plain rows={rows} columns={columns} label="Documentos" />, { wrapper: TestStyles });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Abrir Transportes del Caribe' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Abrir Almacenes Fiscales' })).toHaveFocus();
  });

  it("says 'Sin filas' when empty, and nothing of the kind while the list is on its way", async () => {
    const { rerender, container } = render(
      <DataTable
        plain
        rows={[]}
        columns={columns}
        label="Documentos"
        query={{ ...quieta, isFetching: true }}
      />,
      { wrapper: TestStyles },
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryByText('Sin filas')).not.toBeInTheDocument();
    expect(await seriousFindings(container)).toEqual([]);
    rerender(<DataTable plain rows={[]} columns={columns} label="Documentos" query={quieta} />);
    expect(screen.getByText('Sin filas')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("pages with the server's footer and shows a failed load with 'Reintentar'", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <DataTable
        plain
        rows={rows}
        columns={columns}
        label="Documentos"
        paging={{ page: 0, pageSize: 2, rowCount: 5, onPageChange }}
      />,
      { wrapper: ConTema },
    );
    expect(screen.getByText('1–2 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    const refetch = vi.fn();
    rerender(
      <DataTable
        plain
        rows={rows}
        columns={columns}
        label="Documentos"
        query={{ isFetching: false, error: new Error('El servidor no respondió'), refetch }}
      />,
    );
    expect(screen.queryByRole('table', { name: 'Documentos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalled();
  });
});
