import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { noticesStore, UNTIL_CLOSED } from './notices-store';

/** Takes away the flashes that were to stay while their page showed, but for those of `page`. */
const closeOthers = (page: string | null) =>
  noticesStore.remove((n) => n.view === 'flash' && n.duration === UNTIL_CLOSED && n.page !== page);

/**
 * For the signed-in layout: going to another page closes the flashes that were to stay while their
 * page showed, and so does leaving the layout (signing out; the login screen posts none of them, and
 * its route stays light without this).
 */
export function usePageFlashes() {
  const { pathname } = useLocation();
  useEffect(() => closeOthers(pathname), [pathname]);
  useEffect(() => () => closeOthers(null), []);
}
