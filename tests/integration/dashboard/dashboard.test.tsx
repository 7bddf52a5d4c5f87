import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { estadistica } from '@mocks/handlers/usuario';
import { server } from '@mocks/node';
import { enlaces } from '@/features/dashboard/rules';
import { facturaDataSchema } from '@/features/facturas/contract';
import { formatMoney, toCentimos } from '@/lib/money';
import { payload } from '../../factura-payload';
import { callApi } from '../../mock-api';
import { expectFlash } from '../../notices-record';
import { demoUser, renderApp, type Role } from '../../render-app';
import { dataRows } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

// The route modules' first import takes a while: load them before the first test's clock.
beforeAll(async () => {
  await Promise.all([
    import('@/features/dashboard/pages/dashboard-page'),
    import('@/features/resumenes/pages/resumen-clientes-page'),
  ]);
}, 120_000);

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

describe('across screens: a new invoice on the Panel and in Resumen Clientes', () => {
  /** The client the test bills, when the summary's month shows it (not on the month's first day). */
  const CLIENTE = 'Agroindustrial Sarapiquí S.A.';
  const RESUMEN = 'Resumen Facturacion / Clientes';
  const CARDS = ['Facturas de Hoy', 'Facturas del Mes', 'Facturas Pendientes', 'Facturas Vencidas'];
  /** The number a text shows: '¢1,234.56' → 1234.56, a card's '1,234' → 1234. */
  const numero = (text: string) => Number(/[\d,]+(\.\d+)?/.exec(text)![0].replace(/,/g, ''));
  const tarjetas = () => CARDS.map((c) => numero(card(c).textContent!.slice(c.length)));
  const nav = () => screen.getByRole('navigation', { name: 'Menú principal' });

  /**
   * Resumen Clientes from the menu, filtered to `cliente` (or, the first time, to CLIENTE when the
   * month's summary shows it, else to its first client with an activity code: on a month's first day
   * only today's invoices are in it): the client, and a read of its Monto Total and 'Sin recibo' row.
   */
  async function resumen(user: Awaited<ReturnType<typeof renderApp>>['user'], elegido?: string) {
    const grupo = within(nav()).getByRole('button', { name: 'Resúmenes' });
    if (grupo.getAttribute('aria-expanded') !== 'true') await user.click(grupo);
    await user.click(within(nav()).getByRole('link', { name: 'Resumen Clientes' }));
    const grid = await screen.findByRole('grid', { name: RESUMEN }, { timeout: 30_000 });
    // The client filter's options come with the summary's first answer.
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), { timeout: 15_000 });
    const db = getDb();
    const conCodigo = (nombre: string) =>
      db.clienteCodigos.find((k) => k.clienteId === db.clientes.find((c) => c.nombre === nombre)?.id) !==
      undefined;
    const enElMes = dataRows(grid).map((r) => r.querySelector('[data-field="cliente"]')!.textContent!);
    const cliente = elegido ?? (enElMes.includes(CLIENTE) ? CLIENTE : enElMes.find(conCodigo)!);
    fireEvent.mouseDown(within(screen.getByRole('search')).getByRole('combobox', { name: 'Cliente' }));
    await user.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: cliente }),
    );
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(
      () => {
        expect(dataRows(grid).length).toBeGreaterThan(0);
        for (const row of dataRows(grid))
          expect(row.querySelector('[data-field="cliente"]')).toHaveTextContent(cliente);
      },
      { timeout: 15_000 },
    );
    const leer = () => {
      const fila = dataRows(grid).find((r) => r.textContent!.includes('Sin recibo'));
      const campo = (f: string) => fila?.querySelector(`[data-field="${f}"]`)?.textContent ?? '0';
      return {
        montoTotal: Math.round(numero(screen.getByText(/^Monto Total: /).textContent!) * 100),
        monto: Math.round(numero(campo('total')) * 100),
        cantidad: numero(campo('cantidad')),
      };
    };
    return { cliente, leer };
  }

  it('an invoice created and sent shows when each screen is revisited: the cards one more today, this month and pending (overdue the same), the summary grown by its total', async () => {
    const { user } = await openPanel('admin');
    const antes = tarjetas();
    const { cliente: nombre, leer: leerResumen } = await resumen(user);
    const resumenAntes = leerResumen();

    // A colones invoice for the client, with one 13 % line, saved and sent as the list's buttons do.
    const db = getDb();
    const cliente = db.clientes.find((c) => c.nombre === nombre)!;
    const data = facturaDataSchema.parse(
      (await callApi('GET', '/api/factura/data?id=0', { role: 'admin' })).json,
    );
    const body = payload(data, {
      clienteId: cliente.id,
      codigoActividad: db.clienteCodigos.find((k) => k.clienteId === cliente.id)!.codigoActividadDgt,
      lineas: [
        {
          servicio: 'NACIONALIZACION',
          cantidad: 2,
          monto: 87_500.25,
          detalle: 'Nacionalización DUA 005-2026-077123',
        },
      ],
      extra: { observaciones: '' },
    });
    const creada = await callApi('POST', '/api/factura/nueva-factura', { role: 'admin', body });
    expect(creada.status).toBe(200);
    const { facturaId } = creada.json as { facturaId: number };
    const envio = await callApi('GET', `/api/factura/send-factura-hacienda?id=${facturaId}`, {
      role: 'admin',
    });
    expect(envio.status).toBe(200);
    const total = toCentimos(body.total as number);
    expect(total).toBeGreaterThan(17_500_050);

    // The Panel, revisited: one more today, this month and pending; overdue unchanged.
    await user.click(within(nav()).getByRole('link', { name: 'Panel' }));
    await screen.findByRole('heading', { level: 1, name: EMPRESA });
    await waitFor(() => expect(tarjetas()).toEqual([antes[0]! + 1, antes[1]! + 1, antes[2]! + 1, antes[3]]), {
      timeout: 15_000,
    });

    // The summary, revisited: its total and its receipt-less row grow by exactly the invoice's total.
    const { leer: leerDespues } = await resumen(user, nombre);
    await waitFor(
      () =>
        expect(leerDespues()).toEqual({
          montoTotal: resumenAntes.montoTotal + total,
          monto: resumenAntes.monto + total,
          cantidad: resumenAntes.cantidad + 1,
        }),
      { timeout: 15_000 },
    );
    expect(
      screen.getByText(`Monto Total: ${formatMoney((resumenAntes.montoTotal + total) / 100)}`),
    ).toBeInTheDocument();
  });
});
