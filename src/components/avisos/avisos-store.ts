/**
 * Notices of what arrived by itself while the user was doing something else (Hacienda's verdicts,
 * decision D37). Unlike a flash, a problem stays until closed (good news closes after 15 s), and each
 * line may link to where it can be acted on. A module store, as the flashes, so that non-React code can add
 * one. `anuncio` is the text the polite live region reads, once per notice.
 */
export type Severidad = 'success' | 'error' | 'warning' | 'info';
/** A line, and where it can be acted on: the link's visible text, and its accessible name (containing it). */
export type LineaAviso = { texto: string; enlace?: { to: string; texto: string; nombre?: string } };
export type Aviso = { id: number; severidad: Severidad; titulo: string; lineas: readonly LineaAviso[] };

/** The most notices shown at once: the oldest go first. */
export const MAX_AVISOS = 4;
/** Good news closes by itself after this long; a problem stays until closed. */
export const AVISO_EXITO_MS = 15_000;

type Listener = () => void;
let avisos: readonly Aviso[] = [];
let anuncio = '';
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Aviso[]) {
  avisos = next;
  listeners.forEach((l) => l());
}

export const avisosStore = {
  mostrar(a: Omit<Aviso, 'id'>): number {
    const id = nextId++;
    anuncio = [a.titulo, ...a.lineas.map((l) => l.texto)].join('. ');
    set([...avisos, { ...a, id }].slice(-MAX_AVISOS));
    if (a.severidad === 'success')
      timers.set(
        id,
        setTimeout(() => avisosStore.cerrar(id), AVISO_EXITO_MS),
      );
    return id;
  },
  cerrar(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (avisos.some((a) => a.id === id)) set(avisos.filter((a) => a.id !== id));
  },
  limpiar() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    anuncio = '';
    set([]);
  },
  lista: () => avisos,
  anuncio: () => anuncio,
  suscribir(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
