import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { currentPath, renderApp } from '../../render-app';
import { seriousFindings } from '@tests/axe-findings';

/*
 * The account form and Hacienda's registry (issue 37): the issuer's activity types must be active
 * there; the form says which are not, and never stops Guardar for it.
 */

const EDITAR = (id: number) => `/default-layout/add-empresa/${id}`;
const AE = 'https://api.hacienda.go.cr/fe/ae';
const panel = () => screen.findByRole('region', { name: 'Datos en Hacienda' });

async function tipo(codigo: string) {
  const lista = await within(await panel()).findByRole('list', { name: 'Tipos de actividad de la cuenta' });
  const item = within(lista)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(codigo));
  expect(item, codigo).toBeDefined();
  return item!;
}

describe('Cuenta y el registro de Hacienda', { timeout: 60_000 }, () => {
  it('warns that an activity type is inactive in Hacienda, marks each one, and still saves', async () => {
    const { user, router } = await renderApp(EDITAR(1), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    const p = await panel();
    expect(await within(p).findByRole('note')).toHaveTextContent(
      'Los códigos de actividad de la cuenta deben estar activos en Hacienda, y estos no lo están: 621001 (Inactiva en Hacienda).',
    );
    expect(await tipo('621001')).toHaveTextContent(
      '621001 SERVICIO DE TRANSPORTE DE CARGA POR VIA AEREAInactiva en Hacienda',
    );
    expect(await tipo('630904')).toHaveTextContent('Activa en Hacienda');
    expect(await seriousFindings(p)).toEqual([]);
    expect(p).toHaveTextContent('Nombre registrado: ADUANAS Y LOGÍSTICA DEL PACÍFICO S.A.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La cuenta ha sido actualizada')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/empresas'));
  });

  it('marks a type the registry does not list, and adds an active registry activity the account lacks', async () => {
    const cedula = getDb().empresas.get(1)!.cedula;
    server.use(
      http.get(AE, ({ request }) =>
        new URL(request.url).searchParams.get('identificacion') === cedula
          ? HttpResponse.json({
              nombre: 'ADUANAS Y LOGISTICA DEL PACIFICO SOCIEDAD ANONIMA',
              tipoIdentificacion: '02',
              regimen: { codigo: 1, descripcion: 'Régimen general' },
              situacion: {
                moroso: 'NO',
                omiso: 'NO',
                estado: 'Inscrito',
                administracionTributaria: 'Puntarenas',
              },
              actividades: [
                {
                  estado: 'A',
                  tipo: 'P',
                  codigo: '6309.04',
                  descripcion: 'AGENTE ADUANERO FISICO O JURIDICO',
                },
                {
                  estado: 'A',
                  tipo: 'S',
                  codigo: '7499.01',
                  descripcion: 'SERVICIOS DE ASESORIA EN COMERCIO EXTERIOR',
                },
              ],
            })
          : undefined,
      ),
    );
    const { user } = await renderApp(EDITAR(1), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    expect(await tipo('630901')).toHaveTextContent('No registrada en Hacienda');
    expect(await tipo('630904')).toHaveTextContent('Activa en Hacienda');
    const p = await panel();
    await user.click(within(p).getByRole('button', { name: 'Agregar 749901 a los tipos de actividad' }));
    expect(
      await within(p).findByText('Se agregó 749901 a los tipos de actividad de la cuenta.'),
    ).toBeInTheDocument();
    expect(getDb().tiposActividad.find((a) => a.empresaId === 1 && a.codigo === '749901')).toMatchObject({
      descripcion: 'SERVICIOS DE ASESORIA EN COMERCIO EXTERIOR',
    });
    expect(await tipo('749901')).toHaveTextContent('Activa en Hacienda');
  });
});
