import { useEffect, useSyncExternalStore } from 'react';
import { dialogStore } from './dialog-store';

/**
 * Renders the first pending confirm/alert dialog. Mounted once by the app provider. The view is
 * normally already there (screens open dialogs through './dialogs', which imports it); only a dialog
 * asked for by the light shell before any such screen loaded fetches it here.
 */
export function DialogHost() {
  const req = useSyncExternalStore(dialogStore.subscribe, dialogStore.current);
  const render = useSyncExternalStore(dialogStore.subscribe, dialogStore.view);
  useEffect(() => {
    if (req && !render) void import('./dialog-view');
  }, [req, render]);
  if (!req || !render) return null;
  return render(req, (ok) => dialogStore.close(req.id, ok));
}
