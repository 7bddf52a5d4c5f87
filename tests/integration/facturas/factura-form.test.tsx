// @vitest-environment jsdom
// jsdom, not happy-dom: the invoice's lines table measures itself through the table DOM (`tHead.rows`,
// `row.cells`), which happy-dom lacks.
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { formatMoney, fromExacto, productToExacto, toExacto } from '@/lib/money';
import { postedFlashes } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import {
  NUEVA,
  addLinea,
  bodiesTo,
  choose,
  chooseCliente,
  clienteConCodigos,
  flashes,
  lineas,
  openRow,
  pickOption,
  resumen,
  table,
} from './factura-form-helpers';

/*
 * The invoice form, new invoices (spec: invoice create/edit): the two ways of naming the client,
 * the lines grid, the live totals, the save checks and the save itself, against the mock backend.
 * Edit, receipt mode and the refusals are in factura-form-modos.test.tsx.
 */

vi.setConfig({ testTimeout: 90_000 });

const NO_LISTA = 'La factura no esta lista para ser guardada. ';
const AGENCIA = /^ASESORIA ADUANERA/;
const NACIONALIZACION = /^NACIONALIZACION/;

async function open() {
  const view = await renderApp(NUEVA, { role: 'admin' });
  await screen.findByRole('heading', { name: 'Facturación', level: 1 }, { timeout: 20_000 });
  await screen.findByRole('form', { name: 'Formulario de factura' });
  return view;
}

afterEach(() => server.events.removeAllListeners());

describe('Facturación: a new invoice', () => {
  it('an existing client, two lines (one NACIONALIZACION at 13 %), live totals, one save, the flash and back to the list', async () => {
    const { cliente, codigos } = clienteConCodigos((c) => !c.esExonerado);
    const bodies = bodiesTo('/api/factura/nueva-factura');
    const { user, router } = await open();

    // The four sections, the buttons, no send-to-Hacienda button (sending is the list's), the defaults.
    for (const seccion of [
      'Datos de Facturación',
      'Datos del Cliente',
      'Detalle de la Factura',
      'Resumen de la Factura',
    ]) {
      expect(screen.getByRole('heading', { name: seccion, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/facturas',
    );
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute(
      'href',
      '#/default-layout/facturas',
    );
    expect(screen.getByRole('button', { name: 'Guardar Factura' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /hacienda/i })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveTextContent('¢');
    expect(screen.getByRole('textbox', { name: 'Tipo de Cambio' })).toHaveValue('¢1.00');
    expect(screen.getByRole('textbox', { name: 'Tipo de Cambio' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Estado Pago' })).toHaveTextContent('Pendiente Pago');
    expect(screen.getByRole('checkbox', { name: 'Crédito' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Días de Crédito' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Fecha de Vencimiento' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Fecha de Emisión' })).toHaveTextContent(
      format(new Date(), 'dd/MM/yyyy'),
    );
    expect(table()).toHaveTextContent('La factura no tiene detalles. Use Agregar Detalle.');

    // The client and one of its activity codes.
    await chooseCliente(user, cliente.nombre);
    const codigo = codigos[0]!.codigoActividadDgt;
    if (codigos.length > 1) await choose(user, 'Código de Actividad', new RegExp(`^${codigo}`));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Código de Actividad' })).toHaveTextContent(codigo),
    );

    await addLinea(user, {
      detalle: 'Asesoría en clasificación arancelaria',
      servicio: AGENCIA,
      cantidad: '2',
      monto: '25000',
    });
    await addLinea(user, {
      detalle: 'Nacionalización DUA 005-2026-012345',
      servicio: NACIONALIZACION,
      monto: '1,250.50',
    });
    const [fila1, fila2] = lineas();
    expect(fila1).toHaveTextContent('ASESORIA ADUANERA');
    expect(fila1).toHaveTextContent('¢25,000.00');
    expect(fila1).toHaveTextContent('¢50,000.00');
    expect(fila2).toHaveTextContent('Tarifa general 13%');
    expect(fila2).toHaveTextContent('¢162.57');
    expect(fila2).toHaveTextContent('¢1,413.07');
    expect(resumen('Sub Total')).toBe('¢51,250.50');
    expect(resumen('IVA')).toBe('¢162.57');
    expect(resumen('Exonerado')).toBe('¢0.00');
    expect(resumen('Total')).toBe('¢51,413.07');
    expect(resumen('Monto Anticipado')).toBe('¢51,413.07');
    expect(resumen('Saldo Pendiente')).toBe('¢0.00');

    // Two quick presses send it once.
    const guardar = screen.getByRole('button', { name: 'Guardar Factura' });
    await user.dblClick(guardar);
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/facturas'), { timeout: 20_000 });
    expect(bodies).toHaveLength(1);
    const id = Math.max(
      ...getDb()
        .facturas.all()
        .map((f) => f.id),
    );
    expect(flashes()).toContain(`Se creó una nueva factura. El número de factura es: ${id}`);
    const guardada = getDb().facturas.get(id)!;
    expect(guardada).toMatchObject({
      clienteId: cliente.id,
      codigoActividad: codigo,
      subtotal: 51250.5,
      total: 51413.065,
    });
    expect(bodies[0]).toMatchObject({
      id: 0,
      credito: 0,
      fechaFacturacion: format(new Date(), 'yyyy-MM-dd'),
      cliente: { id: cliente.id },
      esClienteNuevo: 0,
      impuestoVentas: 162.565,
      montoAnticipado: 51413.065,
      saldoPendiente: 0,
    });
  });

  it("checks in seed 2 §5 order with the 8 s flash (one render), the new client's field messages, and saves a new client", async () => {
    const bodies = bodiesTo('/api/factura/nueva-factura');
    const { user, router } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Cliente Nuevo' }));
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    const texto = (label: string) => screen.getByRole('textbox', { name: label });

    const pasos: Array<[string, () => Promise<void>]> = [
      [
        'El cliente nuevo, requiere que se agregue todos los campos',
        async () => {
          // The field rules show as each field is left.
          await user.type(texto('Teléfono'), '2460');
          await user.type(texto('Correo'), 'luis@');
          await user.click(texto('Cédula'));
          await user.paste('0310');
          await user.tab();
          await waitFor(() =>
            expect(texto('Teléfono')).toHaveAccessibleDescription('Debe ingresar al menos 8 caracteres'),
          );
          await waitFor(() =>
            expect(texto('Correo')).toHaveAccessibleDescription('Debe ingresar un correo válido'),
          );
          await waitFor(() =>
            expect(texto('Cédula')).toHaveAccessibleDescription(
              'La cédula debe tener de 9 a 12 dígitos, sin guiones ni espacios (física 9, jurídica 10, DIMEX 11 o 12)',
            ),
          );
          await user.type(texto('Teléfono'), '-1234');
          await user.type(texto('Correo'), 'tarrazu.cr');
          await user.clear(texto('Cédula'));
          await user.paste('3101987654');
          await user.click(texto('Nombre'));
          await user.paste('Beneficio Tarrazú Export S.A.');
          await user.click(texto('Contacto'));
          await user.paste('Luis Rojas');
          await user.tab();
          await waitFor(() => expect(texto('Teléfono')).not.toHaveAccessibleDescription());
        },
      ],
      [
        'Debe seleccionar un Código de Actividad para el cliente antes de guardar la factura.',
        async () => {
          await user.type(screen.getByRole('combobox', { name: 'Código de Actividad' }), 'aduan');
          await pickOption(user, /^630904/);
        },
      ],
      [
        'La factura debe tener al menos un detalle',
        () => addLinea(user, { detalle: 'Asesoría aduanera', servicio: AGENCIA, monto: '35000' }),
      ],
    ];
    for (const [motivo, arreglar] of pasos) {
      const antes = postedFlashes().length;
      await user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
      expect(
        postedFlashes()
          .slice(antes)
          .map((f) => [f.message, f.duration]),
      ).toEqual([[NO_LISTA + motivo, 8000]]);
      await arreglar();
    }
    const antes = postedFlashes().length;
    await user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/facturas'), { timeout: 20_000 });
    const id = Math.max(
      ...getDb()
        .facturas.all()
        .map((f) => f.id),
    );
    expect(
      postedFlashes()
        .slice(antes)
        .map((f) => [f.message, f.duration]),
    ).toEqual([[`Se creó una nueva factura. El número de factura es: ${id}`, 10_000]]);
    expect(bodies[0]).toMatchObject({
      esClienteNuevo: 1,
      cliente: { id: 0, nombre: 'Beneficio Tarrazú Export S.A.' },
      telefono: '2460-1234',
      cedulaJuridica: '3101987654',
      contacto: 'Luis Rojas',
      correoCliente: 'luis@tarrazu.cr',
      codigoActividad: '630904',
    });
    const nuevo = getDb().clientes.find((c) => c.cedulaJuridica === '3101987654')!;
    expect(nuevo.nombre).toBe('Beneficio Tarrazú Export S.A.');
    expect(getDb().facturas.get(id)!.clienteId).toBe(nuevo.id);
  });

  it('the lines grid: Listo checks each field with its text and reset, one line open at a time, Cancelar, Borrar asks; credit and currency', async () => {
    const { user } = await open();
    const mensaje = (campo: string) =>
      within(openRow()).getByRole(campo === 'Servicio Cabys' ? 'combobox' : 'textbox', { name: campo });
    const listo = (n: number) =>
      user.click(within(openRow()).getByRole('button', { name: `Listo detalle ${n}` }));

    await user.click(screen.getByRole('button', { name: 'Agregar Detalle' }));
    expect(within(openRow()).getByRole('textbox', { name: 'Cantidad' })).toHaveValue('1');
    await listo(1);
    expect(mensaje('Detalle')).toHaveAccessibleDescription('El detalle debe tener al menos 3 caracteres');
    await user.click(mensaje('Detalle'));
    await user.paste('Transporte al almacén fiscal');
    expect(mensaje('Detalle')).not.toHaveAccessibleDescription();
    await listo(1);
    expect(mensaje('Servicio Cabys')).toHaveAccessibleDescription(
      'El Servicio Cabys debe ser seleccionado antes de ser guardada la factura',
    );
    await user.click(mensaje('Servicio Cabys'));
    await pickOption(user, /^TRANSPORTE TERRESTRE/);
    await user.clear(mensaje('Cantidad'));
    await user.type(mensaje('Cantidad'), 'dos');
    await listo(1);
    expect(mensaje('Cantidad')).toHaveAccessibleDescription('Cantidad debe ser un valor numérico válido');
    expect(mensaje('Cantidad')).toHaveValue('1');
    await user.type(mensaje('Monto'), '12a');
    await listo(1);
    expect(mensaje('Monto')).toHaveAccessibleDescription('El monto debe ser un valor numérico válido');
    expect(mensaje('Monto')).toHaveValue('0');
    await user.clear(mensaje('Cantidad'));
    await user.clear(mensaje('Monto'));
    await user.type(mensaje('Monto'), '15000');
    await listo(1);
    expect(openRow()).toBeNull();
    expect(lineas()[0]).toHaveTextContent('TRANSPORTE TERRESTRE');
    expect(lineas()[0]).toHaveTextContent(/^Transporte al almacén fiscal.*1Sp¢15,000\.00/);
    expect(resumen('Total')).toBe('¢15,000.00');

    // One line open at a time.
    await user.click(screen.getByRole('button', { name: 'Agregar Detalle' }));
    await user.click(screen.getByRole('button', { name: 'Editar detalle 1' }));
    const alerta = await screen.findByRole('alertdialog');
    expect(alerta).toHaveTextContent(
      'Debe finalizar la edicion del detalle que tiene abierto. Presione Listo o Cancelar.',
    );
    await user.click(within(alerta).getByRole('button', { name: 'Aceptar' }));
    await user.click(within(openRow()).getByRole('button', { name: 'Cancelar detalle 2' }));
    expect(openRow()).toBeNull();
    expect(lineas()).toHaveLength(1);
    // Cancelar on an edit restores the line.
    await user.click(screen.getByRole('button', { name: 'Editar detalle 1' }));
    await user.clear(mensaje('Monto'));
    await user.type(mensaje('Monto'), '99');
    expect(openRow()).toHaveTextContent('¢99.00');
    await user.keyboard('{Escape}');
    expect(openRow()).toBeNull();
    expect(lineas()[0]).toHaveTextContent('¢15,000.00');

    await addLinea(user, { detalle: 'Nacionalización', servicio: NACIONALIZACION, monto: '10000' });
    expect(resumen('Total')).toBe('¢26,300.00');
    // Borrar asks; Cancelar keeps the line.
    await user.click(screen.getByRole('button', { name: 'Borrar detalle 1' }));
    let confirmar = await screen.findByRole('dialog');
    expect(confirmar).toHaveTextContent("¿Borrar el detalle 'Transporte al almacén fiscal'?");
    await user.click(within(confirmar).getByRole('button', { name: 'Cancelar' }));
    expect(lineas()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Borrar detalle 1' }));
    confirmar = await screen.findByRole('dialog');
    await user.click(within(confirmar).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(lineas()).toHaveLength(1));
    expect(resumen('Sub Total')).toBe('¢10,000.00');
    expect(resumen('Total')).toBe('¢11,300.00');

    // Credit: the days and the due date appear at once, as the spec says, and the advance is typed;
    // otherwise the advance is the total.
    await user.click(screen.getByRole('checkbox', { name: 'Crédito' }));
    const dias = screen.getByRole('textbox', { name: 'Días de Crédito' });
    const vence = screen.getByRole('textbox', { name: 'Fecha de Vencimiento' });
    expect(vence).toHaveAttribute('readonly');
    expect(vence).toHaveValue('');
    expect(vence).toHaveAccessibleDescription('Emisión + días de crédito');
    const anticipo = screen.getByRole('textbox', { name: 'Monto Anticipado' });
    expect(anticipo).toHaveValue('0');
    expect(resumen('Saldo Pendiente')).toBe('¢11,300.00');
    await user.type(dias, '30');
    const emision = screen.getByRole('group', { name: 'Fecha de Emisión' }).textContent!.slice(0, 10);
    const [d, m, y] = emision.split('/').map(Number) as [number, number, number];
    await waitFor(() => expect(vence).toHaveValue(format(new Date(y, m - 1, d + 30), 'dd/MM/yyyy')));
    await user.clear(anticipo);
    await user.type(anticipo, '20000');
    await user.tab();
    await waitFor(() =>
      expect(anticipo).toHaveAccessibleDescription('El monto anticipado no puede ser mayor que el total'),
    );
    await user.clear(anticipo);
    await user.type(anticipo, '1300');
    await waitFor(() => expect(anticipo).not.toHaveAccessibleDescription());
    expect(resumen('Saldo Pendiente')).toBe('¢10,000.00');
    await user.click(screen.getByRole('checkbox', { name: 'Crédito' }));
    expect(screen.queryByRole('textbox', { name: 'Días de Crédito' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Fecha de Vencimiento' })).not.toBeInTheDocument();
    expect(resumen('Monto Anticipado')).toBe('¢11,300.00');
    expect(resumen('Saldo Pendiente')).toBe('¢0.00');

    // A dollar invoice: the rate is the dollar's sale rate; the colón line is converted.
    const dolar = getDb().tiposCambio.find((t) => t.simbol === '$')!;
    await choose(user, 'Moneda', new RegExp(`\\(\\$\\)$`));
    expect(screen.getByRole('textbox', { name: 'Tipo de Cambio' })).toHaveValue(
      formatMoney(dolar.venta, '¢'),
    );
    // Hacienda's 5 decimals (F42); the screen shows 2.
    const usd = fromExacto(productToExacto([10000], [dolar.venta]));
    const iva = fromExacto(productToExacto([usd, 13], [100]));
    expect(lineas()[0]).toHaveTextContent('¢10,000.00'); // the unit price stays in its own currency
    expect(lineas()[0]).toHaveTextContent(formatMoney(usd, '$'));
    expect(resumen('Sub Total')).toBe(formatMoney(usd, '$'));
    expect(resumen('IVA')).toBe(formatMoney(iva, '$'));
    expect(resumen('Total')).toBe(formatMoney(fromExacto(toExacto(usd) + toExacto(iva)), '$'));
  });

  it('an exonerated client: the tax moves to Exonerado; leaving asks first; a failed save keeps every line and value', async () => {
    const { cliente, codigos } = clienteConCodigos((c) => c.esExonerado === 1);
    server.use(
      http.post('/api/factura/nueva-factura', () =>
        HttpResponse.json({ message: 'El servicio de facturación no responde' }, { status: 500 }),
      ),
    );
    const { user, router } = await open();
    await chooseCliente(user, cliente.nombre);
    expect(screen.getByText('Exonerado', { selector: '.MuiChip-label' })).toBeInTheDocument();
    if (codigos.length > 1)
      await choose(user, 'Código de Actividad', new RegExp(`^${codigos[0]!.codigoActividadDgt}`));
    await addLinea(user, {
      detalle: 'Nacionalización zona franca',
      servicio: NACIONALIZACION,
      monto: '10000',
    });
    expect(lineas()[0]).toHaveTextContent('¢1,300.00');
    expect(resumen('IVA')).toBe('¢0.00');
    expect(resumen('Exonerado')).toBe('¢1,300.00');
    expect(resumen('Total')).toBe('¢10,000.00');
    // Found once and pasted: a named role query on this form is costly, and each typed key redraws it.
    const observaciones = screen.getByRole('textbox', { name: 'Observaciones' });
    await user.click(observaciones);
    await user.paste('Orden 4471');
    await waitFor(() => expect(observaciones).toHaveAccessibleDescription('10/127'));

    // Leaving a dirty form asks; 'Seguir editando' stays.
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const pregunta = await screen.findByRole('dialog');
    expect(pregunta).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(pregunta).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe(NUEVA);

    await user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
    await waitFor(() =>
      expect(flashes()).toContain(
        'Se produjo un error cuando se estaba intentando agregar una nueva factura\nEl servicio de facturación no responde',
      ),
    );
    expect(currentPath(router)).toBe(NUEVA);
    expect(screen.getByRole('button', { name: 'Guardar Factura' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(cliente.nombre);
    expect(lineas()).toHaveLength(1);
    expect(lineas()[0]).toHaveTextContent('Nacionalización zona franca');
    expect(screen.getByRole('textbox', { name: 'Observaciones' })).toHaveValue('Orden 4471');
    expect(resumen('Total')).toBe('¢10,000.00');
  });
});

describe("Facturación: 'Antes de enviar a Hacienda'", () => {
  it('lists live what Hacienda would reject, each a link to its field; it does not block saving', async () => {
    const { user } = await open();
    const panel = () => screen.getByRole('region', { name: 'Antes de enviar a Hacienda' });
    const problemas = () =>
      within(panel())
        .queryAllByRole('link')
        .map((a) => a.textContent);
    await waitFor(() =>
      expect(problemas()).toEqual([
        'Nombre del cliente: Hacienda pide de 3 a 100 caracteres. Corrija el nombre del cliente.',
        'Identificación del cliente: falta el número. Agréguelo en los datos del cliente.',
        'Correo del cliente: falta. Agregue el correo al que Hacienda enviará el comprobante.',
        'Código de actividad del cliente: elija uno de sus códigos (seis dígitos).',
        'Detalle: la factura no tiene líneas. Agregue al menos una.',
      ]),
    );
    // A problem's link puts the focus on its field (the client's data: the Cliente field).
    await user.click(within(panel()).getByRole('link', { name: /^Correo del cliente/ }));
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveFocus();

    const { cliente } = clienteConCodigos((c) => !c.esExonerado);
    await chooseCliente(user, cliente.nombre);
    await waitFor(() =>
      expect(problemas()).toEqual([
        'Código de actividad del cliente: elija uno de sus códigos (seis dígitos).',
        'Detalle: la factura no tiene líneas. Agregue al menos una.',
      ]),
    );
    await user.click(within(panel()).getByRole('link', { name: /^Código de actividad/ }));
    expect(screen.getByRole('combobox', { name: /Código de Actividad/i })).toHaveFocus();
  });

  it("shows an exonerated client's document read-only, and says when the client has none", async () => {
    const { user } = await open();
    // The Zona Franca document (the registry's AL documents are other clients').
    const conDocumento = clienteConCodigos((c) => c.exoneracion?.tipoDocumento === '08').cliente;
    await chooseCliente(user, conDocumento.nombre);
    expect(
      await screen.findByText(
        'Documento de exoneración: 08 · Exoneración a Zona Franca · N.º 7210 · artículo 20 · Promotora del Comercio Exterior de Costa Rica (PROCOMER) · emitido el 02/01/2023 · 13 % exonerado',
      ),
    ).toBeInTheDocument();
    const sinDocumento = clienteConCodigos((c) => c.esExonerado === 1 && !c.exoneracion).cliente;
    await user.clear(screen.getByRole('combobox', { name: 'Cliente' }));
    await chooseCliente(user, sinDocumento.nombre);
    expect(
      await screen.findByText('El cliente está exonerado pero no tiene documento de exoneración registrado.'),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Antes de enviar a Hacienda' });
    expect(
      within(panel).getByRole('link', {
        name: /^Exoneración: el cliente está exonerado pero no tiene documento/,
      }),
    ).toBeInTheDocument();
  });
});
