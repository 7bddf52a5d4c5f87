import { waitFor } from '@testing-library/react';
import { listaCargada, pulsarFiltrar } from '../../filtrar';
import { renderApp } from '../../render-app';
import { setDate, trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => import('@/features/facturas/pages/facturas-list-page'));

/**
 * Filtrar asks once, with the filters on screen (D31): from page 3 with new dates, page 1
 * with them and nothing with the dates replaced; unchanged, the same call again; twice fast, once.
 */
describe.each([
  {
    pantalla: 'Listado Facturas',
    ruta: 'facturas',
    api: '/api/factura/get',
    lista: (fechas: string) =>
      `clienteId=0&estado=TODOS&estadoPago=TODOS&${fechas}&enviadas=-1&pageNumber=0&pageSize=10&cargados=true`,
  },
])('$pantalla', ({ ruta, api, lista }) => {
  it('Filtrar asks once, with the filters on screen, for page 1', async () => {
    const llamadas = trackApi();
    await renderApp(`/default-layout/${ruta}?pagina=3`, { role: 'admin' });
    await listaCargada(llamadas, api);
    const pedido = (fechas: string) => `GET ${api}?${lista(fechas)}`;

    await setDate('Fecha Inicio', '01/02/2026');
    await setDate('Fecha Final', '28/02/2026');
    const nueva = pedido('fechaInicio=1-2-2026&fechaFinal=28-2-2026');
    expect(await pulsarFiltrar(llamadas, [api], nueva)).toEqual([nueva]);

    expect(await pulsarFiltrar(llamadas, [api], nueva)).toEqual([nueva]);

    await setDate('Fecha Inicio', '01/01/2026');
    const otra = pedido('fechaInicio=1-1-2026&fechaFinal=28-2-2026');
    expect(await pulsarFiltrar(llamadas, [api], otra, 2)).toEqual([otra]);
    llamadas.stop();
  });
});

it('Listado Facturas asks TODAS as enviadas=-1, every time', async () => {
  const llamadas = trackApi();
  await renderApp('/default-layout/facturas?enviadas=-1', { role: 'admin' });
  await waitFor(() => expect(llamadas.to('/api/factura/get')).toHaveLength(1));
  await listaCargada(llamadas, '/api/factura/get');
  const todas = `GET /api/factura/get?clienteId=0&estado=TODOS&estadoPago=TODOS&fechaInicio=&fechaFinal=&enviadas=-1&pageNumber=0&pageSize=10&cargados=true`;
  for (let i = 0; i < 2; i += 1) {
    expect(await pulsarFiltrar(llamadas, ['/api/factura/get'], todas)).toEqual([todas]);
  }
  llamadas.stop();
});
