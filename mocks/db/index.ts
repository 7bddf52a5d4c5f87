import { format } from 'date-fns';
import { seedDatabase } from '../seed';
import { createTables, type Db, type SeedOptions } from './store';

let current: Db | null = null;

export function todayIso(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** A freshly seeded database: the same rows for the same options, every time. */
export function createDb(options: SeedOptions): Db {
  const db: Db = { ...createTables(), meta: options };
  seedDatabase(db);
  return db;
}

/** The live database (seeded on first use with today's date and scale 1). */
export function getDb(): Db {
  if (!current) current = createDb({ seedDate: todayIso(), scale: 1 });
  return current;
}

export function setDb(db: Db): void {
  current = db;
}

/** Drops every change and seeds again (tests call it before each test; the demo's reset action too). */
export function resetDb(options: Partial<SeedOptions> = {}): Db {
  current = createDb({ seedDate: options.seedDate ?? todayIso(), scale: options.scale ?? 1 });
  return current;
}

export type { Db, SeedOptions };
