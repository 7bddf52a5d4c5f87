import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dialogStore } from './dialog-store';

const DialogView = lazy(() => import('./dialog-view'));

/** Renders the first pending confirm/alert dialog. Mounted once by the app provider. */
export function DialogHost() {
  const req = useSyncExternalStore(dialogStore.subscribe, dialogStore.current);
  if (!req) return null;
  return (
    <Suspense fallback={null}>
      <DialogView key={req.id} req={req} close={(ok) => dialogStore.close(req.id, ok)} />
    </Suspense>
  );
}
