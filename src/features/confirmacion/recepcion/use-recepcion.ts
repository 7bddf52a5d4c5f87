import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseApiDate, toQueryDate } from '@/lib/dates';
import {
  confirmacionesQuery,
  confirmacionKeys,
  leerCuentaReceptora,
  responderDocumento,
  subirComprobante,
  type Accion,
  type ListaFiltros,
} from '../api';
import { createXmlExaminer } from './xml-examiner';
import type { ExamenComprobante } from '../revisar-comprobante';
import type { EstadoConfirmacion } from '../rules';
import {
  agregar,
  esElegible,
  rangoDeEmision,
  resumenLote,
  vistas,
  type Envio,
  type Fila,
  type Respondidas,
} from './rows';
import { responderLote, type FinLote, type Lote } from './lote';

/** At most this many files in the list (C11). */
export const MAXIMO_ARCHIVOS = 100;
/** Checked files are shown together, at most this often: a hundred answers are a few renders. */
const REFRESCO_MS = 60;

export type EstadoLote = {
  accion: Accion;
  ids: ReadonlySet<number>;
  /** Answered or failed so far (from the rows). */
  hechos: number;
  cancelando: boolean;
  fin: FinLote | null;
};

const diaAConsulta = (dia: string) => toQueryDate(parseApiDate(dia));

/** The list's filters covering the rows' emission days, or null while no row has been read. */
function filtrosDe(filas: readonly Fila[]): ListaFiltros | null {
  const rango = rangoDeEmision(filas);
  return (
    rango && { filter: '', fechaInicio: diaAConsulta(rango.desde), fechaFinal: diaAConsulta(rango.hasta) }
  );
}

const mapaRespondidas = (lista: { confirmRechazos: ReadonlyArray<{ clave: string; estado: string }> }) =>
  new Map(
    lista.confirmRechazos
      .filter((r) => r.estado === 'CONFIRMADO' || r.estado === 'RECHAZADO')
      .map((r) => [r.clave, r.estado as EstadoConfirmacion]),
  );

/** The batch with its progress and final count, both read from the rows it answers. */
function conAvance(lote: Omit<EstadoLote, 'hechos'> | null, filas: readonly Fila[]) {
  if (!lote) return { lote: null, resumen: null };
  const resumen = resumenLote(filas, lote.ids);
  return { lote: { ...lote, hechos: resumen.confirmados + resumen.rechazados + resumen.fallidos }, resumen };
}

/**
 * The state of Recepción de comprobantes (C11): the rows, their checks in workers, the server's list of
 * answered documents for the rows' dates, the selection and the batch.
 */
export function useRecepcion() {
  const queryClient = useQueryClient();
  const [filas, setFilas] = useState<Fila[]>([]);
  const [seleccion, setSeleccion] = useState<ReadonlySet<number>>(new Set());
  const [lote, setLote] = useState<Omit<EstadoLote, 'hechos'> | null>(null);
  // Deadlines count days: the clock the rows read moves once a minute, not with every result.
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    const reloj = setInterval(() => setAhora(new Date()), 60_000);
    return () => clearInterval(reloj);
  }, []);

  // Checks: a pool of workers for the page's life; results gathered and shown together.
  const examinador = useRef<ReturnType<typeof createXmlExaminer> | null>(null);
  const pendientes = useRef(new Map<number, ExamenComprobante>());
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loteEnCurso = useRef<Lote | null>(null);
  useEffect(
    () => () => {
      examinador.current?.cerrar();
      examinador.current = null;
      loteEnCurso.current?.cancelar();
      if (temporizador.current) clearTimeout(temporizador.current);
    },
    [],
  );

  const mostrarExamenes = useCallback(() => {
    temporizador.current = null;
    const listos = pendientes.current;
    pendientes.current = new Map();
    // A transition: React renders the rows in slices and the page keeps answering (bench:recepcion).
    startTransition(() =>
      setFilas((prev) => prev.map((f) => (listos.has(f.id) ? { ...f, examen: listos.get(f.id)! } : f))),
    );
  }, []);

  const examinar = useCallback(
    async (nuevas: readonly Fila[]) => {
      const cuenta = await leerCuentaReceptora(queryClient).catch(() => ({ nombre: '', cedula: '' }));
      examinador.current ??= createXmlExaminer();
      const pool = examinador.current;
      for (const fila of nuevas) {
        pool
          .revisar({ archivo: fila.archivo, cuenta })
          .catch((error: unknown) => ({ motivo: String(error), resumen: null }) as ExamenComprobante)
          .then((examen) => {
            pendientes.current.set(fila.id, examen);
            temporizador.current ??= setTimeout(mostrarExamenes, REFRESCO_MS);
          });
      }
    },
    [queryClient, mostrarExamenes],
  );

  /** Adds files (a drop or the picker); returns how many were left out by the limit. */
  const agregarArchivos = useCallback(
    (archivos: readonly File[]) => {
      const r = agregar(filas, archivos, MAXIMO_ARCHIVOS);
      startTransition(() => setFilas(r.filas));
      void examinar(r.nuevas);
      return r.fuera;
    },
    [filas, examinar],
  );

  const limpiar = useCallback(() => {
    examinador.current?.cerrar();
    examinador.current = null;
    pendientes.current = new Map();
    setFilas([]);
    setSeleccion(new Set());
    setLote(null);
  }, []);

  // The server's answered documents over the rows' days, asked once every row has been read.
  const revisando = filas.filter((f) => f.examen === null).length;
  const filtros = revisando === 0 ? filtrosDe(filas) : null;
  const lista = useQuery({
    ...confirmacionesQuery(filtros ?? { filter: '', fechaInicio: '', fechaFinal: '' }),
    enabled: filtros !== null,
    select: mapaRespondidas,
  });
  const respondidas: Respondidas = filtros && lista.data ? lista.data : null;

  const filasVista = useMemo(() => vistas(filas, respondidas, ahora), [filas, respondidas, ahora]);
  const elegibles = useMemo(
    () => new Set(filasVista.filter((v) => esElegible(v.estado)).map((v) => v.fila.id)),
    [filasVista],
  );
  const elegidos = useMemo(() => [...seleccion].filter((id) => elegibles.has(id)), [seleccion, elegibles]);

  const cambiarEnvio = useCallback((id: number, envio: Envio) => {
    setFilas((prev) => prev.map((f) => (f.id === id ? { ...f, envio } : f)));
  }, []);

  /**
   * Answers the chosen rows that the server's list, asked again now, does not already have: what was
   * answered meanwhile (another tab, another person, a batch cut short) is never answered twice.
   */
  const responder = useCallback(
    async (accion: Accion, mensaje: string) => {
      if (!filtros || loteEnCurso.current) return;
      const fresca = mapaRespondidas(
        await queryClient.fetchQuery({ ...confirmacionesQuery(filtros), staleTime: 0 }),
      );
      const vigentes = vistas(filas, fresca, new Date());
      const items = vigentes
        .filter((v) => elegidos.includes(v.fila.id) && esElegible(v.estado))
        .map((v) => ({ id: v.fila.id, archivo: v.fila.archivo }));
      if (items.length === 0) return;
      const ids = new Set(items.map((i) => i.id));
      setFilas((prev) => prev.map((f) => (ids.has(f.id) ? { ...f, envio: { tipo: 'ninguno' } } : f)));
      setSeleccion(new Set());
      setLote({ accion, ids, cancelando: false, fin: null });
      const l = responderLote({
        items,
        accion,
        mensaje,
        alCambiar: cambiarEnvio,
        llamadas: {
          subir: async (archivo) => {
            const s = await subirComprobante(archivo, () => undefined);
            return { fileName: s.fileName, documento: s.facturaElectronica !== null, mensaje: s.message };
          },
          responder: (a, fileName, texto) => responderDocumento(a, fileName, texto),
        },
      });
      loteEnCurso.current = l;
      const fin = await l.terminado;
      loteEnCurso.current = null;
      setLote((prev) => prev && { ...prev, fin });
      void queryClient.invalidateQueries({ queryKey: confirmacionKeys.listas() });
    },
    [filtros, filas, elegidos, queryClient, cambiarEnvio],
  );

  const cancelar = useCallback(() => {
    loteEnCurso.current?.cancelar();
    setLote((l) => l && { ...l, cancelando: true });
  }, []);

  return {
    filas: filasVista,
    total: filas.length,
    revisando,
    lista,
    agregarArchivos,
    limpiar,
    seleccion: elegidos,
    elegibles,
    setSeleccion,
    responder,
    cancelar,
    ...conAvance(lote, filas),
  };
}
