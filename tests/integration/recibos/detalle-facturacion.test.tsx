import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash, postedFlashes } from '../../notices-record';
import { renderApp, type Role } from '../../render-app';
import { facturasDe, recibo, trackApi } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const editar = (id: number) => `/default-layout/add-recibo/${id}`;

/** A FINALIZADO receipt whose invoices match `predicate` (all of them when `every`). */
function finalizadoCon(predicate: (f: ReturnType<typeof facturasDe>[number]) => boolean, n?: number) {
  return recibo((r) => {
    if (r.estado !== 'FINALIZADO') return false;
    const fs = facturasDe(r.id);
    return (n === undefined || fs.length === n) && fs.some(predicate);
  });
}

async function abrir(id: number, role: Role) {
  const view = await renderApp(editar(id), { role });
  await screen.findByRole('heading', { name: `Recibo ${getDb().recibos.get(id)!.recibo}` });
  return view;
}

const tabla = () => screen.getByRole('table', { name: 'Detalle de Facturación' });
const fila = (facturaId: number) =>
  within(tabla())
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(facturaId))!;

describe('Detalle de Facturación', () => {
  it('is absent on a PENDIENTE receipt', async () => {
    const r = recibo((x) => x.estado === 'PENDIENTE' && x.encargadoId === 4);
    await abrir(r.id, 'usuario');
    expect(screen.queryByRole('table', { name: 'Detalle de Facturación' })).not.toBeInTheDocument();
  });

  it('lists the invoices of a FINALIZADO receipt: Factura, Encargado, Fecha (dd/MM/yyyy HH:mm), Exportar, Acciones', async () => {
    const r = finalizadoCon(() => true, 2);
    const fs = facturasDe(r.id);
    await abrir(r.id, 'admin');
    expect(
      within(tabla())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Factura', 'Encargado', 'Fecha', 'Exportar', 'Acciones']);
    const rows = within(tabla()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const f = fs[0]!;
    const [date, time] = f.fechaFacturacion.split('T');
    const [y, m, d] = date!.split('-');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual([
      String(f.id),
      getDb().usuarios.get(f.encargadoId)!.nombre,
      `${d}/${m}/${y} ${time!.slice(0, 5)}`,
    ]);
  });

  it('offers Editar to anyone on an unsent invoice, leading to the invoice form of the receipt', async () => {
    const r = recibo(
      (x) =>
        x.estado === 'FINALIZADO' &&
        x.encargadoId === 4 &&
        facturasDe(x.id).some((f) => f.enviadaHacienda === 0),
    );
    const f = facturasDe(r.id).find((x) => x.enviadaHacienda === 0)!;
    await abrir(r.id, 'usuario');
    expect(within(fila(f.id)).getByRole('link', { name: `Editar factura ${f.id}` })).toHaveAttribute(
      'href',
      `#/default-layout/add-edit-factura/${r.id}/${f.id}`,
    );
  });

  it('hides Editar on a sent invoice and shows ANULADA on an annulled one', async () => {
    const r = finalizadoCon((f) => f.enviadaHacienda === 2);
    await abrir(r.id, 'admin');
    for (const f of facturasDe(r.id)) {
      const row = fila(f.id);
      const editarVisible = !!within(row).queryByRole('link', { name: `Editar factura ${f.id}` });
      expect(editarVisible).toBe(f.enviadaHacienda === 0);
      expect(!!within(row).queryByText('ANULADA')).toBe(f.enviadaHacienda === 2);
      if (f.enviadaHacienda === 2) {
        expect(within(row).queryByRole('button', { name: /^(Liberar|Anular)/ })).not.toBeInTheDocument();
      }
    }
  });

  // The wiring, one role each way: every role × invoice is unit recibos-rules › TABLE.
  it.each([
    ['admin', true],
    ['usuario', false],
  ] as const)('Liberar (reversible) and Anular Factura (sent) for %s: %s', async (role, visible) => {
    const r = recibo(
      (x) =>
        x.estado === 'FINALIZADO' &&
        x.encargadoId === 4 &&
        facturasDe(x.id).some((f) => f.reversible) &&
        facturasDe(x.id).some((f) => f.enviadaHacienda === 1),
    );
    await abrir(r.id, role);
    for (const f of facturasDe(r.id)) {
      const row = fila(f.id);
      expect(!!within(row).queryByRole('button', { name: `Liberar factura ${f.id}` })).toBe(
        visible && f.reversible,
      );
      expect(!!within(row).queryByRole('button', { name: `Anular Factura ${f.id}` })).toBe(
        visible && f.enviadaHacienda === 1,
      );
    }
  });

  it('Liberar removes the invoice; with none left the receipt is PENDIENTE again and the table goes', async () => {
    const r = finalizadoCon((f) => f.reversible, 1);
    const f = facturasDe(r.id)[0]!;
    const { user } = await abrir(r.id, 'admin');
    expect(screen.getByLabelText('Estado: FINALIZADO')).toBeInTheDocument();
    await user.click(within(fila(f.id)).getByRole('button', { name: `Liberar factura ${f.id}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Liberar' }));
    expect(await expectFlash(`La liberación de la factura ${f.id} fue realizada`)).toMatchObject({
      kind: 'success',
    });
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Detalle de Facturación' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Estado: PENDIENTE')).toBeInTheDocument();
    expect(getDb().facturas.get(f.id)!.reciboId).toBeNull();
    expect(getDb().recibos.get(r.id)).toMatchObject({
      estado: 'PENDIENTE',
      estaFacturado: 0,
      fechaFin: null,
    });
  });

  it('Liberar one of two invoices keeps the receipt FINALIZADO with the other', async () => {
    const r = finalizadoCon((f) => f.reversible, 2);
    const f = facturasDe(r.id).find((x) => x.reversible)!;
    const otra = facturasDe(r.id).find((x) => x.id !== f.id)!;
    const { user } = await abrir(r.id, 'admin');
    await user.click(within(fila(f.id)).getByRole('button', { name: `Liberar factura ${f.id}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Liberar' }));
    await expectFlash(`La liberación de la factura ${f.id} fue realizada`);
    await waitFor(() => expect(within(tabla()).getAllByRole('row')).toHaveLength(2));
    expect(fila(otra.id)).toBeDefined();
    expect(screen.getByLabelText('Estado: FINALIZADO')).toBeInTheDocument();
    expect(getDb().recibos.get(r.id)!.estado).toBe('FINALIZADO');
  });

  it('cancelling Liberar changes nothing', async () => {
    const api = trackApi();
    const r = finalizadoCon((f) => f.reversible);
    const f = facturasDe(r.id).find((x) => x.reversible)!;
    const { user } = await abrir(r.id, 'admin');
    await user.click(within(fila(f.id)).getByRole('button', { name: `Liberar factura ${f.id}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.to('/api/factura/revertir')).toHaveLength(0);
    expect(getDb().facturas.get(f.id)!.reciboId).toBe(r.id);
  });

  it('Anular Factura warns, asks Hacienda, then shows the invoice as ANULADA', async () => {
    const r = finalizadoCon((f) => f.enviadaHacienda === 1);
    const f = facturasDe(r.id).find((x) => x.enviadaHacienda === 1)!;
    const { user } = await abrir(r.id, 'admin');
    await user.click(within(fila(f.id)).getByRole('button', { name: `Anular Factura ${f.id}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular Factura' }),
    );
    await waitFor(() =>
      expect(postedFlashes().map((x) => [x.kind, x.message])).toEqual([
        ['info', 'Se esta enviando la peticion para Anular al emisor de facturas electronicas'],
        ['success', 'El proceso de anular ha sido iniciado'],
      ]),
    );
    expect(within(fila(f.id)).getByText('ANULADA')).toBeInTheDocument();
    expect(
      within(fila(f.id)).queryByRole('button', { name: `Anular Factura ${f.id}` }),
    ).not.toBeInTheDocument();
    expect(getDb().facturas.get(f.id)).toMatchObject({ enviadaHacienda: 2, estado: 'Anulada' });
  });

  it('says why when Anular Factura fails, and the invoice keeps its actions', async () => {
    server.use(
      http.get('*/api/factura/nota-credito-hacienda', () =>
        HttpResponse.json({ message: 'Hacienda no responde' }, { status: 502 }),
      ),
    );
    const r = finalizadoCon((f) => f.enviadaHacienda === 1);
    const f = facturasDe(r.id).find((x) => x.enviadaHacienda === 1)!;
    const { user } = await abrir(r.id, 'admin');
    await user.click(within(fila(f.id)).getByRole('button', { name: `Anular Factura ${f.id}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular Factura' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Se produjo un error cuando se estaba intentando anular la factura ${f.id}`,
    );
    expect(alert).toHaveTextContent('Hacienda no responde');
    expect(within(fila(f.id)).queryByText('ANULADA')).not.toBeInTheDocument();
    expect(within(fila(f.id)).getByRole('button', { name: `Anular Factura ${f.id}` })).toBeEnabled();
    expect(getDb().facturas.get(f.id)!.enviadaHacienda).toBe(1);
  });

  it('says why when Liberar fails', async () => {
    server.use(
      http.get('*/api/factura/revertir', () =>
        HttpResponse.json({ message: 'La factura ya fue enviada' }, { status: 409 }),
      ),
    );
    const r = finalizadoCon((f) => f.reversible);
    const f = facturasDe(r.id).find((x) => x.reversible)!;
    const { user } = await abrir(r.id, 'admin');
    await user.click(within(fila(f.id)).getByRole('button', { name: `Liberar factura ${f.id}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Liberar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Se produjo un error cuando se estaba intentando liberar la factura ${f.id}`,
    );
    expect(alert).toHaveTextContent('La factura ya fue enviada');
    expect(fila(f.id)).toBeDefined();
  });

  it("Exportar downloads the invoice's PDF as 'factura {facturaId}- (R{reciboId}).pdf'", async () => {
    const api = trackApi();
    const r = recibo((x) => x.estado === 'FINALIZADO' && x.encargadoId === 4);
    const f = facturasDe(r.id)[0]!;
    const { user } = await abrir(r.id, 'usuario');
    await user.click(within(fila(f.id)).getByRole('button', { name: `PDF de la factura ${f.id}` }));
    const nombre = `factura ${f.id}- (R${r.id}).pdf`;
    expect(await expectFlash(`La factura fue descargada, el nombre del archivo es: ${nombre}`)).toMatchObject(
      { kind: 'success' },
    );
    expect(saveAs).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveAs).mock.calls[0]!;
    expect(name).toBe(nombre);
    expect((blob as Blob).type).toBe('application/pdf');
    expect((await (blob as Blob).text()).startsWith('%PDF-')).toBe(true);
    expect(Object.fromEntries(api.to('/api/export/pdf/factura')[0]!.url.searchParams)).toEqual({
      facturaId: String(f.id),
    });
  });

  it('says why when the PDF cannot be downloaded', async () => {
    server.use(
      http.get('*/api/export/pdf/factura', () =>
        HttpResponse.json({ message: 'El PDF de la factura no está disponible' }, { status: 404 }),
      ),
    );
    const r = recibo((x) => x.estado === 'FINALIZADO' && x.encargadoId === 4);
    const f = facturasDe(r.id)[0]!;
    const { user } = await abrir(r.id, 'usuario');
    await user.click(within(fila(f.id)).getByRole('button', { name: `PDF de la factura ${f.id}` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Se produjo un error cuando se estaba intentando descargar la factura ${f.id}`,
    );
    expect(alert).toHaveTextContent('El PDF de la factura no está disponible');
    expect(saveAs).not.toHaveBeenCalled();
  });
});
