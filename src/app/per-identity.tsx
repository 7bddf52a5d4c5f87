import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { identidad } from './session-handlers';

/**
 * Remounts its children when another tab makes this one someone else's (see `vigilarIdentidad`): the
 * open screen, its form and its state are dropped, and the new user's screen starts afresh. This tab's
 * own sign-in and sign-out keep the tree (D28).
 */
export function PerIdentity({ children }: { children: ReactNode }) {
  const generacion = useSyncExternalStore(identidad.subscribe, identidad.generacion);
  return <Fragment key={generacion}>{children}</Fragment>;
}
