import type { ReactNode } from 'react';

/**
 * Confirmation and message dialogs as promises, usable from any handler:
 * `if (await confirmDialog({ message })) …` and `await alertDialog({ title, message })`.
 * Screens take them from the dialogs module (dialogs.ts), which brings the dialog's view along; this
 * module alone is for the light shell (the demo banner), whose rare dialog may load its view on demand.
 * It imports nothing of its own folder: the view and the host import it, never the reverse.
 */
export type DialogRequest = {
  id: number;
  kind: 'confirm' | 'alert';
  title?: string;
  message: string;
  /** A list under the message (one reason per line). */
  items?: readonly string[];
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
  resolve: (ok: boolean) => void;
};

type Listener = () => void;
let queue: readonly DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function set(next: readonly DialogRequest[]) {
  queue = next;
  listeners.forEach((l) => l());
}

type Options = Omit<DialogRequest, 'id' | 'kind' | 'resolve'>;

export function confirmDialog(options: Options): Promise<boolean> {
  return new Promise((resolve) => set([...queue, { ...options, id: nextId++, kind: 'confirm', resolve }]));
}

export function alertDialog(options: Options): Promise<void> {
  return new Promise((resolve) =>
    set([...queue, { ...options, id: nextId++, kind: 'alert', resolve: () => resolve() }]),
  );
}

/** Renders a request as its dialog (provided by the view's module). */
export type DialogRenderer = (req: DialogRequest, close: (ok: boolean) => void) => ReactNode;
let view: DialogRenderer | null = null;

export const dialogStore = {
  current: () => queue[0] ?? null,
  close(id: number, ok: boolean) {
    const req = queue.find((r) => r.id === id);
    set(queue.filter((r) => r.id !== id));
    req?.resolve(ok);
  },
  clear() {
    queue.forEach((r) => r.resolve(false));
    set([]);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The view, once its module has been evaluated (it registers itself). */
  view: () => view,
  registerView(next: DialogRenderer) {
    if (view === next) return;
    view = next;
    listeners.forEach((l) => l());
  },
};
