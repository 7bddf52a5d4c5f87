import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/auth/api';
import { callApi } from '@/lib/call-api';
import { RegistroError, registroActivo } from '@/features/registro-hacienda/api';
import { registroQueries } from '@/features/registro-hacienda/queries';
import * as esRegistro from '@/messages/es-registro-hacienda';
import {
  consultasRegistro,
  type Consulta,
  type RegistroSnapshot,
  type TipoConsulta,
} from './revision-registro';
import type { FacturaRevisable } from './revision';
import { facturasApi } from '../contract';
import { facturasKeys } from '../keys';

/*
 * The registry's answers for the list's Enviar and the batch send (issue 37), read through the same
 * day-keyed cache as the form's panel: a hundred invoices of ten clients ask the registry ten times.
 */

/** The sentence of a failed lookup (the RegistroError's own, else 'an unexpected answer'). */
export const motivoDe = (error: unknown) =>
  error instanceof RegistroError ? error.message : esRegistro.registroHacienda.motivos.respuesta();

/** The answers keyed by lookup, as the pure check reads them. */
export function snapshotDe(
  activo: boolean,
  leer: (tipo: TipoConsulta, valor: string) => Consulta<unknown> | undefined,
): RegistroSnapshot {
  const de = (tipo: TipoConsulta) => (valor: string) =>
    (activo ? (leer(tipo, valor) ?? { estado: 'apagada' }) : { estado: 'apagada' }) as never;
  return { activo, contribuyente: de('contribuyente'), exoneracion: de('exoneracion'), cabys: de('cabys') };
}

/** The registry's query options for each kind of lookup the check makes. */
export const consultaOpciones = {
  contribuyente: registroQueries.contribuyente,
  exoneracion: registroQueries.exoneracion,
  cabys: registroQueries.cabys,
} as const;

/**
 * Every lookup the invoice needs, asked (or read from the cache) and settled: a failure is an answer
 * too ('fallo'), never thrown. Each lookup has its own 5 s limit, so this ends.
 */
export async function leerRegistro(queryClient: QueryClient, f: FacturaRevisable): Promise<RegistroSnapshot> {
  const activo = registroActivo();
  if (!activo) return snapshotDe(false, () => undefined);
  const pedidas = consultasRegistro(f);
  const respuestas = new Map<string, Consulta<unknown>>();
  await Promise.all(
    (Object.keys(pedidas) as TipoConsulta[]).flatMap((tipo) =>
      pedidas[tipo].map(async (valor) => {
        try {
          const v = await queryClient.fetchQuery(consultaOpciones[tipo](valor) as never);
          respuestas.set(`${tipo}|${valor}`, { estado: 'hecha', valor: v as unknown });
        } catch (error) {
          respuestas.set(`${tipo}|${valor}`, { estado: 'fallo', motivo: motivoDe(error) });
        }
      }),
    ),
  );
  return snapshotDe(true, (tipo, valor) => respuestas.get(`${tipo}|${valor}`));
}

/** The account's identification (`GET /api/empresa/data?id`), kept a few minutes. */
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
