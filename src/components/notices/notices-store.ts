/**
 * The one notice service of the app: a module store, so that non-React code (the HTTP layer, the
 * Hacienda watcher) can post too. Two presentations read it:
 * - flashes (seed 1 §8, seed 2 §8), top right on every layout: the spec's messages, each with its
 *   duration (4000 ms unless the spec names 7000, 8000 or 10000), or `UNTIL_CLOSED` for a message the
 *   user must read or act on, which stays until closed or until the page that posted it goes;
 * - cards, bottom left of the signed-in layout: what arrived by itself while the user was doing
 *   something else (Hacienda's verdicts, D37), titled, each line linking to where it can be acted on.
 *   A problem stays until closed, good news closes after 15 s; the polite live region reads each once.
 * One severity vocabulary, the spec's: success, danger, info, warning.
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

export const FLASH_DEFAULT_MS = 4000;
/** The most cards shown at once: the oldest go first. */
export const MAX_CARDS = 4;
/** A card with good news closes by itself after this long; a problem stays until closed. */
export const CARD_SUCCESS_MS = 15_000;

type Listener = () => void;
let notices: readonly Notice[] = [];
// The presentations' lists, kept apart so each view re-renders only with a new list of its own.
let flashes: readonly Flash[] = [];
let cards: readonly Card[] = [];
let announcement = '';
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Notice[]) {
  notices = next;
  const f = next.filter((n): n is Flash => n.view === 'flash');
  const c = next.filter((n): n is Card => n.view === 'card');
  if (f.length !== flashes.length || f.some((n, i) => n !== flashes[i])) flashes = f;
  if (c.length !== cards.length || c.some((n, i) => n !== cards[i])) cards = c;
  listeners.forEach((l) => l());
}

/** The router path shown now: the app's router keeps it in the hash (createHashRouter). */
function currentPage(): string {
  return typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '').split('?')[0]!;
}

function post(notice: Notice, replacing: readonly Notice[] = []) {
  replacing.forEach((n) => stopTimer(n.id));
  const kept = notices.filter((n) => !replacing.includes(n));
  set([...kept, notice]);
  if (notice.duration !== UNTIL_CLOSED)
    timers.set(
      notice.id,
      setTimeout(() => dismiss(notice.id), notice.duration),
    );
  return notice.id;
}

function stopTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function dismiss(id: number) {
  stopTimer(id);
  if (notices.some((n) => n.id === id)) set(notices.filter((n) => n.id !== id));
}

function show(kind: NoticeKind, message: string, duration: Duration = FLASH_DEFAULT_MS): number {
  const page = currentPage();
  // The same message posted again while it still shows replaces it rather than stacking a copy.
  const same =
    duration === UNTIL_CLOSED
      ? flashes.filter((f) => f.duration === UNTIL_CLOSED && f.kind === kind && f.message === message)
      : [];
  return post({ id: nextId++, view: 'flash', kind, message, duration, page }, same);
}

export const noticesStore = {
  /** A card: the polite live region reads its title and lines once. */
  card(c: { kind: NoticeKind; title: string; lines: readonly NoticeLine[] }): number {
    announcement = [c.title, ...c.lines.map((l) => l.text)].join('. ');
    const duration: Duration = c.kind === 'success' ? CARD_SUCCESS_MS : UNTIL_CLOSED;
    const oldest = cards.slice(0, Math.max(0, cards.length - MAX_CARDS + 1));
    return post({ ...c, id: nextId++, view: 'card', duration }, oldest);
  },
  dismiss,
  /** The page now shown is `page`: the flashes that were to stay until their page went, go. */
  pageShown(page: string) {
    const gone = new Set(flashes.filter((f) => f.duration === UNTIL_CLOSED && f.page !== page));
    if (gone.size > 0) set(notices.filter((n) => !gone.has(n as Flash)));
  },
  /** The cards go with the signed-in layout (signing out closes that session's notices). */
  clearCards() {
    cards.forEach((c) => stopTimer(c.id));
    announcement = '';
    set(flashes);
  },
  /** Every notice, of both presentations (the tests' reset between tests). */
  clear() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    announcement = '';
    set([]);
  },
  flashes: () => flashes,
  cards: () => cards,
  announcement: () => announcement,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The spec's flash messages, by kind; each returns its id (for `dismiss`). */
export const flash = {
  success: (message: string, duration?: Duration) => show('success', message, duration),
  danger: (message: string, duration?: Duration) => show('danger', message, duration),
  info: (message: string, duration?: Duration) => show('info', message, duration),
  warning: (message: string, duration?: Duration) => show('warning', message, duration),
  dismiss,
  clear: noticesStore.clear,
  list: noticesStore.flashes,
  subscribe: noticesStore.subscribe,
};
