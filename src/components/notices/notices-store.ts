/**
 * The one notice service of the app: a module store, so that non-React code (the HTTP layer, the
 * Hacienda watcher) can post too. Two presentations read it:
 * - flashes (seed 1 §8, seed 2 §8), top right on every layout: the spec's messages, each with its
 *   duration (4000 ms unless the spec names 7000, 8000 or 10000), or `UNTIL_CLOSED` for a message the
 *   user must read or act on, which stays until closed or until the page that posted it goes;
 * - cards (cards.ts), bottom left of the signed-in layout: what arrived by itself while the user was
 *   doing something else (Hacienda's verdicts, D37).
 * One severity vocabulary, the spec's: success, danger, info, warning. What only cards need lives in
 * cards.ts, so that the login route, which loads this module, does not carry it.
 */
export type NoticeKind = 'success' | 'danger' | 'info' | 'warning';

/** Stays until the user closes it, or until the page it was posted on goes away. */
export const UNTIL_CLOSED = 'until-closed';
export type Duration = number | typeof UNTIL_CLOSED;

export type Flash = {
  id: number;
  view: 'flash';
  kind: NoticeKind;
  message: string;
  duration: Duration;
  /** The page (router path) it was posted on: leaving it closes an `UNTIL_CLOSED` flash. */
  page: string;
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
type View = Notice['view'];

export const FLASH_DEFAULT_MS = 4000;

type Listener = () => void;
let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Notice[]) {
  notices = next;
  listeners.forEach((l) => l());
}

/** Takes away the notices `gone` picks, and their timers. */
function remove(gone: (n: Notice) => boolean) {
  const kept = notices.filter((n) => !gone(n));
  if (kept.length === notices.length) return;
  notices.forEach((n) => {
    if (gone(n)) {
      clearTimeout(timers.get(n.id));
      timers.delete(n.id);
    }
  });
  set(kept);
}

const dismiss = (id: number) => remove((n) => n.id === id);

export const noticesStore = {
  /** Adds a notice, first taking away those `replacing` picks; returns its id (for `dismiss`). */
  post(notice: Omit<Flash, 'id'> | Omit<Card, 'id'>, replacing: (n: Notice) => boolean = () => false) {
    remove(replacing);
    const id = nextId++;
    set([...notices, { ...notice, id } as Notice]);
    const { duration } = notice;
    if (duration !== UNTIL_CLOSED)
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    return id;
  },
  dismiss,
  remove,
  /** A presentation's notices, the same list until they change (a `useSyncExternalStore` snapshot). */
  of<V extends View>(view: V) {
    let from: readonly Notice[] | null = null;
    let mine: readonly Extract<Notice, { view: V }>[] = [];
    return () => {
      if (from !== notices) {
        from = notices;
        mine = notices.filter((n): n is Extract<Notice, { view: V }> => n.view === view);
      }
      return mine;
    };
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(kind: NoticeKind, message: string, duration: Duration = FLASH_DEFAULT_MS) {
  // The router keeps its path in the hash (createHashRouter).
  const page = location.hash.slice(1).split('?')[0]!;
  // The same message posted again to stay replaces the one showing rather than stacking a copy.
  return noticesStore.post(
    { view: 'flash', kind, message, duration, page },
    (n) =>
      duration === UNTIL_CLOSED &&
      n.view === 'flash' &&
      n.duration === UNTIL_CLOSED &&
      n.kind === kind &&
      n.message === message,
  );
}

/** The spec's flash messages, by kind; each returns its id (for `dismiss`). */
export const flash = {
  success: (message: string, duration?: Duration) => show('success', message, duration),
  danger: (message: string, duration?: Duration) => show('danger', message, duration),
  info: (message: string, duration?: Duration) => show('info', message, duration),
  warning: (message: string, duration?: Duration) => show('warning', message, duration),
  dismiss,
  /** Every notice, flashes and cards (the tests' reset between tests). */
  clear: () => remove(() => true),
  list: noticesStore.of('flash'),
};
