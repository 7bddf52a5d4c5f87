import { applyChanges, collectChanges, type Db, type DbChanges, type SeedOptions } from './store';
import { createDb, todayIso } from './index';

type Persisted = { v: 1; meta: SeedOptions; changes: DbChanges };

/** What a page stored (the page reads it; the demo backend's worker gets the text, D74). */
export function parsePersisted(raw: string | null): Persisted | null {
  try {
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
export function restoreDb(scale: number | null, seedDate: string | null, persisted: Persisted | null): Db {
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

/** The store as it is kept: the seed's options and the changes made since. */
export function serializeDb(db: Db): string {
  const data: Persisted = { v: 1, meta: db.meta, changes: collectChanges(db) };
  return JSON.stringify(data);
}
