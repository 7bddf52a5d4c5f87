import { useQuery } from '@tanstack/react-query';
import { downloadFile, fileNames } from '@/lib/download';
import { callApi } from '@/lib/call-api';
import { dashboardApi } from './contract';

export const dashboardKeys = {
  estadistica: () => ['usuario', 'estadistica'] as const,
};

/**
 * `GET /api/usuario/estadistica`, real figures. Fetched again every time the Panel opens (staleTime 0), so an
 * invoice or receipt just saved elsewhere shows in its numbers; the last answer paints meanwhile.
 */
export function useEstadistica() {
  return useQuery({
    queryKey: dashboardKeys.estadistica(),
    queryFn: ({ signal }) => callApi(dashboardApi.estadistica, {}, { signal }),
    staleTime: 0,
  });
}

/** `GET /api/export/recibos/nofacturados` → 'recibos-nofacturados-{timestamp}.xls'. */
export function exportarNoFacturados(): Promise<string> {
  return downloadFile({ url: '/api/export/recibos/nofacturados' }, fileNames.recibosNoFacturados());
}
