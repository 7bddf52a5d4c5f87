// @vitest-environment jsdom
// jsdom, not happy-dom: the invoice's lines table measures itself through the table DOM (`tHead.rows`,
// `row.cells`), which happy-dom lacks.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { formatDateTime } from '@/lib/dates';
import { TOKEN_KEY } from '@/lib/token-store';
import {
  addLinea,
  bodiesTo,
  choose,
  chooseCliente,
  clienteConCodigos,
  lineas,
  NUEVA,
  openRow,
} from '../facturas/factura-form-helpers';
import { getDb } from '@mocks/db';
import { recibo, setDate } from '../recibos/helpers';
import { currentPath, renderApp, tokenFor } from '../../render-app';

vi.setConfig({ testTimeout: 90_000 });

const NUEVO_CLIENTE = '/default-layout/add-client';
const box = (name: string) => screen.getByRole('textbox', { name });

/** The drafts this browser holds, by key. */
const borradores = () =>
  Object.keys(localStorage)
    .filter((k) => k.startsWith('fe-borrador:'))
    .map((k) => ({ k, guardado: (JSON.parse(localStorage.getItem(k)!) as { guardado: number }).guardado }));

/** The draft's offer, with the exact time it was written. */
async function aviso() {
  const alerta = await screen.findByText(/^Hay un borrador sin guardar del /, {}, { timeout: 20_000 });
  const [b] = borradores();
  expect(alerta).toHaveTextContent(`Hay un borrador sin guardar del ${formatDateTime(b!.guardado)}`);
  return alerta.closest<HTMLElement>('[role="alert"]')!;
}

describe('drafts (D29)', () => {
  it('a client typed and left unsaved comes back for its user; Recuperar restores it', async () => {
    const primera = await renderApp(NUEVO_CLIENTE, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Cliente' }, { timeout: 20_000 });
    await primera.user.click(box('Nombre'));
    await primera.user.paste('Marta Jiménez Solano');
    await primera.user.click(box('Número Identificación'));
    await primera.user.paste('112340567');
    primera.unmount(); // a reload, a closed tab, a crash: the form goes without a save
    expect(borradores()).toHaveLength(1);

    const { user } = await renderApp(NUEVO_CLIENTE, { role: 'usuario' });
    const alerta = await aviso();
    expect(box('Nombre')).toHaveValue('');
    await user.click(within(alerta).getByRole('button', { name: 'Recuperar' }));
    expect(box('Nombre')).toHaveValue('Marta Jiménez Solano');
    expect(box('Número Identificación')).toHaveValue('112340567');
    expect(screen.queryByText(/^Hay un borrador/)).toBeNull();
  });

  // One journey: the form left with Descartar is typed in and left again, so that the next render
  // offers a draft while more is typed.
  it('Descartar removes the draft and the form starts as it was; typing while the offer waits does not overwrite the draft, after Descartar it is kept instead', async () => {
    const primera = await renderApp(NUEVO_CLIENTE, { role: 'usuario' });
    await screen.findByRole('heading', { name: 'Nuevo Cliente' }, { timeout: 20_000 });
    await primera.user.click(box('Nombre'));
    await primera.user.paste('Pedro');
    primera.unmount();

    const segunda = await renderApp(NUEVO_CLIENTE, { role: 'usuario' });
    await segunda.user.click(within(await aviso()).getByRole('button', { name: 'Descartar' }));
    expect(borradores()).toEqual([]);
    const nombre = box('Nombre');
    expect(nombre).toHaveValue('');
    await segunda.user.click(nombre);
    await segunda.user.paste('Pedro');
    await waitFor(() => expect(borradores()).toHaveLength(1));
    segunda.unmount();

    const tercera = await renderApp(NUEVO_CLIENTE, { role: 'usuario' });
    const alerta = await aviso();
    await tercera.user.click(box('Nombre'));
    await tercera.user.paste('Ana');
    await new Promise((r) => setTimeout(r, 600));
    const valores = () =>
      (JSON.parse(localStorage.getItem(borradores()[0]!.k)!) as { valores: { form: { nombre: string } } })
        .valores.form.nombre;
    expect(valores()).toBe('Pedro');
    await tercera.user.click(within(alerta).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(valores()).toBe('Ana'));
  });

  it('an invoice whose save meets an expired session: sign in again, back on the form, every line restored', async () => {
    const { cliente, codigos } = clienteConCodigos((c) => !c.esExonerado);
    const { user, router } = await renderApp(NUEVA, { role: 'usuario' });
    await screen.findByRole('form', { name: 'Formulario de factura' }, { timeout: 20_000 });
    await chooseCliente(user, cliente.nombre);
    const codigo = codigos[0]!.codigoActividadDgt;
    if (codigos.length > 1) await choose(user, 'Código de Actividad', new RegExp(`^${codigo}`));
    await addLinea(user, { detalle: 'Flete marítimo', servicio: /^ASESORIA ADUANERA/, monto: '1250.5' });
    await addLinea(user, {
      detalle: 'Almacenaje',
      servicio: /^NACIONALIZACION/,
      cantidad: '3',
      monto: '99.99',
    });
    const antes = lineas().map((tr) => tr.textContent);

    server.use(
      http.post('*/api/factura/nueva-factura', () =>
        HttpResponse.json({ message: 'Token expirado' }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login\?redirectTo=/));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    server.resetHandlers();

    await user.type(await screen.findByLabelText('Usuario'), 'usuario');
    await user.type(screen.getByLabelText('Clave'), 'usuario');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(currentPath(router)).toBe(NUEVA));
    const alerta = await aviso();
    expect(lineas().map((tr) => tr.textContent)).not.toEqual(antes);
    await user.click(within(alerta).getByRole('button', { name: 'Recuperar' }));
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(cliente.nombre);
    expect(screen.getByRole('combobox', { name: 'Código de Actividad' })).toHaveTextContent(codigo);
    expect(lineas().map((tr) => tr.textContent)).toEqual(antes);

    const guardadas = bodiesTo('/api/factura/nueva-factura');
    await user.click(screen.getByRole('button', { name: 'Guardar Factura' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/facturas'), { timeout: 20_000 });
    await waitFor(() => expect(guardadas).toHaveLength(1));
    await waitFor(() => expect(borradores()).toEqual([]));
  });

  it('a crash in the form keeps its draft: back from the error, the form offers it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let romper = () => {};
    /** Renders nothing until `romper()`; then throws while rendering, inside the client form. */
    function Bomba() {
      const [roto, setRoto] = useState(false);
      romper = () => setRoto(true);
      if (roto) throw new Error('Fallo de prueba en el formulario');
      return null;
    }
    const { user, router } = await renderApp(NUEVO_CLIENTE, {
      role: 'usuario',
      modules: {
        page: (path, load) =>
          path === 'add-client'
            ? async () => {
                const Pagina = (await load()).default as ComponentType;
                return {
                  default: () => (
                    <>
                      <Pagina />
                      <Bomba />
                    </>
                  ),
                };
              }
            : load,
      },
    });
    await screen.findByRole('heading', { name: 'Nuevo Cliente' }, { timeout: 20_000 });
    await user.click(box('Nombre'));
    await user.paste('Antes del fallo');
    act(() => romper());
    const alerta = (
      await screen.findByText('Ocurrió un error inesperado en esta pantalla.')
    ).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(alerta).getByRole('link', { name: 'Volver al Panel' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
    await act(() => router.navigate(NUEVO_CLIENTE));
    await user.click(within(await aviso()).getByRole('button', { name: 'Recuperar' }));
    expect(box('Nombre')).toHaveValue('Antes del fallo');
    error.mockRestore();
  });

  it('another tab signing in as someone else keeps the first user’s draft for that user only', async () => {
    const { user } = await renderApp(NUEVO_CLIENTE, { role: 'admin' });
    await screen.findByRole('heading', { name: 'Nuevo Cliente' }, { timeout: 20_000 });
    await user.click(box('Nombre'));
    await user.paste('Cliente de Roberto');
    const cambiar = async (token: string) =>
      act(async () => {
        localStorage.setItem(TOKEN_KEY, token);
        window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: token }));
      });

    await cambiar(await tokenFor('usuario'));
    await screen.findByRole('button', { name: /Jorge Arias Navarro, menú del usuario/ });
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(screen.queryByText(/^Hay un borrador/)).toBeNull();
    expect(borradores().map((b) => b.k)).toEqual([`fe-borrador:admin:${NUEVO_CLIENTE}`]);

    await cambiar(await tokenFor('admin'));
    await screen.findByRole('button', { name: /Roberto Méndez Soto, menú del usuario/ });
    await user.click(within(await aviso()).getByRole('button', { name: 'Recuperar' }));
    expect(box('Nombre')).toHaveValue('Cliente de Roberto');
  });

  it('a receipt being edited: its text, its date and another client come back', async () => {
    const r = recibo((x) => x.encargadoId === 4 && x.estado === 'PENDIENTE' && !!x.fechaDua);
    const otro = getDb()
      .clientes.all()
      .find((c) => c.id !== r.clienteId && c.estado === 'ACTIVO')!;
    const ruta = `/default-layout/add-recibo/${r.id}`;
    const fechaDua = () =>
      screen.getByRole('group', { name: 'Fecha DUA' }).parentElement!.querySelector('input');

    const primera = await renderApp(ruta, { role: 'usuario' });
    await screen.findByRole('heading', { name: `Recibo ${r.recibo}` }, { timeout: 20_000 });
    await primera.user.clear(box('Observaciones'));
    await primera.user.paste('Aforo el lunes');
    await setDate('Fecha DUA', '03/11/2026');
    const cliente = screen.getByRole('combobox', { name: 'Cliente' });
    await primera.user.clear(cliente);
    await primera.user.type(cliente, otro.nombre.slice(0, 5));
    await primera.user.click(await screen.findByRole('option', { name: otro.nombre }));
    primera.unmount();

    const { user } = await renderApp(ruta, { role: 'usuario' });
    await user.click(within(await aviso()).getByRole('button', { name: 'Recuperar' }));
    expect(box('Observaciones')).toHaveValue('Aforo el lunes');
    expect(fechaDua()).toHaveValue('03/11/2026');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(otro.nombre);
  });

  it('a line still being typed (not yet Listo) comes back open, as it was, and the leave guard still asks', async () => {
    const primera = await renderApp(NUEVA, { role: 'usuario' });
    await screen.findByRole('form', { name: 'Formulario de factura' }, { timeout: 20_000 });
    await addLinea(primera.user, {
      detalle: 'Flete marítimo',
      servicio: /^ASESORIA ADUANERA/,
      monto: '1250.5',
    });
    await primera.user.click(screen.getByRole('button', { name: 'Agregar Detalle' }));
    await primera.user.click(within(openRow()).getByRole('textbox', { name: 'Detalle' }));
    await primera.user.paste('Línea a medio escribir');
    await primera.user.click(within(openRow()).getByRole('textbox', { name: 'Monto' }));
    await primera.user.paste('77.5');
    primera.unmount();

    const { user, router } = await renderApp(NUEVA, { role: 'usuario' });
    await user.click(within(await aviso()).getByRole('button', { name: 'Recuperar' }));
    expect(lineas()).toHaveLength(2);
    expect(lineas()[0]).toHaveTextContent('Flete marítimo');
    const abierta = openRow();
    expect(within(abierta).getByRole('textbox', { name: 'Detalle' })).toHaveValue('Línea a medio escribir');
    expect(within(abierta).getByRole('textbox', { name: 'Monto' })).toHaveValue('77.5');
    expect(within(abierta).getByRole('button', { name: 'Listo detalle 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Panel' }));
    const pregunta = await screen.findByRole('dialog', { name: '¿Descartar los cambios sin guardar?' });
    await user.click(within(pregunta).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/dashboard'));
    expect(borradores()).toEqual([]);
  });

  it('a saved line alone makes the invoice dirty: leaving asks, and the draft holds it', async () => {
    const { user, router } = await renderApp(NUEVA, { role: 'usuario' });
    await screen.findByRole('form', { name: 'Formulario de factura' }, { timeout: 20_000 });
    await addLinea(user, { detalle: 'Flete marítimo', servicio: /^ASESORIA ADUANERA/, monto: '1250.5' });
    await waitFor(() => expect(borradores()).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    const pregunta = await screen.findByRole('dialog', { name: '¿Descartar los cambios sin guardar?' });
    await user.click(within(pregunta).getByRole('button', { name: 'Seguir editando' }));
    expect(currentPath(router)).toBe(NUEVA);
  });
});
