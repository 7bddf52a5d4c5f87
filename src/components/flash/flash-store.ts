/**
 * The one flash-message service of the app (seed 1 §8, seed 2 §8). Flashes stack, each with its own
 * duration (4000 ms unless the spec names 7000, 8000 or 10000), and can be dismissed by hand.
 * A module store so that non-React code (the HTTP layer, mutations) can flash too.
 */
export type FlashKind = 'success' | 'danger' | 'info' | 'warning';

export type Flash = { id: number; kind: FlashKind; message: string; duration: number };

export const FLASH_DEFAULT_MS = 4000;

type Listener = () => void;
let flashes: readonly Flash[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Flash[]) {
  flashes = next;
  listeners.forEach((l) => l());
}

function show(kind: FlashKind, message: string, duration = FLASH_DEFAULT_MS): number {
  const id = nextId++;
  set([...flashes, { id, kind, message, duration }]);
  timers.set(
    id,
    setTimeout(() => dismiss(id), duration),
  );
  return id;
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (flashes.some((f) => f.id === id)) set(flashes.filter((f) => f.id !== id));
}

export const flash = {
  success: (message: string, duration?: number) => show('success', message, duration),
  danger: (message: string, duration?: number) => show('danger', message, duration),
  info: (message: string, duration?: number) => show('info', message, duration),
  warning: (message: string, duration?: number) => show('warning', message, duration),
  dismiss,
  clear() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    set([]);
  },
  list: () => flashes,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
