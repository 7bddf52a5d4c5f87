import { screen } from '@testing-library/react';
import { listaCargada, pulsarFiltrar } from '../../filtrar';
import { renderApp } from '../../render-app';
import { trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => import('@/features/tica/pages/tica-list-page'));

const API = '/api/tica/data/list';
const lista = (recibo: string, dua: string) =>
  `GET ${API}?reciboId=${recibo}&aduanaId=0&dua=${dua}&estadoTica=0&estadoAforo=0&fechaInicio=&fechaFinal=&responsable=&pageNumber=0&pageSize=25&cargados=true`;

it('Filtrar asks once, with the filters on screen, for page 1 (D31)', async () => {
  const llamadas = trackApi();
  const { user } = await renderApp('/default-layout/tica-filtros?pagina=3', { role: 'admin' });
  await listaCargada(llamadas, API);

  // From page 3 with a new receipt: page 1 with it, nothing for page 3, nothing with reciboId=0.
  await user.type(screen.getByRole('textbox', { name: 'Recibo' }), '26001');
  const nueva = lista('26001', '');
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);

  // Unchanged filters: the server is asked again, once; Enter in a text filter does the same.
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);
  const antes = llamadas.to(API).length;
  await user.type(screen.getByRole('textbox', { name: 'Dua' }), '{Enter}');
  await listaCargada(llamadas, API);
  expect(
    llamadas
      .to(API)
      .slice(antes)
      .map((c) => `GET ${API}${c.url.search}`),
  ).toEqual([nueva]);

  // Pressed twice fast with new filters: one request, with them.
  await user.clear(screen.getByRole('textbox', { name: 'Recibo' }));
  await user.type(screen.getByRole('textbox', { name: 'Dua' }), '0042');
  const otra = lista('0', '0042');
  expect(await pulsarFiltrar(llamadas, [API], otra, 2)).toEqual([otra]);
  llamadas.stop();
});
