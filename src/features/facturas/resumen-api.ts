import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { downloadFile, fileNames } from '@/lib/download';
import { facturasApi, PAGE_SIZE_RESUMEN } from './contract';
import { facturasKeys, type ResumenFiltros } from './keys';

/*
 * Resumen Ingresos' calls, apart from api.ts (every other invoice call, with the list's and the form's
 * rules and texts), which this screen does not load (decision D34).
 */

/** `GET /api/factura/data/list`, 25 per page; facturaId 0 = any. */
export const resumenQuery = (queryClient: QueryClient, f: ResumenFiltros, page: number) =>
  queryOptions({
    queryKey: facturasKeys.resumen(f, page),
    queryFn: async ({ signal }) => {
      const cargados = queryClient.getQueryData(facturasKeys.resumenCargado()) === true;
      const data = await callApi(
        facturasApi.resumen,
        {
          query: {
            facturaId: f.facturaId || 0,
            fechaInicio: f.fechaInicio,
            fechaFinal: f.fechaFinal,
            pageNumber: page,
            pageSize: PAGE_SIZE_RESUMEN,
            cargados,
          },
        },
        { signal },
      );
      queryClient.setQueryData(facturasKeys.resumenCargado(), true);
      return data;
    },
    placeholderData: keepPreviousData,
  });

export function useResumenIngresos(f: ResumenFiltros, page: number) {
  const queryClient = useQueryClient();
  return useQuery(resumenQuery(queryClient, f, page));
}

/** 'Exportar Excel' → 'facturacion-{timestamp}.xls'; returns the file name. */
export function exportarFacturas(f: { fechaInicio: string; fechaFinal: string }): Promise<string> {
  return downloadFile(
    { url: '/api/export/facturas', params: { fechaInicio: f.fechaInicio, fechaFinal: f.fechaFinal } },
    fileNames.facturacion(),
  );
}
