import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { currentPath, renderApp } from '../../render-app';

const LIST = '/default-layout/tipo-actividad-economica';
const TITLE = 'Listado de Tipos de Actividad Economica';

function dataRows(grid: HTMLElement) {
  return within(grid)
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('gridcell').length > 0);
}

describe('Listado de Tipos de Actividad Economica', () => {
  it("lists the account's activity types with Código, Descripción and Editar", async () => {
    await renderApp(LIST, { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: TITLE });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Código', 'Descripción', 'Editar']);
    const row = (await within(grid).findByText('AGENTE ADUANERO FISICO O JURIDICO')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('630904')).toBeInTheDocument();
    const id = getDb().tiposActividad.find((a) => a.empresaId === 1 && a.codigo === '630904')!.id;
    expect(within(row).getByRole('link', { name: /^Editar 630904/ })).toHaveAttribute(
      'href',
      `#/default-layout/add-tipo-actividad-economica/${id}`,
    );
    for (const codigo of ['630901', '630903', '741407']) {
      expect(within(grid).getByText(codigo)).toBeInTheDocument();
    }
    const propios = getDb().tiposActividad.filter((a) => a.empresaId === 1);
    expect(getDb().tiposActividad.size).toBeGreaterThan(propios.length);
    expect(dataRows(grid)).toHaveLength(propios.length);
    // In code order.
    const codigos = dataRows(grid).map((r) => within(r).getAllByRole('gridcell')[0]!.textContent);
    expect(codigos).toEqual(propios.map((a) => a.codigo).sort());
  });

  it("offers 'Nuevo Tipo Actividad Economica'", async () => {
    const { user, router } = await renderApp(LIST, { role: 'usuario' });
    const nuevo = await screen.findByRole('link', { name: 'Nuevo Tipo Actividad Economica' });
    expect(nuevo).toHaveAttribute('href', '#/default-layout/add-tipo-actividad-economica');
    await user.click(nuevo);
    expect(
      await screen.findByRole('heading', { name: 'Nuevo Tipo de Actividad Economica' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/default-layout/add-tipo-actividad-economica');
  });

  it('filters by a case-insensitive substring of the description and keeps it in the URL', async () => {
    const { user, router } = await renderApp(LIST, { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: TITLE });
    await within(grid).findByText('SERVICIOS DE ALMACENAJE');
    await user.type(screen.getByRole('textbox', { name: 'Buscar por descripción' }), 'aduan');
    await waitFor(() => expect(within(grid).queryByText('SERVICIOS DE ALMACENAJE')).not.toBeInTheDocument());
    expect(within(grid).getByText('AGENTE ADUANERO FISICO O JURIDICO')).toBeInTheDocument();
    expect(within(grid).getByText('ASESOR ADUANERO')).toBeInTheDocument();
    expect(
      within(grid).getByText('AGENCIAS ADUANALES, ALMACENES FISCALES Y ESTACIONAMIENTOS TRANSITORIOS'),
    ).toBeInTheDocument();
    expect(dataRows(grid)).toHaveLength(3);
    expect(currentPath(router)).toBe(`${LIST}?filtro=aduan`);
  });

  it('reads the filter from the URL on load', async () => {
    await renderApp(`${LIST}?filtro=carga`, { role: 'usuario' });
    const grid = await screen.findByRole('grid', { name: TITLE });
    expect(screen.getByRole('textbox', { name: 'Buscar por descripción' })).toHaveValue('carga');
    expect(
      await within(grid).findByText('SERVICIO DE CONSOLIDACION DE CARGA Y DESCARGA'),
    ).toBeInTheDocument();
    expect(within(grid).getByText('SERVICIO DE TRANSPORTE DE CARGA POR VIA AEREA')).toBeInTheDocument();
    expect(dataRows(grid)).toHaveLength(2);
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/tipo-actividad-economica/data/list', () =>
        HttpResponse.json({ message: 'Base de datos no disponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(LIST, { role: 'usuario' });
    expect(await screen.findByText('Base de datos no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('ASESOR ADUANERO')).toBeInTheDocument();
  });
});
