import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-facturas';
import {
  descargarPdf,
  descargarXml,
  useCambiarEstadoPago,
  useConsultarEstado,
  useConsultarEstadoNc,
  useEnviarFactura,
  primerMotivo as motivoDe,
  useSaveNotaCredito,
} from '@/features/facturas/api';
import type { EstadoFiltro, EstadoPago, FacturaRow } from '@/features/facturas/contract';
import {
  FLASH_FACTURA_MS,
  bloqueosTrasConsulta,
  bloqueosTrasEnvio,
  resultadoConsulta,
  resultadoEnvio,
  type AccionFactura,
} from '@/features/facturas/rules';
import type { Watcher } from '@/features/facturas/seguimiento/watcher';
import type { FacturaActionsValue } from '../factura-actions';
import { useRowLocks } from '../use-row-locks';
import { flashFailure } from './flash-failure';
import { avisarRegistro, revisarAntesDeEnviar, type RevisionEnvio } from './revisar-antes-de-enviar';

const t = es.facturas;

type Opciones = {
  vigilante: Watcher | null;
  /** The ids the watcher is checking now (they show busy too). */
  consultando: readonly number[];
  filas: readonly FacturaRow[] | undefined;
  esAdmin: boolean;
  filtroEstado: EstadoFiltro;
  /** Shows (a text) or hides (null) the wait dialog. */
  setEspera: (texto: string | null) => void;
};

/**
 * Listado Facturas' seven row actions with their wait, result and confirmation dialogs and the spec's
 * messages: the rows' context for FacturaActions, and the rows with a person's action in flight
 * (`ocupadas`).
 */
export function useRowActions({ vigilante, consultando, filas, esAdmin, filtroEstado, setEspera }: Opciones) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { bloqueos, bloquear, ahora } = useRowLocks();
  const [ocupadas, setOcupadas] = useState<ReadonlyMap<number, AccionFactura>>(() => new Map());
  const ocupadasRef = useRef(new Map<number, AccionFactura>());
  /** Runs one action on a row: a second one on the same row while it runs is ignored. */
  const enFila = useCallback(
    async (facturaId: number, accion: AccionFactura, ejecutar: () => Promise<void>) => {
      // An automatic check of the row in flight counts too: one check per invoice at a time (D37).
      if (ocupadasRef.current.has(facturaId) || vigilante?.enCurso(facturaId)) return;
      ocupadasRef.current.set(facturaId, accion);
      setOcupadas(new Map(ocupadasRef.current));
      try {
        await ejecutar();
      } finally {
        ocupadasRef.current.delete(facturaId);
        setOcupadas(new Map(ocupadasRef.current));
      }
    },
    [vigilante],
  );
  const { mutateAsync: enviar } = useEnviarFactura();
  const { mutateAsync: consultar } = useConsultarEstado();
  const { mutateAsync: consultarNc } = useConsultarEstadoNc();
  const { mutateAsync: notaCredito } = useSaveNotaCredito();
  const { mutateAsync: cambiarPago } = useCambiarEstadoPago();

  const onEnviar = useCallback(
    (row: FacturaRow) =>
      void enFila(row.facturaId, 'enviar', async () => {
        // Checked first: what Hacienda would reject is never sent (F40).
        setEspera(t.revisando);
        let revision: RevisionEnvio;
        try {
          revision = await revisarAntesDeEnviar(queryClient, row.facturaId);
        } catch (error) {
          setEspera(null);
          flashFailure(t.envioFallo, error, FLASH_FACTURA_MS);
          return;
        }
        if (revision.problemas.length) {
          setEspera(null);
          const editar = await confirmDialog({
            title: t.noEnviadaTitulo,
            message: t.noEnviada(row.facturaId),
            items: revision.problemas,
            confirmText: t.editarFactura,
            cancelText: t.cerrar,
          });
          if (editar) navigate(paths.facturaEditar(row.facturaId));
          return;
        }
        // What Hacienda's registry warned of or could not check: said as the invoice goes,
        // kept until closed; nothing here holds it back.
        avisarRegistro(queryClient, row.facturaId, revision, setEspera);
        setEspera(t.enviandoHacienda);
        try {
          const r = await enviar(row.facturaId);
          bloquear(row.facturaId, bloqueosTrasEnvio(r.result, Date.now()));
          setEspera(null);
          const tipo = resultadoEnvio(r.result);
          // Pending: asked again by itself when the 5-minute block ends (D37), never sent again.
          if (tipo === 'pendiente') vigilante?.enviada(row.facturaId);
          if (tipo === 'aceptado') flash.success(t.envioExitoso, FLASH_FACTURA_MS);
          else if (tipo === 'pendiente')
            void alertDialog({ title: t.respuestaHaciendaTitulo, message: t.respuestaHaciendaPendiente });
          else void alertDialog({ title: t.errorEnvioTitulo, message: r.resultStr || t.envioFallo });
        } catch (error) {
          setEspera(null);
          flashFailure(t.envioFallo, error, FLASH_FACTURA_MS);
        } finally {
          setEspera(null);
        }
      }),
    [enFila, enviar, bloquear, queryClient, navigate, vigilante, setEspera],
  );

  const primerMotivo = useCallback((id: number) => motivoDe(queryClient, id), [queryClient]);

  /** Obtener Respuesta (and the credit note's): each check blocks the next one 10 s. */
  const comprobar = useCallback(
    (
      row: FacturaRow,
      accion: 'obtenerRespuesta' | 'obtenerRespuestaNc',
      llamar: (id: number) => Promise<{ result: number; resultStr: string }>,
    ) =>
      void enFila(row.facturaId, accion, async () => {
        setEspera(t.consultandoHacienda);
        const tipoConsulta = accion === 'obtenerRespuesta' ? 'factura' : 'nc';
        try {
          const r = await llamar(row.facturaId);
          // A person's check counts as one and starts the automatic back-off again (D37).
          vigilante?.consultada(row.facturaId, tipoConsulta, r);
          setEspera(null);
          const tipo = resultadoConsulta(r.result);
          if (tipo === 'aceptado') flash.success(t.comprobado(r.resultStr), FLASH_FACTURA_MS);
          else if (tipo === 'rechazado') {
            const motivo = accion === 'obtenerRespuesta' ? await primerMotivo(row.facturaId) : null;
            flash.warning(
              motivo ? t.comprobadoRechazadoMotivo(r.resultStr, motivo) : t.comprobadoRechazado(r.resultStr),
              FLASH_FACTURA_MS,
            );
          } else flash.info(t.noComprobado(r.resultStr), FLASH_FACTURA_MS);
        } catch (error) {
          vigilante?.consultada(row.facturaId, tipoConsulta, null);
          setEspera(null);
          flashFailure(t.consultaFallo, error, FLASH_FACTURA_MS);
        } finally {
          setEspera(null);
          bloquear(row.facturaId, bloqueosTrasConsulta(Date.now()));
        }
      }),
    [enFila, bloquear, primerMotivo, vigilante, setEspera],
  );

  const onNotaCredito = useCallback(
    async (row: FacturaRow) => {
      const ok = await confirmDialog({
        title: t.accion.notaCredito,
        message: t.notaCreditoConfirmar(row.facturaId),
        confirmText: t.accion.notaCredito,
        destructive: true,
      });
      if (!ok) return;
      await enFila(row.facturaId, 'notaCredito', async () => {
        flash.info(t.anulando);
        try {
          await notaCredito(row.facturaId);
          flash.success(t.anulado, FLASH_FACTURA_MS);
        } catch (error) {
          flashFailure(t.anularError(row.facturaId), error, UNTIL_CLOSED);
        }
      });
    },
    [enFila, notaCredito],
  );

  const onCambiarPago = useCallback(
    async (row: FacturaRow, estadoPago: EstadoPago) => {
      const ok = await confirmDialog({
        title: t.cambiarPagoTitulo(row.facturaId),
        message: t.cambiarPagoConfirmar(estadoPago),
        confirmText: t.accion.cambiar,
      });
      if (!ok) return;
      await enFila(row.facturaId, 'cambiar', async () => {
        try {
          await cambiarPago({ id: row.facturaId, estadoPago });
          flash.success(t.pagoCambiado(estadoPago), FLASH_FACTURA_MS);
        } catch (error) {
          flashFailure(t.pagoError, error, UNTIL_CLOSED);
        }
      });
    },
    [enFila, cambiarPago],
  );

  const onPdf = useCallback(
    (row: FacturaRow) =>
      void enFila(row.facturaId, 'pdf', async () => {
        try {
          flash.success(t.descargada(await descargarPdf(row.facturaId)));
        } catch (error) {
          flashFailure(t.pdfError(row.facturaId), error, UNTIL_CLOSED);
        }
      }),
    [enFila],
  );

  const onXml = useCallback(
    (row: FacturaRow) =>
      void enFila(row.facturaId, 'xml', async () => {
        try {
          flash.success(t.xmlDescargado(await descargarXml(row.facturaId)));
        } catch (error) {
          flashFailure(t.xmlError, error);
        }
      }),
    [enFila],
  );

  // A row checked automatically shows busy, its check button's place taken by the spinner.
  const ocupadasVista = useMemo(() => {
    if (!consultando.length) return ocupadas;
    const m = new Map(ocupadas);
    for (const id of consultando) {
      const row = filas?.find((r) => r.facturaId === id);
      if (!m.has(id)) m.set(id, row?.enviadaHacienda === 2 ? 'obtenerRespuestaNc' : 'obtenerRespuesta');
    }
    return m;
  }, [ocupadas, consultando, filas]);

  const contexto = useMemo<FacturaActionsValue>(
    () => ({
      esAdmin,
      filtroEstado,
      ocupadas: ocupadasVista,
      bloqueos,
      ahora,
      onEnviar,
      onObtenerRespuesta: (row) => comprobar(row, 'obtenerRespuesta', consultar),
      onObtenerRespuestaNc: (row) => comprobar(row, 'obtenerRespuestaNc', consultarNc),
      onNotaCredito: (row) => void onNotaCredito(row),
      onCambiarPago: (row, estadoPago) => void onCambiarPago(row, estadoPago),
      onPdf,
      onXml,
    }),
    [
      esAdmin,
      filtroEstado,
      ocupadasVista,
      bloqueos,
      ahora,
      onEnviar,
      comprobar,
      consultar,
      consultarNc,
      onNotaCredito,
      onCambiarPago,
      onPdf,
      onXml,
    ],
  );

  return { contexto, ocupadas };
}
