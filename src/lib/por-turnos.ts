/** How many items `porTurnos` works on between two turns of the page's thread. */
export const POR_TURNO = 250;

/**
 * A turn of the page's thread: `scheduler.yield()` where the browser has it, so the work goes on
 * before other tasks queued meanwhile, else a timer.
 */
const turno = (): Promise<void> =>
  typeof scheduler !== 'undefined' && scheduler.yield
    ? scheduler.yield()
    : new Promise((r) => setTimeout(r, 0));

/**
 * Does `hacer` for each item not `hecho` yet, a few hundred at a time with a turn of the page's thread
 * between them, so that work on thousands of items is short tasks rather than one long one: a
 * month's documents' days and figures in colones, done ahead of Cierre de IVA's worksheet, or a long
 * list answer's rows parsed (http.ts). Items already done cost no turn.
 */
export async function porTurnos<T>(
  items: Iterable<T>,
  hecho: (item: T) => boolean,
  hacer: (item: T) => unknown,
): Promise<void> {
  let hechos = 0;
  for (const item of items) {
    if (hecho(item)) continue;
    if (hechos === POR_TURNO) {
      await turno();
      hechos = 0;
    }
    hacer(item);
    hechos += 1;
  }
}
