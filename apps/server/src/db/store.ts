import type { BatchItem } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { BoundWrite } from './prepared.ts';
import type * as schema from './schema.ts';

export type Database = BaseSQLiteDatabase<'sync' | 'async', unknown, typeof schema>;
/**
 * Not a write: what `commit` does once the writes it came with are in (forgetting what a cache remembers of
 * the rows they changed). Runs only if they are.
 */
export class AfterCommit {
  constructor(readonly run: () => void) {}
}

/**
 * A write to commit: a drizzle query, or a write prepared once per store and bound to its values; or an
 * action to run after them.
 */
export type Statement = BatchItem<'sqlite'> | BoundWrite | AfterCommit;

export function afterCommitActions(statements: Statement[]): AfterCommit[] {
  return statements.filter((statement) => statement instanceof AfterCommit);
}

/**
 * The storage the core sees: a drizzle database for reads, and `commit` that applies a decided list of
 * writes atomically (a better-sqlite3 transaction on Node, a D1 batch on the edge).
 */
export interface Store {
  db: Database;
  commit(statements: Statement[]): Promise<void>;
  /**
   * A statement to place right after a guarded update (one with the expected status or version in its
   * WHERE clause): when that update changed no row, `commit` rolls everything back and throws
   * ConcurrentChangeError.
   */
  guardChanged(): Statement;
  /**
   * The access version (db/access-schema.ts) that callers remembered in memory were read at must still be
   * current. Exact on D1 (read each time); on the Node file, exact after this process's own commits and at
   * most `externalChangeMs` behind changes written by another process (the keys command).
   */
  accessVersion(): Promise<number>;
  /**
   * True when this process is the only writer of the data it reads (the embedded Node file; the keys command
   * writes keys only): reads may then be answered from memory that AfterCommit actions keep current. False
   * on D1, which other isolates write too.
   */
  readonly cachesReads: boolean;
  /**
   * The store's own form of a drizzle prepared query, with the same results: perStore (db/prepared.ts) passes
   * what it builds through it. The Node store binds and maps without drizzle's per-call work; D1 has none.
   */
  fastPrepared?<T>(built: T): T;
  /**
   * For reads that go once through many rows (an export): on the Node file a connection of their own that
   * neither maps the file nor keeps a large page cache, so that the process's memory does not grow with
   * the rows swept. `db` where absent.
   */
  readonly sweeps?: Database;
}

/** How long the Node store trusts its access version before reading it again. */
export const externalChangeMs = 100;

export const accessVersionSql = 'SELECT version FROM access_version WHERE id = 1';

/** The guard's SQL: the CHECK on batch_guard.changed fails when the previous statement changed nothing. */
export const guardSql = 'INSERT OR REPLACE INTO batch_guard (id, changed) VALUES (1, changes())';

/** Raised by `commit` when a guarded statement matched no row: the data moved since it was read. */
export class ConcurrentChangeError extends Error {
  constructor() {
    super('The data changed while the request was being processed');
  }
}

/** The messages of `error` and of its causes, outermost first (drivers wrap SQLite's error in their own). */
export function causeMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    messages.push(String((current as { message?: unknown }).message ?? ''));
  }
  return messages;
}

/** Whether a unique index on `column` ("table.column") refused a row, by `error` or one of its causes. */
export function violatesUnique(error: unknown, column: string): boolean {
  return causeMessages(error).some(
    (message) => message.includes('UNIQUE constraint failed') && message.includes(column),
  );
}

export function isGuardViolation(error: unknown): boolean {
  return causeMessages(error).some((message) => message.includes('batch_guard_changed'));
}
