import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { estadistica } from '@mocks/handlers/usuario';
import { server } from '@mocks/node';
import { accionesVistas, esperarEtiquetaEnNombre, etiquetaVista } from '../../label-in-name';
import { demoUser, renderApp } from '../../render-app';
import { dataRows, facturasDe, recibo } from '../recibos/helpers';

/*
 * WCAG 2.5.3, label in name: a voice user says what a row action shows (its tooltip, or its text), so
 * every row action's accessible name begins with it, then names the row (decision F38).
 */

vi.setConfig({ testTimeout: 60_000 });

/** D-M-YYYY of an ISO date-time. */
const dia = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d}-${m}-${y}`;
};

/** A list with its rows: a DataGrid, or plain rows with the table role (Listado Facturas). */
async function grid(name: string, role: 'grid' | 'table' = 'grid') {
  const g = await screen.findByRole(role, { name }, { timeout: 30_000 });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}

const celda = (row: HTMLElement, field: string) => row.querySelector<HTMLElement>(`[data-field="${field}"]`)!;

describe('Row actions: the name begins with what the action shows', () => {
  it("Listado Facturas: a blocked 'Obtener Respuesta' begins with its label and says the time it shows", async () => {
    const empresaId = demoUser('admin').empresaId;
    const f = getDb().facturas.find(
      (x) =>
        x.empresaId === empresaId &&
        x.estadoHacienda === 'no_aceptado_rechazado' &&
        x.estado !== 'Anulada' &&
        !x.enviando,
    )!;
    server.use(
      http.get('*/api/factura/check-status-hacienda', () =>
        HttpResponse.json({ result: -1, resultStr: 'procesando' }),
      ),
    );
    const { user } = await renderApp(
      `/default-layout/facturas?fechaInicio=${dia(f.fechaFacturacion)}&fechaFinal=${dia(f.fechaFacturacion)}&cliente=${f.clienteId}`,
      { role: 'admin' },
    );
    const g = await grid('Listado Facturas', 'table');
    const fila = () => dataRows(g).find((r) => celda(r, 'facturaId').textContent === String(f.id))!;
    // The block lasts 10 s; the clock the countdown reads is held so that a busy machine, slow to
    // hover every icon, still finds the row blocked.
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.click(within(fila()).getByRole('button', { name: `Obtener Respuesta de la factura ${f.id}` }));
    await within(fila()).findByRole('button', {
      name: new RegExp(`^Obtener Respuesta de la factura ${f.id}: disponible en \\d+ s$`),
    });
    const acciones = await accionesVistas(user, celda(fila(), 'acciones'));
    const bloqueada = acciones.find((a) => a.nombre.startsWith('Obtener Respuesta'))!;
    expect(bloqueada.texto).toMatch(/^\d+ s$/);
    expect(bloqueada.tooltip).toMatch(/^Obtener Respuesta: disponible en \d+ s$/);
    esperarEtiquetaEnNombre(acciones);
  });

  it('Listado Facturas: the actions of issued invoices, Cambiar and XML among them', async () => {
    // One issued invoice that shows all five (accepted by Hacienda, so XML; annullable, so Nota
    // Credito): the label-to-name mapping is per action, not per row.
    const empresaId = demoUser('admin').empresaId;
    const f = getDb().facturas.find(
      (x) =>
        x.empresaId === empresaId &&
        x.estado === 'Finalizada' &&
        x.enviadaHacienda === 1 &&
        x.estadoHacienda === 'aceptado' &&
        x.anulable &&
        !x.enviando,
    )!;
    const { user } = await renderApp(
      `/default-layout/facturas?estado=Finalizada&fechaInicio=${dia(f.fechaFacturacion)}&fechaFinal=${dia(f.fechaFacturacion)}&cliente=${f.clienteId}`,
      { role: 'admin' },
    );
    const g = await grid('Listado Facturas', 'table');
    const fila = dataRows(g).find((r) => celda(r, 'facturaId').textContent === String(f.id))!;
    const vistas = await accionesVistas(user, celda(fila, 'acciones'));
    expect(vistas.map(etiquetaVista)).toEqual(
      expect.arrayContaining(['Ver Respuestas', 'PDF', 'XML', 'Cambiar', 'Nota Credito']),
    );
    esperarEtiquetaEnNombre(vistas);
  });

  it("Detalle de Facturación: 'PDF', 'Editar', 'Liberar' and 'Anular Factura' begin their names", async () => {
    const r = recibo(
      (x) => x.estado === 'FINALIZADO' && facturasDe(x.id).some((f) => f.enviadaHacienda === 1),
    );
    const f = facturasDe(r.id).find((x) => x.enviadaHacienda === 1)!;
    const { user } = await renderApp(`/default-layout/add-recibo/${r.id}`, { role: 'admin' });
    const tabla = await screen.findByRole('table', { name: 'Detalle de Facturación' }, { timeout: 30_000 });
    const fila = within(tabla)
      .getAllByRole('row')
      .find((x) => within(x).queryAllByRole('cell')[0]?.textContent === String(f.id))!;
    expect(within(fila).getByRole('button', { name: `PDF de la factura ${f.id}` })).toBeEnabled();
    expect(within(fila).getByRole('button', { name: `Anular Factura ${f.id}` })).toBeEnabled();
    esperarEtiquetaEnNombre(await accionesVistas(user, fila));
  });

  it("Listado Recibos and Listado Clientes: the icon links' tooltips and 'Asignar' begin their names", async () => {
    // Narrowed by a client's name, here and below: the page then draws a few rows, not every one.
    const { user, router } = await renderApp('/default-layout/recibos?filtro=cafe', { role: 'admin' });
    const recibos = await grid('Listado Recibos');
    // One row per list: every row is drawn by the same column renderers.
    const vistas = await accionesVistas(user, dataRows(recibos)[0]!);
    const numero = celda(dataRows(recibos)[0]!, 'recibo').textContent;
    expect(vistas.slice(0, 3).map((a) => [etiquetaVista(a), a.nombre])).toEqual([
      [`Editar recibo ${numero}`, `Editar recibo ${numero}`],
      [`Clonar recibo ${numero}`, `Clonar recibo ${numero}`],
      ['Asignar', `Asignar factura al recibo ${numero}`],
    ]);
    esperarEtiquetaEnNombre(vistas);

    // The other list in the same app, as a link would open it: the app around it is not drawn again.
    await act(() => router.navigate('/default-layout/clientes?filtro=cafe'));
    const clientes = await grid('Listado Clientes');
    const deClientes = await accionesVistas(user, dataRows(clientes)[0]!);
    expect(deClientes).toHaveLength(3);
    esperarEtiquetaEnNombre(deClientes);
  });

  it("Panel: a handler's button and a pending receipt's link begin with the name or number they show", async () => {
    const e = estadistica(getDb(), demoUser('admin')).encargados[0]!;
    const { user } = await renderApp('/default-layout/dashboard', { role: 'admin' });
    const figura = await screen.findByRole(
      'figure',
      { name: 'Recibos pendientes por encargado' },
      { timeout: 30_000 },
    );
    const filas = within(within(figura).getByRole('table')).getAllByRole('row').slice(1);
    esperarEtiquetaEnNombre(await accionesVistas(user, filas[0]!));

    await user.click(within(figura).getByRole('button', { name: `${e.nombre}, ver recibos pendientes` }));
    const dialogo = await screen.findByRole('dialog', { name: `Recibos pendientes de ${e.nombre}` });
    const primera = dataRows(within(dialogo).getByRole('grid'))[0]!;
    const vistas = await accionesVistas(user, primera);
    expect(vistas.map((a) => a.nombre)).toEqual([`${e.pendientes[0]!.recibo}, abrir el recibo`]);
    esperarEtiquetaEnNombre(vistas);
  });
});
