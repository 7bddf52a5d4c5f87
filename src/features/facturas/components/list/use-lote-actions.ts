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
  /** The range's unsent invoices, each checked (four at a time, with progress): 'Factura N: first problem'. */
  const revisarLote = async (f: FiltrosFacturas): Promise<string[]> => {
    setEspera(t.loteRevisando(0, 0));
    const { facturas } = await facturasSinEnviar(f, LOTE_MAX);
    const { revisarFactura, revisableDesdeFactura } = await loadRevision();
    const primeros = await inParallel(
      facturas.map((r) => r.facturaId),
      4,
      async (id) => {
        const { factura } = await queryClient.fetchQuery(facturaDataQuery(id));
        const problema = factura ? revisarFactura(revisableDesdeFactura(factura))[0] : undefined;
        return problema ? t.loteProblema(id, problema.mensaje) : null;
      },
      (hechas, total) => setEspera(t.loteRevisando(hechas, total)),
    );
    return primeros.filter((p): p is string => p !== null);
  };

  const onLote = async (f: FiltrosFacturas) => {
    if (!f.fechaInicio || !f.fechaFinal) {
      flash.danger(t.loteFechas);
      return;
    }
    filtrar(f);
    // Checked first: the range's unsent invoices that Hacienda would reject are named (F40).
    let rechazables: string[];
    try {
      rechazables = await revisarLote(f);
    } catch (error) {
      setEspera(null);
      flashFailure(t.loteError, error, UNTIL_CLOSED);
      return;
    }
    setEspera(null);
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
