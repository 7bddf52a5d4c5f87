import type { QueryClient } from '@tanstack/react-query';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import * as es from '@/messages/es-facturas';
import * as esRegistro from '@/messages/es-registro-hacienda';
import { facturaDataQuery, identificacionCuenta } from '@/features/facturas/api';
import { FLASH_FACTURA_MS } from '@/features/facturas/rules';
import { flashFailure } from './flash-failure';
import { loadRevision } from './revision-loader';

const t = es.facturas;

/** What the check before sending found in one invoice (F40 and Hacienda's registry). */
export type RevisionEnvio = {
  /** What Hacienda would reject: the invoice is not sent. */
  problemas: string[];
  /** The receiver's warnings and the checks not made, each reason once: said as the invoice goes. */
  notas: string[];
  /** Some registry check could not be made: 'Reintentar' may ask again. */
  sinComprobar: boolean;
};

/**
 * The invoice read and checked: the app's own rules, then the registry's within one 5-second budget
 * for all its lookups, so a registry that never answers delays the send by that much at most.
 */
export async function revisarAntesDeEnviar(
  queryClient: QueryClient,
  facturaId: number,
): Promise<RevisionEnvio> {
  const r = await loadRevision();
  const [{ factura }, emisor] = await Promise.all([
    queryClient.fetchQuery(facturaDataQuery(facturaId)),
    identificacionCuenta(queryClient),
  ]);
  if (!factura) return { problemas: [], notas: [], sinComprobar: false };
  const revisable = r.revisableDesdeFactura(factura, emisor);
  const snapshot = await r.leerRegistro(queryClient, r.consultasRegistro(revisable));
  const registro = r.revisarRegistro(revisable, snapshot);
  return {
    problemas: [...r.revisarFactura(revisable), ...registro.problemas].map((p) => p.mensaje),
    notas: [
      ...registro.avisos.map((a) => a.mensaje),
      ...r.sinComprobarAgrupadas(registro.sinComprobar, snapshot),
    ],
    sinComprobar: registro.sinComprobar.length > 0,
  };
}

/**
 * Says what the registry warned of or could not check as the invoice goes, until closed (D45); when a
 * check could not be made, with 'Reintentar', which asks the registry again for that invoice.
 */
export function avisarRegistro(
  queryClient: QueryClient,
  facturaId: number,
  { notas, sinComprobar }: RevisionEnvio,
  setEspera: (texto: string | null) => void,
) {
  if (!notas.length) return;
  const reintentar = {
    label: esRegistro.registroHacienda.reintentar,
    run: () => void recomprobar(queryClient, facturaId, setEspera),
  };
  flash.info(
    t.enviadaConAvisos(facturaId, notas.join(' ')),
    UNTIL_CLOSED,
    sinComprobar ? reintentar : undefined,
  );
}

/** 'Reintentar': the invoice (already sent) checked again, and what the registry says now. */
async function recomprobar(
  queryClient: QueryClient,
  facturaId: number,
  setEspera: (texto: string | null) => void,
) {
  setEspera(t.recomprobando);
  let revision: RevisionEnvio;
  try {
    revision = await revisarAntesDeEnviar(queryClient, facturaId);
  } catch (error) {
    flashFailure(t.recomprobacionFallo, error, UNTIL_CLOSED);
    return;
  } finally {
    setEspera(null);
  }
  if (revision.problemas.length)
    flash.warning(t.recomprobadaProblemas(facturaId, revision.problemas.join(' ')), UNTIL_CLOSED);
  else if (revision.notas.length) avisarRegistro(queryClient, facturaId, revision, setEspera);
  else flash.success(t.recomprobadaSinNotas(facturaId), FLASH_FACTURA_MS);
}
