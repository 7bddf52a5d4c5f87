import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Refetch = (options: { cancelRefetch: boolean }) => unknown;

/**
 * Filtrar always asks the server (a list's rows, Hacienda or TICA states, change on the
 * server while the screen is open), and only with the filters on screen (decision D31).
 * Call the answer with the URL query Filtrar wrote (`useUrlState`'s update returns it; the same query
 * when nothing changed): every cached page of the list is marked stale, and the list is asked again
 * in the render that shows that query, not before. The router applies a new URL in a transition,
 * after the press's own render: refetching then would ask with the filters being replaced.
 * A new query key fetches by itself (its cache entry is stale or empty); the refetch joins that
 * request, or asks again when the filters and the page did not change.
 *
 * Call it after the list's `useQuery`, in the same component: its effect must have moved the query
 * to the new key before this hook's effect refetches.
 */
export function useApplyFilter(listKey: QueryKey, search: string, refetch: Refetch) {
  const queryClient = useQueryClient();
  const latest = useRef({ listKey, refetch });
  useLayoutEffect(() => {
    latest.current = { listKey, refetch };
  });
  /** The URL query the last press wrote, until a render shows it. */
  const destino = useRef<string | null>(null);
  const [pulsado, setPulsado] = useState(0);
  useEffect(() => {
    if (destino.current !== search) return;
    destino.current = null;
    void latest.current.refetch({ cancelRefetch: false });
  }, [pulsado, search]);
  return useCallback(
    (hacia: string) => {
      void queryClient.invalidateQueries({ queryKey: latest.current.listKey, refetchType: 'none' });
      destino.current = hacia;
      setPulsado((n) => n + 1);
    },
    [queryClient],
  );
}
