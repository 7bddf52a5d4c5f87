import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { downloadFile, fileNames } from '@/lib/download';
import { callApi } from '@/lib/call-api';
import { useKeptQuery } from '@/lib/kept-query';
import { ticaApi } from './contract';
import { PAGE_SIZE_TICA, type TicaQuery } from './rules';
import type { Ref } from '@/lib/contract';
import type { TicaPage, TicaRow } from './contract';

export type TicaOpciones = {
  aduanas: Ref[];
  estadosTica: Ref[];
  estadosTicaAforo: Ref[];
  regimenes: Ref[];
};

export const ticaKeys = {
  all: ['tica'] as const,
  lists: () => [...ticaKeys.all, 'list'] as const,
  list: (f: TicaQuery, page: number) => [...ticaKeys.lists(), f, page] as const,
  opciones: () => [...ticaKeys.all, 'opciones'] as const,
};

/**
 * `GET /api/tica/data/list` by 25. `cargados` is false until an answer has brought the option lists;
 * they are kept in their own cache entry, so later pages and filters ask for rows only.
 */
export function useTicas(filtros: TicaQuery, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticaKeys.list(filtros, page),
    queryFn: async ({ signal }) => {
      const cargados = queryClient.getQueryData(ticaKeys.opciones()) !== undefined;
      const data = await callApi(
        ticaApi.lista,
        { query: { ...filtros, pageNumber: page, pageSize: PAGE_SIZE_TICA, cargados } },
        { signal },
      );
      if (data.aduanas && data.estadosTica && data.estadosTicaAforo) {
        queryClient.setQueryData<TicaOpciones>(ticaKeys.opciones(), {
          aduanas: data.aduanas,
          estadosTica: data.estadosTica,
          estadosTicaAforo: data.estadosTicaAforo,
          regimenes: data.regimenes ?? [],
        });
      }
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useTicaOptions() {
  return useKeptQuery<TicaOpciones>(ticaKeys.opciones());
}

/** Every cached page showing this row takes the states the server answered. */
function patchRow(queryClient: QueryClient, id: number, patch: Partial<TicaRow>) {
  queryClient.setQueriesData<TicaPage>({ queryKey: ticaKeys.lists() }, (page) =>
    page ? { ...page, ticas: page.ticas.map((t) => (t.id === id ? { ...t, ...patch } : t)) } : page,
  );
}

/** `PUT /api/tica/actualizar` with the row and its chosen states; answers the states it now has. */
export function useSaveTica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TicaRow) => callApi(ticaApi.actualizar, { body: row }),
    onSuccess: (answer, row) => patchRow(queryClient, row.id, answer),
  });
}

/** `GET /api/export/ticas`: the same filters without paging, saved as 'tica-{timestamp}.xls'. */
export function exportarTicas(filtros: TicaQuery): Promise<string> {
  return downloadFile({ url: '/api/export/ticas', params: filtros }, fileNames.tica());
}

/**
 * `POST /api/tica/upload` (multipart field `file`) through the shared http layer, reporting the
 * bytes sent; the lists are stale afterwards whatever the answer.
 */
export function useUploadTica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress: (loaded: number, total?: number) => void;
    }) => {
      const data = new FormData();
      data.append('file', file, file.name);
      return callApi(ticaApi.subir, {}, { data, onUploadProgress: (e) => onProgress(e.loaded, e.total) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticaKeys.lists() }),
  });
}
