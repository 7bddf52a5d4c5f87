import type { QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import type { ServerPaging } from '@/components/data-table/data-table';
import { useApplyFilter } from '@/components/data-table/use-apply-filter';
import { useUrlState } from '@/components/data-table/use-url-state';
import { errorStatus, failureMessage } from '@/lib/errors';
import {
  leerFiltros,
  urlDeFiltros,
  type FilterFields,
  type FilterValues,
  type ListFilter,
} from './list-filter';

type ListQuery = { refetch: (options: { cancelRefetch: boolean }) => unknown };

/** A list's Exportar Excel: the download (its file name back) and what the flash says. */
export type ListExport<P> = {
  run: (params: P) => Promise<string>;
  exportado: (file: string) => string;
  error: string;
};

/**
 * One list's filters: the applied filters from the URL, the API parameters the
 * config maps them to, the list's query (`useList`, asked with those parameters and the zero-based
 * page), the page in the URL, Filtrar (writes the filters into the URL and always asks the server
 * again) and, when the list exports, Exportar Excel (applies the filters, then downloads them).
 */
export function useListFilter<Fs extends FilterFields, P, Q extends ListQuery>(
  filter: ListFilter<Fs, P>,
  useList: (params: P, page: number) => Q,
  options: { listKey: QueryKey; pageSize?: number; exportar?: ListExport<P> },
) {
  const [url, setUrl, search] = useUrlState(filter.urlSchema);
  const values = leerFiltros(filter, url);
  const key = JSON.stringify(values);
  // Stable while the URL's filters are: the list's query key and the bar's draft follow it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const applied = useMemo(() => values, [key]);
  const params = useMemo(() => filter.params(applied), [filter, applied]);
  const page = Number(url.pagina) - 1 || 0;
  const query = useList(params, page);
  const pedir = useApplyFilter(options.listKey, search, query.refetch);

  const filtrar = (next: FilterValues<Fs>) => pedir(setUrl(urlDeFiltros(filter, next)));

  const [exportando, setExportando] = useState(false);
  const { exportar: exportOptions } = options;
  const exportar = exportOptions
    ? async (next: FilterValues<Fs>) => {
        if (exportando) return;
        filtrar(next);
        setExportando(true);
        try {
          flash.success(exportOptions.exportado(await exportOptions.run(filter.params(next))));
        } catch (error) {
          // A lapsed session goes to the login; nothing to say here.
          if (errorStatus(error) !== 401)
            flash.danger(failureMessage(exportOptions.error, error), UNTIL_CLOSED);
        } finally {
          setExportando(false);
        }
      }
    : undefined;

  const setPage = (p: number) => setUrl({ pagina: p > 0 ? p + 1 : undefined });

  return {
    filter,
    values: applied,
    params,
    page,
    setPage,
    /** The table's server paging, given the rows the pager counts. */
    paging: (rowCount: number): ServerPaging => ({
      page,
      pageSize: options.pageSize ?? 0,
      rowCount,
      onPageChange: setPage,
    }),
    query,
    filtrar,
    exportar,
    exportando,
  };
}

export type ListFilterState<Fs extends FilterFields = FilterFields> = {
  filter: ListFilter<Fs, unknown>;
  values: FilterValues<Fs>;
  filtrar: (values: FilterValues<Fs>) => void;
  exportar?: (values: FilterValues<Fs>) => Promise<void>;
  exportando: boolean;
};
