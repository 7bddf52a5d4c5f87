import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Refetch = (options: { cancelRefetch: boolean }) => unknown;

/**
 * Filtrar always asks the server (issue 16): a list's rows (Hacienda states, TICA states) change on
 * the server while the screen is open. Call the answer after writing the filters into the URL: every
 * cached page of the list is marked stale, and once the screen shows the filters the list on it is
 * asked again — unchanged filters, a set seen a moment ago, or a URL that changed without changing
 * the call (`refetch` joins a request already under way rather than sending a second one).
 */
export function useFiltrar(listKey: QueryKey, refetch: Refetch) {
  const queryClient = useQueryClient();
  const latest = useRef({ listKey, refetch });
  useLayoutEffect(() => {
    latest.current = { listKey, refetch };
  });
  const [pedidos, setPedidos] = useState(0);
  useEffect(() => {
    if (pedidos) void latest.current.refetch({ cancelRefetch: false });
  }, [pedidos]);
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: latest.current.listKey, refetchType: 'none' });
    setPedidos((n) => n + 1);
  }, [queryClient]);
}
