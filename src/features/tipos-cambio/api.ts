import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { tipoCambioListSchema, tipoCambioSchema, toPayload, type TipoCambioForm } from './schemas';

export const tiposCambioKeys = {
  all: ['tipos-cambio'] as const,
  list: () => [...tiposCambioKeys.all, 'list'] as const,
  detail: (id: number) => [...tiposCambioKeys.all, 'detail', id] as const,
};

export const tiposCambioQuery = () =>
  queryOptions({
    queryKey: tiposCambioKeys.list(),
    queryFn: () => request(tipoCambioListSchema, { url: '/api/tipo-cambio/data/list' }),
  });

export const tipoCambioQuery = (id: number) =>
  queryOptions({
    queryKey: tiposCambioKeys.detail(id),
    queryFn: () => request(tipoCambioSchema, { url: '/api/tipo-cambio/data', params: { id } }),
  });

export const useTiposCambio = () => useQuery(tiposCambioQuery());
export const useTipoCambio = (id: number) => useQuery({ ...tipoCambioQuery(id), enabled: id > 0 });

export function useSaveTipoCambio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TipoCambioForm) =>
      request(tipoCambioSchema, { method: 'POST', url: '/api/tipo-cambio/create', data: toPayload(form) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiposCambioKeys.all }),
  });
}
