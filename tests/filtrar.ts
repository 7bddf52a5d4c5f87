import { screen, waitFor } from '@testing-library/react';
import type { trackApi } from './integration/recibos/helpers';

/**
 * Presses Filtrar `veces` times in a row, as a browser does, and returns every request to `paths`
 * the mock received from the press until `ultima` has arrived and the list has painted, as
 * 'GET /path?query' (decision D31: the whole sequence, so a request with the filters being
 * replaced shows). The click is dispatched outside act(): act would render the router's URL change
 * in the same turn as the press, and such a request would be cancelled before it leaves; in Chromium
 * it leaves.
 */
export async function pulsarFiltrar(
  llamadas: ReturnType<typeof trackApi>,
  paths: readonly string[],
  ultima: string,
  veces = 1,
): Promise<string[]> {
  const desde = llamadas.calls.length;
  const boton = screen.getByRole('button', { name: 'Filtrar' });
  for (let i = 0; i < veces; i += 1) boton.click();
  const pedidos = () =>
    llamadas.calls
      .slice(desde)
      .filter((c) => paths.includes(c.url.pathname))
      .map((c) => `${c.method} ${c.url.pathname}${c.url.search}`);
  // The list renders in full under jsdom (no virtualisation): on a busy machine, seconds.
  await waitFor(() => expect(pedidos(), pedidos().join('\n')).toContain(ultima), { timeout: 30_000 });
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  return pedidos();
}

/** Waits until a list has painted its first answer. */
export async function listaCargada(llamadas: ReturnType<typeof trackApi>, path: string) {
  await waitFor(() => expect(llamadas.to(path).length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
}
