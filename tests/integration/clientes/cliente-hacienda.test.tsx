import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { CASOS_CONTRIBUYENTE } from '@mocks/lib/registro-hacienda';
import { server } from '@mocks/node';
import { LIMITE_MS } from '@/features/registro-hacienda/api';
import { env } from '@/lib/env';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { seriousFindings } from '@tests/axe-findings';
import { fill, textBoxes } from './campos';

/*
 * The client form and Hacienda's registry: the taxpayer shown beside the number, its name
 * and activities offered, its warnings, and every way the registry can fail leaving the form as it was.
 */

const NUEVO = '/default-layout/add-client';
const AE = 'https://api.hacienda.go.cr/fe/ae';
const DOLAR = 'https://api.hacienda.go.cr/indicadores/tc/dolar';
const panel = () => screen.findByRole('region', { name: 'Datos en Hacienda' });

const idDe = (nombre: string) => getDb().clientes.find((c) => c.nombre === nombre)!.id;
const editar = (nombre: string) => `/default-layout/add-client/${idDe(nombre)}`;

async function abrir(ruta: string, titulo: string) {
  const r = await renderApp(ruta, { role: 'usuario' });
  await screen.findByRole('heading', { name: titulo }, { timeout: 20_000 });
  return { ...r, box: textBoxes() };
}

async function choose(user: UserEvent, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** Every identification the registry was asked for, in order. */
function preguntas() {
  const ids: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.href.startsWith(AE)) ids.push(url.searchParams.get('identificacion') ?? '');
  });
  return ids;
}

/** The list item of the registry's activity with this code, as Hacienda writes it. */
async function actividad(codigo: string) {
  const lista = within(await panel()).getByRole('list', { name: 'Actividades económicas en Hacienda' });
  const item = within(lista)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(codigo));
  expect(item, codigo).toBeDefined();
  return item!;
}

async function guardarYVolver(user: UserEvent, router: Parameters<typeof currentPath>[0], aviso: string) {
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await expectFlash(aviso)).toMatchObject({ kind: 'success' });
  // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
  await waitFor(() => expect(currentPath(router)).toBe('/default-layout/clientes'), { timeout: 20_000 });
}

describe('Cliente y el registro de Hacienda', { timeout: 60_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it('fills an empty Nombre with the registered name and shows régimen, state and activities', async () => {
    const { user, box } = await abrir(NUEVO, 'Nuevo Cliente');
    const ids = preguntas();
    await choose(user, 'Tipo Identificación', 'Jurídica');
    await fill(user, box('Número Identificación'), CASOS_CONTRIBUYENTE.tresActividades);
    await waitFor(() =>
      expect(box('Nombre')).toHaveValue('DISTRIBUIDORA TROPICAL DEL VALLE SOCIEDAD ANONIMA'),
    );
    const p = await panel();
    expect(p).toHaveTextContent('Nombre registrado: DISTRIBUIDORA TROPICAL DEL VALLE SOCIEDAD ANONIMA');
    expect(p).toHaveTextContent('Régimen: Régimen general');
    expect(p).toHaveTextContent('Situación: Inscrito · Administración tributaria: San José Oeste');
    expect(p).toHaveTextContent('Fuente: Ministerio de Hacienda (api.hacienda.go.cr)');
    expect(within(p).queryByRole('note')).not.toBeInTheDocument();
    // Marked once the app's catalogue has been read.
    await waitFor(async () =>
      expect(await actividad('5141.0')).toHaveTextContent(
        '5141.0 VENTA AL POR MAYOR DE FRUTAS Y VERDURASActivaPrimariaNo está en el catálogo de códigos de actividad: no se puede agregar',
      ),
    );
    expect(await actividad('630101')).toHaveTextContent(/^630101 .*ActivaSecundaria$/);
    expect(await actividad('630201')).toHaveTextContent(/^630201 .*InactivaSecundaria$/);
    // The registered name is the clerk's to edit; it is not put back.
    await fill(user, box('Nombre'), 'Distribuidora Tropical');
    expect(await within(p).findByRole('button', { name: 'Usar el nombre de Hacienda' })).toBeInTheDocument();
    expect(box('Nombre')).toHaveValue('Distribuidora Tropical');
    expect(ids).toEqual([CASOS_CONTRIBUYENTE.tresActividades]);
  });

  it('asks a number typed digit by digit once, when it is whole, never its incomplete beginnings', async () => {
    const { user, box } = await abrir(NUEVO, 'Nuevo Cliente');
    const ids = preguntas();
    await user.type(box('Número Identificación'), CASOS_CONTRIBUYENTE.omiso);
    expect(
      await within(await panel()).findByText(
        'Hacienda lo reporta omiso: no ha presentado sus declaraciones.',
      ),
    ).toBeInTheDocument();
    expect(box('Nombre')).toHaveValue('ELENA SIBAJA CORRALES');
    // Leaving the field and coming back to the same number asks nothing again (the day's answer).
    await user.type(box('Número Identificación'), '{Backspace}4');
    await waitFor(async () =>
      expect(await panel()).toHaveTextContent('Nombre registrado: ELENA SIBAJA CORRALES'),
    );
    expect(ids).toEqual([CASOS_CONTRIBUYENTE.omiso]);
  });

  it('offers the registered name when Nombre differs, and puts it in on request', async () => {
    const { user, box } = await abrir(
      editar('Distribuidora Tropical del Valle S.A.'),
      'Cliente Distribuidora Tropical del Valle S.A.',
    );
    const p = await panel();
    await user.click(await within(p).findByRole('button', { name: 'Usar el nombre de Hacienda' }));
    expect(box('Nombre')).toHaveValue('DISTRIBUIDORA TROPICAL DEL VALLE SOCIEDAD ANONIMA');
    expect(within(p).queryByRole('button', { name: 'Usar el nombre de Hacienda' })).not.toBeInTheDocument();
  });

  // Not registered: the registry answers nothing. Each other warning's text (moroso, omiso, another
  // state) is unit registro-hacienda-rules › avisosContribuyente; the panel shows them the same way.
  it('Li Wei Chen: a warning that stays beside the form', async () => {
    const nombre = 'Li Wei Chen';
    await abrir(editar(nombre), `Cliente ${nombre}`);
    const p = await panel();
    const nota = await within(p).findByRole('note');
    expect(nota).toHaveTextContent(
      `Hacienda no tiene registrada la identificación ${CASOS_CONTRIBUYENTE.noRegistrado}.`,
    );
    expect(within(p).getAllByRole('note')).toHaveLength(1);
  });

  it('adds the active activities the catalogue has as the client’s codes in one press, and marks an inactive one it has', async () => {
    const id = idDe('Distribuidora Tropical del Valle S.A.');
    getDb().clienteCodigos.insert({ clienteId: id, codigoActividadDgt: '630201' });
    const antes = getDb().clienteCodigos.filter((c) => c.clienteId === id).length;
    const { user } = await abrir(
      editar('Distribuidora Tropical del Valle S.A.'),
      'Cliente Distribuidora Tropical del Valle S.A.',
    );
    // Marked once the client's codes have been read too.
    await waitFor(async () =>
      expect(await actividad('630201')).toHaveTextContent(
        'Inactiva en Hacienda, y el cliente la tiene asignada',
      ),
    );
    const p = await panel();
    await user.click(await within(p).findByRole('button', { name: 'Agregar actividades de Hacienda' }));
    expect(
      await within(p).findByText('Se agregó 1 código de actividad de Hacienda al cliente.'),
    ).toBeInTheDocument();
    const codigos = getDb()
      .clienteCodigos.filter((c) => c.clienteId === id)
      .map((c) => c.codigoActividadDgt);
    expect(codigos).toHaveLength(antes + 1);
    expect(codigos).toContain('630101');
    // 5141.0 is active but the app's catalogue lacks it: it is not added, and the panel says so.
    expect(codigos).not.toContain('5141.0');
    expect(await actividad('5141.0')).toHaveTextContent('No está en el catálogo de códigos de actividad');
    // Marked once the client's codes have been read again after the addition.
    await waitFor(async () => expect(await actividad('630101')).toHaveTextContent('Asignada al cliente'));
    expect(
      within(p).queryByRole('button', { name: 'Agregar actividades de Hacienda' }),
    ).not.toBeInTheDocument();
    expect(await seriousFindings(p)).toEqual([]);
  });

  it('offers nothing to add when the client already has every active activity', async () => {
    const nombre = 'Importadora Centroamericana de Repuestos S.A.';
    const posts = { n: 0 };
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.n += 1;
    });
    await abrir(editar(nombre), `Cliente ${nombre}`);
    const p = await panel();
    expect(
      await within(p).findByText(
        'El cliente ya tiene asignadas las actividades activas en Hacienda que el catálogo tiene.',
      ),
    ).toBeInTheDocument();
    expect(
      within(p).queryByRole('button', { name: 'Agregar actividades de Hacienda' }),
    ).not.toBeInTheDocument();
    for (const item of within(p).getAllByRole('listitem'))
      expect(item).toHaveTextContent('Asignada al cliente');
    expect(posts.n).toBe(0);
  });

  it('a new client gets the chosen activities right after its first save', async () => {
    const nuevo = '3101999888';
    server.use(
      http.get(AE, ({ request }) =>
        new URL(request.url).searchParams.get('identificacion') === nuevo
          ? HttpResponse.json({
              nombre: 'CARGA RAPIDA DEL NORTE SOCIEDAD ANONIMA',
              tipoIdentificacion: '02',
              regimen: { codigo: 1, descripcion: 'Régimen general' },
              situacion: {
                moroso: 'NO',
                omiso: 'NO',
                estado: 'Inscrito',
                administracionTributaria: 'Alajuela',
              },
              actividades: [
                {
                  estado: 'A',
                  tipo: 'P',
                  // A number, as the registry sent the pre-2025 codes.
                  codigo: 630101,
                  descripcion: 'SERVICIO DE CONSOLIDACION DE CARGA',
                },
                {
                  estado: 'A',
                  tipo: 'S',
                  codigo: '630904',
                  descripcion: 'AGENTE ADUANERO FISICO O JURIDICO',
                },
              ],
            })
          : undefined,
      ),
    );
    const { user, router, box } = await abrir(NUEVO, 'Nuevo Cliente');
    await choose(user, 'Tipo Identificación', 'Jurídica');
    await fill(user, box('Número Identificación'), nuevo);
    const p = await panel();
    await user.click(await within(p).findByRole('button', { name: 'Agregar actividades de Hacienda' }));
    expect(
      within(p).getByText('Se agregarán 2 códigos de actividad de Hacienda al guardar el cliente.'),
    ).toBeInTheDocument();
    await fill(user, box('Teléfono'), '2440-1122');
    await fill(user, box('Correo'), 'facturas@cargarapida.cr');
    await fill(user, box('Nombre contacto 1'), 'Ana Rojas');
    await fill(user, box('Correo contacto 1'), 'ana@cargarapida.cr');
    await fill(user, box('Telefono contacto 1'), '8888-1122');
    await guardarYVolver(user, router, 'Un nuevo cliente ha sido agregado');
    const cliente = getDb().clientes.find((c) => c.cedulaJuridica === nuevo)!;
    expect(cliente.nombre).toBe('CARGA RAPIDA DEL NORTE SOCIEDAD ANONIMA');
    await waitFor(() =>
      expect(
        getDb()
          .clienteCodigos.filter((c) => c.clienteId === cliente.id)
          .map((c) => c.codigoActividadDgt)
          .sort(),
      ).toEqual(['630101', '630904']),
    );
    const card = await screen.findByRole('group', {
      name: 'Actividades de Hacienda para CARGA RAPIDA DEL NORTE SOCIEDAD ANONIMA',
    });
    expect(card).toHaveTextContent('Se agregaron 2 códigos de actividad de Hacienda al cliente.');
  });

  it('the client’s codes page marks, above the spec’s table, a code Hacienda has as inactive', async () => {
    const nombre = 'Distribuidora Tropical del Valle S.A.';
    const id = idDe(nombre);
    getDb().clienteCodigos.insert({ clienteId: id, codigoActividadDgt: '630201' });
    await abrir(
      `/default-layout/cliente-codigos-actividad/${id}`,
      `Manejo de Codigos de Actividad para ${nombre}`,
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Hacienda tiene inactivos estos códigos del cliente: 630201 SERVICIOS DE ALMACENAJE.',
    );
    expect(screen.getByRole('table', { name: 'Códigos de actividad del cliente' })).toBeInTheDocument();
  });

  describe('when the registry fails, the form works as before with one quiet line', () => {
    it('a 500: says so, saves, and Reintentar asks again', async () => {
      const nombre = 'Supermercados Familiares Pérez Zeledón S.A.';
      const ids = preguntas();
      const { user, router, box } = await abrir(editar(nombre), `Cliente ${nombre}`);
      const p = await panel();
      expect(
        await within(p).findByText(
          'No se pudo consultar a Hacienda: su servicio respondió con un error (HTTP 500).',
        ),
      ).toBeInTheDocument();
      expect(within(p).queryByRole('note')).not.toBeInTheDocument();
      await user.click(within(p).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(ids).toEqual([CASOS_CONTRIBUYENTE.error500, CASOS_CONTRIBUYENTE.error500]));
      expect(await within(p).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      await fill(user, box('Teléfono'), '2771-0000');
      await guardarYVolver(user, router, 'El cliente ha sido actualizado');
      expect(getDb().clientes.get(idDe(nombre))).toMatchObject({ telefono: '2771-0000' });
    });

    it('a refused connection while the probe fails too: no connection, saves; Reintentar shows the taxpayer', async () => {
      server.use(
        http.get(AE, () => HttpResponse.error()),
        http.get(DOLAR, () => HttpResponse.error()),
      );
      const nombre = 'Textiles Orosi S.A.';
      const { user, router, box } = await abrir(editar(nombre), `Cliente ${nombre}`);
      const p = await panel();
      expect(
        await within(p).findByText(
          'No se pudo consultar a Hacienda: no hubo conexión con su servicio (sin red, o la red de la oficina lo bloquea).',
        ),
      ).toBeInTheDocument();
      server.resetHandlers();
      await user.click(within(p).getByRole('button', { name: 'Reintentar' }));
      expect(await within(p).findByRole('note')).toHaveTextContent('Hacienda lo reporta moroso.');
      await fill(user, box('Teléfono'), '2551-0000');
      await guardarYVolver(user, router, 'El cliente ha sido actualizado');
    });

    it('a registry that does not answer: after the 5-second limit (clock held) the quiet line, and the form saves', async () => {
      server.use(http.get(AE, () => delay('infinite')));
      const { user, router, box } = await abrir(NUEVO, 'Nuevo Cliente');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      try {
        await fill(user, box('Número Identificación'), '112340567');
        expect(await within(await panel()).findByText('Consultando a Hacienda…')).toBeInTheDocument();
        await vi.advanceTimersByTimeAsync(LIMITE_MS);
      } finally {
        vi.useRealTimers();
      }
      expect(
        await screen.findByText('No se pudo consultar a Hacienda: no respondió en 5 segundos.'),
      ).toBeInTheDocument();
      await fill(user, box('Nombre'), 'Marta Jiménez Solano');
      await fill(user, box('Teléfono'), '2222-3344');
      await fill(user, box('Correo'), 'marta.jimenez@correo.cr');
      await fill(user, box('Nombre contacto 1'), 'Marta Jiménez Solano');
      await fill(user, box('Correo contacto 1'), 'marta.jimenez@correo.cr');
      await fill(user, box('Telefono contacto 1'), '8888-9999');
      await guardarYVolver(user, router, 'Un nuevo cliente ha sido agregado');
      expect(getDb().clientes.find((c) => c.cedulaJuridica === '112340567')).toMatchObject({
        nombre: 'Marta Jiménez Solano',
      });
    });

    it('with VITE_HACIENDA_API_URL empty: nothing is asked and nothing shown', async () => {
      const antes = env.haciendaUrl;
      env.haciendaUrl = '';
      try {
        const ids = preguntas();
        const nombre = 'Textiles Orosi S.A.';
        const { user, router, box } = await abrir(editar(nombre), `Cliente ${nombre}`);
        await fill(user, box('Teléfono'), '2551-0000');
        expect(screen.queryByRole('region', { name: 'Datos en Hacienda' })).not.toBeInTheDocument();
        await guardarYVolver(user, router, 'El cliente ha sido actualizado');
        expect(ids).toEqual([]);
      } finally {
        env.haciendaUrl = antes;
      }
    });
  });
});
