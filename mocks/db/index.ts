import { format } from 'date-fns';
import { seedDatabase } from '../seed';
import { createTables, tableNames, type Db, type SeedOptions } from './store';
import type { Table } from './table';

let current: Db | null = null;

export function todayIso(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/**
 * The rows of the last seed, kept as a template: seeding builds a year of receipts and invoices (with
 * exact tax math), while a structured clone of its rows costs a fraction of that, and every test and
 * the demo's reset start from the same options again and again.
 */
let plantilla: { key: string; rows: Record<string, unknown[]> } | null = null;

/** A freshly seeded database: the same rows for the same options, every time (fresh objects too). */
export function createDb(options: SeedOptions): Db {
  const db: Db = { ...createTables(), meta: options };
  const key = `${options.seedDate}|${options.scale}`;
  const tablas = tableNames(db) as string[];
  if (plantilla?.key === key) {
    const rows = structuredClone(plantilla.rows);
    for (const name of tablas)
      (db as unknown as Record<string, Table<{ id: number }>>)[name]!.seed(
        (rows[name] ?? []) as Array<{ id: number }>,
      );
    return db;
  }
  seedDatabase(db);
  const all = db as unknown as Record<string, Table<{ id: number }>>;
  plantilla = {
    key,
    rows: structuredClone(Object.fromEntries(tablas.map((name) => [name, all[name]!.all()]))),
  };
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
