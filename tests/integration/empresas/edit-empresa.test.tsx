import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const URL_EDIT = '/default-layout/editEmpresa';

beforeAll(() => import('@/features/empresas/pages/edit-empresa-page'));

const text = (name: string) => screen.getByRole('textbox', { name });
const clave = () => screen.getByLabelText(/^Clave/);

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
  await user.tab();
}

/** Holds a POST until `open()`; then the real mock answers it. */
function gate(path: string) {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  let calls = 0;
  server.use(
    http.post(`*${path}`, async () => {
      calls += 1;
      await held;
      // Returning nothing hands the request to the real mock handler.
    }),
  );
  return { open, calls: () => calls };
}

describe('editEmpresa (Correos)', () => {
  it("edits the signed-in user's company: 'Correos', then 'Empresa {name}' with its four values", async () => {
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    server.use(http.get('*/api/empresa/data', () => held));
    await renderApp(URL_EDIT, { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: 'Correos' })).toBeInTheDocument();
    open();
    expect(
      await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' }),
    ).toBeInTheDocument();
    expect(text('Correo 1')).toHaveValue('facturacion@aduanaspacifico.co.cr');
    expect(text('Correo de recepción')).toHaveValue('recepcion@aduanaspacifico.co.cr');
    expect(text('Usuario')).toHaveValue('cpj-3-101-704425@prod.comprobanteselectronicos.go.cr');
    // The stored password never reaches the browser (D27): the field is empty and says how it works.
    expect(clave()).toHaveValue('');
    expect(clave()).toHaveAccessibleDescription(
      'Guardada. Déjela vacía para conservarla o escriba una nueva para cambiarla.',
    );
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute(
      'href',
      '#/default-layout/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute(
      'href',
      '#/default-layout/dashboard',
    );
  });

  it('shows the required messages under the touched fields and refuses to send (V5)', async () => {
    const { user } = await renderApp(URL_EDIT, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    await fill(user, text('Correo 1'), '   ');
    expect(screen.getByText('Correo 1 es requerido')).toBeInTheDocument();
    await fill(user, text('Correo de recepción'), '');
    expect(screen.getByText('Correo de recepción es requerido')).toBeInTheDocument();
    await fill(user, text('Usuario'), '');
    expect(screen.getByText('El usuario es requerido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash(/^Por favor completar todos los campos requeridos$/)).toMatchObject({
      kind: 'danger',
    });
    expect(getDb().empresas.get(1)?.correo1).toBe('facturacion@aduanaspacifico.co.cr');
  });

  it('checks the e-mail format of Correo 1, Correo de recepción and Usuario, not of the clave', async () => {
    const { user } = await renderApp(URL_EDIT, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    await fill(user, text('Correo 1'), 'facturacion');
    await fill(user, text('Correo de recepción'), 'recepcion@');
    await fill(user, text('Usuario'), 'cpj-3-101-704425');
    await fill(user, clave(), 'sin formato de correo');
    expect(screen.getAllByText('Debe ingresar un correo válido')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    await fill(user, text('Correo 1'), 'fe@aduanaspacifico.co.cr');
    await fill(user, text('Correo de recepción'), 'buzon@aduanaspacifico.co.cr');
    await fill(user, text('Usuario'), 'cpj-3-101-704425@prod.comprobanteselectronicos.go.cr');
    expect(screen.queryByText('Debe ingresar un correo válido')).not.toBeInTheDocument();
  });

  it('sends the four fields: in-progress flash, buttons hidden, then success and the dashboard', async () => {
    const updates: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/empresa/update'))
        void request
          .clone()
          .json()
          .then((b) => updates.push(b));
    });
    const { user, router } = await renderApp(URL_EDIT, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    await fill(user, text('Correo 1'), 'fe@aduanaspacifico.co.cr');
    await fill(user, text('Correo de recepción'), 'buzon@aduanaspacifico.co.cr');
    await fill(user, clave(), 'Nueva#2026');
    const update = gate('/api/empresa/update');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectFlash('Esperar un momento mientras empresa es modificada ....')).toMatchObject({
      kind: 'info',
    });
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Guardando…' })).toBeInTheDocument();
    // A second submit while sending is ignored.
    fireEvent.submit(screen.getByRole('form', { name: 'Correos y credenciales de Hacienda' }));
    update.open();
    expect(await expectFlash('Los correos han sido actualizados')).toMatchObject({ kind: 'success' });
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'), { timeout: 20_000 });
    expect(update.calls()).toBe(1);
    expect(updates).toEqual([
      {
        id: 1,
        correo1: 'fe@aduanaspacifico.co.cr',
        recepcionCorreos: 'buzon@aduanaspacifico.co.cr',
        usuario: 'cpj-3-101-704425@prod.comprobanteselectronicos.go.cr',
        clave: 'Nueva#2026',
      },
    ]);
    expect(getDb().empresas.get(1)).toMatchObject({
      correo1: 'fe@aduanaspacifico.co.cr',
      recepcionCorreos: 'buzon@aduanaspacifico.co.cr',
      clave: 'Nueva#2026',
      correo2: 'contabilidad@aduanaspacifico.co.cr',
    });
    server.events.removeAllListeners();
  });

  it("stays with every value when the server refuses, and says '... modificar correos de la empresa {error}'", async () => {
    server.use(
      http.post('*/api/empresa/update', () =>
        HttpResponse.json({ message: 'Hacienda no acepta el usuario' }, { status: 400 }),
      ),
    );
    const { user, router } = await renderApp(URL_EDIT, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    await fill(user, text('Usuario'), 'otro@prod.comprobanteselectronicos.go.cr');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await expectFlash(
        'Se produjo un error cuando se estaba intentando modificar correos de la empresa Hacienda no acepta el usuario',
      ),
    ).toMatchObject({ kind: 'danger' });
    expect(currentPath(router)).toBe(URL_EDIT);
    expect(text('Usuario')).toHaveValue('otro@prod.comprobanteselectronicos.go.cr');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await renderApp(URL_EDIT, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Empresa Aduanas y Logística del Pacífico S.A.' });
    await user.type(text('Correo 1'), 'x');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
  });

  it("shows the server's message and 'Reintentar' when the company does not load", async () => {
    server.use(
      http.get('*/api/empresa/data', () =>
        HttpResponse.json({ message: 'Empresa bloqueada' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(URL_EDIT, { role: 'usuario' });
    expect(await screen.findByText('Empresa bloqueada')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Correo 1' })).toBeInTheDocument();
  });

  it('says so when the user has no company', async () => {
    const user = getDb().usuarios.find((u) => u.usuario === 'usuario')!;
    getDb().usuarios.update(user.id, { empresaId: 0 });
    await renderApp(URL_EDIT, { role: 'usuario' });
    expect(await screen.findByText('Su usuario no tiene una empresa asociada.')).toBeInTheDocument();
  });
});
