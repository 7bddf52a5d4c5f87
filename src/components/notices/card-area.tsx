import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { cards as store } from './cards';
import { noticesStore } from './notices-store';

const CardStack = lazy(() => import('./card-stack'));

const SOLO_LECTOR = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Where the cards show. The polite live region is always in the page (a region added with its text is
 * not reliably read), so a card is announced once without taking the focus; the cards load with the
 * first one. Inside the signed-in layout (its theme).
 */
export function CardArea() {
  const cards = useSyncExternalStore(noticesStore.subscribe, store.list);
  const announcement = useSyncExternalStore(noticesStore.subscribe, store.announcement);
  // Signing out closes the layout and, with it, the cards of that session.
  useEffect(() => () => store.clear(), []);
  return (
    <>
      <div aria-live="polite" aria-atomic="true" style={SOLO_LECTOR}>
        {announcement}
      </div>
      {cards.length > 0 && (
        <Suspense fallback={null}>
          <CardStack cards={cards} />
        </Suspense>
      )}
    </>
  );
}
