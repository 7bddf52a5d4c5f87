import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { LlaveNotice } from '@/features/empresas/components/llave-notice';
import { callApi } from '../../mock-api';
import { renderApp, TestStyles } from '../../render-app';

/*
 * The key's expiry kept with the account (decision D39: `llaveVence`, docs/api.md): the
 * account form and the accounts list say 'La llave vence el …'; a backend that does not send it shows
 * nothing and breaks nothing; LlaveNotice, for the Panel, warns from 30 days before and in red once expired.
 */

const VENCE = '2028-03-01T18:00:00.000Z';

beforeAll(async () => {
  await import('@/features/empresas/pages/empresa-form-page');
  await import('@/features/empresas/pages/empresas-list-page');
});
afterEach(() => server.events.removeAllListeners());

describe('llaveVence on the account', () => {
  it("shows 'La llave vence el …' in the account's form", async () => {
    getDb().empresas.update(1, { llaveVence: VENCE });
    await renderApp('/default-layout/add-empresa/1', { role: 'superadmin' });
    const hacienda = await screen.findByRole(
      'region',
      { name: 'Comunicación con Hacienda' },
      { timeout: 5000 },
    );
    expect(within(hacienda).getByText('La llave vence el 01/03/2028')).toBeInTheDocument();
  });

  it("shows it in the accounts list, in a column beside the seed's", async () => {
    getDb().empresas.update(1, { llaveVence: VENCE });
    await renderApp('/default-layout/empresas', { role: 'superadmin' });
    const grid = await screen.findByRole('grid', { name: 'Listado Cuentas' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'Telefono', 'Correo1', 'Cedula', 'Tipo', 'Vence la llave', 'Editar']);
    const fila = (await within(grid).findByText('Aduanas y Logística del Pacífico S.A.')).closest(
      '[role="row"]',
    );
    // The date, with the sentence as its tooltip (the column fits beside the spec's columns at 1366 px).
    expect(within(fila as HTMLElement).getByText('01/03/2028')).toHaveAttribute(
      'title',
      'La llave vence el 01/03/2028',
    );
    // The others have no uploaded key's expiry: nothing shows.
    expect(within(grid).getAllByTitle(/^La llave vence el/)).toHaveLength(1);
  });

  it('shows nothing, and the form still works, when the backend does not send it', async () => {
    // The seed's accounts have none: the demo backend answers without the field, as an older backend does.
    const { json } = await callApi('GET', '/api/empresa/data?id=1', { role: 'superadmin' });
    expect(Object.keys((json as { empresa: object }).empresa)).not.toContain('llaveVence');
    await renderApp('/default-layout/add-empresa/1', { role: 'superadmin' });
    const hacienda = await screen.findByRole(
      'region',
      { name: 'Comunicación con Hacienda' },
      { timeout: 5000 },
    );
    expect(within(hacienda).getByRole('textbox', { name: /Archivo/ })).toHaveValue('310170442.p12');
    expect(screen.queryByText(/La llave vence/)).not.toBeInTheDocument();
  });
});

describe('LlaveNotice (for the Panel)', () => {
  const HOY = new Date('2027-03-15T15:00:00Z');
  const aviso = (llaveVence?: string | null) =>
    render(
      <MemoryRouter>
        <LlaveNotice empresa={llaveVence === undefined ? {} : { llaveVence }} hoy={HOY} />
      </MemoryRouter>,
      { wrapper: TestStyles },
    );

  it.each([
    ['no llaveVence', undefined],
    ['llaveVence null', null],
    ['31 days left', '2027-04-15T18:00:00Z'],
    ['a year left', VENCE],
  ])('renders nothing with %s', (_caso, llaveVence) => {
    const { container } = aviso(llaveVence);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['2027-04-14T18:00:00Z', 'La llave criptográfica vence el 14/04/2027 (en 30 días)'],
    ['2027-03-25T18:00:00Z', 'La llave criptográfica vence el 25/03/2027 (en 10 días)'],
    ['2027-03-16T18:00:00Z', 'La llave criptográfica vence el 16/03/2027 (en 1 día)'],
  ])('warns from 30 days before (%s)', (llaveVence, texto) => {
    aviso(llaveVence);
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent(texto);
    expect(alerta.className).toMatch(/Warning/);
    expect(within(alerta).getByRole('link', { name: 'Cargar la llave nueva' })).toHaveAttribute(
      'href',
      '/default-layout/cargarLlaveCriptografica',
    );
  });

  it('says it in red once expired', () => {
    aviso('2027-03-01T18:00:00Z');
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('La llave criptográfica venció el 01/03/2027');
    expect(alerta.className).toMatch(/Error/);
    expect(within(alerta).getByRole('link', { name: 'Cargar la llave nueva' })).toBeInTheDocument();
  });
});
