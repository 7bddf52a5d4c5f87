import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/auth/session';
import * as es from '@/messages/es-cierre-iva';
import { leerCuentaIva, llamadasCierre } from '../api';
import { motivoArchivo } from '../archivo-del-mes';
import { entradaHoja } from '../datos-hoja';
import { crearLectorXml, type LectorXml } from '../lector-xml';
import { cargarMes, type AvanceCarga, type DatosMes } from '../loader';
import type { Escritos, Prellenado } from '../prellenado';
import { almacenIva, registroVacio, type RegistroMes } from '../store';
import { hojaIva, type HojaIva, type Proporcion } from '../worksheet';
import type { DocumentoIva } from '../xml-iva';

const t = es.cierreIvaCarga.archivos;

/**
 * While the month loads, the worksheet is recomputed at most this often: with two thousand documents
 * one computation takes tens of milliseconds, and a batch arrives several times a second.
 */
export const RECALCULO_MS = 1000;

const SIN_PRELLENADO: Prellenado = {};
const SIN_ESCRITOS: Escritos = {};

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
  const [avance, setAvance] = useState<AvanceCarga | null>(null);
  const [registro, setRegistro] = useState<RegistroMes | null>(null);
  const [archivos, setArchivos] = useState<DocumentoIva[]>([]);
  const [rechazos, setRechazos] = useState<string[]>([]);
  const [versionHoja, setVersionHoja] = useState(0);
  const control = useRef<AbortController | null>(null);
  const lector = useRef<LectorXml | null>(null);
  const recalculo = useRef<ReturnType<typeof setTimeout> | null>(null);

  const leerLector = () => (lector.current ??= crearLectorXml());

  const iniciar = useCallback(
    (previo: DatosMes | null) => {
      control.current?.abort();
      const c = new AbortController();
      control.current = c;
      const vigente = () => control.current === c;
      void cargarMes({
        mes,
        llamadas: llamadasCierre,
        almacen,
        leer: (xmls) => leerLector().leer(xmls),
        signal: c.signal,
        previo,
        avisar: (a) => {
          if (!vigente()) return;
          setAvance(a);
          const final = a.fase !== 'listas' && a.fase !== 'documentos';
          if (final) {
            if (recalculo.current) clearTimeout(recalculo.current);
            recalculo.current = null;
            setVersionHoja((v) => v + 1);
          } else if (!recalculo.current) {
            recalculo.current = setTimeout(() => {
              recalculo.current = null;
              setVersionHoja((v) => v + 1);
            }, RECALCULO_MS);
          }
        },
      });
    },
    [mes, almacen],
  );

  useEffect(() => {
    let vivo = true;
    void (async () => {
      const r = await almacen.mes(mes);
      const docs = await almacen.documentosPorClave(r.archivos);
      if (!vivo) return;
      setRegistro(r);
      setArchivos([...docs.values()]);
    })();
    iniciar(null);
    return () => {
      vivo = false;
      control.current?.abort();
      control.current = null;
      if (recalculo.current) clearTimeout(recalculo.current);
      recalculo.current = null;
    };
  }, [mes, almacen, iniciar]);

  useEffect(
    () => () => {
      lector.current?.cerrar();
      lector.current = null;
    },
    [],
  );

  const datos = avance?.datos ?? null;
  const proporcion = registro?.proporcion ?? null;
  const hoja: HojaIva | null = useMemo(
    () => (datos ? hojaIva(entradaHoja(mes, datos, archivos, proporcion, new Date())) : null),
    // The load's data change in place: `versionHoja` says when to read them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mes, datos, archivos, proporcion, versionHoja],
  );

  const cancelar = useCallback(() => control.current?.abort(), []);
  /** Goes on from where it stopped; what was read already is not asked again. */
  const reanudar = useCallback(() => iniciar(datos), [iniciar, datos]);

  /**
   * Asks once more the invoices whose XML the server refused: their refusals, kept with the month so
   * that no open asks them again, are forgotten, and the load goes on from where it ended. Offered only
   * once the load has ended, so that no running load writes its refusals back after.
   */
  const reintentarRehusados = useCallback(async () => {
    await almacen.cambiarMes(mes, (r) => ({ ...r, rehusados: {} }));
    iniciar(datos && { ...datos, rehusados: new Map() });
  }, [almacen, mes, iniciar, datos]);

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
    [almacen, cambiarRegistro, mes, queryClient],
  );

  return {
    avance,
    hoja,
    completo: avance?.fase === 'completa',
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
