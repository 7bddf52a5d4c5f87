import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/auth/api';
import { request } from '@/lib/http';
import { updateNpwResponseSchema, type MiCuentaForm } from './schemas';

export function updateCuenta(values: Pick<MiCuentaForm, 'nombre' | 'clave' | 'claveNueva'>) {
  return request(updateNpwResponseSchema, {
    method: 'PUT',
    url: '/api/usuario/update/npw',
    data: { clave: values.clave, claveNueva: values.claveNueva, nombre: values.nombre.trim() },
  });
}

/** `PUT /api/usuario/update/npw`; on 'OK' the navbar's name is refreshed. */
export function useUpdateCuenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCuenta,
    onSuccess: (result) => {
      if (result.status === 'OK') void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
}
