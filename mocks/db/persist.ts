import { applyChanges, collectChanges, type Db, type DbChanges, type SeedOptions } from './store';
import { createDb, todayIso } from './index';

/**
 * Versioned key: bump the version when stored shapes change or the seed's ids move (v4: the 'Cierre de
 * IVA' month's records after the others), so old demo data is dropped.
 */
export const STORAGE_KEY = 'fe-demo-db-v4';

type Persisted = { v: 1; meta: SeedOptions; changes: DbChanges };

export function loadPersisted(): Persisted | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Persisted;
    return parsed.v === 1 && parsed.meta?.seedDate ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Rebuilds the demo database: the seed of the stored day, then the user's changes on top. A scale or
 * day asked for (`?mockScale`, `?mockDay`) that the stored data was not made with starts afresh.
 */
export function restoreDb(scale: number | null, seedDate: string | null = null): Db {
  const persisted = loadPersisted();
  if (
    persisted &&
    (scale === null || persisted.meta.scale === scale) &&
    (seedDate === null || persisted.meta.seedDate === seedDate)
  ) {
    const db = createDb(persisted.meta);
    applyChanges(db, persisted.changes);
    return db;
  }
  return createDb({ seedDate: seedDate ?? todayIso(), scale: scale ?? 1 });
}

export function savePersisted(db: Db): void {
  const data: Persisted = { v: 1, meta: db.meta, changes: collectChanges(db) };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
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
