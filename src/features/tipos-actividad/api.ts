import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { tipoActividadListSchema, tipoActividadSchema, toPayload, type TipoActividadForm } from './schemas';

export const tiposActividadKeys = {
  all: ['tipos-actividad-economica'] as const,
  list: () => [...tiposActividadKeys.all, 'list'] as const,
  detail: (id: number) => [...tiposActividadKeys.all, 'detail', id] as const,
};

export const tiposActividadQuery = () =>
  queryOptions({
    queryKey: tiposActividadKeys.list(),
    queryFn: () => request(tipoActividadListSchema, { url: '/api/tipo-actividad-economica/data/list' }),
  });

export const tipoActividadQuery = (id: number) =>
  queryOptions({
    queryKey: tiposActividadKeys.detail(id),
    queryFn: () =>
      request(tipoActividadSchema, { url: '/api/tipo-actividad-economica/data', params: { id } }),
  });

export const useTiposActividad = () => useQuery(tiposActividadQuery());
export const useTipoActividad = (id: number) => useQuery({ ...tipoActividadQuery(id), enabled: id > 0 });

export function useSaveTipoActividad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TipoActividadForm) =>
      request(tipoActividadSchema, {
        method: 'POST',
        url: '/api/tipo-actividad-economica/create',
        data: toPayload(form),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiposActividadKeys.all }),
  });
}
