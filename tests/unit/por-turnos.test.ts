import { afterEach, describe, expect, it, vi } from 'vitest';
import { porTurnos } from '@/lib/por-turnos';

/*
 * Work on thousands of items in short tasks (Cierre de IVA's documents, a long list answer's rows): at
 * most 250 items, or 10 ms of work, between two turns of the page's thread, items already done skipped
 * without a turn, each item done once.
 */
describe('porTurnos', () => {
  afterEach(() => vi.useRealTimers());

  /** The promises' callbacks queued now, and those they queue, run (no timer). */
  const microtareas = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  /** Whether `p` ends with no timer run: no turn of the page's thread was taken. */
  const sinTurno = async (p: Promise<void>) => {
    let hecha = false;
    void p.then(() => (hecha = true));
    await microtareas();
    return hecha;
  };

  it.each([
    { caso: '250 to do: in one go', n: 250, hechosAntes: 0, turnos: 0 },
    { caso: '251 to do: one turn before the last', n: 251, hechosAntes: 0, turnos: 1 },
    { caso: '751 to do: three turns', n: 751, hechosAntes: 0, turnos: 3 },
    { caso: '600 of which 400 done: in one go', n: 600, hechosAntes: 400, turnos: 0 },
    { caso: '600 all done: in one go, nothing done again', n: 600, hechosAntes: 600, turnos: 0 },
  ])('$caso', async ({ n, hechosAntes, turnos }) => {
    vi.useFakeTimers();
    const items = Array.from({ length: n }, (_, i) => i);
    const hechos = new Set(items.slice(0, hechosAntes));
    const orden: number[] = [];
    const p = porTurnos(
      items,
      (i) => hechos.has(i),
      (i) => {
        orden.push(i);
        hechos.add(i);
      },
    );
    expect(await sinTurno(p)).toBe(turnos === 0);
    for (let t = 0; t < turnos; t += 1) {
      expect(orden).toHaveLength(250 * (t + 1));
      await vi.runOnlyPendingTimersAsync();
      await microtareas();
    }
    await p;
    expect(orden).toEqual(items.slice(hechosAntes));
  });

  it('takes a turn after 10 ms of work, however few the items', async () => {
    const orden: number[] = [];
    // Each item takes 6 ms of the thread (real time): a turn comes after the second at the latest
    // (sooner only if the machine held the test between two items).
    const p = porTurnos(
      Array.from({ length: 8 }, (_, i) => i),
      () => false,
      (i) => {
        const hasta = performance.now() + 6;
        while (performance.now() < hasta);
        orden.push(i);
      },
    );
    await microtareas();
    expect(orden.length).toBeGreaterThanOrEqual(1);
    expect(orden.length).toBeLessThanOrEqual(2);
    await p;
    expect(orden).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
