import { lazy, Suspense, useSyncExternalStore } from 'react';
import { flash, noticesStore } from './notices-store';

const FlashStack = lazy(() => import('./flash-stack'));

/** Where every flash shows. The view loads with the first flash, keeping MUI's Alert off the first load. */
export function FlashArea() {
  const flashes = useSyncExternalStore(noticesStore.subscribe, flash.list);
  if (flashes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FlashStack flashes={flashes} />
    </Suspense>
  );
}
