import { useEffect, useState, type ReactNode } from 'react';

/**
 * Every first click counts. A field's message shows as the field loses focus, and pressing a
 * button is what takes the focus away: a message appearing (or going) between the button's mousedown
 * and mouseup would move the button from under the pointer, and the click would be lost. Two things
 * prevent it, both in the shared form pieces:
 *
 * - every field keeps its message line (`helperLine`): blank until a message shows, so a one-line
 *   message appearing moves nothing;
 * - while a mouse button or a finger is down, a field's message does not change (`useSteadyMessage`):
 *   it follows right after the press is released and its click delivered, so a message longer than
 *   one line cannot move the button either.
 */

/** MUI renders a lone space as a blank line that screen readers skip. */
const BLANK_LINE = ' ';

/** The text under a field: its message, else its hint, else a blank line held for a message. */
export function helperLine(message: string | undefined, hint?: ReactNode): ReactNode {
  return message ?? hint ?? BLANK_LINE;
}

let pressed = false;
const afterRelease = new Set<() => void>();

function release() {
  pressed = false;
  // pointerup, mouseup and click are dispatched together: run after them, so the click lands first.
  setTimeout(() => {
    const pending = [...afterRelease];
    afterRelease.clear();
    pending.forEach((run) => run());
  }, 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A drag out of the window may never report its pointerup.
  window.addEventListener('blur', () => pressed && release());
}

/** `message`, except that while a pointer is pressed it keeps showing what it showed before. */
export function useSteadyMessage(message: string | undefined): string | undefined {
  const [shown, setShown] = useState(message);
  if (shown !== message && !pressed) setShown(message);
  useEffect(() => {
    if (shown === message) return;
    const show = () => setShown(message);
    if (!pressed) {
      show();
      return;
    }
    afterRelease.add(show);
    return () => {
      afterRelease.delete(show);
    };
  }, [message, shown]);
  return pressed ? shown : message;
}
