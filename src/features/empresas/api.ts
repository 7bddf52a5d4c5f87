import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/auth/api';
import { callApi } from '@/lib/call-api';
import { empresasApi, tiposActividadCuentaApi } from './contract';
import type { EstadoFiltro } from './rules';
import { PAGE_SIZE } from './rules';
import {
  empresaDefaults,
  toCorreosPayload,
  toPayload,
  type CorreosForm,
  type EmpresaPayload,
} from './form-model';

export type EmpresasParams = { estado: EstadoFiltro; filter: string; pageNumber: number };

export const empresasKeys = {
  all: ['empresas'] as const,
  lists: () => [...empresasKeys.all, 'list'] as const,
  list: (params: EmpresasParams) => [...empresasKeys.lists(), params] as const,
  detail: (id: number) => [...empresasKeys.all, 'detail', id] as const,
  nueva: () => [...empresasKeys.all, 'nueva'] as const,
};

/** `GET /api/empresa/data/list` with estado, filter, pageNumber and pageSize 200. */
export const empresasQuery = (params: EmpresasParams) =>
  queryOptions({
    queryKey: empresasKeys.list(params),
    queryFn: () => callApi(empresasApi.lista, { query: { ...params, pageSize: PAGE_SIZE } }),
  });

/** `GET /api/empresa/data?id`: the company with its territorial lists. */
export const empresaQuery = (id: number) =>
  queryOptions({
    queryKey: empresasKeys.detail(id),
    queryFn: () => callApi(empresasApi.data, { query: { id } }),
  });

/** `POST /api/empresa/filter-data`: the lists for the company's current territorial choice. */
export function filterData(empresa: EmpresaPayload) {
  return callApi(empresasApi.lugares, { body: empresa });
}

/** A new form asks filter-data once, with the defaults, for the province list, as the spec's form does. */
export const empresaNuevaQuery = () =>
  queryOptions({
    queryKey: empresasKeys.nueva(),
    queryFn: () => filterData(toPayload(empresaDefaults)),
    staleTime: Infinity,
  });

export const useEmpresas = (params: EmpresasParams) =>
  useQuery({ ...empresasQuery(params), placeholderData: keepPreviousData });
export const useEmpresa = (id: number) => useQuery({ ...empresaQuery(id), enabled: id > 0 });
export const useEmpresaOptions = (enabled: boolean) => useQuery({ ...empresaNuevaQuery(), enabled });

/** `POST /api/empresa/create` (id 0 = new). */
export function useSaveEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresa: EmpresaPayload) => callApi(empresasApi.crear, { body: empresa }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: empresasKeys.all });
      // The navbar and the key-file dialog show the user's company name.
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
}

/** `POST /api/empresa/update` with `{ id, correo1, recepcionCorreos, usuario, clave }`. */
export function useSaveCorreos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CorreosForm) => callApi(empresasApi.correos, { body: toCorreosPayload(form) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}

/**
 * `POST /api/empresa/pem-data-upload/file?pin=&llaveVence=` with the .p12 in the multipart field
 * `file`; llaveVence is the certificate's expiry read in the browser (docs/api.md, D39).
 */
export function useUploadLlave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pin, file, llaveVence }: { pin: string; file: File; llaveVence?: string }) => {
      const data = new FormData();
      data.append('file', file, file.name);
      return callApi(empresasApi.llave, { query: { pin, llaveVence } }, { data });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}

/*
 * The account's activity types, under the activity-type screens' own key so that both share one
 * cached list and a type added here shows there.
 */
const tiposActividadKey = ['tipos-actividad-economica'] as const;

/** `GET /api/tipo-actividad-economica/data/list`: the signed-in user's company's activity types. */
export const useTiposActividadCuenta = (enabled: boolean) =>
  useQuery({
    queryKey: [...tiposActividadKey, 'list'],
    queryFn: () => callApi(tiposActividadCuentaApi.list, {}),
    enabled,
  });

/** `POST /api/tipo-actividad-economica/create` of a new activity type. */
export function useAgregarTipoActividad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (t: { empresaId: number; codigo: string; descripcion: string }) =>
      callApi(tiposActividadCuentaApi.create, { body: { id: 0, ...t } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiposActividadKey }),
  });
}
