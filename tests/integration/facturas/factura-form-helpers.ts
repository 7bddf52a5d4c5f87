import type { ClienteRow } from '@mocks/db/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { callApi } from '../../mock-api';
import { postedFlashes } from '../../notices-record';
import type { renderApp } from '../../render-app';

export type User = Awaited<ReturnType<typeof renderApp>>['user'];

export const NUEVA = '/default-layout/new-edit-factura';
export const editar = (id: number) => `/default-layout/new-edit-factura/${id}`;
export const nuevaDeRecibo = (reciboId: number) => `/default-layout/add-nueva-factura/${reciboId}`;
export const editarDeRecibo = (reciboId: number, facturaId: number) =>
  `/default-layout/add-edit-factura/${reciboId}/${facturaId}`;

/** The invoice data the form loads, straight from the mock (to build overrides and expectations). */
export async function facturaData(id = 0, reciboId?: number) {
  const q = `id=${id}${reciboId ? `&reciboId=${reciboId}` : ''}`;
  const { status, json } = await callApi('GET', `/api/factura/data?${q}`, { role: 'admin' });
  if (status !== 200) throw new Error(`factura/data answered ${status}`);
  return json as Record<string, unknown> & {
    clientes: Array<{ id: number; nombre: string; esExonerado: number }>;
    servicios: Array<{ id: number; codigoCabys: string; descripcion: string; nombre?: string }>;
    monedas: Array<{ id: number; nombre: string; simbol: string; venta: number; esDefault: number }>;
    factura: Record<string, unknown> | null;
  };
}

/** Every /api/ request body the app sends to `path` during a test. */
export function bodiesTo(path: string) {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  };
  server.events.on('request:start', listener);
  return bodies;
}

/** A client of the demo account with at least one activity code (and how many it has). */
export function clienteConCodigos(predicate: (c: ClienteRow) => boolean = () => true) {
  const db = getDb();
  for (const cliente of db.clientes.all()) {
    if (cliente.estado !== 'ACTIVO' || !predicate(cliente)) continue;
    const codigos = db.clienteCodigos.filter((k) => k.clienteId === cliente.id);
    if (codigos.length) return { cliente, codigos };
  }
  throw new Error('The seed has no client with activity codes');
}

/*
 * Role queries with a name walk the whole page's accessibility tree (menu, form, grid): the helpers
 * below look options and the grid up by their text or label instead, which is many times faster.
 */

/** Clicks the open list's option whose text matches. */
export async function pickOption(user: User, text: string | RegExp) {
  const matches = (el: Element) => {
    const t = el.textContent ?? '';
    return typeof text === 'string' ? t === text : text.test(t);
  };
  let option: Element | undefined;
  await waitFor(() => {
    option = [...document.querySelectorAll('[role="option"]')].find(matches);
    expect(option).toBeDefined();
  });
  await user.click(option!);
}

export async function choose(user: User, label: string, option: string | RegExp, scope?: HTMLElement) {
  const root = scope ? within(scope) : screen;
  await user.click(root.getByRole('combobox', { name: label }));
  await pickOption(user, option);
}

export async function chooseCliente(user: User, nombre: string) {
  const input = screen.getByRole('combobox', { name: 'Cliente' });
  await user.click(input);
  // Few keystrokes: each one filters and redraws the list.
  await user.type(input, nombre.slice(0, 5));
  await pickOption(user, nombre);
}

export const table = () => document.querySelector<HTMLElement>('table[aria-label="Detalles de la factura"]')!;
/** The grid's open line (the selected row). */
export const openRow = () => table().querySelector<HTMLElement>('tr.Mui-selected')!;
/** The grid's saved lines, in order. */
export const lineas = () => [...table().querySelectorAll<HTMLElement>('tbody tr')];

/** Adds a line through the grid and presses Listo. */
export async function addLinea(
  user: User,
  l: { detalle: string; servicio: string | RegExp; cantidad?: string; monto: string; moneda?: string },
) {
  await user.click(screen.getByRole('button', { name: 'Agregar Detalle' }));
  const row = openRow();
  // Pasted, not typed: every keystroke redraws the open line (slow under jsdom, not in a browser).
  await user.click(within(row).getByRole('textbox', { name: 'Detalle' }));
  await user.paste(l.detalle);
  await user.click(within(row).getByRole('combobox', { name: 'Servicio Cabys' }));
  await pickOption(user, l.servicio);
  if (l.cantidad !== undefined) {
    const cantidad = within(row).getByRole('textbox', { name: 'Cantidad' });
    await user.clear(cantidad);
    if (l.cantidad) await user.type(cantidad, l.cantidad);
  }
  if (l.moneda) await choose(user, 'Moneda', l.moneda, row);
  await user.click(within(row).getByRole('textbox', { name: 'Monto' }));
  await user.paste(l.monto);
  const n = lineas().length;
  await user.click(within(row).getByRole('button', { name: `Listo detalle ${n}` }));
  await waitFor(() => expect(openRow()).toBeNull());
}

/** The value a Resumen line shows ('Sub Total', 'IVA', 'Exonerado', 'Total', …). */
export const resumen = (label: string) => screen.getByRole('definition', { name: label }).textContent;

/** The flash texts posted in this test, kept after they leave the screen (tests/notices-record.ts). */
export const flashes = () => postedFlashes().map((f) => f.message);

/** Types a date into a date picker (its hidden input holds dd/MM/yyyy). */
export function setDate(label: string, ddmmyyyy: string) {
  const group = screen.getByRole('group', { name: label });
  const input = group.parentElement!.querySelector('input')!;
  fireEvent.change(input, { target: { value: ddmmyyyy } });
}
