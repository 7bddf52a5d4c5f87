// @vitest-environment jsdom
// jsdom, not happy-dom: the invoice's lines table measures itself through the table DOM (`tHead.rows`,
// `row.cells`), which happy-dom lacks.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { esEditable } from '@/features/facturas/rules';
import { recordatorioGastos } from '@/features/facturas/validacion-factura';
import { formatMoney } from '@/lib/money';
import { postedFlashes } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import {
  NUEVA,
  addLinea,
  choose,
  editar,
  editarDeRecibo,
  facturaData,
  flashes,
  lineas,
  nuevaDeRecibo,
  resumen,
} from './factura-form-helpers';

/*
 * The invoice form's other ways in (spec: invoice create/edit): editing, the receipt modes, and
 * what stops the form from opening. New invoices are in factura-form.test.tsx.
 */

vi.setConfig({ testTimeout: 90_000 });

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 20_000 });
const form = () => screen.findByRole('form', { name: 'Formulario de factura' });

/** Answers GET /api/factura/data with the mock's own answer changed by `patch`. */
async function dataCon(id: number, patch: (data: Record<string, unknown>) => void) {
  const data = await facturaData(id);
  patch(data);
  server.use(http.get('/api/factura/data', () => HttpResponse.json(data)));
  return data;
}

/** An invoice of the demo account (1) with lines that the form may edit, or may not. */
function facturaDeCuenta(editable: boolean) {
  const f = getDb().facturas.find(
    (x) =>
      x.empresaId === 1 &&
      esEditable(x) === editable &&
      (!editable || (x.detalles.length >= 2 && !x.reciboId)),
  );
  if (!f) throw new Error('The seed has no such invoice');
  return f;
}

afterEach(() => server.events.removeAllListeners());

describe('Facturación: editing and the receipt modes', () => {
  it('edits an invoice: its number in the title, its values and lines, and the save says it changed', async () => {
    const f = facturaDeCuenta(true);
    const cliente = getDb().clientes.get(f.clienteId)!;
    const moneda = getDb().tiposCambio.get(f.tipoCambioId)!;
    const { user, router } = await renderApp(editar(f.id), { role: 'admin' });
    await heading(`Editando factura: ${f.id}`);
    await form();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(cliente.nombre);
    expect(screen.getByRole('combobox', { name: 'Código de Actividad' })).toHaveTextContent(
      f.codigoActividad,
    );
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveTextContent(moneda.nombre);
    expect(screen.getByRole('checkbox', { name: 'Crédito' })).toHaveProperty('checked', f.credito === 1);
    expect(lineas()).toHaveLength(f.detalles.length);
    expect(lineas()[0]).toHaveTextContent(f.detalles[0]!.detalle);
    expect(resumen('Sub Total')).toBe(formatMoney(f.subtotal, moneda.simbol));
    expect(resumen('Total')).toBe(formatMoney(f.total, moneda.simbol));

    const obs = screen.getByRole('textbox', { name: 'Observaciones' });
    await user.clear(obs);
    // Pasted: each typed key would redraw the whole form.
    await user.paste('Corregida');
    await user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/facturas'), { timeout: 20_000 });
    expect(flashes()).toContain(`Se cambió la factura ${f.id}`);
    expect(getDb().facturas.get(f.id)).toMatchObject({ observaciones: 'Corregida', total: f.total });
    expect(
      getDb()
        .facturas.get(f.id)!
        .detalles.map((d) => d.id),
    ).toEqual(f.detalles.map((d) => d.id));
  });

  it('an invoice Hacienda has accepted (or is processing) is not editable: the reason, no form', async () => {
    const f = facturaDeCuenta(false);
    await renderApp(editar(f.id), { role: 'admin' });
    await heading(`Editando factura: ${f.id}`);
    expect(await screen.findByText(new RegExp(`^La factura ${f.id} no se puede editar`))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Formulario de factura' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/facturas',
    );
  });

  it('receipt mode: the expense reminder, the receipt client, Regresar and the save go back to the receipt', async () => {
    const db = getDb();
    const recibo = db.recibos.find(
      (r) =>
        r.estado === 'PENDIENTE' &&
        r.aforoFisico + r.permisos + r.previoExamen >= 2 &&
        !!db.clienteCodigos.find((k) => k.clienteId === r.clienteId),
    );
    if (!recibo) throw new Error('The seed has no such receipt');
    const cliente = db.clientes.get(recibo.clienteId)!;
    const { user, router } = await renderApp(nuevaDeRecibo(recibo.id), { role: 'admin' });
    await heading('Facturación');
    await form();
    await waitFor(() => expect(flashes()).toContain(recordatorioGastos(recibo)));
    expect(recordatorioGastos(recibo)).toMatch(/^No olvidar facturar Gastos por: \w[\w ]+, \w/);
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      `#/default-layout/add-recibo/${recibo.id}`,
    );
    expect(screen.getByText(`Recibo ${recibo.recibo}`)).toBeInTheDocument();
    // The invoice is for the receipt's client: shown, not changeable, no new client.
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(cliente.nombre);
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Cliente Nuevo' })).not.toBeInTheDocument();
    const codigos = db.clienteCodigos.filter((k) => k.clienteId === cliente.id);
    const codigo = codigos[0]!.codigoActividadDgt;
    if (codigos.length > 1) await choose(user, 'Código de Actividad', new RegExp(`^${codigo}`));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Código de Actividad' })).toHaveTextContent(codigo),
    );
    await addLinea(user, {
      detalle: 'Honorarios de agencia',
      servicio: /^ASESORIA ADUANERA/,
      monto: '45000',
    });
    await user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/default-layout/add-recibo/${recibo.id}`), {
      timeout: 20_000,
    });
    const id = Math.max(...db.facturas.all().map((f) => f.id));
    expect(flashes()).toContain(`Se creó una nueva factura. El número de factura es: ${id}`);
    expect(db.facturas.get(id)!.reciboId).toBe(recibo.id);
    expect(db.recibos.get(recibo.id)!.estado).toBe('FINALIZADO');
  });

  it('receipt mode, editing: the invoice of the receipt, and Regresar back to the receipt', async () => {
    const db = getDb();
    const f = db.facturas.find((x) => x.empresaId === 1 && !!x.reciboId && esEditable(x));
    if (!f) throw new Error('The seed has no such invoice');
    await renderApp(editarDeRecibo(f.reciboId!, f.id), { role: 'admin' });
    await heading(`Editando factura: ${f.id}`);
    await form();
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      `#/default-layout/add-recibo/${f.reciboId}`,
    );
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute(
      'href',
      `#/default-layout/add-recibo/${f.reciboId}`,
    );
    expect(lineas()).toHaveLength(f.detalles.length);
  });
});

describe('Facturación: what stops the form', () => {
  it('the tariff cap: a red 7 s flash with the support contact, and no form', async () => {
    getDb().empresas.update(1, { cantidad: 0 });
    await renderApp(NUEVA, { role: 'admin' });
    await heading('Facturación');
    const texto =
      'Se excedió el tope de tarifas permitido para facturar. Comuníquese con soporte: soporte@facturacion-aduanas.cr, 4001-2250';
    await waitFor(() =>
      expect(postedFlashes().map((f) => [f.kind, f.message, f.duration])).toContainEqual([
        'danger',
        texto,
        7000,
      ]),
    );
    expect(screen.getAllByText(texto).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Formulario de factura' })).not.toBeInTheDocument();
  });

  it('no economic activities, or no CABYS services (EDITAR when editing): the flash, and back to the list', async () => {
    await dataCon(0, (d) => (d.tipoActividadEconomicas = []));
    const first = await renderApp(NUEVA, { role: 'admin' });
    await waitFor(() => expect(currentPath(first.router)).toBe('/default-layout/facturas'), {
      timeout: 20_000,
    });
    expect(flashes()).toContain('NO PUEDE CREAR FACTURAS SIN ACTIVIDADES ECONOMICAS...');
    first.unmount();

    const f = facturaDeCuenta(true);
    await dataCon(f.id, (d) => (d.servicios = []));
    const second = await renderApp(editar(f.id), { role: 'admin' });
    await waitFor(() => expect(currentPath(second.router)).toBe('/default-layout/facturas'), {
      timeout: 20_000,
    });
    expect(flashes()).toContain('NO PUEDE EDITAR FACTURAS SIN CABYS...');
  });

  it('a failed load shows the server message and Reintentar loads again', async () => {
    let fallar = true;
    const real = await facturaData(0);
    server.use(
      http.get('/api/factura/data', () =>
        fallar
          ? HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 503 })
          : HttpResponse.json(real),
      ),
    );
    const { user } = await renderApp(NUEVA, { role: 'admin' });
    const alerta = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alerta).toHaveTextContent('Base de datos no disponible');
    fallar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    expect(await form()).toBeInTheDocument();
  });

  it('stored lines without detalle or service stop the save, in §5 order', async () => {
    const f = facturaDeCuenta(true);
    await dataCon(f.id, (d) => {
      const factura = d.factura as { detallesDTO: Array<Record<string, unknown>> };
      factura.detallesDTO[0]!.detalle = 'ab';
      factura.detallesDTO[1]!.servicio = null;
    });
    const { user } = await renderApp(editar(f.id), { role: 'admin' });
    await form();
    const guardar = () => user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
    await guardar();
    expect(flashes()).toContain(
      'La factura no esta lista para ser guardada. Los detalles de la factura deben tener al menos 3 caracteres antes de ser guardada la factura',
    );
    await user.click(screen.getByRole('button', { name: 'Borrar detalle 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    const antes = flashes().length;
    await guardar();
    expect(flashes().slice(antes)).toEqual([
      'La factura no esta lista para ser guardada. Los detalles de la factura deben tener asignado un Servicio Cabys antes de ser guardada la factura',
    ]);
  });

  it('a line left unchanged by the last edit (not redrawn) still deletes against the current lines', async () => {
    const f = facturaDeCuenta(true);
    const { user } = await renderApp(editar(f.id), { role: 'admin' });
    await form();
    const n = f.detalles.length;
    await user.click(screen.getByRole('button', { name: 'Editar detalle 1' }));
    const monto = within(lineas()[0]!).getByRole('textbox', { name: 'Monto' });
    await user.clear(monto);
    await user.type(monto, '7777');
    await user.click(screen.getByRole('button', { name: 'Listo detalle 1' }));
    await waitFor(() => expect(lineas()[0]).toHaveTextContent('7,777.00'));
    // Line 2 kept its values and amounts, so it was not rendered again after line 1 changed.
    await user.click(screen.getByRole('button', { name: 'Borrar detalle 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(lineas()).toHaveLength(n - 1));
    expect(lineas()[0]).toHaveTextContent('7,777.00');
  });

  it("a 100-line invoice renders the lines near the view, tells all 100, and a problem's link brings its line (F46)", async () => {
    const f = facturaDeCuenta(true);
    await dataCon(f.id, (d) => {
      const factura = d.factura as { detallesDTO: Array<Record<string, unknown>> };
      const base = factura.detallesDTO;
      factura.detallesDTO = Array.from({ length: 100 }, (_, i) => ({
        ...base[i % base.length],
        id: 900_000 + i,
        detalle: i === 99 ? 'ab' : `Línea ${i + 1}`,
      }));
    });
    const { user } = await renderApp(editar(f.id), { role: 'admin' });
    await form();
    const tabla = document.querySelector<HTMLElement>('table[aria-label="Detalles de la factura"]')!;
    const editarLinea = (n: number) =>
      tabla.querySelector<HTMLElement>(`button[aria-label="Editar detalle ${n}"]`);
    const filas = () => [...tabla.querySelectorAll('tbody tr[aria-rowindex]')];
    expect(tabla).toHaveAttribute('aria-rowcount', '101');
    expect(filas()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(filas().length).toBeLessThan(30);
    expect(editarLinea(100)).toBeNull();

    // 'Antes de enviar a Hacienda' names line 100's short detalle; its link renders the line and
    // puts the focus on its Editar.
    const panel = screen.getByRole('region', { name: 'Antes de enviar a Hacienda' });
    await user.click(within(panel).getByRole('link', { name: /^Línea 100: el detalle/ }));
    expect(editarLinea(100)).toHaveFocus();
    expect(editarLinea(100)!.closest('tr')).toHaveAttribute('aria-rowindex', '101');
    expect(filas().length).toBeLessThan(31);
  });

  it("a new invoice when the account has no clients: 'No existen clientes…'", async () => {
    await dataCon(0, (d) => (d.clientes = []));
    const { user } = await renderApp(NUEVA, { role: 'admin' });
    const formulario = await form();
    const texto = 'No existen clientes. Debe primer agregar antes de usar esta opcion';
    await waitFor(() => expect(flashes()).toContain(texto));
    expect(within(formulario).getByText(texto)).toBeInTheDocument();
    // The new-client choice still works.
    await user.click(screen.getByRole('checkbox', { name: 'Cliente Nuevo' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
  });
});
