import {
  isCancelledError,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { LIMITE_MS, RegistroError, registroActivo } from '@/features/registro-hacienda/api';
import type {
  CabysRegistro,
  Contribuyente,
  ExoneracionRegistro,
} from '@/features/registro-hacienda/contract';
import { registroQueries } from '@/features/registro-hacienda/queries';
import * as esRegistro from '@/messages/es-registro-hacienda';
import type { Consulta, RegistroSnapshot, TipoConsulta } from './revision-registro';

/*
 * The registry's answers for the check before sending: the form's panel builds them from its live
 * queries, the list's Enviar and the batch send read them here through the same day-keyed cache, so a
 * hundred invoices of ten clients ask the registry ten times.
 */

const motivos = esRegistro.registroHacienda.motivos;

/**
 * The sentence of a failed lookup: the RegistroError's own; a lookup cancelled because the check's time
 * ran out is one that did not answer in time; anything else is an unexpected answer.
 */
export const motivoDe = (error: unknown) =>
  error instanceof RegistroError
    ? error.message
    : isCancelledError(error)
      ? motivos.tiempo()
      : motivos.respuesta();

/** What each kind of lookup answers. */
export type ValorConsulta = {
  contribuyente: Contribuyente;
  exoneracion: ExoneracionRegistro;
  cabys: CabysRegistro;
};

/** The values to look up, by kind (what `consultasRegistro` gives). */
export type Pedidas = Record<TipoConsulta, readonly string[]>;

/** The answers by kind and value looked up. */
export type Respuestas = { [K in TipoConsulta]: ReadonlyMap<string, Consulta<ValorConsulta[K]>> };

const APAGADA = { estado: 'apagada' } as const;

/** The answers as the pure check reads them: a value not asked (or lookups off) is 'apagada'. */
export function snapshotDe(activo: boolean, respuestas: Respuestas | null): RegistroSnapshot {
  const de =
    <T>(m: ReadonlyMap<string, Consulta<T>> | undefined) =>
    (valor: string): Consulta<T> =>
      (activo && m?.get(valor)) || APAGADA;
  return {
    activo,
    contribuyente: de(respuestas?.contribuyente),
    exoneracion: de(respuestas?.exoneracion),
    cabys: de(respuestas?.cabys),
  };
}

/** How long the check before sending waits for the registry: one limit for all its lookups together. */
export const PRESUPUESTO_MS = LIMITE_MS;

/**
 * A batch's budget: the one limit, plus the time Hacienda's rate rule takes to send its `n` lookups out
 * (a tenth of a second each), so a healthy registry is asked everything and a silent one costs 5 s more.
 */
export const presupuestoLote = (n: number) => PRESUPUESTO_MS + n * 100;

/**
 * Each value's answer, asked (or read from the cache) side by side, within `fin`: a lookup not answered
 * by then is a failure that did not answer in time, and is cancelled unless a screen is watching it.
 */
async function leerTodas<T, K extends QueryKey>(
  queryClient: QueryClient,
  valores: readonly string[],
  opciones: (valor: string) => FetchQueryOptions<T | null, Error, T | null, K>,
  fin: Promise<void>,
): Promise<Map<string, Consulta<T>>> {
  const respuestas = new Map<string, Consulta<T>>();
  await Promise.all(
    valores.map(async (valor) => {
      const o = opciones(valor);
      let respondida = false;
      const respuesta = queryClient.fetchQuery(o).then(
        (v): Consulta<T> => ({ estado: 'hecha', valor: v }),
        (error: unknown): Consulta<T> => ({ estado: 'fallo', motivo: motivoDe(error) }),
      );
      const vencida = fin.then((): Consulta<T> => {
        if (!respondida) {
          const q = queryClient.getQueryCache().find({ queryKey: o.queryKey, exact: true });
          // A lookup never outlives its caller (D56); the form's panel, if open, keeps its own.
          if (q && q.getObserversCount() === 0) void q.cancel();
        }
        return { estado: 'fallo', motivo: motivos.tiempo() };
      });
      const c = await Promise.race([respuesta, vencida]);
      respondida = true;
      respuestas.set(valor, c);
    }),
  );
  return respuestas;
}

/**
 * Every lookup asked, side by side within Hacienda's rate rule, and settled within `presupuestoMs`
 * for all of them: a failure is an answer too ('fallo', never thrown), and so is a lookup still
 * unanswered when the time is up. The send then goes ahead whatever the registry did.
 */
export async function leerRegistro(
  queryClient: QueryClient,
  pedidas: Pedidas,
  presupuestoMs = PRESUPUESTO_MS,
): Promise<RegistroSnapshot> {
  if (!registroActivo()) return snapshotDe(false, null);
  let reloj: ReturnType<typeof setTimeout> | undefined;
  const fin = new Promise<void>((resolve) => (reloj = setTimeout(resolve, presupuestoMs)));
  try {
    const [contribuyente, exoneracion, cabys] = await Promise.all([
      leerTodas(queryClient, pedidas.contribuyente, registroQueries.contribuyente, fin),
      leerTodas(queryClient, pedidas.exoneracion, registroQueries.exoneracion, fin),
      leerTodas(queryClient, pedidas.cabys, registroQueries.cabys, fin),
    ]);
    return snapshotDe(true, { contribuyente, exoneracion, cabys });
  } finally {
    clearTimeout(reloj);
  }
}
