import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { recibo, trackApi } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const page = (id: number) => `/default-layout/facturar-manual/${id}`;
const NO_CORRELACIONADO =
  'El recibo no esta correlacionado. Primero debe correlacionarlo para poder asignar manualmente la factura';

/** The client's unassigned, live invoices, newest first. */
const candidatas = (clienteId: number) =>
  getDb()
    .facturas.filter((f) => f.reciboId === null && f.clienteId === clienteId && f.estado !== 'Anulada')
    .sort((a, b) => b.id - a.id)
    .map((f) => f.id);

const correlacionado = () =>
  recibo((r) => r.estado === 'PENDIENTE' && r.corelacionId > 0 && candidatas(r.clienteId).length > 1);

describe('Facturación manual', () => {
  it('is for admins and coordinators only', async () => {
    const { router } = await renderApp(page(correlacionado().id), { role: 'usuario' });
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login/));
  });

  it('sends a receipt that is not correlated back to the list with the message', async () => {
    const r = recibo((x) => x.estado === 'PENDIENTE' && !x.corelacionId);
    const { router } = await renderApp(page(r.id), { role: 'admin' });
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'));
    expect(await expectFlash(NO_CORRELACIONADO)).toMatchObject({ kind: 'danger', duration: 4000 });
  });

  it('refuses a correlated receipt that is already FINALIZADO the same way', async () => {
    const r = recibo((x) => x.estado === 'FINALIZADO' && x.corelacionId > 0);
    const { router } = await renderApp(page(r.id), { role: 'coordinador' });
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'));
    expect(await expectFlash(NO_CORRELACIONADO)).toMatchObject({ kind: 'danger', duration: 4000 });
  });

  it('shows the correlation read-only and the candidate invoices of the same client', async () => {
    const r = correlacionado();
    const { user } = await renderApp(page(r.id), { role: 'coordinador' });
    expect(await screen.findByRole('heading', { name: `Facturacion Recibo: ${r.id}` })).toBeInTheDocument();
    const correlacion = screen.getByRole('textbox', { name: 'Correlación' });
    expect(correlacion).toHaveValue(String(r.corelacionId));
    expect(correlacion).toHaveAttribute('readonly');
    await user.click(screen.getByRole('combobox', { name: 'Factura' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(candidatas(r.clienteId).map((id) => `Factura ${id}`));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/recibos',
    );
  });

  it("'Asignar Factura' without a choice asks for one", async () => {
    const api = trackApi();
    const r = correlacionado();
    const { user } = await renderApp(page(r.id), { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Asignar Factura' }));
    expect(await expectFlash('Por favor seleccionar una factura')).toMatchObject({ kind: 'danger' });
    expect(api.to('/api/recibo/data/facturacion')).toHaveLength(0);
  });

  it('assigns the invoice: the receipt is FINALIZADO, the flash lasts 10 s, back to the list', async () => {
    const api = trackApi();
    const r = correlacionado();
    const facturaId = candidatas(r.clienteId)[1]!;
    const { user, router } = await renderApp(page(r.id), { role: 'admin' });
    await user.click(await screen.findByRole('combobox', { name: 'Factura' }));
    await user.click(await screen.findByRole('option', { name: `Factura ${facturaId}` }));
    await user.click(screen.getByRole('button', { name: 'Asignar Factura' }));
    expect(await expectFlash('Se asigno la factura exitosamente')).toMatchObject({
      kind: 'success',
      duration: 10_000,
    });
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'), { timeout: 20_000 });
    const put = api.to('/api/recibo/data/facturacion')[0]!;
    expect(put.method).toBe('PUT');
    expect(getDb().recibos.get(r.id)).toMatchObject({ estado: 'FINALIZADO', estaFacturado: 1 });
    expect(getDb().facturas.get(facturaId)!.reciboId).toBe(r.id);
  });

  it('sends { id, recibo, facturaId, corelacionId } and says why when the assignment fails', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/recibo/data/facturacion', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'La factura ya fue asignada' }, { status: 409 });
      }),
    );
    const r = correlacionado();
    const facturaId = candidatas(r.clienteId)[0]!;
    const { user, router } = await renderApp(page(r.id), { role: 'admin' });
    await user.click(await screen.findByRole('combobox', { name: 'Factura' }));
    await user.click(await screen.findByRole('option', { name: `Factura ${facturaId}` }));
    await user.click(screen.getByRole('button', { name: 'Asignar Factura' }));
    const alert = await expectFlash('Se produjo un error cuando se estaba intentando actualizar un recibo');
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('La factura ya fue asignada');
    expect(body).toEqual({ id: r.id, recibo: r.recibo, facturaId, corelacionId: r.corelacionId });
    expect(currentPath(router)).toBe(page(r.id));
  });
});
