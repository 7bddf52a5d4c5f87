// @vitest-environment jsdom
// jsdom, not happy-dom: a new address must reach the hash router, which hears the popstate a browser fires
// on a hash change and happy-dom does not.
import { act, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import type { FacturaRecord } from '@mocks/db/types';
import { http, HttpResponse } from 'msw';
import { facturaRow } from '@mocks/handlers/facturas';
import { anular, enviar } from '@mocks/lib/facturas';
import { server } from '@mocks/node';
import { CLAVE_APAGADO } from '@/features/facturas/seguimiento/memory';
import { toIsoDateTime } from '@/lib/dates';
import { demoUser, renderApp } from '../../render-app';
import { dataRows, trackApi } from '../recibos/helpers';

/*
 * Hacienda's answers as a clerk sees them: answers that arrive without a press (D37), and the Panel's
 * 'Pendientes con Hacienda' whose every count is what its link shows (D41). The schedule itself is
 * unit-tested (tests/unit/seguimiento-*.test.ts).
 */

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/default-layout'),
    import('@/features/facturas/pages/facturas-list-page'),
    import('@/app/pages/panel-page'),
  ]);
}, 120_000);

const LIST = '/default-layout/facturas';
const MIN = 60_000;

function factura(predicate: (f: FacturaRecord) => boolean): FacturaRecord {
  const empresaId = demoUser('admin').empresaId;
  const found = getDb().facturas.find((f) => f.empresaId === empresaId && predicate(f));
  if (!found) throw new Error('The seed has no invoice for this test');
  return found;
}
/** Sent a moment ago: the mock's Hacienda answers 'procesando' to its first check (F14). */
const recienEnviada = (f: FacturaRecord) =>
  getDb().facturas.update(f.id, { pendienteDesde: toIsoDateTime(new Date()), consultasPendiente: 0 });
const pendiente = (f: FacturaRecord) =>
  f.estadoHacienda === 'no_aceptado_rechazado' && f.estado !== 'Anulada' && !f.enviando;
const extranjero = (f: FacturaRecord) => !!getDb().clientes.get(f.clienteId)!.esInternacional;
const dia = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d}-${m}-${y}`;
};
const urlDe = (f: FacturaRecord) =>
  `${LIST}?fechaInicio=${dia(f.fechaFacturacion)}&fechaFinal=${dia(f.fechaFacturacion)}&cliente=${f.clienteId}`;

async function grid() {
  const g = await screen.findByRole('table', { name: 'Listado Facturas' }, { timeout: 30_000 });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}
const hacienda = (g: HTMLElement, id: number) =>
  dataRows(g)
    .find((r) => r.querySelector('[data-field="facturaId"]')!.textContent === String(id))!
    .querySelector('[data-field="hacienda"]')!.textContent;

const avisos = () => screen.queryByRole('complementary', { name: 'Avisos' });

describe('Hacienda asked without a press', () => {
  beforeEach(() => sessionStorage.removeItem(CLAVE_APAGADO));

  it('a row loaded pending is checked at once, again 5 minutes later, and its acceptance updates the row and notifies; never a send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const f = factura((x) => pendiente(x) && !extranjero(x));
    recienEnviada(f);
    const api = trackApi();
    await renderApp(urlDe(f), { role: 'admin' });
    const g = await grid();
    const checks = () =>
      api.to('/api/factura/check-status-hacienda').map((c) => c.url.searchParams.get('id'));
    // The mock's Hacienda answers 'procesando' at the first check (F14).
    await waitFor(() => expect(checks()).toEqual([String(f.id)]));
    expect(
      await screen.findByText(
        /^1 factura espera la respuesta de Hacienda\. Consultas automáticas a Hacienda: próxima consulta \d\d:\d\d$/,
      ),
    ).toBeInTheDocument();
    expect(hacienda(g, f.id)).toBe('Pendiente Respuesta');

    await act(() => vi.advanceTimersByTimeAsync(5 * MIN - 2_000));
    expect(checks()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(checks()).toHaveLength(2));
    await waitFor(() => expect(hacienda(g, f.id)).toBe('Aceptado'));
    const aviso = await waitFor(() =>
      within(avisos()!).getByRole('group', { name: /^Respuestas? de Hacienda/ }),
    );
    expect(aviso).toHaveTextContent('Respuesta de Hacienda');
    expect(aviso).toHaveTextContent(`Hacienda aceptó la factura ${f.id}`);
    expect(within(aviso).getByRole('link', { name: `Ver historial de la factura ${f.id}` })).toHaveAttribute(
      'href',
      `#/default-layout/historial-factura/${f.id}`,
    );
    // Read once by the polite region, without taking the focus.
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      `Hacienda aceptó la factura ${f.id}`,
    );
    expect(aviso).not.toContainElement(document.activeElement as HTMLElement);
    // No row waits any more: nothing else is asked, and nothing was ever sent.
    await act(() => vi.advanceTimersByTimeAsync(120 * MIN));
    expect(checks()).toHaveLength(2);
    expect(api.to('/api/factura/send-factura-hacienda')).toHaveLength(0);
    expect(api.to('/api/factura/enviar-factura-hacienda')).toHaveLength(0);
    api.stop();
  });

  it("a credit note's 'not yet' keeps it watched: the next check comes 5 minutes later and its acceptance notifies", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const aceptada = factura((x) => x.estado === 'Finalizada' && x.estadoHacienda === 'aceptado');
    // Annulled a moment ago: the mock's Hacienda answers 'procesando' to the note's first check (F15).
    const f = anular(getDb(), aceptada);
    const api = trackApi();
    await renderApp(urlDe(f), { role: 'admin' });
    const g = await grid();
    const checks = () =>
      api.to('/api/factura/check-status-nc-hacienda').map((c) => c.url.searchParams.get('id'));
    await waitFor(() => expect(checks()).toEqual([String(f.id)]));
    // The 'not yet' marks the row sent on screen, as the spec's credit-note check does; it still reads
    // Anulada and still waits.
    expect(
      await screen.findByText(
        /^1 factura espera la respuesta de Hacienda\. Consultas automáticas a Hacienda: próxima consulta \d\d:\d\d$/,
      ),
    ).toBeInTheDocument();
    expect(hacienda(g, f.id)).toBe('Anulada');

    await act(() => vi.advanceTimersByTimeAsync(5 * MIN - 2_000));
    expect(checks()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(checks()).toEqual([String(f.id), String(f.id)]));
    const aviso = await waitFor(() =>
      within(avisos()!).getByRole('group', { name: /^Respuestas? de Hacienda/ }),
    );
    expect(aviso).toHaveTextContent(`Hacienda aceptó la nota de crédito de la factura ${f.id}`);
    // Answered: not asked again.
    await act(() => vi.advanceTimersByTimeAsync(120 * MIN));
    expect(checks()).toHaveLength(2);
    api.stop();
  });

  it('a rejection notifies with its first reason from the history', async () => {
    const f = factura(
      (x) => pendiente(x) && extranjero(x) && !x.envios.some((e) => e.estado === 'Rechazado'),
    );
    // Sent long ago: the mock's Hacienda decides at the first check (F14), rejecting a foreign client once.
    getDb().facturas.update(f.id, { pendienteDesde: '2020-01-01T00:00:00' });
    const { user } = await renderApp(urlDe(f), { role: 'admin' });
    const g = await grid();
    await waitFor(() => expect(hacienda(g, f.id)).toBe('Rechazado'), { timeout: 15_000 });
    const aviso = await waitFor(() =>
      within(avisos()!).getByRole('group', { name: /^Respuestas? de Hacienda/ }),
    );
    const primero = getDb().facturas.get(f.id)!.envios.at(-1)!.detalle.split('\n')[4]!;
    const [codigo] = primero.split(',');
    expect(aviso).toHaveTextContent(new RegExp(`Hacienda rechazó la factura ${f.id}: .*${codigo}`));
    // The notice leads to the invoice's history, where the reasons are read in full.
    await user.click(within(aviso).getByRole('link', { name: `Ver historial de la factura ${f.id}` }));
    expect(
      await screen.findByRole('heading', { name: `Historial envío de factura: ${f.id}` }),
    ).toBeInTheDocument();
  });

  it('a verdict is announced once, politely: the notice is no alert, and one live region holds its text once', async () => {
    const f = factura(
      (x) => pendiente(x) && extranjero(x) && !x.envios.some((e) => e.estado === 'Rechazado'),
    );
    getDb().facturas.update(f.id, { pendienteDesde: '2020-01-01T00:00:00' });
    await renderApp(urlDe(f), { role: 'admin' });
    const g = await grid();
    await waitFor(() => expect(hacienda(g, f.id)).toBe('Rechazado'), { timeout: 15_000 });
    const texto = `Hacienda rechazó la factura ${f.id}`;
    await waitFor(() => expect(avisos()).toHaveTextContent(texto));
    const enFoco = document.activeElement;
    expect(within(avisos()!).queryByRole('alert')).toBeNull();
    // Every element a screen reader reads by itself: live regions, and the roles that are live.
    const vivos = Array.from(
      document.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"]'),
    ).filter((e) => e.getAttribute('aria-live') !== 'off' && e.textContent!.includes(texto));
    expect(vivos).toHaveLength(1);
    expect(vivos[0]).toHaveAttribute('aria-live', 'polite');
    expect(vivos[0]!.textContent!.split(texto)).toHaveLength(2);
    expect(document.activeElement).toBe(enFoco);
  });

  it('turned off for the session, nothing is asked', async () => {
    const f = factura((x) => pendiente(x) && !extranjero(x));
    recienEnviada(f);
    const api = trackApi();
    const { user } = await renderApp(urlDe(f), { role: 'admin' });
    await grid();
    await user.click(await screen.findByRole('switch', { name: 'Consultas automáticas' }));
    expect(
      screen.getByText('Consultas automáticas a Hacienda desactivadas en esta sesión'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(CLAVE_APAGADO)).toBe('si');
    const antes = api.to('/api/factura/check-status-hacienda').length;
    await new Promise((r) => setTimeout(r, 500));
    expect(api.to('/api/factura/check-status-hacienda')).toHaveLength(antes);
    api.stop();
  });
});

/** A card's link, named by what it shows: its title, then its number, then its help line. */
const nombreCifra = (titulo: string) => new RegExp(`^${titulo.replace(/[()]/g, '\\$&')} \\d+ `);

describe("'Pendientes con Hacienda' on the Panel", () => {
  it("each card's link is named by what it shows, title and number first (WCAG 2.5.3)", async () => {
    await renderApp('/default-layout/dashboard', { role: 'admin' });
    const seccion = await screen.findByRole(
      'region',
      { name: 'Pendientes con Hacienda' },
      { timeout: 30_000 },
    );
    for (const [titulo, ayuda] of [
      ['Rechazadas por Hacienda', 'Corríjalas y envíelas de nuevo.'],
      ['Sin respuesta después de 3 horas', 'Hacienda tiene 3 horas para responder: revise Ver Envios.'],
      ['Sin enviar (emitidas antes de hoy)', 'Ingresadas y nunca enviadas.'],
    ] as const) {
      const enlace = within(seccion).getByText(titulo).closest('a')!;
      // The number as the card shows it, once loaded.
      const cifra = await waitFor(() => {
        const texto = enlace.querySelectorAll('p')[1]!.textContent!;
        expect(texto).toMatch(/^\d+$/);
        return texto;
      });
      expect(within(seccion).getByRole('link', { name: `${titulo} ${cifra} ${ayuda}` })).toBe(enlace);
    }
  });

  it('each count equals the rows its link shows', async () => {
    const ayer = new Date(Date.now() - 86_400_000);
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T09:00:00`;
    const db = getDb();
    // One of each, so that no count is zero by chance.
    const rechazada = factura(
      (x) => x.estado === 'Ingresada' && x.enviadaHacienda === 0 && !x.estadoHacienda,
    );
    db.facturas.update(rechazada.id, { estadoHacienda: 'rechazado', fechaFacturacion: iso(ayer) });
    const nunca = factura(
      (x) =>
        x.id !== rechazada.id && x.estado === 'Ingresada' && x.enviadaHacienda === 0 && !x.estadoHacienda,
    );
    db.facturas.update(nunca.id, { fechaFacturacion: iso(ayer) });
    // Waiting 4 hours, whoever sent it: the server's row says since when.
    const espera = factura(pendiente);
    db.facturas.update(espera.id, {
      fechaFacturacion: iso(ayer),
      pendienteDesde: toIsoDateTime(new Date(Date.now() - 4 * 60 * MIN)),
    });

    const { user } = await renderApp('/default-layout/dashboard', { role: 'admin' });
    const seccion = await screen.findByRole(
      'region',
      { name: 'Pendientes con Hacienda' },
      { timeout: 30_000 },
    );
    for (const titulo of [
      'Rechazadas por Hacienda',
      'Sin respuesta después de 3 horas',
      'Sin enviar (emitidas antes de hoy)',
    ]) {
      const enlace = await within(seccion).findByRole('link', { name: nombreCifra(titulo) });
      const n = Number(enlace.querySelectorAll('p')[1]!.textContent);
      expect(n, titulo).toBeGreaterThan(0);
      await user.click(enlace);
      expect(await screen.findByText(`Mostrando solo: ${titulo}`)).toBeInTheDocument();
      await grid();
      await waitFor(() =>
        expect(screen.getByText(n === 1 ? '1 registro' : `${n} registros`)).toBeInTheDocument(),
      );
      await user.click(screen.getByRole('link', { name: 'Panel' }));
      await screen.findByRole('region', { name: 'Pendientes con Hacienda' });
    }
  });
});

/** The Panel's section, and a card's number as it shows it (once loaded). */
async function seccionPanel() {
  return screen.findByRole('region', { name: 'Pendientes con Hacienda' }, { timeout: 30_000 });
}
async function cifra(titulo: string) {
  const enlace = await within(await seccionPanel()).findByRole('link', { name: nombreCifra(titulo) });
  return Number(enlace.querySelectorAll('p')[1]!.textContent);
}
const listas = (api: ReturnType<typeof trackApi>) => api.to('/api/factura/get');
const HORAS = (n: number) => new Date(Date.now() - n * 60 * MIN);

describe("a colleague's send is the company's: counted and watched from any browser", () => {
  it('sent from another browser 4 hours ago and unanswered, it counts; its verdict updates the counts in place', async () => {
    const db = getDb();
    const ayer = toIsoDateTime(new Date(Date.now() - 86_400_000));
    // Two sends a colleague made: on the server only, nothing of them in this browser. Not in colones,
    // so the demo's Hacienda leaves them pending (F14); a foreign client's is rejected at its check.
    const sinEnviar = (x: FacturaRecord) =>
      x.estado === 'Ingresada' &&
      x.enviadaHacienda === 0 &&
      !x.estadoHacienda &&
      x.tipoCambioId !== 1 &&
      db.clientes.get(x.clienteId)!.estado === 'ACTIVO';
    const nacional = factura((x) => sinEnviar(x) && !extranjero(x));
    const extranjera = factura((x) => sinEnviar(x) && extranjero(x));
    for (const f of [nacional, extranjera]) {
      db.facturas.update(f.id, { fechaFacturacion: ayer });
      expect(enviar(db, db.facturas.get(f.id)!, HORAS(4)).result).toBe(-1);
    }
    // What the server holds in the Panel's window (issued in the last 90 days), read from the store:
    // waiting over 3 hours, the colleague's two included, and rejected.
    const desde = new Date(Date.now() - 90 * 86_400_000).setHours(0, 0, 0, 0);
    const enVentana = (x: FacturaRecord) => Date.parse(x.fechaFacturacion) >= desde;
    const esperando = () =>
      db.facturas.filter(
        (x) =>
          enVentana(x) &&
          x.estadoHacienda === 'no_aceptado_rechazado' &&
          x.estado !== 'Anulada' &&
          !!x.pendienteDesde &&
          Date.parse(x.pendienteDesde) <= Date.now() - 180 * MIN,
      ).length;
    const rechazadasEnServidor = () =>
      db.facturas.filter((x) => enVentana(x) && x.estadoHacienda === 'rechazado' && x.estado !== 'Anulada')
        .length;
    expect(esperando()).toBeGreaterThanOrEqual(2);

    const api = trackApi();
    const { user } = await renderApp('/default-layout/dashboard', { role: 'admin' });
    await waitFor(async () => expect(await cifra('Sin respuesta después de 3 horas')).toBe(esperando()));
    expect(await cifra('Rechazadas por Hacienda')).toBe(rechazadasEnServidor());
    expect(listas(api)).toHaveLength(1);

    // The checks turned on: the watcher asks Hacienda about every send waiting, the colleague's too.
    await user.click(await screen.findByRole('switch', { name: 'Consultas automáticas' }));
    await waitFor(
      () =>
        expect(api.to('/api/factura/check-status-hacienda').map((c) => c.url.searchParams.get('id'))).toEqual(
          expect.arrayContaining([String(nacional.id), String(extranjera.id)]),
        ),
      { timeout: 15_000 },
    );
    await waitFor(async () => expect(await cifra('Sin respuesta después de 3 horas')).toBe(0), {
      timeout: 15_000,
    });
    expect(db.facturas.get(extranjera.id)!.estadoHacienda).toBe('rechazado');
    await waitFor(async () => expect(await cifra('Rechazadas por Hacienda')).toBe(rechazadasEnServidor()));
    // In place: the verdicts patched the rows the Panel holds; no list was asked again.
    expect(listas(api)).toHaveLength(1);
    api.stop();
  });

  it('from a backend that does not say when a send was made, the count goes by the issue moment, and the card says so', async () => {
    const db = getDb();
    const empresaId = demoUser('admin').empresaId;
    // Issued 5 hours ago, sent 1 hour ago: by the issue moment it may have waited 3 hours.
    const f = factura(pendiente);
    db.facturas.update(f.id, {
      fechaFacturacion: toIsoDateTime(HORAS(5)),
      pendienteDesde: toIsoDateTime(HORAS(1)),
    });
    // API.md's rows exactly: no `pendienteDesde` (docs/api.md 'Without it').
    server.use(
      http.get('*/api/factura/get', () => {
        const filas = db.facturas
          .filter((x) => x.empresaId === empresaId)
          .sort((a, b) => b.fechaFacturacion.localeCompare(a.fechaFacturacion) || b.id - a.id)
          .map((x) => {
            const { pendienteDesde: _, ...fila } = facturaRow(db, x);
            return fila;
          });
        return HttpResponse.json({
          facturas: filas.slice(0, 1000),
          total: filas.length,
          pagesTotal: 0,
          montoTotal: 0,
          fechaInicio: '',
          fechaFinal: '',
        });
      }),
    );
    await renderApp('/default-layout/dashboard', { role: 'admin' });
    const enlace = await within(await seccionPanel()).findByRole('link', {
      name: /^Sin respuesta después de 3 horas \d+ Hacienda tiene 3 horas para responder: revise Ver Envios\. Sin la hora del envío, se cuenta desde la emisión\.$/,
    });
    const emitidasHace3h = db.facturas.filter(
      (x) =>
        x.empresaId === empresaId &&
        x.estadoHacienda === 'no_aceptado_rechazado' &&
        x.estado !== 'Anulada' &&
        Date.parse(x.fechaFacturacion) <= Date.now() - 180 * MIN,
    );
    expect(emitidasHace3h.map((x) => x.id)).toContain(f.id);
    expect(enlace.querySelectorAll('p')[1]).toHaveTextContent(String(emitidasHace3h.length));
  });
});

/** Copies the account's invoices until the last 90 days hold `porMes` a month, spread evenly. */
function aEscala(porMes: number) {
  const db = getDb();
  const empresaId = demoUser('admin').empresaId;
  const modelos = db.facturas.filter((f) => f.empresaId === empresaId);
  const dias = 90;
  const ya = db.facturas.filter(
    (f) => f.empresaId === empresaId && Date.parse(f.fechaFacturacion) > Date.now() - dias * 86_400_000,
  ).length;
  const faltan = Math.round((porMes * dias) / 30) - ya;
  for (let i = 0; i < faltan; i++) {
    const fecha = new Date(Date.now() - ((i + 0.5) * dias * 86_400_000) / faltan);
    db.facturas.insert({ ...modelos[i % modelos.length]!, id: 0, fechaFacturacion: toIsoDateTime(fecha) });
  }
}

describe("what a Panel visit costs for 'Pendientes con Hacienda'", () => {
  it('at 2,000 invoices a month: one list request, at most 1,000 rows, said to be the newest; its link shows the same invoices', async () => {
    aEscala(2000);
    const leidas: number[] = [];
    const alResponder = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname === '/api/factura/get')
        void response
          .clone()
          .json()
          .then((b: { facturas: unknown[] }) => leidas.push(b.facturas.length));
    };
    server.events.on('response:mocked', alResponder);
    const api = trackApi();
    const { user } = await renderApp('/default-layout/dashboard', { role: 'admin' });
    const n = await cifra('Sin enviar (emitidas antes de hoy)');
    expect(
      within(await seccionPanel()).getByText(
        /^Las 1000 facturas más recientes, desde el \d\d\/\d\d\/\d{4}\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(leidas).toHaveLength(listas(api).length));
    expect(listas(api).length).toBeLessThanOrEqual(2);
    expect(leidas.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000);
    console.info(
      `Panel at 2,000 invoices/month: ${listas(api).length} list request(s), ${leidas.join(' + ')} rows read`,
    );

    // The link opens the very call the Panel counted with: the same invoices, nothing read again.
    await user.click(
      within(await seccionPanel()).getByRole('link', {
        name: nombreCifra('Sin enviar (emitidas antes de hoy)'),
      }),
    );
    await grid();
    await waitFor(() =>
      expect(screen.getByText(n === 1 ? '1 registro' : `${n} registros`)).toBeInTheDocument(),
    );
    expect(listas(api)).toHaveLength(1);
    server.events.removeListener('response:mocked', alResponder);
    api.stop();
  });
});

describe("the signing key's expiry among 'Pendientes con Hacienda' (D39)", () => {
  const dias = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  it.each([
    [
      'expiring in 10 days: a warning',
      dias(10),
      /^La llave criptográfica vence el \d\d\/\d\d\/\d{4} \(en (9|10) días\)/,
    ],
    ['expired: an error', dias(-3), /^La llave criptográfica venció el \d\d\/\d\d\/\d{4}/],
  ])('%s', async (_caso, llaveVence, texto) => {
    getDb().empresas.update(demoUser('admin').empresaId, { llaveVence });
    await renderApp('/default-layout/dashboard', { role: 'admin' });
    const seccion = await screen.findByRole(
      'region',
      { name: 'Pendientes con Hacienda' },
      { timeout: 30_000 },
    );
    const aviso = await within(seccion).findByRole('alert');
    expect(aviso).toHaveTextContent(texto);
    expect(within(aviso).getByRole('link', { name: 'Cargar la llave nueva' })).toHaveAttribute(
      'href',
      '#/default-layout/cargarLlaveCriptografica',
    );
  });

  it('far from expiry, or unknown to the backend: nothing', async () => {
    getDb().empresas.update(demoUser('admin').empresaId, { llaveVence: dias(200) });
    await renderApp('/default-layout/dashboard', { role: 'admin' });
    const seccion = await screen.findByRole(
      'region',
      { name: 'Pendientes con Hacienda' },
      { timeout: 30_000 },
    );
    await within(seccion).findByRole('link', { name: nombreCifra('Rechazadas por Hacienda') });
    expect(within(seccion).queryByRole('alert')).toBeNull();
  });
});
