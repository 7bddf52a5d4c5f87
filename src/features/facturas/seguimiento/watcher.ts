/**
 * The automatic checks of invoices waiting for Hacienda (D37). Screens say which
 * rows they show (`observar`); each is asked with the existing check calls when its agenda says so,
 * two at a time at most, one per invoice, only while the page is visible and the checks are on. A
 * verdict goes to the screen (`aplicar`, the same as after a person's press) and to the clerk
 * (`avisar`, several at once in one notice). Never a send: only the two check calls. A 401 stops
 * everything until the next sign-in. Safe to interrupt: nothing is queued that a reload would lose,
 * the schedule starts again from the rows a screen shows.
 */
import {
  scheduleAfterConsulta,
  scheduleAfterEnvio,
  scheduleSeen,
  CONSULTAS_A_LA_VEZ,
  proximaConsulta,
  type Schedule,
  type TipoConsulta,
} from './schedule';

export type Respuesta = { result: number; resultStr: string };

export type Veredicto = {
  facturaId: number;
  tipo: TipoConsulta;
  aceptada: boolean;
  /** For a rejected invoice: the first reason of its history, when it could be read. */
  motivo: string | null;
};

export type WatcherDeps = {
  consultar: (tipo: TipoConsulta, facturaId: number) => Promise<Respuesta>;
  /** The answer on screen: the row in place, its history and the lists asked again. */
  aplicar: (tipo: TipoConsulta, facturaId: number, r: Respuesta) => void;
  motivo: (facturaId: number) => Promise<string | null>;
  avisar: (veredictos: Veredicto[]) => void;
  noAutorizado: (error: unknown) => boolean;
  /** A verdict arrived (a credit note's is kept across reloads: its row does not say it). */
  resuelta: (facturaId: number, tipo: TipoConsulta) => void;
  ahora?: () => number;
  visible?: () => boolean;
};

export type WatcherState = {
  activo: boolean;
  /** Stopped by a 401 (until the next sign-in). */
  detenido: boolean;
  /** Invoices on screen waiting for a verdict. */
  vigiladas: number;
  /** The invoices being checked now. */
  consultando: readonly number[];
  /** When the next check is due (epoch ms), or null. */
  proxima: number | null;
};

/** Verdicts that arrive within this time of each other share one notice. */
export const AGRUPAR_MS = 800;
const MAX_TIMER = 2 ** 31 - 1;

export function createWatcher(deps: WatcherDeps, activoInicial = true) {
  const ahora = deps.ahora ?? Date.now;
  const visible = deps.visible ?? (() => true);
  const observadas = new Map<number, { tipo: TipoConsulta; vistas: number }>();
  const agendas = new Map<number, Schedule>();
  const enCurso = new Set<number>();
  const oyentes = new Set<() => void>();
  let activo = activoInicial;
  let detenido = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendientesAviso: Veredicto[] = [];
  let timerAviso: ReturnType<typeof setTimeout> | null = null;
  let estado: WatcherState = { activo, detenido, vigiladas: 0, consultando: [], proxima: null };

  const vence = (id: number) => proximaConsulta(agendas.get(id)!);

  function publicar() {
    const esperando = [...observadas.keys()].filter((id) => !enCurso.has(id));
    const proxima = activo && !detenido && esperando.length ? Math.min(...esperando.map(vence)) : null;
    const consultando = [...enCurso].sort((a, b) => a - b);
    const next = { activo, detenido, vigiladas: observadas.size, consultando, proxima };
    if (
      next.activo !== estado.activo ||
      next.detenido !== estado.detenido ||
      next.vigiladas !== estado.vigiladas ||
      next.consultando.join() !== estado.consultando.join() ||
      next.proxima !== estado.proxima
    ) {
      estado = next;
      oyentes.forEach((o) => o());
    }
  }

  function planificar() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (activo && !detenido && visible()) {
      const t = ahora();
      const debidas = [...observadas.keys()]
        .filter((id) => !enCurso.has(id))
        .sort((a, b) => vence(a) - vence(b));
      for (const id of debidas) {
        if (enCurso.size >= CONSULTAS_A_LA_VEZ || vence(id) > t) break;
        lanzar(id);
      }
      const siguiente = debidas.filter((id) => !enCurso.has(id)).map(vence);
      if (siguiente.length && enCurso.size < CONSULTAS_A_LA_VEZ) {
        timer = setTimeout(planificar, Math.min(Math.max(Math.min(...siguiente) - t, 0), MAX_TIMER));
      }
    }
    publicar();
  }

  function avisar(v: Veredicto) {
    pendientesAviso.push(v);
    if (timerAviso) clearTimeout(timerAviso);
    timerAviso = setTimeout(() => {
      const grupo = pendientesAviso;
      pendientesAviso = [];
      timerAviso = null;
      deps.avisar(grupo);
    }, AGRUPAR_MS);
  }

  function lanzar(id: number) {
    const { tipo } = observadas.get(id)!;
    enCurso.add(id);
    void deps
      .consultar(tipo, id)
      .then(async (r) => {
        deps.aplicar(tipo, id, r);
        if (r.result === 1 || r.result === 3) {
          agendas.delete(id);
          observadas.delete(id);
          deps.resuelta(id, tipo);
          const aceptada = r.result === 1;
          const motivo = !aceptada && tipo === 'factura' ? await deps.motivo(id) : null;
          avisar({ facturaId: id, tipo, aceptada, motivo });
        } else {
          agendas.set(id, scheduleAfterConsulta(agendas.get(id) ?? scheduleSeen(ahora()), ahora(), false));
        }
      })
      .catch((error: unknown) => {
        if (deps.noAutorizado(error)) detenido = true;
        // A failed check counts as a check: the back-off goes on.
        else agendas.set(id, scheduleAfterConsulta(agendas.get(id) ?? scheduleSeen(ahora()), ahora(), false));
      })
      .finally(() => {
        enCurso.delete(id);
        planificar();
      });
  }

  return {
    /** The rows a screen shows that wait for a verdict; returns what ends the watch. */
    observar(filas: ReadonlyArray<{ facturaId: number; tipo: TipoConsulta }>) {
      const t = ahora();
      for (const { facturaId, tipo } of filas) {
        const o = observadas.get(facturaId);
        observadas.set(facturaId, { tipo, vistas: (o?.vistas ?? 0) + 1 });
        if (!agendas.has(facturaId)) agendas.set(facturaId, scheduleSeen(t));
      }
      planificar();
      return () => {
        for (const { facturaId } of filas) {
          const o = observadas.get(facturaId);
          if (!o) continue;
          if (o.vistas > 1) observadas.set(facturaId, { ...o, vistas: o.vistas - 1 });
          else observadas.delete(facturaId);
        }
        planificar();
      };
    },
    /** A person's send left the invoice pending: the first check when the 5-minute block ends. */
    enviada(facturaId: number, en = ahora()) {
      agendas.set(facturaId, scheduleAfterEnvio(en));
      planificar();
    },
    /** A person's check ('Obtener Respuesta'): counts as one, and starts the back-off again. */
    consultada(facturaId: number, tipo: TipoConsulta, r: Respuesta | null, en = ahora()) {
      if (r && (r.result === 1 || r.result === 3)) {
        agendas.delete(facturaId);
        observadas.delete(facturaId);
        deps.resuelta(facturaId, tipo);
      } else
        agendas.set(facturaId, scheduleAfterConsulta(agendas.get(facturaId) ?? scheduleSeen(en), en, true));
      planificar();
    },
    /** Whether a check of this invoice is in flight (a person's press then waits for it). */
    enCurso: (facturaId: number) => enCurso.has(facturaId),
    activar(si: boolean) {
      activo = si;
      planificar();
    },
    /** The page became visible or hidden. */
    revisar: planificar,
    detener() {
      detenido = true;
      planificar();
    },
    cerrar() {
      if (timer) clearTimeout(timer);
      if (timerAviso) clearTimeout(timerAviso);
      timer = timerAviso = null;
      observadas.clear();
      oyentes.clear();
    },
    estado: () => estado,
    suscribir(oyente: () => void) {
      oyentes.add(oyente);
      return () => oyentes.delete(oyente);
    },
  };
}

export type Watcher = ReturnType<typeof createWatcher>;
