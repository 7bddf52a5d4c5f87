/**
 * `fn` over every item, at most `limite` at a time, in the items' order; `onProgreso` after each one
 * (done, total). For many small calls to one server: fast, without flooding it.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  limite: number,
  fn: (item: T) => Promise<R>,
  onProgreso?: (hechos: number, total: number) => void,
): Promise<R[]> {
  const resultados = new Array<R>(items.length);
  let siguiente = 0;
  let hechos = 0;
  const trabajador = async () => {
    while (siguiente < items.length) {
      const i = siguiente++;
      resultados[i] = await fn(items[i]!);
      onProgreso?.(++hechos, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limite, items.length) }, trabajador));
  return resultados;
}
