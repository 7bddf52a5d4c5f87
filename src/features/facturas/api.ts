import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { currentUserQuery } from '@/auth/api';
import { callApi } from '@/lib/call-api';
import { useKeptQuery } from '@/lib/kept-query';
import { downloadFile, fileNames } from '@/lib/download';
import {
  PAGE_SIZE_FACTURAS,
  filaTrasCambioPago,
  filaTrasConsulta,
  filaTrasConsultaNc,
  filaTrasEnvio,
  filaTrasNotaCredito,
} from './rules';
import {
  facturasApi,
  type EstadoPago,
  type FacturaBody,
  type FacturaPage,
  type FacturaRow,
} from './contract';
import type { Ref } from '@/lib/contract';
import { facturasKeys, type FacturasFiltros } from './keys';

/*
 * Every invoice call of API.md 'Invoices'. Query dates are D-M-YYYY without padding (`toQueryDate`),
 * '' when unset. After a change the invoice lists are refetched (and the receipts, whose billing
 * detail shows invoices).
 */

export type FechasLote = { fechaInicio: string; fechaFinal: string };

export type FacturasOpciones = { clientes: Ref[] };

/** The body of `POST /api/factura/nueva-factura` (the contract's `facturaBody`). */
export type FacturaPayload = FacturaBody;

/** The receipts feature's root key (features do not import each other; the key is the contract). */
const RECIBOS_KEY = ['recibos'] as const;

function invalidarListas(
  queryClient: QueryClient,
  recibos = false,
  salvo: (queryKey: readonly unknown[]) => boolean = () => false,
) {
  void queryClient.invalidateQueries({
    queryKey: facturasKeys.lists(),
    predicate: (q) => !salvo(q.queryKey),
  });
  void queryClient.invalidateQueries({ queryKey: facturasKeys.resumenes() });
  if (recibos) void queryClient.invalidateQueries({ queryKey: RECIBOS_KEY });
}

/** Rewrites one row in every cached page of the list (the screen follows the answer at once). */
export function patchFila(
  queryClient: QueryClient,
  facturaId: number,
  patch: (row: FacturaRow) => FacturaRow,
) {
  queryClient.setQueriesData<FacturaPage>({ queryKey: facturasKeys.lists() }, (page) =>
    page ? { ...page, facturas: page.facturas.map((r) => (r.facturaId === facturaId ? patch(r) : r)) } : page,
  );
}

// ---------------------------------------------------------------------------------------------
// Listado Facturas

/**
 * `GET /api/factura/get`, 10 per page. `cargados` is false until an answer has brought the client
 * list, which is kept in its own cache entry (`useFacturasOptions`), so later pages ask for rows only.
 */
export const facturasListaQuery = (queryClient: QueryClient, f: FacturasFiltros, page: number) =>
  queryOptions({
    queryKey: facturasKeys.list(f, page),
    queryFn: async ({ signal }) => {
      const cargados = queryClient.getQueryData(facturasKeys.opciones()) !== undefined;
      const data = await callApi(
        facturasApi.lista,
        { query: { ...f, pageNumber: page, pageSize: PAGE_SIZE_FACTURAS, cargados } },
        { signal },
      );
      if (data.clientes) {
        queryClient.setQueryData<FacturasOpciones>(facturasKeys.opciones(), { clientes: data.clientes });
      }
      return data;
    },
    placeholderData: keepPreviousData,
  });

/** The most rows one call of `GET /api/factura/get` brings (the server's own limit). */
export const PAGE_SIZE_MAX = 1000;

/**
 * The newest rows of a set of filters, at most PAGE_SIZE_MAX in one call, for the Panel's
 * 'Pendientes con Hacienda' and the list showing one of them (decision D41): its cost stays one
 * request whatever the office's size. The answer keeps the server's `total`, so a reader can tell the
 * rows were cut. Kept under the lists' key, so a check's answer patches it in place.
 */
export const facturasRecientesQuery = (f: FacturasFiltros) =>
  queryOptions({
    queryKey: [...facturasKeys.lists(), 'recientes', f] as const,
    queryFn: ({ signal }): Promise<FacturaPage> =>
      callApi(
        facturasApi.lista,
        { query: { ...f, pageNumber: 0, pageSize: PAGE_SIZE_MAX, cargados: true } },
        { signal },
      ),
    staleTime: 60_000,
  });

/** Whether the newest rows' answer left rows of its filters out. */
export const recientesCortadas = (page: FacturaPage) => page.total > page.facturas.length;

/**
 * A list of the newest rows filtered on neither estado nor enviadas holds every row a check's
 * verdict changes, before and after: the row patched in place settles it, nothing is asked again.
 */
const asentadaPorParche = (queryKey: readonly unknown[]) => {
  const f = queryKey[3] as Partial<FacturasFiltros> | undefined;
  return queryKey[2] === 'recientes' && f?.estado === 'TODOS' && f.enviadas === -1;
};

/**
 * Listado Facturas' rows: a page of the server's, or, when the URL asks for one of the Panel's
 * 'Pendientes con Hacienda' (`filtrar`), the newest rows of the filters (the very call the Panel
 * counted) narrowed by it and paged here.
 */
export function useFacturas(
  f: FacturasFiltros,
  page: number,
  filtrar?: ((rows: readonly FacturaRow[]) => FacturaRow[]) | null,
) {
  const queryClient = useQueryClient();
  const pagina = useQuery({ ...facturasListaQuery(queryClient, f, page), enabled: !filtrar });
  const recientes = useQuery({
    ...facturasRecientesQuery(f),
    enabled: !!filtrar,
    select: (data: FacturaPage): FacturaPage => {
      const filas = filtrar ? filtrar(data.facturas) : data.facturas;
      return {
        ...data,
        facturas: filas.slice(page * PAGE_SIZE_FACTURAS, (page + 1) * PAGE_SIZE_FACTURAS),
        total: filas.length,
        pagesTotal: Math.ceil(filas.length / PAGE_SIZE_FACTURAS),
        // The server's sum is of every row of the filters, not of these.
        montoTotal: Number.NaN,
      };
    },
  });
  return filtrar ? recientes : pagina;
}

/** The Cliente filter's options (without TODOS, which the page prepends). */
export function useFacturasOptions() {
  return useKeptQuery<FacturasOpciones>(facturasKeys.opciones());
}

// ---------------------------------------------------------------------------------------------
// The invoice form

/** `GET /api/factura/data`: id 0 = new; reciboId in receipt mode. */
export const facturaDataQuery = (id: number, reciboId?: number | null) =>
  queryOptions({
    queryKey: facturasKeys.data(id, reciboId),
    queryFn: ({ signal }) =>
      callApi(facturasApi.data, { query: { id: id || 0, ...(reciboId ? { reciboId } : {}) } }, { signal }),
    staleTime: 0,
  });

export const useFactura = (id: number, reciboId?: number | null, enabled = true) =>
  useQuery({ ...facturaDataQuery(id, reciboId), enabled });

/** Guardar Factura → `{ facturaId }`. Receipt mode links the invoice to the receipt (server side). */
export function useSaveFactura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: FacturaPayload) => callApi(facturasApi.guardar, { body: payload }),
    onSuccess: (_, payload) => {
      invalidarListas(queryClient, true);
      void queryClient.invalidateQueries({ queryKey: [...facturasKeys.all, 'data'] });
      if (payload.id) void queryClient.invalidateQueries({ queryKey: facturasKeys.respuestas(payload.id) });
    },
  });
}

/**
 * The chosen client's activity codes (`GET /api/client-codigos-actividad/client/{id}`). A failure
 * clears the list and is only logged, as the spec says: the form then has no code to offer (F26).
 */
export const codigosClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: facturasKeys.codigosCliente(clienteId),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(facturasApi.codigosCliente, { params: { id: clienteId } }, { signal });
      } catch (error) {
        // A cancelled request (the user picked another client, the page closed) is not a failure.
        if (signal.aborted) throw error;
        console.error('Códigos de actividad del cliente', clienteId, error);
        return [];
      }
    },
    staleTime: 60_000,
  });

export const useClienteCodigoOptions = (clienteId: number) =>
  useQuery({ ...codigosClienteQuery(clienteId), enabled: clienteId > 0 });

// ---------------------------------------------------------------------------------------------
// Hacienda actions (row actions of the list, history re-check)

/** Enviar: `{ result, resultStr, estado }` — 1 accepted, -1 pending, else error. */
export function useEnviarFactura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(facturasApi.enviar, { query: { id } }),
    onSuccess: (r, id) => {
      patchFila(queryClient, id, (row) => filaTrasEnvio(row, r));
      void queryClient.invalidateQueries({ queryKey: facturasKeys.respuestas(id) });
    },
    onSettled: () => invalidarListas(queryClient, true),
  });
}

/** Obtener Respuesta (and a history entry's Comprobar): 1 aceptado, 3 rechazado, else not verified. */
export function useConsultarEstado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(facturasApi.consultar, { query: { id } }),
    onSuccess: (r, id) => aplicarConsulta(queryClient, 'factura', id, r),
    onSettled: () => invalidarListas(queryClient, true),
  });
}

/** Obtener Respuesta Nota Credito: results only show messages; the row counts as sent. */
export function useConsultarEstadoNc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(facturasApi.consultarNc, { query: { id } }),
    onSuccess: (r, id) => aplicarConsulta(queryClient, 'nc', id, r),
    onSettled: () => invalidarListas(queryClient),
  });
}

/** The two check calls by what they ask about (a person's press and the automatic checks, D37). */
export const consultarHacienda = (tipo: 'factura' | 'nc', id: number) =>
  callApi(tipo === 'factura' ? facturasApi.consultar : facturasApi.consultarNc, { query: { id } });

/**
 * A check's answer on screen: the row in place (the spec's state change) and its history asked again;
 * with `listas` (an automatic check's verdict) the lists too, as a person's press does when it settles.
 */
export function aplicarConsulta(
  queryClient: QueryClient,
  tipo: 'factura' | 'nc',
  id: number,
  r: { result: number },
  listas = false,
) {
  patchFila(
    queryClient,
    id,
    tipo === 'factura' ? (row) => filaTrasConsulta(row, r.result) : filaTrasConsultaNc,
  );
  void queryClient.invalidateQueries({ queryKey: facturasKeys.respuestas(id) });
  if (listas) invalidarListas(queryClient, tipo === 'factura', asentadaPorParche);
}

/** The first reason of the invoice's newest rejection, read from its history (null if it cannot be read). */
export const primerMotivo = (queryClient: QueryClient, id: number): Promise<string | null> =>
  queryClient
    .fetchQuery({ ...respuestasQuery(id), staleTime: 0 })
    // Read only after a rejection: the reader (papaparse) stays off the list's first load.
    .then(async (r) => (await import('./detalle-mensaje')).primerMotivoRechazo(r.envios))
    .catch(() => null);

/** Nota Credito (admin): `200`; the row is annulled at once (enviadaHacienda 2). */
export function useSaveNotaCredito() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(facturasApi.notaCredito, { query: { id } }),
    onSuccess: (_, id) => patchFila(queryClient, id, filaTrasNotaCredito),
    onSettled: () => invalidarListas(queryClient, true),
  });
}

/** Cambiar (payment status): `200`. */
export function useCambiarEstadoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estadoPago }: { id: number; estadoPago: EstadoPago }) =>
      callApi(facturasApi.cambiarPago, { query: { id, estadoPago } }),
    onSuccess: (_, { id, estadoPago }) =>
      patchFila(queryClient, id, (row) => filaTrasCambioPago(row, estadoPago)),
    onSettled: () => invalidarListas(queryClient),
  });
}

/** The unsent invoices ('Ingresada') of a date range, at most `max`: what the batch send would send. */
export const facturasSinEnviar = (f: FechasLote, max: number) =>
  callApi(facturasApi.lista, {
    query: {
      clienteId: 0,
      estado: 'Ingresada',
      estadoPago: 'TODOS',
      enviadas: 0,
      fechaInicio: f.fechaInicio,
      fechaFinal: f.fechaFinal,
      pageNumber: 0,
      pageSize: max,
      cargados: true,
    },
  });

/** Batch send of a date range (both dates required; the page checks them first): `200`. */
export function useEnviarLote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (f: FechasLote) =>
      callApi(facturasApi.enviarLote, { query: { fechaInicio: f.fechaInicio, fechaFinal: f.fechaFinal } }),
    onSettled: () => invalidarListas(queryClient, true),
  });
}

// ---------------------------------------------------------------------------------------------
// Submission history

export const respuestasQuery = (id: number) =>
  queryOptions({
    queryKey: facturasKeys.respuestas(id),
    queryFn: ({ signal }) => callApi(facturasApi.respuestas, { query: { id } }, { signal }),
    staleTime: 0,
  });

export const useRespuestas = (id: number) => useQuery({ ...respuestasQuery(id), enabled: id > 0 });

// ---------------------------------------------------------------------------------------------
// Files

/** XML → 'factura {id}.xml'; returns the file name. */
export function descargarXml(id: number): Promise<string> {
  return downloadFile({ url: '/api/factura/download-xml', params: { id } }, fileNames.facturaXml(id));
}

/** PDF from the invoice list → 'factura-{id}.pdf'; returns the file name. */
export function descargarPdf(facturaId: number): Promise<string> {
  return downloadFile(
    { url: '/api/export/pdf/factura', params: { facturaId } },
    fileNames.facturaPdf(facturaId),
  );
}

/** The account's identification (`GET /api/empresa/data?id`), kept a few minutes: the issuer's, for the registry check. */
export const cuentaQuery = (empresaId: number) =>
  queryOptions({
    queryKey: facturasKeys.cuenta(empresaId),
    queryFn: async ({ signal }) =>
      (await callApi(facturasApi.cuenta, { query: { id: empresaId } }, { signal })).empresa.cedula.trim(),
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in account's identification (the issuer's), through the user's empresa; '' when it
 * cannot be read — the activity check then says it could not be made.
 */
export async function identificacionCuenta(queryClient: QueryClient): Promise<string> {
  try {
    const usuario = await queryClient.fetchQuery(currentUserQuery);
    return usuario.empresa ? await queryClient.fetchQuery(cuentaQuery(usuario.empresa.id)) : '';
  } catch {
    return '';
  }
}
