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

/**
 * A control found by role and name once per rendered form and kept while it stays mounted (React
 * keeps the node): every by-name query on this form computes the names of all its candidates, so
 * repeating it before each action was most of this file's time.
 */
let found = new Map<string, HTMLElement>();
beforeEach(() => {
  found = new Map();
});
function control(role: 'combobox' | 'textbox' | 'checkbox', name: string) {
  const key = `${role} ${name}`;
  const kept = found.get(key);
  if (kept?.isConnected) return kept;
  const element = screen.getByRole(role, { name });
  found.set(key, element);
  return element;
}
const combo = (name: string) => control('combobox', name);
const textbox = (name: string) => control('textbox', name);
const checkbox = (name: string) => control('checkbox', name);
/** The form's own button, not the menu's. */
const guardar = () => within(screen.getByRole('form')).getByRole('button', { name: 'Guardar' });

async function choose(user: User, label: string, option: string) {
  await user.click(combo(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseCliente(user: User, text: string, option: string) {
  const input = combo('Cliente');
  await user.clear(input);
  await user.paste(text);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Empties each field (which focuses it) and pastes its value. */
async function fillTexts(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(textbox(label));
    if (value) await user.paste(value);
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
      expect(combo(label)).toBeInTheDocument();
    }
    expect(combo('Encargado')).toHaveTextContent(demoUser('admin').nombre);
    expect(combo('Correlación')).toHaveTextContent('Sin correlación');
    for (const label of Object.keys(TEXTOS)) expect(textbox(label)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Fecha DUA' })).toBeInTheDocument();
    for (const label of ['Examen Previo', 'Aforo Físico', 'Permisos', 'Pedimentados']) {
      expect(checkbox(label)).not.toBeChecked();
    }
    // No invoicing and no TICA state before the receipt exists.
    expect(screen.queryByRole('link', { name: 'Facturar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Estado justificación TICA' })).not.toBeInTheDocument();
  });

  it('coordinators see the Encargado selector and the four checkboxes too', async () => {
    await renderApp(NUEVO, { role: 'coordinador' });
    await screen.findByRole('heading', { name: 'Nuevo Recibo' });
    expect(combo('Encargado')).toHaveTextContent(demoUser('coordinador').nombre);
    for (const label of ['Examen Previo', 'Aforo Físico', 'Permisos', 'Pedimentados']) {
      expect(checkbox(label)).toBeInTheDocument();
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
    await user.click(guardar());
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
      await user.type(textbox(label), 'N');
      await user.tab();
      const field = textbox(label);
      expect(field).toHaveAccessibleDescription('Debe ingresar al menos 2 caracteres');
    }
    const max = { Consignatario: 128, Proveedor: 128, BL: 32, Factura: 32, DUA: 16, Observaciones: 160 };
    for (const [label, n] of Object.entries(max)) {
      expect(textbox(label)).toHaveAttribute('maxlength', String(n));
    }
    // NA is the accepted way to say 'does not apply'.
    await user.clear(textbox('Consignatario'));
    await user.type(textbox('Consignatario'), 'NA');
    await user.tab();
    expect(textbox('Consignatario')).not.toHaveAccessibleDescription();
    // DUA is optional: empty is fine.
    await user.clear(textbox('DUA'));
    await user.tab();
    expect(textbox('DUA')).toHaveAccessibleDescription('Opcional');
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
    await user.click(checkbox('Examen Previo'));
    await user.click(checkbox('Permisos'));
    await user.click(guardar());

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
    await user.click(guardar());
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

  it('keeps every value and stays on the form when the save fails (B2); saved again, sends one save however often Guardar is pressed while it is in flight', async () => {
    const api = trackApi();
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
    await user.click(guardar());
    const alert = await expectFlash(
      'Se produjo un error cuando se estaba intentando agregar un nuevo recibo',
    );
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('El cliente Textiles Orosi S.A. está inactivo');
    expect(currentPath(router)).toBe(NUEVO);
    for (const [label, value] of Object.entries(TEXTOS)) {
      expect(textbox(label)).toHaveValue(value);
    }
    expect(combo('Cliente')).toHaveValue('Textiles Orosi S.A.');
    expect(combo('Aduana')).toHaveTextContent('Aduana Central');

    // Saved again, however often Guardar is pressed while it is in flight, it sends one save.
    server.use(
      http.post('*/api/recibo/create', async () => {
        await delay(400);
        return HttpResponse.json({ id: 99_999, recibo: 99_999 });
      }),
    );
    const antes = api.to('/api/recibo/create').length;
    const boton = guardar();
    fireEvent.submit(boton.closest('form')!);
    fireEvent.submit(boton.closest('form')!);
    await user.dblClick(boton);
    expect(await expectFlash('Un nuevo recibo ha sido agregado: 99999')).toMatchObject({ kind: 'success' });
    expect(api.to('/api/recibo/create')).toHaveLength(antes + 1);
  });
});

describe('Editar recibo', () => {
  it("opens 'Recibo {number}' with its values, its state and a Facturar button", async () => {
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && x.dua !== '' && !!x.fechaDua);
    const db = getDb();
    await renderApp(editar(r.id), { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: `Recibo ${r.recibo}` })).toBeInTheDocument();
    expect(combo('Aduana')).toHaveTextContent(db.aduanas.get(r.aduanaId)!.nombre);
    expect(combo('Tipo')).toHaveTextContent(db.tiposTramite.get(r.tipoId)!.nombre);
    expect(combo('Cliente')).toHaveValue(db.clientes.get(r.clienteId)!.nombre);
    expect(textbox('Consignatario')).toHaveValue(r.consignatario);
    expect(textbox('BL')).toHaveValue(r.bl);
    expect(textbox('DUA')).toHaveValue(r.dua);
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
    await user.click(checkbox('Pedimentados'));
    await user.click(guardar());
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
    await user.click(guardar());
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
    expect(combo('Correlación')).toHaveTextContent(`Recibo ${target.recibo}`);

    const nuevo = db.clientes.find((c) => c.nombre === 'Textiles Orosi S.A.')!;
    await chooseCliente(user, 'orosi', 'Textiles Orosi S.A.');
    expect(combo('Correlación')).toHaveTextContent('Sin correlación');
    await waitFor(() =>
      expect(api.to('/api/recibo/data/corelacionados').at(-1)?.url.searchParams.get('clienteId')).toBe(
        String(nuevo.id),
      ),
    );
    await user.click(combo('Correlación'));
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
    await user.click(guardar());
    await expectFlash(`El recibo ${r.recibo} ha sido actualizado`);
    expect(getDb().recibos.get(r.id)).toMatchObject({ clienteId: nuevo.id, corelacionId: 0 });
  });

  it('changes the TICA justification state at once', async () => {
    const api = trackApi();
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && x.ticaEstado === 'NA');
    const { user } = await renderApp(editar(r.id), { role: 'usuario' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` });
    const select = combo('Estado justificación TICA');
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
    expect(combo('Estado justificación TICA')).toHaveTextContent('FACTURAR INMEDIATO');
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
    await user.click(combo('Estado justificación TICA'));
    await user.click(await screen.findByRole('option', { name: 'DUA ANTICIPADO' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Se produjo un error cuando se estaba intentando cambiar el estado justificación tica del recibo ${r.id}`,
    );
    expect(alert).toHaveTextContent('Servicio TICA no disponible');
    expect(combo('Estado justificación TICA')).toHaveTextContent('NA');
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
    await user.type(textbox('Observaciones'), ' x');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'));
  });
});
