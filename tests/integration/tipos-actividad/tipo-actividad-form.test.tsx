import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const NEW = '/default-layout/add-tipo-actividad-economica';
const LIST = '/default-layout/tipo-actividad-economica';
const FAILURE =
  'Se produjo un error cuando se estaba intentando agregar un nuevo Tipo de Actividad Economica';

const tipo = (codigo: string) =>
  getDb().tiposActividad.find((a) => a.empresaId === 1 && a.codigo === codigo)!;
const codigo = () => screen.getByRole('textbox', { name: 'Código' });
const descripcion = () => screen.getByRole('textbox', { name: 'Descripción' });

async function openNew() {
  const app = await renderApp(NEW, { role: 'usuario' });
  await screen.findByRole('heading', { name: 'Nuevo Tipo de Actividad Economica' });
  await screen.findByRole('form', { name: 'Nuevo Tipo de Actividad Economica' });
  return app;
}

describe('Tipo de Actividad Economica form: create', () => {
  it("starts 'Nuevo Tipo de Actividad Economica' empty, with a way back to the list", async () => {
    await openNew();
    expect(codigo()).toHaveValue('');
    expect(descripcion()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', `#${LIST}`);
  });

  it('shows every field message as the user leaves the field', async () => {
    const { user } = await openNew();
    await user.click(codigo());
    await user.tab();
    expect(await screen.findByText('El código es requerido')).toBeInTheDocument();
    await user.type(codigo(), '   ');
    expect(await screen.findByText('El código es requerido')).toBeInTheDocument();
    await user.clear(codigo());
    await user.type(codigo(), '63090');
    expect(await screen.findByText('El codigo debe contener 6 caracteres')).toBeInTheDocument();
    await user.clear(codigo());
    await user.type(codigo(), '63O9O4');
    expect(await screen.findByText('El código solo puede contener números')).toBeInTheDocument();
    await user.clear(codigo());
    await user.type(codigo(), '6309041');
    expect(codigo()).toHaveValue('630904'); // at most 6 characters can be typed
    await waitFor(() => expect(screen.queryByText(/^El c[oó]digo/)).not.toBeInTheDocument());

    await user.click(descripcion());
    await user.tab();
    expect(await screen.findByText('La descripción es requerida')).toBeInTheDocument();
    await user.type(descripcion(), 'ADUA');
    expect(await screen.findByText('Debe ingresar al menos 5 caracteres')).toBeInTheDocument();
    await user.clear(descripcion());
    await user.type(descripcion(), 'A'.repeat(81));
    expect(await screen.findByText('Debe ingresar un máximo de 80 caracteres')).toBeInTheDocument();
  });

  it("refuses a code that is not 6 characters after trimming: flash, dialog 'Campo código Tipo Actividad Economica'", async () => {
    const { user, router } = await openNew();
    const antes = getDb().tiposActividad.size;
    await user.type(codigo(), ' 6309 ');
    await user.type(descripcion(), 'AGENCIA DE ADUANAS');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The dialog is modal (the rest of the page is aria-hidden), so the flash is found by its text.
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Campo código Tipo Actividad Economica' });
    expect(dialog).toHaveTextContent('El codigo debe contener 6 caracteres');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(codigo()).toHaveFocus());
    expect(codigo()).toHaveValue(' 6309 ');
    expect(getDb().tiposActividad.size).toBe(antes);
    expect(currentPath(router)).toBe(NEW);
  });

  it('refuses blank fields with the flash and stays, without the length dialog', async () => {
    const { user, router } = await openNew();
    await user.type(descripcion(), '     ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    expect(screen.getByText('El código es requerido')).toBeInTheDocument();
    expect(screen.getByText('La descripción es requerida')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe(NEW);
  });

  it("creates an activity type for the user's company (trimmed), flashes it and returns to the list", async () => {
    const { user, router } = await openNew();
    await user.type(codigo(), '611001');
    await user.type(descripcion(), ' SERVICIO DE TRANSPORTE DE CARGA POR VIA ACUATICA ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Un nuevo Tipo de Actividad Economica ha sido agregado')).toMatchObject({
      kind: 'success',
    });
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe(LIST), { timeout: 20_000 });
    expect(tipo('611001')).toMatchObject({
      empresaId: 1,
      descripcion: 'SERVICIO DE TRANSPORTE DE CARGA POR VIA ACUATICA',
    });
    expect(await screen.findByText('SERVICIO DE TRANSPORTE DE CARGA POR VIA ACUATICA')).toBeInTheDocument();
  });

  it('ignores a second submit while the first is in flight', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/api/tipo-actividad-economica/create')) posts++;
    });
    const { user } = await openNew();
    await user.type(codigo(), '602304');
    await user.type(descripcion(), 'SERVICIO DE MUDANZA INTERNACIONAL');
    const form = screen.getByRole('form', { name: 'Nuevo Tipo de Actividad Economica' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await expectFlash('Un nuevo Tipo de Actividad Economica ha sido agregado')).toMatchObject({
      kind: 'success',
    });
    expect(posts).toBe(1);
    server.events.removeAllListeners();
  });

  it('keeps every value and says why when the server refuses a code the company already has', async () => {
    const { user, router } = await openNew();
    const antes = getDb().tiposActividad.size;
    await user.type(codigo(), '630904');
    await user.type(descripcion(), 'AGENTE ADUANERO');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await expectFlash(FAILURE);
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Ya existe un tipo de actividad economica con el código 630904');
    expect(codigo()).toHaveValue('630904');
    expect(descripcion()).toHaveValue('AGENTE ADUANERO');
    expect(currentPath(router)).toBe(NEW);
    expect(getDb().tiposActividad.size).toBe(antes);
  });
});

describe('Tipo de Actividad Economica form: edit', () => {
  it("opens 'Forma Tipo de Actividad Economica' with the values, saves and returns to the list", async () => {
    const { id } = tipo('741407');
    const { user, router } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    expect(
      await screen.findByRole('heading', { name: 'Forma Tipo de Actividad Economica' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Código' })).toHaveValue('741407');
    expect(descripcion()).toHaveValue('ASESOR ADUANERO');
    await user.type(descripcion(), ' INDEPENDIENTE');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('El Tipo de Actividad Economica ha sido actualizado')).toMatchObject({
      kind: 'success',
    });
    await waitFor(() => expect(currentPath(router)).toBe(LIST), { timeout: 20_000 });
    expect(getDb().tiposActividad.get(id)).toEqual({
      id,
      empresaId: 1,
      codigo: '741407',
      descripcion: 'ASESOR ADUANERO INDEPENDIENTE',
    });
  });

  it('stays on the form with every value when the save fails, and shows the server message', async () => {
    server.use(
      http.post('*/api/tipo-actividad-economica/create', () =>
        HttpResponse.json({ message: 'Servidor en mantenimiento' }, { status: 503 }),
      ),
    );
    const { id } = tipo('630201');
    const { user, router } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    const field = await screen.findByRole('textbox', { name: 'Descripción' });
    await user.clear(field);
    await user.type(field, 'ALMACENAJE FISCAL');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await expectFlash(FAILURE);
    expect(alert).toMatchObject({ kind: 'danger' });
    expect(alert.message).toContain('Servidor en mantenimiento');
    expect(codigo()).toHaveValue('630201');
    expect(descripcion()).toHaveValue('ALMACENAJE FISCAL');
    expect(currentPath(router)).toBe(`${NEW}/${id}`);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { id } = tipo('630201');
    const { user, router } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    await user.type(await screen.findByRole('textbox', { name: 'Descripción' }), ' FISCAL');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe(`${NEW}/${id}`);
    expect(descripcion()).toHaveValue('SERVICIOS DE ALMACENAJE FISCAL');
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe(LIST));
    expect(getDb().tiposActividad.get(id)?.descripcion).toBe('SERVICIOS DE ALMACENAJE');
  });

  it("shows 'Reintentar' when the activity type cannot be loaded", async () => {
    server.use(
      http.get('*/api/tipo-actividad-economica/data', () =>
        HttpResponse.json({ message: 'Tiempo de espera agotado' }, { status: 504 }),
      ),
    );
    const { id } = tipo('630201');
    const { user } = await renderApp(`${NEW}/${id}`, { role: 'usuario' });
    expect(await screen.findByText('Tiempo de espera agotado')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Descripción' })).toHaveValue(
      'SERVICIOS DE ALMACENAJE',
    );
  });

  it("does not open another company's activity type", async () => {
    const ajeno = getDb().tiposActividad.find((a) => a.empresaId !== 1)!;
    await renderApp(`${NEW}/${ajeno.id}`, { role: 'usuario' });
    expect(
      await screen.findByText(`El tipo de actividad economica ${ajeno.id} no existe`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
