import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useKeptQuery } from '@/lib/kept-query';
import { facturasKeys } from '../keys';
import type { Bloqueos } from '../rules';

/** The invoices' re-send and re-check blocks by facturaId (epoch ms until which each lasts). */
export type MapaBloqueos = Readonly<Record<number, Bloqueos>>;

const KEY = [...facturasKeys.all, 'bloqueos'] as const;
const VACIO: MapaBloqueos = {};
const TICK_MS = 500;

const mayor = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/**
 * The spec's re-send (10 s) and re-check (10 s / 5 min) blocks. They live in the query cache, so they
 * outlast a visit to the history or the form and end with the session's app, and a clock ticks while
 * any of them lasts so that the buttons count down ('disponible en 9 s').
 */
export function useRowLocks() {
  const queryClient = useQueryClient();
  const { data: bloqueos = VACIO } = useKeptQuery<MapaBloqueos>(KEY);
  const [ahora, setAhora] = useState(() => Date.now());

  /** Adds a block (a longer one already running is kept). */
  const bloquear = useCallback(
    (facturaId: number, b: Bloqueos) => {
      queryClient.setQueryData<MapaBloqueos>(KEY, (prev = VACIO) => {
        const actual = prev[facturaId] ?? {};
        return {
          ...prev,
          [facturaId]: {
            envioHasta: mayor(actual.envioHasta, b.envioHasta),
            consultaHasta: mayor(actual.consultaHasta, b.consultaHasta),
          },
        };
      });
      setAhora(Date.now());
    },
    [queryClient],
  );

  const fin = Object.values(bloqueos).reduce<number>(
    (max, b) => Math.max(max, b.envioHasta ?? 0, b.consultaHasta ?? 0),
    0,
  );
  const activo = fin > ahora;
  useEffect(() => {
    if (!activo) return;
    const timer = setInterval(() => setAhora(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [activo, fin]);

  return { bloqueos, bloquear, ahora };
}
