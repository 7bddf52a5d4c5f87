import { screen, waitFor, within } from '@testing-library/react';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const PAGE = '/default-layout/clientes';

async function openFilteredList() {
  const view = await renderApp(`${PAGE}?filtro=orosi`, { role: 'admin' });
  const grid = await screen.findByRole('grid', { name: 'Listado Clientes' }, { timeout: 20_000 });
  await within(grid).findByText('Textiles Orosi S.A.');
  await view.user.click(within(grid).getByRole('link', { name: 'Editar Textiles Orosi S.A.' }));
  await screen.findByRole('heading', { name: 'Cliente Textiles Orosi S.A.' }, { timeout: 20_000 });
  return view;
}

describe('a form returns to its list as the user left it (B4)', { timeout: 60_000 }, () => {
  // One render for the three ways back: each opens the form again from the list it came back to (three
  // forms opened in one test, hence its longer time on a busy machine).
  it(
    'Regresar, Cancelar and a successful save each go back to the filtered list',
    { timeout: 120_000 },
    async () => {
      const { user, router } = await openFilteredList();
      const back = screen.getByRole('link', { name: 'Regresar' });
      expect(back).toHaveAttribute('href', '#/default-layout/clientes?filtro=orosi');
      await user.click(back);
      await waitFor(() => expect(currentPath(router)).toBe(`${PAGE}?filtro=orosi`));
      expect(await screen.findByRole('textbox', { name: 'Buscar por nombre' })).toHaveValue('orosi');
      expect(await screen.findByText('1 registro')).toBeInTheDocument();

      const editar = async () => {
        const grid = await screen.findByRole('grid', { name: 'Listado Clientes' }, { timeout: 20_000 });
        await user.click(await within(grid).findByRole('link', { name: 'Editar Textiles Orosi S.A.' }));
        await screen.findByRole('heading', { name: 'Cliente Textiles Orosi S.A.' });
      };
      await editar();
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(currentPath(router)).toBe(`${PAGE}?filtro=orosi`));

      await editar();
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await expectFlash('El cliente ha sido actualizado')).toMatchObject({ kind: 'success' });
      // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
      await waitFor(() => expect(currentPath(router)).toBe(`${PAGE}?filtro=orosi`), { timeout: 20_000 });
    },
  );

  it('the menu opens the list afresh, and a cleared filter is forgotten', async () => {
    const { user, router } = await openFilteredList();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('link', { name: 'Registro Clientes' }));
    await waitFor(() => expect(currentPath(router)).toBe(PAGE));
    expect(await screen.findByText('40 registros')).toBeInTheDocument();
    // The list is now unfiltered: a form's Regresar comes back to it unfiltered.
    await user.click(screen.getByRole('link', { name: 'Nuevo Cliente' }));
    await screen.findByRole('heading', { name: 'Nuevo Cliente' });
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', `#${PAGE}`);
  });
});

describe('the receipt pages return to Listado Recibos as the user left it (B4)', { timeout: 60_000 }, () => {
  it("the receipt form's Regresar keeps the list's Estado", async () => {
    const LIST = '/default-layout/recibos';
    // Narrowed by a client's name: the page then draws a few rows, not every finished receipt.
    const { user, router } = await renderApp(`${LIST}?estado=FINALIZADO&filtro=orosi`, { role: 'admin' });
    const grid = await screen.findByRole('grid', { name: 'Listado Recibos' }, { timeout: 20_000 });
    const editar = await waitFor(() => {
      const links = within(grid).getAllByRole('link', { name: /^Editar recibo / });
      expect(links.length).toBeGreaterThan(0);
      return links[0]!;
    });
    await user.click(editar);
    await waitFor(() => expect(currentPath(router)).toMatch(/\/add-recibo\/\d+$/));
    const back = await screen.findByRole('link', { name: 'Regresar' }, { timeout: 20_000 });
    expect(back).toHaveAttribute('href', `#${LIST}?estado=FINALIZADO&filtro=orosi`);
    await user.click(back);
    await waitFor(() => expect(currentPath(router)).toBe(`${LIST}?estado=FINALIZADO&filtro=orosi`));
    expect(await screen.findByRole('combobox', { name: 'Estado' })).toHaveTextContent('FINALIZADO');
  });
});
