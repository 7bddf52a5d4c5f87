import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatcher, type Respuesta, type Veredicto } from '@/features/facturas/seguimiento/watcher';

const MIN = 60_000;

/** A fake Hacienda: each call waits for the test to answer it. */
function montar(opciones: { visible?: () => boolean } = {}) {
  const llamadas: Array<{ tipo: string; id: number; responder: (r: Respuesta | Error) => void }> = [];
  const avisos: Veredicto[][] = [];
  const aplicadas: Array<[string, number, number]> = [];
  const resueltas: Array<[string, number]> = [];
  const vigilante = createWatcher({
    consultar: (tipo, id) =>
      new Promise<Respuesta>((ok, mal) =>
        llamadas.push({ tipo, id, responder: (r) => (r instanceof Error ? mal(r) : ok(r)) }),
      ),
    aplicar: (tipo, id, r) => aplicadas.push([tipo, id, r.result]),
    motivo: (id) => Promise.resolve(`motivo ${id}`),
    avisar: (v) => avisos.push(v),
    noAutorizado: (e) => (e as Error).message === '401',
    resuelta: (id, tipo) => resueltas.push([tipo, id]),
    visible: opciones.visible,
  });
  /** Answers the open calls (in order) and lets the promises settle. */
  const responder = async (...rs: Array<Respuesta | Error>) => {
    const abiertas = llamadas.splice(0, rs.length);
    abiertas.forEach((l, i) => l.responder(rs[i]!));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { vigilante, llamadas, avisos, aplicadas, resueltas, responder };
}

const pendiente = { result: -1, resultStr: 'procesando' };
const aceptada = { result: 1, resultStr: 'aceptado' };
const rechazada = { result: 3, resultStr: 'rechazado' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 26, 14, 0, 0));
});
afterEach(() => vi.useRealTimers());

describe('the automatic checks', () => {
  it('checks a row loaded pending at once, backs off 5, 10 minutes, and stops at the verdict with one notice', async () => {
    const { vigilante, llamadas, avisos, aplicadas, responder } = montar();
    vigilante.observar([{ facturaId: 1405, tipo: 'factura' }]);
    expect(llamadas.map((l) => l.id)).toEqual([1405]);
    await responder(pendiente);
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(llamadas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(llamadas).toHaveLength(1);
    await responder(pendiente);
    await vi.advanceTimersByTimeAsync(10 * MIN - 1);
    expect(llamadas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await responder(aceptada);
    expect(aplicadas.at(-1)).toEqual(['factura', 1405, 1]);
    await vi.advanceTimersByTimeAsync(800);
    expect(avisos).toEqual([[{ facturaId: 1405, tipo: 'factura', aceptada: true, motivo: null }]]);
    await vi.advanceTimersByTimeAsync(600 * MIN);
    expect(llamadas).toHaveLength(0);
  });

  it('after a send seen here waits for the 5-minute block, then checks', async () => {
    const { vigilante, llamadas } = montar();
    vigilante.enviada(7);
    vigilante.observar([{ facturaId: 7, tipo: 'factura' }]);
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(llamadas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(llamadas.map((l) => l.id)).toEqual([7]);
  });

  it('asks two at a time at most, one per invoice, the next when one ends', async () => {
    const { vigilante, llamadas, responder } = montar();
    vigilante.observar([1, 2, 3, 4].map((facturaId) => ({ facturaId, tipo: 'factura' as const })));
    // The same rows shown by a second screen are not asked twice.
    vigilante.observar([1, 2].map((facturaId) => ({ facturaId, tipo: 'factura' as const })));
    expect(llamadas.map((l) => l.id)).toEqual([1, 2]);
    await responder(pendiente);
    expect(llamadas.map((l) => l.id)).toEqual([2, 3]);
    await responder(pendiente, pendiente);
    expect(llamadas.map((l) => l.id)).toEqual([4]);
  });

  it('groups verdicts that arrive together in one notice, with the rejection’s first reason', async () => {
    const { vigilante, avisos, responder } = montar();
    vigilante.observar([
      { facturaId: 1405, tipo: 'factura' },
      { facturaId: 1406, tipo: 'factura' },
    ]);
    await responder(aceptada, rechazada);
    await vi.advanceTimersByTimeAsync(800);
    expect(avisos).toEqual([
      [
        { facturaId: 1405, tipo: 'factura', aceptada: true, motivo: null },
        { facturaId: 1406, tipo: 'factura', aceptada: false, motivo: 'motivo 1406' },
      ],
    ]);
  });

  it('a credit note is asked with its own call; only a verdict is told as resolved, with its kind', async () => {
    const { vigilante, llamadas, resueltas, responder } = montar();
    vigilante.observar([{ facturaId: 9, tipo: 'nc' }]);
    expect(llamadas.map((l) => [l.tipo, l.id])).toEqual([['nc', 9]]);
    await responder(pendiente);
    expect(resueltas).toEqual([]);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    await responder(aceptada);
    expect(resueltas).toEqual([['nc', 9]]);
  });

  it('a person’s press counts as a check and starts the back-off again', async () => {
    const { vigilante, llamadas, responder } = montar();
    vigilante.observar([{ facturaId: 1, tipo: 'factura' }]);
    await responder(pendiente); // t=0
    await vi.advanceTimersByTimeAsync(5 * MIN);
    await responder(pendiente); // t=5, next at 15
    await vi.advanceTimersByTimeAsync(8 * MIN); // t=13
    vigilante.consultada(1, 'factura', pendiente); // next at 18, not 15
    await vi.advanceTimersByTimeAsync(2 * MIN); // t=15
    expect(llamadas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3 * MIN); // t=18
    expect(llamadas).toHaveLength(1);
  });

  it('a press that brings the verdict ends the watch of that invoice', async () => {
    const { vigilante, llamadas, responder } = montar();
    vigilante.observar([{ facturaId: 1, tipo: 'factura' }]);
    await responder(pendiente);
    vigilante.consultada(1, 'factura', aceptada);
    await vi.advanceTimersByTimeAsync(600 * MIN);
    expect(llamadas).toHaveLength(0);
  });

  it('waits while the page is hidden and asks what is due when it shows again', async () => {
    let visible = false;
    const { vigilante, llamadas } = montar({ visible: () => visible });
    vigilante.observar([{ facturaId: 1, tipo: 'factura' }]);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(llamadas).toHaveLength(0);
    visible = true;
    vigilante.revisar();
    expect(llamadas).toHaveLength(1);
  });

  it('a 401 stops every check', async () => {
    const { vigilante, llamadas, responder } = montar();
    vigilante.observar([1, 2, 3].map((facturaId) => ({ facturaId, tipo: 'factura' as const })));
    await responder(new Error('401'));
    expect(vigilante.estado().detenido).toBe(true);
    await responder(pendiente);
    await vi.advanceTimersByTimeAsync(600 * MIN);
    expect(llamadas).toHaveLength(0);
  });

  it('a failed check backs off like any other', async () => {
    const { vigilante, llamadas, responder } = montar();
    vigilante.observar([{ facturaId: 1, tipo: 'factura' }]);
    await responder(new Error('500'));
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(llamadas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(llamadas).toHaveLength(1);
  });

  it('turned off, it asks nothing; on again, it asks what is due', async () => {
    const { vigilante, llamadas } = montar();
    vigilante.activar(false);
    vigilante.observar([{ facturaId: 1, tipo: 'factura' }]);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(llamadas).toHaveLength(0);
    expect(vigilante.estado()).toMatchObject({ activo: false, proxima: null, vigiladas: 1 });
    vigilante.activar(true);
    expect(llamadas).toHaveLength(1);
  });

  it('a row no screen shows any more is not asked', async () => {
    const { vigilante, llamadas, responder } = montar();
    const dejar = vigilante.observar([{ facturaId: 1, tipo: 'factura' }]);
    await responder(pendiente);
    dejar();
    await vi.advanceTimersByTimeAsync(600 * MIN);
    expect(llamadas).toHaveLength(0);
    expect(vigilante.estado().vigiladas).toBe(0);
  });

  it('says when the next check is due', async () => {
    const { vigilante, responder } = montar();
    vigilante.observar([{ facturaId: 1, tipo: 'factura' }]);
    expect(vigilante.estado().consultando).toEqual([1]);
    await responder(pendiente);
    expect(vigilante.estado()).toMatchObject({ consultando: [], proxima: Date.now() + 5 * MIN });
  });
});
