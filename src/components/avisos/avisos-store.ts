/**
 * Notices that stay until the user closes them (decision D37): what arrived by itself while the user
 * was doing something else (Hacienda's verdicts). Unlike a flash they do not time out, and each line
 * may link to where it can be acted on. A module store, as the flashes, so that non-React code can add
 * one. `anuncio` is the text the polite live region reads, once per notice.
 */
export type Severidad = 'success' | 'error' | 'warning' | 'info';
/** A line, and where it can be acted on: the link's visible text, and its accessible name (containing it). */
export type LineaAviso = { texto: string; enlace?: { to: string; texto: string; nombre?: string } };
export type Aviso = { id: number; severidad: Severidad; titulo: string; lineas: readonly LineaAviso[] };

/** The most notices shown at once: the oldest go first. */
export const MAX_AVISOS = 4;

type Listener = () => void;
let avisos: readonly Aviso[] = [];
let anuncio = '';
let nextId = 1;
const listeners = new Set<Listener>();

function set(next: readonly Aviso[]) {
  avisos = next;
  listeners.forEach((l) => l());
}

export const avisosStore = {
  mostrar(a: Omit<Aviso, 'id'>): number {
    const id = nextId++;
    anuncio = [a.titulo, ...a.lineas.map((l) => l.texto)].join('. ');
    set([...avisos, { ...a, id }].slice(-MAX_AVISOS));
    return id;
  },
  cerrar(id: number) {
    if (avisos.some((a) => a.id === id)) set(avisos.filter((a) => a.id !== id));
  },
  limpiar() {
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
