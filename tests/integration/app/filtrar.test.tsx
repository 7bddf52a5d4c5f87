import { screen, waitFor } from '@testing-library/react';
import { renderApp, type Role } from '../../render-app';
import { trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Filtrar always asks the server (issue 16): pressing it with the filters unchanged — or Enter in a
 * text filter — sends the list's call again with the same parameters, so states that changed on the
 * server (Hacienda's answer, a TICA row) show. Every list with a Filtrar button.
 */
const LISTAS: Array<{ pantalla: string; ruta: string; api: string; role: Role; texto?: string }> = [
  { pantalla: 'Listado Facturas', ruta: 'facturas', api: '/api/factura/get', role: 'admin' },
  { pantalla: 'Resumen Ingresos', ruta: 'factura-filtros', api: '/api/factura/data/list', role: 'admin' },
  {
    pantalla: 'Consultas Recibos',
    ruta: 'recibos-filtros',
    api: '/api/recibo/data/consultas',
    role: 'admin',
  },
  {
    pantalla: 'Confirmación y Rechazo',
    ruta: 'confirmacion-rechazo',
    api: '/api/fe/confirmacion/confirmacion-rechazo/list',
    role: 'usuario',
    texto: 'Consecutivo, emisor o clave',
  },
  { pantalla: 'TICA', ruta: 'tica-filtros', api: '/api/tica/data/list', role: 'admin', texto: 'Dua' },
  {
    pantalla: 'Resumen Facturacion / Clientes',
    ruta: 'resumen-clientes',
    api: '/api/resumen/factura/list',
    role: 'admin',
  },
  {
    pantalla: 'Resumen Tica Por Encargado',
    ruta: 'resumen-tica',
    api: '/api/resumen/tica-encargados/list',
    role: 'admin',
  },
];

/** The call's parameters without the option-list flag (the first load asks for the lists) and,
 * for the summaries, the dates the server picked and the page writes back into its filters. */
function sinOpciones(params: URLSearchParams) {
  const p = Object.fromEntries(params);
  delete p.cargados;
  delete p.encargadosCargado;
  if (!p.fechaInicio) delete p.fechaInicio;
  if (!p.fechaFinal) delete p.fechaFinal;
  return p;
}

describe.each(LISTAS)('$pantalla: Filtrar asks the server again', ({ ruta, api, role, texto }) => {
  it('with the filters unchanged, the same call goes out again', async () => {
    const calls = trackApi();
    const { user } = await renderApp(`/default-layout/${ruta}`, { role });
    await waitFor(() => expect(calls.to(api).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    const antes = calls.to(api).length;
    const ultima = sinOpciones(calls.to(api)[0]!.url.searchParams);

    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(calls.to(api).length).toBeGreaterThan(antes));
    const mismas = (c: { url: URL }) =>
      Object.fromEntries(Object.keys(ultima).map((k) => [k, c.url.searchParams.get(k)]));
    const nuevas = calls.to(api).slice(antes).map(mismas);
    expect(nuevas).toContainEqual(ultima);

    if (texto) {
      const n = calls.to(api).length;
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      await user.type(screen.getByLabelText(texto), '{Enter}');
      await waitFor(() => expect(calls.to(api).length).toBeGreaterThan(n));
    }
    calls.stop();
  });
});

it('Listado Facturas asks TODAS as enviadas=-1, every time', async () => {
  const calls = trackApi();
  const { user } = await renderApp('/default-layout/facturas?enviadas=-1', { role: 'admin' });
  await waitFor(() => expect(calls.to('/api/factura/get')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  for (const n of [2, 3]) {
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(calls.to('/api/factura/get')).toHaveLength(n));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  }
  expect(calls.to('/api/factura/get').map((c) => c.url.searchParams.get('enviadas'))).toEqual([
    '-1',
    '-1',
    '-1',
  ]);
  calls.stop();
});
