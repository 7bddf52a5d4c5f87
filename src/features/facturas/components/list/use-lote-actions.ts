import { useQueryClient } from '@tanstack/react-query';
import PQueue from 'p-queue';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { formatDate, parseQueryDate } from '@/lib/dates';
import * as es from '@/messages/es-facturas';
import {
  facturaDataQuery,
  facturasSinEnviar,
  identificacionCuenta,
  useEnviarLote,
} from '@/features/facturas/api';
import type { SinComprobar, TipoConsulta } from '@/features/facturas/revision/revision-registro';
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
   * The range's unsent invoices, read four at a time (with progress), then checked: 'Factura N: first
   * problem', and the registry checks that could not be made, each reason once. The registry is asked
   * each value once for the whole range, side by side within its rate rule and one budget
   * (`presupuestoLote`): a silent registry holds the batch 5 s more, never 5 s per invoice.
   */
  const revisarLote = async (
    f: FiltrosFacturas,
  ): Promise<{ rechazables: string[]; sinComprobar: string[] }> => {
    setEspera(t.loteRevisando(0, 0));
    const { facturas } = await facturasSinEnviar(f, LOTE_MAX);
    const r = await loadRevision();
    const emisor = await identificacionCuenta(queryClient);
    const cola = new PQueue({ concurrency: 4 });
    let hechas = 0;
    const leidas = await Promise.all(
      facturas.map(({ facturaId: id }) =>
        cola.add(async () => {
          const { factura } = await queryClient.fetchQuery(facturaDataQuery(id));
          setEspera(t.loteRevisando(++hechas, facturas.length));
          return factura ? { id, revisable: r.revisableDesdeFactura(factura, emisor) } : null;
        }),
      ),
    );
    const revisables = leidas.filter((x) => x !== null);
    const pedidas = revisables.map((x) => r.consultasRegistro(x.revisable));
    const todas = (tipo: TipoConsulta) => [...new Set(pedidas.flatMap((p) => p[tipo]))];
    const union = {
      contribuyente: todas('contribuyente'),
      exoneracion: todas('exoneracion'),
      cabys: todas('cabys'),
    };
    const n = union.contribuyente.length + union.exoneracion.length + union.cabys.length;
    const snapshot = await r.leerRegistro(queryClient, union, r.presupuestoLote(n));
    const rechazables: string[] = [];
    const sinComprobar: SinComprobar[] = [];
    for (const { id, revisable } of revisables) {
      const registro = r.revisarRegistro(revisable, snapshot);
      sinComprobar.push(...registro.sinComprobar);
      const problema = [...r.revisarFactura(revisable), ...registro.problemas][0];
      if (problema) rechazables.push(t.loteProblema(id, problema.mensaje));
    }
    return { rechazables, sinComprobar: r.sinComprobarAgrupadas(sinComprobar, snapshot) };
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
    if (sinComprobar.length) flash.info(t.loteSinComprobar(sinComprobar.join(' ')), UNTIL_CLOSED);
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
