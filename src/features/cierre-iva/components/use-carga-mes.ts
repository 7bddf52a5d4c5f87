import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { llamadasCierre } from '../api';
import type { LectorXml } from '../lector-xml';
import { leerDias } from '../entradas';
import { cargarMes, type AvanceCarga, type DatosMes } from '../loader';
import type { AlmacenIva } from '../store';
import { leerPartes } from '../worksheet';

/**
 * While the month loads, the worksheet is recomputed at most this often: with two thousand documents
 * one computation takes tens of milliseconds, and a batch arrives several times a second.
 */
export const RECALCULO_MS = 1000;

/** The count is redrawn at most this often (a document answers many times a second). */
export const AVISO_MS = 250;

/**
 * The data the worksheet is drawn from, and how many times the load changed them in place. The load
 * replaces the purchases' list in place too: `recibidos` is the one of this view, so that a render for
 * the count alone (not a transition) never meets a new list and computes the purchases in one long task.
 */
export type VistaHoja = {
  datos: DatosMes | null;
  version: number;
  recibidos: DatosMes['recibidos'] | null;
};

/**
 * The month's last complete load from the store, with its documents; null when there is none. Its
 * lists' days and its documents' figures in colones are worked out ahead in short tasks, as a load does
 * page by page: in a page loaded anew none is known yet, and the worksheet's first computation would
 * work out the month's thousands in one long task.
 */
async function leerFoto(almacen: AlmacenIva, mes: string): Promise<AvanceCarga | null> {
  const foto = await almacen.foto(mes);
  if (!foto) return null;
  await leerDias([
    ...foto.facturas.map((f) => f.fecha ?? ''),
    ...foto.anuladas.map((f) => f.fecha ?? ''),
    ...foto.recibidos.map((r) => r.fechaEmision ?? ''),
  ]);
  await leerPartes(foto.documentos.values());
  const datos: DatosMes = {
    facturas: foto.facturas,
    anuladas: foto.anuladas,
    recibidos: foto.recibidos,
    documentos: foto.documentos,
    historiales: foto.historiales,
    sinLeer: foto.sinLeer,
    rehusados: foto.rehusados,
    version: 1,
    listasCompletas: true,
  };
  return { fase: 'completa', hechos: foto.hechos, total: foto.total, datos, error: null };
}

const corriendo = (a: AvanceCarga | null) => a?.fase === 'listas' || a?.fase === 'documentos';

/**
 * A month's load as the page shows it. A month loaded whole before shows its last worksheet from the
 * store at once, marked as being checked, while the lists are asked again (stale while revalidate):
 * it gives way to the load's own progress once the lists bring something to read, or to the load's
 * result at its end. The count is redrawn at most every AVISO_MS, each phase at once; the worksheet
 * at most every RECALCULO_MS and as a transition, so React draws it in slices that yield to the page.
 */
export function useCargaMes(mes: string, almacen: AlmacenIva, lector: () => LectorXml) {
  const [avance, setAvance] = useState<AvanceCarga | null>(null);
  const [vista, setVista] = useState<VistaHoja>({ datos: null, version: 0, recibidos: null });
  const [comprobando, setComprobando] = useState(false);
  const control = useRef<AbortController | null>(null);
  /** The stored load shown while the lists are asked again; null once the load has taken over. */
  const foto = useRef<AvanceCarga | null>(null);
  /** The load's last news, and the timers that will show it. */
  const ultimo = useRef<AvanceCarga | null>(null);
  const aviso = useRef<ReturnType<typeof setTimeout> | null>(null);
  const recalculo = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mostrado = useRef<{ fase: string | null; cuando: number }>({ fase: null, cuando: 0 });
  /** The data the worksheet was last drawn from. */
  const dibujados = useRef<DatosMes | null>(null);
  const version = useRef(0);

  const parar = () => {
    for (const t of [aviso, recalculo]) {
      if (t.current) clearTimeout(t.current);
      t.current = null;
    }
  };
  const mostrar = useCallback((a: AvanceCarga, hoja: boolean) => {
    if (aviso.current) clearTimeout(aviso.current);
    aviso.current = null;
    mostrado.current = { fase: a.fase, cuando: performance.now() };
    if (!hoja) {
      setAvance(a);
      return;
    }
    if (recalculo.current) clearTimeout(recalculo.current);
    recalculo.current = null;
    version.current += 1;
    dibujados.current = a.datos;
    const v = { datos: a.datos, version: version.current, recibidos: a.datos?.recibidos ?? null };
    // A load's end shows with its worksheet, not before: the lists apart are drawn once it has ended,
    // and drawn from the worksheet of a second before they would list documents still being read.
    if (!corriendo(a)) {
      startTransition(() => {
        setAvance(a);
        setVista(v);
      });
      return;
    }
    setAvance(a);
    startTransition(() => setVista(v));
  }, []);

  const iniciar = useCallback(
    (previo: DatosMes | null, conocidos?: Promise<DatosMes | null>) => {
      control.current?.abort();
      parar();
      const c = new AbortController();
      control.current = c;
      const vigente = () => control.current === c;
      void cargarMes({
        mes,
        llamadas: llamadasCierre,
        almacen,
        leer: (xmls) => lector().leer(xmls),
        signal: c.signal,
        previo,
        conocidos,
        avisar: (a) => {
          if (!vigente()) return;
          ultimo.current = a;
          const f = foto.current;
          // Still checking, nothing new to read: the stored worksheet stays as it is.
          if (f && corriendo(a) && (a.fase === 'listas' || a.hechos >= a.total)) return;
          if (f) {
            foto.current = null;
            setComprobando(false);
          }
          const fin = !corriendo(a);
          // A check that failed before the lists came keeps the stored worksheet, not complete; one
          // that found the stored load unchanged keeps it too, not redrawn.
          const igual = fin && f !== null && a.sinCambios === true;
          const visto = f && fin && (!a.datos || igual) ? { ...a, datos: f.datos } : a;
          if (fin || f || a.fase !== mostrado.current.fase) {
            mostrar(visto, !igual && (fin || visto.datos !== dibujados.current));
            return;
          }
          if (!aviso.current) {
            const espera = Math.max(0, AVISO_MS - (performance.now() - mostrado.current.cuando));
            aviso.current = setTimeout(() => {
              aviso.current = null;
              if (ultimo.current && corriendo(ultimo.current)) mostrar(ultimo.current, false);
            }, espera);
          }
          if (!recalculo.current) {
            recalculo.current = setTimeout(() => {
              recalculo.current = null;
              if (ultimo.current && corriendo(ultimo.current)) mostrar(ultimo.current, true);
            }, RECALCULO_MS);
          }
        },
      });
    },
    [mes, almacen, lector, mostrar],
  );

  useEffect(() => {
    let vivo = true;
    const guardada = leerFoto(almacen, mes).catch(() => null);
    void guardada.then((f) => {
      // Shown only while the load is still reading the lists (a slow store may come after).
      if (!vivo || !f || (ultimo.current && ultimo.current.fase !== 'listas')) return;
      foto.current = f;
      setComprobando(true);
      mostrar(f, true);
    });
    iniciar(
      null,
      guardada.then((f) => f?.datos ?? null),
    );
    return () => {
      vivo = false;
      control.current?.abort();
      control.current = null;
      parar();
    };
  }, [mes, almacen, iniciar, mostrar]);

  const cancelar = useCallback(() => control.current?.abort(), []);
  /** Goes on from where it stopped; what was read already is not asked again. */
  const reanudar = useCallback(() => {
    const datos = ultimo.current?.datos ?? null;
    // A check that failed kept the stored lists on screen: they are asked again, not taken as read.
    iniciar(datos, Promise.resolve(avance?.datos ?? null));
  }, [iniciar, avance]);

  /** After a load has ended: goes on from its data without the refused documents, so they are asked again. */
  const volverAPedir = useCallback(() => {
    const datos = ultimo.current?.datos ?? null;
    iniciar(datos && { ...datos, rehusados: new Map() });
  }, [iniciar]);

  return { avance, vista, comprobando, cancelar, reanudar, volverAPedir };
}
