import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { noticesStore } from './notices-store';

/** For a layout: going to another page closes the flashes that were to stay while their page showed. */
export function usePageFlashes() {
  const { pathname } = useLocation();
  useEffect(() => noticesStore.pageShown(pathname), [pathname]);
}
