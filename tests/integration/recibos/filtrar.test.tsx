import { listaCargada, pulsarFiltrar } from '../../filtrar';
import { renderApp } from '../../render-app';
import { setDate, trackApi } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => import('@/features/recibos/pages/consultas-recibos-page'));

const API = '/api/recibo/data/consultas';
const lista = (fechas: string) =>
  `GET ${API}?encargadoId=0&clienteId=0&estado=FINALIZADO&${fechas}&pageNumber=0&pageSize=25&encargadosCargado=true`;

it('Consultas Recibos: Filtrar asks once, with the filters on screen, for page 1 (issue 24, D31)', async () => {
  const llamadas = trackApi();
  await renderApp('/default-layout/recibos-filtros?pagina=3', { role: 'admin' });
  await listaCargada(llamadas, API);

  await setDate('Fecha Inicio', '01/02/2026');
  await setDate('Fecha Final', '28/02/2026');
  const nueva = lista('fechaInicio=1-2-2026&fechaFinal=28-2-2026');
  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);

  expect(await pulsarFiltrar(llamadas, [API], nueva)).toEqual([nueva]);

  await setDate('Fecha Inicio', '01/01/2026');
  const otra = lista('fechaInicio=1-1-2026&fechaFinal=28-2-2026');
  expect(await pulsarFiltrar(llamadas, [API], otra, 2)).toEqual([otra]);
  llamadas.stop();
});
