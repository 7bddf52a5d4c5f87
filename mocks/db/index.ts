import { runtime } from '../lib/runtime';
import { format } from 'date-fns';
import { seedDatabase } from '../seed';
import { createTables, tableNames, type Db, type SeedOptions } from './store';
import type { Table } from './table';

let current: Db | null = null;

export function todayIso(now = runtime.now()): string {
  return format(now, 'yyyy-MM-dd');
}

/**
 * The rows of the last seed, kept as a template: seeding builds a year of receipts and invoices (with
 * exact tax math), and every test and the demo's reset start from the same options again and again.
 * The template's rows are deep-frozen and shared by every database made from it: tables never change
 * a row in place (update and insert store new objects), so a reset costs a few Map insertions instead
 * of a clone of every row before each of the suite's tests. Code that would change a seeded row in
 * place throws a TypeError at once rather than leaking into the next test.
 */
let plantilla: { key: string; rows: Record<string, ReadonlyArray<{ id: number }>> } | null = null;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A freshly seeded database: the same rows for the same options, every time. */
export function createDb(options: SeedOptions): Db {
  const db: Db = { ...createTables(), meta: options };
  const key = `${options.seedDate}|${options.scale}`;
  const tablas = tableNames(db) as string[];
  const all = db as unknown as Record<string, Table<{ id: number }>>;
  if (plantilla?.key === key) {
    for (const name of tablas) all[name]!.seed(plantilla.rows[name] ?? []);
    return db;
  }
  seedDatabase(db);
  plantilla = {
    key,
    rows: deepFreeze(Object.fromEntries(tablas.map((name) => [name, all[name]!.all()]))),
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
