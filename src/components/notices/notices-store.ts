/**
 * The one notice service of the app: a module store, so that non-React code (the HTTP layer, the
 * Hacienda watcher) can post too. Two presentations read it:
 * - flashes, top right on every layout: the spec's error and result messages, each with its
 *   duration (4000 ms unless the spec names 7000, 8000 or 10000), or `UNTIL_CLOSED` for a message the
 *   user must read or act on, which stays until closed or until the user goes to another page;
 * - cards (cards.ts), bottom left of the signed-in layout: what arrived by itself while the user was
 *   doing something else (Hacienda's verdicts, D37).
 * One severity vocabulary, the spec's: success, danger, info, warning. What only cards need lives in
 * cards.ts, so that the login route, which loads this module, does not carry it.
 */
export type NoticeKind = 'success' | 'danger' | 'info' | 'warning';

/** Stays until the user closes it, or until the user goes to another page (`closeStaying`). */
export const UNTIL_CLOSED = null;
export type Duration = number | typeof UNTIL_CLOSED;

/** A button on a flash that does something about its message ('Reintentar'); pressing it closes the flash. */
export type FlashAction = { label: string; run: () => void };

export type Flash = {
  id: number;
  view: 'flash';
  kind: NoticeKind;
  message: string;
  duration: Duration;
  action?: FlashAction;
};

/** A card's line, and where it can be acted on: the link's visible text, and its accessible name (containing it). */
export type NoticeLine = { text: string; link?: { to: string; text: string; name?: string } };
export type Card = {
  id: number;
  view: 'card';
  kind: NoticeKind;
  title: string;
  lines: readonly NoticeLine[];
  duration: Duration;
};

export type Notice = Flash | Card;

export const FLASH_DEFAULT_MS = 4000;

/** The spec's kinds as MUI's Alert names them: its 'danger' is MUI's 'error'. */
export const muiSeverity = { success: 'success', danger: 'error', info: 'info', warning: 'warning' } as const;

type Listener = () => void;
let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
// By notice: a notice taken away needs no entry removed.
const timers = new WeakMap<Notice, ReturnType<typeof setTimeout>>();

// Each presentation's list, new only when the notices change (a `useSyncExternalStore` snapshot).
let flashes: readonly Flash[] = [];
let cards: readonly Card[] = [];

function set(next: readonly Notice[]) {
  notices = next;
  flashes = next.filter((n) => n.view === 'flash');
  cards = next.filter((n) => n.view === 'card');
  listeners.forEach((l) => l());
}

/** Takes away the notices `gone` picks, and their timers. */
function remove(gone: (n: Notice) => boolean) {
  const kept = notices.filter((n) => {
    if (!gone(n)) return true;
    clearTimeout(timers.get(n));
    return false;
  });
  if (kept.length < notices.length) set(kept);
}

const dismiss = (id: number) => remove((n) => n.id === id);

export const noticesStore = {
  /** Adds a notice; returns its id (for `dismiss`). */
  post(notice: Omit<Flash, 'id'> | Omit<Card, 'id'>) {
    const added = { ...notice, id: nextId++ } as Notice;
    set([...notices, added]);
    if (added.duration !== UNTIL_CLOSED)
      timers.set(
        added,
        setTimeout(() => dismiss(added.id), added.duration),
      );
    return added.id;
  },
  dismiss,
  remove,
  cards: () => cards,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const show = (
  kind: NoticeKind,
  message: string,
  duration: Duration = FLASH_DEFAULT_MS,
  action?: FlashAction,
) => noticesStore.post({ view: 'flash', kind, message, duration, ...(action && { action }) });

/** The spec's flash messages, by kind; each returns its id (for `dismiss`). */
export const flash = {
  success: (message: string, duration?: Duration, action?: FlashAction) =>
    show('success', message, duration, action),
  danger: (message: string, duration?: Duration, action?: FlashAction) =>
    show('danger', message, duration, action),
  info: (message: string, duration?: Duration, action?: FlashAction) =>
    show('info', message, duration, action),
  warning: (message: string, duration?: Duration, action?: FlashAction) =>
    show('warning', message, duration, action),
  dismiss,
  /** Closes the flashes that were to stay until closed: their page went (the signed-in layout says). */
  closeStaying: () => remove((n) => n.view === 'flash' && n.duration === UNTIL_CLOSED),
  /** Every notice, flashes and cards (the tests' reset between tests). */
  clear: () => remove(() => true),
  list: () => flashes,
};
