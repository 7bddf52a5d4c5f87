import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { rememberListSearch } from '@/lib/list-return';

type Scalar = string | number | boolean | null | undefined;

/**
 * List state in the hash URL's query string: filters and page survive reload and can be
 * bookmarked. `schema` gives every key its type and default (use `z.catch(…, default)` so a hand-edited
 * URL never breaks the screen). The query is remembered so that forms return to the list as it was.
 * Gives the state, its update and the URL query this render shows.
 */
export function useUrlState<S extends z.ZodMiniObject>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = searchParams.toString();
  useEffect(() => rememberListSearch(pathname, search), [pathname, search]);
  const state = useMemo(
    () => schema.parse(Object.fromEntries(searchParams.entries())) as z.output<S>,
    [schema, searchParams],
  );
  /**
   * Writes `patch` into the URL (an unchanged URL writes nothing: no history entry, no render) and
   * returns the query the URL will have, to compare with `search` once the router has applied it.
   */
  const update = useCallback(
    (patch: Partial<Record<keyof z.output<S>, Scalar>>): string => {
      const next = new URLSearchParams(searchParams);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      const hacia = next.toString();
      if (hacia !== search) setSearchParams(next, { replace: true });
      return hacia;
    },
    [searchParams, search, setSearchParams],
  );
  return [state, update, search] as const;
}
