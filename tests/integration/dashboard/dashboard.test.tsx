import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { estadistica } from '@mocks/handlers/usuario';
import { server } from '@mocks/node';
import { enlaces } from '@/features/dashboard/rules';
import { expectFlash } from '../../notices-record';
import { demoUser, renderApp, type Role } from '../../render-app';

vi.setConfig({ testTimeout: 60_000 });

// The route module's first import under jsdom takes a while: load it before the first test's clock.
beforeAll(() => import('@/features/dashboard/pages/dashboard-page'));

const PAGE = '/default-layout/dashboard';
const EMPRESA = 'Aduanas y Logística del Pacífico S.A.';
const fmt = (n: number) => n.toLocaleString('en-US');
/** What the mock answers this user (the consistency test checks it against the lists). */
const stats = (role: Role) => estadistica(getDb(), demoUser(role));

async function openPanel(role: Role) {
  const view = await renderApp(PAGE, { role });
  await screen.findByRole('heading', { level: 1, name: EMPRESA });
  return view;
}

/** A card is a link named by its title, its number and the list it opens. */
const card = (titulo: string) => screen.getByRole('link', { name: new RegExp(`^${titulo} `) });

describe('Panel', () => {
  it('shows the company, the four invoice cards and the receipt figures with the real numbers, each linked to its filtered list (admin)', async () => {
    await openPanel('admin');
    const s = stats('admin');
    const now = new Date();
    expect(screen.getByRole('img', { name: `Logo de ${EMPRESA}` })).toHaveAttribute(
      'src',
      'logos/logo-alp.png',
    );

    const cards: Array<[string, number, string, string]> = [
      ['Facturas Pendientes', s.totalFacturasPendientes, enlaces.facturasPendientes(), 'Listado Facturas'],
      ['Facturas Vencidas', s.totalFacturasVencidas, enlaces.facturasVencidas(), 'Listado Facturas'],
      ['Facturas del Mes', s.totalFacturasMes, enlaces.facturasMes(now), 'Listado Facturas'],
      ['Facturas de Hoy', s.totalFacturasHoy, enlaces.facturasHoy(now), 'Listado Facturas'],
      ['Recibos Pendientes', s.totalRecibosPendientes, enlaces.recibosPendientes(), 'Listado Recibos'],
      ['Recibos Finalizados', s.totalRecibosFinalizados, enlaces.recibosFinalizados(), 'Listado Recibos'],
      ['Recibos de Hoy', s.totalRecibosHoy, enlaces.recibosHoy(now), 'Consultas Recibos'],
    ];
    for (const [titulo, n, to, lista] of cards) {
      const link = card(titulo);
      expect(link).toHaveAccessibleName(`${titulo} ${fmt(n)} Ver en ${lista}`);
      expect(link).toHaveAttribute('href', `#${to}`);
    }
    expect(enlaces.facturasPendientes()).toBe(
      '/default-layout/facturas?estado=Finalizada&estadoPago=Pendiente+Pago',
    );
    const facturas = screen.getByRole('region', { name: 'Facturas' });
    expect(within(facturas).getAllByRole('link')).toHaveLength(4);
    // Pending with a DUA has no list of its own.
    expect(screen.getByText('Pendientes con DUA').closest('a')).toBeNull();
    expect(screen.getByText(fmt(s.totalRecibosPendientesConDua))).toBeInTheDocument();

    // The charts read as tables under jsdom: months Ene…Dic, TICA states, handlers.
    const porMes = screen.getByRole('table', {
      name: `Recibos pendientes por mes (${s.pendientesPormes.ano})`,
    });
    expect(
      within(porMes)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic']);
    const tica = screen.getByRole('table', { name: 'Recibos pendientes por estado TICA' });
    for (const e of s.ticaEstados)
      expect(within(tica).getByRole('row', { name: `${e.nombre} ${fmt(e.cantidad)}` })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: `Recibos pendientes por estado TICA: ${s.ticaEstados.map((e) => `${e.nombre} ${e.cantidad}`).join(', ')}`,
      }),
    ).toBeInTheDocument();
  });

  it("lists a handler's pending receipts in the dialog, 8 a page, with the spec's columns", async () => {
    const { user } = await openPanel('admin');
    const e = stats('admin').encargados.find((x) => x.cantidad > 8)!;
    await user.click(screen.getByRole('button', { name: `${e.nombre}, ver recibos pendientes` }));
    const dialog = await screen.findByRole('dialog', { name: `Recibos pendientes de ${e.nombre}` });
    const grid = within(dialog).getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Recibo', 'Cliente', 'Observaciones', 'Sin Actualizar', 'Actualizado']);
    const rows = () => within(grid).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(8);
    const first = e.pendientes[0]!;
    expect(
      within(rows()[0]!).getByRole('link', { name: `${first.recibo}, abrir el recibo` }),
    ).toHaveAttribute('href', `#/default-layout/add-recibo/${first.id}`);
    expect(rows()[0]).toHaveTextContent(
      `${first.diasNoActualizado} ${first.diasNoActualizado === 1 ? 'día' : 'días'}`,
    );
    expect(within(dialog).getByText(`${e.cantidad} registros`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, e.cantidad - 8)));
    expect(rows()[0]).toHaveTextContent(String(e.pendientes[8]!.recibo));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("exports the unbilled receipts as 'recibos-nofacturados-{timestamp}.xls'", async () => {
    const { user } = await openPanel('usuario');
    await user.click(screen.getByRole('button', { name: 'Exportar Recibos No Facturados' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const name = vi.mocked(saveAs).mock.calls[0]![1]!;
    expect(name).toMatch(/^recibos-nofacturados-.+\.xls$/);
    expect(await expectFlash(`El archivo fue descargado, el nombre del archivo es: ${name}`)).toMatchObject({
      kind: 'success',
    });
  });

  it("shows a usuario's own figures, without the admin's link to Consultas Recibos", async () => {
    await openPanel('usuario');
    const s = stats('usuario');
    expect(card('Recibos Pendientes')).toHaveAccessibleName(
      `Recibos Pendientes ${fmt(s.totalRecibosPendientes)} Ver en Listado Recibos`,
    );
    expect(card('Facturas Pendientes')).toHaveAccessibleName(
      `Facturas Pendientes ${fmt(s.totalFacturasPendientes)} Ver en Listado Facturas`,
    );
    expect(screen.getByText('Recibos de Hoy').closest('a')).toBeNull();
    // Only the usuario's own pending receipts, under their own name.
    const handlers = screen.getByRole('table', { name: 'Recibos pendientes por encargado' });
    expect(
      within(handlers)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual([demoUser('usuario').nombre]);
  });

  it("shows the server's message and 'Reintentar' when the statistics fail", async () => {
    server.use(
      http.get('*/api/usuario/estadistica', () =>
        HttpResponse.json({ message: 'Estadísticas no disponibles' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(PAGE, { role: 'admin' });
    expect(await screen.findByText('Estadísticas no disponibles')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: EMPRESA })).toBeInTheDocument();
  });
});
