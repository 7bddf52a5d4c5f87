import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { currentUserQuery } from '@/auth/api';
import { downloadFile, fileNames } from '@/lib/download';
import { callApi } from '@/lib/call-api';
import { confirmacionApi, type DocumentoSubido } from './contract';
import type { CuentaReceptora } from './revisar-comprobante';

/** The list's filters as the API takes them (dates D-M-YYYY, '' when unset). */
export type ListaFiltros = { filter: string; fechaInicio: string; fechaFinal: string };

export type Accion = 'confirmar' | 'rechazar';

const BASE = '/api/fe/confirmacion';
/** The Hacienda column's word while a receptor message is being processed (decision C7). */
export const HACIENDA_PROCESANDO = 'Procesando';
const PROCESANDO_REFRESCO_MS = 3000;

export const confirmacionKeys = {
  all: ['confirmacion'] as const,
  listas: () => [...confirmacionKeys.all, 'lista'] as const,
  lista: (f: ListaFiltros) => [...confirmacionKeys.listas(), f] as const,
  documento: (fileName: string) => [...confirmacionKeys.all, 'documento', fileName] as const,
  cuenta: (empresaId: number) => [...confirmacionKeys.all, 'cuenta', empresaId] as const,
};

const params = (f: ListaFiltros) => ({
  filter: f.filter.trim(),
  fechaInicio: f.fechaInicio,
  fechaFinal: f.fechaFinal,
});

/** The list call for the filters (the API does not page it). */
export const confirmacionesQuery = (f: ListaFiltros) =>
  queryOptions({
    queryKey: confirmacionKeys.lista(f),
    queryFn: ({ signal }) => callApi(confirmacionApi.lista, { query: params(f) }, { signal }),
  });

/** Listado Confirmación y Rechazo: the whole list. */
export function useConfirmaciones(f: ListaFiltros) {
  return useQuery({
    ...confirmacionesQuery(f),
    // A new filter keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
    // While Hacienda is still processing an answer, the list asks again until its word shows (C7).
    refetchInterval: (query) =>
      query.state.data?.confirmRechazos.some((r) => r.estadoEnviadoHacienda === HACIENDA_PROCESANDO)
        ? PROCESANDO_REFRESCO_MS
        : false,
  });
}

/** Exportar Excel: the filtered list as 'gastos-{timestamp}.xls'; returns the file name. */
export function exportarGastos(f: ListaFiltros): Promise<string> {
  return downloadFile({ url: `${BASE}/download/gastos`, params: params(f) }, fileNames.gastos());
}

/**
 * Uploads one XML (multipart field `file`) through the shared HTTP layer; `onProgress` gets the
 * percentage of bytes sent (axios' onUploadProgress).
 */
export function subirComprobante(
  file: File,
  onProgress: (porcentaje: number) => void,
  signal?: AbortSignal,
): Promise<DocumentoSubido> {
  const data = new FormData();
  data.append('file', file, file.name);
  return callApi(
    confirmacionApi.subir,
    {},
    {
      data,
      signal,
      onUploadProgress: (e) => {
        const total = e.total ?? file.size;
        onProgress(total > 0 ? Math.min(100, Math.round((e.loaded * 100) / total)) : 100);
      },
    },
  );
}

/** The loaded document (`data?fileName`): read once, then kept while the page shows it. */
export function useDocumento(fileName: string) {
  return useQuery({
    queryKey: confirmacionKeys.documento(fileName),
    queryFn: ({ signal }) => callApi(confirmacionApi.documento, { query: { fileName } }, { signal }),
    enabled: fileName !== '',
    staleTime: Infinity,
  });
}

/** Confirmar (`ok`) or Rechazar (`rechazo`) a loaded document with the user's message. */
export const responderDocumento = (accion: Accion, fileName: string, mensaje: string) =>
  callApi(confirmacionApi[accion === 'confirmar' ? 'confirmar' : 'rechazar'], {
    query: { fileName, mensaje },
  });

/** `responderDocumento` for one document; the lists are asked again after it. */
export function useResponderDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accion, fileName, mensaje }: { accion: Accion; fileName: string; mensaje: string }) =>
      responderDocumento(accion, fileName, mensaje),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: confirmacionKeys.listas() }),
  });
}

const cuentaQuery = (empresaId: number) =>
  queryOptions({
    queryKey: confirmacionKeys.cuenta(empresaId),
    queryFn: async ({ signal }): Promise<CuentaReceptora> => {
      const { empresa } = await callApi(confirmacionApi.cuenta, { query: { id: empresaId } }, { signal });
      return { nombre: empresa.nombre, cedula: empresa.cedula };
    },
    staleTime: 5 * 60_000,
  });

/**
 * The account the user confirms for (the signed-in user's empresa and its cédula), read once and kept:
 * an upload addressed to anybody else is refused before it is sent (D30).
 */
export async function leerCuentaReceptora(queryClient: QueryClient): Promise<CuentaReceptora> {
  const usuario = await queryClient.fetchQuery(currentUserQuery);
  // A user without an account has nobody's documents to confirm.
  return usuario.empresa
    ? queryClient.fetchQuery(cuentaQuery(usuario.empresa.id))
    : { nombre: '', cedula: '' };
}
