/**
 * One in-memory table. It remembers which rows changed since seeding, so that the browser keeps
 * only the changes (small) and rebuilds the rest from the deterministic seed.
 */
export type Row = { id: number };

export type TableChanges<T> = { upserts: T[]; deletes: number[] };

export class Table<T extends Row> {
  private rows = new Map<number, T>();
  private seq = 0;
  private changed = new Set<number>();
  private deleted = new Set<number>();

  constructor(readonly name: string) {}

  /** Seed rows (not tracked as changes). */
  seed(rows: Iterable<T>): void {
    for (const row of rows) {
      this.rows.set(row.id, row);
      this.seq = Math.max(this.seq, row.id);
    }
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  get size(): number {
    return this.rows.size;
  }

  get(id: number): T | undefined {
    return this.rows.get(id);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  nextId(): number {
    return ++this.seq;
  }

  /** Inserts a row; an id of 0 or none gets the next id. */
  insert(row: Omit<T, 'id'> & { id?: number }): T {
    const id = row.id && row.id > 0 ? row.id : this.nextId();
    this.seq = Math.max(this.seq, id);
    const stored = { ...row, id } as T;
    this.rows.set(id, stored);
    this.touch(id);
    return stored;
  }

  update(id: number, patch: Partial<T>): T {
    const current = this.rows.get(id);
    if (!current) throw new Error(`${this.name} ${id} no existe`);
    const next = { ...current, ...patch, id };
    this.rows.set(id, next);
    this.touch(id);
    return next;
  }

  remove(id: number): boolean {
    const existed = this.rows.delete(id);
    if (existed) {
      this.changed.delete(id);
      this.deleted.add(id);
    }
    return existed;
  }

  private touch(id: number) {
    this.changed.add(id);
    this.deleted.delete(id);
  }

  changes(): TableChanges<T> {
    return {
      upserts: [...this.changed].map((id) => this.rows.get(id)).filter((r): r is T => !!r),
      deletes: [...this.deleted],
    };
  }

  applyChanges(changes: TableChanges<T>): void {
    for (const id of changes.deletes) this.remove(id);
    for (const row of changes.upserts) {
      this.rows.set(row.id, row);
      this.seq = Math.max(this.seq, row.id);
      this.touch(row.id);
    }
  }
}
