import {
  useQueries,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/api';
import { cuentaQuery } from '@/features/facturas/api';
import { entradaRegistro } from '@/features/facturas/revision/entrada-registro';
import { sinComprobarAgrupadas } from '@/features/facturas/revision/notas-registro';
import { motivoDe, snapshotDe } from '@/features/facturas/revision/registro-consultas';
import type { FacturaRevisable } from '@/features/facturas/revision/revision';
import {
  consultasRegistro,
  revisarRegistro,
  type Consulta,
} from '@/features/facturas/revision/revision-registro';
import { registroActivo } from '@/features/registro-hacienda/api';
import { useIdentificacionConsultable } from '@/features/registro-hacienda/components/use-identificacion-consultable';
import { registroQueries } from '@/features/registro-hacienda/queries';
import { esIdentificacionConsultable } from '@/features/registro-hacienda/rules';

/** The account's identification (the issuer's), once the user's empresa is read; '' until then. */
export function useIdentificacionCuenta() {
  const empresaId = useCurrentUser().data?.empresa?.id ?? 0;
  return useQuery({ ...cuentaQuery(empresaId), enabled: empresaId > 0 }).data ?? '';
}

/** A lookup's state as the pure check reads it. */
function consultaDe<T>(q: UseQueryResult<T | null>): Consulta<T> {
  if (q.isSuccess) return { estado: 'hecha', valor: q.data };
  if (q.isError) return { estado: 'fallo', motivo: motivoDe(q.error) };
  return q.fetchStatus === 'fetching' ? { estado: 'pendiente' } : { estado: 'apagada' };
}

/** `valor` itself while its `clave` stays: the same object, so what is computed from it is kept. */
function useMismo<T>(valor: T, clave: string): T {
  const [guardado, setGuardado] = useState({ clave, valor });
  if (guardado.clave === clave) return guardado.valor;
  setGuardado({ clave, valor });
  return valor;
}

/** The answers of one kind of lookup, by value, and the failed ones (for 'Reintentar'). */
function useRespuestas<T, K extends QueryKey>(
  valores: readonly string[],
  opciones: (valor: string) => UseQueryOptions<T | null, Error, T | null, K>,
  activo: boolean,
) {
  const queries = useMemo(
    () => valores.map((valor) => ({ ...opciones(valor), enabled: activo })),
    [valores, opciones, activo],
  );
  // The same result while no answer changes (react-query keeps a combine's result): nothing to redo.
  const combine = useCallback(
    (rs: UseQueryResult<T | null, Error>[]) => ({
      porValor: new Map(valores.map((v, i) => [v, consultaDe(rs[i]!)])),
      fallidas: rs.filter((q) => q.isError),
    }),
    [valores],
  );
  return useQueries({ queries, combine });
}

/**
 * What Hacienda's registry says of the invoice being edited: each valid value asked once
 * (the answers are kept for the day), the check run again only when a field it reads changes — a
 * line's text or quantity typed leaves it be.
 */
export function useRegistroFactura(revisable: FacturaRevisable, clienteNuevo: boolean) {
  const completa = entradaRegistro(revisable);
  const entrada = useMismo(completa, JSON.stringify(completa));
  const activo = registroActivo();
  // A new client's number is typed here: asked once it has stayed put (a 10-digit one is a valid
  // 9-digit física on the way), as the client form does.
  const tipeado = clienteNuevo ? entrada.receptor.numero.trim() : '';
  const asentado = useIdentificacionConsultable(tipeado, esIdentificacionConsultable(tipeado));
  const pedidas = useMemo(() => {
    const todas = consultasRegistro(entrada);
    if (!tipeado || tipeado === asentado) return todas;
    return { ...todas, contribuyente: todas.contribuyente.filter((id) => id !== tipeado) };
  }, [entrada, tipeado, asentado]);
  const contribuyente = useRespuestas(pedidas.contribuyente, registroQueries.contribuyente, activo);
  const exoneracion = useRespuestas(pedidas.exoneracion, registroQueries.exoneracion, activo);
  const cabys = useRespuestas(pedidas.cabys, registroQueries.cabys, activo);
  return useMemo(() => {
    const snapshot = snapshotDe(activo, {
      contribuyente: contribuyente.porValor,
      exoneracion: exoneracion.porValor,
      cabys: cabys.porValor,
    });
    const registro = revisarRegistro(entrada, snapshot);
    return {
      registro,
      sinComprobar: sinComprobarAgrupadas(registro.sinComprobar, snapshot),
      fallidas: [...contribuyente.fallidas, ...exoneracion.fallidas, ...cabys.fallidas],
    };
  }, [activo, entrada, contribuyente, exoneracion, cabys]);
}
