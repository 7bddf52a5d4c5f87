import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { CASOS_EXONERACION } from '@mocks/lib/registro-hacienda';
import { flash } from '@/components/notices/notices-store';
import * as es from '@/messages/es';
import { expectFlash } from '../../notices-record';
import { renderApp } from '../../render-app';
import type { FacturaRecord } from '@mocks/db/types';
import { dataRows, setDate } from '../recibos/helpers';
import {
  ENVIO,
  REGISTRO,
  contar,
  enviada,
  enviar,
  esperarReal,
  facturaDePrueba,
  rechazo,
  urlDe,
} from './revision-registro-helpers';

/*
 * The list's Enviar with Hacienda's registry: each rule by which the Anexos say
 * Hacienda rejects refuses before any send request, with its reason; what Hacienda only warns of (the
 * issuer's activity for the account, the receiver, a rate against CABYS…) and the checks the registry
 * could not make are said, and the invoice goes.
 */

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/default-layout'),
    import('@/features/facturas/pages/facturas-list-page'),
  ]);
}, 120_000);

afterEach(() => {
  act(() => flash.closeStaying());
});

const r = es.revisionHacienda.registro;
describe('Listado Facturas: Enviar reads Hacienda’s registry', () => {
  it('sends an invoice whose issuer activity is not active for the account, with the warning', async () => {
    const db = getDb();
    const f = facturaDePrueba();
    const inactiva = db.tiposActividad.find((t) => t.empresaId === f.empresaId && t.codigo === '621001')!;
    db.facturas.update(f.id, { tipoActividadEconomicaId: inactiva.id });
    const n = contar();
    await enviar(f);
    expect(await enviada(n, f)).toBe(es.facturas.enviadaConAvisos(f.id, r.actividadInactiva('621001')));
  });

  it('refuses an exoneration document vencida, before any send', async () => {
    const { documento, cliente } = CASOS_EXONERACION.vencida;
    const f = facturaDePrueba(cliente);
    const n = contar();
    await enviar(f);
    expect(await rechazo()).toContain(r.exoneracionVencida(documento, '30/06/2025'));
    expect(n.a(ENVIO)).toBe(0);
  });

  it('sends the invoice of a client whose exoneration is in force, with nothing to say', async () => {
    const bien = facturaDePrueba(CASOS_EXONERACION.vigente.cliente);
    const n = contar();
    await enviar(bien);
    expect(await enviada(n, bien)).toBeNull();
  });

  it('with a 500, says each reason once, with every check it stopped, and sends', async () => {
    server.use(http.get(`${REGISTRO}/*`, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const motivo = 'su servicio respondió con un error (HTTP 500)';
    const f = facturaDePrueba();
    const n = contar();
    await enviar(f);
    const nota = (await enviada(n, f))!;
    const cedula = getDb().clientes.get(f.clienteId)!.cedulaJuridica;
    expect(nota).toContain(`No se comprobó ${r.que.actividad('630904')}, ${r.que.receptor(cedula)}`);
    // The issuer, the receiver and the lines' codes: four lookups or more, one reason said once.
    expect(n.alRegistro()).toBeGreaterThanOrEqual(4);
    expect(nota.split(motivo)).toHaveLength(2);
    expect(nota.endsWith(`: ${motivo}.`)).toBe(true);
  });

  it("'Reintentar' on the notice asks the registry again, and says what it says now", async () => {
    let caido = true;
    server.use(
      http.get(`${REGISTRO}/*`, () =>
        caido ? HttpResponse.json({ code: 500 }, { status: 500 }) : undefined,
      ),
    );
    const f = facturaDePrueba();
    const n = contar();
    const { user } = await enviar(f);
    await enviada(n, f);
    const notice = (await screen.findAllByRole('status')).find((x) =>
      x.textContent?.includes(`Factura ${f.id}, según el registro`),
    )!;
    const antes = n.alRegistro();
    caido = false;
    await user.click(within(notice).getByRole('button', { name: 'Reintentar' }));
    expect(await expectFlash(es.facturas.recomprobadaSinNotas(f.id))).toMatchObject({ kind: 'success' });
    expect(n.alRegistro()).toBeGreaterThan(antes);
    expect(flash.list().some((x) => x.message.startsWith(`Factura ${f.id}, según el registro`))).toBe(false);
    // Asked again, never sent again.
    expect(n.a(ENVIO)).toBe(1);
  });

  it('with every lookup hanging, sends 5 s after the press (clock held): one budget for the whole check', async () => {
    server.use(http.get(`${REGISTRO}/*`, () => delay('infinite')));
    const f = facturaDePrueba();
    const n = contar();
    await renderApp(urlDe(f), { role: 'admin' });
    const g = await screen.findByRole('table', { name: 'Listado Facturas' }, { timeout: 30_000 });
    await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
    const boton = g.querySelector<HTMLElement>(`[aria-label="Enviar factura ${f.id}"]`)!;
    // The revision's code loaded beforehand, so that only the clock held below counts.
    await import('@/features/facturas/components/list/revision-loader').then((m) => m.loadRevision());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      // user-event waits on the held clock itself: the press is a plain click.
      fireEvent.click(boton);
      // The clock moves only while the check waits on it: the work before the first lookup and
      // after the budget runs in real time, so a busy machine cannot stretch the held clock.
      await esperarReal(() => n.alRegistro() > 0, 'the first lookup');
      const PASO = 50;
      let ms = 0;
      while (ms < 5_000 - PASO) {
        await vi.advanceTimersByTimeAsync(PASO);
        ms += PASO;
        expect(n.a(ENVIO)).toBe(0);
      }
      // One budget for the whole check: with the clock held just past 5 s, the send goes. Were it
      // 5 s per pair of lookups, it would not come.
      await vi.advanceTimersByTimeAsync(2 * PASO);
      await esperarReal(() => n.a(ENVIO) === 1, 'the send request');
      // Two went out (the rate rule's two in flight); the rest waited their turn and were dropped.
      expect(n.alRegistro()).toBe(2);
      // Posted before the send request (read as is: waitFor would wait on the held clock).
      const nota = flash
        .list()
        .find((x) => x.message.startsWith(`Factura ${f.id}, según el registro`))!.message;
      const cedula = getDb().clientes.get(f.clienteId)!.cedulaJuridica;
      expect(nota).toContain(`No se comprobó ${r.que.actividad('630904')}, ${r.que.receptor(cedula)}`);
      expect(nota.split('no respondió en 5 segundos')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Listado Facturas: the batch send reads Hacienda’s registry', () => {
  const LOTE = '/api/factura/enviar-factura-hacienda';
  /** Moves the invoices alone into a day of 2020, and sends that day's batch from the list. */
  async function lote(facturas: FacturaRecord[]) {
    for (const f of facturas) getDb().facturas.update(f.id, { fechaFacturacion: '2020-01-15T10:00:00' });
    const { user } = await renderApp('/default-layout/facturas', { role: 'admin' });
    await screen.findByRole('table', { name: 'Listado Facturas' }, { timeout: 30_000 });
    await setDate('Fecha Inicio', '15/01/2020');
    await setDate('Fecha Final', '15/01/2020');
    await user.click(screen.getByRole('button', { name: 'Enviar a Hacienda' }));
    return user;
  }

  it('names an invoice the registry refuses, and sends nothing unless asked to', async () => {
    const db = getDb();
    const f = facturaDePrueba();
    // An activity code in neither of Hacienda's lists: the one activity refusal left (Anexos p. 18).
    const tipo = db.tiposActividad.find((t) => t.empresaId === f.empresaId && t.codigo === '621001')!;
    db.tiposActividad.update(tipo.id, { codigo: '6210' });
    db.facturas.update(f.id, { tipoActividadEconomicaId: tipo.id });
    const n = contar();
    await lote([db.facturas.get(f.id)!]);
    const dialogo = await screen.findByRole('dialog', { name: 'Facturas que Hacienda rechazaría' });
    expect(
      within(dialogo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([es.facturas.loteProblema(f.id, r.actividadFueraDeCatalogo('6210'))]);
    expect(n.a(LOTE)).toBe(0);
  });

  /** The invoice and another unsent one of its client, both in the batch's day. */
  function dosDelCliente() {
    const db = getDb();
    const f = facturaDePrueba();
    const otra = db.facturas.find(
      (x) => x.id !== f.id && x.clienteId === f.clienteId && x.empresaId === f.empresaId,
    )!;
    db.facturas.update(otra.id, { estado: 'Ingresada', enviadaHacienda: 0, estadoHacienda: '' });
    return [f, db.facturas.get(otra.id)!];
  }

  it("asks the registry once for a client's invoices, and goes on to the batch", async () => {
    const [f, otra] = dosDelCliente();
    const cedula = getDb().clientes.get(f!.clienteId)!.cedulaJuridica;
    const pedidas: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const u = new URL(request.url);
      if (u.pathname === '/fe/ae') pedidas.push(u.searchParams.get('identificacion')!);
    });
    await lote([f!, otra!]);
    await screen.findByRole('dialog', { name: 'Enviar a Hacienda' });
    expect(pedidas.filter((p) => p === cedula)).toHaveLength(1);
  });

  it('with every lookup hanging, asks to send after one bounded budget for the whole range (clock held)', async () => {
    server.use(http.get(`${REGISTRO}/*`, () => delay('infinite')));
    const [f, otra] = dosDelCliente();
    for (const x of [f!, otra!]) getDb().facturas.update(x.id, { fechaFacturacion: '2020-01-15T10:00:00' });
    await renderApp('/default-layout/facturas', { role: 'admin' });
    await screen.findByRole('table', { name: 'Listado Facturas' }, { timeout: 30_000 });
    await setDate('Fecha Inicio', '15/01/2020');
    await setDate('Fecha Final', '15/01/2020');
    await import('@/features/facturas/components/list/revision-loader').then((m) => m.loadRevision());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const n = contar();
      const pregunta = () => screen.queryByRole('dialog', { name: 'Enviar a Hacienda' });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar a Hacienda' }));
      // As for one invoice: the clock moves only while the check waits on it.
      await esperarReal(() => n.alRegistro() > 0, 'the first lookup');
      for (let ms = 0; ms < 5_000 - 50; ms += 50) {
        await vi.advanceTimersByTimeAsync(50);
        expect(pregunta()).toBeNull();
      }
      // 5 s and a tenth of a second per distinct lookup of the range (a few here), not 5 s per
      // invoice: with the clock held at 7 s, the question comes.
      await vi.advanceTimersByTimeAsync(2_050);
      await esperarReal(() => pregunta() !== null, 'the batch question');
      expect(
        flash
          .list()
          .map((x) => x.message)
          .join(' '),
      ).toContain('no respondió en 5 segundos');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with the registry failing, says so before asking, and sends the batch', async () => {
    server.use(http.get(`${REGISTRO}/fe/ae`, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const [f, otra] = dosDelCliente();
    const cedula = getDb().clientes.get(f!.clienteId)!.cedulaJuridica;
    const motivo = 'su servicio respondió con un error (HTTP 500)';
    const n = contar();
    const user = await lote([f!, otra!]);
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar a Hacienda' });
    const mensajes = flash.list().map((x) => x.message);
    // Both invoices' issuer and receiver, one reason: said once.
    expect(mensajes).toContain(
      es.facturas.loteSinComprobar(
        r.sinComprobar(`${r.que.actividad('630904')} ni ${r.que.receptor(cedula)}`, motivo),
      ),
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar a Hacienda' }));
    await waitFor(() => expect(n.a(LOTE)).toBe(1));
  });
});
