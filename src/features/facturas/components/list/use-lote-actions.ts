import { useQueryClient } from '@tanstack/react-query';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { inParallel } from '@/lib/concurrency';
import { formatDate, parseQueryDate } from '@/lib/dates';
import * as es from '@/messages/es-facturas';
import { facturaDataQuery, facturasSinEnviar, useEnviarLote } from '@/features/facturas/api';
import { FLASH_FACTURA_MS } from '@/features/facturas/rules';
import { flashFailure } from './flash-failure';
import { loadRevision } from './revision-loader';
import type { FiltrosFacturas } from './facturas-filter';

const t = es.facturas;

/** The most unsent invoices of a range the batch check reads (the batch send itself has no limit). */
const LOTE_MAX = 1000;

type Opciones = {
  /** Shows the range's filters in the list. */
  filtrar: (f: FiltrosFacturas) => void;
  /** Shows (a text) or hides (null) the wait dialog. */
  setEspera: (texto: string | null) => void;
};

/**
 * Listado Facturas' batch send of a date range: the range's unsent invoices checked first (F40),
 * then confirmed and sent.
 */
export function useLoteActions({ filtrar, setEspera }: Opciones) {
  const queryClient = useQueryClient();
  const { mutateAsync: enviarLote, isPending: enviandoLote } = useEnviarLote();
  /**
   * The range's unsent invoices, each checked (four at a time, with progress): 'Factura N: first
   * problem', and the registry checks that could not be made. The registry's answers come from the
   * day's cache, so invoices of the same client ask it once (issue 37).
   */
  const revisarLote = async (
    f: FiltrosFacturas,
  ): Promise<{ rechazables: string[]; sinComprobar: string[] }> => {
    setEspera(t.loteRevisando(0, 0));
    const { facturas } = await facturasSinEnviar(f, LOTE_MAX);
    const r = await loadRevision();
    const emisor = await r.identificacionCuenta(queryClient);
    const sinComprobar = new Set<string>();
    const primeros = await inParallel(
      facturas.map((x) => x.facturaId),
      4,
      async (id) => {
        const { factura } = await queryClient.fetchQuery(facturaDataQuery(id));
        if (!factura) return null;
        const revisable = r.revisableDesdeFactura(factura, emisor);
        const registro = r.revisarRegistro(revisable, await r.leerRegistro(queryClient, revisable));
        for (const s of registro.sinComprobar) sinComprobar.add(s.mensaje);
        const problema = [...r.revisarFactura(revisable), ...registro.problemas][0];
        return problema ? t.loteProblema(id, problema.mensaje) : null;
      },
      (hechas, total) => setEspera(t.loteRevisando(hechas, total)),
    );
    return { rechazables: primeros.filter((p): p is string => p !== null), sinComprobar: [...sinComprobar] };
  };

  const onLote = async (f: FiltrosFacturas) => {
    if (!f.fechaInicio || !f.fechaFinal) {
      flash.danger(t.loteFechas);
      return;
    }
    filtrar(f);
    // Checked first: the range's unsent invoices that Hacienda would reject are named (F40).
    let rechazables: string[];
    let sinComprobar: string[];
    try {
      ({ rechazables, sinComprobar } = await revisarLote(f));
    } catch (error) {
      setEspera(null);
      flashFailure(t.loteError, error, UNTIL_CLOSED);
      return;
    }
    setEspera(null);
    // A registry check that could not be made never holds the batch back; it is said, until closed.
    if (sinComprobar.length)
      flash.info(t.loteSinComprobar(sinComprobar.length, sinComprobar[0]!), UNTIL_CLOSED);
    if (
      rechazables.length &&
      !(await confirmDialog({
        title: t.loteProblemasTitulo,
        message: t.loteProblemas(rechazables.length),
        items: rechazables,
        confirmText: t.loteEnviarIgual,
      }))
    )
      return;
    const ok = await confirmDialog({
      title: t.lote,
      message: t.loteConfirmar(
        formatDate(parseQueryDate(f.fechaInicio)),
        formatDate(parseQueryDate(f.fechaFinal)),
      ),
      confirmText: t.lote,
    });
    if (!ok) return;
    flash.info(t.loteEnviando);
    try {
      await enviarLote({ fechaInicio: f.fechaInicio, fechaFinal: f.fechaFinal });
      flash.success(t.loteIniciado, FLASH_FACTURA_MS);
    } catch (error) {
      flashFailure(t.loteError, error, UNTIL_CLOSED);
    }
  };

  return { onLote, enviandoLote };
}
