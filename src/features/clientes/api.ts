import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { codigosActividadApi, type CodigoActividad } from '@/lib/codigos-actividad';
import { errorMessage } from '@/lib/errors';
import { codigoPayload, tarifaPayload, type CodigoFila, type TarifaFila } from './rules';
import { clientesApi } from './contract';
import { toPayload, type ClienteForm } from './form-model';
import type { ClienteCodigo, Moneda, TarifasData } from './contract';
import type { Ref } from '@/lib/contract';

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
    queryFn: () => callApi(clientesApi.lista, {}),
  });

export const clienteQuery = (id: number) =>
  queryOptions({
    queryKey: clientesKeys.detail(id),
    queryFn: () => callApi(clientesApi.uno, { query: { id } }),
  });

export const useClientes = () => useQuery(clientesQuery());
export const useCliente = (id: number) => useQuery({ ...clienteQuery(id), enabled: id > 0 });

export function useSaveCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ClienteForm) => callApi(clientesApi.guardar, { body: toPayload(form) }),
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
    queryFn: () => callApi(clientesApi.codigos, { params: { clienteId } }),
  });

export const useClienteCodigos = (clienteId: number) =>
  useQuery({ ...clienteCodigosQuery(clienteId), enabled: clienteId > 0 });

export function useSaveClienteCodigo(clienteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fila, isNew }: { fila: CodigoFila; isNew: boolean }) =>
      callApi(clientesApi.guardarCodigo, { body: codigoPayload(fila, clienteId, isNew) }),
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
    mutationFn: (id: number) => callApi(clientesApi.borrarCodigo, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<ClienteCodigo[]>(clientesKeys.codigos(clienteId), (rows = []) =>
        rows.filter((r) => r.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: clientesKeys.codigos(clienteId) });
    },
  });
}

/**
 * The app's whole activity-code catalogue (GET /api/codigos-actividad), to tell which of Hacienda's
 * codes a client can be given. Unlike the search box's list, a failure is a failure here: an empty
 * catalogue would wrongly say that no code can be added.
 */
export const catalogoActividadesQuery = () =>
  queryOptions({
    queryKey: ['codigos-actividad', 'todos'] as const,
    queryFn: () => callApi(codigosActividadApi.todos, {}),
    staleTime: Infinity,
  });

export const useCatalogoActividades = (enabled: boolean) =>
  useQuery({ ...catalogoActividadesQuery(), enabled });

/** What adding several codes did: the codes added, and each one refused with the server's reason. */
export type CodigosAgregados = { agregados: string[]; fallidos: Array<{ codigo: string; motivo: string }> };

/**
 * Adds codes to a client one POST /api/client-codigos-actividad at a time (the spec's call has one
 * code per request). The client's id is given per call, so a client saved a moment ago can get them.
 */
export function useAgregarCodigosCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      clienteId,
      codigos,
    }: {
      clienteId: number;
      codigos: readonly CodigoActividad[];
    }): Promise<CodigosAgregados> => {
      const r: CodigosAgregados = { agregados: [], fallidos: [] };
      for (const codigo of codigos) {
        try {
          await callApi(clientesApi.guardarCodigo, {
            body: codigoPayload({ id: 0, codigo }, clienteId, true),
          });
          r.agregados.push(codigo.codigoActividadDgt);
        } catch (error) {
          r.fallidos.push({ codigo: codigo.codigoActividadDgt, motivo: errorMessage(error) });
        }
      }
      return r;
    },
    onSettled: (_, __, { clienteId }) =>
      queryClient.invalidateQueries({ queryKey: clientesKeys.codigos(clienteId) }),
  });
}

/* ---------- Client tariffs ---------- */

export const tarifasQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clientesKeys.tarifas(clienteId),
    queryFn: () => callApi(clientesApi.tarifas, { query: { clienteId } }),
  });

export const useTarifas = (clienteId: number) =>
  useQuery({ ...tarifasQuery(clienteId), enabled: clienteId > 0 });

type SaveTarifa = { fila: TarifaFila; isNew: boolean; servicios: readonly Ref[]; monedas: readonly Moneda[] };

export function useSaveTarifa(clienteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fila, isNew, servicios, monedas }: SaveTarifa) =>
      callApi(clientesApi.guardarTarifa, {
        body: tarifaPayload(fila, { clienteId, isNew, servicios, monedas }),
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
    mutationFn: (id: number) => callApi(clientesApi.borrarTarifa, { query: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<TarifasData>(clientesKeys.tarifas(clienteId), (data) =>
        data ? { ...data, tarifas: data.tarifas.filter((r) => r.id !== id) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: clientesKeys.tarifas(clienteId) });
    },
  });
}
