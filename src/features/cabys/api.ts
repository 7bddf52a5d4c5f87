import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { serviciosCabysApi } from './contract';
import { toPayload, type ServicioCabysForm } from './schemas';

export const serviciosCabysKeys = {
  all: ['servicios-cabys'] as const,
  list: () => [...serviciosCabysKeys.all, 'list'] as const,
  detail: (id: number) => [...serviciosCabysKeys.all, 'detail', id] as const,
};

export const serviciosCabysQuery = () =>
  queryOptions({
    queryKey: serviciosCabysKeys.list(),
    queryFn: () => callApi(serviciosCabysApi.list, {}),
  });

export const servicioCabysQuery = (id: number) =>
  queryOptions({
    queryKey: serviciosCabysKeys.detail(id),
    queryFn: () => callApi(serviciosCabysApi.get, { query: { id } }),
  });

export const useServiciosCabys = () => useQuery(serviciosCabysQuery());
export const useServicioCabys = (id: number) => useQuery({ ...servicioCabysQuery(id), enabled: id > 0 });

export function useSaveServicioCabys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ServicioCabysForm) => callApi(serviciosCabysApi.create, { body: toPayload(form) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviciosCabysKeys.all }),
  });
}
