import { listaCargada, pulsarFiltrar } from '../../filtrar';
import { renderApp } from '../../render-app';
import { setDate, trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => import('@/features/resumenes/pages/resumen-tica-page'));

const API = '/api/resumen/tica-encargados/list';
const pedido = (fechas: string, pagina: string) =>
  `GET ${API}?encargadoId=0&regimenId=0&${fechas}&${pagina}&cargados=true`;

/**
 * A summary's Filtrar (D31): the table's page 1 with the filters on screen, then, once it
 * has answered, the chart's whole range with the same filters; nothing with the filters replaced,
 * nothing for page 3. Unchanged filters ask both again.
 */
it('Resumen TICA: Filtrar asks the table once, then its chart, with the filters on screen', async () => {
  const llamadas = trackApi();
  await renderApp('/default-layout/resumen-tica?pagina=3', { role: 'admin' });
  await listaCargada(llamadas, API);
  const ambos = (fechas: string) => [
    pedido(fechas, 'pageNumber=0&pageSize=10'),
    pedido(fechas, 'pageNumber=0&pageSize=1000'),
  ];

  await setDate('Fecha Inicio', '01/02/2026');
  await setDate('Fecha Final', '28/02/2026');
  const nuevos = ambos('fechaInicio=1-2-2026&fechaFinal=28-2-2026');
  expect(await pulsarFiltrar(llamadas, [API], nuevos[1]!)).toEqual(nuevos);

  expect(await pulsarFiltrar(llamadas, [API], nuevos[1]!)).toEqual(nuevos);

  await setDate('Fecha Inicio', '01/01/2026');
  const otros = ambos('fechaInicio=1-1-2026&fechaFinal=28-2-2026');
  expect(await pulsarFiltrar(llamadas, [API], otros[1]!, 2)).toEqual(otros);
  llamadas.stop();
});
