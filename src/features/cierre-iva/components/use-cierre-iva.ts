import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/auth/session';
import * as es from '@/messages/es-cierre-iva';
import { leerCuentaIva } from '../api';
import { motivoArchivo } from '../archivo-del-mes';
import { crearLectorXml, type LectorXml } from '../lector-xml';
import type { Escritos, Prellenado } from '../prellenado';
import { almacenIva, registroVacio, type RegistroMes } from '../store';
import type { Proporcion } from '../worksheet';
import type { DocumentoIva } from '../xml-iva';
import { useCargaMes } from './use-carga-mes';

const t = es.cierreIvaCarga.archivos;

const SIN_PRELLENADO: Prellenado = {};
const SIN_ESCRITOS: Escritos = {};
/** No files: one array, so that reading an empty list from the store does not recompute the purchases. */
const SIN_ARCHIVOS: DocumentoIva[] = [];

/**
 * Cierre de IVA's state for a month: its load (progress, Cancelar, Reanudar, Reintentar), the
 * worksheet, and what the clerk gives it (the pre-fill, the year's proportion, the supplier files),
 * each kept per user and month in the browser's store. The page mounts it once per month (a `key`),
 * so a month never shows another's state.
 */
export function useCierreIva(mes: string) {
  const usuario = useSession()?.claims.user_name ?? '';
  const queryClient = useQueryClient();
  const almacen = useMemo(() => almacenIva(usuario), [usuario]);
  const [registro, setRegistro] = useState<RegistroMes | null>(null);
  const [archivos, setArchivos] = useState<DocumentoIva[]>(SIN_ARCHIVOS);
  const [rechazos, setRechazos] = useState<string[]>([]);
  const lector = useRef<LectorXml | null>(null);

  const leerLector = useCallback(() => (lector.current ??= crearLectorXml()), []);
  const { avance, vista, comprobando, cancelar, reanudar, volverAPedir } = useCargaMes(
    mes,
    almacen,
    leerLector,
  );

  useEffect(() => {
    let vivo = true;
    void (async () => {
      // A store that cannot be read leaves the month's record empty: the worksheet still shows.
      const r = await almacen.mes(mes).catch(() => registroVacio(mes));
      const docs = await almacen.documentosPorClave(r.archivos).catch(() => new Map<string, DocumentoIva>());
      if (!vivo) return;
      // The record is often what lets the worksheet show (a reopened month's stored load comes first):
      // set in a transition, the worksheet's computation and first drawing are sliced, not one task.
      startTransition(() => {
        setRegistro(r);
        setArchivos(docs.size > 0 ? [...docs.values()] : SIN_ARCHIVOS);
      });
    })();
    return () => {
      vivo = false;
    };
  }, [mes, almacen]);

  useEffect(
    () => () => {
      lector.current?.cerrar();
      lector.current = null;
    },
    [],
  );

  const proporcion = registro?.proporcion ?? null;
  /*
   * The worksheet waits for the month's record (its proportion, pre-fill and files): a reopened month's
   * stored load is often at hand first, and drawing it before would compute and draw it twice.
   */
  const { datos, recibidos } = vista;
  const vistaHoja = registro !== null && datos && recibidos ? { ...vista, datos, recibidos } : null;

  /**
   * Asks once more the invoices whose XML the server refused: their refusals, kept with the month so
   * that no open asks them again, are forgotten, and the load goes on from where it ended. Offered only
   * once the load has ended, so that no running load writes its refusals back after.
   */
  const reintentarRehusados = useCallback(async () => {
    await almacen.cambiarMes(mes, (r) => ({ ...r, rehusados: {} }));
    volverAPedir();
  }, [almacen, mes, volverAPedir]);

  const cambiarRegistro = useCallback(
    (cambio: (r: RegistroMes) => RegistroMes) => {
      setRegistro((r) => cambio(r ?? registroVacio(mes)));
      // Written on every change, like a form's draft, and never expired.
      void almacen.cambiarMes(mes, cambio).catch(() => {});
    },
    [almacen, mes],
  );
  const setPrellenado = useCallback(
    (prellenado: Prellenado, escritos: Escritos) => cambiarRegistro((r) => ({ ...r, prellenado, escritos })),
    [cambiarRegistro],
  );
  const setProporcion = useCallback(
    (p: Proporcion | null) => cambiarRegistro((r) => ({ ...r, proporcion: p })),
    [cambiarRegistro],
  );

  /**
   * Checks and reads the dropped files (off the page), keeps those of the month addressed to the
   * account, says why not the rest. Without the account's cédula none is taken (the error says why).
   */
  const agregarArchivos = useCallback(
    async (files: readonly File[]): Promise<number> => {
      if (files.length === 0) return 0;
      const [cuenta, leidos] = await Promise.all([
        leerCuentaIva(queryClient),
        leerLector().leerArchivos([...files]),
      ]);
      const aceptados: DocumentoIva[] = [];
      const motivos: string[] = [];
      for (const a of leidos) {
        const motivo = motivoArchivo(a, mes, cuenta);
        if (motivo) motivos.push(t.rechazo(a.nombre, motivo));
        else if ('documento' in a) aceptados.push(a.documento);
      }
      setRechazos(motivos);
      if (aceptados.length === 0) return 0;
      await almacen.guardarDocumentos(
        aceptados.map((documento) => ({ clave: documento.clave, origen: 'archivo', documento })),
      );
      const claves = aceptados.map((d) => d.clave);
      cambiarRegistro((r) => ({ ...r, archivos: [...new Set([...r.archivos, ...claves])] }));
      setArchivos((antes) => {
        const porClave = new Map(antes.map((d) => [d.clave, d]));
        for (const d of aceptados) porClave.set(d.clave, d);
        return [...porClave.values()];
      });
      return aceptados.length;
    },
    [almacen, cambiarRegistro, leerLector, mes, queryClient],
  );

  return {
    avance,
    /** The worksheet shown is the month's last complete one, from the store, while the lists are asked again. */
    comprobando,
    /** What the worksheet is computed from (`HojaDelMes`), once the month's record is read. */
    vistaHoja,
    completo: avance?.fase === 'completa',
    /** The load is running (a stored worksheet being checked is shown as complete). */
    enCarga: avance?.fase === 'listas' || avance?.fase === 'documentos',
    cancelar,
    reanudar,
    reintentarRehusados,
    prellenado: registro?.prellenado ?? SIN_PRELLENADO,
    escritos: registro?.escritos ?? SIN_ESCRITOS,
    setPrellenado,
    proporcion,
    setProporcion,
    archivos,
    rechazos,
    agregarArchivos,
  };
}
