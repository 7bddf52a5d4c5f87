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
 * between them: work a month's thousands of documents need (their days, their figures in colones),
 * done ahead in short tasks, so that the worksheet's computation finds it done instead of doing it in
 * one long task. Items already done cost no turn.
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
