import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { CABYS_DEMO, CABYS_TARIFA_DISTINTA } from '@mocks/lib/registro-hacienda';
import { server } from '@mocks/node';
import { env } from '@/lib/env';
import { expectFlash, postedFlashes } from '../../notices-record';
import { renderApp } from '../../render-app';

/*
 * The Servicios CABYS form beside Hacienda's CABYS catalogue: the typed code's
 * description and rate, a search whose results fill the form in one press, and the spec's form intact
 * when the registry fails or is off.
 */

const NEW = '/default-layout/add-servicio-cabys';
const CABYS = 'https://api.hacienda.go.cr/fe/cabys';
const codigo = () => screen.getByRole('textbox', { name: 'Código Cabys' });
const descripcion = () => screen.getByRole('textbox', { name: 'Descripción' });
const buscar = () => screen.getByRole('textbox', { name: 'Buscar en el catálogo CABYS de Hacienda' });

/** The registry's CABYS requests: by code and by text. */
function contarConsultas() {
  const porCodigo: string[] = [];
  const porTexto: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.startsWith(CABYS)) return;
    const q = new URL(request.url).searchParams;
    if (q.has('codigo')) porCodigo.push(q.get('codigo')!);
    else porTexto.push(q.get('q') ?? '');
  });
  return { porCodigo, porTexto };
}

/** Counts the saves the form sends. */
function contarGuardados() {
  let posts = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/servicio-cabys/create')) posts++;
  });
  return () => posts;
}

async function openNew() {
  const app = await renderApp(NEW, { role: 'usuario' });
  await screen.findByRole('form', { name: 'Nuevo Servicio Cabys' });
  return app;
}

afterEach(() => server.events.removeAllListeners());

describe("Servicio Cabys form: Hacienda's CABYS catalogue", () => {
  it("shows Hacienda's description and rate for a typed code, asked once for the whole code", async () => {
    const consultas = contarConsultas();
    const { user } = await openNew();
    await user.type(codigo(), CABYS_TARIFA_DISTINTA);
    expect(
      await screen.findByText(
        `Hacienda, código ${CABYS_TARIFA_DISTINTA}: Servicios de seguros de carga. IVA 0 %.`,
      ),
    ).toBeInTheDocument();
    expect(consultas.porCodigo).toEqual([CABYS_TARIFA_DISTINTA]);
  });

  it('says when Hacienda has no such code, and the form still saves it', async () => {
    const guardados = contarGuardados();
    const { user } = await openNew();
    await user.type(codigo(), '6799000000000');
    expect(
      await screen.findByText('El catálogo CABYS de Hacienda no tiene el código 6799000000000.'),
    ).toBeInTheDocument();
    await user.type(descripcion(), 'Servicios de apoyo al transporte, n.c.p.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Un nuevo servicio cabys ha sido agregado')).toMatchObject({ kind: 'success' });
    expect(guardados()).toBe(1);
  });

  it("offers Hacienda's results beside the account's own, and one press puts the code and description in the form", async () => {
    const consultas = contarConsultas();
    const guardados = contarGuardados();
    const { user } = await openNew();
    await user.type(buscar(), 'contenedores');

    const hacienda = await screen.findByRole('list', { name: 'En Hacienda' });
    const alquiler = CABYS_DEMO.find((c) => c.codigo === '7311700000000')!;
    expect(within(hacienda).getByText(alquiler.descripcion)).toBeInTheDocument();
    expect(within(hacienda).getByText('7311700000000 · IVA 13 %')).toBeInTheDocument();
    expect(
      within(hacienda).getByText('6711000000000 · IVA 13 % · Ya está entre sus servicios'),
    ).toBeInTheDocument();
    const suyos = await screen.findByRole('list', { name: 'Sus servicios' });
    expect(within(suyos).getByText('Servicios de manipulación de contenedores')).toBeInTheDocument();
    expect(within(suyos).queryByText(alquiler.descripcion)).not.toBeInTheDocument();
    expect(consultas.porTexto.every((q) => q.length >= 3)).toBe(true);

    await user.click(
      within(hacienda).getByRole('button', { name: `Usar 7311700000000 ${alquiler.descripcion}` }),
    );
    expect(codigo()).toHaveValue('7311700000000');
    expect(descripcion()).toHaveValue(alquiler.descripcion);
    expect(
      await screen.findByText(`Hacienda, código 7311700000000: ${alquiler.descripcion}. IVA 13 %.`),
    ).toBeInTheDocument();
    // The code's lookup reads the search's answer: Hacienda is not asked again for it.
    expect(consultas.porCodigo).toEqual([]);
    expect(guardados()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Un nuevo servicio cabys ha sido agregado')).toMatchObject({ kind: 'success' });
    expect(guardados()).toBe(1);
    expect(
      getDb().serviciosCabys.find((s) => s.empresaId === 1 && s.codigoCabys === '7311700000000'),
    ).toMatchObject({ descripcion: alquiler.descripcion, status: 'ACTIVO' });
  });

  it('does not submit the form when Enter is pressed in the search box', async () => {
    const guardados = contarGuardados();
    const { user } = await openNew();
    await user.type(buscar(), 'contenedores{Enter}');
    expect(await screen.findByRole('list', { name: 'En Hacienda' })).toBeInTheDocument();
    expect(postedFlashes().map((f) => f.message)).not.toContain(
      'Por favor completar todos los campos requeridos',
    );
    expect(screen.queryByText('El código Cabys es requerido')).not.toBeInTheDocument();
    expect(guardados()).toBe(0);
  });

  it("says when Hacienda has more matches than it sent, and cuts a long description to the form's 80 characters", async () => {
    const larga =
      'Servicios de transporte de carga por carretera en vehículos especiales para mercancías peligrosas y otros';
    server.use(
      http.get(CABYS, ({ request }) =>
        new URL(request.url).searchParams.has('q')
          ? HttpResponse.json({
              total: 57,
              cantidad: 1,
              cabys: [{ codigo: '6511200000000', descripcion: larga, impuesto: 13, categorias: [] }],
            })
          : HttpResponse.json([]),
      ),
    );
    const { user } = await openNew();
    await user.type(buscar(), 'carga');
    expect(
      await screen.findByText('Se muestran 1 de 57 códigos: escriba más para acotar la búsqueda.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Usar 6511200000000 ${larga}` }));
    expect(codigo()).toHaveValue('6511200000000');
    expect(descripcion()).toHaveValue(larga.slice(0, 80).trimEnd());
    expect(screen.queryByText('Debe ingresar un máximo de 80 caracteres')).not.toBeInTheDocument();
  });

  it('with Hacienda failing: the quiet line for the code and the search, Reintentar, and the form saves', async () => {
    server.use(
      http.get(CABYS, () =>
        HttpResponse.json({ code: 500, status: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const guardados = contarGuardados();
    const { user } = await openNew();
    await user.type(codigo(), '7311700000000');
    await user.type(buscar(), 'seguros');
    const fallo = 'No se pudo consultar a Hacienda: su servicio respondió con un error (HTTP 500).';
    await waitFor(() => expect(screen.getAllByText(fallo)).toHaveLength(2));

    server.resetHandlers();
    const [reintentarCodigo] = screen.getAllByRole('button', { name: 'Reintentar' });
    await user.click(reintentarCodigo!);
    expect(
      await screen.findByText(
        'Hacienda, código 7311700000000: Servicios de arrendamiento o alquiler de contenedores. IVA 13 %.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(fallo)).toHaveLength(1);

    await user.type(descripcion(), 'Alquiler de contenedores');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Un nuevo servicio cabys ha sido agregado')).toMatchObject({ kind: 'success' });
    expect(guardados()).toBe(1);
  });

  it('with the connection refused: the quiet line, the fields as typed', async () => {
    server.use(
      http.get(CABYS, () => HttpResponse.error()),
      http.get('https://api.hacienda.go.cr/indicadores/tc/dolar', () => HttpResponse.error()),
    );
    const { user } = await openNew();
    await user.type(codigo(), '6791000000000');
    expect(
      await screen.findByText(
        'No se pudo consultar a Hacienda: no hubo conexión con su servicio (sin red, o la red de la oficina lo bloquea).',
      ),
    ).toBeInTheDocument();
    expect(codigo()).toHaveValue('6791000000000');
    expect(descripcion()).toHaveValue('');
  });

  it('with the registry turned off: no lookup, no search, the spec form as it was', async () => {
    const consultas = contarConsultas();
    const antes = env.haciendaUrl;
    env.haciendaUrl = '';
    try {
      const { user } = await openNew();
      await user.type(codigo(), CABYS_TARIFA_DISTINTA);
      expect(
        screen.queryByRole('textbox', { name: 'Buscar en el catálogo CABYS de Hacienda' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/Hacienda/)).not.toBeInTheDocument();
      expect(consultas.porCodigo).toEqual([]);
    } finally {
      env.haciendaUrl = antes;
    }
  });
});
