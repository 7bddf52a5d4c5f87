/*
 * Where the page keeps the demo's data (localStorage, which only a page has): the demo backend's
 * worker sends the text, the page stores it (D74). Nothing here imports the store or the seed.
 */

/**
 * Versioned key: bump the version when stored shapes change or the seed's ids move (v4: the 'Cierre de
 * IVA' month's records after the others), so old demo data is dropped.
 */
export const STORAGE_KEY = 'fe-demo-db-v4';

export function writePersisted(raw: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, raw);
  } catch (error) {
    console.warn('[mock] No se pudieron guardar los datos de demostración', error);
  }
}

export function clearPersisted(): void {
  localStorage.removeItem(STORAGE_KEY);
}

/**
 * When the demo saves: a moment after the last change (a burst of changes is saved once), and at once
 * when the page goes — a reload within that moment lost the change the app had just confirmed.
 */
export function saveAfterChanges(save: () => void, target: Pick<Window, 'addEventListener'> = window) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsaved = false;
  const flush = () => {
    clearTimeout(timer);
    if (!unsaved) return;
    unsaved = false;
    save();
  };
  target.addEventListener('pagehide', flush);
  return {
    changed() {
      unsaved = true;
      clearTimeout(timer);
      timer = setTimeout(flush, 250);
    },
    /** Forgets the changes not yet saved (the store is being reset). */
    drop() {
      clearTimeout(timer);
      unsaved = false;
    },
  };
}
