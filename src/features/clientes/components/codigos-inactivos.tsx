import Alert from '@mui/material/Alert';
import { RegistroFallo } from '@/features/registro-hacienda/components/registro-fallo';
import { useContribuyente } from '@/features/registro-hacienda/queries';
import { codigoHacienda } from '@/features/registro-hacienda/rules';
import { tipoDeCliente, validarIdentificacion } from '@/lib/identificacion';
import * as es from '@/messages/es-clientes';
import type { Cliente } from '../contract';
import { inactivasAsignadas } from '../registro-actividades';

/**
 * Above the client's codes (beside the spec's table, which stays as it is): the codes Hacienda's
 * registry has as inactive for the client. Nothing while asking or when all are active; a failed
 * lookup is the one quiet line.
 */
export function CodigosInactivos({ cliente, codigos }: { cliente: Cliente; codigos: readonly string[] }) {
  const valida =
    cliente.esInternacional !== 1 &&
    validarIdentificacion(cliente.cedulaJuridica, tipoDeCliente(cliente.esJuridico)).ok;
  const query = useContribuyente(valida ? cliente.cedulaJuridica.trim() : null);
  if (query.isError) return <RegistroFallo error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return null;
  const inactivas = inactivasAsignadas(query.data, codigos);
  if (!inactivas.length) return null;
  return (
    <Alert severity="warning" role="note" sx={{ mb: 1 }}>
      {es.codigosActividad.inactivasEnHacienda(
        inactivas.map((a) => `${codigoHacienda(a.codigo)} ${a.descripcion}`).join('; '),
      )}
    </Alert>
  );
}
