import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { callApi } from '@/lib/call-api';
import { useKeptQuery } from '@/lib/kept-query';
import { PAGE_SIZE_GRAFICO, type ResumenDef, type ResumenId, type ResumenQuery } from './rules';
import { resumenesApi } from './contract';
import type { ResumenOpciones } from './contract';

export const resumenesKeys = {
  all: ['resumenes'] as const,
  list: (id: ResumenId, f: ResumenQuery, page: number) =>
    [...resumenesKeys.all, id, 'list', f, page] as const,
  grafico: (id: ResumenId, f: ResumenQuery) => [...resumenesKeys.all, id, 'grafico', f] as const,
  opciones: (id: ResumenId) => [...resumenesKeys.all, id, 'opciones'] as const,
};

/**
 * A summary's page (API.md 'Summaries'). `cargados` is false until an answer has brought this
 * summary's option lists, which are kept in their own cache entry (decision S5), so later pages and
 * filters ask for rows only.
 */
export function useResumen(def: ResumenDef, filtros: ResumenQuery, page: number) {
  const queryClient = useQueryClient();
  // Every time the summary opens, its cached answers (every page and filter, and the chart) count as
  // stale, as the Panel's statistics do: an invoice, receipt or TICA row saved elsewhere a moment ago
  // shows in its numbers (the last answer paints meanwhile). Before the queries subscribe (a layout
  // effect), so the shown ones are asked again at once; within the screen, pages keep their 30 s.
  useLayoutEffect(() => {
    void queryClient.invalidateQueries({
      queryKey: [...resumenesKeys.all, def.id],
      predicate: (q) => q.queryKey[2] !== 'opciones',
      refetchType: 'none',
    });
  }, [queryClient, def.id]);
  return useQuery({
    queryKey: resumenesKeys.list(def.id, filtros, page),
    queryFn: async ({ signal }) => {
      const cargados = queryClient.getQueryData(resumenesKeys.opciones(def.id)) !== undefined;
      const data = await callApi(
        resumenesApi[def.id],
        { query: { ...filtros, pageNumber: page, pageSize: def.pageSize, cargados } },
        { signal },
      );
      const opciones: ResumenOpciones = {};
      let llegaron = true;
      for (const f of def.filtros) {
        const lista = data[f.opciones];
        if (lista) opciones[f.opciones] = lista;
        else llegaron = false;
      }
      if (!cargados && llegaron) queryClient.setQueryData(resumenesKeys.opciones(def.id), opciones);
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

/** The option lists of a summary's filters (without TODOS, which the page prepends). */
export function useResumenOptions(def: ResumenDef) {
  return useKeptQuery<ResumenOpciones>(resumenesKeys.opciones(def.id));
}

/**
 * The chart's rows: the whole range in one request (decision S6), asked once the list has answered
 * (its option lists are then loaded, so this one sends `cargados=true`).
 */
export function useResumenGrafico(def: ResumenDef, filtros: ResumenQuery, enabled: boolean) {
  return useQuery({
    queryKey: resumenesKeys.grafico(def.id, filtros),
    queryFn: ({ signal }) =>
      callApi(
        resumenesApi[def.id],
        {
          query: {
            ...filtros,
            pageNumber: 0,
            pageSize: PAGE_SIZE_GRAFICO,
            cargados: true,
          },
        },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
