import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { BoundWrite } from '../db/prepared.ts';
import * as schema from '../db/schema.ts';
import {
  accessVersionSql,
  ConcurrentChangeError,
  type Database as CoreDatabase,
  externalChangeMs,
  guardSql,
  isGuardViolation,
  type Statement,
  type Store,
} from '../db/store.ts';

type Pending = { statements: Statement[]; done(error?: unknown): void };

/**
 * The embedded store: one SQLite file, WAL journal, foreign keys on, migrations applied at open.
 *
 * Group commit: the commits requested while the event loop works through one batch of I/O are written in
 * one SQLite transaction, each inside its own savepoint, when that batch is done. Every commit stays all
 * or nothing (a failing one rolls back to its savepoint and fails alone), every request still waits for
 * its transaction to be written before it answers, and concurrent requests share the pages they write
 * (the last pages of the orders, events and jobs tables and their indexes), so a transaction writes far
 * fewer pages to the WAL per commit than one transaction per commit did.
 */
export function openSqliteStore(file: string, migrationsFolder: string): Store & { close(): void } {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  const guard = sqlite.prepare(guardSql);
  // Read again after this process commits (it may have changed access) and when older than externalChangeMs.
  const readAccessVersion = sqlite.prepare(accessVersionSql).pluck();
  let access = { version: 0, readAt: Number.NEGATIVE_INFINITY };
  // Inside the group's transaction, better-sqlite3 runs a nested transaction function as a savepoint.
  const runOne = sqlite.transaction((statements: Statement[]) => {
    for (const statement of statements) {
      if (statement instanceof BoundWrite) statement.prepared.run(statement.values);
      else (statement as unknown as { run(): unknown }).run();
    }
  });
  const runGroup = sqlite.transaction((group: Pending[]) =>
    group.map(({ statements }) => {
      try {
        runOne(statements);
        return undefined;
      } catch (error) {
        // An error that ended the whole transaction (disk full, I/O): none of the group is written.
        if (!sqlite.inTransaction) throw error;
        return isGuardViolation(error) ? new ConcurrentChangeError() : error;
      }
    }),
  );
  let queue: Pending[] = [];
  const flush = () => {
    const group = queue;
    queue = [];
    let outcomes: unknown[];
    try {
      outcomes = runGroup(group);
      access.readAt = Number.NEGATIVE_INFINITY;
    } catch (error) {
      // The transaction itself failed (say, the disk is full): none of the group was written.
      for (const pending of group) pending.done(error);
      return;
    }
    for (const [index, pending] of group.entries()) pending.done(outcomes[index]);
  };
  return {
    db: db as unknown as CoreDatabase,
    guardChanged: () => ({ run: () => guard.run() }) as never,
    commit(statements) {
      return new Promise((resolve, reject) => {
        // After the current batch of I/O callbacks: the commits they request join this one.
        if (queue.length === 0) setImmediate(flush);
        queue.push({ statements, done: (error) => (error === undefined ? resolve() : reject(error)) });
      });
    },
    accessVersion() {
      const now = performance.now();
      if (now - access.readAt > externalChangeMs) {
        access = { version: Number(readAccessVersion.get()), readAt: now };
      }
      return Promise.resolve(access.version);
    },
    close: () => sqlite.close(),
  };
}
