import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const NUEVA = '/default-layout/add-empresa';
const EDITAR = (id: number) => `/default-layout/add-empresa/${id}`;

beforeAll(() => import('@/features/empresas/pages/empresa-form-page'));
afterEach(() => server.events.removeAllListeners());

/** Records the JSON body of every filter-data call. */
function spyFilterData() {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/empresa/filter-data') {
      void request
        .clone()
        .json()
        .then((b: Record<string, unknown>) => bodies.push(b));
    }
  });
  return bodies;
}

/** Holds a POST until `open()`; then the real mock answers it. Counts the calls. */
function gate(path: string) {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  let calls = 0;
  server.use(
    http.post(`*${path}`, async () => {
      calls += 1;
      await held;
      // Returning nothing hands the request to the real mock handler.
    }),
  );
  return { open, calls: () => calls };
}

/**
 * Each field is found by role and name once per rendered form, within its section, and kept while it
 * stays mounted (React keeps the node): on a form of 20 fields every by-name query computes the names
 * of all its candidates, so repeating it before each action was most of this file's time.
 */
const SECCION: Record<string, string> = {
  Nombre: 'Datos de la cuenta',
  Iniciales: 'Datos de la cuenta',
  Tipo: 'Datos de la cuenta',
  Cédula: 'Datos de la cuenta',
  Estado: 'Datos de la cuenta',
  Teléfono: 'Datos de la cuenta',
  'Correo 1': 'Datos de la cuenta',
  'Correo 2': 'Datos de la cuenta',
  'Correo de recepción': 'Datos de la cuenta',
  Provincia: 'Ubicación',
  Cantón: 'Ubicación',
  Distrito: 'Ubicación',
  Dirección: 'Ubicación',
  'Usuario Hacienda': 'Comunicación con Hacienda',
  'Archivo Llave Criptográfica': 'Comunicación con Hacienda',
  Logo: 'Comunicación con Hacienda',
  'Cantidad de facturas por mes': 'Facturación',
  'Tipo de Medida': 'Facturación',
};

let found = new Map<string, HTMLElement>();
beforeEach(() => {
  found = new Map();
});
function once(key: string, find: () => HTMLElement) {
  const kept = found.get(key);
  if (kept?.isConnected) return kept;
  const element = find();
  found.set(key, element);
  return element;
}

const seccion = (name: string) => once(`region ${name}`, () => screen.getByRole('region', { name }));
const enSeccion = (name: string) => within(seccion(SECCION[name]!));

const combo = (name: string) =>
  once(`combobox ${name}`, () => enSeccion(name).getByRole('combobox', { name }));
const text = (name: string) => once(`textbox ${name}`, () => enSeccion(name).getByRole('textbox', { name }));
const cantidad = () =>
  once('spinbutton', () =>
    enSeccion('Cantidad de facturas por mes').getByRole('spinbutton', {
      name: 'Cantidad de facturas por mes',
    }),
  );
const hacienda = () => within(seccion('Comunicación con Hacienda'));
const clave = () => once('clave', () => hacienda().getByLabelText(/^Clave Hacienda/));
const pin = () => once('pin', () => hacienda().getByLabelText(/^Pin/));
/** The form's own buttons and links, not the menu's. */
const formulario = () => within(once('form', () => screen.getByRole('form')));
const guardar = () => formulario().getByRole('button', { name: 'Guardar' });

async function choose(user: UserEvent, name: string, option: string) {
  await user.click(combo(name));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function optionsOf(user: UserEvent, name: string) {
  await user.click(combo(name));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return names;
}

/** Empties the field (which focuses it), pastes the value into it and leaves it. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.paste(value);
  await user.tab();
}

async function fillValidNew(user: UserEvent) {
  await fill(user, text('Nombre'), 'Depósito Fiscal Santa Ana S.A.');
  await fill(user, text('Iniciales'), 'DFS');
  await choose(user, 'Tipo', 'Jurídico');
  await fill(user, text('Cédula'), '3101123456');
  await fill(user, text('Teléfono'), '2203-4455');
  await fill(user, text('Correo 1'), 'fe@dfsantaana.cr');
  await fill(user, text('Correo de recepción'), 'recepcion@dfsantaana.cr');
  await choose(user, 'Provincia', 'San José');
  await waitFor(() => expect(combo('Cantón')).not.toHaveAttribute('aria-disabled'));
  await choose(user, 'Cantón', 'Santa Ana');
  await waitFor(() => expect(combo('Distrito')).not.toHaveAttribute('aria-disabled'));
  await choose(user, 'Distrito', 'Pozos');
  await fill(user, text('Dirección'), 'Pozos de Santa Ana, Centro Empresarial Forum 1, edificio C');
  await fill(user, text('Usuario Hacienda'), 'cpj-3-101-123456@prod.comprobanteselectronicos.go.cr');
  await fill(user, clave(), 'Forum#2026');
  await fill(user, pin(), '2468');
  await fill(user, text('Archivo Llave Criptográfica'), '3101123456.p12');
  await fill(user, cantidad(), '25');
  await choose(user, 'Tipo de Medida', 'Servicios Profesionales');
}

describe('Nueva Cuenta', () => {
  it("starts with the defaults, asks filter-data once for the provinces, and refuses the blank form with 'Por favor completar todos los campos requeridos' and a message under each field", async () => {
    const bodies = spyFilterData();
    const { user } = await renderApp(NUEVA, { role: 'superadmin' });
    expect(await screen.findByRole('heading', { name: 'Nueva Cuenta' })).toBeInTheDocument();
    expect(cantidad()).toHaveValue(1);
    expect(combo('Tipo')).toHaveTextContent('Físico');
    expect(combo('Tipo de Medida')).toHaveTextContent('Unidades');
    expect(combo('Estado')).toHaveTextContent('ACTIVO');
    expect(combo('Cantón')).toHaveAttribute('aria-disabled', 'true');
    expect(combo('Distrito')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Seleccione primero la provincia')).toBeInTheDocument();
    expect(await optionsOf(user, 'Provincia')).toEqual([
      'San José',
      'Alajuela',
      'Cartago',
      'Heredia',
      'Guanacaste',
      'Puntarenas',
      'Limón',
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ id: 0, cantidad: 1, tipo: '01', tipoMedida: 'Unid', estado: 'ACTIVO' });
    expect(bodies[0]).toMatchObject({ provinciaCr: null, cantonCr: null, distritoCr: null });
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/empresas',
    );

    // Guardar on the untouched form refuses it.
    await user.click(guardar());
    expect(await expectFlash(/^Por favor completar todos los campos requeridos$/)).toMatchObject({
      kind: 'danger',
    });
    for (const message of [
      'El nombre es requerido',
      'Las iniciales son requeridas',
      'La cédula es requerida',
      'El teléfono es requerido',
      'El correo 1 es requerido',
      'El correo de recepción es requerido',
      'La provincia es requerida',
      'El cantón es requerido',
      'El distrito es requerido',
      'La dirección es requerida',
      'El usuario es requerido',
      'La clave es requerida',
      'El pin es requerido',
      'El archivo de llave criptográfica es requerido',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(getDb().empresas.size).toBe(6);
  }, 60_000);

  it('loads the cantons of the chosen province and the districts of the chosen canton, sends the chosen district too; a new province clears both', async () => {
    const bodies = spyFilterData();
    const { user } = await renderApp(NUEVA, { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Nueva Cuenta' });
    await choose(user, 'Provincia', 'Limón');
    await waitFor(() => expect(combo('Cantón')).not.toHaveAttribute('aria-disabled'));
    expect(bodies.at(-1)).toMatchObject({
      provincia: '7',
      provinciaCr: { id: 7, nombreProvincia: 'Limón' },
      cantonCr: null,
    });
    expect(await optionsOf(user, 'Cantón')).toEqual([
      'Limón',
      'Pococí',
      'Siquirres',
      'Talamanca',
      'Matina',
      'Guácimo',
    ]);
    await choose(user, 'Cantón', 'Pococí');
    await waitFor(() => expect(combo('Distrito')).not.toHaveAttribute('aria-disabled'));
    expect(bodies.at(-1)).toMatchObject({ canton: '02', cantonCr: { id: 702, nombreCanton: 'Pococí' } });
    expect(await optionsOf(user, 'Distrito')).toEqual([
      'Guápiles',
      'Jiménez',
      'La Rita',
      'Roxana',
      'Cariari',
      'Colorado',
      'La Colonia',
    ]);
    // The chosen district goes to filter-data too (seed 1 §7), keeping the lists.
    const antes = bodies.length;
    await choose(user, 'Distrito', 'Cariari');
    await waitFor(() => expect(bodies).toHaveLength(antes + 1));
    expect(bodies.at(-1)).toMatchObject({
      provincia: '7',
      canton: '02',
      distrito: '05',
      distritoCr: { id: 70205, nombreDistrito: 'Cariari' },
    });
    expect(combo('Distrito')).toHaveTextContent('Cariari');
    expect(combo('Cantón')).toHaveTextContent('Pococí');
    expect((await optionsOf(user, 'Distrito')).length).toBe(7);

    await choose(user, 'Provincia', 'Heredia');
    expect(combo('Cantón')).not.toHaveTextContent('Pococí');
    expect(combo('Distrito')).not.toHaveTextContent('Cariari');
    expect(combo('Distrito')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(combo('Cantón')).not.toHaveAttribute('aria-disabled'));
    expect(bodies.at(-1)).toMatchObject({
      provincia: '4',
      canton: '',
      distrito: '',
      cantonCr: null,
      distritoCr: null,
    });
    expect((await optionsOf(user, 'Cantón')).slice(0, 3)).toEqual(['Heredia', 'Barva', 'Santo Domingo']);
  }, 60_000);

  it("joins broken rules under 'Favor corregir los siguientes errores:'", async () => {
    const { user } = await renderApp(NUEVA, { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Nueva Cuenta' });
    await fill(user, text('Nombre'), 'X');
    await fill(user, text('Cédula'), '31011234');
    await fill(user, text('Teléfono'), '2203');
    await fill(user, text('Correo 1'), 'fe@');
    await fill(user, cantidad(), '0');
    await user.click(guardar());
    const alert = await expectFlash('Favor corregir los siguientes errores:');
    expect(alert.kind).toBe('danger');
    expect(alert.message).toBe(
      [
        'Favor corregir los siguientes errores:',
        '• Nombre: Debe ingresar al menos 2 caracteres',
        '• Cédula: # de cédula es invalida.',
        '• Teléfono: Debe ingresar al menos 8 caracteres',
        '• Correo 1: Debe ingresar un correo válido',
        '• La cantidad debe ser mayor o igual a 1',
        '• Por favor completar todos los campos requeridos',
      ].join('\n'),
    );
    expect(getDb().empresas.size).toBe(6);
  });

  it('shows each rule under its field as the user leaves it (V1, V4, V5, cantidad)', async () => {
    const { user } = await renderApp(NUEVA, { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Nueva Cuenta' });
    await fill(user, text('Nombre'), 'X');
    expect(await screen.findByText('Debe ingresar al menos 2 caracteres')).toBeInTheDocument();
    await fill(user, text('Teléfono'), '2203-44');
    expect(await screen.findByText('Debe ingresar al menos 8 caracteres')).toBeInTheDocument();
    await fill(user, text('Teléfono'), '2'.repeat(65));
    expect(await screen.findByText('Debe ingresar un máximo de 64 caracteres')).toBeInTheDocument();
    await fill(user, text('Usuario Hacienda'), 'cpj-3-101-123456');
    expect(await screen.findByText('Debe ingresar un correo válido')).toBeInTheDocument();

    await fill(user, cantidad(), '');
    expect(
      await screen.findByText('La cantidad de facturas mes es requerida y debe ser mayor o igual a uno'),
    ).toBeInTheDocument();
    await fill(user, cantidad(), '0');
    expect(await screen.findByText('La cantidad debe ser mayor o igual a 1')).toBeInTheDocument();
    await fill(user, cantidad(), '101');
    expect(await screen.findByText('La cantidad debe ser menor o igual a 100')).toBeInTheDocument();
    await fill(user, cantidad(), '100');
    await waitFor(() => expect(screen.queryByText(/La cantidad/)).not.toBeInTheDocument());
  });

  it('checks the length of the address, the optional Correo 2 and the e-mail fields, and a whole cantidad', async () => {
    const { user } = await renderApp(NUEVA, { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Nueva Cuenta' });
    expect(text('Dirección')).toHaveAttribute('maxlength', '127');
    fireEvent.change(text('Dirección'), { target: { value: 'x'.repeat(128) } });
    fireEvent.blur(text('Dirección'));
    expect(await screen.findByText('Debe ingresar un máximo de 127 caracteres')).toBeInTheDocument();
    await fill(user, text('Dirección'), 'x'.repeat(127));
    expect(screen.queryByText('Debe ingresar un máximo de 127 caracteres')).not.toBeInTheDocument();

    await fill(user, text('Correo 2'), 'contabilidad');
    await fill(user, text('Correo de recepción'), 'recepcion@');
    await waitFor(() => expect(screen.getAllByText('Debe ingresar un correo válido')).toHaveLength(2));
    await fill(user, text('Correo 2'), '');
    await waitFor(() => expect(screen.getAllByText('Debe ingresar un correo válido')).toHaveLength(1));

    await fill(user, cantidad(), '2.5');
    expect(await screen.findByText('La cantidad debe ser un número entero')).toBeInTheDocument();
  });

  it('checks the cédula by its tipo, again when the tipo changes (V4)', async () => {
    const { user } = await renderApp(NUEVA, { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Nueva Cuenta' });
    const cedula = text('Cédula');
    await fill(user, cedula, '112340567');
    expect(screen.queryByText('Cédula: # de cédula es invalida.')).not.toBeInTheDocument();
    await choose(user, 'Tipo', 'Jurídico');
    expect(await screen.findByText('Cédula: # de cédula es invalida.')).toBeInTheDocument();
    await fill(user, cedula, '3101123456');
    expect(screen.queryByText('Cédula: # de cédula es invalida.')).not.toBeInTheDocument();
    await choose(user, 'Tipo', 'DIMEX');
    expect(await screen.findByText('Cédula: # de cédula es invalida.')).toBeInTheDocument();
    await fill(user, cedula, '184000123456');
    expect(screen.queryByText('Cédula: # de cédula es invalida.')).not.toBeInTheDocument();
    await choose(user, 'Tipo', 'NITE');
    expect(await screen.findByText('Cédula: # de cédula es invalida.')).toBeInTheDocument();
    await fill(user, cedula, '3001234567');
    expect(screen.queryByText('Cédula: # de cédula es invalida.')).not.toBeInTheDocument();
    await choose(user, 'Tipo', 'Físico');
    await fill(user, cedula, '012340567');
    expect(screen.getByText('Cédula: # de cédula es invalida.')).toBeInTheDocument();
  });

  it(
    "keeps every value and says why when the save fails ('... agregar una cuenta' + the server's text); then creates the account: in-progress flash and spinner, success and back to the list",
    { timeout: 120_000 },
    async () => {
      const { user, router } = await renderApp(NUEVA, { role: 'superadmin' });
      await screen.findByRole('heading', { name: 'Nueva Cuenta' });
      await fillValidNew(user);

      // First with the cédula of another account: the real mock refuses it, and every value stays.
      await fill(user, text('Cédula'), '3101704425');
      await user.click(guardar());
      const alert = await expectFlash('Se produjo un error cuando se estaba intentando agregar una cuenta');
      expect(alert).toMatchObject({ kind: 'danger' });
      expect(alert.message).toContain(
        'Ya existe una cuenta con la cédula 3101704425: Aduanas y Logística del Pacífico S.A.',
      );
      expect(currentPath(router)).toBe(NUEVA);
      expect(text('Nombre')).toHaveValue('Depósito Fiscal Santa Ana S.A.');
      expect(text('Cédula')).toHaveValue('3101704425');
      expect(combo('Distrito')).toHaveTextContent('Pozos');
      expect(clave()).toHaveValue('Forum#2026');
      expect(guardar()).toBeEnabled();
      expect(getDb().empresas.size).toBe(6);

      // Then with its own cédula.
      await fill(user, text('Cédula'), '3101123456');
      const create = gate('/api/empresa/create');
      await user.click(guardar());
      expect(await expectFlash('Esperar un momento mientras la cuenta es creada ....')).toMatchObject({
        kind: 'info',
      });
      expect(screen.getByRole('progressbar', { name: 'Guardando…' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Cancelar' })).not.toBeInTheDocument();
      create.open();
      expect(await expectFlash('Una nueva cuenta ha sido agregada')).toMatchObject({ kind: 'success' });
      await waitFor(() =>
        expect(
          screen.queryByText('Esperar un momento mientras la cuenta es creada ....'),
        ).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(currentPath(router)).toBe('/default-layout/empresas'));
      expect(create.calls()).toBe(1);
      const saved = getDb().empresas.find((e) => e.cedula === '3101123456');
      expect(saved).toMatchObject({
        nombre: 'Depósito Fiscal Santa Ana S.A.',
        iniciales: 'DFS',
        tipo: '02',
        telefono: '2203-4455',
        provincia: '1',
        canton: '09',
        distrito: '03',
        direccion: 'Pozos de Santa Ana, Centro Empresarial Forum 1, edificio C',
        usuario: 'cpj-3-101-123456@prod.comprobanteselectronicos.go.cr',
        clave: 'Forum#2026',
        pin: '2468',
        keyPath: '3101123456.p12',
        cantidad: 25,
        tipoMedida: 'Sp',
        estado: 'ACTIVO',
        correo2: '',
        recepcionCorreos: 'recepcion@dfsantaana.cr',
      });
      expect(await screen.findByText('Depósito Fiscal Santa Ana S.A.')).toBeInTheDocument();
    },
  );

  it("shows the server's message and 'Reintentar' when the province list does not load", async () => {
    server.use(
      http.post('*/api/empresa/filter-data', () =>
        HttpResponse.json({ message: 'Catálogo territorial no disponible' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(NUEVA, { role: 'superadmin' });
    expect(await screen.findByText('Catálogo territorial no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Nueva Cuenta' })).toBeInTheDocument();
  });
});

describe('Empresa {nombre} (edit)', () => {
  it('opens with every value and its province, canton and district', async () => {
    const { user } = await renderApp(EDITAR(1), { role: 'superadmin' });
    expect(
      await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' }),
    ).toBeInTheDocument();
    expect(text('Nombre')).toHaveValue('Aduanas y Logística del Pacífico S.A.');
    expect(text('Iniciales')).toHaveValue('ALP');
    expect(combo('Tipo')).toHaveTextContent('Jurídico');
    expect(text('Cédula')).toHaveValue('3101704425');
    expect(combo('Estado')).toHaveTextContent('ACTIVO');
    expect(text('Teléfono')).toHaveValue('2290-4455');
    expect(text('Correo 1')).toHaveValue('facturacion@aduanaspacifico.co.cr');
    expect(text('Correo 2')).toHaveValue('contabilidad@aduanaspacifico.co.cr');
    expect(text('Correo de recepción')).toHaveValue('recepcion@aduanaspacifico.co.cr');
    expect(combo('Provincia')).toHaveTextContent('San José');
    expect(combo('Cantón')).toHaveTextContent('San José');
    expect(combo('Distrito')).toHaveTextContent('Uruca');
    expect(text('Dirección')).toHaveValue(
      'La Uruca, de la Plaza de Deportes 200 m norte, edificio Pacífico, segundo piso',
    );
    expect(text('Usuario Hacienda')).toHaveValue('cpj-3-101-704425@prod.comprobanteselectronicos.go.cr');
    // Neither the password nor the PIN reaches the browser (D27): empty, kept unless retyped.
    expect(clave()).toHaveValue('');
    expect(clave()).toHaveAccessibleDescription(
      'Guardada. Déjela vacía para conservarla o escriba una nueva para cambiarla.',
    );
    expect(clave()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar clave' }));
    expect(clave()).toHaveAttribute('type', 'text');
    expect(pin()).toHaveValue('');
    expect(pin()).toHaveAttribute('type', 'password');
    expect(text('Archivo Llave Criptográfica')).toHaveValue('310170442.p12');
    expect(text('Logo')).toHaveValue('logo-alp.png');
    expect(cantidad()).toHaveValue(100);
    expect(combo('Tipo de Medida')).toHaveTextContent('Servicios Profesionales');
    expect((await optionsOf(user, 'Distrito')).length).toBe(11);
  });

  it('changing the province clears canton and district and reloads the cantons', async () => {
    const bodies = spyFilterData();
    const { user } = await renderApp(EDITAR(3), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Agencia de Aduanas Caribe Sur S.R.L.' });
    expect(combo('Cantón')).toHaveTextContent('Limón');
    expect(bodies).toHaveLength(0);
    await choose(user, 'Provincia', 'Cartago');
    expect(combo('Cantón')).not.toHaveTextContent('Limón');
    expect(combo('Distrito')).not.toHaveTextContent('Limón');
    await waitFor(() => expect(combo('Cantón')).not.toHaveAttribute('aria-disabled'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ id: 3, provincia: '3', canton: '', distrito: '' });
    expect((await optionsOf(user, 'Cantón'))[0]).toBe('Cartago');
    // The district is required again.
    await user.click(guardar());
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    expect(screen.getByText('El distrito es requerido')).toBeInTheDocument();
    expect(getDb().empresas.get(3)?.provincia).toBe('7');
  });

  it('saves the changes, flashes it and returns to the list', async () => {
    const { user, router } = await renderApp(EDITAR(5), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Transportes y Aduanas Guanacaste Ltda.' });
    await choose(user, 'Estado', 'ACTIVO');
    await choose(user, 'Cantón', 'Nicoya');
    await waitFor(() => expect(combo('Distrito')).not.toHaveAttribute('aria-disabled'));
    await choose(user, 'Distrito', 'Nosara');
    await user.click(guardar());
    expect(await expectFlash('La cuenta ha sido actualizada')).toMatchObject({ kind: 'success' });
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/empresas'), { timeout: 20_000 });
    expect(getDb().empresas.get(5)).toMatchObject({ estado: 'ACTIVO', provincia: '5', canton: '02' });
    expect(getDb().empresas.get(5)?.distrito).toBe('06');
  });

  it('flashes when the cantons cannot be loaded', async () => {
    const { user } = await renderApp(EDITAR(2), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Corporación Aduanera Centroamericana S.A.' });
    server.use(
      http.post('*/api/empresa/filter-data', () =>
        HttpResponse.json({ message: 'Sin conexión al catálogo' }, { status: 500 }),
      ),
    );
    await choose(user, 'Provincia', 'Puntarenas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los cantones y distritos');
    expect(alert).toHaveTextContent('Sin conexión al catálogo');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await renderApp(EDITAR(4), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Carlos Andrés Quesada Chaves' });
    await user.type(text('Iniciales'), 'X');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe(EDITAR(4));
    expect(text('Iniciales')).toHaveValue('CQCX');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/empresas'));
  });

  it("keeps the changes and says '... agregar una cuenta' with the server's text when an update fails", async () => {
    server.use(
      http.post('*/api/empresa/create', () =>
        HttpResponse.json({ message: 'Servidor en mantenimiento' }, { status: 503 }),
      ),
    );
    const { user, router } = await renderApp(EDITAR(6), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Servicios Logísticos Alajuela S.A.' });
    await fill(user, text('Iniciales'), 'SLAJ');
    await user.click(guardar());
    const alert = await expectFlash('Se produjo un error cuando se estaba intentando agregar una cuenta');
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Servidor en mantenimiento');
    expect(currentPath(router)).toBe(EDITAR(6));
    expect(text('Iniciales')).toHaveValue('SLAJ');
    expect(guardar()).toBeEnabled();
    expect(getDb().empresas.get(6)?.iniciales).toBe('SLA');
  });

  it.each([
    ['a new account', NUEVA],
    ['their own account', EDITAR(1)],
  ])(
    'tells a user who is not super admin that %s is not theirs to manage, asking nothing',
    async (_, url) => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
      await renderApp(url, { role: 'admin' });
      expect(await screen.findByText('No tiene permisos para realizar esta acción.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
      expect(calls.filter((c) => c.startsWith('/api/empresa'))).toEqual([]);
    },
  );

  it('shows a 404 from the server for an unknown account', async () => {
    await renderApp(EDITAR(99), { role: 'superadmin' });
    expect(await screen.findByText('La empresa 99 no existe')).toBeInTheDocument();
  });
});
