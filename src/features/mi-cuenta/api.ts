import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/auth/api';
import { callApi } from '@/lib/call-api';
import { miCuentaApi } from './contract';
import type { MiCuentaForm } from './form-model';

export function updateCuenta(values: Pick<MiCuentaForm, 'nombre' | 'clave' | 'claveNueva'>) {
  return callApi(miCuentaApi.actualizar, {
    body: { clave: values.clave, claveNueva: values.claveNueva, nombre: values.nombre.trim() },
  });
}

/** `PUT /api/usuario/update/npw`; on 'OK' the navbar's name is refreshed. */
export function useSaveCuenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCuenta,
    onSuccess: (result) => {
      if (result.status === 'OK') void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
}
