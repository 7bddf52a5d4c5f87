import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { seriousFindings } from '@tests/axe-findings';

/*
 * The account form and Hacienda's registry: the issuer's activity types as
 * Hacienda has them; the form says which are not active (Hacienda accepts the invoices with a
 * warning), offers the registry's codes as Hacienda writes them, and never stops Guardar for it.
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
      'Estos códigos de actividad de la cuenta no están activos en Hacienda: 621001 (Inactiva en Hacienda). Hacienda acepta sus facturas con una advertencia.',
    );
    expect(await tipo('621001')).toHaveTextContent(
      '621001 SERVICIO DE TRANSPORTE DE CARGA POR VIA AEREAInactiva en Hacienda',
    );
    expect(await tipo('630904')).toHaveTextContent('Activa en Hacienda');
    expect(await seriousFindings(p)).toEqual([]);
    expect(p).toHaveTextContent('Nombre registrado: ADUANAS Y LOGÍSTICA DEL PACÍFICO S.A.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await expectFlash('La cuenta ha sido actualizada');
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/empresas'));
  });

  const registroCuenta = (actividades: unknown[]) => {
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
              actividades,
            })
          : undefined,
      ),
    );
  };
  const tipos = () =>
    getDb()
      .tiposActividad.filter((a) => a.empresaId === 1)
      .map((a) => a.codigo);

  it('marks a type the registry does not list, and adds an active CIIU 4 activity as Hacienda writes it', async () => {
    registroCuenta([
      // The pre-2025 code as the registry sent it, a number.
      { estado: 'A', tipo: 'P', codigo: 630904, descripcion: 'AGENTE ADUANERO FISICO O JURIDICO' },
      { estado: 'A', tipo: 'S', codigo: '7490.0', descripcion: 'SERVICIOS DE ASESORIA EN COMERCIO EXTERIOR' },
    ]);
    const { user } = await renderApp(EDITAR(1), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    expect(await tipo('630901')).toHaveTextContent('No registrada en Hacienda');
    expect(await tipo('630904')).toHaveTextContent('Activa en Hacienda');
    const p = await panel();
    // One code to take: no 'take all', and the account's codes are not all old.
    expect(within(p).queryByRole('button', { name: 'Tomar los códigos activos de Hacienda' })).toBeNull();
    await user.click(within(p).getByRole('button', { name: 'Agregar 7490.0 a los tipos de actividad' }));
    expect(
      await within(p).findByText('Se agregó 7490.0 a los tipos de actividad de la cuenta.'),
    ).toBeInTheDocument();
    expect(getDb().tiposActividad.find((a) => a.empresaId === 1 && a.codigo === '7490.0')).toMatchObject({
      descripcion: 'SERVICIOS DE ASESORIA EN COMERCIO EXTERIOR',
    });
    expect(await tipo('7490.0')).toHaveTextContent('Activa en Hacienda');
    expect(tipos()).not.toContain('749000');
  });

  it('an account whose codes are all pre-2025 while the registry answers CIIU 4: one warning, one press takes them all', async () => {
    registroCuenta([
      { estado: 'A', tipo: 'P', codigo: '5229.0', descripcion: 'OTRAS ACTIVIDADES DE APOYO AL TRANSPORTE' },
      { estado: 'A', tipo: 'S', codigo: '5210.0', descripcion: 'ALMACENAMIENTO Y DEPOSITO' },
      { estado: 'I', tipo: 'S', codigo: '5120.0', descripcion: 'TRANSPORTE DE CARGA POR VIA AEREA' },
    ]);
    const antes = tipos();
    const { user } = await renderApp(EDITAR(1), { role: 'superadmin' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    const p = await panel();
    expect(await tipo('630904')).toHaveTextContent('No registrada en Hacienda');
    const notas = await within(p).findAllByRole('note');
    expect(notas.map((n) => n.textContent)).toContain(
      'Los códigos de actividad de la cuenta son anteriores a 2025 y Hacienda inscribe ahora la cuenta en CIIU 4: 5229.0, 5210.0. Tómelos para facturar con los códigos que Hacienda tiene.',
    );
    await user.click(within(p).getByRole('button', { name: 'Tomar los códigos activos de Hacienda' }));
    expect(
      await within(p).findByText('Se agregaron 2 códigos de Hacienda a los tipos de actividad de la cuenta.'),
    ).toBeInTheDocument();
    // The active ones, as Hacienda writes them; the inactive one is not taken; nothing is removed.
    expect(tipos()).toEqual([...antes, '5229.0', '5210.0']);
    expect(await tipo('5229.0')).toHaveTextContent(
      'OTRAS ACTIVIDADES DE APOYO AL TRANSPORTEActiva en Hacienda',
    );
    await waitFor(() =>
      expect(within(p).queryByRole('button', { name: 'Tomar los códigos activos de Hacienda' })).toBeNull(),
    );
    expect(p).not.toHaveTextContent('anteriores a 2025');
  });
});
