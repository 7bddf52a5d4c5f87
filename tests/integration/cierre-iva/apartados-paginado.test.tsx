import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/components/theme';
import { VentasApartadas } from '@/features/cierre-iva/components/apartados';
import type { VentaApartada } from '@/features/cierre-iva/worksheet';
import { TestStyles } from '../../render-app';

/*
 * A month at scale lists hundreds of sales apart (not sent, or not read yet while it loads): the list,
 * on the app's DataTable, shows fifty at a time with its pager, and keeps the page while the list grows
 * under it.
 */

const apartada = (n: number): VentaApartada => ({
  motivo: 'noEnviado',
  venta: {
    facturaId: n,
    tipo: 'factura',
    estado: 'noEnviado',
    dia: '2026-10-15',
    clave: '',
    consecutivo: '',
    contraparte: `Cliente ${n}`,
    documento: null,
  },
});
const lista = (n: number) => Array.from({ length: n }, (_, i) => apartada(i + 1));

function renderLista(n: number) {
  const vista = (filas: readonly VentaApartada[]) => (
    <TestStyles>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <VentasApartadas apartadas={filas} />
        </MemoryRouter>
      </ThemeProvider>
    </TestStyles>
  );
  const r = render(vista(lista(n)));
  return { user: userEvent.setup(), rerender: (m: number) => r.rerender(vista(lista(m))) };
}

const tabla = () => screen.getByRole('table', { name: 'Ventas no contadas' });
/**
 * The grid's rows of documents: its rows with a row id (the header row has none). By selector, not by
 * role query: computing the role of every element of fifty grid rows took seconds a call.
 */
const filas = () => [...tabla().querySelectorAll<HTMLElement>('[role="row"][data-id]')];

describe('Ventas no contadas, a page at a time', () => {
  it('shows every row and no pager up to fifty', () => {
    renderLista(50);
    expect(filas()).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Ir a la página siguiente' })).not.toBeInTheDocument();
    expect(screen.getByText('50 registros')).toBeInTheDocument();
  });

  it('shows fifty of 120, the next fifty on the next page, and keeps the page as the list grows', async () => {
    const { user, rerender } = renderLista(120);
    expect(filas()).toHaveLength(50);
    expect(filas()[0]).toHaveTextContent('Cliente 1');
    expect(screen.getByText('1–50 de 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(filas()[0]).toHaveTextContent('Cliente 51');
    expect(filas()).toHaveLength(50);
    rerender(130);
    expect(screen.getByText('51–100 de 130')).toBeInTheDocument();
    // The list shrinks below the page: the last page that remains.
    rerender(40);
    expect(filas()).toHaveLength(40);
    expect(filas()[0]).toHaveTextContent('Cliente 1');
  });
});
