import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import type { FacturaRecord } from '@mocks/db/types';
import { server } from '@mocks/node';
import { CASOS_CONTRIBUYENTE } from '@mocks/lib/registro-hacienda';
import { flash } from '@/components/notices/notices-store';
import { demoUser, renderApp } from '../../render-app';
import { dataRows } from '../recibos/helpers';

/* The list's Enviar with Hacienda's registry: the invoices and the steps its tests share. */

const LIST = '/default-layout/facturas';
export const ENVIO = '/api/factura/send-factura-hacienda';
export const REGISTRO = 'https://api.hacienda.go.cr';

/** Requests to a path (an /api/ path, or a registry path), counted from msw's own events. */
export function contar() {
  const vistas: URL[] = [];
  const listener = ({ request }: { request: Request }) => void vistas.push(new URL(request.url));
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return {
    a: (path: string) => vistas.filter((u) => u.pathname === path).length,
    /** Registry requests, to its address or, with the address emptied, to a relative /fe/ or /indicadores/. */
    alRegistro: () =>
      vistas.filter((u) => u.origin === REGISTRO || /^\/(fe|indicadores)\//.test(u.pathname)).length,
  };
}

/**
 * An unsent invoice of the admin's account, of a plain registered client, every line at 0 % (so that
 * moving it to another client changes none of its amounts), moved to `cliente` when given.
 */
export function facturaDePrueba(cliente?: string): FacturaRecord {
  const db = getDb();
  const empresaId = demoUser('admin').empresaId;
  const casos = new Set<string>(Object.values(CASOS_CONTRIBUYENTE));
  const f = db.facturas.find((x) => {
    const c = db.clientes.get(x.clienteId);
    return (
      x.empresaId === empresaId &&
      x.estado === 'Ingresada' &&
      x.enviadaHacienda === 0 &&
      !x.estadoHacienda &&
      !x.enviando &&
      x.anulable &&
      x.detalles.every((d) => d.impuestos === 0) &&
      !!c &&
      c.esJuridico === 1 &&
      !c.esInternacional &&
      !c.esExonerado &&
      !casos.has(c.cedulaJuridica)
    );
  });
  if (!f) throw new Error('The seed has no unsent invoice for this test');
  if (cliente) {
    const c = db.clientes.find((x) => x.nombre === cliente)!;
    db.facturas.update(f.id, { clienteId: c.id });
  }
  return db.facturas.get(f.id)!;
}

const dia = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d}-${m}-${y}`;
};
export const urlDe = (f: FacturaRecord) =>
  `${LIST}?fechaInicio=${dia(f.fechaFacturacion)}&fechaFinal=${dia(f.fechaFacturacion)}&cliente=${f.clienteId}`;

export async function enviar(f: FacturaRecord) {
  const view = await renderApp(urlDe(f), { role: 'admin' });
  const g = await screen.findByRole('table', { name: 'Listado Facturas' }, { timeout: 30_000 });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  const row = dataRows(g).find(
    (x) => x.querySelector('[data-field="facturaId"]')!.textContent === String(f.id),
  );
  const boton = row!.querySelector<HTMLElement>(`[aria-label="Enviar factura ${f.id}"]`)!;
  await view.user.click(boton);
  return view;
}

/** The reasons of the refusal dialog. */
export async function rechazo() {
  const dialogo = await screen.findByRole('dialog', { name: 'La factura no se envió a Hacienda' });
  return within(dialogo)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

/** Waits for the send, and returns the registry's note said beside it (null when none). */
export async function enviada(n: ReturnType<typeof contar>, f: FacturaRecord) {
  await waitFor(() => expect(n.a(ENVIO)).toBe(1));
  const nota = flash.list().find((x) => x.message.startsWith(`Factura ${f.id}, según el registro`));
  return nota?.message ?? null;
}

/**
 * Waits in real time, the clock held: vi.waitFor would move a held clock on each try. The work
 * outside the registry check then takes what the machine needs without stretching the measured time.
 */
export async function esperarReal(hecho: () => boolean, que: string) {
  const hasta = performance.now() + 20_000;
  while (!hecho()) {
    if (performance.now() > hasta) throw new Error(`Not seen in 20 s of real time: ${que}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
