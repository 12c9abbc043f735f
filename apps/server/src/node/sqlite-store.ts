import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { usePreparedForm } from '../db/prepared.ts';
import * as schema from '../db/schema.ts';
import { AfterCommit, BoundWrite } from '../db/statements.ts';
import {
  accessVersionSql,
  afterCommitActions,
  ConcurrentChangeError,
  externalChangeMs,
  guardSql,
  isGuardViolation,
  useSweepDatabase,
} from '../db/store.ts';
import type { Database as CoreDatabase, Logger, Statement, Store } from '../deps.ts';
import { migrateListingApplied } from './applied-migrations.ts';
import { type CheckpointSettings, checkpointDefaults, startCheckpointer } from './checkpoints.ts';
import { nodeLogger } from './logger.ts';
import { nativePrepared } from './native-statements.ts';

type Pending = { statements: Statement[]; resolve(): void; reject(error: unknown): void };

/**
 * The embedded store: one SQLite file, WAL journal, foreign keys on, migrations applied at open.
 *
 * Group commit: the commits requested while the event loop works through one batch of I/O are written in
 * one SQLite transaction when that batch is done. Every commit stays all or nothing (when one fails, the
 * group is rolled back and written again with each commit in its own savepoint, so that the failing one
 * rolls back to its savepoint and fails alone), every request still waits for
 * its transaction to be written before it answers, and concurrent requests share the pages they write
 * (the last pages of the orders, events and jobs tables and their indexes), so a transaction writes far
 * fewer pages to the WAL per commit than one transaction per commit did.
 */
export function openSqliteStore(
  file: string,
  migrationsFolder: string,
  checkpoints: Partial<CheckpointSettings> = {},
  logger: Logger = nodeLogger('error'),
  options: Partial<SqliteStoreOptions> = {},
): SqliteStore {
  const { nativeStatements = true, afterCommit } = options;
  const logError = (message: string, error: unknown) => logger.error({ error: String(error) }, message);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // Statement journals in memory: the list totals' triggers make every insert keep one (docs/performance.md).
  sqlite.pragma('temp_store = MEMORY');
  // A checkpoint copies the WAL into the database file and syncs it: tens of milliseconds that, run by the
  // commit that crosses the threshold (SQLite's default), stall every request behind it.
  const checkpointer = startCheckpointer(
    sqlite,
    file,
    { ...checkpointDefaults, ...checkpoints },
    () => catchUp(),
    logError,
  );
  const db = drizzle(sqlite, { schema });
  // Statements prepared once run without drizzle's per-call work (docs/performance.md).
  if (nativeStatements) {
    usePreparedForm(db as unknown as CoreDatabase, (built) => nativePrepared(sqlite, built, readTogether));
  }
  const appliedMigrations = migrateListingApplied(sqlite, migrationsFolder, () =>
    migrate(db, { migrationsFolder }),
  );
  const guard = sqlite.prepare(guardSql);
  const guardStatement = { run: () => guard.run() };
  // Read again after this process commits (it may have changed access) and when older than externalChangeMs.
  const readAccessVersion = sqlite.prepare(accessVersionSql).pluck();
  let access = { version: 0, readAt: Number.NEGATIVE_INFINITY };
  const runAll = (statements: Statement[]) => {
    for (const statement of statements) {
      if (statement instanceof BoundWrite) statement.prepared.run(statement.values);
      else if (!(statement instanceof AfterCommit)) (statement as unknown as { run(): unknown }).run();
    }
  };
  // First the whole group at once: a commit failing (a lost race, a unique key) is rare.
  const runGroupAtOnce = sqlite.transaction((group: Pending[]) => {
    for (const { statements } of group) runAll(statements);
  });
  // When one failed, the group again with each commit in a savepoint (better-sqlite3 runs a nested
  // transaction function as one), so that it fails alone.
  const runOne = sqlite.transaction(runAll);
  const runGroupApart = sqlite.transaction((group: Pending[]) =>
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
  // Reads share one read transaction per turn of the event loop. On its own each read would begin and end
  // one, taking and dropping WAL locks with system calls that cost three times the lookup (measured). Writes
  // are never made in it: the group commit ends it first.
  const beginRead = sqlite.prepare('BEGIN');
  const endRead = sqlite.prepare('COMMIT');
  let reading = false;
  const finishReads = () => {
    if (!reading) return;
    reading = false;
    // SQLite may have ended it already (an I/O error while reading rolls it back).
    if (!sqlite.inTransaction) return;
    try {
      endRead.run();
    } catch (error) {
      logError('ending a read transaction failed', error);
    }
  };
  const readTogether = () => {
    if (reading || sqlite.inTransaction) return;
    beginRead.run();
    reading = true;
    setImmediate(finishReads);
  };
  // The checkpointer's rounds did not copy the whole WAL (commits came during each one): the rest is copied
  // here, between two commits, so that the next commit starts the WAL over. It is the few commits made since
  // the thread's last round, and the sync of the database file: 2 to 20 ms of this thread (measured under the
  // benchmark's bookings), which is why it waits for a large WAL (checkpointDefaults). A RESTART on
  // the checkpointer instead held this connection's writes back, asleep on a busy lock (50 to 130 ms). With
  // nothing committed since the last catch-up there is nothing to copy: the checkpointer, seeing the WAL's
  // size unchanged until the next commit starts it over, asks again each round while the store is idle.
  let committedSinceCatchUp = true;
  const catchUp = () => {
    if (!committedSinceCatchUp) return;
    finishReads();
    if (!sqlite.open || sqlite.inTransaction) return;
    committedSinceCatchUp = false;
    try {
      sqlite.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      logError('WAL checkpoint failed', error);
    }
  };
  let queue: Pending[] = [];
  const flush = () => {
    finishReads();
    const group = queue;
    queue = [];
    let outcomes: unknown[];
    try {
      try {
        runGroupAtOnce(group);
        outcomes = [];
      } catch {
        // Rolled back whole: nothing of the group was written.
        outcomes = runGroupApart(group);
      }
      access.readAt = Number.NEGATIVE_INFINITY;
      committedSinceCatchUp = true;
    } catch (error) {
      // The transaction itself failed (say, the disk is full): none of the group was written.
      for (const pending of group) pending.reject(error);
      return;
    }
    for (const [index, pending] of group.entries()) {
      const outcome = outcomes[index];
      if (outcome !== undefined) {
        pending.reject(outcome);
        continue;
      }
      // The writes are in: an action failing must neither fail the request nor keep the rest waiting.
      for (const action of afterCommitActions(pending.statements)) {
        try {
          action.run();
          afterCommit?.(action);
        } catch (error) {
          logError('after-commit action failed', error);
        }
      }
      pending.resolve();
    }
  };
  // Opened at the first sweep (the keys command never sweeps). Read only, no map of the file and SQLite's
  // default page cache (2 MB): the 64 MB cache and the map above would otherwise fill with the pages an
  // export reads once (173 MB of RSS for 100,000 orders, measured).
  let sweeper: Database.Database | undefined;
  let sweeps: CoreDatabase | undefined;
  const store: SqliteStore = {
    appliedMigrations,
    db: db as unknown as CoreDatabase,
    get sweeps() {
      if (!sweeps) {
        sweeper = new Database(file, { readonly: true });
        sweeper.pragma('busy_timeout = 5000');
        sweeper.pragma('mmap_size = 0');
        sweeper.pragma('cache_size = -2048');
        sweeps = drizzle(sweeper, { schema }) as unknown as CoreDatabase;
      }
      return sweeps;
    },
    guardChanged: () => guardStatement as never,
    commit(statements) {
      return new Promise((resolve, reject) => {
        // After the current batch of I/O callbacks: the commits they request join this one.
        if (queue.length === 0) setImmediate(flush);
        queue.push({ statements, resolve, reject });
      });
    },
    accessVersion() {
      const now = performance.now();
      if (now - access.readAt > externalChangeMs) {
        readTogether();
        access = { version: Number(readAccessVersion.get()), readAt: now };
      }
      return access.version;
    },
    close: () => {
      sweeper?.close();
      finishReads();
      checkpointer.stop();
      // SQLite checkpoints and removes the WAL when its last connection closes, which this one need not be
      // (the checkpointer's, another process's). The checkpointer may be in a round ('stop' is a message it
      // has yet to read): a busy checkpoint is tried again for up to half a second, without waiting on locks.
      // Still busy, another connection uses the WAL (a running server, when this is the keys command) and
      // checkpoints it itself. One that fails loses nothing: the next open replays the WAL.
      try {
        sqlite.pragma('busy_timeout = 0');
        let busy = true;
        for (let tries = 0; busy && tries < 50; tries++) {
          if (tries > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
          busy = Boolean((sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[])[0]?.busy);
        }
      } catch (error) {
        logError('WAL checkpoint at close failed', error);
      }
      sqlite.close();
    },
  };
  useSweepDatabase(store, () => store.sweeps);
  return store;
}

/** What the Node runtime may switch off to measure it (bench:compare), and who hears of committed actions. */
export type SqliteStoreOptions = {
  /** Prepared statements run without drizzle's per-call work (native-statements.ts). */
  nativeStatements: boolean;
  /** Each after-commit action of a commit, once it ran (node/read-caches.ts forgets what changed). */
  afterCommit(action: AfterCommit): void;
};

export type SqliteStore = Store & {
  close(): void;
  appliedMigrations: string[];
  /**
   * The access version (db/access-schema.ts) for what this process remembers of callers and onboardings:
   * exact after this process's own commits, at most externalChangeMs behind another process's (the keys
   * command).
   */
  accessVersion(): number;
  /**
   * For reads that go once through many rows (an export): a connection of their own that neither maps the
   * file nor keeps a large page cache, so that the process's memory does not grow with the rows swept.
   */
  readonly sweeps: CoreDatabase;
};
