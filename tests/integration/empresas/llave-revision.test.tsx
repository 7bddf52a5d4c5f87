// @vitest-environment jsdom
// jsdom, not happy-dom: its uploads reach msw/node as multipart forms, which happy-dom's XMLHttpRequest
// loses.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import type { NoticeKind } from '@/components/notices/notices-store';
import { expectFlash } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';

/*
 * The signing key checked in the browser before upload (decisions D38 and D39): each
 * fixture of tests/fixtures/llaves/ gives its outcome, a refused key sends nothing, and an accepted
 * one is sent with its expiry (llaveVence). Date is fixed at HOY: the fixtures' dates are fixed.
 */

const URL_LLAVE = '/default-layout/cargarLlaveCriptografica';
const HOY = new Date('2027-03-15T15:00:00Z');
const PIN = '4821';
const LLAVES = resolve(import.meta.dirname, '../../fixtures/llaves');
const fixture = (archivo: string) =>
  new File([readFileSync(resolve(LLAVES, archivo))], archivo, { type: 'application/x-pkcs12' });

beforeAll(() => import('@/app/pages/llave-criptografica-page'));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(HOY);
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** Every request the demo backend saw to the upload path. */
function spyUploads() {
  const calls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/empresa/pem-data-upload/file') calls.push(url);
  });
  return calls;
}

const dialog = () => screen.findByRole('dialog', { name: 'Llave Criptografica' });
/** A flash with exactly this message was posted (read from the record: it may be gone from the screen). */
const flashed = async (message: string, kind: NoticeKind = 'danger') =>
  expect(await expectFlash(message)).toMatchObject({ kind, message });

/** Types the PIN, chooses the file and presses Guardar. */
async function elegir(file: File, pin = PIN) {
  const { user, router } = await renderApp(URL_LLAVE, { role: 'usuario' });
  const d = await dialog();
  await user.type(within(d).getByLabelText(/^Pin/), pin);
  await user.upload(screen.getByLabelText('Cargar Archivo', { selector: 'input' }), file);
  await user.click(within(d).getByRole('button', { name: 'Guardar' }));
  return { user, router, d };
}

const ANTES = { keyPath: '310170442.p12', pin: '4821' };

describe('Llave Criptografica: the key opened before upload', () => {
  it.each([
    [
      'a PIN that does not open it (legacy)',
      'valida-legacy.p12',
      '0000',
      'pin',
      'El PIN no abre la llave criptográfica',
    ],
    [
      "another taxpayer's key",
      'otro-contribuyente.p12',
      PIN,
      'archivo',
      'La llave criptográfica es de la identificación CPJ-3-101-558201 y esta cuenta es de la identificación CPJ-3-101-704425: suba la llave de la cuenta.',
    ],
    [
      'an expired key',
      'vencida.p12',
      PIN,
      'archivo',
      'La llave criptográfica venció el 01/03/2027 (valía del 01/03/2025 al 01/03/2027): solicite una nueva en ATV.',
    ],
  ])('refuses %s, says why and sends nothing', async (_caso, archivo, pin, campo, motivo) => {
    const calls = spyUploads();
    const { router, d } = await elegir(fixture(archivo), pin);
    await flashed(motivo);
    if (campo === 'pin') expect(within(d).getByLabelText(/^Pin/)).toHaveAccessibleDescription(motivo);
    else expect(within(d).getByText(motivo)).toBeInTheDocument();
    // No confirmation was asked, nothing went up, the dialog keeps the choice.
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(getDb().empresas.get(1)).toMatchObject(ANTES);
    expect(currentPath(router)).toBe(URL_LLAVE);
    expect(within(d).getByRole('list', { name: 'Archivo seleccionado' })).toHaveTextContent(archivo);
  });

  it('refuses a file over 64 KB, without reading it', async () => {
    const calls = spyUploads();
    const motivo =
      'El archivo pesa 65 KB y el límite de una llave criptográfica es 64 KB: una llave .p12 de Hacienda pesa unos pocos KB.';
    const { d } = await elegir(new File([new Uint8Array(64 * 1024 + 1).fill(0x30)], 'grande.p12'));
    await flashed(motivo);
    expect(within(d).getByText(motivo)).toBeInTheDocument();
    // The chosen file's size beside its name reads as the refusal does.
    expect(within(d).getByRole('listitem')).toHaveTextContent('grande.p1265 KB');
    expect(calls).toHaveLength(0);
    expect(getDb().empresas.get(1)).toMatchObject(ANTES);
  });

  // The legacy key's PIN is typed with spaces around it: what is sent and kept is the PIN alone.
  it.each([
    ['valida-legacy.p12', ` ${PIN} `],
    ['valida-aes.p12', PIN],
  ])('sends %s, which it opens, with its expiry; the account keeps it', async (archivo, pin) => {
    const calls = spyUploads();
    const { user, router } = await elegir(fixture(archivo), pin);
    const confirm = await screen.findByRole('dialog', {
      name: 'Llave Criptografica',
      description: /^Esta seguro/,
    });
    expect(within(confirm).queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await flashed('Datos de llave criptográfica actualizados! ', 'success');
    // The next page's module loads lazily: on a busy machine it takes longer than the usual wait.
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'), { timeout: 20_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('pin')).toBe(PIN);
    expect(calls[0]!.searchParams.get('llaveVence')).toBe('2028-03-01T18:00:00.000Z');
    expect(getDb().empresas.get(1)).toMatchObject({
      keyPath: archivo,
      pin: PIN,
      llaveVence: '2028-03-01T18:00:00.000Z',
    });
  });

  it('sends a key expiring in 10 days, with the warning in the confirmation, the dialog and a flash', async () => {
    const calls = spyUploads();
    const aviso =
      'La llave criptográfica vence el 25/03/2027 (en 10 días): solicite una nueva en ATV antes de esa fecha.';
    const { user, d } = await elegir(fixture('por-vencer.p12'));
    const confirm = await screen.findByRole('dialog', {
      name: 'Llave Criptografica',
      description: /^Esta seguro/,
    });
    expect(within(confirm).getByRole('listitem')).toHaveTextContent(aviso);
    expect(within(d).getByText(aviso)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await flashed(aviso, 'warning');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('llaveVence')).toBe('2027-03-25T18:00:00.000Z');
    expect(getDb().empresas.get(1)?.llaveVence).toBe('2027-03-25T18:00:00.000Z');
  });

  it('keeps the PIN and the key out of storage', async () => {
    await elegir(fixture('valida-aes.p12'));
    await screen.findByRole('dialog', { name: 'Llave Criptografica', description: /^Esta seguro/ });
    const guardado = [localStorage, sessionStorage].flatMap((s) =>
      Object.keys(s).map((k) => `${k}=${s.getItem(k)}`),
    );
    expect(guardado.join('\n')).not.toMatch(/4821|p12|llave/i);
  });
});
