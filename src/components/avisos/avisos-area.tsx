import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { avisosStore } from './avisos-store';

const AvisosStack = lazy(() => import('./avisos-stack'));

const SOLO_LECTOR = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Where notices show. The polite live region is always in the page (a region added with its text is
 * not reliably read), so a notice is announced once without taking the focus; the cards load with the
 * first notice. Inside the signed-in layout (its theme).
 */
export function AvisosArea() {
  const avisos = useSyncExternalStore(avisosStore.suscribir, avisosStore.lista);
  const anuncio = useSyncExternalStore(avisosStore.suscribir, avisosStore.anuncio);
  // Signing out closes the layout and, with it, the notices of that session.
  useEffect(() => () => avisosStore.limpiar(), []);
  return (
    <>
      <div aria-live="polite" aria-atomic="true" style={SOLO_LECTOR}>
        {anuncio}
      </div>
      {avisos.length > 0 && (
        <Suspense fallback={null}>
          <AvisosStack avisos={avisos} />
        </Suspense>
      )}
    </>
  );
}
