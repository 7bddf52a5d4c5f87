import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { formatMoney } from '@/lib/money';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp, type Role } from '../../render-app';

const PAGE = '/default-layout/cliente-tarifas/2';
const CLIENTE = 'Importadora Centroamericana de Repuestos S.A.';
const tarifasDe = (clienteId: number) => getDb().tarifas.filter((t) => t.clienteId === clienteId);

/**
 * Types `text` in one go: clicks the field, then pastes. The rows' fields check their whole value, not
 * each keystroke, and every keystroke of user.type re-renders the row.
 */
async function escribir(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function open(role: Role = 'coordinador') {
  const view = await renderApp(PAGE, { role });
  await screen.findByRole('heading', { name: 'Listado Tarifas' }, { timeout: 20_000 });
  await screen.findByRole('heading', { name: `Tarifas para ${CLIENTE}` });
  const table = screen.getByRole('table', { name: 'Tarifas del cliente' });
  return { ...view, table };
}

describe('Listado Tarifas', { timeout: 60_000 }, () => {
  it("lists the client's tariffs: Servicio, Detalle, Monto with the row's currency, Moneda, Observacion", async () => {
    const { table } = await open();
    for (const header of ['Servicio', 'Detalle', 'Monto', 'Moneda', 'Observacion', 'Acciones']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const db = getDb();
    const tarifas = tarifasDe(2);
    expect(tarifas.length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + tarifas.length);
    for (const t of tarifas) {
      const row = within(table).getByText(t.nombre).closest('tr')!;
      const moneda = db.tiposCambio.get(t.tipoCambioId)!;
      expect(row).toHaveTextContent(db.serviciosCorreduria.get(t.servicioId)!.nombre);
      expect(row).toHaveTextContent(formatMoney(t.monto, moneda.simbol));
      expect(row).toHaveTextContent(moneda.nombre);
      expect(within(row).getByRole('button', { name: `Editar ${t.nombre}` })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `Borrar ${t.nombre}` })).toBeInTheDocument();
    }
    expect(within(table).getByText('$106.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/clientes',
    );
    expect(screen.getByRole('button', { name: 'Nueva Tarifa' })).toBeInTheDocument();
  });

  it('a new row starts with the first service and the first exchange rate, checks its fields, and saves', async () => {
    const before = tarifasDe(2).length;
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: 'Nueva Tarifa' }));
    const row = screen.getByRole('textbox', { name: 'Detalle' }).closest('tr')!;
    expect(within(row).getByRole('combobox', { name: 'Servicio' })).toHaveTextContent('Desalmacenaje');
    expect(within(row).getByRole('combobox', { name: 'Moneda' })).toHaveTextContent('Colones');
    expect(within(row).getByRole('textbox', { name: 'Detalle' })).toHaveFocus();
    expect(row).toHaveTextContent('¢');

    await user.click(within(row).getByRole('button', { name: 'Guardar tarifa nueva' }));
    expect(await within(row).findByText('El detalle es requerido')).toBeInTheDocument();
    expect(within(row).getByText('El monto debe ser mayor a 0')).toBeInTheDocument();
    await escribir(user, within(row).getByRole('textbox', { name: 'Monto' }), 'abc');
    expect(within(row).getByText('El monto debe ser un valor numérico válido')).toBeInTheDocument();
    expect(tarifasDe(2)).toHaveLength(before);

    await escribir(user, within(row).getByRole('textbox', { name: 'Detalle' }), 'Transporte Caldera – GAM');
    await user.clear(within(row).getByRole('textbox', { name: 'Monto' }));
    await escribir(user, within(row).getByRole('textbox', { name: 'Monto' }), '1,250.50');
    await user.click(within(row).getByRole('combobox', { name: 'Servicio' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Transporte local' }),
    );
    await user.click(within(row).getByRole('combobox', { name: 'Moneda' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Dólares' }));
    expect(row).toHaveTextContent('$');
    await escribir(user, within(row).getByRole('textbox', { name: 'Observacion' }), 'Más IVA');
    await user.click(within(row).getByRole('button', { name: 'Guardar tarifa nueva' }));

    expect(await expectFlash('La tarifa fue guardada')).toMatchObject({ kind: 'success' });
    const saved = tarifasDe(2).find((t) => t.nombre === 'Transporte Caldera – GAM')!;
    expect(saved).toMatchObject({ monto: 1250.5, tipoCambioId: 2, servicioId: 5, observacion: 'Más IVA' });
    expect(saved.id).toBeLessThan(1000);
    const view = within(table).getByText('Transporte Caldera – GAM').closest('tr')!;
    expect(view).toHaveTextContent('$1,250.50');
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();

    // The row took the server's id: editing it again updates that same tariff.
    await user.click(within(view).getByRole('button', { name: 'Editar Transporte Caldera – GAM' }));
    const monto = within(table).getByRole('textbox', { name: 'Monto' });
    expect(monto).toHaveValue('1,250.50');
    await user.clear(monto);
    await user.paste('1300');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(getDb().tarifas.get(saved.id)?.monto).toBe(1300));
    expect(tarifasDe(2)).toHaveLength(before + 1);
  });

  it("shows a field's message as the user leaves it (V9), not before", async () => {
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: 'Nueva Tarifa' }));
    expect(within(table).getByRole('textbox', { name: 'Detalle' })).toHaveFocus();
    expect(within(table).queryByText('El detalle es requerido')).not.toBeInTheDocument();
    await user.tab(); // from Detalle to Monto
    expect(await within(table).findByText('El detalle es requerido')).toBeInTheDocument();
    expect(within(table).queryByText('El monto debe ser mayor a 0')).not.toBeInTheDocument();
    await escribir(user, within(table).getByRole('textbox', { name: 'Monto' }), '12,5');
    await user.tab();
    expect(await within(table).findByText('El monto debe ser un valor numérico válido')).toBeInTheDocument();
    await escribir(user, within(table).getByRole('textbox', { name: 'Detalle' }), 'Bodegaje mensual');
    expect(within(table).queryByText('El detalle es requerido')).not.toBeInTheDocument();
    // A row opened afresh starts without messages.
    await user.click(screen.getByRole('button', { name: 'Cancelar tarifa nueva' }));
    await user.click(screen.getByRole('button', { name: 'Nueva Tarifa' }));
    expect(within(table).queryByText(/El detalle es requerido|El monto debe/)).not.toBeInTheDocument();
  });

  it('keeps one row open: the two alerts while adding and while editing', async () => {
    const { user } = await open();
    const [first, second] = tarifasDe(2);
    await user.click(screen.getByRole('button', { name: 'Nueva Tarifa' }));
    for (const target of ['Nueva Tarifa', `Editar ${first!.nombre}`]) {
      await user.click(screen.getByRole('button', { name: target }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        'Debe finalizar de agregar la nueva tarifa, presione el botón Guardar o Cancelar para cancelar los cambios.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    }
    await user.click(screen.getByRole('button', { name: 'Cancelar tarifa nueva' }));

    await user.click(screen.getByRole('button', { name: `Editar ${first!.nombre}` }));
    for (const target of ['Nueva Tarifa', `Editar ${second!.nombre}`]) {
      await user.click(screen.getByRole('button', { name: target }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        'Debe finalizar la edicion de la tarifa que tiene abierta. Debe cancelar o guardar los cambios.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    }
    expect(screen.getAllByRole('textbox', { name: 'Detalle' })).toHaveLength(1);
  });

  it('cancelling a new row removes it; cancelling an edit restores the row', async () => {
    const [first] = tarifasDe(2);
    const { user, table } = await open();
    const rows = within(table).getAllByRole('row').length;
    await user.click(screen.getByRole('button', { name: 'Nueva Tarifa' }));
    expect(within(table).getAllByRole('row')).toHaveLength(rows + 1);
    await user.click(screen.getByRole('button', { name: 'Cancelar tarifa nueva' }));
    expect(within(table).getAllByRole('row')).toHaveLength(rows);

    await user.click(screen.getByRole('button', { name: `Editar ${first!.nombre}` }));
    const detalle = within(table).getByRole('textbox', { name: 'Detalle' });
    expect(detalle).toHaveValue(first!.nombre);
    await user.clear(detalle);
    await user.paste('Otro detalle');
    await user.keyboard('{Escape}');
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(table).getByText(first!.nombre)).toBeInTheDocument();
    expect(getDb().tarifas.get(first!.id)?.nombre).toBe(first!.nombre);
  });

  it('asks before leaving a row with unsaved changes', async () => {
    const [first] = tarifasDe(2);
    const { user, router, table } = await open();
    await user.click(screen.getByRole('button', { name: `Editar ${first!.nombre}` }));
    await user.type(within(table).getByRole('textbox', { name: 'Observacion' }), ' (revisar)');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe(PAGE);
    await user.click(screen.getByRole('button', { name: `Cancelar ${first!.nombre}` }));
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/clientes'));
  });

  it('deletes after "Desea Eliminar la tarifa \'{name}\'"', async () => {
    const [first] = tarifasDe(2);
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: `Borrar ${first!.nombre}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Desea Eliminar la tarifa '${first!.nombre}'`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(getDb().tarifas.get(first!.id)).toBeDefined();
    await user.click(screen.getByRole('button', { name: `Borrar ${first!.nombre}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    expect(await expectFlash('La tarifa fue eliminada')).toMatchObject({ kind: 'success' });
    expect(getDb().tarifas.get(first!.id)).toBeUndefined();
    await waitFor(() => expect(within(table).queryByText(first!.nombre)).not.toBeInTheDocument());
  });

  it('says why a delete failed and keeps the tariff', async () => {
    server.use(
      http.delete('*/api/cliente/tarifa/delete', () =>
        HttpResponse.json({ message: 'La tarifa está en uso en una factura' }, { status: 409 }),
      ),
    );
    const [first] = tarifasDe(2);
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: `Borrar ${first!.nombre}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Se produjo un error cuando se estaba intentando eliminar la tarifa');
    expect(alert).toHaveTextContent('La tarifa está en uso en una factura');
    expect(within(table).getByText(first!.nombre)).toBeInTheDocument();
    expect(getDb().tarifas.get(first!.id)).toBeDefined();
  });

  it('says why a save failed and keeps the row open with what was typed', async () => {
    server.use(
      http.post('*/api/cliente/tarifa/create', () =>
        HttpResponse.json({ message: 'Servidor en mantenimiento' }, { status: 503 }),
      ),
    );
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: 'Nueva Tarifa' }));
    await escribir(user, within(table).getByRole('textbox', { name: 'Detalle' }), 'Bodegaje mensual');
    await escribir(user, within(table).getByRole('textbox', { name: 'Monto' }), '25000');
    await user.click(screen.getByRole('button', { name: 'Guardar tarifa nueva' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Se produjo un error cuando se estaba intentando guardar la tarifa');
    expect(alert).toHaveTextContent('Servidor en mantenimiento');
    expect(within(table).getByRole('textbox', { name: 'Detalle' })).toHaveValue('Bodegaje mensual');
    expect(within(table).getByRole('textbox', { name: 'Monto' })).toHaveValue('25000');
  });

  it("shows the server's message and 'Reintentar' when the tariffs cannot be loaded", async () => {
    server.use(
      http.get('*/api/cliente/tarifa/data/list', () =>
        HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(PAGE, { role: 'admin' });
    expect(await screen.findByText('Servicio no disponible', {}, { timeout: 20_000 })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: `Tarifas para ${CLIENTE}` })).toBeInTheDocument();
  });

  it("shows the server's message and 'Reintentar' when the client does not exist", async () => {
    await renderApp('/default-layout/cliente-tarifas/999', { role: 'admin' });
    expect(await screen.findByText('El cliente 999 no existe', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva Tarifa' })).not.toBeInTheDocument();
  });
});
