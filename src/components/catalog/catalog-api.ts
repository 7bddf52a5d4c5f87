import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { callApi } from '@/lib/call-api';
import type { ApiCall, CallBody } from '@/lib/contract';

type Answered = ApiCall & { answer: z.core.$ZodType };

/** A master-data catalog's three calls (API.md 'Master data'): its list, one row by id, and the save. */
type CatalogCalls = { list: Answered; get: Answered; create: Answered & { body: z.core.$ZodType } };

type Answer<A extends Answered> = z.output<A['answer']>;

/** callApi on a call whose type is a parameter here: the answers are typed by the catalog's calls. */
const ask = callApi as (call: ApiCall, input: object) => Promise<unknown>;

/**
 * The query keys and hooks of a catalog screen pair (list and form): the list, one row (asked only
 * for an id above 0) and the save, which marks every cached answer of the catalog stale.
 */
export function catalogApi<C extends CatalogCalls, F>(
  root: string,
  calls: C,
  toBody: (form: F) => CallBody<C['create']>,
) {
  const keys = {
    all: [root] as const,
    list: () => [root, 'list'] as const,
    detail: (id: number) => [root, 'detail', id] as const,
  };
  const listQuery = () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: () => ask(calls.list, {}) as Promise<Answer<C['list']>>,
    });
  const detailQuery = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => ask(calls.get, { query: { id } }) as Promise<Answer<C['get']>>,
    });
  return {
    keys,
    useList: () => useQuery(listQuery()),
    useOne: (id: number) => useQuery({ ...detailQuery(id), enabled: id > 0 }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (form: F) => ask(calls.create, { body: toBody(form) }) as Promise<Answer<C['create']>>,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
      });
    },
  };
}
