import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb, todayIso } from '@mocks/db';
import { tipoCambioDemo } from '@mocks/lib/registro-hacienda';
import { runtime } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { LIMITE_MS } from '@/features/registro-hacienda/api';
import { env } from '@/lib/env';
import { formatDate } from '@/lib/dates';
import { expectFlash } from '../../notices-record';
import { renderApp } from '../../render-app';

/*
 * Tipo Cambio's 'Traer de Hacienda': the day's rate in one press, shown with its date and
 * source, saved only by Guardar; with the registry failing or off, the form is the spec's own.
 */

const EDITAR = (id: number) => `/default-layout/add-tipo-cambio/${id}`;
const HACIENDA = 'https://api.hacienda.go.cr';
const amount = (name: 'Venta' | 'Compra') => screen.getByRole('spinbutton', { name });
const traer = () => screen.getByRole('button', { name: /^Traer de Hacienda/ });
const hoy = () => todayIso(runtime.now());

/** Counts the saves the form sends. */
function contarGuardados() {
  let posts = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/tipo-cambio/create')) posts++;
  });
  return () => posts;
}

async function abrir(id: number, nombre: string) {
  const app = await renderApp(EDITAR(id), { role: 'usuario' });
  await screen.findByRole('heading', { name: `Tipo Cambio ${nombre}` });
  return app;
}

async function escribir(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

afterEach(() => server.events.removeAllListeners());

describe("Tipo Cambio: 'Traer de Hacienda'", () => {
  it("puts the dollar's day rate in Venta and Compra, says its date and source, and saves only at Guardar", async () => {
    const guardados = contarGuardados();
    const { user } = await abrir(2, 'Dólares');
    const { dolar } = tipoCambioDemo(hoy());
    await user.click(screen.getByRole('button', { name: 'Traer de Hacienda el tipo de cambio del dólar' }));

    expect(
      await screen.findByText(
        `Hacienda, ${formatDate(hoy())}: venta ¢508.12, compra ¢501.37. Se guarda al presionar Guardar.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Fuente: Ministerio de Hacienda (api.hacienda.go.cr)')).toBeInTheDocument();
    expect(amount('Venta')).toHaveValue(dolar.venta.valor);
    expect(amount('Compra')).toHaveValue(dolar.compra.valor);
    expect(guardados()).toBe(0);
    expect(getDb().tiposCambio.get(2)).toMatchObject({ venta: 512.85, compra: 506.12 });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('El tipo de cambio ha sido actualizado')).toMatchObject({ kind: 'success' });
    expect(guardados()).toBe(1);
    expect(getDb().tiposCambio.get(2)).toMatchObject({ venta: 508.12, compra: 501.37 });
  });

  it("gives the euro's one figure to both Venta and Compra", async () => {
    const { user } = await abrir(3, 'Euros');
    await user.click(screen.getByRole('button', { name: 'Traer de Hacienda el tipo de cambio del euro' }));
    expect(
      await screen.findByText(
        `Hacienda, ${formatDate(hoy())}: ¢592.11 por euro, una sola cifra, puesta en Venta y en Compra. Se guarda al presionar Guardar.`,
      ),
    ).toBeInTheDocument();
    expect(amount('Venta')).toHaveValue(592.11);
    expect(amount('Compra')).toHaveValue(592.11);
  });

  it('is not offered for colones', async () => {
    await abrir(1, 'Colones');
    expect(screen.getByRole('textbox', { name: 'Símbolo' })).toHaveValue('¢');
    expect(screen.queryByRole('button', { name: /^Traer de Hacienda/ })).not.toBeInTheDocument();
  });

  it('is offered once a new row is given a dollar symbol', async () => {
    const { user } = await renderApp('/default-layout/add-tipo-cambio', { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Tipo Cambio' });
    expect(screen.queryByRole('button', { name: /^Traer de Hacienda/ })).not.toBeInTheDocument();
    await escribir(user, screen.getByRole('textbox', { name: 'Símbolo' }), 'US$');
    expect(
      screen.getByRole('button', { name: 'Traer de Hacienda el tipo de cambio del dólar' }),
    ).toBeInTheDocument();
  });

  it('with Hacienda answering 500: the quiet line, the fields untouched, Reintentar brings it, the form saves', async () => {
    server.use(
      http.get(`${HACIENDA}/indicadores/tc/dolar`, () =>
        HttpResponse.json({ code: 500, status: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { user } = await abrir(2, 'Dólares');
    await user.click(traer());
    expect(
      await screen.findByText(
        'No se pudo consultar a Hacienda: su servicio respondió con un error (HTTP 500).',
      ),
    ).toBeInTheDocument();
    expect(amount('Venta')).toHaveValue(512.85);
    expect(amount('Compra')).toHaveValue(506.12);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(amount('Venta')).toHaveValue(508.12));
    expect(screen.queryByText(/^No se pudo consultar a Hacienda/)).not.toBeInTheDocument();
  });

  it('with the connection refused: the quiet line, and the form saves what the clerk typed', async () => {
    const guardados = contarGuardados();
    server.use(http.get(`${HACIENDA}/indicadores/tc/dolar`, () => HttpResponse.error()));
    const { user } = await abrir(2, 'Dólares');
    await user.click(traer());
    expect(
      await screen.findByText(
        'No se pudo consultar a Hacienda: no hubo conexión con su servicio (sin red, o la red de la oficina lo bloquea).',
      ),
    ).toBeInTheDocument();
    expect(amount('Venta')).toHaveValue(512.85);

    await escribir(user, amount('Venta'), '515.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('El tipo de cambio ha sido actualizado')).toMatchObject({ kind: 'success' });
    expect(guardados()).toBe(1);
    expect(getDb().tiposCambio.get(2)).toMatchObject({ venta: 515.5, compra: 506.12 });
  });

  it('with Hacienda silent: after the 5-second limit, the quiet line; the fields stay and the form saves', async () => {
    server.use(http.get(`${HACIENDA}/indicadores/tc/euro`, () => new Promise<never>(() => {})));
    const { user } = await abrir(3, 'Euros');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(traer());
      expect(await screen.findByText('Consultando a Hacienda…')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(LIMITE_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(
      await screen.findByText('No se pudo consultar a Hacienda: no respondió en 5 segundos.'),
    ).toBeInTheDocument();
    expect(amount('Venta')).toHaveValue(597.4);
    expect(amount('Compra')).toHaveValue(580.15);

    await escribir(user, amount('Compra'), '585');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('El tipo de cambio ha sido actualizado')).toMatchObject({ kind: 'success' });
    expect(getDb().tiposCambio.get(3)).toMatchObject({ venta: 597.4, compra: 585 });
  });

  it('with the registry turned off (VITE_HACIENDA_API_URL empty): no button, the spec form as it was', async () => {
    const antes = env.haciendaUrl;
    env.haciendaUrl = '';
    try {
      await abrir(2, 'Dólares');
      expect(amount('Venta')).toHaveValue(512.85);
      expect(screen.queryByRole('button', { name: /^Traer de Hacienda/ })).not.toBeInTheDocument();
    } finally {
      env.haciendaUrl = antes;
    }
  });
});
