import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A value the app keeps in the query cache without ever asking for it — a list's option lists, which
 * the list's first answer brings and stores (`cargados`), or the rows' action blocks: never stale,
 * never collected, undefined until stored.
 */
export function useKeptQuery<T>(queryKey: QueryKey) {
  return useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Infinity, gcTime: Infinity });
}
