import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { tiposActividadApi } from './contract';
import { toPayload, type TipoActividadForm } from './schemas';

export const tiposActividadKeys = {
  all: ['tipos-actividad-economica'] as const,
  list: () => [...tiposActividadKeys.all, 'list'] as const,
  detail: (id: number) => [...tiposActividadKeys.all, 'detail', id] as const,
};

export const tiposActividadQuery = () =>
  queryOptions({
    queryKey: tiposActividadKeys.list(),
    queryFn: () => callApi(tiposActividadApi.list, {}),
  });

export const tipoActividadQuery = (id: number) =>
  queryOptions({
    queryKey: tiposActividadKeys.detail(id),
    queryFn: () => callApi(tiposActividadApi.get, { query: { id } }),
  });

export const useTiposActividad = () => useQuery(tiposActividadQuery());
export const useTipoActividad = (id: number) => useQuery({ ...tipoActividadQuery(id), enabled: id > 0 });

export function useSaveTipoActividad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TipoActividadForm) => callApi(tiposActividadApi.create, { body: toPayload(form) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiposActividadKeys.all }),
  });
}
