import { screen } from '@testing-library/react';
import { listaCargada, pulsarFiltrar } from '../../filtrar';
import { renderApp } from '../../render-app';
import { setDate, trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => import('@/features/confirmacion/pages/confirmacion-rechazo-page'));

const API = '/api/fe/confirmacion/confirmacion-rechazo/list';
const lista = (query: string) => `GET ${API}?${query}`;

it('Filtrar asks once, with the filters on screen (issue 24, D31)', async () => {
  const llamadas = trackApi();
  const { user } = await renderApp('/default-layout/confirmacion-rechazo', { role: 'usuario' });
  await listaCargada(llamadas, API);

  // The review's case: never the filters applied before, then the new ones.
  await user.type(screen.getByLabelText('Consecutivo, emisor o clave'), 'Caribe');
  await setDate('Fecha Inicio', '05/03/2026');
  await setDate('Fecha Final', '20/03/2026');
  const nueva = lista('filter=Caribe&fechaInicio=5-3-2026&fechaFinal=20-3-2026');
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);

  // Unchanged filters: the server is asked again, once; Enter in the text does the same.
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);
  const antes = llamadas.to(API).length;
  await user.type(screen.getByLabelText('Consecutivo, emisor o clave'), '{Enter}');
  await listaCargada(llamadas, API);
  expect(
    llamadas
      .to(API)
      .slice(antes)
      .map((c) => `GET ${API}${c.url.search}`),
  ).toEqual([nueva]);

  // Pressed twice fast with new filters: one request, with them.
  await user.clear(screen.getByLabelText('Consecutivo, emisor o clave'));
  const otra = lista('filter=&fechaInicio=5-3-2026&fechaFinal=20-3-2026');
  expect(await pulsarFiltrar(llamadas, [API], otra, 2)).toEqual([otra]);
  llamadas.stop();
});
