import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database, Store } from '../deps.ts';
import { BoundWrite, type PreparedWrite } from './statements.ts';

/**
 * The condition of a prepared lookup of one row of a broker by id (placeholders `id` and `brokerId`): rows
 * of other brokers do not exist for the caller.
 */
export function idOfBroker(table: { id: SQLiteColumn; brokerId: SQLiteColumn }): SQL | undefined {
  return and(eq(table.id, sql.placeholder('id')), eq(table.brokerId, sql.placeholder('brokerId')));
}

/**
 * A value built once per store and reused by every request: the hot statements, prepared with drizzle's
 * `.prepare()` and `sql.placeholder` so that their SQL is built (and, on SQLite, compiled) once instead of
 * on every call. Kept per store because a prepared statement belongs to its connection: the Node SQLite
 * file, the Worker isolate's D1 binding. Lookups by a unique key read with `.get()` and no `.limit(1)`:
 * SQLite re-plans a statement with a bound `LIMIT ?` on each run.
 */
export function perStore<T>(build: (db: Database) => T): (store: Store) => T {
  const built = new WeakMap<Store, T>();
  return (store) => {
    let value = built.get(store);
    if (value === undefined) {
      value = build(store.db);
      built.set(store, value);
    }
    return value;
  };
}

/** A write prepared once per store; each call binds this use's values (placeholder name to value). */
export function preparedWrite<Values extends Record<string, unknown>>(
  build: (db: Database) => PreparedWrite,
): (store: Store, values: Values) => BoundWrite {
  const prepared = perStore(build);
  return (store, values) => new BoundWrite(prepared(store), values);
}
