import { screen } from '@testing-library/react';
import { listaCargada, pulsarFiltrar } from '../../filtrar';
import { renderApp } from '../../render-app';
import { trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => import('@/features/empresas/pages/empresas-list-page'));

const API = '/api/empresa/data/list';
const lista = (estado: string, filter: string) =>
  `GET ${API}?estado=${estado}&filter=${filter}&pageNumber=0&pageSize=200`;

it('Listado Cuentas: Filtrar asks once, with the filters on screen, for page 1 (D31)', async () => {
  const llamadas = trackApi();
  const { user } = await renderApp('/default-layout/empresas?pagina=2', { role: 'superadmin' });
  await listaCargada(llamadas, API);

  await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'logistic');
  const nueva = lista('ACTIVO', 'logistic');
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);

  // Unchanged filters: the server is asked again, once (a set seen a moment ago too).
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);

  await user.clear(screen.getByRole('textbox', { name: 'Buscar' }));
  const todas = lista('ACTIVO', '');
  expect(await pulsarFiltrar(llamadas, [API], todas, 2)).toEqual([todas]);

  // Back to filters seen a moment ago: asked again all the same.
  await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'logistic');
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);
  llamadas.stop();
});
