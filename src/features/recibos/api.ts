import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { downloadFile, fileNames } from '@/lib/download';
import { callApi } from '@/lib/call-api';
import { useKeptQuery } from '@/lib/kept-query';
import { PAGE_SIZE_CONSULTAS, PAGE_SIZE_LISTA, type EstadoConsulta, type EstadoRecibo } from './rules';
import { recibosApi, type Facturacion, type ReciboData, type ReciboFactura } from './contract';
import type { Ref } from '@/lib/contract';
import type { ReciboPayload } from './form-model';

export type ListaParams = {
  /** Admins list every receipt (`/list/admin`); everyone else their own. */
  admin: boolean;
  encargadoId: number;
  estado: EstadoRecibo;
  filter: string;
  /** Zero-based. */
  page: number;
};

/** Consultas Recibos' query as sent (dates D-M-YYYY or ''; ids 0 = TODOS). */
export type ConsultaFiltros = {
  fechaInicio: string;
  fechaFinal: string;
  estado: EstadoConsulta;
  encargadoId: number;
  clienteId: number;
};

export type ConsultaOpciones = { encargados: Ref[]; clientes: Ref[] };

export const recibosKeys = {
  all: ['recibos'] as const,
  lists: () => [...recibosKeys.all, 'list'] as const,
  list: (p: ListaParams) => [...recibosKeys.lists(), p] as const,
  detail: (id: number) => [...recibosKeys.all, 'detail', id] as const,
  corelacionados: (clienteId: number) => [...recibosKeys.all, 'corelacionados', clienteId] as const,
  consultasTodas: () => [...recibosKeys.all, 'consultas'] as const,
  consultas: (f: ConsultaFiltros, page: number) => [...recibosKeys.consultasTodas(), f, page] as const,
  consultasOpciones: () => [...recibosKeys.all, 'consultas-opciones'] as const,
  facturacion: (id: number) => [...recibosKeys.all, 'facturacion', id] as const,
};

// ---------------------------------------------------------------------------------------------
// Receipt list

const listaQuery = (p: ListaParams) => ({
  estado: p.estado,
  pageNumber: p.page,
  pageSize: PAGE_SIZE_LISTA,
  filter: p.filter.trim(),
});

export const recibosListaQuery = (p: ListaParams) =>
  queryOptions({
    queryKey: recibosKeys.list(p),
    queryFn: ({ signal }) =>
      p.admin
        ? callApi(recibosApi.listaAdmin, { query: listaQuery(p) }, { signal })
        : callApi(recibosApi.lista, { query: { ...listaQuery(p), encargadoId: p.encargadoId } }, { signal }),
    // Paging and filtering keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

const ESPERANDO: ListaParams = { admin: false, encargadoId: 0, estado: 'PENDIENTE', filter: '', page: 0 };

/** `null` params while the signed-in user (the encargadoId) is still loading. */
export function useRecibos(p: ListaParams | null) {
  return useQuery({ ...recibosListaQuery(p ?? ESPERANDO), enabled: p !== null });
}

/**
 * Clonar sends the whole `Recibo` (API.md), which a list row is not (its relations are names): the
 * receipt is read fresh first.
 */
export function useClonarRecibo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { recibo } = await queryClient.fetchQuery(reciboDataQuery(id));
      if (!recibo) throw new Error(`El recibo ${id} no existe`);
      return callApi(recibosApi.clonar, { body: recibo });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recibosKeys.all }),
  });
}

// ---------------------------------------------------------------------------------------------
// Receipt form

export const reciboDataQuery = (id: number) =>
  queryOptions({
    queryKey: recibosKeys.detail(id),
    queryFn: () => callApi(recibosApi.data, { query: id ? { id } : {} }),
    staleTime: 0,
  });

export const useRecibo = (id: number, enabled = true) => useQuery({ ...reciboDataQuery(id), enabled });

/** The client's PENDIENTE receipts (the Correlación choices); `enabled` once the user changed the client. */
export function useCorelacionOptions(clienteId: number, enabled: boolean) {
  return useQuery({
    queryKey: recibosKeys.corelacionados(clienteId),
    queryFn: () => callApi(recibosApi.corelacionados, { query: { clienteId, estado: 'PENDIENTE' } }),
    enabled: enabled && clienteId > 0,
    staleTime: 0,
  });
}

export function useSaveRecibo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ReciboPayload) => callApi(recibosApi.guardar, { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recibosKeys.all }),
  });
}

/** Rewrites the cached receipt data after an action on it (the screen follows the server's answer). */
function patchData(queryClient: QueryClient, id: number, patch: (d: ReciboData) => ReciboData) {
  queryClient.setQueryData<ReciboData>(recibosKeys.detail(id), (d) => (d ? patch(d) : d));
}

export function useSaveJustificacion(reciboId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estado: string) => callApi(recibosApi.justificacion, { query: { id: reciboId, estado } }),
    onSuccess: (_, estado) => {
      patchData(queryClient, reciboId, (d) =>
        d.recibo ? { ...d, recibo: { ...d.recibo, ticaEstado: estado as typeof d.recibo.ticaEstado } } : d,
      );
      void queryClient.invalidateQueries({ queryKey: recibosKeys.lists() });
    },
  });
}

/** Liberar: the table and the receipt's state follow the answer (no invoice left → PENDIENTE). */
export function useLiberarFactura(reciboId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (facturaId: number) => callApi(recibosApi.liberar, { query: { id: facturaId } }),
    onSuccess: ({ facturas }) => {
      patchData(queryClient, reciboId, (d) => ({
        ...d,
        facturas,
        recibo:
          d.recibo && facturas.length === 0
            ? { ...d.recibo, estado: 'PENDIENTE', estaFacturado: 0, fechaFin: null }
            : d.recibo,
      }));
      void queryClient.invalidateQueries({ queryKey: recibosKeys.lists() });
    },
  });
}

/** Anular Factura: after the request the row is treated as sent and annulled, as the spec says (RC8). */
export function useAnularFactura(reciboId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (facturaId: number) => callApi(recibosApi.anularFactura, { query: { id: facturaId } }),
    onSuccess: (_, facturaId) => {
      patchData(queryClient, reciboId, (d) => ({
        ...d,
        facturas: d.facturas.map((f): ReciboFactura =>
          f.facturaId === facturaId ? { ...f, enviadaHacienda: 2, reversible: false } : f,
        ),
      }));
    },
  });
}

/** Exportar: the invoice's PDF as 'factura {facturaId}- (R{reciboId}).pdf'; returns the file name. */
export function descargarFacturaPdf(facturaId: number, reciboId: number): Promise<string> {
  return downloadFile(
    { url: '/api/export/pdf/factura', params: { facturaId } },
    fileNames.facturaDeRecibo(facturaId, reciboId),
  );
}

// ---------------------------------------------------------------------------------------------
// Consultas Recibos

/**
 * `encargadosCargado` is false until an answer has brought the option lists; they are kept in
 * their own cache entry, so later pages and filters ask for rows only.
 */
export function useConsultasRecibos(filtros: ConsultaFiltros, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: recibosKeys.consultas(filtros, page),
    queryFn: async ({ signal }) => {
      const cargado = queryClient.getQueryData(recibosKeys.consultasOpciones()) !== undefined;
      const data = await callApi(
        recibosApi.consultas,
        {
          query: { ...filtros, pageNumber: page, pageSize: PAGE_SIZE_CONSULTAS, encargadosCargado: cargado },
        },
        { signal },
      );
      if (data.encargados && data.clientes) {
        queryClient.setQueryData<ConsultaOpciones>(recibosKeys.consultasOpciones(), {
          encargados: data.encargados,
          clientes: data.clientes,
        });
      }
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useConsultasRecibosOptions() {
  return useKeptQuery<ConsultaOpciones>(recibosKeys.consultasOpciones());
}

export function exportarRecibos(filtros: ConsultaFiltros): Promise<string> {
  return downloadFile({ url: '/api/export/recibos', params: filtros }, fileNames.recibos());
}

// ---------------------------------------------------------------------------------------------
// Facturación manual

export function useFacturacion(id: number) {
  return useQuery({
    queryKey: recibosKeys.facturacion(id),
    queryFn: () => callApi(recibosApi.facturacion, { query: { id } }),
    enabled: id > 0,
    staleTime: 0,
  });
}

export function useAsignarFactura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, facturaId }: { data: Facturacion; facturaId: number }) =>
      callApi(recibosApi.facturar, {
        body: { id: data.id, recibo: data.recibo, facturaId, corelacionId: data.corelacionId },
      }),
    // Not the screen's own query: refetched now, it would find the receipt invoiced and turn the
    // success into 'no correlacionado' while the screen leaves.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: recibosKeys.all,
        predicate: (q) => q.queryKey[1] !== 'facturacion',
      }),
  });
}
