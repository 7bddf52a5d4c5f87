import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, send } from '@/lib/http';
import { codigoPayload, tarifaPayload, type CodigoFila, type TarifaFila } from './rules';
import {
  clienteCodigoListSchema,
  clienteCodigoSchema,
  clienteListSchema,
  clienteSchema,
  tarifaSchema,
  tarifasDataSchema,
  toPayload,
  type ClienteCodigo,
  type ClienteForm,
  type Moneda,
  type Ref,
  type TarifasData,
} from './schemas';

export const clientesKeys = {
  all: ['clientes'] as const,
  list: () => [...clientesKeys.all, 'list'] as const,
  detail: (id: number) => [...clientesKeys.all, 'detail', id] as const,
  codigos: (clienteId: number) => [...clientesKeys.all, 'codigos', clienteId] as const,
  tarifas: (clienteId: number) => [...clientesKeys.all, 'tarifas', clienteId] as const,
};

/* ---------- Clients ---------- */

export const clientesQuery = () =>
  queryOptions({
    queryKey: clientesKeys.list(),
    queryFn: () => request(clienteListSchema, { url: '/api/cliente/data/list' }),
  });

export const clienteQuery = (id: number) =>
  queryOptions({
    queryKey: clientesKeys.detail(id),
    queryFn: () => request(clienteSchema, { url: '/api/cliente/data', params: { id } }),
  });

export const useClientes = () => useQuery(clientesQuery());
export const useCliente = (id: number) => useQuery({ ...clienteQuery(id), enabled: id > 0 });

export function useSaveCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ClienteForm) =>
      request(clienteSchema, { method: 'POST', url: '/api/cliente/create', data: toPayload(form) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(clientesKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: clientesKeys.list() });
    },
  });
}

/* ---------- Client activity codes ---------- */

export const clienteCodigosQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clientesKeys.codigos(clienteId),
    queryFn: () =>
      request(clienteCodigoListSchema, { url: `/api/client-codigos-actividad/client/${clienteId}` }),
  });

export const useClienteCodigos = (clienteId: number) =>
  useQuery({ ...clienteCodigosQuery(clienteId), enabled: clienteId > 0 });

export function useSaveClienteCodigo(clienteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fila, isNew }: { fila: CodigoFila; isNew: boolean }) =>
      request(clienteCodigoSchema, {
        method: 'POST',
        url: '/api/client-codigos-actividad',
        data: codigoPayload(fila, clienteId, isNew),
      }),
    onSuccess: (saved) => {
      // Pessimistic: the row shows the server's answer (and id) as soon as it arrives.
      queryClient.setQueryData<ClienteCodigo[]>(clientesKeys.codigos(clienteId), (rows = []) =>
        rows.some((r) => r.id === saved.id)
          ? rows.map((r) => (r.id === saved.id ? saved : r))
          : [...rows, saved],
      );
      return queryClient.invalidateQueries({ queryKey: clientesKeys.codigos(clienteId) });
    },
  });
}

export function useDeleteClienteCodigo(clienteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => send({ method: 'DELETE', url: `/api/client-codigos-actividad/${id}` }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<ClienteCodigo[]>(clientesKeys.codigos(clienteId), (rows = []) =>
        rows.filter((r) => r.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: clientesKeys.codigos(clienteId) });
    },
  });
}

/* ---------- Client tariffs ---------- */

export const tarifasQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clientesKeys.tarifas(clienteId),
    queryFn: () =>
      request(tarifasDataSchema, { url: '/api/cliente/tarifa/data/list', params: { clienteId } }),
  });

export const useTarifas = (clienteId: number) =>
  useQuery({ ...tarifasQuery(clienteId), enabled: clienteId > 0 });

type SaveTarifa = { fila: TarifaFila; isNew: boolean; servicios: readonly Ref[]; monedas: readonly Moneda[] };

export function useSaveTarifa(clienteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fila, isNew, servicios, monedas }: SaveTarifa) =>
      request(tarifaSchema, {
        method: 'POST',
        url: '/api/cliente/tarifa/create',
        data: tarifaPayload(fila, { clienteId, isNew, servicios, monedas }),
      }),
    onSuccess: (saved, { fila }) => {
      // The row takes the server's id (a new row had a temporary one).
      queryClient.setQueryData<TarifasData>(clientesKeys.tarifas(clienteId), (data) => {
        if (!data) return data;
        const exists = data.tarifas.some((r) => r.id === saved.id || r.id === fila.id);
        return {
          ...data,
          tarifas: exists
            ? data.tarifas.map((r) => (r.id === saved.id || r.id === fila.id ? saved : r))
            : [...data.tarifas, saved],
        };
      });
      return queryClient.invalidateQueries({ queryKey: clientesKeys.tarifas(clienteId) });
    },
  });
}

export function useDeleteTarifa(clienteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => send({ method: 'DELETE', url: '/api/cliente/tarifa/delete', params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<TarifasData>(clientesKeys.tarifas(clienteId), (data) =>
        data ? { ...data, tarifas: data.tarifas.filter((r) => r.id !== id) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: clientesKeys.tarifas(clienteId) });
    },
  });
}
