import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { servicioCabysListSchema, servicioCabysSchema, toPayload, type ServicioCabysForm } from './schemas';

export const serviciosCabysKeys = {
  all: ['servicios-cabys'] as const,
  list: () => [...serviciosCabysKeys.all, 'list'] as const,
  detail: (id: number) => [...serviciosCabysKeys.all, 'detail', id] as const,
};

export const serviciosCabysQuery = () =>
  queryOptions({
    queryKey: serviciosCabysKeys.list(),
    queryFn: () => request(servicioCabysListSchema, { url: '/api/servicio-cabys/data/list' }),
  });

export const servicioCabysQuery = (id: number) =>
  queryOptions({
    queryKey: serviciosCabysKeys.detail(id),
    queryFn: () => request(servicioCabysSchema, { url: '/api/servicio-cabys/data', params: { id } }),
  });

export const useServiciosCabys = () => useQuery(serviciosCabysQuery());
export const useServicioCabys = (id: number) => useQuery({ ...servicioCabysQuery(id), enabled: id > 0 });

export function useSaveServicioCabys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ServicioCabysForm) =>
      request(servicioCabysSchema, {
        method: 'POST',
        url: '/api/servicio-cabys/create',
        data: toPayload(form),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviciosCabysKeys.all }),
  });
}
