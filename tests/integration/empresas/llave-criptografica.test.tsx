// @vitest-environment jsdom
// jsdom, not happy-dom: its uploads reach msw/node as multipart forms, which happy-dom's XMLHttpRequest
// loses.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import type { NoticeKind } from '@/components/notices/notices-store';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

const URL_LLAVE = '/default-layout/cargarLlaveCriptografica';
const CONFIRMAR =
  'Esta seguro que desea cambiar el archivo de llave criptografica y pin? Esto afectará  la comunicación con Hacienda';
/** The dialog's accessible description (whitespace collapsed). */
const DESCRIPCION = CONFIRMAR.replace(/\s+/g, ' ');

beforeAll(() => import('@/app/pages/llave-criptografica-page'));
// The key is opened before upload: the fixture's dates hold on this day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-15T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** A PKCS#12 file starts with a DER SEQUENCE (0x30); enough for the choice, not for Guardar. */
const p12 = (name: string, bytes = [0x30, 0x82, 0x0a, 0x1f, 0x02, 0x01, 0x03]) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/x-pkcs12' });
/** The account's real key (tests/fixtures/llaves/valida-legacy.p12, PIN 4821), under `name`. */
const llave = (name: string) =>
  new File([readFileSync(resolve(import.meta.dirname, '../../fixtures/llaves/valida-legacy.p12'))], name, {
    type: 'application/x-pkcs12',
  });

const dialog = () => screen.findByRole('dialog', { name: 'Llave Criptografica' });
const fileInput = () => screen.getByLabelText('Cargar Archivo', { selector: 'input' });

/** A flash with exactly this message was posted (read from the record: it may be gone from the screen). */
const flashed = async (message: string, kind: NoticeKind = 'danger') =>
  expect(await expectFlash(message)).toMatchObject({ kind, message });

function spyUploads() {
  const calls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/empresa/pem-data-upload/file') calls.push(url);
  });
  return calls;
}

describe('Llave Criptografica (key-file dialog)', () => {
  it('opens as a dialog over the dashboard with the pin, the picker and its buttons', async () => {
    await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    expect(within(d).getByLabelText(/^Pin/)).toHaveValue('');
    // The pin is a secret: masked until the user asks to see it.
    expect(within(d).getByLabelText(/^Pin/)).toHaveAttribute('type', 'password');
    expect(within(d).getByRole('button', { name: 'Cargar Archivo' })).toBeInTheDocument();
    expect(within(d).getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.p12');
    expect(fileInput()).not.toHaveAttribute('multiple');
    expect(
      await within(d).findByText(
        'Archivo de llave criptográfica (.p12) y pin de Aduanas y Logística del Pacífico S.A.',
      ),
    ).toBeInTheDocument();
    // The real Panel is under it, hidden from the accessibility tree while the dialog is open.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Aduanas y Logística del Pacífico S.A.', hidden: true },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Facturas Pendientes/, hidden: true })).toBeInTheDocument();
  });

  it("shows the pin on 'Mostrar pin' and hides it again on 'Ocultar pin'", async () => {
    const { user } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    await user.type(within(d).getByLabelText(/^Pin/), '4821');
    await user.click(within(d).getByRole('button', { name: 'Mostrar pin' }));
    expect(within(d).getByRole('textbox', { name: /^Pin/ })).toHaveValue('4821');
    await user.click(within(d).getByRole('button', { name: 'Ocultar pin' }));
    expect(within(d).getByLabelText(/^Pin/)).toHaveAttribute('type', 'password');
  });

  it("'Cerrar' closes it and goes to the dashboard", async () => {
    const { user, router } = await renderApp(URL_LLAVE, { role: 'usuario' });
    await user.click(within(await dialog()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before closing with a pin or a file chosen (B2)', async () => {
    const { user, router } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    await user.upload(fileInput(), p12('310170442-2026.p12'));
    await user.click(within(d).getByRole('button', { name: 'Cerrar' }));
    const ask = await screen.findByRole('dialog', { name: '¿Descartar los cambios sin guardar?' });
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe(URL_LLAVE);
    expect(within(await dialog()).getByRole('list', { name: 'Archivo seleccionado' })).toHaveTextContent(
      '310170442-2026.p12',
    );
    await user.click(within(d).getByRole('button', { name: 'Cerrar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Descartar los cambios sin guardar?' })).getByRole(
        'button',
        { name: 'Descartar' },
      ),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
  });

  it('asks for a file first, then for a pin', async () => {
    const calls = spyUploads();
    const { user } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    await user.type(within(d).getByLabelText(/^Pin/), '1234');
    await user.click(within(d).getByRole('button', { name: 'Guardar' }));
    await flashed('Primero debe seleccionar un archivo antes de seleccionar el botón cargar ');
    expect(
      within(d).getByText('Primero debe seleccionar un archivo antes de seleccionar el botón cargar'),
    ).toBeInTheDocument();

    await user.clear(within(d).getByLabelText(/^Pin/));
    await user.type(within(d).getByLabelText(/^Pin/), '   ');
    await user.upload(fileInput(), p12('310170442-2026.p12'));
    await user.click(within(d).getByRole('button', { name: 'Guardar' }));
    await flashed('Debe indicar un pin valido antes de subir el archivo ');
    expect(within(d).getByLabelText(/^Pin/)).toHaveAccessibleDescription(
      'Debe indicar un pin valido antes de subir el archivo',
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses a file that is not a .p12 (V6)', async () => {
    const { router } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const user = userEvent.setup({ applyAccept: false });
    const d = await dialog();
    await user.type(within(d).getByLabelText(/^Pin/), '1234');
    await user.upload(fileInput(), p12('llave.pem'));
    await user.click(within(d).getByRole('button', { name: 'Guardar' }));
    await flashed('El archivo debe ser una llave criptográfica .p12');
    expect(within(d).getByText('El archivo debe ser una llave criptográfica .p12')).toBeInTheDocument();
    expect(currentPath(router)).toBe(URL_LLAVE);
  });

  it('keeps one file: choosing again replaces it, and it can be removed', async () => {
    const { user } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    await user.upload(fileInput(), p12('vieja.p12'));
    expect(within(d).getByRole('list', { name: 'Archivo seleccionado' })).toHaveTextContent('vieja.p12');
    await user.upload(fileInput(), p12('nueva.p12'));
    const list = within(d).getByRole('list', { name: 'Archivo seleccionado' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('nueva.p12');
    expect(list).toHaveTextContent('7 B');
    await user.click(within(d).getByRole('button', { name: 'Quitar nueva.p12' }));
    expect(within(d).getByText('Ningún archivo seleccionado')).toBeInTheDocument();
  });

  it('asks for confirmation; declining sends nothing', async () => {
    const calls = spyUploads();
    const { user } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    await user.type(within(d).getByLabelText(/^Pin/), '4821');
    await user.upload(fileInput(), llave('310170442-2026.p12'));
    await user.click(within(d).getByRole('button', { name: 'Guardar' }));
    const confirm = await screen.findByRole('dialog', { description: DESCRIPCION });
    // Word for word, with the spec's double space.
    expect(
      within(confirm).getByText(CONFIRMAR, {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { description: DESCRIPCION })).not.toBeInTheDocument(),
    );
    expect(calls).toHaveLength(0);
    expect(getDb().empresas.get(1)).toMatchObject({ keyPath: '310170442.p12', pin: '4821' });
    expect(await dialog()).toBeInTheDocument();
  });

  it("says 'Error al actualizar datos de llave criptográfica: {error}' and keeps the choice when the server refuses", async () => {
    // A key the browser opens, which the server still refuses.
    server.use(
      http.post('*/api/empresa/pem-data-upload/file', () =>
        HttpResponse.json(
          { message: 'El archivo no es una llave criptográfica PKCS#12 válida' },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    await user.type(within(d).getByLabelText(/^Pin/), '4821');
    await user.upload(fileInput(), llave('texto.p12'));
    await user.click(within(d).getByRole('button', { name: 'Guardar' }));
    await user.click(
      within(await screen.findByRole('dialog', { description: DESCRIPCION })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    const error =
      'Error al actualizar datos de llave criptográfica: El archivo no es una llave criptográfica PKCS#12 válida';
    await flashed(error);
    expect(within(d).getByRole('alert')).toHaveTextContent(error);
    expect(currentPath(router)).toBe(URL_LLAVE);
    expect(within(await dialog()).getByLabelText(/^Pin/)).toHaveValue('4821');
    expect(within(d).getByRole('list', { name: 'Archivo seleccionado' })).toHaveTextContent('texto.p12');
    expect(getDb().empresas.get(1)?.keyPath).toBe('310170442.p12');
  });

  it('cannot be closed while the file is going up', async () => {
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    server.use(http.post('*/api/empresa/pem-data-upload/file', () => held));
    const { user } = await renderApp(URL_LLAVE, { role: 'usuario' });
    const d = await dialog();
    await user.type(within(d).getByLabelText(/^Pin/), '4821');
    await user.upload(fileInput(), llave('310170442-2026.p12'));
    await user.click(within(d).getByRole('button', { name: 'Guardar' }));
    await user.click(
      within(await screen.findByRole('dialog', { description: DESCRIPCION })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    expect(await within(d).findByRole('button', { name: 'Subiendo la llave criptográfica…' })).toBeDisabled();
    expect(within(d).getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    open();
    await flashed('Datos de llave criptográfica actualizados! ', 'success');
  });

  it('is reached from the user menu', async () => {
    const { user, router } = await renderApp('/default-layout/miCuenta', { role: 'usuario' });
    await user.click(await screen.findByRole('button', { name: /menú del usuario$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Llave Criptografica' }));
    expect(await dialog()).toBeInTheDocument();
    expect(currentPath(router)).toBe(URL_LLAVE);
  });
});
