import { waitFor } from '@testing-library/react';
import { flash, noticesStore, type Notice } from '@/components/notices/notices-store';

/*
 * Every notice posted since the test began, kept after it leaves the screen. A flash lasts 4 to 10
 * seconds: on a busy machine it can be gone before the page it was posted on has drawn, so a test
 * that asks whether a flash was given reads this record, never the screen (the guide's rule: a test
 * never depends on catching a timed window). tests/setup.ts starts it and clears it before each test.
 */

let posted: Notice[] = [];
const seen = new Set<number>();
let listening = false;

function take() {
  for (const n of [...flash.list(), ...noticesStore.cards()]) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    posted.push(n);
  }
}

/** Once per worker (test files share one module graph): one listener, cleared before each test. */
export function startNoticesRecord() {
  if (!listening) {
    noticesStore.subscribe(take);
    listening = true;
  }
  posted = [];
}

/** The notices posted in this test, in order (flashes and cards). */
export const postedNotices = (): readonly Notice[] => posted;

/** The flashes' messages posted in this test, in order. */
export const postedFlashes = () => posted.flatMap((n) => (n.view === 'flash' ? [n] : []));

/**
 * Waits until a flash whose message contains `text` (or matches it) was posted; returns it. `timeout`
 * for a flash that follows slow work (an export of a big range), as findBy's.
 */
export async function expectFlash(text: string | RegExp, options?: { timeout?: number }) {
  const matches = (m: string) => (typeof text === 'string' ? m.includes(text) : text.test(m));
  let found: ReturnType<typeof postedFlashes>[number] | undefined;
  await waitFor(() => {
    found = postedFlashes().find((f) => matches(f.message));
    if (!found)
      throw new Error(
        `No flash with "${String(text)}" was posted; posted: ${JSON.stringify(postedFlashes().map((f) => f.message))}`,
      );
  }, options);
  return found!;
}
