import { noticesStore, UNTIL_CLOSED, type NoticeKind, type NoticeLine } from './notices-store';

/** The most cards shown at once: the oldest go first. */
export const MAX_CARDS = 4;
/** A card with good news closes by itself after this long; a problem stays until closed. */
export const CARD_SUCCESS_MS = 15_000;

let announcement = '';
const list = noticesStore.cards;

/**
 * Cards: what arrived by itself while the user was doing something else (Hacienda's verdicts, D37),
 * titled, each line linking to where it can be acted on. `announcement` is what the polite live
 * region reads, once per card.
 */
export const cards = {
  post(c: { kind: NoticeKind; title: string; lines: readonly NoticeLine[] }): number {
    announcement = [c.title, ...c.lines.map((l) => l.text)].join('. ');
    const oldest = list().slice(0, Math.max(0, list().length - MAX_CARDS + 1));
    noticesStore.remove((n) => oldest.some((o) => o === n));
    return noticesStore.post({
      ...c,
      view: 'card',
      duration: c.kind === 'success' ? CARD_SUCCESS_MS : UNTIL_CLOSED,
    });
  },
  list,
  announcement: () => announcement,
  /** The cards go with the signed-in layout (signing out closes that session's cards). */
  clear() {
    announcement = '';
    noticesStore.remove((n) => n.view === 'card');
  },
};
