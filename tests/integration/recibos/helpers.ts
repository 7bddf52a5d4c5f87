import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { demoUser, type Role } from '../../render-app';

/** Every /api/ call the app makes during a test, as URL objects (path and query). */
export function trackApi() {
  const calls: Array<{ method: string; url: URL }> = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) calls.push({ method: request.method, url });
  };
  server.events.on('request:start', listener);
  return {
    calls,
    to: (path: string) => calls.filter((c) => c.url.pathname === path),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

export const db = () => getDb();

/** The stored receipts a user sees in 'Listado Recibos', newest first. */
export function recibosDe(role: Role | 'todos', estado: 'PENDIENTE' | 'FINALIZADO') {
  const id = role === 'todos' ? null : demoUser(role).id;
  return getDb()
    .recibos.filter((r) => r.estado === estado && (id === null || r.encargadoId === id))
    .sort((a, b) => b.id - a.id);
}

export function facturasDe(reciboId: number) {
  return getDb()
    .facturas.filter((f) => f.reciboId === reciboId)
    .sort((a, b) => a.fechaFacturacion.localeCompare(b.fechaFacturacion) || a.id - b.id);
}

/** The first stored receipt matching `predicate` (fails the test loudly when the seed has none). */
export function recibo(predicate: Parameters<ReturnType<typeof getDb>['recibos']['find']>[0]) {
  const found = getDb().recibos.find(predicate);
  if (!found) throw new Error('The seed has no receipt for this test');
  return found;
}

export const clienteNombre = (id: number) => getDb().clientes.get(id)!.nombre;

/*
 * Table helpers (grid or plain rows, both with a row id) with plain DOM queries: role queries recompute the accessibility tree on every call,
 * which is far too slow over a page of 200 rows.
 */
export const dataRows = (grid: HTMLElement) => [
  ...grid.querySelectorAll<HTMLElement>('[role="row"][data-id]'),
];

/** The receipt numbers shown, in order. */
export const numeros = (grid: HTMLElement) =>
  dataRows(grid).map((row) => Number(row.querySelector('[data-field="recibo"]')!.textContent));

export const rowOf = (grid: HTMLElement, numero: number) =>
  dataRows(grid).find((row) => row.querySelector('[data-field="recibo"]')!.textContent === String(numero))!;

/** The element with this exact accessible label (aria-label), failing when absent. */
export function byLabel(container: HTMLElement, label: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[aria-label]')].find(
    (el) => el.getAttribute('aria-label') === label,
  );
  if (!found) throw new Error(`No element labelled '${label}'`);
  return found;
}

/** Types a date into a date picker (the field keeps its value in a hidden input, dd/MM/yyyy). */
export async function setDate(label: string, ddmmyyyy: string) {
  const { screen, fireEvent } = await import('@testing-library/react');
  const group = screen.getByRole('group', { name: label });
  const input = group.parentElement!.querySelector('input')!;
  fireEvent.change(input, { target: { value: ddmmyyyy } });
}
