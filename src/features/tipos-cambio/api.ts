import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { tiposCambioApi } from './contract';
import { toPayload, type TipoCambioForm } from './schemas';

export const tiposCambioKeys = {
  all: ['tipos-cambio'] as const,
  list: () => [...tiposCambioKeys.all, 'list'] as const,
  detail: (id: number) => [...tiposCambioKeys.all, 'detail', id] as const,
};

export const tiposCambioQuery = () =>
  queryOptions({
    queryKey: tiposCambioKeys.list(),
    queryFn: () => callApi(tiposCambioApi.list, {}),
  });

export const tipoCambioQuery = (id: number) =>
  queryOptions({
    queryKey: tiposCambioKeys.detail(id),
    queryFn: () => callApi(tiposCambioApi.get, { query: { id } }),
  });

export const useTiposCambio = () => useQuery(tiposCambioQuery());
export const useTipoCambio = (id: number) => useQuery({ ...tipoCambioQuery(id), enabled: id > 0 });

export function useSaveTipoCambio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TipoCambioForm) => callApi(tiposCambioApi.create, { body: toPayload(form) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiposCambioKeys.all }),
  });
}
