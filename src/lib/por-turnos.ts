/** How many items `porTurnos` works on between two turns of the page's thread, at most. */
export const POR_TURNO = 250;

/**
 * How long it works before a turn, at most: an item's cost varies (code not yet optimised in a page
 * just loaded, a slower machine), so a count alone could still make a long task.
 */
export const TURNO_MS = 10;

/**
 * A turn of the page's thread: `scheduler.yield()` where the browser has it, so the work goes on
 * before other tasks queued meanwhile, else a timer.
 */
export const turno = (): Promise<void> =>
  typeof scheduler !== 'undefined' && scheduler.yield
    ? scheduler.yield()
    : new Promise((r) => setTimeout(r, 0));

/**
 * Does `hacer` for each item not `hecho` yet, a few hundred at a time (or TURNO_MS' worth) with a turn
 * of the page's thread between them, so that work on thousands of items is short tasks rather than
 * one long one: a month's documents' days and figures in colones, done ahead of Cierre de IVA's
 * worksheet, or a long list answer's rows parsed (http.ts). Items already done cost no turn.
 */
export async function porTurnos<T>(
  items: Iterable<T>,
  hecho: (item: T) => boolean,
  hacer: (item: T) => unknown,
): Promise<void> {
  let hechos = 0;
  let desde = performance.now();
  for (const item of items) {
    if (hecho(item)) continue;
    if (hechos === POR_TURNO || (hechos > 0 && performance.now() - desde >= TURNO_MS)) {
      await turno();
      hechos = 0;
      desde = performance.now();
    }
    hacer(item);
    hechos += 1;
  }
}
