import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, demoUser, renderApp } from '../../render-app';
import { recibo, setDate, trackApi } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const NUEVO = '/default-layout/add-recibo';
const editar = (id: number) => `/default-layout/add-recibo/${id}`;

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseCliente(user: User, text: string, option: string) {
  const input = screen.getByRole('combobox', { name: 'Cliente' });
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillTexts(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const TEXTOS = {
  Consignatario: 'Café Tarrazú Export S.A.',
  Proveedor: 'Grainger International Inc.',
  BL: 'MSCU1234567',
  Factura: 'INV-2026-00451',
  DUA: '005-2026-012345',
  Observaciones: 'Coordinar aforo con el cliente',
};

describe('Nuevo Recibo', () => {
  it('admins see every field, the Encargado selector (themselves by default) and the four checkboxes', async () => {
    await renderApp(NUEVO, { role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Nuevo Recibo' })).toBeInTheDocument();
    for (const label of ['Aduana', 'Tipo', 'Cliente', 'Encargado', 'Correlación']) {
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Encargado' })).toHaveTextContent(demoUser('admin').nombre);
    expect(screen.getByRole('combobox', { name: 'Correlación' })).toHaveTextContent('Sin correlación');
    for (const label of Object.keys(TEXTOS))
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Fecha DUA' })).toBeInTheDocument();
    for (const label of ['Examen Previo', 'Aforo Físico', 'Permisos', 'Pedimentados']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    // No invoicing and no TICA state before the receipt exists.
    expect(screen.queryByRole('link', { name: 'Facturar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Estado justificación TICA' })).not.toBeInTheDocument();
  });

  it('coordinators see the Encargado selector and the four checkboxes too', async () => {
    await renderApp(NUEVO, { role: 'coordinador' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    expect(screen.getByRole('combobox', { name: 'Encargado' })).toHaveTextContent(
      demoUser('coordinador').nombre,
    );
    for (const label of ['Examen Previo', 'Aforo Físico', 'Permisos', 'Pedimentados']) {
      expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument();
    }
  });

  it('users see neither the Encargado selector nor the checkboxes', async () => {
    await renderApp(NUEVO, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    expect(screen.queryByRole('combobox', { name: 'Encargado' })).not.toBeInTheDocument();
    for (const label of ['Examen Previo', 'Aforo Físico', 'Permisos', 'Pedimentados']) {
      expect(screen.queryByRole('checkbox', { name: label })).not.toBeInTheDocument();
    }
  });

  it('refuses an empty form with the flash and every message under its field', async () => {
    const api = trackApi();
    const { user } = await renderApp(NUEVO, { role: 'admin' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    for (const message of [
      'Seleccione la aduana',
      'Seleccione el tipo de trámite',
      'Seleccione el cliente',
      'El consignatario es requerido o NA si no aplica',
      'El proveedor es requerido o NA si no aplica',
      'El BL es requerido',
      'La factura es requerida',
      'Las observaciones son requeridas o NA si no aplica',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.to('/api/recibo/create')).toHaveLength(0);
  });

  it('checks the lengths as the user leaves each field, and caps what can be typed', async () => {
    const { user } = await renderApp(NUEVO, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    for (const label of ['Consignatario', 'Proveedor', 'BL', 'Factura', 'DUA', 'Observaciones']) {
      await user.type(screen.getByRole('textbox', { name: label }), 'N');
      await user.tab();
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveAccessibleDescription('Debe ingresar al menos 2 caracteres');
    }
    const max = { Consignatario: 128, Proveedor: 128, BL: 32, Factura: 32, DUA: 16, Observaciones: 160 };
    for (const [label, n] of Object.entries(max)) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('maxlength', String(n));
    }
    // NA is the accepted way to say 'does not apply'.
    await user.clear(screen.getByRole('textbox', { name: 'Consignatario' }));
    await user.type(screen.getByRole('textbox', { name: 'Consignatario' }), 'NA');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Consignatario' })).not.toHaveAccessibleDescription();
    // DUA is optional: empty is fine.
    await user.clear(screen.getByRole('textbox', { name: 'DUA' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'DUA' })).toHaveAccessibleDescription('Opcional');
  });

  it('creates a PENDIENTE receipt with the next number, as chosen by an admin, and flashes it for 10 s', async () => {
    const api = trackApi();
    const db = getDb();
    const cliente = db.clientes.find((c) => c.nombre === 'Café Tarrazú Export S.A.')!;
    const pendientes = db.recibos
      .filter((r) => r.clienteId === cliente.id && r.estado === 'PENDIENTE')
      .sort((a, b) => b.id - a.id);
    expect(pendientes.length).toBeGreaterThan(0);
    const otro = db.usuarios.get(6)!;
    const siguiente = Math.max(...db.recibos.all().map((r) => r.recibo)) + 1;

    const { user, router } = await renderApp(NUEVO, { role: 'admin' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    await choose(user, 'Aduana', 'Aduana de Caldera');
    await choose(user, 'Tipo', 'Importación Definitiva');
    await chooseCliente(user, 'tarrazu', 'Café Tarrazú Export S.A.');
    await waitFor(() => expect(api.to('/api/recibo/data/corelacionados')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/api/recibo/data/corelacionados')[0]!.url.searchParams)).toEqual({
      clienteId: String(cliente.id),
      estado: 'PENDIENTE',
    });
    await choose(user, 'Correlación', `Recibo ${pendientes[0]!.recibo}`);
    await choose(user, 'Encargado', otro.nombre);
    await fillTexts(user, TEXTOS);
    await setDate('Fecha DUA', '05/03/2026');
    await user.click(screen.getByRole('checkbox', { name: 'Examen Previo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Permisos' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await expectFlash(`Un nuevo recibo ha sido agregado: ${siguiente}`)).toMatchObject({
      kind: 'success',
      duration: 10_000,
    });
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'), { timeout: 20_000 });
    const nuevo = getDb().recibos.find((r) => r.recibo === siguiente)!;
    expect(nuevo).toMatchObject({
      estado: 'PENDIENTE',
      estaFacturado: 0,
      aduanaId: 5,
      tipoId: 1,
      clienteId: cliente.id,
      encargadoId: otro.id,
      corelacionId: pendientes[0]!.id,
      consignatario: TEXTOS.Consignatario,
      proveedor: TEXTOS.Proveedor,
      bl: TEXTOS.BL,
      factura: TEXTOS.Factura,
      dua: TEXTOS.DUA,
      fechaDua: '2026-03-05',
      observaciones: TEXTOS.Observaciones,
      previoExamen: 1,
      aforoFisico: 0,
      permisos: 1,
      pedimentados: 0,
      ticaEstado: 'NA',
    });
  });

  it('a user is always the encargado of what they save', async () => {
    const { user } = await renderApp(NUEVO, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    await choose(user, 'Aduana', 'Aduana Santamaría');
    await choose(user, 'Tipo', 'Courier');
    await chooseCliente(user, 'optica', 'Ópticas Visión Clara S.A.');
    await fillTexts(user, { ...TEXTOS, DUA: '' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const status = await expectFlash('Un nuevo recibo ha sido agregado: ');
    const nuevo = getDb().recibos.all().at(-1)!;
    expect(status).toMatchObject({
      kind: 'success',
      message: `Un nuevo recibo ha sido agregado: ${nuevo.recibo}`,
    });
    expect(nuevo).toMatchObject({
      encargadoId: demoUser('usuario').id,
      dua: '',
      fechaDua: null,
      previoExamen: 0,
    });
  });

  it('sends one save however often Guardar is pressed while it is in flight', async () => {
    const api = trackApi();
    server.use(
      http.post('*/api/recibo/create', async () => {
        await delay(400);
        return HttpResponse.json({ id: 99_999, recibo: 99_999 });
      }),
    );
    const { user } = await renderApp(NUEVO, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    await choose(user, 'Aduana', 'Aduana Central');
    await choose(user, 'Tipo', 'Courier');
    await chooseCliente(user, 'textiles', 'Textiles Orosi S.A.');
    await fillTexts(user, TEXTOS);
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    fireEvent.submit(guardar.closest('form')!);
    fireEvent.submit(guardar.closest('form')!);
    await user.dblClick(guardar);
    expect(await expectFlash('Un nuevo recibo ha sido agregado: 99999')).toMatchObject({ kind: 'success' });
    expect(api.to('/api/recibo/create')).toHaveLength(1);
  });

  it('keeps every value and stays on the form when the save fails (B2)', async () => {
    server.use(
      http.post('*/api/recibo/create', () =>
        HttpResponse.json({ message: 'El cliente Textiles Orosi S.A. está inactivo' }, { status: 400 }),
      ),
    );
    const { user, router } = await renderApp(NUEVO, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    await choose(user, 'Aduana', 'Aduana Central');
    await choose(user, 'Tipo', 'Courier');
    await chooseCliente(user, 'textiles', 'Textiles Orosi S.A.');
    await fillTexts(user, TEXTOS);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await expectFlash(
      'Se produjo un error cuando se estaba intentando agregar un nuevo recibo',
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('El cliente Textiles Orosi S.A. está inactivo');
    expect(currentPath(router)).toBe(NUEVO);
    for (const [label, value] of Object.entries(TEXTOS)) {
      expect(screen.getByRole('textbox', { name: label })).toHaveValue(value);
    }
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Textiles Orosi S.A.');
    expect(screen.getByRole('combobox', { name: 'Aduana' })).toHaveTextContent('Aduana Central');
  });
});

describe('Editar recibo', () => {
  it("opens 'Recibo {number}' with its values, its state and a Facturar button", async () => {
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && x.dua !== '' && !!x.fechaDua);
    const db = getDb();
    await renderApp(editar(r.id), { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: `Recibo ${r.recibo}` })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Aduana' })).toHaveTextContent(
      db.aduanas.get(r.aduanaId)!.nombre,
    );
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent(
      db.tiposTramite.get(r.tipoId)!.nombre,
    );
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(
      db.clientes.get(r.clienteId)!.nombre,
    );
    expect(screen.getByRole('textbox', { name: 'Consignatario' })).toHaveValue(r.consignatario);
    expect(screen.getByRole('textbox', { name: 'BL' })).toHaveValue(r.bl);
    expect(screen.getByRole('textbox', { name: 'DUA' })).toHaveValue(r.dua);
    const [y, m, d] = r.fechaDua!.split('-');
    expect(
      screen.getByRole('group', { name: 'Fecha DUA' }).parentElement!.querySelector('input'),
    ).toHaveValue(`${d}/${m}/${y}`);
    expect(screen.getByLabelText('Estado: PENDIENTE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facturar' })).toHaveAttribute(
      'href',
      `#/default-layout/add-nueva-factura/${r.id}`,
    );
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/recibos',
    );
  });

  it('saves an edit, keeps the state, and says so', async () => {
    const r = recibo((x) => x.estado === 'FINALIZADO' && x.encargadoId === 5);
    const { user, router } = await renderApp(editar(r.id), { role: 'coordinador' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` });
    await fillTexts(user, { Observaciones: 'Revisado por coordinación' });
    await user.click(screen.getByRole('checkbox', { name: 'Pedimentados' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash(`El recibo ${r.recibo} ha sido actualizado`)).toMatchObject({ kind: 'success' });
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'), { timeout: 20_000 });
    expect(getDb().recibos.get(r.id)).toMatchObject({
      estado: 'FINALIZADO',
      estaFacturado: 1,
      recibo: r.recibo,
      fecha: r.fecha,
      encargadoId: 5,
      observaciones: 'Revisado por coordinación',
      pedimentados: r.pedimentados ? 0 : 1,
    });
  });

  it('a user editing keeps the flags an admin set', async () => {
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && x.aforoFisico === 1);
    const { user } = await renderApp(editar(r.id), { role: 'usuario' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` });
    await fillTexts(user, { Proveedor: 'Makita USA Inc.' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await expectFlash(`El recibo ${r.recibo} ha sido actualizado`);
    expect(getDb().recibos.get(r.id)).toMatchObject({
      proveedor: 'Makita USA Inc.',
      aforoFisico: 1,
      encargadoId: 4,
    });
  });

  it('changing the client loads its PENDIENTE receipts and resets the correlation to 0', async () => {
    const api = trackApi();
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && x.corelacionId > 0);
    const db = getDb();
    const target = db.recibos.get(r.corelacionId)!;
    const { user } = await renderApp(editar(r.id), { role: 'usuario' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` });
    expect(screen.getByRole('combobox', { name: 'Correlación' })).toHaveTextContent(
      `Recibo ${target.recibo}`,
    );

    const nuevo = db.clientes.find((c) => c.nombre === 'Textiles Orosi S.A.')!;
    await chooseCliente(user, 'orosi', 'Textiles Orosi S.A.');
    expect(screen.getByRole('combobox', { name: 'Correlación' })).toHaveTextContent('Sin correlación');
    await waitFor(() =>
      expect(api.to('/api/recibo/data/corelacionados').at(-1)?.url.searchParams.get('clienteId')).toBe(
        String(nuevo.id),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Correlación' }));
    const listbox = await screen.findByRole('listbox');
    const esperados = db.recibos
      .filter((x) => x.clienteId === nuevo.id && x.estado === 'PENDIENTE' && x.id !== r.id)
      .sort((a, b) => b.id - a.id)
      .map((x) => `Recibo ${x.recibo}`);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sin correlación', ...esperados]),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await expectFlash(`El recibo ${r.recibo} ha sido actualizado`);
    expect(getDb().recibos.get(r.id)).toMatchObject({ clienteId: nuevo.id, corelacionId: 0 });
  });

  it('changes the TICA justification state at once', async () => {
    const api = trackApi();
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && x.ticaEstado === 'NA');
    const { user } = await renderApp(editar(r.id), { role: 'usuario' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` });
    const select = screen.getByRole('combobox', { name: 'Estado justificación TICA' });
    expect(select).toHaveTextContent('NA');
    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'NA',
      'EN PROCESO DE AFORO',
      'FACTURAR INMEDIATO',
      'DUA ANTICIPADO',
    ]);
    await user.click(options[2]!);
    expect(
      await expectFlash(`El estado justificación tica del recibo ${r.id} fue cambiado a FACTURAR INMEDIATO`),
    ).toMatchObject({ kind: 'success' });
    const put = api.to('/api/recibo/update-justificacion')[0]!;
    expect(put.method).toBe('PUT');
    expect(Object.fromEntries(put.url.searchParams)).toEqual({
      id: String(r.id),
      estado: 'FACTURAR INMEDIATO',
    });
    expect(getDb().recibos.get(r.id)!.ticaEstado).toBe('FACTURAR INMEDIATO');
    expect(screen.getByRole('combobox', { name: 'Estado justificación TICA' })).toHaveTextContent(
      'FACTURAR INMEDIATO',
    );
  });

  it('keeps showing the stored TICA state when the change fails, and says why', async () => {
    server.use(
      http.put('*/api/recibo/update-justificacion', () =>
        HttpResponse.json({ message: 'Servicio TICA no disponible' }, { status: 503 }),
      ),
    );
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && x.ticaEstado === 'NA');
    const { user } = await renderApp(editar(r.id), { role: 'usuario' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` });
    await user.click(screen.getByRole('combobox', { name: 'Estado justificación TICA' }));
    await user.click(await screen.findByRole('option', { name: 'DUA ANTICIPADO' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Se produjo un error cuando se estaba intentando cambiar el estado justificación tica del recibo ${r.id}`,
    );
    expect(alert).toHaveTextContent('Servicio TICA no disponible');
    expect(screen.getByRole('combobox', { name: 'Estado justificación TICA' })).toHaveTextContent('NA');
    expect(getDb().recibos.get(r.id)!.ticaEstado).toBe('NA');
  });

  it("a user cannot open someone else's receipt: the server's message and 'Reintentar'", async () => {
    const r = recibo((x) => x.encargadoId === 7);
    await renderApp(editar(r.id), { role: 'usuario' });
    expect(await screen.findByText(`El recibo ${r.recibo} pertenece a otro encargado`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const r = recibo((x) => x.encargadoId === 4);
    const { user, router } = await renderApp(editar(r.id), { role: 'usuario' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` });
    await user.type(screen.getByRole('textbox', { name: 'Observaciones' }), ' x');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'));
  });
});
