import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import * as es from '@/messages/es-shell';
import { confirmDialog } from './dialogs/dialogs';

/**
 * Leaving a dirty form asks '¿Descartar los cambios sin guardar?', so typed work is not lost by
 * a stray click. Covers in-app navigation (react-router's blocker) and closing or reloading the tab
 * (beforeunload).
 * Call `allowNavigation()` right before navigating away after a successful save. `alDescartar` runs
 * when the user confirms leaving without saving (the form's draft goes with the changes).
 */
export function useUnsavedChanges(dirty: boolean, alDescartar?: () => void) {
  const allowed = useRef(false);
  const descartado = useRef(alDescartar);
  useEffect(() => {
    descartado.current = alDescartar;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !allowed.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirmDialog({
      message: es.common.descartarCambios,
      confirmText: es.common.descartar,
      cancelText: es.common.seguirEditando,
      destructive: true,
    }).then((ok) => {
      if (!active) return;
      if (ok) {
        descartado.current?.();
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!allowed.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { allowNavigation };
}
